package linx

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// String returns the move in the notation of [ParseMove]: "0:up R 1,2",
// "1:down P 0,0", "2:pass"; the zero Move, which is no move, "no move".
func (m Move) String() string {
	if m == (Move{}) {
		return engine.ZeroMoveText
	}
	switch m.Kind {
	case PlaceUp, PlaceDown:
		return fmt.Sprintf("%d:%v %v %v", m.Seat, m.Kind, m.Symbol, m.Cell)
	case Pass:
		return fmt.Sprintf("%d:pass", m.Seat)
	}
	return fmt.Sprintf("%d:%v %v %v", m.Seat, m.Kind, m.Symbol, m.Cell)
}

// MarshalText implements [encoding.TextMarshaler] with the notation of
// [ParseMove]. A move that would not read back as itself (a negative seat,
// a kind or symbol out of range, a pass with a cell) gives an error.
func (m Move) MarshalText() ([]byte, error) {
	text := m.String()
	back, err := ParseMove(text)
	if err != nil || back != m {
		return nil, fmt.Errorf("linx: cannot marshal the move %s: it does not read back as itself", engine.Quote(text))
	}
	return []byte(text), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler] with [ParseMove].
func (m *Move) UnmarshalText(text []byte) error {
	parsed, err := ParseMove(string(text))
	if err == nil {
		*m = parsed
	}
	return err
}

// MarshalJSON implements [json.Marshaler]: the move as an object with the
// View's names, its seat, its kind and the fields the kind uses, in that
// order:
//
//	{"seat":0,"kind":"up","symbol":"R","cell":"1,2"}
//	{"seat":2,"kind":"pass"}
//
// A move that [Move.MarshalText] refuses gives an error here too.
func (m Move) MarshalJSON() ([]byte, error) {
	if _, err := m.MarshalText(); err != nil {
		return nil, err
	}
	return engine.AppendMembersJSON(nil, m.members(nil)), nil
}

// members appends the members of the move's JSON object to dst, in the
// order of MarshalJSON: a View's choices say the same in the same names.
func (m Move) members(dst []engine.Member) []engine.Member {
	dst = append(dst, engine.Number("seat", m.Seat), engine.String("kind", m.Kind.String()))
	if m.Kind != Pass {
		dst = append(dst, engine.String("symbol", m.Symbol.String()), engine.String("cell", m.Cell.String()))
	}
	return dst
}

// moveJSON is a move's JSON object form.
type moveJSON struct {
	Seat   *engine.SeatNumber `json:"seat"`
	Kind   string             `json:"kind"`
	Symbol *Symbol            `json:"symbol"`
	Cell   *Cell              `json:"cell"`
}

// maxMoveJSON bounds the JSON of a move: its longest form, with room for
// spaces, is far shorter.
const maxMoveJSON = 256

// UnmarshalJSON implements [json.Unmarshaler]. It reads the object that
// MarshalJSON writes, or the notation as a JSON string such as
// "0:up R 1,2":
//
//	{"seat":0,"kind":"up","symbol":"R","cell":"1,2"}
//	{"seat":1,"kind":"down","symbol":"P","cell":"0,0"}
//	{"seat":2,"kind":"pass"}
//
// Malformed JSON gives an error that wraps [ErrIllegalMove].
func (m *Move) UnmarshalJSON(data []byte) error {
	fail := func(why string) error {
		return refuser.Malformed(-1, string(data), why)
	}
	if len(data) > maxMoveJSON {
		return fail(fmt.Sprintf("longer than %d bytes", maxMoveJSON))
	}
	var text string
	if trimmed := bytes.TrimLeft(data, " \t\r\n"); len(trimmed) > 0 && trimmed[0] == '"' &&
		engine.Decode(data, &text, engine.Strict{AllowUnknown: true}) == nil {
		return m.UnmarshalText([]byte(text))
	}
	var raw moveJSON
	if err := engine.Decode(data, &raw, engine.Strict{RefuseRepeats: true, ExactCase: true}); err != nil {
		return fail("a move object: " + err.Error())
	}
	if raw.Seat == nil || *raw.Seat < 0 {
		return fail("it needs a seat, a number from 0")
	}
	out := Move{Seat: int(*raw.Seat)}
	switch raw.Kind {
	case "pass":
		if raw.Symbol != nil || raw.Cell != nil {
			return fail("a pass has no symbol and no cell")
		}
		out.Kind = Pass
	case "up", "down":
		if raw.Symbol == nil || !raw.Symbol.valid() || raw.Cell == nil {
			return fail("a tile move needs a symbol (R, P or S) and a cell")
		}
		out.Kind, out.Symbol, out.Cell = PlaceUp, *raw.Symbol, *raw.Cell
		if raw.Kind == "down" {
			out.Kind = PlaceDown
		}
	default:
		return fail("its kind is up, down or pass")
	}
	*m = out
	return nil
}

// maxMoveText bounds a move's notation: the longest, "3:down scissors
// -128,-128", with room for spaces.
const maxMoveText = 64

// ParseMove parses a move written as SEAT:VERB:
//
//	0:up R 1,2      seat 0 puts a rock face up at 1,2
//	1:down P 0,0    seat 1 covers the tile at 0,0 with paper, face down
//	2:pass          seat 2 passes
//
// Symbols are R, P and S (or rock, paper, scissors), in any case.
// Malformed text gives an error that wraps [ErrIllegalMove].
func ParseMove(text string) (Move, error) {
	fail := func(phrase, word, why string) (Move, error) {
		return Move{}, refuser.MalformedAs(phrase, word, -1, text, why)
	}
	if len(text) > maxMoveText {
		return fail("", "", fmt.Sprintf("longer than %d bytes", maxMoveText))
	}
	seat, rest, err := engine.CutSeat(text)
	if err != nil {
		return fail("", "", "write SEAT:up SYMBOL CELL, SEAT:down SYMBOL CELL or SEAT:pass")
	}
	return parseVerb(nil, seat, text, rest, fail, ParseCell)
}

// ParseMoveFor parses a move of seat, with or without its SEAT: prefix:
// "up R 1,2" and "0:up R 1,2" are the same move for seat 0. A prefix that
// names another seat is an error that wraps [ErrIllegalMove].
// [Axes.ParseMoveFor] reads cells by their names too, "up R D4", as a
// person types them.
func ParseMoveFor(seat int, text string) (Move, error) {
	return parseMoveFor(nil, seat, text, ParseCell)
}

// parseMoveFor is [ParseMoveFor] with the words of t, a language's (nil:
// the notation's alone), and the cell read by cell.
func parseMoveFor(t *engine.Typing, seat int, text string, cell func(string) (Cell, error)) (Move, error) {
	fail := func(phrase, word, why string) (Move, error) {
		return Move{}, refuser.MalformedAs(phrase, word, seat, text, why)
	}
	if len(text) > maxMoveText {
		return fail("", "", fmt.Sprintf("longer than %d bytes", maxMoveText))
	}
	if seat < 0 {
		return fail("", "", "no seat has a negative number")
	}
	named, rest, err := engine.CutSeat(text)
	switch {
	case errors.Is(err, engine.ErrNoSeat):
		rest = text
	case err != nil:
		return fail("", "", err.Error())
	case named != seat:
		return Move{}, refuser.OtherSeat(seat, text, named)
	}
	return parseVerb(t, seat, text, rest, fail, cell)
}

// The phrases of typed input that is no move: its verb and words, and a
// symbol and a cell that cannot be read.
const (
	phraseTyped       = "typed"
	phraseTypedSymbol = "typed-symbol"
	phraseTypedCell   = "typed-cell"
)

// parseVerb parses rest, what follows SEAT: in a move's notation text,
// its verb and symbol read as t, a language's, reads them (nil: the
// notation's), its cell read by cell, whose error is a *MoveError when it
// says all, or the reason the cell is no cell.
func parseVerb(t *engine.Typing, seat int, text, rest string, fail func(phrase, word, why string) (Move, error), cell func(string) (Cell, error)) (Move, error) {
	words := strings.Fields(rest)
	verb := ""
	if len(words) > 0 {
		verb = strings.ToLower(t.Read(words[0]))
	}
	if len(words) == 1 && verb == "pass" {
		return PassTurn(seat), nil
	}
	if len(words) != 3 || (verb != "up" && verb != "down") {
		return fail(phraseTyped, "", "use up or down with a symbol and a cell, or pass")
	}
	sym, err := ParseSymbol(t.Read(words[1]))
	if err != nil {
		return fail(phraseTypedSymbol, words[1], engine.Quote(words[1])+" is no symbol in the language's words")
	}
	c, err := cell(words[2])
	var refused *MoveError
	switch {
	case errors.As(err, &refused):
		return Move{}, refuser.Refuse(seat, text, -1, refused)
	case err != nil:
		return fail(phraseTypedCell, words[2], err.Error())
	}
	if verb == "down" {
		return Down(seat, sym, c), nil
	}
	return Up(seat, sym, c), nil
}

// String returns the event's text form, such as
// "tile-placed seat=0 cell=1,2 tile=yR face=up".
func (e Event) String() string {
	if text, ok := codec.String(&e); ok {
		return text
	}
	return fmt.Sprintf("%v seat=%d", e.Kind, e.Seat)
}

// MarshalText implements [encoding.TextMarshaler]: the kind, then
// key=value for each field it uses. An event that would not read back as
// itself gives an error.
func (e Event) MarshalText() ([]byte, error) {
	return codec.EncodeText(&e)
}

// Bounds of an event's text and JSON: the longest event, a deal, is about
// 230 bytes and 60 tiles; no event has more than eight fields.
const (
	maxEventText   = 1024
	maxEventFields = 8
	maxEventItems  = NumColours * TilesEach
)

// UnmarshalText implements [encoding.TextUnmarshaler], the inverse of
// [Event.MarshalText]. Malformed text gives an error that wraps
// [ErrInvalidEvent]. Text longer than any event is refused before it is
// read. A round-won or match-won event without its teams field, as logs
// written before events had one say, is read as not in teams.
func (e *Event) UnmarshalText(text []byte) error {
	if err := checkEventText(string(text)); err != nil {
		return fmt.Errorf("%w: %v", ErrInvalidEvent, err)
	}
	if kind, _, _ := strings.Cut(string(text), " "); (kind == RoundWon.String() || kind == MatchWon.String()) &&
		!strings.Contains(string(text), " teams=") {
		text = append(slices.Clip(text), " teams=false"...)
	}
	return codec.DecodeText(text, e)
}

// checkEventText says what is wrong with an event's text before the codec
// reads it, so that its errors never quote much of the input: the length,
// the kind, and each field once, as a short key=value.
func checkEventText(text string) error {
	if len(text) > maxEventText {
		return fmt.Errorf("%s is longer than any event", engine.Quote(text))
	}
	words := strings.Fields(text)
	if len(words) == 0 || len(words) > maxEventFields+1 {
		return fmt.Errorf("%s is not an event: write its kind, then key=value for each field", engine.Quote(text))
	}
	if !slices.Contains(eventKindNames[1:], words[0]) {
		return fmt.Errorf("%s is not a kind of event", engine.Quote(words[0]))
	}
	for i, w := range words[1:] {
		key, value, ok := strings.Cut(w, "=")
		switch {
		case !ok:
			return fmt.Errorf("%s: write each field as key=value", engine.Quote(w))
		case len(key) > 20:
			return fmt.Errorf("%s is not a field", engine.Quote(key))
		case len(value) > 40 && key != "piles":
			return fmt.Errorf("%s: %s is longer than any value", key, engine.Quote(value))
		}
		for _, earlier := range words[1 : i+1] {
			if strings.HasPrefix(earlier, key+"=") {
				return fmt.Errorf("%s is given twice", key)
			}
		}
	}
	return nil
}

// MarshalJSON implements [json.Marshaler]: an object with the kind and the
// fields it uses, as in the text form, numbers as numbers.
func (e Event) MarshalJSON() ([]byte, error) {
	return codec.EncodeJSON(&e)
}

// UnmarshalJSON implements [json.Unmarshaler], the inverse of
// [Event.MarshalJSON]. Malformed JSON, or a field given twice, gives an
// error that wraps [ErrInvalidEvent]. Lists longer than any event's are
// refused before they are read, so decoding costs memory in proportion to
// the input.
func (e *Event) UnmarshalJSON(data []byte) error {
	fail := func(why string) error { return fmt.Errorf("%w: %s", ErrInvalidEvent, why) }
	var raw map[string]json.RawMessage
	if err := engine.Decode(data, &raw, engine.Strict{MaxItems: maxEventItems, MaxDepth: 2, AllowUnknown: true, RefuseRepeats: true}); err != nil {
		return fail(err.Error())
	}
	if len(raw) > maxEventFields+1 {
		return fail("more fields than any event has")
	}
	// The JSON becomes the text form, which has the same fields.
	var kind string
	if engine.Decode(raw["kind"], &kind, engine.Strict{AllowUnknown: true}) != nil {
		return fail(`an event needs its "kind", a string`)
	}
	words := []string{kind}
	for key, value := range raw {
		if key == "kind" {
			continue
		}
		text, err := engine.FieldText(value)
		if err != nil {
			return fail(fmt.Sprintf("%s: %v", engine.Quote(key), err))
		}
		words = append(words, key+"="+text)
	}
	for _, w := range words {
		if w == "" || strings.ContainsFunc(w, unicode.IsSpace) {
			return fail(fmt.Sprintf("%s: no name or value of an event is empty or holds a space", engine.Quote(w)))
		}
	}
	return e.UnmarshalText([]byte(strings.Join(words, " ")))
}

package lino

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// String returns the move in the notation of [ParseMove], such as
// "0:move 4,0 3,8" or "1:place 5,4"; the zero Move, which is no move,
// "no move".
//
// It is written by hand, not through fmt: the server writes each move it
// stores and every legal move of a view, and fmt's reflection was a few
// per cent of its CPU.
func (m Move) String() string {
	if m == (Move{}) {
		return engine.ZeroMoveText
	}
	var buf [32]byte // room for any move of a seat below 100: "1:move -128,-128 -128,-128"
	b := strconv.AppendInt(buf[:0], int64(m.Seat), 10)
	b = append(b, ':')
	switch m.Kind {
	case MoveTile:
		b = appendCellText(append(appendCellText(append(b, "move "...), m.From), ' '), m.To)
	case PlaceStone:
		b = appendCellText(append(b, "place "...), m.To)
	default:
		b = append(append(b, m.Kind.String()...), ' ')
		b = appendCellText(append(appendCellText(b, m.From), ' '), m.To)
	}
	return string(b)
}

// appendCellText appends the cell's text, as Cell.String writes it, to b
// (appendCell writes it as a JSON string).
func appendCellText(b []byte, c Cell) []byte {
	b = strconv.AppendInt(b, int64(c.X), 10)
	return strconv.AppendInt(append(b, ','), int64(c.Y), 10)
}

// MarshalText implements [encoding.TextMarshaler] with the notation of
// [ParseMove]. A move that the notation cannot show (a negative seat, an
// unknown kind, a stone with a From) gives an error.
func (m Move) MarshalText() ([]byte, error) {
	if err := m.marshalable(); err != nil {
		return nil, err
	}
	return []byte(m.String()), nil
}

// marshalable says why m has no text or JSON form, if it has none: what
// neither form can show would not read back as m.
func (m Move) marshalable() error {
	if m.Seat < 0 || m.Kind != MoveTile && m.Kind != PlaceStone || (m.Kind == PlaceStone && m.From != Cell{}) {
		return fmt.Errorf("lino: cannot marshal the move %v", m)
	}
	return nil
}

// members lists the members of the move's JSON object, appended to dst:
// "seat", "kind" (the verb of the notation), then the cells the kind uses,
// as a View writes them: "from" and "to" for a tile moved, "to" for a
// stone.
func (m Move) members(dst []engine.Member) []engine.Member {
	dst = append(dst, engine.Number("seat", m.Seat), engine.String("kind", m.Kind.String()))
	if m.Kind == MoveTile {
		dst = append(dst, engine.String("from", m.From.String()))
	}
	return append(dst, engine.String("to", m.To.String()))
}

// MarshalJSON implements [json.Marshaler]: the move as an object with its
// seat, its kind and the cells it uses, in the names of a [View]:
//
//	{"seat":0,"kind":"move","from":"4,0","to":"4,-1"}
//	{"seat":0,"kind":"place","to":"3,4"}
//
// A move that MarshalText refuses gives the same error.
func (m Move) MarshalJSON() ([]byte, error) {
	if err := m.marshalable(); err != nil {
		return nil, err
	}
	return engine.AppendMembersJSON(nil, m.members(nil)), nil
}

// UnmarshalJSON implements [json.Unmarshaler]. It reads the object that
// MarshalJSON writes, or the notation as a JSON string, "0:move 1,2 3,4".
//
// Malformed JSON gives an error that wraps [ErrIllegalMove].
func (m *Move) UnmarshalJSON(data []byte) error {
	data = bytes.TrimSpace(data)
	if string(data) == "null" {
		return nil
	}
	if len(data) > 0 && data[0] == '"' {
		var text string
		if err := engine.Decode(data, &text, engine.Strict{AllowUnknown: true}); err != nil {
			return refuser.Malformed(-1, string(data), "a move is its notation as a string, or an object")
		}
		return m.UnmarshalText([]byte(text))
	}
	var seat *engine.SeatNumber
	var kind *string
	var from, to *Cell
	err := decodeObject(data, []member{
		{"seat", 0, into(&seat)},
		{"kind", 0, into(&kind)},
		{"from", 0, into(&from)},
		{"to", 0, into(&to)},
	})
	if err != nil {
		return refuser.Malformed(-1, string(data), "a move object: "+err.Error())
	}
	fail := func(why string) error {
		return refuser.Malformed(-1, string(data), "a move object "+why)
	}
	switch {
	case seat == nil || *seat < 0:
		return fail("needs its seat, from 0")
	case kind == nil:
		return fail(`needs its kind, "move" or "place"`)
	case *kind == "move" && from != nil && to != nil:
		*m = MoveTileTo(int(*seat), *from, *to)
	case *kind == "place" && from == nil && to != nil:
		*m = Place(int(*seat), *to)
	case *kind == "move":
		return fail(`of kind "move" needs "from" and "to"`)
	case *kind == "place":
		return fail(`of kind "place" needs "to", and no "from"`)
	default:
		return fail(fmt.Sprintf(`has the kind %s; use "move" or "place"`, engine.Quote(*kind)))
	}
	return nil
}

// ParseMoveFor parses a move of seat: the notation of [ParseMove], with or
// without its "SEAT:" prefix, which must then name seat. It is what a
// server calls with the text a client typed. [Axes.ParseMoveFor] reads
// cells by their names too, "move K7 K6", as a person types them.
func ParseMoveFor(seat int, text string) (Move, error) {
	return parseMoveFor(nil, seat, text, ParseCell)
}

// parseMoveFor is [ParseMoveFor] with the verbs of t, a language's (nil:
// the notation's alone), and each cell read by cell.
func parseMoveFor(t *engine.Typing, seat int, text string, cell func(string) (Cell, error)) (Move, error) {
	if seat < 0 {
		return Move{}, refuser.Malformed(seat, text, fmt.Sprintf("seat %d is not a seat", seat))
	}
	full := text
	if !strings.Contains(text, ":") {
		full = strconv.Itoa(seat) + ":" + text
	}
	m, err := parseMove(t, full, cell)
	switch {
	case err != nil:
		refused := err.(*MoveError) // parseMove's errors are its own, new
		refused.Seat, refused.Move = seat, text
		return Move{}, refused
	case m.Seat != seat:
		return Move{}, refuser.OtherSeat(seat, text, m.Seat)
	}
	return m, nil
}

// UnmarshalText implements [encoding.TextUnmarshaler] with [ParseMove].
func (m *Move) UnmarshalText(text []byte) error {
	return engine.UnmarshalWith(m, text, ParseMove)
}

// ParseMove parses a move written as SEAT:VERB CELLS:
//
//	0:move 4,0 3,8    seat 0 moves the tile at 4,0 to 3,8
//	1:place 5,4       seat 1 places a stone on the tile at 5,4
//
// Verbs may be in any case and words may be separated by any spaces.
// Malformed text gives an error that wraps [ErrIllegalMove].
func ParseMove(s string) (Move, error) { return parseMove(nil, s, ParseCell) }

// parseMove is [ParseMove] with its verb read as t, a language's, reads it
// (nil: the notation's), and each cell read by cell, whose error is a
// *MoveError when it says all, or the reason the cell is no cell.
func parseMove(t *engine.Typing, s string, cell func(string) (Cell, error)) (Move, error) {
	fail := func(phrase, word, why string) (Move, error) {
		return Move{}, refuser.MalformedAs(phrase, word, -1, s, why)
	}
	seat, rest, err := engine.CutSeat(s)
	if err != nil {
		return fail("", "", "write SEAT:move FROM TO or SEAT:place CELL, such as 1:place 5,4")
	}
	if words(rest) > 3 {
		// Counted before strings.Fields, so that junk costs no list.
		return fail(phraseTyped, "", "a move is a verb and one or two cells")
	}
	words := strings.Fields(rest)
	verb := strings.ToLower(t.Read(strings.Join(words[:min(1, len(words))], "")))
	cellsOf := map[string]int{"move": 2, "place": 1}
	switch want, known := cellsOf[verb]; {
	case !known:
		return fail(phraseTyped, "", "use move or place")
	case len(words)-1 != want:
		return fail(phraseTyped, "", verb+" takes "+map[string]string{"move": "two cells", "place": "one cell"}[verb])
	}
	cells := make([]Cell, len(words)-1)
	for i := range cells {
		if cells[i], err = cell(words[i+1]); err != nil {
			var refused *MoveError
			if errors.As(err, &refused) {
				return Move{}, refuser.Refuse(-1, s, -1, refused)
			}
			return fail(phraseTypedCell, words[i+1], err.Error())
		}
	}
	if verb == "move" {
		return MoveTileTo(seat, cells[0], cells[1]), nil
	}
	return Place(seat, cells[0]), nil
}

// The phrases of typed input that is no move: its verb and cells, and a
// cell that cannot be read.
const (
	phraseTyped     = "typed"
	phraseTypedCell = "typed-cell"
)

// words counts the words of s, as strings.Fields splits them, without
// allocating.
func words(s string) int {
	n, in := 0, false
	for _, r := range s {
		space := unicode.IsSpace(r)
		if !space && !in {
			n++
		}
		in = !space
	}
	return n
}

// maxEventText bounds the length of an event's text or JSON that is read:
// an event takes under 100 bytes, and a longer input is refused before it
// is split into words or fields.
const maxEventText = 1024

// codec writes and reads events: their text is the kind, then key=value
// for each field the kind uses; their JSON an object with the same fields.
var codec = &engine.Codec[Event, EventKind]{
	Game:     "lino",
	Names:    eventKindNames[:],
	Fields:   fieldsOf[:],
	Kind:     func(e *Event) *EventKind { return &e.Kind },
	Invalid:  ErrInvalidEvent,
	MaxBytes: maxEventText,
}

var (
	seatField   = engine.Int("seat", func(e *Event) *int { return &e.Seat }, 0, 1)
	fromField   = engine.Text("from", func(e *Event) *Cell { return &e.From }, Cell.String, ParseCell)
	toField     = engine.Text("to", func(e *Event) *Cell { return &e.To }, Cell.String, ParseCell)
	cellAtField = engine.Text("cell", func(e *Event) *Cell { return &e.Cell }, Cell.String, ParseCell)
	rowField    = engine.Text("row", func(e *Event) *Row { return &e.Row }, Row.String, ParseRow)
	pointsField = engine.Int("points", func(e *Event) *int { return &e.Points }, 0, maxRoundPoints)
	roundField  = engine.Int("round", func(e *Event) *int { return &e.Round }, 1, 2)
	// lastField tells that a stone was the round's last.
	lastField = engine.Optional(engine.Bool("last", func(e *Event) *bool { return &e.Last }),
		func(e *Event) bool { return !e.Last })
	scoresField = engine.Field[Event]{Key: "scores", Bare: true, List: true,
		Get: func(e *Event) string { return fmt.Sprintf("%d,%d", e.Scores[0], e.Scores[1]) },
		Set: func(e *Event, text string) error {
			a, b, ok := strings.Cut(text, ",")
			x, errA := strconv.Atoi(a)
			y, errB := strconv.Atoi(b)
			if !ok || errA != nil || errB != nil {
				return fmt.Errorf("%s is not two scores", engine.Quote(text))
			}
			e.Scores = [Players]int{x, y}
			return nil
		}}
)

// fieldsOf lists, for each kind, the fields it uses, in the order of its
// text.
var fieldsOf = [...][]engine.Field[Event]{
	TileMoved:      {seatField, fromField, toField},
	FillingStarted: {seatField},
	StonePlaced:    {seatField, cellAtField, lastField},
	RowClosed:      {seatField, rowField, pointsField},
	RunScored:      {seatField, rowField, pointsField},
	NumberScored:   {seatField, cellAtField, pointsField},
	StarScored:     {seatField, cellAtField, pointsField},
	RoundEnded:     {roundField, scoresField},
	RoundStarted:   {roundField, seatField},
	GameEnded:      {scoresField},
}

// String returns the event's text form, such as
// "row-closed seat=1 row=3,4..5,4 points=3".
func (e Event) String() string {
	if text, ok := codec.String(&e); ok {
		return text
	}
	return fmt.Sprintf("%v %+v", e.Kind, struct{ Seat, Points int }{e.Seat, e.Points})
}

// MarshalText implements [encoding.TextMarshaler]: the kind, then
// key=value for each field it uses. An event that would not read back as
// itself gives an error.
func (e Event) MarshalText() ([]byte, error) {
	return codec.EncodeText(&e)
}

// UnmarshalText implements [encoding.TextUnmarshaler], the inverse of
// [Event.MarshalText]. Malformed text gives an error that wraps
// [ErrInvalidEvent].
func (e *Event) UnmarshalText(text []byte) error {
	return codec.DecodeText(text, e)
}

// MarshalJSON implements [json.Marshaler]: an object with the kind and the
// fields it uses, their values as in the text form, numbers as numbers:
// {"kind":"stone-placed","seat":1,"cell":"5,4"}.
func (e Event) MarshalJSON() ([]byte, error) {
	return codec.EncodeJSON(&e)
}

// UnmarshalJSON implements [json.Unmarshaler], the inverse of
// [Event.MarshalJSON]. Malformed JSON, or a field given twice, gives an
// error that wraps [ErrInvalidEvent]. JSON longer than any event's is
// refused before it is read.
func (e *Event) UnmarshalJSON(data []byte) error {
	return codec.DecodeJSON(data, e)
}

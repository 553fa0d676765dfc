package linx

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// String returns the move in the notation of [ParseMove]: "0:up R 1,2",
// "1:down P 0,0", "2:pass".
func (m Move) String() string {
	switch m.Kind {
	case PlaceUp, PlaceDown:
		return fmt.Sprintf("%d:%v %v %v", m.Seat, m.Kind, m.Symbol, m.Cell)
	case Pass:
		return fmt.Sprintf("%d:pass", m.Seat)
	}
	return fmt.Sprintf("%d:%v %v %v", m.Seat, m.Kind, m.Symbol, m.Cell)
}

// MarshalText implements [encoding.TextMarshaler] with the notation of
// [ParseMove].
func (m Move) MarshalText() ([]byte, error) {
	back, err := ParseMove(m.String())
	if err != nil || back != m {
		return nil, fmt.Errorf("linx: cannot marshal the move %v", m)
	}
	return []byte(m.String()), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler] with [ParseMove].
func (m *Move) UnmarshalText(text []byte) error {
	parsed, err := ParseMove(string(text))
	if err == nil {
		*m = parsed
	}
	return err
}

// ParseMove parses a move written as SEAT:VERB:
//
//	0:up R 1,2      seat 0 puts a rock face up at 1,2
//	1:down P 0,0    seat 1 covers the tile at 0,0 with paper, face down
//	2:pass          seat 2 passes
//
// Symbols are R, P and S (or rock, paper, scissors), in any case.
// Malformed text gives an error that wraps [ErrIllegalMove].
func ParseMove(text string) (Move, error) {
	fail := func(why string) (Move, error) {
		return Move{}, fmt.Errorf("%w: %q is not a move: %s", ErrIllegalMove, text, why)
	}
	seatText, rest, ok := strings.Cut(text, ":")
	seat, err := strconv.Atoi(strings.TrimSpace(seatText))
	if !ok || err != nil || seat < 0 {
		return fail("write SEAT:up SYMBOL CELL, SEAT:down SYMBOL CELL or SEAT:pass")
	}
	words := strings.Fields(rest)
	if len(words) == 1 && strings.EqualFold(words[0], "pass") {
		return PassTurn(seat), nil
	}
	if len(words) != 3 || (!strings.EqualFold(words[0], "up") && !strings.EqualFold(words[0], "down")) {
		return fail("use up or down with a symbol and a cell, or pass")
	}
	sym, err := ParseSymbol(words[1])
	if err != nil {
		return fail(err.Error())
	}
	c, err := ParseCell(words[2])
	if err != nil {
		return fail(err.Error())
	}
	if strings.EqualFold(words[0], "down") {
		return Down(seat, sym, c), nil
	}
	return Up(seat, sym, c), nil
}

// field is one field of an event's text and JSON forms.
type field struct {
	key    string
	number bool // a number in JSON, not a string
	get    func(e *Event) string
	set    func(e *Event, text string) error
}

func intField(key string, n func(e *Event) *int, lo, hi int) field {
	return field{key, true,
		func(e *Event) string { return strconv.Itoa(*n(e)) },
		func(e *Event, text string) error {
			v, err := strconv.Atoi(text)
			if err != nil || v < lo || v > hi {
				return fmt.Errorf("%q is not a number from %d to %d", text, lo, hi)
			}
			*n(e) = v
			return nil
		}}
}

// listField is a field of comma-separated items.
func listField(key string, get func(e *Event) []string, set func(e *Event, items []string) error) field {
	return field{key, false,
		func(e *Event) string { return strings.Join(get(e), ",") },
		func(e *Event, text string) error { return set(e, strings.Split(text, ",")) }}
}

func tilesText(tiles []Tile) []string {
	out := make([]string, len(tiles))
	for i, t := range tiles {
		out[i] = t.String()
	}
	return out
}

func parseTiles(dst []Tile, items []string) error {
	if len(items) != len(dst) {
		return fmt.Errorf("%d tiles, not %d", len(items), len(dst))
	}
	for i, item := range items {
		t, err := ParseTile(item)
		if err != nil {
			return err
		}
		dst[i] = t
	}
	return nil
}

func intsText(ints []int) []string {
	out := make([]string, len(ints))
	for i, n := range ints {
		out[i] = strconv.Itoa(n)
	}
	return out
}

func parseInts(dst []int, items []string) error {
	if len(items) != len(dst) {
		return fmt.Errorf("%d numbers, not %d", len(items), len(dst))
	}
	for i, item := range items {
		n, err := strconv.Atoi(item)
		if err != nil || n < 0 || n > numSpots {
			return fmt.Errorf("%q is not a count", item)
		}
		dst[i] = n
	}
	return nil
}

var (
	seatField    = intField("seat", func(e *Event) *int { return &e.Seat }, 0, MaxPlayers-1)
	roundField   = intField("round", func(e *Event) *int { return &e.Round }, 1, maxRounds)
	playersField = intField("players", func(e *Event) *int { return &e.Players }, MinPlayers, MaxPlayers)
	countField   = intField("count", func(e *Event) *int { return &e.Count }, 1, drawAfterPlace)
	cellField    = field{"cell", false,
		func(e *Event) string { return e.Cell.String() },
		func(e *Event, text string) (err error) { e.Cell, err = ParseCell(text); return err }}
	tileField = field{"tile", false,
		func(e *Event) string { return e.Tile.String() },
		func(e *Event, text string) (err error) { e.Tile, err = ParseTile(text); return err }}
	faceField = field{"face", false,
		func(e *Event) string { return map[bool]string{false: "up", true: "down"}[e.FaceDown] },
		func(e *Event, text string) error {
			if text != "up" && text != "down" {
				return fmt.Errorf("%q is neither up nor down", text)
			}
			e.FaceDown = text == "down"
			return nil
		}}
	blockedField = field{"blocked", false,
		func(e *Event) string { return strconv.FormatBool(e.Blocked) },
		func(e *Event, text string) (err error) { e.Blocked, err = strconv.ParseBool(text); return err }}
	lineField = field{"line", false,
		func(e *Event) string { return e.Line.String() },
		func(e *Event, text string) (err error) { e.Line, err = ParseLine(text); return err }}
	handField = field{"hand", false,
		func(e *Event) string {
			hand := ""
			for _, sym := range symbols(e.Hand) {
				hand += sym.String()
			}
			return hand + "."
		},
		func(e *Event, text string) error {
			var hand [3]uint8
			body, ok := strings.CutSuffix(text, ".")
			for _, r := range body {
				sym, err := ParseSymbol(string(r))
				if err != nil || hand[sym-1] == TilesEach {
					return fmt.Errorf("%q is not a hand: write its symbols, then a dot", text)
				}
				hand[sym-1]++
			}
			if !ok {
				return fmt.Errorf("%q is not a hand: write its symbols, then a dot", text)
			}
			e.Hand = hand
			return nil
		}}
	tilesField = listField("tiles",
		func(e *Event) []string { return tilesText(e.Tiles[:e.Count]) },
		func(e *Event, items []string) error {
			if e.Count < 1 || e.Count > drawAfterPlace {
				return fmt.Errorf("count %d", e.Count)
			}
			return parseTiles(e.Tiles[:e.Count], items)
		})
	visibleField = listField("visible",
		func(e *Event) []string { return intsText(e.Visible[:]) },
		func(e *Event, items []string) error { return parseInts(e.Visible[:], items) })
	scoresField = listField("scores",
		func(e *Event) []string { return intsText(e.Scores[:]) },
		func(e *Event, items []string) error { return parseInts(e.Scores[:], items) })
	pilesField = listField("piles",
		func(e *Event) []string {
			var all []Tile
			for _, pile := range e.Piles {
				all = append(all, pile[:]...)
			}
			return tilesText(all)
		},
		func(e *Event, items []string) error {
			var all [NumColours * TilesEach]Tile
			if err := parseTiles(all[:], items); err != nil {
				return err
			}
			for c := range e.Piles {
				copy(e.Piles[c][:], all[c*TilesEach:])
			}
			return nil
		})
)

// fieldsOf lists, for each kind, the fields it uses, in the order of its
// text (count before tiles: parsing the tiles needs it).
var fieldsOf = [...][]field{
	TilePlaced:   {seatField, cellField, tileField, faceField},
	Passed:       {seatField, handField},
	TilesDrawn:   {seatField, countField, tilesField},
	LineMade:     {seatField, lineField, faceField},
	TurnPassed:   {seatField},
	RoundWon:     {roundField, seatField, blockedField, visibleField},
	RoundStarted: {roundField, seatField, playersField, pilesField},
	MatchWon:     {seatField, scoresField},
}

// String returns the event's text form, such as
// "tile-placed seat=0 cell=1,2 tile=rR face=up".
func (e Event) String() string {
	if e.Kind < TilePlaced || e.Kind >= numEventKinds {
		return fmt.Sprintf("%v seat=%d", e.Kind, e.Seat)
	}
	var b strings.Builder
	b.WriteString(e.Kind.String())
	for _, f := range fieldsOf[e.Kind] {
		b.WriteString(" " + f.key + "=" + f.get(&e))
	}
	return b.String()
}

// MarshalText implements [encoding.TextMarshaler]: the kind, then
// key=value for each field it uses. An event that would not read back as
// itself gives an error.
func (e Event) MarshalText() ([]byte, error) {
	text := e.String()
	var back Event
	if err := back.UnmarshalText([]byte(text)); err != nil || back != e {
		return nil, fmt.Errorf("linx: cannot marshal a %v event with fields out of range or unused", e.Kind)
	}
	return []byte(text), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler], the inverse of
// [Event.MarshalText]. Malformed text gives an error that wraps
// [ErrInvalidEvent].
func (e *Event) UnmarshalText(text []byte) error {
	words := strings.Fields(string(text))
	values := map[string]string{}
	for _, w := range words[min(1, len(words)):] {
		key, value, ok := strings.Cut(w, "=")
		if _, dup := values[key]; !ok || dup {
			return fmt.Errorf("%w: %q: write each field once, as key=value", ErrInvalidEvent, w)
		}
		values[key] = value
	}
	return e.decode(strings.Join(words[:min(1, len(words))], ""), values)
}

// decode sets e from a kind's name and its fields' text, which must be
// exactly the kind's fields.
func (e *Event) decode(kind string, values map[string]string) error {
	var out Event
	for k := TilePlaced; k < numEventKinds; k++ {
		if eventKindNames[k] == kind {
			out.Kind = k
		}
	}
	if out.Kind == 0 {
		return fmt.Errorf("%w: %q is not a kind of event", ErrInvalidEvent, kind)
	}
	fields := fieldsOf[out.Kind]
	if len(values) != len(fields) {
		return fmt.Errorf("%w: a %v event has %d fields", ErrInvalidEvent, out.Kind, len(fields))
	}
	for _, f := range fields {
		text, ok := values[f.key]
		if !ok {
			return fmt.Errorf("%w: a %v event needs %s", ErrInvalidEvent, out.Kind, f.key)
		}
		if err := f.set(&out, text); err != nil {
			return fmt.Errorf("%w: %s: %v", ErrInvalidEvent, f.key, err)
		}
	}
	*e = out
	return nil
}

// MarshalJSON implements [json.Marshaler]: an object with the kind and the
// fields it uses, as in the text form, numbers as numbers.
func (e Event) MarshalJSON() ([]byte, error) {
	if _, err := e.MarshalText(); err != nil {
		return nil, err
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, `{"kind":%q`, e.Kind.String())
	for _, f := range fieldsOf[e.Kind] {
		value := strconv.Quote(f.get(&e))
		if f.number {
			value = f.get(&e)
		}
		fmt.Fprintf(&b, ",%q:%s", f.key, value)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// UnmarshalJSON implements [json.Unmarshaler], the inverse of
// [Event.MarshalJSON]. Malformed JSON gives an error that wraps
// [ErrInvalidEvent].
func (e *Event) UnmarshalJSON(data []byte) error {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return fmt.Errorf("%w: %v", ErrInvalidEvent, err)
	}
	values := map[string]string{}
	var kind string
	for key, value := range raw {
		var text string
		if json.Unmarshal(value, &text) != nil {
			var n json.Number
			if json.Unmarshal(value, &n) != nil {
				return fmt.Errorf("%w: %s is neither a string nor a number", ErrInvalidEvent, key)
			}
			text = n.String()
		}
		if key == "kind" {
			kind = text
			continue
		}
		values[key] = text
	}
	return e.decode(kind, values)
}

package lino

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// String returns the move in the notation of [ParseMove], such as
// "0:move 4,0 3,8" or "1:place 5,4".
func (m Move) String() string {
	switch m.Kind {
	case MoveTile:
		return fmt.Sprintf("%d:move %v %v", m.Seat, m.From, m.To)
	case PlaceStone:
		return fmt.Sprintf("%d:place %v", m.Seat, m.To)
	}
	return fmt.Sprintf("%d:%v %v %v", m.Seat, m.Kind, m.From, m.To)
}

// MarshalText implements [encoding.TextMarshaler] with the notation of
// [ParseMove]; JSON shows a move as that string.
func (m Move) MarshalText() ([]byte, error) {
	if m.Kind != MoveTile && m.Kind != PlaceStone || (m.Kind == PlaceStone && m.From != Cell{}) {
		return nil, fmt.Errorf("lino: cannot marshal the move %v", m)
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

// ParseMove parses a move written as SEAT:VERB CELLS:
//
//	0:move 4,0 3,8    seat 0 moves the tile at 4,0 to 3,8
//	1:place 5,4       seat 1 places a stone on the tile at 5,4
//
// Verbs may be in any case and words may be separated by any spaces.
// Malformed text gives an error that wraps [ErrIllegalMove].
func ParseMove(s string) (Move, error) {
	fail := func(why string) (Move, error) {
		return Move{}, fmt.Errorf("%w: %q is not a move: %s", ErrIllegalMove, s, why)
	}
	seatText, rest, ok := strings.Cut(s, ":")
	seat, err := strconv.Atoi(strings.TrimSpace(seatText))
	if !ok || err != nil || seat < 0 {
		return fail("write SEAT:move FROM TO or SEAT:place CELL, such as 1:place 5,4")
	}
	words := strings.Fields(rest)
	cells := make([]Cell, max(0, len(words)-1))
	for i := range cells {
		if cells[i], err = ParseCell(words[i+1]); err != nil {
			return fail(err.Error())
		}
	}
	switch verb := strings.ToLower(strings.Join(words[:min(1, len(words))], "")); {
	case verb == "move" && len(cells) == 2:
		return MoveTileTo(seat, cells[0], cells[1]), nil
	case verb == "place" && len(cells) == 1:
		return Place(seat, cells[0]), nil
	case verb == "move" || verb == "place":
		return fail(verb + " takes " + map[string]string{"move": "two cells", "place": "one cell"}[verb])
	}
	return fail("use move or place")
}

// field is one field of an event's text and JSON forms.
type field struct {
	key    string
	number bool // a number in JSON, not a string
	get    func(e *Event) string
	set    func(e *Event, text string) error
}

func cellField(key string, c func(e *Event) *Cell) field {
	return field{key, false,
		func(e *Event) string { return c(e).String() },
		func(e *Event, text string) (err error) { *c(e), err = ParseCell(text); return err }}
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

var (
	seatField   = intField("seat", func(e *Event) *int { return &e.Seat }, 0, 1)
	fromField   = cellField("from", func(e *Event) *Cell { return &e.From })
	toField     = cellField("to", func(e *Event) *Cell { return &e.To })
	cellAtField = cellField("cell", func(e *Event) *Cell { return &e.Cell })
	pointsField = intField("points", func(e *Event) *int { return &e.Points }, 0, maxRoundPoints)
	roundField  = intField("round", func(e *Event) *int { return &e.Round }, 1, 2)
	rowField    = field{"row", false,
		func(e *Event) string { return e.Row.String() },
		func(e *Event, text string) (err error) { e.Row, err = ParseRow(text); return err }}
	scoresField = field{"scores", false,
		func(e *Event) string { return fmt.Sprintf("%d,%d", e.Scores[0], e.Scores[1]) },
		func(e *Event, text string) error {
			a, b, ok := strings.Cut(text, ",")
			x, errA := strconv.Atoi(a)
			y, errB := strconv.Atoi(b)
			if !ok || errA != nil || errB != nil {
				return fmt.Errorf("%q is not two scores", text)
			}
			e.Scores = [Players]int{x, y}
			return nil
		}}
)

// fieldsOf lists, for each kind, the fields it uses, in the order of its
// text.
var fieldsOf = [...][]field{
	TileMoved:      {seatField, fromField, toField},
	FillingStarted: {seatField},
	StonePlaced:    {seatField, cellAtField},
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
	if e.Kind < TileMoved || e.Kind >= numEventKinds {
		return fmt.Sprintf("%v %+v", e.Kind, struct{ Seat, Points int }{e.Seat, e.Points})
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
		return nil, fmt.Errorf("lino: cannot marshal a %v event with fields out of range or unused", e.Kind)
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
	for k := TileMoved; k < numEventKinds; k++ {
		if eventKindNames[k] == kind {
			out.Kind = k
		}
	}
	if out.Kind == 0 {
		return fmt.Errorf("%w: %q is not a kind of event", ErrInvalidEvent, kind)
	}
	fields := fieldsOf[out.Kind]
	if len(values) != len(fields) {
		return fmt.Errorf("%w: a %v event has the fields %s", ErrInvalidEvent, out.Kind, keys(fields))
	}
	for _, f := range fields {
		text, ok := values[f.key]
		if !ok {
			return fmt.Errorf("%w: a %v event has the fields %s", ErrInvalidEvent, out.Kind, keys(fields))
		}
		if err := f.set(&out, text); err != nil {
			return fmt.Errorf("%w: %s: %v", ErrInvalidEvent, f.key, err)
		}
	}
	*e = out
	return nil
}

func keys(fields []field) string {
	names := make([]string, len(fields))
	for i, f := range fields {
		names[i] = f.key
	}
	return strings.Join(names, ", ")
}

// MarshalJSON implements [json.Marshaler]: an object with the kind and the
// fields it uses, their values as in the text form, numbers as numbers:
// {"kind":"stone-placed","seat":1,"cell":"5,4"}.
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

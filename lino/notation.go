package lino

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/tabletopgo/tabletop/internal/engine"
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
		if err := json.Unmarshal(data, &text); err != nil {
			return engine.Wrap(ErrIllegalMove, errors.New("a move is its notation as a string, or an object"))
		}
		return m.UnmarshalText([]byte(text))
	}
	var seat *int
	var kind *string
	var from, to *Cell
	err := decodeObject(data, []member{
		{"seat", 0, into(&seat)},
		{"kind", 0, into(&kind)},
		{"from", 0, into(&from)},
		{"to", 0, into(&to)},
	})
	if err != nil {
		return engine.Wrap(ErrIllegalMove, fmt.Errorf("a move object: %w", err))
	}
	fail := func(why string) error {
		return engine.Wrap(ErrIllegalMove, errors.New("a move object "+why))
	}
	switch {
	case seat == nil || *seat < 0:
		return fail("needs its seat, from 0")
	case kind == nil:
		return fail(`needs its kind, "move" or "place"`)
	case *kind == "move" && from != nil && to != nil:
		*m = MoveTileTo(*seat, *from, *to)
	case *kind == "place" && from == nil && to != nil:
		*m = Place(*seat, *to)
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
// server calls with the text a client typed.
func ParseMoveFor(seat int, text string) (Move, error) {
	if seat < 0 {
		return Move{}, fmt.Errorf("%w: seat %d is not a seat", ErrIllegalMove, seat)
	}
	if !strings.Contains(text, ":") {
		return ParseMove(strconv.Itoa(seat) + ":" + text)
	}
	m, err := ParseMove(text)
	if err == nil && m.Seat != seat {
		return Move{}, fmt.Errorf("%w: %s is a move of seat %d, not of seat %d", ErrIllegalMove, engine.Quote(text), m.Seat, seat)
	}
	return m, err
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
		return Move{}, fmt.Errorf("%w: %s is not a move: %s", ErrIllegalMove, engine.Quote(s), why)
	}
	seat, rest, err := engine.CutSeat(s)
	if err != nil {
		return fail("write SEAT:move FROM TO or SEAT:place CELL, such as 1:place 5,4")
	}
	if words(rest) > 3 {
		// Counted before strings.Fields, so that junk costs no list.
		return fail("a move is a verb and one or two cells")
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
	Names:   eventKindNames[:],
	Fields:  fieldsOf[:],
	Kind:    func(e *Event) *EventKind { return &e.Kind },
	Invalid: ErrInvalidEvent,
}

var (
	seatField   = engine.Int("seat", func(e *Event) *int { return &e.Seat }, 0, 1)
	fromField   = engine.Text("from", func(e *Event) *Cell { return &e.From }, Cell.String, ParseCell)
	toField     = engine.Text("to", func(e *Event) *Cell { return &e.To }, Cell.String, ParseCell)
	cellAtField = engine.Text("cell", func(e *Event) *Cell { return &e.Cell }, Cell.String, ParseCell)
	rowField    = engine.Text("row", func(e *Event) *Row { return &e.Row }, Row.String, ParseRow)
	pointsField = engine.Int("points", func(e *Event) *int { return &e.Points }, 0, maxRoundPoints)
	roundField  = engine.Int("round", func(e *Event) *int { return &e.Round }, 1, 2)
	scoresField = engine.Field[Event]{Key: "scores", Bare: true, List: true,
		Get: func(e *Event) string { return fmt.Sprintf("%d,%d", e.Scores[0], e.Scores[1]) },
		Set: func(e *Event, text string) error {
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
var fieldsOf = [...][]engine.Field[Event]{
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
	if text, ok := codec.String(&e); ok {
		return text
	}
	return fmt.Sprintf("%v %+v", e.Kind, struct{ Seat, Points int }{e.Seat, e.Points})
}

// MarshalText implements [encoding.TextMarshaler]: the kind, then
// key=value for each field it uses. An event that would not read back as
// itself gives an error.
func (e Event) MarshalText() ([]byte, error) {
	text, err := codec.EncodeText(&e)
	if err != nil {
		return nil, fmt.Errorf("lino: %w", err)
	}
	return text, nil
}

// UnmarshalText implements [encoding.TextUnmarshaler], the inverse of
// [Event.MarshalText]. Malformed text gives an error that wraps
// [ErrInvalidEvent].
func (e *Event) UnmarshalText(text []byte) error {
	if len(text) > maxEventText {
		return fmt.Errorf("%w: %d bytes; an event takes under %d", ErrInvalidEvent, len(text), maxEventText)
	}
	return codec.DecodeText(text, e)
}

// MarshalJSON implements [json.Marshaler]: an object with the kind and the
// fields it uses, their values as in the text form, numbers as numbers:
// {"kind":"stone-placed","seat":1,"cell":"5,4"}.
func (e Event) MarshalJSON() ([]byte, error) {
	data, err := codec.EncodeJSON(&e)
	if err != nil {
		return nil, fmt.Errorf("lino: %w", err)
	}
	return data, nil
}

// UnmarshalJSON implements [json.Unmarshaler], the inverse of
// [Event.MarshalJSON]. Malformed JSON gives an error that wraps
// [ErrInvalidEvent].
//
// It reads the object into flat fields rather than through a map, so that
// a long log of events costs a few times its size, not tens of times.
func (e *Event) UnmarshalJSON(data []byte) error {
	if len(data) > maxEventText {
		return fmt.Errorf("%w: %d bytes; an event takes under %d", ErrInvalidEvent, len(data), maxEventText)
	}
	var in eventFields
	n, ok := in.scan(data)
	if !ok {
		// Not the plain form MarshalJSON writes (escapes, fractions,
		// a key twice...): encoding/json reads it.
		n = engine.CountItems(data)
		if n < 0 || bytes.TrimSpace(data)[0] != '{' {
			return fmt.Errorf("%w: an event is a JSON object", ErrInvalidEvent)
		}
		var slow struct {
			Kind                string `json:"kind"`
			Seat, Points, Round *int
			From, To, Cell, Row string
			Scores              []int `json:"scores"`
		}
		if err := json.Unmarshal(data, &slow); err != nil {
			return fmt.Errorf("%w: %s", ErrInvalidEvent, cut(err.Error()))
		}
		in = eventFields{kind: slow.Kind, from: slow.From, to: slow.To, cell: slow.Cell, row: slow.Row}
		for i, v := range []*int{slow.Seat, slow.Points, slow.Round} {
			if v != nil {
				in.has[i] = true
				*[]*int{&in.seat, &in.points, &in.round}[i] = *v
			}
		}
		in.has[3], in.has[4], in.has[5], in.has[6] = in.from != "", in.to != "", in.cell != "", in.row != ""
		if slow.Scores != nil {
			in.has[7] = true
			if len(slow.Scores) != Players {
				return fmt.Errorf("%w: scores: %d scores, not %d", ErrInvalidEvent, len(slow.Scores), Players)
			}
			in.scores = [Players]int(slow.Scores)
		}
	}
	out, err := in.event(n)
	if err != nil {
		return err
	}
	*e = out
	return nil
}

// eventFields are the fields of an event's JSON, as read; has says which
// were there, in the order of eventKeys.
type eventFields struct {
	kind, from, to, cell, row string
	seat, points, round       int
	scores                    [Players]int
	has                       [len(eventKeys)]bool
}

var eventKeys = [...]string{"seat", "points", "round", "from", "to", "cell", "row", "scores"}

// scan reads the plain form of an event's JSON, which MarshalJSON writes,
// without encoding/json and without allocating but the text of its cells:
// an object of distinct known keys whose values are strings without
// escapes, whole numbers, or lists of two whole numbers. It returns the
// number of fields, and false for anything else.
func (in *eventFields) scan(data []byte) (int, bool) {
	i := 0
	space := func() {
		for i < len(data) && (data[i] == ' ' || data[i] == '\t' || data[i] == '\n' || data[i] == '\r') {
			i++
		}
	}
	text := func() ([]byte, bool) { // a string without escapes
		if i >= len(data) || data[i] != '"' {
			return nil, false
		}
		start := i + 1
		for i++; i < len(data) && data[i] != '"'; i++ {
			if data[i] == '\\' || data[i] < ' ' {
				return nil, false
			}
		}
		if i >= len(data) {
			return nil, false
		}
		i++
		return data[start : i-1], true
	}
	number := func() (int, bool) {
		start := i
		if i < len(data) && data[i] == '-' {
			i++
		}
		for i < len(data) && '0' <= data[i] && data[i] <= '9' && i-start < 18 {
			i++
		}
		v, err := strconv.Atoi(string(data[start:i]))
		return v, err == nil && (i >= len(data) || data[i] < '0' || data[i] > '9')
	}
	space()
	if i >= len(data) || data[i] != '{' {
		return 0, false
	}
	i++
	n := 0
	var seen [len(eventKeys) + 1]bool
	for {
		space()
		if n == 0 && i < len(data) && data[i] == '}' {
			i++
			break
		}
		key, ok := text()
		if !ok {
			return 0, false
		}
		space()
		if i >= len(data) || data[i] != ':' {
			return 0, false
		}
		i++
		space()
		slot := -1
		switch string(key) {
		case "kind", "from", "to", "cell", "row":
			value, ok := text()
			if !ok {
				return 0, false
			}
			switch string(key) {
			case "kind":
				slot, in.kind = len(eventKeys), string(value)
			case "from":
				slot, in.from = 3, string(value)
			case "to":
				slot, in.to = 4, string(value)
			case "cell":
				slot, in.cell = 5, string(value)
			case "row":
				slot, in.row = 6, string(value)
			}
		case "seat", "points", "round":
			v, ok := number()
			if !ok {
				return 0, false
			}
			switch string(key) {
			case "seat":
				slot, in.seat = 0, v
			case "points":
				slot, in.points = 1, v
			case "round":
				slot, in.round = 2, v
			}
		case "scores":
			if i >= len(data) || data[i] != '[' {
				return 0, false
			}
			for k := range Players {
				i++
				space()
				v, ok := number()
				space()
				if !ok || i >= len(data) || data[i] != ",]"[min(k, 1)] {
					return 0, false
				}
				in.scores[k] = v
			}
			i++
			slot = 7
		default:
			return 0, false
		}
		if seen[slot] {
			return 0, false
		}
		seen[slot] = true
		if slot < len(eventKeys) {
			in.has[slot] = true
		}
		n++
		space()
		if i < len(data) && data[i] == ',' {
			i++
			continue
		}
		if i < len(data) && data[i] == '}' {
			i++
			break
		}
		return 0, false
	}
	space()
	return n, i == len(data)
}

// event returns the event the fields describe, n of them in the JSON, or
// an error wrapping ErrInvalidEvent.
func (in *eventFields) event(n int) (Event, error) {
	var out Event
	for k := TileMoved; k < numEventKinds; k++ {
		if eventKindNames[k] == in.kind {
			out.Kind = k
		}
	}
	if out.Kind == 0 {
		return Event{}, fmt.Errorf("%w: %s is not a kind of event", ErrInvalidEvent, engine.Quote(in.kind))
	}
	// Each field the kind uses must be there, once; no other may.
	present := in.has
	fields := fieldsOf[out.Kind]
	wrong := n != 1+len(fields)
	for _, f := range fields {
		for i, key := range eventKeys {
			if key == f.Key {
				wrong = wrong || !present[i]
				present[i] = false
			}
		}
	}
	for _, p := range present {
		wrong = wrong || p
	}
	if wrong {
		names := make([]string, len(fields))
		for i, f := range fields {
			names[i] = f.Key
		}
		return Event{}, fmt.Errorf("%w: a %s event has the fields %s", ErrInvalidEvent, in.kind, strings.Join(names, ", "))
	}
	for _, f := range fields {
		var err error
		switch f.Key {
		case "seat":
			out.Seat, err = inRange(in.seat, 0, 1)
		case "points":
			out.Points, err = inRange(in.points, 0, maxRoundPoints)
		case "round":
			out.Round, err = inRange(in.round, 1, 2)
		case "from":
			out.From, err = ParseCell(in.from)
		case "to":
			out.To, err = ParseCell(in.to)
		case "cell":
			out.Cell, err = ParseCell(in.cell)
		case "row":
			out.Row, err = ParseRow(in.row)
		case "scores":
			out.Scores = in.scores
		}
		if err != nil {
			return Event{}, fmt.Errorf("%w: %s: %v", ErrInvalidEvent, f.Key, err)
		}
	}
	return out, nil
}

// inRange returns v, or an error if it is not from lo to hi.
func inRange(v, lo, hi int) (int, error) {
	if v < lo || v > hi {
		return 0, fmt.Errorf("%d is not a number from %d to %d", v, lo, hi)
	}
	return v, nil
}

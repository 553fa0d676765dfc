package lino

import (
	"fmt"
	"strconv"
	"strings"

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
	seat, rest, err := engine.CutSeat(s)
	if err != nil {
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
	scoresField = engine.Field[Event]{Key: "scores", Number: true, List: true,
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
func (e *Event) UnmarshalText(text []byte) error { return codec.DecodeText(text, e) }

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
func (e *Event) UnmarshalJSON(data []byte) error { return codec.DecodeJSON(data, e) }

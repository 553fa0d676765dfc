package linx

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
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
	seat, rest, err := engine.CutSeat(text)
	if err != nil {
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

// codec writes and reads events: their text is the kind, then key=value
// for each field the kind uses; their JSON an object with the same fields.
var codec = &engine.Codec[Event, EventKind]{
	Names:   eventKindNames[:],
	Fields:  fieldsOf[:],
	Kind:    func(e *Event) *EventKind { return &e.Kind },
	Invalid: ErrInvalidEvent,
}

// parseCount parses a number of tiles.
func parseCount(text string) (int, error) {
	n, err := strconv.Atoi(text)
	if err != nil || n < 0 || n > numSpots {
		return 0, fmt.Errorf("%q is not a count", text)
	}
	return n, nil
}

var (
	seatField    = engine.Int("seat", func(e *Event) *int { return &e.Seat }, 0, MaxPlayers-1)
	roundField   = engine.Int("round", func(e *Event) *int { return &e.Round }, 1, maxRounds)
	playersField = engine.Int("players", func(e *Event) *int { return &e.Players }, MinPlayers, MaxPlayers)
	countField   = engine.Int("count", func(e *Event) *int { return &e.Count }, 1, drawAfterPlace)
	cellField    = engine.Text("cell", func(e *Event) *Cell { return &e.Cell }, Cell.String, ParseCell)
	tileField    = engine.Text("tile", func(e *Event) *Tile { return &e.Tile }, Tile.String, ParseTile)
	lineField    = engine.Text("line", func(e *Event) *Line { return &e.Line }, Line.String, ParseLine)
	faceField    = engine.Text("face", func(e *Event) *bool { return &e.FaceDown },
		func(down bool) string { return map[bool]string{false: "up", true: "down"}[down] },
		func(text string) (bool, error) {
			if text != "up" && text != "down" {
				return false, fmt.Errorf("%q is neither up nor down", text)
			}
			return text == "down", nil
		})
	blockedField = engine.Text("blocked", func(e *Event) *bool { return &e.Blocked }, strconv.FormatBool, strconv.ParseBool)
	handField    = engine.Text("hand", func(e *Event) *[3]uint8 { return &e.Hand },
		func(hand [3]uint8) string {
			return engine.Join(symbols(hand), Symbol.String, "") + "."
		},
		func(text string) ([3]uint8, error) {
			var hand [3]uint8
			body, ok := strings.CutSuffix(text, ".")
			for _, r := range body {
				sym, err := ParseSymbol(string(r))
				if err != nil || hand[sym-1] == TilesEach {
					ok = false
					break
				}
				hand[sym-1]++
			}
			if !ok || strings.Contains(body, ",") {
				return [3]uint8{}, fmt.Errorf("%q is not a hand: write its symbols, then a dot", text)
			}
			return hand, nil
		})
	tilesField = engine.Field[Event]{Key: "tiles", List: true,
		Get: func(e *Event) string {
			return engine.Join(e.Tiles[:max(0, min(e.Count, drawAfterPlace))], Tile.String, ",")
		},
		Set: func(e *Event, text string) error { return engine.ParseList(e.Tiles[:e.Count], text, ParseTile) }}
	visibleField = engine.Field[Event]{Key: "visible", Number: true, List: true,
		Get: func(e *Event) string { return engine.Join(e.Visible[:], strconv.Itoa, ",") },
		Set: func(e *Event, text string) error { return engine.ParseList(e.Visible[:], text, parseCount) }}
	scoresField = engine.Field[Event]{Key: "scores", Number: true, List: true,
		Get: func(e *Event) string { return engine.Join(e.Scores[:], strconv.Itoa, ",") },
		Set: func(e *Event, text string) error { return engine.ParseList(e.Scores[:], text, parseCount) }}
	pilesField = engine.Field[Event]{Key: "piles", List: true,
		Get: func(e *Event) string {
			return engine.Join(e.Piles[:], func(p [TilesEach]Tile) string { return engine.Join(p[:], Tile.String, ",") }, ",")
		},
		Set: func(e *Event, text string) error {
			var all [NumColours * TilesEach]Tile
			if err := engine.ParseList(all[:], text, ParseTile); err != nil {
				return err
			}
			for c := range e.Piles {
				copy(e.Piles[c][:], all[c*TilesEach:])
			}
			return nil
		}}
)

// fieldsOf lists, for each kind, the fields it uses, in the order of its
// text (count before tiles: parsing the tiles needs it).
var fieldsOf = [...][]engine.Field[Event]{
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
	if text, ok := codec.String(&e); ok {
		return text
	}
	return fmt.Sprintf("%v seat=%d", e.Kind, e.Seat)
}

// MarshalText implements [encoding.TextMarshaler]: the kind, then
// key=value for each field it uses. An event that would not read back as
// itself gives an error.
func (e Event) MarshalText() ([]byte, error) {
	text, err := codec.EncodeText(&e)
	if err != nil {
		return nil, fmt.Errorf("linx: %w", err)
	}
	return text, nil
}

// UnmarshalText implements [encoding.TextUnmarshaler], the inverse of
// [Event.MarshalText]. Malformed text gives an error that wraps
// [ErrInvalidEvent].
func (e *Event) UnmarshalText(text []byte) error { return codec.DecodeText(text, e) }

// MarshalJSON implements [json.Marshaler]: an object with the kind and the
// fields it uses, as in the text form, numbers as numbers.
func (e Event) MarshalJSON() ([]byte, error) {
	data, err := codec.EncodeJSON(&e)
	if err != nil {
		return nil, fmt.Errorf("linx: %w", err)
	}
	return data, nil
}

// UnmarshalJSON implements [json.Unmarshaler], the inverse of
// [Event.MarshalJSON]. Malformed JSON gives an error that wraps
// [ErrInvalidEvent].
func (e *Event) UnmarshalJSON(data []byte) error { return codec.DecodeJSON(data, e) }

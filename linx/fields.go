package linx

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// This file holds the fields of each kind of event, which [codec] writes
// and reads as an event's text and JSON (notation.go has the methods).

// codec writes and reads events: their text is the kind, then key=value
// for each field the kind uses; their JSON an object with the same fields.
var codec = &engine.Codec[Event, EventKind]{
	Game:    "linx",
	Names:   eventKindNames[:],
	Fields:  fieldsOf[:],
	Kind:    func(e *Event) *EventKind { return &e.Kind },
	Invalid: ErrInvalidEvent,
}

// parseCount parses a number of tiles.
func parseCount(text string) (int, error) {
	n, err := strconv.Atoi(text)
	if err != nil || n < 0 || n > numSpots {
		return 0, fmt.Errorf("%s is not a count", engine.Quote(text))
	}
	return n, nil
}

var (
	seatField    = engine.Int("seat", func(e *Event) *int { return &e.Seat }, 0, MaxPlayers-1)
	roundField   = engine.Int("round", func(e *Event) *int { return &e.Round }, 1, maxRounds)
	playersField = engine.Int("players", func(e *Event) *int { return &e.Players }, MinPlayers, MaxPlayers)
	countField   = engine.Int("count", func(e *Event) *int { return &e.Count }, 1, DrawAfterPlace)
	cellField    = engine.Text("cell", func(e *Event) *Cell { return &e.Cell }, Cell.String, ParseCell)
	tileField    = engine.Text("tile", func(e *Event) *Tile { return &e.Tile }, Tile.String, ParseTile)
	// underField is told of a tile placed face down only.
	underField = engine.Optional(engine.Text("under", func(e *Event) *Tile { return &e.Under }, Tile.String, ParseTile),
		func(e *Event) bool { return e.Under == 0 })
	lineField = engine.Text("line", func(e *Event) *Line { return &e.Line }, Line.String, ParseLine)
	faceField = engine.Text("face", func(e *Event) *bool { return &e.FaceDown },
		func(down bool) string { return map[bool]string{false: "up", true: "down"}[down] },
		func(text string) (bool, error) {
			if text != "up" && text != "down" {
				return false, fmt.Errorf("%q is neither up nor down", text)
			}
			return text == "down", nil
		})
	blockedField = engine.Bool("blocked", func(e *Event) *bool { return &e.Blocked })
	// fullField is told at a stuck end only, and where it holds.
	fullField = engine.Optional(engine.Bool("full", func(e *Event) *bool { return &e.Full }),
		func(e *Event) bool { return !e.Full })
	// seatsField is playersField where it is optional: in the events
	// that need it only to name cells, which older logs lack.
	seatsField = engine.Optional(playersField, func(e *Event) bool { return e.Players == 0 })
	teamsField = engine.Bool("teams", func(e *Event) *bool { return &e.Teams })
	// coverTeamsField is teamsField where it is optional: a tile placed
	// face down tells it in teams only, and older logs lack it.
	coverTeamsField = engine.Optional(teamsField, func(e *Event) bool { return !e.Teams })
	handField       = engine.Text("hand", func(e *Event) *[3]uint8 { return &e.Hand },
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
			return engine.Join(e.Tiles[:max(0, min(e.Count, DrawAfterPlace))], Tile.String, ",")
		},
		Set: func(e *Event, text string) error { return engine.ParseList(e.Tiles[:e.Count], text, ParseTile) }}
	visibleField = engine.Field[Event]{Key: "visible", Bare: true, List: true,
		Get: func(e *Event) string { return engine.Join(e.Visible[:seatsOf(e)], strconv.Itoa, ",") },
		Set: func(e *Event, text string) error { return engine.ParseList(e.Visible[:seatsOf(e)], text, parseCount) }}
	scoresField = engine.Field[Event]{Key: "scores", Bare: true, List: true,
		Get: func(e *Event) string { return engine.Join(e.Scores[:seatsOf(e)], strconv.Itoa, ",") },
		Set: func(e *Event, text string) error { return engine.ParseList(e.Scores[:seatsOf(e)], text, parseCount) }}
	pilesField = engine.Field[Event]{Key: "piles", List: true,
		Get: func(e *Event) string {
			return engine.Join(e.Piles[:coloursOf(e)], func(p [TilesEach]Tile) string { return engine.Join(p[:], Tile.String, ",") }, ",")
		},
		Set: func(e *Event, text string) error {
			var all [NumColours * TilesEach]Tile
			n := coloursOf(e)
			if err := engine.ParseList(all[:n*TilesEach], text, ParseTile); err != nil {
				return err
			}
			for c := range n {
				copy(e.Piles[c][:], all[c*TilesEach:])
			}
			return nil
		}}
)

// seatsOf is how many seats an event's lists of one entry a seat hold:
// its Players, which its text gives before them, so that no list is padded
// for seats that do not exist. Out of range, it shows every entry, and the
// event fails to marshal (it would not read back).
func seatsOf(e *Event) int {
	if e.Players < MinPlayers || e.Players > MaxPlayers {
		return MaxPlayers
	}
	return e.Players
}

// coloursOf is how many colours' piles a deal shows: one a seat, and with
// three seats the neutral colour too, whose block lies on the grid.
func coloursOf(e *Event) int {
	if seatsOf(e) == 3 {
		return NumColours
	}
	return seatsOf(e)
}

// fieldsOf lists, for each kind, the fields it uses, in the order of its
// text (count before tiles, players before the lists of one entry a seat:
// parsing those needs it).
var fieldsOf = [...][]engine.Field[Event]{
	TilePlaced:   {seatField, cellField, tileField, faceField, seatsField, underField, coverTeamsField},
	Passed:       {seatField, handField},
	TilesDrawn:   {seatField, countField, tilesField},
	LineMade:     {seatField, lineField, faceField, seatsField},
	TurnPassed:   {seatField},
	RoundWon:     {roundField, seatField, teamsField, blockedField, fullField, playersField, visibleField},
	RoundStarted: {roundField, seatField, playersField, pilesField},
	MatchWon:     {seatField, teamsField, playersField, scoresField},
}

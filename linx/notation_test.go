package linx_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/linx"
)

func TestParseMove(t *testing.T) {
	for text, want := range map[string]linx.Move{
		"0:up R 1,2":           linx.Up(0, linx.Rock, cell(1, 2)),
		"1:down P 0,0":         linx.Down(1, linx.Paper, cell(0, 0)),
		"2:pass":               linx.PassTurn(2),
		" 3: UP scissors -1,0": linx.Up(3, linx.Scissors, cell(-1, 0)),
	} {
		got, err := linx.ParseMove(text)
		require.NoError(t, err, "%q", text)
		assert.Equal(t, want, got)
	}
	for _, text := range []string{"", "up R 1,2", "x:pass", "-1:pass", "0:up X 1,2", "0:up R", "0:left R 1,2", "0:pass now", "0:down R 1;2"} {
		_, err := linx.ParseMove(text)
		assert.ErrorIs(t, err, linx.ErrIllegalMove, "%q", text)
	}
}

func TestMoveNotationRoundTrips(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		gametest.CheckMoveNotation(t, randomState(t).LegalMoves(), linx.ParseMove)
	})
}

func TestEventNotation(t *testing.T) {
	for _, c := range []struct {
		event      linx.Event
		text, json string
	}{
		{placed(2, 0, cell(1, 2), "yR", false), "tile-placed seat=0 cell=1,2 tile=yR face=up players=2",
			`{"kind":"tile-placed","seat":0,"cell":"1,2","tile":"yR","face":"up","players":2}`},
		{linx.Event{Kind: linx.TilePlaced, Seat: 1, Cell: cell(1, 2), Tile: linx.MakeTile(1, linx.Paper), FaceDown: true, Players: 3, Under: linx.MakeTile(2, linx.Rock)},
			"tile-placed seat=1 cell=1,2 tile=bP face=down players=3 under=pR",
			`{"kind":"tile-placed","seat":1,"cell":"1,2","tile":"bP","face":"down","players":3,"under":"pR"}`},
		// As logs written before TilePlaced told the number of seats.
		{placed(0, 0, cell(1, 2), "yR", false), "tile-placed seat=0 cell=1,2 tile=yR face=up",
			`{"kind":"tile-placed","seat":0,"cell":"1,2","tile":"yR","face":"up"}`},
		{linx.Event{Kind: linx.Passed, Seat: 1, Hand: [3]uint8{2, 0, 1}}, "passed seat=1 hand=RRS.",
			`{"kind":"passed","seat":1,"hand":"RRS."}`},
		{linx.Event{Kind: linx.TilesDrawn, Seat: 1, Count: 1, Tiles: [2]linx.Tile{linx.MakeTile(1, linx.Paper)}}, "tiles-drawn seat=1 count=1 tiles=bP",
			`{"kind":"tiles-drawn","seat":1,"count":1,"tiles":["bP"]}`},
		{line(3, 2, cell(0, 0), linx.SouthEast, true), "line-made seat=2 line=0,0..2,2 face=down players=3",
			`{"kind":"line-made","seat":2,"line":"0,0..2,2","face":"down","players":3}`},
		{line(0, 2, cell(0, 0), linx.SouthEast, true), "line-made seat=2 line=0,0..2,2 face=down",
			`{"kind":"line-made","seat":2,"line":"0,0..2,2","face":"down"}`},
		{linx.Event{Kind: linx.MatchWon, Seat: 1, Players: 3, Scores: [4]int{0, 2, 1, 0}}, "match-won seat=1 teams=false players=3 scores=0,2,1",
			`{"kind":"match-won","seat":1,"teams":false,"players":3,"scores":[0,2,1]}`},
		{linx.Event{Kind: linx.RoundWon, Round: 2, Seat: 0, Blocked: true, Players: 2, Visible: [4]int{5, 3}}, "round-won round=2 seat=0 teams=false blocked=true players=2 visible=5,3",
			`{"kind":"round-won","round":2,"seat":0,"teams":false,"blocked":true,"players":2,"visible":[5,3]}`},
		{linx.Event{Kind: linx.RoundWon, Round: 2, Seat: 0, Blocked: true, Full: true, Players: 2, Visible: [4]int{5, 3}}, "round-won round=2 seat=0 teams=false blocked=true full=true players=2 visible=5,3",
			`{"kind":"round-won","round":2,"seat":0,"teams":false,"blocked":true,"full":true,"players":2,"visible":[5,3]}`},
	} {
		gametest.CheckNotation(t, c.event, c.text, c.json)
	}
	// Logs written before events said teams read as not in teams.
	for text, want := range map[string]linx.Event{
		"match-won seat=1 players=3 scores=0,2,1":                                             {Kind: linx.MatchWon, Seat: 1, Players: 3, Scores: [4]int{0, 2, 1, 0}},
		"round-won round=1 seat=0 blocked=false players=2 visible=0,0":                        won(1, 0, 2),
		`{"kind":"round-won","round":1,"seat":0,"blocked":false,"players":2,"visible":[0,0]}`: won(1, 0, 2),
	} {
		var e linx.Event
		if strings.HasPrefix(text, "{") {
			require.NoError(t, json.Unmarshal([]byte(text), &e), text)
		} else {
			require.NoError(t, e.UnmarshalText([]byte(text)), text)
		}
		assert.Equal(t, want, e, text)
	}
	for _, text := range []string{"", "tile-placed", "passed seat=1 hand=RRX.", "tiles-drawn seat=1 count=3 tiles=a,b,c", "line-made seat=0 line=0,0..3,3 face=up",
		"tile-placed seat=0 cell=1,2 tile=yR face=up players=0", "line-made seat=2 line=0,0..2,2 face=down players=5",
		"round-won round=2 seat=0 teams=false blocked=true full=false players=2 visible=5,3"} {
		var e linx.Event
		assert.ErrorIs(t, e.UnmarshalText([]byte(text)), linx.ErrInvalidEvent, "%q", text)
	}
}

// TestTheFirstColourIsYellow: the rulebook's first colour is yellow, so
// seat 0's tiles are written "y…"; a log saved when it was called red
// ("rP") still reads, as yellow, and is written back as "yP".
func TestTheFirstColourIsYellow(t *testing.T) {
	assert.Equal(t, "yellow", linx.Colour(0).String())
	for _, text := range []string{"yP", "rP"} {
		tile, err := linx.ParseTile(text)
		require.NoError(t, err, text)
		assert.Equal(t, linx.Colour(0), tile.Colour(), text)
		assert.Equal(t, "yP", tile.String(), text)
	}
	var e linx.Event
	require.NoError(t, json.Unmarshal([]byte(`{"kind":"tile-placed","seat":0,"cell":"0,0","tile":"rS","face":"up","players":2}`), &e))
	data, err := json.Marshal(e)
	require.NoError(t, err)
	assert.Contains(t, string(data), `"tile":"yS"`)
}

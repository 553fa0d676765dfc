package lino_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lino"
)

func TestParseMove(t *testing.T) {
	for text, want := range map[string]lino.Move{
		"0:move 4,0 3,8":    lino.MoveTileTo(0, lino.Cell{X: 4}, lino.Cell{X: 3, Y: 8}),
		"1:place 5,4":       lino.Place(1, lino.Cell{X: 5, Y: 4}),
		"1:place -1,-2":     lino.Place(1, lino.Cell{X: -1, Y: -2}),
		" 0: MOVE 1,2  3,4": lino.MoveTileTo(0, lino.Cell{X: 1, Y: 2}, lino.Cell{X: 3, Y: 4}),
	} {
		got, err := lino.ParseMove(text)
		require.NoError(t, err, "%q", text)
		assert.Equal(t, want, got)
	}
	for text, says := range map[string]string{
		"":                "write SEAT:move FROM TO",
		"place 5,4":       "write SEAT:move FROM TO",
		"1:":              "use move or place",
		"1:jump 5,4":      "use move or place",
		"1:place":         "place takes one cell",
		"1:move 1,2":      "move takes two cells",
		"1:place 5;4":     `"5;4" is not a cell`,
		"1:place 500,4":   `"500,4" is not a cell`,
		"1:place 5,4 6,6": "place takes one cell",
	} {
		_, err := lino.ParseMove(text)
		assert.ErrorIs(t, err, lino.ErrIllegalMove, "%q", text)
		assert.ErrorContains(t, err, says, "%q", text)
	}
}

func TestMoveNotationRoundTrips(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		states, _ := game(t, options().Draw(t, "options"))
		s := states[rapid.IntRange(0, len(states)-1).Draw(t, "state")]
		gametest.CheckMoveNotation(t, s.LegalMoves(), lino.ParseMove)
	})
}

func TestEventNotation(t *testing.T) {
	for _, c := range []struct {
		event      lino.Event
		text, json string
	}{
		{lino.Event{Kind: lino.TileMoved, Seat: 0, From: lino.Cell{X: 4}, To: lino.Cell{X: -1, Y: 3}},
			"tile-moved seat=0 from=4,0 to=-1,3", `{"kind":"tile-moved","seat":0,"from":"4,0","to":"-1,3"}`},
		{lino.Event{Kind: lino.RowClosed, Seat: 1, Row: lino.Row{Start: lino.Cell{X: 3, Y: 4}, Dir: lino.NorthEast, Len: 3}, Points: 3},
			"row-closed seat=1 row=3,4..5,2 points=3", `{"kind":"row-closed","seat":1,"row":"3,4..5,2","points":3}`},
		{lino.Event{Kind: lino.RoundEnded, Round: 2, Scores: [2]int{40, 51}},
			"round-ended round=2 scores=40,51", `{"kind":"round-ended","round":2,"scores":[40,51]}`},
		{lino.Event{Kind: lino.FillingStarted, Seat: 1}, "filling-started seat=1", `{"kind":"filling-started","seat":1}`},
		{lino.Event{Kind: lino.StonePlaced, Seat: 1, Cell: lino.Cell{X: 2, Y: 3}}, "stone-placed seat=1 cell=2,3", `{"kind":"stone-placed","seat":1,"cell":"2,3"}`},
		{lino.Event{Kind: lino.StonePlaced, Seat: 1, Cell: lino.Cell{X: 2, Y: 3}, Last: true},
			"stone-placed seat=1 cell=2,3 last=true", `{"kind":"stone-placed","seat":1,"cell":"2,3","last":true}`},
	} {
		gametest.CheckNotation(t, c.event, c.text, c.json)
	}
	for _, text := range []string{"", "tile-moved", "stone-placed seat=0", "stone-placed seat=0 cell=1,1 cell=1,1",
		"stone-placed seat=2 cell=1,1", "row-closed seat=0 row=1,1..2,3 points=2", "nothing seat=0",
		"stone-placed seat=0 cell=1,1 last=false", "stone-placed seat=0 cell=1,1 last=1", "round-ended round=1 scores=1,2 last=true"} {
		var e lino.Event
		assert.ErrorIs(t, e.UnmarshalText([]byte(text)), lino.ErrInvalidEvent, "%q", text)
	}
	_, err := lino.Event{Kind: lino.StonePlaced, Seat: 0, Points: 4}.MarshalText()
	assert.Error(t, err, "a field the kind does not use")
}

func TestRowsAndFaces(t *testing.T) {
	for _, text := range []string{"0,0..3,0", "2,2..2,5", "0,0..3,3", "0,5..2,3"} {
		r, err := lino.ParseRow(text)
		require.NoError(t, err)
		assert.Equal(t, text, r.String())
		assert.Len(t, r.Cells(), r.Len)
	}
	for _, text := range []string{"0,0..0,0", "3,0..0,0", "0,0..2,1", "1,1"} {
		_, err := lino.ParseRow(text)
		assert.Error(t, err, text)
	}
	for _, f := range lino.DefaultFaces() {
		back, err := lino.ParseFace(f.String())
		require.NoError(t, err)
		assert.Equal(t, f, back)
	}
}

// TestLogsWithoutTheLastStoneStillFold: each round's last stone, and it
// alone, tells that it is the last; a log written before StonePlaced told
// it folds to the same state, and a stone called the last that is not is
// refused.
func TestLogsWithoutTheLastStoneStillFold(t *testing.T) {
	opts := lino.Options{Rounds: 2, Seed: 4}
	var log, older []lino.Event
	lasts := 0
	for _, move := range randomGame(t, opts) {
		for _, e := range move {
			log = append(log, e.Event)
			if e.Last {
				lasts++
			}
			e.Last = false
			older = append(older, e.Event)
		}
	}
	require.Equal(t, 2, lasts, "the last stone of each round")
	want, err := lino.Fold(opts, log)
	require.NoError(t, err)
	got, err := lino.Fold(opts, older)
	require.NoError(t, err)
	assert.Equal(t, want, got)
	first := slices.IndexFunc(log, func(e lino.Event) bool { return e.Kind == lino.StonePlaced })
	wrong := slices.Clone(log)
	wrong[first].Last = true
	_, err = lino.Fold(opts, wrong)
	assert.ErrorIs(t, err, lino.ErrInvalidEvent, "the first stone is not the last")
}

// TestMoveStringIsFmts: Move.String, written by hand, is the notation
// that fmt wrote before it, for any seat, kind (known or not) and cells.
func TestMoveStringIsFmts(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cell := func(name string) lino.Cell {
			return lino.Cell{X: rapid.Int8().Draw(t, name+"X"), Y: rapid.Int8().Draw(t, name+"Y")}
		}
		m := lino.Move{Seat: rapid.IntRange(-1000, 1000).Draw(t, "seat"), Kind: lino.MoveKind(rapid.IntRange(-1, 3).Draw(t, "kind")),
			From: cell("from"), To: cell("to")}
		want := fmt.Sprintf("%d:%v %v %v", m.Seat, m.Kind, m.From, m.To)
		switch m.Kind {
		case lino.MoveTile:
			want = fmt.Sprintf("%d:move %v %v", m.Seat, m.From, m.To)
		case lino.PlaceStone:
			want = fmt.Sprintf("%d:place %v", m.Seat, m.To)
		}
		assert.Equal(t, want, m.String())
	})
}

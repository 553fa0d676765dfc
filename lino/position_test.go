package lino_test

import (
	"encoding/json"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lino"
)

// TestFromPositionRejectsWhatNoGameReaches breaks a valid position in one
// way at a time, and a game's positions at each kind of event. It is long
// as a table is: a case for each way.
func TestFromPositionRejectsWhatNoGameReaches(t *testing.T) {
	valid := func() lino.Position {
		return scene(t, `
X .
X O`, 4).Position()
	}
	// A game played to its end, and the states its events pass through.
	s, _ := lino.New(lino.Options{Seed: 3, Bonus: true})
	var log []lino.Event
	for !s.Over() {
		var events []lino.Event
		s, events, _ = s.Apply(s.LegalMoves()[0])
		log = append(log, events...)
	}
	at := func(kind lino.EventKind) lino.Position { // the position after the first event of kind
		i := slices.IndexFunc(log, func(e lino.Event) bool { return e.Kind == kind })
		require.GreaterOrEqual(t, i, 0)
		s, err := lino.Fold(lino.Options{Seed: 3, Bonus: true}, log[:i+1])
		require.NoError(t, err)
		return s.Position()
	}
	start := func() lino.Position {
		s, _ := lino.New(lino.Options{Seed: 3, Bonus: true})
		return s.Position()
	}
	for _, c := range []struct {
		says  string
		from  func() lino.Position
		spoil func(p *lino.Position)
	}{
		{"options: 3 rounds", valid, func(p *lino.Position) { p.Options.Rounds = 3 }},
		{"round: 2 of 1", valid, func(p *lino.Position) { p.Round = 2 }},
		{"phase: unknown phase (99) is not a phase", valid, func(p *lino.Position) { p.Phase = 99 }},
		{"toMove: 2 is not a seat", valid, func(p *lino.Position) { p.ToMove = 2 }},
		{"tiles: 55 tiles", valid, func(p *lino.Position) { p.Tiles = p.Tiles[1:] }},
		{"tiles: two tiles at", valid, func(p *lino.Position) { p.Tiles[1].Cell = p.Tiles[0].Cell }},
		// A tile that moved without a record: it is on no cell of the layout.
		{"tiles: a tile at 10,5, which is neither a cell of the layout nor a moved tile's", valid,
			func(p *lino.Position) { p.Tiles[0].Cell = lino.Cell{X: 10, Y: 5} }},
		// A moved tile still on its own cell.
		{"moved: the tile at 0,0 stands on a cell of the layout", valid, func(p *lino.Position) { p.Moved[0] = p.Tiles[0].Cell }},
		{"vacated: 15,15 is not a cell of the layout", valid, func(p *lino.Position) { p.Vacated[0] = lino.Cell{X: 15, Y: 15} }},
		{"moved: 0,14 is given twice", valid, func(p *lino.Position) { p.Moved[1] = p.Moved[0] }},
		{"tiles: the tile at 0,0 shows *, but . was dealt to it", valid, func(p *lino.Position) { p.Tiles[0].Face = lino.Star }},
		{"tiles: the moved tiles do not show the faces dealt", valid, func(p *lino.Position) {
			for i, tile := range p.Tiles {
				if tile.Cell == p.Moved[0] {
					p.Tiles[i].Face = lino.Number(1, 2)
				}
			}
		}},
		{"tiles: the tile at 4,0 shows", start, func(p *lino.Position) { p.Tiles[0].Face, p.Tiles[1].Face = p.Tiles[1].Face, p.Tiles[0].Face }},
		{"stones: a stone at 15,15", valid, func(p *lino.Position) { p.Stones[0][0] = lino.Cell{X: 15, Y: 15} }},
		{"seat 0 first", valid, func(p *lino.Position) {
			p.Stones[1] = append(p.Stones[1], p.Stones[0][0])
			p.Stones[0] = p.Stones[0][1:]
		}},
		{"toMove: seat 1, not seat 0, is to place next", valid, func(p *lino.Position) { p.Stones[1] = p.Stones[1][1:] }},
		{"toMove: seat 0, not seat 1", valid, func(p *lino.Position) { p.ToMove = 1 }},
		{"moved, vacated: 1 tiles moved and 2 cells vacated", valid, func(p *lino.Position) { p.Moved = p.Moved[:1]; p.Vacated = p.Vacated[:2] }},
		{"tiles: a tile at 5,14, which is neither", valid, func(p *lino.Position) { p.Moved, p.Vacated = p.Moved[:5], p.Vacated[:5] }},
		{"tiles: a tile at 0,0, a cell vacated while building", valid, func(p *lino.Position) { p.Vacated[0] = p.Tiles[0].Cell }},
		{"phase: building, but the field is built", valid, func(p *lino.Position) { p.Phase = lino.PhaseBuilding }},
		{"lastStone, next: phase filling has no scoring under way", valid, func(p *lino.Position) { p.Next = 3 }},
		{"lastStone: no stone of seat 1 at 0,0", valid, func(p *lino.Position) { p.Phase, p.ToMove = lino.PhaseClosingRows, 1 }},
		{"phase: final-scoring with 4 stones placed", valid, func(p *lino.Position) { p.Phase, p.ToMove = lino.PhaseFinalScoring, 1 }},
		// Points out of range, the most negative int included: it has no
		// absolute value.
		{"points: seat 0 has 99999, not 0 to 4000", valid, func(p *lino.Position) { p.Points[0] = 99999 }},
		{"points: seat 1 has -9223372036854775808", valid, func(p *lino.Position) { p.Points[1] = math.MinInt64 }},
		{"totals: seat 0 has -9223372036854775808", valid, func(p *lino.Position) { p.Totals[0] = math.MinInt64 }},
		{"points: seat 0 has -1", valid, func(p *lino.Position) { p.Points[0] = -1 }},
		// Points that the stones do not make.
		{"points: points before any stone", start, func(p *lino.Position) { p.Points[0] = 2 }},
		{"points: points before any stone", func() lino.Position { return scene(t, ". .", 0).Position() }, func(p *lino.Position) { p.Points[1] = 2 }},
		{"totals: points of earlier rounds in round 1", valid, func(p *lino.Position) { p.Totals[1] = 5 }},
		{"points: 6 and 1, but the closed rows", valid, func(p *lino.Position) { p.Points[1] = 1 }},
		{"points: 0 and 6 do not split the closed rows", valid, func(p *lino.Position) { p.Points = [2]int{0, 6} }},
		// The turn in the settling phases.
		{"toMove: seat 0 moves the next tile, not seat 1", func() lino.Position { return at(lino.FillingStarted) },
			func(p *lino.Position) { p.Phase, p.ToMove = lino.PhaseBuilt, 1-p.ToMove }},
		{"toMove: seat 1, not seat 0, is to place next or placed last", func() lino.Position { return at(lino.RoundEnded) },
			func(p *lino.Position) { p.ToMove = 0 }},
		{"next: 5 is not a place in the final scoring", func() lino.Position { return at(lino.RoundEnded) },
			func(p *lino.Position) {
				p.Phase, p.Next, p.Totals, p.Points = lino.PhaseFinalScoring, 5, p.Points, p.Totals
			}},
	} {
		p := c.from()
		_, err := lino.FromPosition(p)
		require.NoError(t, err, "the position before %q", c.says)
		c.spoil(&p)
		_, err = lino.FromPosition(p)
		assert.ErrorIs(t, err, lino.ErrInvalidPosition, c.says)
		assert.ErrorContains(t, err, c.says)
		if err != nil {
			assert.Equal(t, 1, strings.Count(err.Error(), "lino:"), "one sentinel: %v", err)
		}
	}
}

func TestPositionIsPlainJSON(t *testing.T) {
	s := scene(t, `
X .
X O`, 4)
	data, err := json.Marshal(s.Position())
	require.NoError(t, err)
	assert.Contains(t, string(data), `"tiles":[{"cell":"0,0","face":"."}`)
	var p lino.Position
	require.NoError(t, json.Unmarshal(data, &p))
	back, err := lino.FromPosition(p)
	require.NoError(t, err)
	assert.True(t, back == s)
}

func TestEvolveRejectsEventsThatCannotFollow(t *testing.T) {
	s := scene(t, `
X .
X O`, 4)
	for _, c := range []struct {
		event lino.Event
		says  string
	}{
		{lino.Event{Kind: lino.StonePlaced, Seat: 1, Cell: lino.Cell{X: 1}}, "seat 1 cannot move now: it is seat 0's turn"},
		{lino.Event{Kind: lino.StonePlaced, Seat: 0, Cell: lino.Cell{X: 0}}, "the tile at 0,0 holds a stone already"},
		{lino.Event{Kind: lino.StonePlaced, Seat: 0, Cell: lino.Cell{X: 9, Y: 9}}, "there is no tile at 9,9"},
		{lino.Event{Kind: lino.TileMoved, Seat: 0, From: lino.Cell{X: 1}, To: lino.Cell{X: 2}}, "the field is built"},
		{lino.Event{Kind: lino.RowClosed, Seat: 0}, "follow from the rules alone"},
	} {
		next, err := s.Evolve(c.event)
		assert.ErrorIs(t, err, lino.ErrInvalidEvent, c.says)
		assert.ErrorContains(t, err, c.says)
		assert.True(t, next == s)
	}
	mid, err := s.Evolve(lino.Event{Kind: lino.StonePlaced, Seat: 0, Cell: lino.Cell{X: 1}})
	require.NoError(t, err)
	assert.Equal(t, lino.PhaseClosingRows, mid.Phase())
	assert.Equal(t, -1, mid.ToMove())
	_, err = mid.Evolve(lino.Event{Kind: lino.RowClosed, Seat: 0, Row: row(t, "1,0..1,1"), Points: 2})
	assert.ErrorContains(t, err, "the rules call for row-closed seat=0 row=0,0..1,0 points=2")
}

// TestPhaseTextRoundTripsAndRejectsUnknownNames; the refusal, unlike
// Linko!'s and LINX's, does not start with "lino:", as it always has.
func TestPhaseTextRoundTripsAndRejectsUnknownNames(t *testing.T) {
	gametest.CheckNameText(t, lino.PhaseOver, lino.Phase(99), `"bogus" is not a phase: use building, filling, built, closing-rows, final-scoring, between-rounds, over`, "lino: cannot marshal Phase(99)")
}

// TestPositionsNameTheirGame: a Position's JSON names Lino first; one that
// names another game is refused with ErrInvalidPosition saying which game
// it is, and one that names none (an older save) still loads.
func TestPositionsNameTheirGame(t *testing.T) {
	s, err := lino.New(lino.Options{Seed: 2, Bonus: true})
	require.NoError(t, err)
	data, err := json.Marshal(s.Position())
	require.NoError(t, err)
	require.True(t, strings.HasPrefix(string(data), `{"game":"lino","options":`), "%.40s", data)

	older := strings.Replace(string(data), `"game":"lino",`, "", 1)
	var p lino.Position
	require.NoError(t, json.Unmarshal([]byte(older), &p))
	back, err := lino.FromPosition(p)
	require.NoError(t, err)
	assert.True(t, back == s)

	for name, says := range map[string]string{
		`"linko"`:                            "this is a linko position, not a lino one",
		`"linx"`:                             "this is a linx position, not a lino one",
		`"Chess, \"the game\""`:              `this is a "Chess, \"the game\"" position, not a lino one`,
		`5`:                                  "game: ",
		`"` + strings.Repeat("a", 100) + `"`: `this is a "aaaa`,
	} {
		other := strings.Replace(string(data), `"game":"lino"`, `"game":`+name, 1)
		err := json.Unmarshal([]byte(other), &p)
		assert.ErrorIs(t, err, lino.ErrInvalidPosition, name)
		assert.ErrorContains(t, err, says, name)
		if err != nil {
			assert.Less(t, len(err.Error()), 120, "%v", err)
		}
	}
	// Another game's position, whose fields are not Lino's, says whose it is.
	err = json.Unmarshal([]byte(`{"game":"linko","hands":[["7"]],"toMove":0}`), &p)
	assert.ErrorContains(t, err, "this is a linko position, not a lino one")
}

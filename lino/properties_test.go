package lino_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lino"
)

// game plays a random game and returns each state with the events that led
// to it.
func game(t *rapid.T, opts lino.Options) (states []lino.State, events [][]lino.Event) {
	s, err := lino.New(opts)
	require.NoError(t, err)
	states = append(states, s)
	events = append(events, nil)
	for !s.Over() {
		moves := s.LegalMoves()
		var evs []lino.Event
		s, evs, err = s.Apply(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
		require.NoError(t, err)
		states, events = append(states, s), append(events, evs)
	}
	return states, events
}

// TestScoresRecomputedFromScratch: the points of every kind, recomputed
// here from the positions alone, equal what the events gave and what
// Scores says; and no row is scored twice in a round.
func TestScoresRecomputedFromScratch(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts := options().Draw(t, "options")
		states, events := game(t, opts)
		var want, got [2]int
		round := 1
		closedRows := map[[2]any]bool{} // round and row
		for i := 1; i < len(states); i++ {
			current := states[i-1].Position() // kept up to date through the move's events
			for _, e := range events[i] {
				switch e.Kind {
				case lino.StonePlaced:
					current = withStone(current, e.Seat, e.Cell)
					want[e.Seat] += closedRowPoints(current, e.Cell)
				case lino.RowClosed:
					key := [2]any{round, e.Row}
					require.False(t, closedRows[key], "row %v closed twice in round %d", e.Row, round)
					closedRows[key] = true
				case lino.RoundStarted:
					round = e.Round
				case lino.RoundEnded:
					fillFinal(t, current, opts, &want)
				}
				if e.Kind == lino.RowClosed || e.Kind == lino.RunScored || e.Kind == lino.NumberScored || e.Kind == lino.StarScored {
					got[e.Seat] += e.Points
				}
			}
		}
		require.Equal(t, want, got, "the events' points")
		require.Equal(t, []int{want[0], want[1]}, states[len(states)-1].Scores())
	})
}

// withStone returns the position with a stone added.
func withStone(p lino.Position, seat int, c lino.Cell) lino.Position {
	p.Stones[seat] = append(append([]lino.Cell(nil), p.Stones[seat]...), c)
	return p
}

type set map[lino.Cell]bool

func tilesOf(p lino.Position) set {
	s := set{}
	for _, t := range p.Tiles {
		s[t.Cell] = true
	}
	return s
}

func stonesOf(p lino.Position, seat int) set {
	s := set{}
	for _, c := range p.Stones[seat] {
		s[c] = true
	}
	return s
}

var steps = [4][2]int8{{1, 0}, {0, 1}, {1, 1}, {1, -1}}

// lineThrough returns the cells of the maximal line of in through c along
// step.
func lineThrough(in set, c lino.Cell, step [2]int8) []lino.Cell {
	for in[lino.Cell{X: c.X - step[0], Y: c.Y - step[1]}] {
		c = lino.Cell{X: c.X - step[0], Y: c.Y - step[1]}
	}
	var line []lino.Cell
	for ; in[c]; c = (lino.Cell{X: c.X + step[0], Y: c.Y + step[1]}) {
		line = append(line, c)
	}
	return line
}

// closedRowPoints returns the lengths of the rows through c that are full.
func closedRowPoints(p lino.Position, c lino.Cell) int {
	tiles, filled := tilesOf(p), stonesOf(p, 0)
	for k := range stonesOf(p, 1) {
		filled[k] = true
	}
	points := 0
	for _, step := range steps {
		row := lineThrough(tiles, c, step)
		full := len(row) >= 2
		for _, r := range row {
			full = full && filled[r]
		}
		if full {
			points += len(row)
		}
	}
	return points
}

// fillFinal adds the final scoring of a round's last position: runs, and in
// the bonus game numbers and stars.
func fillFinal(t *rapid.T, p lino.Position, opts lino.Options, points *[2]int) {
	runPoints := map[int]int{4: 10, 5: 20, 6: 30}
	for seat := range 2 {
		own := stonesOf(p, seat)
		for _, step := range steps {
			for c := range own {
				if own[lino.Cell{X: c.X - step[0], Y: c.Y - step[1]}] {
					continue
				}
				if n := len(lineThrough(own, c, step)); n >= 7 {
					points[seat] += 40
				} else {
					points[seat] += runPoints[n]
				}
			}
		}
	}
	if !opts.Bonus && !opts.StarsOnly {
		return
	}
	x, o := stonesOf(p, 0), stonesOf(p, 1)
	for _, tile := range p.Tiles {
		c := tile.Cell
		if seat, value, ok := tile.Face.Number(); ok && !x[c] && !o[c] {
			require.False(t, opts.StarsOnly, "a number shows with StarsOnly")
			points[seat] += value
		}
		if tile.Face != lino.Star {
			continue
		}
		var around [2]int
		for dy := int8(-1); dy <= 1; dy++ {
			for dx := int8(-1); dx <= 1; dx++ {
				n := lino.Cell{X: c.X + dx, Y: c.Y + dy}
				if n != c && x[n] {
					around[0]++
				}
				if n != c && o[n] {
					around[1]++
				}
			}
		}
		switch {
		case around[0] > around[1]:
			points[0] += 10
		case around[1] > around[0]:
			points[1] += 10
		case x[c]:
			points[0] += 10
		case o[c]:
			points[1] += 10
		}
	}
}

func TestEqualOptionsGiveEqualGames(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts := options().Draw(t, "options")
		a, _ := lino.New(opts)
		b, _ := lino.New(opts)
		require.True(t, a == b)
		if opts.Bonus {
			opts.Seed++
			c, _ := lino.New(opts)
			require.NotEqual(t, a.Position().Tiles, c.Position().Tiles, "the seed shuffles the faces")
		}
	})
}

func TestNextAgreesWithApply(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, _ := lino.New(options().Draw(t, "options"))
		for !s.Over() {
			moves := s.LegalMoves()
			m := moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")]
			next, err := gametest.NextAgrees(t, s, m)
			require.NoError(t, err)
			// An arbitrary move, mostly illegal: Next takes a path of its
			// own for stones, and must answer as Apply does.
			other := lino.Move{
				Seat: rapid.IntRange(-1, 2).Draw(t, "seat"),
				Kind: rapid.SampledFrom([]lino.MoveKind{lino.PlaceStone, lino.MoveTile, 0}).Draw(t, "kind"),
				To:   lino.Cell{X: int8(rapid.IntRange(-2, 12).Draw(t, "x")), Y: int8(rapid.IntRange(-2, 10).Draw(t, "y"))},
			}
			if rapid.Bool().Draw(t, "with From") {
				other.From = m.To
			}
			if _, err := gametest.NextAgrees(t, s, other); err != nil {
				require.ErrorIs(t, err, lino.ErrIllegalMove)
			}
			s = next
		}
	})
}

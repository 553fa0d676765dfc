package lino_test

import (
	"context"
	"encoding/json"
	"math"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lino"
)

// roundTrips checks that s's position rebuilds s.
func roundTrips(t require.TestingT, s lino.State) {
	back, err := lino.FromPosition(s.Position())
	require.NoError(t, err, "%v", s)
	require.True(t, back == s, "the position of %v rebuilds another state", s)
}

// TestEveryFoldedPrefixRoundTrips: the state after every prefix of a
// random game's event log, in the middle of a move's events too, has a
// position that FromPosition accepts and that rebuilds it.
func TestEveryFoldedPrefixRoundTrips(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts := options().Draw(t, "options")
		states, events := game(t, opts)
		var log []lino.Event
		for _, evs := range events {
			log = append(log, evs...)
		}
		s, err := lino.New(opts)
		require.NoError(t, err)
		roundTrips(t, s)
		for i, e := range log {
			s, err = s.Evolve(e)
			require.NoError(t, err)
			roundTrips(t, s)
			if i%17 == 0 {
				folded, err := lino.Fold(opts, log[:i+1])
				require.NoError(t, err)
				require.True(t, folded == s)
			}
		}
		for _, s := range states {
			roundTrips(t, s)
		}
	})
}

// playsOn checks a State that FromPosition accepted: it round-trips, and
// its legal moves (all while filling, a sample while building) lead to
// states that round-trip, with events that marshal and read back; then it
// plays on to the end with random moves, checking every state.
func playsOn(t *rapid.T, s lino.State) {
	roundTrips(t, s)
	moves := s.LegalMoves()
	if len(moves) > 60 {
		sample := make([]lino.Move, 30)
		for i := range sample {
			sample[i] = moves[rapid.IntRange(0, len(moves)-1).Draw(t, "sampled move")]
		}
		moves = sample
	}
	for _, m := range moves {
		next, events, err := s.Apply(m)
		require.NoError(t, err, "%v", m)
		roundTrips(t, next)
		for _, e := range events {
			data, err := json.Marshal(e)
			require.NoError(t, err, "%v", e)
			var back lino.Event
			require.NoError(t, json.Unmarshal(data, &back), "%s", data)
			require.Equal(t, e, back)
			text, err := e.MarshalText()
			require.NoError(t, err, "%v", e)
			require.NoError(t, back.UnmarshalText(text))
			require.Equal(t, e, back)
		}
	}
	for !s.Over() && s.ToMove() >= 0 {
		moves := s.LegalMoves()
		require.NotEmpty(t, moves, "a live game has a move")
		next, events, err := s.Apply(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
		require.NoError(t, err)
		for _, e := range events {
			_, err := json.Marshal(e)
			require.NoError(t, err, "%v", e)
		}
		roundTrips(t, next)
		s = next
	}
}

// reachedState draws a state of a random game: after a move, or in the
// middle of a move's events.
func reachedState(t *rapid.T) lino.State {
	opts := options().Draw(t, "options")
	states, events := game(t, opts)
	i := rapid.IntRange(1, len(states)-1).Draw(t, "state")
	s := states[i-1]
	for _, e := range events[i][:rapid.IntRange(0, len(events[i])).Draw(t, "events of the move")] {
		var err error
		s, err = s.Evolve(e)
		require.NoError(t, err)
	}
	return s
}

// TestAcceptedPositionsPlayOn: every reached state's position plays on.
func TestAcceptedPositionsPlayOn(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, err := lino.FromPosition(reachedState(t).Position())
		require.NoError(t, err)
		playsOn(t, s)
	})
}

// extreme draws an int that breaks naive checks: negative, huge, at the
// limits of int, or small.
func extreme(t *rapid.T, label string) int {
	return rapid.OneOf(
		rapid.SampledFrom([]int{math.MinInt64, math.MaxInt64, math.MinInt32, math.MaxInt32, -1, 0, 1, 2, 3, 255, 256, 65535, 65536, 4000, 4001}),
		rapid.IntRange(-10, 60),
		rapid.Int(),
	).Draw(t, label)
}

func anyCell(t *rapid.T, label string) lino.Cell {
	return lino.Cell{X: rapid.Int8().Draw(t, label+" x"), Y: rapid.Int8().Draw(t, label+" y")}
}

// mutate changes p in a drawn way: a number set to an extreme, cells of
// tiles, stones and moves swapped, dropped, duplicated or set anywhere.
func mutate(t *rapid.T, p *lino.Position) {
	pick := func(n int, label string) int { return rapid.IntRange(0, n-1).Draw(t, label) }
	cells := func(list *[]lino.Cell, label string) {
		if len(*list) == 0 {
			*list = append(*list, anyCell(t, label))
			return
		}
		l := append([]lino.Cell(nil), *list...)
		i, j := pick(len(l), label+" i"), pick(len(l), label+" j")
		switch pick(4, label+" how") {
		case 0:
			l[i] = anyCell(t, label)
		case 1:
			l = append(l[:i], l[i+1:]...)
		case 2:
			l = append(l, l[i])
		case 3:
			l[i] = lino.Cell{X: l[i].X + int8(pick(3, "dx")-1), Y: l[i].Y + int8(pick(3, "dy")-1)}
		}
		_ = j
		*list = l
	}
	switch pick(16, "mutation") {
	case 0:
		p.Round = extreme(t, "round")
	case 1:
		p.ToMove = extreme(t, "toMove")
	case 2:
		p.Next = extreme(t, "next")
	case 3:
		p.Points[pick(2, "seat")] = extreme(t, "points")
	case 4:
		p.Totals[pick(2, "seat")] = extreme(t, "totals")
	case 5:
		p.Phase = lino.Phase(rapid.Uint8().Draw(t, "phase"))
	case 6:
		p.Phase = lino.Phase(pick(7, "phase"))
	case 7:
		tiles := append([]lino.Tile(nil), p.Tiles...)
		i, j := pick(len(tiles), "tile i"), pick(len(tiles), "tile j")
		switch pick(5, "tile how") {
		case 0:
			tiles[i].Cell = anyCell(t, "tile")
		case 1:
			tiles[i].Face, tiles[j].Face = tiles[j].Face, tiles[i].Face
		case 2:
			tiles = append(tiles[:i], tiles[i+1:]...)
		case 3:
			tiles = append(tiles, tiles[i])
		case 4:
			tiles[i].Face = lino.Face(rapid.Uint8().Draw(t, "face"))
		}
		p.Tiles = tiles
	case 8:
		cells(&p.Stones[pick(2, "seat")], "stone")
	case 9:
		p.Stones[0], p.Stones[1] = p.Stones[1], p.Stones[0]
	case 10:
		cells(&p.Moved, "moved")
	case 11:
		cells(&p.Vacated, "vacated")
	case 12:
		p.Moved, p.Vacated = p.Vacated, p.Moved
	case 13:
		p.LastStone = anyCell(t, "last stone")
	case 14:
		p.Options.FirstSeat = extreme(t, "first seat")
	case 15:
		switch pick(4, "option") {
		case 0:
			p.Options.Bonus = !p.Options.Bonus
		case 1:
			p.Options.StarsOnly = !p.Options.StarsOnly
		case 2:
			p.Options.Rounds = extreme(t, "rounds")
		case 3:
			p.Options.Seed++
		}
	}
}

// TestMutatedPositionsAreRefusedOrPlayOn: a reached position changed in
// one to three drawn ways is refused with ErrInvalidPosition, or gives a
// State that passes every check of playsOn; nothing panics.
func TestMutatedPositionsAreRefusedOrPlayOn(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := reachedState(t).Position()
		for range rapid.IntRange(1, 3).Draw(t, "mutations") {
			mutate(t, &p)
		}
		gametest.RefusedOrPlaysOn(t, p, lino.FromPosition, lino.ErrInvalidPosition, "lino", 300,
			func(s lino.State) { playsOn(t, s) })
	})
}

// TestHandBuiltViewsNeverPanic: a View of a reached state, changed as
// mutate changes positions and in its envelope, or read from JSON, gives
// legal moves only if it is a game's, and never makes LegalMoves, a bot,
// String or MarshalJSON panic.
func TestHandBuiltViewsNeverPanic(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := reachedState(t)
		v := s.View(rapid.IntRange(-1, 1).Draw(t, "seat"))
		p := lino.Position{Options: v.Options, Round: v.Round, Phase: v.Phase, ToMove: v.ToMove, Tiles: v.Tiles,
			Stones: v.Stones, Moved: v.Moved, Vacated: v.Vacated, Points: v.Points, Totals: v.Totals}
		for range rapid.IntRange(0, 3).Draw(t, "mutations") {
			mutate(t, &p)
		}
		v.Options, v.Round, v.Phase, v.ToMove, v.Tiles = p.Options, p.Round, p.Phase, p.ToMove, p.Tiles
		v.Stones, v.Moved, v.Vacated, v.Points, v.Totals = p.Stones, p.Moved, p.Vacated, p.Points, p.Totals
		if rapid.Bool().Draw(t, "spoil the envelope") {
			v.Seat = extreme(t, "seat")
			v.Scores = nil
			v.Winners = []int{extreme(t, "winner")}
			v.Rounds = extreme(t, "rounds")
		}
		for _, m := range v.LegalMoves() {
			require.Equal(t, v.Seat, m.Seat)
		}
		_ = v.String()
		if data, err := json.Marshal(v); err == nil {
			var back lino.View
			require.NoError(t, json.Unmarshal(data, &back))
			require.Equal(t, v, back)
		}
		for _, bot := range []lino.Bot{lino.NewRandomBot(1), lino.GreedyBot{}} {
			if m, err := bot.Choose(context.Background(), v); err == nil {
				require.Contains(t, v.LegalMoves(), m)
			}
		}
	})
}

// TestAStoneScoresInRunsOfSeveralDirections pins the reading of the
// rulebook's "count horizontally, then vertically, then diagonally, to
// avoid counting twice" as an order of counting: the stone at 3,3 is in a
// horizontal, a vertical and a diagonal run of four, and scores in each.
func TestAStoneScoresInRunsOfSeveralDirections(t *testing.T) {
	s := finish(t, `
O     O
  O   O
    O O
O O O .`, "3,3", append([]lino.Event{
		closed(t, 1, "0,3..3,3"), closed(t, 1, "3,0..3,3"), closed(t, 1, "0,0..3,3"),
		{Kind: lino.RunScored, Seat: 1, Row: row(t, "0,3..3,3"), Points: 10},
		{Kind: lino.RunScored, Seat: 1, Row: row(t, "3,0..3,3"), Points: 10},
		{Kind: lino.RunScored, Seat: 1, Row: row(t, "0,0..3,3"), Points: 10},
	}, ended(0, 4+4+4+30)...)...)
	require.True(t, s.Over())
}

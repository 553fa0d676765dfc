package gametest_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/rng"
)

// nimView is what a seat of nim sees: everything, and which seat it is.
type nimView struct {
	seat int
	s    nimState
}

func (s nimState) View(seat int) nimView { return nimView{seat, s} }

// nimBot takes one from the first heap it can, and refuses to move for a
// seat not to move when careful.
func nimBot(careful bool) func(context.Context, nimView) (nimMove, error) {
	return func(_ context.Context, v nimView) (nimMove, error) {
		if careful && v.seat != v.s.ToMove() {
			return nimMove{}, fmt.Errorf("%w: seat %d is not to move", errIllegal, v.seat)
		}
		moves := v.s.LegalMoves()
		if len(moves) == 0 {
			return nimMove{}, errIllegal
		}
		return moves[0], nil
	}
}

// checkBot runs CheckBot at s, a game of two seats, with a recorder, and
// returns what it reported.
func checkBot(s nimState, choose func(context.Context, nimView) (nimMove, error)) string {
	return failure(func(t gametest.TB) { gametest.CheckBot(t, s, 2, choose, errIllegal) })
}

func TestWalkPlaysTheDrawnStepsOrToTheEnd(t *testing.T) {
	s, err := newNim(nimOptions{Seed: 1})
	require.NoError(t, err)
	none := func(int, string) int { return 0 }
	assert.Equal(t, s, gametest.Walk(t, s, 100, none))
	most := func(n int, _ string) int { return n - 1 }
	end := gametest.Walk(t, s, 100, most)
	assert.True(t, end.Over())
	one := func(n int, _ string) int { return min(n-1, 1) }
	assert.Equal(t, s.ToMove()^1, gametest.Walk(t, s, 100, one).ToMove(), "one step: the other seat is to move")
}

func TestCheckBotPassesABotThatPlaysFair(t *testing.T) {
	s, err := newNim(nimOptions{Seed: 1})
	require.NoError(t, err)
	end := gametest.Walk(t, s, 100, func(n int, _ string) int { return n - 1 })
	for _, at := range []nimState{s, end} {
		assert.Empty(t, checkBot(at, nimBot(true)))
	}
}

func TestCheckBotFailsABotThatMovesOutOfTurnOrIllegally(t *testing.T) {
	s, err := newNim(nimOptions{Seed: 1})
	require.NoError(t, err)
	assert.Contains(t, checkBot(s, nimBot(false)), "not to move")
	illegal := func(context.Context, nimView) (nimMove, error) { return nimMove{Seat: 9}, nil }
	assert.Contains(t, checkBot(s, illegal), "not one of its legal moves")
}

func (s nimState) Next(m nimMove) (nimState, error) {
	next, _, err := s.Apply(m)
	return next, err
}

func TestPlaythroughGivesEveryStateBeforeTheEnd(t *testing.T) {
	s, err := newNim(nimOptions{Seed: 1})
	require.NoError(t, err)
	r := rng.New(1)
	states := gametest.Playthrough(s, &r)
	require.NotEmpty(t, states)
	assert.Equal(t, s, states[0])
	for i, at := range states {
		assert.False(t, at.Over(), "state %d", i)
		if i > 0 {
			assert.Contains(t, nextStates(states[i-1]), at, "state %d follows from the one before", i)
		}
	}
	again := rng.New(1)
	assert.Equal(t, states, gametest.Playthrough(s, &again), "the stream decides")
}

// nextStates returns the states that s's legal moves lead to.
func nextStates(s nimState) []nimState {
	var out []nimState
	for _, m := range s.LegalMoves() {
		next, _ := s.Next(m)
		out = append(out, next)
	}
	return out
}

// RandomMove draws one of s's legal moves uniformly, as a game's does.
func (s nimState) RandomMove(r *rng.Source) (nimMove, bool) {
	moves := s.LegalMoves()
	if len(moves) == 0 {
		return nimMove{}, false
	}
	return moves[r.IntN(len(moves))], true
}

func TestPlayRandomlyStopsBeforeTheEnd(t *testing.T) {
	s, err := newNim(nimOptions{Seed: 1})
	require.NoError(t, err)
	r := rng.New(1)
	assert.Equal(t, s, gametest.PlayRandomly(t, s, &r, 0))
	assert.Equal(t, s.ToMove()^1, gametest.PlayRandomly(t, s, &r, 1).ToMove(), "one step: the other seat is to move")
	end := gametest.PlayRandomly(t, s, &r, 1000)
	assert.False(t, end.Over(), "the last state before the end")
	assert.True(t, slices.ContainsFunc(nextStates(end), nimState.Over), "one more move could end the game")
}

// stubborn is a game that refuses every move.
type stubborn struct{}

func (stubborn) Over() bool                         { return false }
func (stubborn) RandomMove(*rng.Source) (int, bool) { return 0, true }
func (stubborn) Next(int) (stubborn, error)         { return stubborn{}, errIllegal }

func TestPlayRandomlyFailsOnARefusedMove(t *testing.T) {
	r := rng.New(1)
	assert.Contains(t, failure(func(t gametest.TB) { gametest.PlayRandomly(t, stubborn{}, &r, 5) }), "refused")
}

func TestVisitMeetsEveryStateToTheEnd(t *testing.T) {
	s, err := newNim(nimOptions{Seed: 1})
	require.NoError(t, err)
	r := rng.New(1)
	var met []nimState
	gametest.Visit(t, s, &r, func(s nimState) { met = append(met, s) })
	require.NotEmpty(t, met)
	assert.Equal(t, s, met[0], "the first state")
	assert.True(t, met[len(met)-1].Over(), "the last state ends the game")
	for k := 1; k < len(met); k++ {
		assert.Contains(t, nextStates(met[k-1]), met[k], "each state follows the one before by a legal move")
		assert.False(t, met[k-1].Over(), "no state after the end")
	}
	assert.Contains(t, failure(func(t gametest.TB) { gametest.Visit(t, stubborn{}, &r, func(stubborn) {}) }), "refused")
	assert.Contains(t, failure(func(t gametest.TB) { gametest.Visit(t, stuck{}, &r, func(stuck) {}) }), "no random move")
}

func TestVisitSeatsMeetsEverySeatOfEveryStateOfEachGame(t *testing.T) {
	type met struct {
		s    nimState
		seat int
	}
	var want, got []met
	for seed := range uint64(3) {
		s, err := newNim(nimOptions{Seed: seed})
		require.NoError(t, err)
		r := rng.New(seed)
		gametest.Visit(t, s, &r, func(s nimState) { want = append(want, met{s, -1}, met{s, 0}, met{s, 1}) })
	}
	gametest.VisitSeats(t, 3, func(seed uint64) (nimState, error) { return newNim(nimOptions{Seed: seed}) }, func(s nimState, seat int) {
		got = append(got, met{s, seat})
	})
	assert.Equal(t, want, got, "the spectator and both seats of each state, game by game")
	refused := func(uint64) (nimState, error) { return nimState{}, errIllegal }
	assert.Contains(t, failure(func(t gametest.TB) { gametest.VisitSeats(t, 1, refused, func(nimState, int) {}) }), "game 0: nim: illegal move")
}

// stuck is a game that is not over and has no move to draw.
type stuck struct{}

func (stuck) Over() bool                         { return false }
func (stuck) RandomMove(*rng.Source) (int, bool) { return 0, false }
func (stuck) Next(int) (stuck, error)            { return stuck{}, nil }

func TestAppliesWantsTheMoveAcceptedWithExactlyItsEvents(t *testing.T) {
	s, err := newNim(nimOptions{Seed: 1})
	require.NoError(t, err)
	m := s.LegalMoves()[0]
	next, events, err := s.Apply(m)
	require.NoError(t, err)
	require.NotEmpty(t, events)
	assert.Equal(t, next, gametest.Applies(t, s, m, events...))
	assert.Contains(t, failure(func(t gametest.TB) { gametest.Applies(t, s, m) }), "the events of")
	assert.Contains(t, failure(func(t gametest.TB) { gametest.Applies(t, s, m, append(events, events[0])...) }), "the events of")
	wrong := m
	wrong.Seat = 1 - m.Seat
	assert.Contains(t, failure(func(t gametest.TB) { gametest.Applies(t, s, wrong, events...) }), "is refused")
}

// TestPlaythroughsChainsTheGamesOnOneStream: the states of game 0, then
// game 1..., as Playthrough gives them with one Source seeded 1.
func TestPlaythroughsChainsTheGamesOnOneStream(t *testing.T) {
	newGame := func(seed uint64) (nimState, error) { return newNim(nimOptions{Seed: seed}) }
	r := rng.New(1)
	var want []nimState
	for seed := range uint64(3) {
		s, err := newGame(seed)
		require.NoError(t, err)
		want = append(want, gametest.Playthrough(s, &r)...)
	}
	assert.Equal(t, want, gametest.Playthroughs(t, 3, newGame))
	refused := func(uint64) (nimState, error) { return nimState{}, errIllegal }
	assert.Contains(t, failure(func(t gametest.TB) { gametest.Playthroughs(t, 1, refused) }), "game 0: nim: illegal move")
}

// drift is a counter whose Next adds one more than Apply when it is told
// to, or refuses what Apply takes.
type drift struct {
	n    int
	flaw string
}

func (d drift) Apply(m int) (drift, []int, error) {
	if m < 0 {
		return d, nil, errIllegal
	}
	return drift{d.n + m, d.flaw}, []int{m}, nil
}

func (d drift) Next(m int) (drift, error) {
	next, _, err := d.Apply(m)
	switch {
	case d.flaw == "off" && err == nil:
		next.n++
	case d.flaw == "refuses" && err == nil:
		return d, errIllegal
	}
	return next, err
}

func TestNextAgreesCatchesANextThatDiffersFromApply(t *testing.T) {
	next, err := gametest.NextAgrees(t, drift{}, 2)
	assert.Equal(t, drift{n: 2}, next)
	assert.NoError(t, err)
	_, err = gametest.NextAgrees(t, drift{}, -1)
	assert.ErrorIs(t, err, errIllegal, "an illegal move refused alike")
	assert.Contains(t, failure(func(t gametest.TB) { gametest.NextAgrees(t, drift{flaw: "off"}, 2) }), "Apply gives")
	assert.Contains(t, failure(func(t gametest.TB) { gametest.NextAgrees(t, drift{flaw: "refuses"}, 2) }), "Apply says <nil>")
}

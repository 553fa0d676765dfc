package search

import (
	"context"
	"math"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tabletopgo/tabletop/rng"
)

// These tests hold the search to its errors: bad options, a seat not to
// move, a match over, a game that breaks its own promises and a stuck
// playout give errors, not panics.

func searchAgain[S State[S, M], M comparable](g Game[S, M], opts Options) func() error {
	var s Searcher[S, M]
	return func() error {
		_, err := s.Search(context.Background(), g, 0, opts)
		return err
	}
}

func TestErrors(t *testing.T) {
	live := nimGame(newNim(1, 2, 3))
	over := newNim(0, 0, 1)
	over, _ = over.Next(nimMove{heap: 2, take: 1})
	opts := Options{Iterations: 10}
	refusing := wideGame(3, 1)
	refusing.Moves = func(*wide, []int16) []int16 { return []int16{7} } // not legal
	badReward := live
	badReward.Reward = func(_ *nim, dst []float64) { dst[0], dst[1] = 2, math.NaN() }
	noMoves := live
	noMoves.Moves = func(_ *nim, dst []nimMove) []nimMove { return dst }
	noMovesDeeper := wideGame(3, 1)
	noMovesDeeper.Sample = func(*rng.Source) wide { return wide{n: 0, chosen: -1} }
	noMovesDeeper.Moves = func(_ *wide, dst []int16) []int16 { return append(dst, 0) }
	noSample, noReward := live, live
	noSample.Sample, noReward.Reward = nil, nil

	for _, tc := range []struct {
		name     string
		game     Game[nim, nimMove]
		observer int
		opts     Options
		want     error
	}{
		{"observer not to move", live, 1, opts, ErrNotToMove},
		{"observer not at the table", live, 2, opts, ErrNotToMove},
		{"negative observer", live, -1, opts, ErrNotToMove},
		{"game over", nimGame(over), 0, opts, ErrGameOver},
		{"no legal move", noMoves, 0, opts, ErrNoLegalMove},
		{"reward outside [0, 1]", badReward, 0, opts, ErrInvalidGame},
		{"no Sample", noSample, 0, opts, ErrInvalidGame},
		{"no Reward", noReward, 0, opts, ErrInvalidGame},
		{"no players", Game[nim, nimMove]{Sample: live.Sample, Reward: live.Reward}, 0, opts, ErrInvalidGame},
		{"negative iterations", live, 0, Options{Iterations: -1}, ErrInvalidOptions},
		{"negative duration", live, 0, Options{Duration: -time.Second}, ErrInvalidOptions},
		{"negative workers", live, 0, Options{Workers: -2}, ErrInvalidOptions},
		{"negative exploration", live, 0, Options{Exploration: -1}, ErrInvalidOptions},
		{"NaN exploration", live, 0, Options{Exploration: math.NaN()}, ErrInvalidOptions},
	} {
		for _, workers := range []int{1, 3} {
			opts := tc.opts
			if opts.Workers == 0 {
				opts.Workers = workers
			}
			res, err := Search(context.Background(), tc.game, tc.observer, opts)
			assert.ErrorIs(t, err, tc.want, tc.name)
			assert.Zero(t, res, tc.name)
		}
	}

	// A Sample whose seat to move changes after the first.
	for _, workers := range []int{1, 3} {
		var calls atomic.Int32
		flipping := live
		flipping.Sample = func(*rng.Source) nim {
			s := newNim(1, 2, 3)
			if calls.Add(1) > 5 {
				s.toMove = 1
			}
			return s
		}
		res, err := Search(context.Background(), flipping, 0, Options{Iterations: 100, Workers: workers})
		assert.ErrorIs(t, err, ErrInvalidGame, "a sample with another seat to move")
		assert.Zero(t, res)
	}

	_, err := Search(context.Background(), refusing, 0, opts)
	assert.ErrorIs(t, err, ErrInvalidGame, "a move refused by Next")
	assert.ErrorIs(t, err, errToyIllegal, "the game's own error is kept")
	_, err = Search(context.Background(), noMovesDeeper, 0, opts)
	assert.ErrorIs(t, err, errToyIllegal, "a move Moves listed is refused")
}

func TestStuckPlayout(t *testing.T) {
	// A state that is not over but where RandomMove finds nothing.
	g := Game[stuck, int]{
		Players: 1,
		Sample:  func(*rng.Source) stuck { return stuck{} },
		Reward:  func(_ *stuck, dst []float64) { dst[0] = 1 },
	}
	_, err := Search(context.Background(), g, 0, Options{Iterations: 5})
	assert.ErrorIs(t, err, ErrInvalidGame)
	var s Searcher[stuck, int]
	_, err = s.Search(context.Background(), g, 0, Options{Iterations: 5, Workers: 2})
	assert.ErrorIs(t, err, ErrInvalidGame)
	// The Searcher still works after an error.
	res, err := s.Search(context.Background(), Game[stuck, int]{Players: 1, Sample: g.Sample, Reward: g.Reward,
		Moves: func(*stuck, []int) []int { return []int{1} }}, 0, Options{Iterations: 1})
	assert.ErrorIs(t, err, ErrInvalidGame)
	assert.Zero(t, res)
}

// stuck has one move, after which it is neither over nor has any move.
type stuck struct{ moved bool }

func (s stuck) ToMove() int { return 0 }
func (s stuck) Over() bool  { return false }
func (s stuck) AppendLegalMoves(dst []int) []int {
	if s.moved {
		return dst
	}
	return append(dst, 1)
}
func (s stuck) Next(m int) (stuck, error) {
	if s.moved || m != 1 {
		return s, errToyIllegal
	}
	return stuck{true}, nil
}
func (s stuck) RandomMove(*rng.Source) (int, bool) { return 0, false }

func TestErrorsAreNotPanics(t *testing.T) {
	// A failing search leaves nothing half done for the next one.
	var s Searcher[nim, nimMove]
	_, err := s.Search(context.Background(), nimGame(newNim(1, 2, 3)), 1, Options{})
	require.ErrorIs(t, err, ErrNotToMove)
	res, err := s.Search(context.Background(), nimGame(newNim(1, 2, 3)), 0, Options{Iterations: 100})
	require.NoError(t, err)
	checkStats(t, res)
}

package search

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tabletopgo/tabletop/rng"
)

// playoutOf returns a Game.Playout that plays as the search's own loop
// does, and counts its calls in *calls.
func playoutOf[S State[S, M], M comparable](calls *int) func(s *S, r *rng.Source) error {
	return func(s *S, r *rng.Source) error {
		*calls++
		for !(*s).Over() {
			m, ok := (*s).RandomMove(r)
			if !ok {
				return errToyIllegal
			}
			next, err := (*s).Next(m)
			if err != nil {
				return err
			}
			*s = next
		}
		return nil
	}
}

func TestPlayoutIsTheSearchsOwnLoop(t *testing.T) {
	// A game's Playout that plays as the search does changes nothing of
	// the result, with perfect and with hidden information; and it is
	// what plays out.
	checkPlayout(t, "nim", nimGame(newNim(2, 3, 4)))
	checkPlayout(t, "bluff", bluffGame(bluffView{3}))
}

func checkPlayout[S State[S, M], M comparable](t *testing.T, name string, plain Game[S, M]) {
	t.Helper()
	for seed := range uint64(3) {
		opts := Options{Iterations: 500, Seed: seed}
		want, err := Search(context.Background(), plain, 0, opts)
		require.NoError(t, err)
		calls := 0
		hooked := plain
		hooked.Playout = playoutOf[S](&calls)
		got, err := Search(context.Background(), hooked, 0, opts)
		require.NoError(t, err)
		assert.Equal(t, want, got, "%s, seed %d", name, seed)
		assert.Positive(t, calls, "%s, seed %d", name, seed)
	}
}

func TestPlayoutErrorIsInvalidGame(t *testing.T) {
	errStuck := errors.New("stuck")
	g := nimGame(newNim(2, 3, 4))
	g.Playout = func(*nim, *rng.Source) error { return errStuck }
	res, err := Search(context.Background(), g, 0, Options{Iterations: 10})
	assert.ErrorIs(t, err, ErrInvalidGame)
	assert.ErrorIs(t, err, errStuck, "the game's own error is kept")
	assert.Zero(t, res)
}

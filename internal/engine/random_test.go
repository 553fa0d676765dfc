package engine_test

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/rng"
)

var errNone = errors.New("no move")

func none() error { return errNone }

func TestRandomChoiceDrawsEveryMoveFromTheStream(t *testing.T) {
	moves := []string{"a", "b", "c"}
	r, again := rng.New(7), rng.New(7)
	seen := map[string]bool{}
	for range 100 {
		m, err := engine.RandomChoice(context.Background(), &r, moves, none)
		require.NoError(t, err)
		assert.Equal(t, moves[again.IntN(len(moves))], m, "the stream decides")
		seen[m] = true
	}
	assert.Len(t, seen, len(moves))
}

func TestRandomChoiceSaysWhyItHasNoMove(t *testing.T) {
	r := rng.New(1)
	_, err := engine.RandomChoice(context.Background(), &r, []string(nil), none)
	assert.ErrorIs(t, err, errNone)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = engine.RandomChoice(ctx, &r, []string{"a"}, none)
	assert.ErrorIs(t, err, context.Canceled)
}

// TestGreedyChoice: the first of the best-scoring moves, a done ctx's error
// before anything, and none's error when there is no move.
func TestGreedyChoice(t *testing.T) {
	none := errors.New("no move")
	score := func(m int) int { return m % 10 }
	m, err := engine.GreedyChoice(context.Background(), []int{3, 17, 27, 5}, score, func() error { return none })
	require.NoError(t, err)
	assert.Equal(t, 17, m, "the first of the two that score 7")
	_, err = engine.GreedyChoice(context.Background(), nil, score, func() error { return none })
	assert.ErrorIs(t, err, none)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = engine.GreedyChoice(ctx, []int{1}, score, func() error { return none })
	assert.ErrorIs(t, err, context.Canceled)
}

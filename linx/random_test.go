package linx_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/rng"
)

// TestRandomMoveIsLegal: at any state, RandomMove gives one of the legal
// moves, and a move exactly when a seat is to move.
func TestRandomMoveIsLegal(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomState(t)
		r := rng.New(rapid.Uint64().Draw(t, "seed"))
		m, ok := s.RandomMove(&r)
		require.Equal(t, s.ToMove() >= 0, ok)
		if ok {
			require.Contains(t, s.LegalMoves(), m)
		}
	})
}

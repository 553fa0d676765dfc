package linx_test

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/rng"
)

// TestRandomMoveIsLegal: at any state, RandomMove gives one of the legal
// moves, and a move exactly when a seat is to move.
func TestRandomMoveIsLegal(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomState(t)
		r := rng.New(rapid.Uint64().Draw(t, "seed"))
		gametest.CheckRandomMoveIsLegal(t, s, &r)
	})
}

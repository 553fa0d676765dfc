package linko_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/rng"
)

// TestTheZeroValuesHoldNoGame: the zero State and the zero Sampler hold no
// game, and say so instead of panicking: no move to draw, none to play.
func TestTheZeroValuesHoldNoGame(t *testing.T) {
	var s linko.State
	r := rng.New(1)
	_, ok := s.RandomMove(&r)
	assert.False(t, ok, "the zero State has no move to draw")
	assert.Empty(t, s.LegalMoves())
	_, _, err := s.Apply(linko.Play(0, 1, 1, 0))
	assert.ErrorIs(t, err, linko.ErrIllegalMove)

	var sampler linko.Sampler
	assert.Equal(t, linko.State{}, sampler.Sample(&r))
	_, err = (&linko.ISMCTSBot{Iterations: 10}).Choose(context.Background(), linko.View{})
	assert.Error(t, err, "a View of no game")
}

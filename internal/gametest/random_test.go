package gametest_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/rng"
)

func TestChiSquareBoundIsTheQuantile(t *testing.T) {
	// The tables' 95% and 99.9% quantiles of the chi-square law, within
	// the approximation's 1%.
	assert.InEpsilon(t, 18.307, gametest.ChiSquareBound(10, 1.6449), 0.01)
	assert.InEpsilon(t, 29.588, gametest.ChiSquareBound(10, 3.0902), 0.01)
}

// dice is a state with six legal moves, which draws them with a bias when
// loaded.
type dice struct{ loaded bool }

func (dice) LegalMoves() []int { return []int{1, 2, 3, 4, 5, 6} }

func (d dice) RandomMove(r *rng.Source) (int, bool) {
	if d.loaded && r.IntN(10) == 0 {
		return 6, true
	}
	return 1 + r.IntN(6), true
}

func TestCheckRandomMoveTellsAFairDrawFromABiasedOne(t *testing.T) {
	r := rng.New(1)
	assert.Empty(t, failure(func(t gametest.TB) { gametest.CheckRandomMove(t, dice{}, &r, 2000) }))
	assert.Contains(t, failure(func(t gametest.TB) { gametest.CheckRandomMove(t, dice{loaded: true}, &r, 2000) }),
		"moves are not drawn uniformly")
}

// cheat draws a move that is not legal, or none where there are moves.
type cheat struct{ none bool }

func (cheat) LegalMoves() []int { return []int{1, 2} }

func (c cheat) RandomMove(*rng.Source) (int, bool) { return 3, !c.none }

func TestCheckRandomMoveIsLegalCatchesAnIllegalDraw(t *testing.T) {
	r := rng.New(1)
	assert.Empty(t, failure(func(t gametest.TB) { gametest.CheckRandomMoveIsLegal(t, dice{}, &r) }))
	assert.Contains(t, failure(func(t gametest.TB) { gametest.CheckRandomMoveIsLegal(t, cheat{}, &r) }), "not legal")
	assert.Contains(t, failure(func(t gametest.TB) { gametest.CheckRandomMoveIsLegal(t, cheat{none: true}, &r) }),
		"says false where 2 moves are legal")
}

package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// NotNow is the one check of every game's turn: the game over first, then
// nobody to move, then another seat; the seat to move passes.
func TestNotNowSaysWhyNoMoveOfTheSeatCanBeMade(t *testing.T) {
	cases := []struct {
		seat, toMove int
		over         bool
		reason       engine.Reason
		detail       string
	}{
		{0, -1, true, engine.GameOver, "the game is over"},
		{1, 1, true, engine.GameOver, "the game is over"},
		{0, -1, false, engine.NotYourTurn, "nobody can move in the middle of a move's events"},
		{1, 0, false, engine.NotYourTurn, "seat 1 cannot move now: it is seat 0's turn"},
	}
	for _, c := range cases {
		refused := engine.NotNow(c.seat, c.toMove, c.over)
		if assert.NotNil(t, refused, c) {
			assert.Equal(t, c.reason, refused.Reason, c)
			assert.Equal(t, c.detail, refused.Detail, c)
		}
	}
	assert.Nil(t, engine.NotNow(1, 1, false), "the seat to move may move")
}

package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestSquareIndex: a square of side 3 offset by 1 holds -1..1 on both
// axes, numbered row after row; a cell beyond any side is outside.
func TestSquareIndex(t *testing.T) {
	for _, c := range []struct {
		x, y int8
		i    int
		ok   bool
	}{{-1, -1, 0, true}, {1, -1, 2, true}, {0, 0, 4, true}, {-1, 1, 6, true}, {1, 1, 8, true},
		{2, 0, 0, false}, {-2, 0, 0, false}, {0, 2, 0, false}, {0, -2, 0, false}, {127, -128, 0, false}} {
		i, ok := SquareIndex(c.x, c.y, 1, 3)
		assert.Equal(t, c.ok, ok, "%d,%d", c.x, c.y)
		assert.Equal(t, c.i, i, "%d,%d", c.x, c.y)
	}
}

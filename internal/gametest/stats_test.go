package gametest_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/tabletopgo/tabletop/internal/gametest"
)

// TestWilsonIntervalKnownValues: the interval of a few rates, as tables
// give them, and a tie counted as half a win.
func TestWilsonIntervalKnownValues(t *testing.T) {
	for _, tc := range []struct {
		wins      float64
		n         int
		low, high float64
	}{
		{0, 10, 0, 0.2775},
		{5, 10, 0.2366, 0.7634},
		{10, 10, 0.7225, 1},
		{700, 1000, 0.6709, 0.7276},
		{2.5, 5, 0.1704, 0.8296},
	} {
		low, high := gametest.Wilson(tc.wins, tc.n)
		assert.InDelta(t, tc.low, low, 1e-4, "low of %v/%v", tc.wins, tc.n)
		assert.InDelta(t, tc.high, high, 1e-4, "high of %v/%v", tc.wins, tc.n)
		assert.True(t, 0 <= low && low <= high && high <= 1, "%v/%v: [%v, %v] is not within [0, 1]", tc.wins, tc.n, low, high)
	}
}

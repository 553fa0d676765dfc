package gametest_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/tabletopgo/tabletop/internal/gametest"
)

var allocSink []byte

// TestSearchAllocsCountsEachSearch: a "search" that allocates once an
// iteration measures as many allocations as iterations; one that fails
// fails the test.
func TestSearchAllocsCountsEachSearch(t *testing.T) {
	if gametest.RaceEnabled {
		t.Skip("the race detector allocates on its own")
	}
	few, many := gametest.SearchAllocs(t, 2, 7, func(n int) error {
		for range n {
			allocSink = make([]byte, 32)
		}
		return nil
	})
	assert.Equal(t, 2.0, few)
	assert.Equal(t, 7.0, many)
	report := failure(func(t gametest.TB) {
		gametest.SearchAllocs(t, 1, 2, func(int) error { return errIllegal })
	})
	assert.Contains(t, report, "a search of 1 iterations: nim: illegal move")
}

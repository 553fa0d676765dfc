package gametest_test

import (
	"context"
	"errors"
	"testing"
	"time"

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

// budgetBot is a toy search bot that keeps the budget story: it counts
// iterations of a microsecond until its budget or its context ends. Its
// flaw breaks the story in one way.
func budgetBot(flaw string) func(ctx context.Context, b gametest.Budget) (gametest.Searched[int], error) {
	return func(ctx context.Context, b gametest.Budget) (gametest.Searched[int], error) {
		if err := ctx.Err(); err != nil {
			return gametest.Searched[int]{}, err
		}
		var deadline time.Time
		if b.Duration > 0 {
			deadline = time.Now().Add(b.Duration)
		}
		for n := 1; ; n++ {
			time.Sleep(time.Microsecond)
			switch {
			case n == b.Iterations:
				return gametest.Searched[int]{Move: 1, Iterations: n, Stopped: "iterations"}, nil
			case ctx.Err() != nil && flaw == "an error at the deadline":
				return gametest.Searched[int]{}, ctx.Err()
			case ctx.Err() != nil:
				return gametest.Searched[int]{Move: 1, Iterations: n, Stopped: "context"}, nil
			case !deadline.IsZero() && time.Now().After(deadline):
				stopped := "duration"
				if flaw == "no word of what stopped it" {
					stopped = ""
				}
				return gametest.Searched[int]{Move: 1, Iterations: n, Stopped: stopped}, nil
			}
		}
	}
}

// TestCheckBudgets: a bot that keeps the story passes; one that gives an
// error at its deadline, one that does not say what stopped it, and one
// whose move the game refuses fail.
func TestCheckBudgets(t *testing.T) {
	legal := func(m int) error {
		if m != 1 {
			return errIllegal
		}
		return nil
	}
	assert.Empty(t, failure(func(t gametest.TB) { gametest.CheckBudgets(t, budgetBot(""), legal) }))
	for flaw, want := range map[string]string{
		"an error at the deadline":   "a 20 ms deadline before a million iterations, 1 workers: context deadline exceeded",
		"no word of what stopped it": "5 ms before a million iterations, 1 workers: stopped by , not duration",
	} {
		assert.Contains(t, failure(func(t gametest.TB) { gametest.CheckBudgets(t, budgetBot(flaw), legal) }), want, flaw)
	}
	refused := func(int) error { return errors.New("no") }
	assert.Contains(t, failure(func(t gametest.TB) { gametest.CheckBudgets(t, budgetBot(""), refused) }), "the move 1 is refused: no")
}

package gametest

import (
	"context"
	"errors"
	"testing"
	"time"
)

// SearchAllocs measures what a search bot allocates for few iterations and
// for many, once its pools have grown: search(n) runs a search of n
// iterations from one View. A search that fails fails t. The ISMCTS tests
// compare the two: an iteration allocates nothing.
func SearchAllocs(t TB, few, many int, search func(iterations int) error) (fewAllocs, manyAllocs float64) {
	t.Helper()
	for range 3 { // grow the pools
		for _, n := range []int{few, many} {
			if err := search(n); err != nil {
				t.Fatalf("a search of %d iterations: %v", n, err)
			}
		}
	}
	fewAllocs = testing.AllocsPerRun(3, func() { _ = search(few) })
	manyAllocs = testing.AllocsPerRun(3, func() { _ = search(many) })
	return fewAllocs, manyAllocs
}

// Budget is a search bot's budget, as CheckBudgets sets it.
type Budget struct {
	Iterations int
	Duration   time.Duration
	Workers    int
}

// Searched is what CheckBudgets reads of a search bot's answer: Stopped is
// the text of what stopped it, "iterations", "duration" or "context" (the
// text, for internal/search's own tests use this package).
type Searched[M any] struct {
	Move       M
	Iterations int
	Stopped    string
}

// CheckBudgets holds a search bot to the budget story: its iterations, its
// duration and the caller's context stop the search at whichever comes
// first, after one iteration at least, and the answer says which; a
// context that ends during the search gives the best move so far, legal,
// within a moment; one done before the call (canceled or past its
// deadline) gives ctx.Err(). run runs a
// bot of the budget from one View whose seat is to move; legal says why
// the game refuses a move, nil when it takes it.
func CheckBudgets[M any](t TB, run func(ctx context.Context, b Budget) (Searched[M], error), legal func(M) error) {
	t.Helper()
	const (
		million = 1_000_000
		short   = 5 * time.Millisecond
		hour    = time.Hour
		// Short, yet long enough that a busy machine does not let it pass
		// before the search is called: that is the case without a move.
		deadline = 20 * time.Millisecond
		// Generous: CI runs under -race on busy machines.
		moment = 3 * time.Second
	)
	for _, tc := range []struct {
		name     string
		budget   Budget
		deadline time.Duration // of the context; 0: none
		want     string
	}{
		{"a 20 ms deadline before a million iterations", Budget{Iterations: million}, deadline, "context"},
		{"a 20 ms deadline before an hour", Budget{Duration: hour}, deadline, "context"},
		{"10 iterations", Budget{Iterations: 10}, 0, "iterations"},
		{"10 iterations before an hour's deadline", Budget{Iterations: 10, Duration: hour}, hour, "iterations"},
		{"5 ms before a million iterations", Budget{Iterations: million, Duration: short}, 0, "duration"},
		{"5 ms before an hour's deadline", Budget{Duration: short}, hour, "duration"},
	} {
		for _, workers := range []int{1, 2} {
			b := tc.budget
			b.Workers = workers
			res, took, err := runBudget(run, b, tc.deadline)
			switch {
			case err != nil:
				t.Fatalf("%s, %d workers: %v", tc.name, workers, err)
			case res.Stopped != tc.want:
				t.Fatalf("%s, %d workers: stopped by %s, not %s", tc.name, workers, res.Stopped, tc.want)
			case res.Iterations < 1:
				t.Fatalf("%s, %d workers: %d iterations", tc.name, workers, res.Iterations)
			case tc.want == "iterations" && res.Iterations != b.Iterations:
				t.Fatalf("%s, %d workers: %d iterations, not %d", tc.name, workers, res.Iterations, b.Iterations)
			case took > moment && tc.want != "iterations":
				t.Fatalf("%s, %d workers: answered after %v", tc.name, workers, took)
			}
			if err := legal(res.Move); err != nil {
				t.Fatalf("%s, %d workers: the move %v is refused: %v", tc.name, workers, res.Move, err)
			}
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := run(ctx, Budget{Iterations: 10}); !errors.Is(err, context.Canceled) {
		t.Fatalf("a context done before the call gives %v, not context.Canceled", err)
	}
	ctx, cancel = context.WithDeadline(context.Background(), time.Now().Add(-hour))
	defer cancel()
	if _, err := run(ctx, Budget{Iterations: 10}); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("a deadline past before the call gives %v, not context.DeadlineExceeded", err)
	}
}

// runBudget runs the bot of budget b under a context with deadline (none
// when 0). A short deadline can pass before the bot looks at its context
// on a busy machine, and then its error is the promised one, not a flaw:
// such a run is tried again, with twice the deadline, a few times, so
// that only a bot that errs at every deadline fails.
func runBudget[M any](run func(ctx context.Context, b Budget) (Searched[M], error), b Budget, deadline time.Duration) (Searched[M], time.Duration, error) {
	for try := 1; ; try++ {
		ctx, cancel := context.WithCancel(context.Background())
		if deadline > 0 {
			ctx, cancel = context.WithTimeout(context.Background(), deadline)
		}
		start := time.Now()
		res, err := run(ctx, b)
		took := time.Since(start)
		cancel()
		if deadline == 0 || deadline >= time.Second || try == 5 || !errors.Is(err, context.DeadlineExceeded) {
			return res, took, err
		}
		deadline *= 2
	}
}

package search

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tabletopgo/tabletop/internal/gametest"
)

// These tests hold the search to its budget: workers share the
// iterations, a time budget ends on time, iterations allocate nothing, and
// a called-off search stops promptly.

func TestWorkersShareTheBudget(t *testing.T) {
	g := nimGame(newNim(3, 4, 5))
	var s Searcher[nim, nimMove]
	res, err := s.Search(context.Background(), g, 0, Options{Iterations: 1001, Workers: 4, Seed: 7})
	require.NoError(t, err)
	checkStats(t, res)
	assert.Equal(t, 1001, res.Iterations)
	for w, tr := range s.trees {
		assert.Equal(t, []int{251, 250, 250, 250}[w], tr.iterations, "worker %d", w)
	}
	// Each worker has its own stream: their trees differ.
	assert.NotEqual(t, s.trees[0].edges[:10], s.trees[1].edges[:10])

	// More workers than iterations: each does one.
	res, err = s.Search(context.Background(), g, 0, Options{Iterations: 2, Workers: 4})
	require.NoError(t, err)
	assert.Equal(t, 2, res.Iterations)
}

func TestDefaultBudget(t *testing.T) {
	res, err := Search(context.Background(), nimGame(newNim(3, 4, 5)), 0, Options{})
	require.NoError(t, err)
	assert.Equal(t, DefaultIterations, res.Iterations)
}

func TestBudgetInTime(t *testing.T) {
	g := nimGame(newNim(3, 4, 5))
	for _, workers := range []int{1, 2} {
		const d = 30 * time.Millisecond
		start := time.Now()
		res, err := Search(context.Background(), g, 0, Options{Duration: d, Workers: workers})
		elapsed := time.Since(start)
		require.NoError(t, err)
		checkStats(t, res)
		assert.GreaterOrEqual(t, elapsed, d)
		// Generous: CI runs under -race on busy machines.
		assert.Less(t, elapsed, d+500*time.Millisecond)
		assert.Greater(t, res.Iterations, workers)
	}
	// Iterations cap a budget in time.
	start := time.Now()
	res, err := Search(context.Background(), g, 0, Options{Duration: time.Minute, Iterations: 50})
	require.NoError(t, err)
	assert.Equal(t, 50, res.Iterations)
	assert.Less(t, time.Since(start), 10*time.Second)
}

func TestNoAllocationPerIteration(t *testing.T) {
	if gametest.RaceEnabled {
		t.Skip("the race detector allocates on its own account")
	}
	for name, search := range map[string]func() error{
		"nim":   searchAgain(nimGame(newNim(3, 4, 5)), Options{Iterations: 2000, Seed: 1}),
		"bluff": searchAgain(bluffGame(bluffView{3}), Options{Iterations: 2000, Seed: 1}),
		"wide":  searchAgain(wideGame(300, 137), Options{Iterations: 2000, Seed: 1}),
	} {
		require.NoError(t, search(), name) // grows the pools
		var err error
		allocs := testing.AllocsPerRun(3, func() { err = search() })
		require.NoError(t, err, name)
		// One allocation per search, the Result's Stats; none per
		// iteration.
		assert.Equal(t, 1.0, allocs, name)
	}
	// A context that can end costs nothing more.
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var s Searcher[nim, nimMove]
	g := nimGame(newNim(3, 4, 5))
	search := func() error {
		_, err := s.Search(ctx, g, 0, Options{Iterations: 2000, Seed: 1})
		return err
	}
	require.NoError(t, search())
	var err error
	allocs := testing.AllocsPerRun(3, func() { err = search() })
	require.NoError(t, err)
	assert.Equal(t, 1.0, allocs, "with a context that can end")
}

func TestACalledOffSearchAnswers(t *testing.T) {
	// A budget of an hour, called off after 20 ms: the search must return
	// within a moment of it, with the most visited move so far and its
	// statistics, on one worker and on several.
	for _, workers := range []int{1, 3} {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
		start := time.Now()
		res, err := Search(ctx, wideGame(200, 7), 0, Options{Duration: time.Hour, Workers: workers})
		took := time.Since(start)
		cancel()
		require.NoError(t, err, "workers %d", workers)
		checkStats(t, res)
		assert.Equal(t, StopContext, res.Stopped, "workers %d", workers)
		assert.GreaterOrEqual(t, res.Iterations, workers, "every worker makes one iteration at least")
		assert.Less(t, took, 2*time.Second, "workers %d: the search ran on after its context was done", workers)
	}
}

func TestTheFirstIterationIsAlwaysMade(t *testing.T) {
	// The context ends inside the first iteration (its playout's reward):
	// that iteration still counts, and it is the answer.
	for _, workers := range []int{1, 3} {
		ctx, cancel := context.WithCancel(context.Background())
		g := wideGame(50, 7)
		reward := g.Reward
		g.Reward = func(s *wide, dst []float64) {
			cancel()
			reward(s, dst)
		}
		res, err := Search(ctx, g, 0, Options{Iterations: 1_000_000, Workers: workers})
		require.NoError(t, err, "workers %d", workers)
		checkStats(t, res)
		assert.Equal(t, StopContext, res.Stopped)
		if workers == 1 {
			assert.Equal(t, 1, res.Iterations)
		}
		assert.Less(t, res.Iterations, 1000, "workers %d", workers)
	}
}

// TestWhicheverComesFirst: iterations, a duration and the caller's
// context stop the search at whichever comes first, and the Result says
// which.
func TestWhicheverComesFirst(t *testing.T) {
	const short, long = 20 * time.Millisecond, time.Hour
	for _, tc := range []struct {
		name     string
		opts     Options
		deadline time.Duration // of the context; 0: none
		want     Stop
	}{
		{"iterations alone", Options{Iterations: 60}, 0, StopIterations},
		{"duration alone", Options{Duration: short}, 0, StopDuration},
		{"iterations before the duration", Options{Iterations: 60, Duration: long}, 0, StopIterations},
		{"duration before the iterations", Options{Iterations: 1 << 30, Duration: short}, 0, StopDuration},
		{"iterations before the context", Options{Iterations: 60}, long, StopIterations},
		{"duration before the context", Options{Duration: short}, long, StopDuration},
		{"context before the iterations", Options{Iterations: 1 << 30}, short, StopContext},
		{"context before the duration", Options{Duration: long}, short, StopContext},
		{"context before both", Options{Iterations: 1 << 30, Duration: long}, short, StopContext},
	} {
		for _, workers := range []int{1, 3} {
			ctx := context.Background()
			if tc.deadline > 0 {
				var cancel context.CancelFunc
				ctx, cancel = context.WithTimeout(ctx, tc.deadline)
				defer cancel()
			}
			opts := tc.opts
			opts.Workers = workers
			start := time.Now()
			res, err := Search(ctx, wideGame(100, 7), 0, opts)
			took := time.Since(start)
			require.NoError(t, err, "%s, %d workers", tc.name, workers)
			checkStats(t, res)
			assert.Equal(t, tc.want, res.Stopped, "%s, %d workers", tc.name, workers)
			if tc.want == StopIterations {
				assert.Equal(t, opts.Iterations, res.Iterations, tc.name)
			}
			// Generous: CI runs under -race on busy machines.
			assert.Less(t, took, 5*time.Second, "%s, %d workers", tc.name, workers)
		}
	}
}

func TestStopText(t *testing.T) {
	for stop, want := range map[Stop]string{StopIterations: "iterations", StopDuration: "duration", StopContext: "context", 9: "Stop(9)"} {
		assert.Equal(t, want, stop.String())
	}
}

func TestASearchCalledOffBeforeItStartsDoesNothing(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, err := Search(ctx, wideGame(10, 3), 0, Options{Iterations: 100})
	require.ErrorIs(t, err, context.Canceled)
	assert.Zero(t, res.Iterations)
}

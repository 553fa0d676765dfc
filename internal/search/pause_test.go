package search

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pausing is a context with a pause, as the WebAssembly's bridge makes
// one.
type pausing struct {
	context.Context
	pause func()
}

func (p pausing) Pause() { p.pause() }

func TestAPauseCallsOffTheSearchBetweenIterations(t *testing.T) {
	// The pause runs every eight iterations; its fifth call cancels the
	// context, as a message handled while the search is parked would: the
	// search ends at once after it, with the most visited move so far.
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	calls := 0
	paused := pausing{ctx, func() {
		calls++
		if calls == 5 {
			cancel()
		}
	}}
	res, err := Search(paused, wideGame(200, 7), 0, Options{Iterations: 1_000_000, Workers: 1})
	require.NoError(t, err)
	checkStats(t, res)
	assert.Equal(t, StopContext, res.Stopped)
	assert.Equal(t, 40, res.Iterations)
	assert.Equal(t, 5, calls)
}

func TestASearchWithoutAPauseRunsAsBefore(t *testing.T) {
	plain, err := Search(context.Background(), wideGame(50, 7), 0, Options{Iterations: 500, Workers: 1, Seed: 3})
	require.NoError(t, err)
	paused, err := Search(pausing{context.Background(), func() {}}, wideGame(50, 7), 0, Options{Iterations: 500, Workers: 1, Seed: 3})
	require.NoError(t, err)
	assert.Equal(t, plain, paused, "a pause that never parks changes nothing")
}

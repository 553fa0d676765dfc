package tabletop_test

import (
	"context"
	"encoding/json"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
)

// spinning occupies the one processor GOMAXPROCS(1) leaves with a
// goroutine that never waits, as a loaded host does, until the test ends.
func spinning(t *testing.T) {
	previous := runtime.GOMAXPROCS(1)
	t.Cleanup(func() { runtime.GOMAXPROCS(previous) })
	var stop atomic.Bool
	var wg sync.WaitGroup
	wg.Go(func() {
		for !stop.Load() { // never waits: only the scheduler's preemption stops it
		}
	})
	t.Cleanup(func() { stop.Store(true); wg.Wait() })
}

// TestARegisteredBotThatAnswersAtItsContextsEndIsHeardOnABusyHost (Go
// builder r23, 3): a bot that answers only once its context ends, at once,
// gets its move through every time, on one processor shared with a
// goroutine that never waits, where the caller's deadline was taken
// before its answer ("did not answer in time"): the handle waits the
// grace for it. Its move is its own, late (ErrLate) when it came after
// the deadline, never a failure.
func TestARegisteredBotThatAnswersAtItsContextsEndIsHeardOnABusyHost(t *testing.T) {
	calls := make(chan call, 1)
	name := fresh("prompt")
	require.NoError(t, tabletop.RegisterBot("linko", tabletop.BotInfo{Name: name, Doc: "answers when its context ends"},
		func(json.RawMessage) (prompt, error) { return prompt{calls}, nil }))
	bot, err := tabletop.NewBot("linko", name, nil)
	require.NoError(t, err)
	table := open(t, "linko", `{"players":2,"seed":"3"}`)
	spinning(t)
	called := 0
	for i := range 30 {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
		move, err := bot.Choose(ctx, table)
		cancel()
		select {
		case <-calls:
			called++
		default: // the machine ran Choose only after the deadline: the bot was not called
			require.ErrorIs(t, err, context.DeadlineExceeded, "call %d", i)
			assert.NotErrorIs(t, err, tabletop.ErrBotFailed, "call %d", i)
			continue
		}
		if err != nil {
			require.ErrorIs(t, err, tabletop.ErrLate, "call %d: the bot's answer was not heard", i)
			assert.NotErrorIs(t, err, tabletop.ErrBotFailed, "call %d", i)
		}
		assert.Equal(t, table.LegalMoves()[0], move, "call %d: the bot's own move", i)
	}
	assert.Positive(t, called, "the bot was never called")
}

// TestARegisteredBotThatNeverAnswersIsCalledOffAfterTheGrace: a bot that
// ignores its context is called off once the grace is over, with an
// error that wraps the deadline's and says the bot did not answer, no
// move, and no failure of the bot's.
func TestARegisteredBotThatNeverAnswersIsCalledOffAfterTheGrace(t *testing.T) {
	b := &stubborn{release: make(chan struct{})}
	bot, name := registerStubborn(t, b)
	defer close(b.release) // the abandoned call ends with the test
	table := open(t, "linko", `{"players":2,"seed":"3"}`)
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond) // the bot is called
	defer cancel()
	move, err := bot.Choose(ctx, table)
	require.ErrorIs(t, err, context.DeadlineExceeded)
	assert.NotErrorIs(t, err, tabletop.ErrLate)
	assert.NotErrorIs(t, err, tabletop.ErrBotFailed)
	assert.Contains(t, err.Error(), `the "`+name+`" bot did not answer in time`)
	assert.Empty(t, move)
}

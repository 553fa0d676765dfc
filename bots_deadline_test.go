package tabletop_test

import (
	"context"
	"errors"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/linko"
)

// prompt is a Linko! bot that thinks until its context ends, then answers
// at once with its first legal move, as linko.Bot allows. It sends when
// it was called and its context's deadline on calls, when that is set.
type prompt struct{ calls chan call }

// call is when a prompt bot was called and the deadline it was given.
type call struct{ at, deadline time.Time }

func (b prompt) Choose(ctx context.Context, v linko.View) (linko.Move, error) {
	if deadline, ok := ctx.Deadline(); ok && b.calls != nil {
		b.calls <- call{time.Now(), deadline}
	}
	<-ctx.Done()
	return v.LegalMoves()[0], nil
}

// TestARegisteredBotThatStopsAtItsDeadlineGetsItsAnswerThrough: a bot that
// answers once its context ends is heard, by the caller's deadline or
// within the grace after it: the handle gives it an earlier deadline than
// the caller's, by a quarter of the time left and at most 50 ms.
func TestARegisteredBotThatStopsAtItsDeadlineGetsItsAnswerThrough(t *testing.T) {
	calls := make(chan call, 16) // every call's, so that a bot's send never waits
	bot, _ := registerLinko(t, "prompt", prompt{calls})
	table := open(t, "linko", `{"players":2,"seed":"3"}`)
	for _, budget := range []time.Duration{40 * time.Millisecond, 400 * time.Millisecond, time.Second} {
		answered := 0
		for range 3 {
			ctx, cancel := context.WithTimeout(context.Background(), budget)
			callers, _ := ctx.Deadline()
			move, err := bot.Choose(ctx, table)
			cancel()
			if err != nil && !errors.Is(err, tabletop.ErrLate) {
				// not answered: a machine too busy to call the bot before
				// the deadline, or to run it within the grace
				continue
			}
			answered++
			assert.Contains(t, table.LegalMoves(), move)
			// The bot sent its call before it answered, and after any
			// call abandoned before it (calls one at a time): the last
			// sent is this one's.
			got := <-calls
			for len(calls) > 0 {
				got = <-calls
			}
			// The margin is a quarter of what was left when the handle
			// called the bot, and at most 50 ms: no more than a quarter of
			// the budget, no less than a quarter of what was left when the
			// bot began (later, on a busy machine), whatever the load.
			margin := callers.Sub(got.deadline)
			assert.GreaterOrEqual(t, margin, min(callers.Sub(got.at)/4, 50*time.Millisecond), "a budget of %v", budget)
			assert.LessOrEqual(t, margin, min(budget/4, 50*time.Millisecond), "a budget of %v", budget)
		}
		// A machine too busy to run the bot at all may miss an answer; the
		// margin and the grace bring the rest through, on time or late.
		assert.Positive(t, answered, "no answer got through at a budget of %v", budget)
	}
}

// TestABuiltInBotSharedByGoroutinesIsSafe: one *Bot of each built-in
// kind, used from four goroutines at once, answers each with a legal move;
// under -race, a data race in the bot fails the test.
func TestABuiltInBotSharedByGoroutinesIsSafe(t *testing.T) {
	for _, game := range []string{"linko", "lino", "linx"} {
		table := open(t, game, `{"seed":"5"}`)
		for _, name := range []string{"random", "greedy", "ismcts"} {
			bot, err := tabletop.NewBot(game, name, []byte(`{}`))
			if name == "ismcts" {
				bot, err = tabletop.NewBot(game, name, []byte(`{"iterations":20}`))
			}
			require.NoError(t, err)
			var wg sync.WaitGroup
			for range 4 {
				wg.Go(func() {
					for range 3 {
						move, err := bot.Choose(context.Background(), table)
						assert.NoError(t, err, "%s %s", game, name)
						assert.Contains(t, table.LegalMoves(), move, "%s %s", game, name)
					}
				})
			}
			wg.Wait()
		}
	}
}

// TestTheBuiltInSearchAnswersByTheCallersDeadline: the handle's ISMCTS bot,
// with the most iterations it takes (a million: seconds of search on any
// machine, minutes under the race detector), answers
// once the caller's 50 ms are up, with a legal move: the context stops the
// search, not its budget. An answer after the deadline carries ErrLate, one
// before it none (the handle decides by the clock). How late a busy
// machine makes an answer is the machine's: the test bounds it only far
// beyond what a search stopped by the context takes (a loaded machine was
// seen at 0.7 s), where a search that ignored the context would run for
// its million iterations; that most answers come in time, which the margin is for, is
// measured, not asserted, since a loaded machine can make every one late.
func TestTheBuiltInSearchAnswersByTheCallersDeadline(t *testing.T) {
	for _, game := range []string{"linko", "lino", "linx"} {
		table := open(t, game, `{"players":2,"seed":"8"}`)
		bot, err := tabletop.NewBot(game, "ismcts", []byte(`{"iterations":1000000}`))
		require.NoError(t, err)
		const calls = 6
		inTime := 0
		for range calls {
			ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
			deadline, _ := ctx.Deadline()
			move, err := bot.Choose(ctx, table)
			answered := time.Now()
			cancel()
			assert.Contains(t, table.LegalMoves(), move, game)
			if answered.Before(deadline) {
				inTime++
				assert.NoError(t, err, "%s: an answer in time", game)
			} else {
				require.ErrorIs(t, err, tabletop.ErrLate, "%s: an answer after the deadline", game)
			}
			assert.Less(t, answered.Sub(deadline), 3*time.Second, "%s: the search stopped at the caller's deadline, not at its budget", game)
		}
		t.Logf("%s: %d of %d answers before the caller's deadline", game, inTime, calls)
	}
}

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
	bot, _ := registerLinko(t, "prompt", prompt{calls})
	table := open(t, "linko", `{"players":2,"seed":"3"}`)
	spinning(t)
	called := 0
	for i := range 20 {
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
	bot, name := registerLinko(t, "stubborn", b)
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

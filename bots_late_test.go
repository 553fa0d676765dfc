package tabletop_test

import (
	"context"
	"encoding/json"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/linx"
)

// passingClock is a context whose deadline passes when pass is called,
// while its Done channel never closes: so an answer comes after the
// context ended, whatever the machine's speed, and the guard, which
// waits on Done, hears the answer first.
type passingClock struct {
	context.Context
	passed atomic.Bool
	ended  error // what Err says once passed: the deadline's, or a cancel's
}

func (c *passingClock) pass() { c.passed.Store(true) }

func (c *passingClock) Err() error {
	if c.passed.Load() {
		return c.ended
	}
	return nil
}

// lateBot answers with its first legal move once its clock has passed.
type lateBot struct{ clock *passingClock }

func (b lateBot) Choose(_ context.Context, v linx.View) (linx.Move, error) {
	b.clock.pass()
	return v.LegalMoves()[0], nil
}

// lateBotAt registers a lateBot under a fresh name, whose clock's end says
// ended (a deadline's or a cancel's), and gives its clock, the handle's
// Bot of it and a LINX table for it to answer at.
func lateBotAt(t *testing.T, prefix string, ended error) (*passingClock, *tabletop.Bot, tabletop.Table) {
	t.Helper()
	clock := &passingClock{Context: context.Background(), ended: ended}
	name := fresh(prefix)
	require.NoError(t, tabletop.RegisterBot("linx", tabletop.BotInfo{Name: name},
		func(json.RawMessage) (lateBot, error) { return lateBot{clock}, nil }))
	bot, err := tabletop.NewBot("linx", name, nil)
	require.NoError(t, err)
	return clock, bot, open(t, "linx", `{"seed":"3"}`)
}

// An answer after the context ended is reported as late, with the move,
// so that the package doc's recipe (a fallback on any error) catches it.
func TestALateAnswerIsReportedAsLate(t *testing.T) {
	clock, bot, table := lateBotAt(t, "late", context.DeadlineExceeded)
	move, err := bot.Choose(clock, table)
	require.ErrorIs(t, err, tabletop.ErrLate)
	assert.True(t, errors.Is(err, context.DeadlineExceeded))
	assert.Equal(t, table.LegalMoves()[0], move, "the late move comes with the news")
	assert.Contains(t, err.Error(), "answered after its context's deadline")

	// the recipe: a fallback on any error
	greedy, err := tabletop.NewBot("linx", "greedy", nil)
	require.NoError(t, err)
	move, err = bot.Choose(clock, table)
	if err != nil {
		move, err = greedy.Choose(context.Background(), table)
	}
	require.NoError(t, err)
	_, _, err = table.Play(table.ToMove(), move)
	assert.NoError(t, err)
}

// A context canceled while the bot chooses asks for the move now (a
// player's "play now"): the move it brings is no late answer.
func TestAnAnswerToACancelIsNotLate(t *testing.T) {
	clock, bot, table := lateBotAt(t, "cancel", context.Canceled)
	move, err := bot.Choose(clock, table)
	require.NoError(t, err)
	assert.Equal(t, table.LegalMoves()[0], move)
}

// unfiredTimer is a context whose deadline has passed while its timer has
// not fired yet, as on a busy machine: Err says nothing and Done stays
// open.
type unfiredTimer struct{ context.Context }

func (unfiredTimer) Deadline() (time.Time, bool) { return time.Now().Add(-time.Millisecond), true }

// An answer after the deadline is late by the clock, not by the timer
// (Go builder r16, F1): a built-in bot's answer too.
func TestAnAnswerPastTheDeadlineIsLateBeforeTheTimerFires(t *testing.T) {
	bot, err := tabletop.NewBot("linx", "greedy", nil)
	require.NoError(t, err)
	table := open(t, "linx", `{"seed":"3"}`)
	move, err := bot.Choose(unfiredTimer{context.Background()}, table)
	require.ErrorIs(t, err, tabletop.ErrLate)
	assert.ErrorIs(t, err, context.DeadlineExceeded)
	assert.Contains(t, table.LegalMoves(), move, "the late move comes with the news")
}

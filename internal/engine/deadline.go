package engine

import (
	"context"
	"time"
)

// Earlier returns ctx with a deadline earlier than its own, [AnswerBy] it, so that a bot that stops at the
// returned context's end has the rest to answer in by ctx's deadline. A ctx
// without a deadline is given only a cancel. The caller calls cancel once
// the bot has answered, as with context.WithDeadline.
func Earlier(ctx context.Context) (context.Context, context.CancelFunc) {
	deadline, ok := ctx.Deadline()
	if !ok {
		return context.WithCancel(ctx)
	}
	return context.WithDeadline(ctx, AnswerBy(deadline))
}

// Grace is the most time a bot is given to answer once its context ends:
// the margin before a caller's deadline ([AnswerBy]), and the most a
// registered bot's answer is waited for once the caller's context ends
// (its deadline or a cancel).
const Grace = 50 * time.Millisecond

// AnswerBy returns when a bot whose caller's deadline is deadline stops to
// answer: earlier by a quarter of the time left, and at most 50 ms.
func AnswerBy(deadline time.Time) time.Time {
	margin := min(time.Until(deadline)/4, Grace)
	return deadline.Add(-max(margin, 0))
}

package engine

import (
	"context"
	"time"
)

// Earlier returns ctx with a deadline earlier than its own by a quarter of
// the time left, and at most 50 ms, so that a bot that stops at the
// returned context's end has the rest to answer in by ctx's deadline. A ctx
// without a deadline is given only a cancel. The caller calls cancel once
// the bot has answered, as with context.WithDeadline.
func Earlier(ctx context.Context) (context.Context, context.CancelFunc) {
	deadline, ok := ctx.Deadline()
	if !ok {
		return context.WithCancel(ctx)
	}
	margin := min(time.Until(deadline)/4, 50*time.Millisecond)
	return context.WithDeadline(ctx, deadline.Add(-max(margin, 0)))
}

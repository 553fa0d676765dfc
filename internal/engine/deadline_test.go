package engine

import (
	"context"
	"testing"
	"time"
)

// TestEarlier: the deadline comes earlier by a quarter of the time left, at
// most 50 ms; a ctx without a deadline gets none.
func TestEarlier(t *testing.T) {
	for _, left := range []time.Duration{40 * time.Millisecond, time.Second, time.Hour} {
		ctx, cancel := context.WithTimeout(context.Background(), left)
		callers, _ := ctx.Deadline()
		early, cancelEarly := Earlier(ctx)
		got, ok := early.Deadline()
		margin := callers.Sub(got)
		if !ok || margin <= 0 || margin > min(left/4, 50*time.Millisecond) {
			t.Errorf("%v left: a margin of %v", left, margin)
		}
		cancelEarly()
		cancel()
	}
	early, cancel := Earlier(context.Background())
	defer cancel()
	if _, ok := early.Deadline(); ok {
		t.Error("a ctx without a deadline was given one")
	}
}

package search

import "context"

// pauseKey is the key of the pause a context carries.
type pauseKey struct{}

// WithPause returns ctx carrying pause, which a search made with it calls
// between its iterations, every few of them, in the search's goroutine: a
// search that must give its thread back now and then (in WebAssembly, no
// other goroutine and no JavaScript runs while it computes) parks there,
// and sees a ctx canceled meanwhile at its next iteration. pause decides
// itself, by the clock, when to park; a call that does not park returns
// at once.
func WithPause(ctx context.Context, pause func()) context.Context {
	return context.WithValue(ctx, pauseKey{}, pause)
}

// pauseOf returns the pause WithPause gave ctx, or nil.
func pauseOf(ctx context.Context) func() {
	pause, _ := ctx.Value(pauseKey{}).(func())
	return pause
}

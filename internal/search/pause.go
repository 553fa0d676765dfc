package search

import "context"

// A Pauser is a context that a search gives its thread back to now and
// then: Pause is called between the search's iterations, every few of
// them, in the search's goroutine, for a search that must let others run
// (in WebAssembly, no other goroutine and no JavaScript runs while it
// computes). Pause parks when it decides to, by the clock, and returns at
// once otherwise; a context canceled meanwhile is seen at the next
// iteration. A search looks for Pause on the context it is given itself,
// not on one derived from it: a Pauser carries no value, since
// context.WithValue's lookup links context's cancel machinery, about 20 KB
// of each game's WebAssembly.
type Pauser interface {
	context.Context
	Pause()
}

// pauseOf returns ctx's Pause when ctx is a Pauser, or nil.
func pauseOf(ctx context.Context) func() {
	if p, ok := ctx.(Pauser); ok {
		return p.Pause
	}
	return nil
}

// Package engine holds the plumbing that the game packages share and that
// is no part of any game's rules: replaying moves and folding events, the
// text and JSON forms of events (codec.go), and the one strict JSON decoder
// every game and the handle read a caller's JSON with (decode.go). It is
// internal, so the games stay independent of each other and the module
// depends on nothing outside the standard library.
package engine

import "fmt"

// Replay applies the moves to start in order and returns the state after
// the last and every event; at an illegal move it stops, returning the state
// before it, the events so far and an error that names the move's index.
func Replay[S interface{ Apply(M) (S, []E, error) }, M, E any](start S, moves []M) (S, []E, error) {
	s := start
	var events []E
	for i, m := range moves {
		next, evs, err := s.Apply(m)
		if err != nil {
			return s, events, fmt.Errorf("move %d (%v): %w", i, m, err)
		}
		s, events = next, append(events, evs...)
	}
	return s, events, nil
}

// Fold evolves start by the events in order; at an event that cannot follow
// it stops, returning the state before it and an error that names the
// event's index.
func Fold[S interface{ Evolve(E) (S, error) }, E any](start S, events []E) (S, error) {
	s := start
	for i, e := range events {
		next, err := s.Evolve(e)
		if err != nil {
			return s, fmt.Errorf("event %d: %w", i, err)
		}
		s = next
	}
	return s, nil
}

// Wrap returns an error that says sentinel, then reason, and that both
// match with errors.Is. It is much cheaper than fmt.Errorf("%w: %w"), which
// matters where moves are tried and refused by the million.
func Wrap(sentinel, reason error) error { return wrapped{sentinel, reason} }

type wrapped struct{ sentinel, reason error }

func (e wrapped) Error() string   { return e.sentinel.Error() + ": " + e.reason.Error() }
func (e wrapped) Unwrap() []error { return []error{e.sentinel, e.reason} }

package engine

import "fmt"

// This file writes once the flow of moves and events that every game's
// State follows: Apply runs a move on a copy, Evolve checks an event and
// changes a copy, and a game is replayed or folded from its options. Each
// game passes its own rules as method expressions ((*State).run and the
// like), so that its exported methods keep their signatures and their docs.

// Apply runs the move m on s, its caller's own copy: run appends the events
// of a legal move to a fresh list and changes s only once m is known legal
// (keep set, the events kept); a refused move returns s as it was, no
// events, and refused's error.
func Apply[S, M, E any](s S, m M, run func(*S, M, []E, bool) ([]E, error), refused func(*S, M, error) error) (S, []E, error) {
	events, err := run(&s, m, make([]E, 0, 4), true)
	if err != nil {
		return s, nil, refused(&s, m, err)
	}
	return s, events, nil
}

// Evolve returns s, its caller's own copy, after the event e: check says
// whether e can follow s, and change plays it. An event that cannot follow
// returns s as it was and an error that wraps sentinel and check's reason.
func Evolve[S, E any](s S, e E, check func(*S, E) error, change func(*S, *E), sentinel error) (S, error) {
	if err := check(&s, e); err != nil {
		return s, invalidEvent(sentinel, e, err)
	}
	change(&s, &e)
	return s, nil
}

// EvolveBy is [Evolve] for a game whose evolve checks the event e by
// playing it on a copy of s, which it returns (Linko!'s, which compares
// the event with the one its rules give): an event that cannot follow
// returns s as it was and an error that wraps sentinel and evolve's
// reason.
func EvolveBy[S, E any](s S, e E, evolve func(*S, E) (S, error), sentinel error) (S, error) {
	after, err := evolve(&s, e)
	if err != nil {
		return s, invalidEvent(sentinel, e, err)
	}
	return after, nil
}

// invalidEvent is the error of an event e that cannot follow a state, for
// the reason why: it wraps the game's sentinel and why, and names e.
func invalidEvent(sentinel error, e any, why error) error {
	return fmt.Errorf("%w: %v: %w", sentinel, e, why)
}

// ReplayNew starts a game with newGame(opts) and replays the moves on it
// as [Replay] does; newGame's error is returned as it is.
func ReplayNew[O any, S interface{ Apply(M) (S, []E, error) }, M, E any](newGame func(O) (S, error), opts O, moves []M, sentinel error) (S, []E, error) {
	s, err := newGame(opts)
	if err != nil {
		return s, nil, err
	}
	return Replay(s, moves, sentinel)
}

// FoldNew starts a game with newGame(opts) and folds the events into it
// as [Fold] does; newGame's error is returned as it is.
func FoldNew[O any, S interface{ Evolve(E) (S, error) }, E any](newGame func(O) (S, error), opts O, events []E, sentinel error) (S, error) {
	s, err := newGame(opts)
	if err != nil {
		return s, err
	}
	return Fold(s, events, sentinel)
}

// Package engine holds the plumbing that the game packages share and that
// is no part of any game's rules: replaying moves and folding events, the
// text and JSON forms of events (codec.go), and the one strict JSON decoder
// every game and the handle read a caller's JSON with (decode.go). It is
// internal, so the games stay independent of each other and the module
// depends on nothing outside the standard library.
package engine

import (
	"errors"
	"fmt"
	"strings"
)

// Replay applies the moves to start in order and returns the state after
// the last and every event; at an illegal move it stops, returning the state
// before it, the events so far and Apply's error, which wraps sentinel,
// with the move's index after the sentinel's words (see [At]).
func Replay[S interface{ Apply(M) (S, []E, error) }, M, E any](start S, moves []M, sentinel error) (S, []E, error) {
	s := start
	var events []E
	for i, m := range moves {
		next, evs, err := s.Apply(m)
		if err != nil {
			return s, events, At(sentinel, fmt.Sprintf("move %d (%v)", i, m), err)
		}
		s, events = next, append(events, evs...)
	}
	return s, events, nil
}

// Fold evolves start by the events in order; at an event that cannot follow
// it stops, returning the state before it and Evolve's error, which wraps
// sentinel, with the event's index after the sentinel's words (see [At]).
func Fold[S interface{ Evolve(E) (S, error) }, E any](start S, events []E, sentinel error) (S, error) {
	s := start
	for i, e := range events {
		next, err := s.Evolve(e)
		if err != nil {
			return s, At(sentinel, fmt.Sprintf("event %d", i), err)
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

// At returns err with where ("event 3") after the words of sentinel, so
// that the message keeps one prefix, at its start: "linko: invalid event:
// event 3: …". The result matches all that err matches, and sentinel; a
// MoveError stays one, with where at the start of its detail.
func At(sentinel error, where string, err error) error {
	var refused *MoveError
	if errors.As(err, &refused) && errors.Is(refused, sentinel) {
		return Rewrap(err, where)
	}
	head, text := sentinel.Error(), err.Error()
	if !errors.Is(err, sentinel) {
		err = Wrap(sentinel, err)
		text = err.Error()
	}
	rest, _ := strings.CutPrefix(text, head+": ")
	return located{head + ": " + where + ": " + rest, err}
}

// located is At's error.
type located struct {
	text string
	err  error
}

func (e located) Error() string { return e.text }
func (e located) Unwrap() error { return e.err }

// NoJSON returns the error of a value that refuses to marshal, for it
// holds secrets: "linko: a State does not marshal to JSON: it holds
// secrets; marshal its Position() … instead".
func NoJSON(game, what, instead string) error {
	return fmt.Errorf("%s: %s does not marshal to JSON, for it holds secrets: marshal %s instead", game, what, instead)
}

// ZeroViewJSON returns the error of a game's zero View (and its zero
// State's), which refuses to marshal: it holds no game, and its JSON
// would read as one of no seat and no player that Guess and the View's
// own UnmarshalJSON refuse. It wraps invalid, the game's
// ErrInvalidPosition, and says what to marshal instead.
func ZeroViewJSON(invalid error) error {
	return fmt.Errorf("%w: the zero View holds no game, so there is no view to marshal: marshal the View a game's State gives a seat (State.View), or null for none", invalid)
}

// ZeroPositionJSON returns the error of a game's Position of round 0, the
// zero State's, which refuses to marshal as the zero View does: it holds
// no game, and its JSON would read back as a position of no player that
// FromPosition refuses, found out only when a save is loaded. It wraps
// invalid, the game's ErrInvalidPosition, and says what to marshal
// instead.
func ZeroPositionJSON(invalid error) error {
	return fmt.Errorf("%w: a Position of round 0, such as the zero State's, holds no game, so there is no position to marshal: marshal instead the Position of a State that New or FromPosition made, or null for none", invalid)
}

// GreedyJSON is the JSON of a game's GreedyBot, which holds nothing but
// what it is: its name, as the handle's NewBot takes it.
const GreedyJSON = `{"name":"greedy"}`

// UnmarshalGreedy reads a game's GreedyBot from data, which must be
// GreedyJSON (or null), and refuses any other JSON with an error that
// says what a GreedyBot reads.
func UnmarshalGreedy(game string, data []byte) error {
	var wire struct {
		Name string `json:"name"`
	}
	if string(data) == "null" {
		return nil
	}
	if err := Decode(data, &wire, Strict{MaxBytes: 1024, RefuseRepeats: true}); err != nil || wire.Name != "greedy" {
		return fmt.Errorf("%s: a GreedyBot reads only %s, as it marshals", game, GreedyJSON)
	}
	return nil
}

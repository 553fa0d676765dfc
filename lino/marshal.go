package lino

import (
	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/search"
)

// This file holds the JSON of the values that are no part of the wire: a
// value that holds secrets refuses to marshal, saying what to marshal
// instead, so that a State in a struct sent to a client never sends them
// all, nor a save of it silently keeps nothing.

// MarshalJSON refuses, with an error that says what to marshal instead: a
// State holds every secret of its game. Save [State.Position], which
// [FromPosition] reads back; send a seat its [State.View].
func (s State) MarshalJSON() ([]byte, error) {
	return nil, engine.NoJSON("lino", "a State", "its Position() to save it, or a seat's View() to send it")
}

// MarshalJSON refuses, with an error that says what to marshal instead: a
// Sampler holds what its View may not know.
func (s Sampler) MarshalJSON() ([]byte, error) {
	return nil, engine.NoJSON("lino", "a Sampler", "the View it was made from")
}

// MarshalJSON refuses, with an error that says what to marshal instead: a
// RandomBot's stream of chance is its own.
func (b RandomBot) MarshalJSON() ([]byte, error) {
	return nil, engine.NoJSON("lino", "a RandomBot", "the seed NewRandomBot took")
}

// MarshalJSON writes the bot's budget and seed in the wire's style, with
// the names of the handle's "ismcts" options:
// {"iterations":1000,"ms":0,"workers":1,"seed":"7"}, its Duration in whole
// milliseconds. The search's memory is left out.
func (b ISMCTSBot) MarshalJSON() ([]byte, error) {
	return search.MarshalBudget(search.Options{Iterations: b.Iterations, Duration: b.Duration, Workers: b.Workers, Seed: b.Seed})
}

// UnmarshalJSON reads a bot as MarshalJSON writes it (the seed may be a
// number too), with a memory of its own; malformed JSON is an error, and
// leaves b as it was.
func (b *ISMCTSBot) UnmarshalJSON(data []byte) error {
	o, err := search.UnmarshalBudget(data)
	if err != nil {
		return err
	}
	*b = ISMCTSBot{Iterations: o.Iterations, Duration: o.Duration, Workers: o.Workers, Seed: o.Seed}
	return nil
}

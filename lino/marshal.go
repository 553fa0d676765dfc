package lino

import "github.com/tabletopgo/tabletop/internal/engine"

// A value that is no part of the wire and holds secrets (a State, a
// Sampler, a RandomBot's stream of chance) refuses to marshal, saying what
// to marshal instead, so that a State in a struct sent to a client never
// sends them all, nor a save of it silently keeps nothing. The State's
// refusal is here; the others stand beside their types, as the JSON of
// ISMCTSBot (its budget in the wire's style) does.

// MarshalJSON refuses, with an error that says what to marshal instead: a
// State holds every secret of its game. Save [State.Position], which
// [FromPosition] reads back; send a seat its [State.View].
func (s State) MarshalJSON() ([]byte, error) {
	return nil, engine.NoJSON("lino", "a State", "its Position() to save it, or a seat's View() to send it")
}

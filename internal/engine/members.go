package engine

import (
	"encoding/json"
	"fmt"
)

// A PositionMember is one member that a position's JSON must hold, as
// its game's decoder read it.
type PositionMember struct {
	// Key is the member's name in the JSON: "round".
	Key string
	// Value is the member's value as the JSON holds it; nil when the JSON
	// lacks the member.
	Value json.RawMessage
	// List says whether null is a value of the member: a list, which a
	// position writes as null when it is nil.
	List bool
}

// MissingMember names the first of members, in order, that a position's
// JSON lacks, or holds as null though it is no list ("the position has no
// "round""); nil when it holds each. Every position a game writes holds
// each of its members but "game" (which saves made before positions named
// their game leave out, so no game lists it), so one without is damaged,
// not old: read as zero (seed 0, seat 0 to move) it would load another
// game. The error is bare, for the game to wrap in its ErrInvalidPosition.
// It keeps nothing of members, which a decoder can build on its stack.
func MissingMember(members []PositionMember) error {
	for _, m := range members {
		if m.Value == nil || !m.List && string(m.Value) == "null" {
			return fmt.Errorf("the position has no %q", m.Key)
		}
	}
	return nil
}

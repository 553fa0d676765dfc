package main

import (
	"encoding/json"

	"github.com/tabletopgo/tabletop"
)

// This file holds the legal moves as choices, grouped by what the player
// picks first.

// An option is one legal move: its notation, without the seat, and its
// JSON object.
type option struct {
	text string
	move json.RawMessage
}

// A choice is the legal moves that share what the player picks first (a
// card value, a tile, a symbol); pick is "" for moves made in one step.
type choice struct {
	pick  string
	moves []option
}

// choices returns the legal moves of the seat to move, grouped as the
// table's Choices group them: what is picked first, then the moves it
// allows, each with its notation and its JSON object.
func choices(table tabletop.Table) []choice {
	var out []choice
	for _, c := range table.Choices() {
		ch := choice{pick: c.Pick}
		for _, m := range c.Moves {
			ch.moves = append(ch.moves, option{withoutSeat(m.Notation), m.JSON})
		}
		out = append(out, ch)
	}
	return out
}

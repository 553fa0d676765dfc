package main

import (
	"encoding/json"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// This file holds the legal moves as choices, grouped by what the player
// picks first.

// An option is one legal move: its notation, without the seat, its JSON
// object, and the library's label and preview of it.
type option struct {
	text           string
	move           json.RawMessage
	label, preview string
}

// line is the option as the move list shows it: the library's label, and
// its preview after a dash. A move the library labels by its choice alone
// (a Lino tile's target, a cell of the board drawn with its axes) shows
// its notation.
func (o option) line() string {
	label := o.label
	if label == "" {
		label = o.text
	}
	if o.preview == "" {
		return label
	}
	return label + " — " + o.preview
}

// A choice is the legal moves that share what the player picks first (a
// card value, a tile, a symbol); pick is "" for moves made in one step,
// and label is the library's label of the pick.
type choice struct {
	pick, label string
	moves       []option
}

// choices returns the legal moves of the seat to move, grouped as the
// table's Choices group them: what is picked first, then the moves it
// allows, each with its notation and its JSON object, labelled in l.
func choices(l lang.Language, table tabletop.Table) []choice {
	var out []choice
	for _, c := range table.Choices(l) {
		ch := choice{pick: c.Pick, label: c.Label}
		for _, m := range c.Moves {
			ch.moves = append(ch.moves, option{withoutSeat(m.Notation), m.JSON, m.Label, m.Preview})
		}
		out = append(out, ch)
	}
	return out
}

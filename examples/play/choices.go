package main

import (
	"encoding/json"
	"fmt"

	"github.com/tabletopgo/tabletop"
)

// This file reads the View's legal moves as choices, grouped by what the
// player picks first.

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

// choices reads the View's legal moves, grouped as the View groups them:
// each choice names what is picked first and holds the members its moves
// share, and each of its moves the rest (see the package tabletop's doc).
// Each move's text is its notation from the table's list, which is in the
// same order.
func choices(table tabletop.Table) ([]choice, error) {
	data, err := table.View(you)
	if err != nil {
		return nil, err
	}
	var view struct {
		LegalMoves []map[string]json.RawMessage `json:"legalMoves"`
	}
	if err := json.Unmarshal(data, &view); err != nil {
		return nil, err
	}
	notation := table.LegalMoves()
	var out []choice
	n := 0 // moves read so far
	for _, c := range view.LegalMoves {
		var ch choice
		if pick, ok := c["pick"]; ok {
			if err := json.Unmarshal(pick, &ch.pick); err != nil {
				return nil, fmt.Errorf("the view's choice %s: %v", pick, err)
			}
		}
		var entries []map[string]json.RawMessage
		if err := json.Unmarshal(c["moves"], &entries); err != nil {
			return nil, fmt.Errorf("the view's choice %q: %v", ch.pick, err)
		}
		for _, e := range entries {
			whole := map[string]json.RawMessage{}
			for k, v := range c {
				if k != "pick" && k != "moves" {
					whole[k] = v
				}
			}
			for k, v := range e {
				whole[k] = v
			}
			move, _ := json.Marshal(whole)
			text := string(move)
			if n < len(notation) {
				text = withoutSeat(notation[n])
			}
			ch.moves = append(ch.moves, option{text, move})
			n++
		}
		out = append(out, ch)
	}
	return out, nil
}

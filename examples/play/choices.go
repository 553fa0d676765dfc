package main

import (
	"encoding/json"
	"fmt"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// This file holds the legal moves as choices, grouped by what the player
// picks first.

// An option is one legal move: its notation, without the seat, its JSON
// object, the library's label and preview of it, and for a move labelled
// by its choice alone (a Lino tile's target) the name of the cell it goes
// to, as the board's axes name it ("F1").
type option struct {
	text           string
	move           json.RawMessage
	label, preview string
	target         string
	dash           string // between label and preview, the language's: " – "
}

// line is the option as the move list shows it: the library's label, and
// its preview after the language's dash. A move the library labels by its choice alone
// (a Lino tile's target, a cell of the board drawn with its axes) shows
// the name of its cell, or its notation when it has none.
func (o option) line() string {
	label := o.label
	if label == "" {
		label = o.name()
	}
	if o.preview == "" {
		return label
	}
	return label + o.dash + o.preview
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
// allows, each with its notation and its JSON object, labelled in l. When
// every move has the same preview (Linko!'s draws: what is left to
// draw), it is returned once, as shared, and no move carries it: the
// screen says it once, not on every line.
func choices(l lang.Language, table tabletop.Table) (cs []choice, shared string) {
	var out []choice
	board, dash, names := axesOf(l, table), wordsOf(l).dash, table.Names()
	for _, c := range table.Choices(l) {
		ch := choice{pick: c.Pick, label: c.Label}
		for _, m := range c.Moves {
			o := option{withoutSeat(m.Notation), m.JSON, m.Label, afterDash(m.Preview, names), "", dash}
			if target := board.target(m.JSON); m.Label == "" || m.Label == target {
				// a Lino tile's target, which the library labels by its
				// cell alone: said where the tile goes
				o.target, o.label = target, ""
			}
			ch.moves = append(ch.moves, o)
		}
		out = append(out, ch)
	}
	return out, sharePreview(out)
}

// sharePreview returns the preview that every one of two moves or more in
// cs has, removed from each, or "" when the moves' previews differ.
func sharePreview(cs []choice) string {
	var shared string
	count := 0
	for _, c := range cs {
		for _, m := range c.moves {
			if count > 0 && m.preview != shared {
				return ""
			}
			shared = m.preview
			count++
		}
	}
	if count < 2 {
		return ""
	}
	for i := range cs {
		for j := range cs[i].moves {
			cs[i].moves[j].preview = ""
		}
	}
	return shared
}

// name is how the move list names an unlabelled option: its target's
// name, or its notation.
func (o option) name() string {
	if o.target != "" {
		return o.target
	}
	return o.text
}

// axes are the names of a board's columns and rows, as a View's JSON
// gives them: cell x,y is columns[x-left] + rows[y-top].
type axes struct {
	Left, Top     int
	Columns, Rows []string
}

// example names a cell of the board for a legend: the one in its middle,
// or C4 on a board without axes.
func (a axes) example() string {
	if len(a.Columns) == 0 || len(a.Rows) == 0 {
		return "C4"
	}
	return a.Columns[len(a.Columns)/2] + a.Rows[len(a.Rows)/2]
}

// axesOf returns the axes of the board of the table's seat to move, or
// none for a game without a board.
func axesOf(l lang.Language, table tabletop.Table) axes {
	var v struct{ Axes axes }
	if view, err := table.View(l, table.ToMove()); err == nil {
		_ = json.Unmarshal(view, &v) // a View without axes names no cell
	}
	return v.Axes
}

// target returns the name of the cell a move's JSON goes to ("to"), or ""
// when the axes do not name it.
func (a axes) target(move json.RawMessage) string {
	var m struct{ To string }
	var x, y int
	if json.Unmarshal(move, &m) != nil {
		return ""
	}
	if _, err := fmt.Sscanf(m.To, "%d,%d", &x, &y); err != nil {
		return ""
	}
	if x-a.Left < 0 || x-a.Left >= len(a.Columns) || y-a.Top < 0 || y-a.Top >= len(a.Rows) {
		return ""
	}
	return a.Columns[x-a.Left] + a.Rows[y-a.Top]
}

package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// This file holds the game's loop: who plays each seat, and how each
// move and the end are told.

// player runs a game at a terminal: seat 0 from the input when human,
// every other seat by a bot.
type player struct {
	human bool
	lines *bufio.Scanner
	out   io.Writer
	game  string
	lang  lang.Language // the language the game is told in
	w     *phrases      // the program's own words in that language
	seed  string        // the game's seed, which plays it again; "" when unknown

	// What the move list shows: every move, or the choices, or the moves
	// of one choice (group), from the entry from on; next is where "more"
	// goes on.
	group, from, next int
}

// you is the seat a human plays.
const you = 0

// play runs the game to its end, telling each move's events in sentences:
// to the human as its seat sees them, in a game of bots as a spectator.
// The end is told once, the same way in every game.
func (p *player) play(table tabletop.Table, bots []*tabletop.Bot) error {
	reader := -1
	if p.human {
		reader = you
	}
	for !table.Over() {
		seat := table.ToMove()
		var next tabletop.Table
		var events tabletop.Events
		var err error
		if p.human && seat == you {
			next, events, err = p.ask(table)
		} else {
			var move string
			if move, err = bots[seat].Choose(context.Background(), table); err == nil {
				next, events, err = table.Play(seat, move) // a bot's move is legal, or it is a bug
			}
		}
		if err != nil {
			return err
		}
		table = next
		if table.Over() && p.human {
			// The last table, above the story of the last move: the game's
			// own sentences end it, who won and the scores said once.
			fmt.Fprintln(p.out, strings.Join(withoutLastLine(p.lang, table), "\n"))
		}
		for _, line := range events.Narrate(p.lang, reader, table.Names()) {
			p.print("  ", "    ", line)
		}
	}
	return nil
}

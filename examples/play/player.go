package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/internal/speech"
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
		lines := events.Narrate(p.lang, reader, table.Names())
		if table.Over() && len(lines) > 0 {
			lines = lines[:len(lines)-1] // the game's end: told below, once
		}
		for _, line := range lines {
			p.print("  ", "    ", line)
		}
	}
	if p.human {
		// The picture's last line says who won: the scores follow it, and
		// the end is not said twice (words-round8).
		fmt.Fprintln(p.out, strings.Join(boardLines(p.lang, table), "\n"))
		p.print("", "  ", p.scores(table, reader))
		return nil
	}
	p.print("", "  ", p.ending(table))
	return nil
}

// scores says the seats' scores at the end, in a sentence: LINX counts
// the rounds each seat won, the other games points.
func (p *player) scores(table tabletop.Table, reader int) string {
	return p.w.scores(p.lang, table.Scores(), reader, table.Names(), p.game == "linx", inTeams(table))
}

// ending says who won and the scores, in one line, to a spectator, who
// sees no picture (a player reads who won on the table's).
func (p *player) ending(table tabletop.Table) string {
	names := table.Names()
	name := func(seat int) string {
		if seat < len(names) && names[seat] != "" {
			return names[seat]
		}
		return tabletop.DefaultName(p.lang, seat).Name
	}
	var won []string
	for _, w := range table.Winners() {
		won = append(won, name(w))
	}
	count := len(won)
	switch {
	case count == 0:
		won = []string{p.w.nobody}
	case inTeams(table): // one team won, named by its letter (its players follow in the scores)
		won, count = []string{p.w.team(teamLetter(table.Winners()[0]))}, 1
	}
	return p.w.gameOver(p.game, speech.Of(p.lang).Join(won), count, p.scores(table, -1))
}

// inTeams reports whether the table's players play in teams (LINX's
// option), its options read as the table writes them.
func inTeams(table tabletop.Table) bool {
	raw, err := table.Options()
	if err != nil {
		return false
	}
	var options struct {
		Teams bool `json:"teams"`
	}
	return json.Unmarshal(raw, &options) == nil && options.Teams
}

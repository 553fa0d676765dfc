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
		fmt.Fprintln(p.out, strings.Join(boardLines(p.lang, table), "\n"))
	}
	p.print("", "  ", p.ending(table, reader))
	return nil
}

// ending says who won and the scores, in one line; LINX counts the
// rounds each seat won, the other games points.
func (p *player) ending(table tabletop.Table, reader int) string {
	names := table.Names()
	name := func(seat int) string {
		switch {
		case seat == reader:
			return p.w.you
		case seat < len(names) && names[seat] != "":
			return names[seat]
		}
		return tabletop.DefaultName(p.lang, seat).Name
	}
	var won []string
	you := false
	for _, w := range table.Winners() {
		won = append(won, name(w))
		you = you || w == reader
	}
	count := len(won)
	teams := inTeams(table)
	switch {
	case count == 0:
		won = []string{p.w.nobody}
	case teams: // one team won, named by its letter (its players follow in the scores), in the third person
		won, count, you = []string{p.w.team(teamLetter(table.Winners()[0]))}, 1, false
	}
	scores := p.w.scores(p.lang, table.Scores(), reader, names, p.game == "linx", teams)
	return p.w.gameOver(p.game, speech.Of(p.lang).Join(won), count, you, scores)
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

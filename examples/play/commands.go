package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// This file holds the prompt and its commands: a move by number or
// notation, and the words that help (rules, legend, moves, help, …).

// moves lists every legal move by its choice, one line each.
func (p *player) moves(table tabletop.Table) {
	cs, shared := choices(p.lang, table)
	if shared != "" {
		shared = p.w.shared(shared)
	}
	if shared != "" {
		p.print("", "", shared) // what any move does, as the screen says it
	}
	for _, c := range cs {
		// The targets of a Lino tile, which the library labels by their
		// choice alone, fit one line by their cells' names; the others
		// take one each.
		var targets []string
		for _, m := range c.moves {
			if m.label == "" {
				targets = append(targets, m.name())
			}
		}
		if len(targets) > 0 {
			p.print("", "      ", p.goesTo(c.label)+strings.Join(targets, ", "))
			continue
		}
		if c.label != "" {
			p.print("", "    ", strings.TrimRight(c.label+p.w.colon, " "))
		}
		for _, m := range c.moves {
			p.print("    ", "      ", m.line())
		}
	}
}

// legend returns how to read the game's table to its player, its {1} and
// {2} naming the first two seats as the language's legend names them
// (the reader as you, the others by their players' names or their seats:
// "(vous)", "(joueur 2)"), and its {cell} a cell of the board shown,
// named on its axes (a field that begins at column F has no C4).
func (p *player) legend(names []string, board axes) []string {
	seat := func(i int) string { return p.w.legendSeat(i == you, i, tabletop.NameOf(p.lang, i, names)) }
	seats := strings.NewReplacer("{1}", seat(0), "{2}", seat(1), "{cell}", board.example())
	lines := make([]string, len(p.w.legends[p.game]))
	for i, line := range p.w.legends[p.game] {
		lines[i] = seats.Replace(line)
	}
	return lines
}

// help lists the words the prompt takes besides a move, then how to play
// this game again.
func (p *player) help() {
	help := p.w.helpText()
	if p.seed != "" {
		help = append(help, p.w.replay(p.seed))
	}
	p.say(help)
}

// withoutSeat returns a move's notation without its "SEAT:" prefix.
func withoutSeat(move string) string {
	_, rest, ok := strings.Cut(move, ":")
	if !ok {
		return move
	}
	return rest
}

// ask shows the human the table and its moves and reads entries until one
// is a legal move, which it plays.
func (p *player) ask(table tabletop.Table) (tabletop.Table, tabletop.Events, error) {
	p.group, p.from = -1, 0
	es := p.show(table)
	for {
		fmt.Fprint(p.out, p.w.prompt)
		if !p.lines.Scan() {
			return table, tabletop.Events{}, said(p.w.inputEnded)
		}
		text := strings.TrimSpace(p.lines.Text())
		command, _ := p.w.command(text)
		switch command {
		case "quit":
			return table, tabletop.Events{}, errQuit
		case "help":
			p.help()
			continue
		case "rules":
			rules, err := tabletop.Rules(p.lang, p.game)
			if err != nil {
				return table, tabletop.Events{}, err
			}
			p.say(rules)
			continue
		case "legend":
			p.say(p.legend(table.Names(), axesOf(p.lang, table)))
			continue
		case "moves":
			p.moves(table)
			continue
		case "table":
			p.group, p.from = -1, 0
			es = p.show(table)
			continue
		case "back":
			p.group, p.from = -1, 0
			es = p.show(table)
			continue
		case "more":
			p.from = p.next
			es = p.show(table)
			continue
		}
		if text == "" {
			continue
		}
		if n, err := strconv.Atoi(text); err == nil {
			if n < 1 || n > len(es) {
				fmt.Fprintln(p.out, p.w.noSuch(n, len(es)))
				continue
			}
			e := es[n-1]
			if e.move == nil {
				p.group, p.from = e.group, 0
				es = p.show(table)
				continue
			}
			next, events, err := table.PlayJSON(you, e.move.move)
			if err != nil {
				fmt.Fprintln(p.out, sentence(p.lang, err, table.Names()))
				continue
			}
			return next, events, nil
		}
		// Playing the move on the table, which stays as it is, checks it
		// and says why it is refused.
		next, events, err := table.PlayIn(p.lang, you, text)
		var refused *tabletop.MoveError
		if errors.As(err, &refused) && refused.Reason == tabletop.ReasonMalformed && (refused.Phrase == "" || refused.Phrase == "typed") {
			// Neither a command nor a move (the game's "typed" phrase
			// lists its verbs, which the numbered list here makes
			// needless): the player mistyped a word, or does not know
			// what the prompt takes. A known verb with a card or a cell
			// it cannot read keeps the game's sentence, which says why.
			fmt.Fprintln(p.out, p.w.unknown(p.lang.Quote(text)))
			continue
		}
		if err != nil {
			fmt.Fprintln(p.out, sentence(p.lang, err, table.Names()))
			continue
		}
		return next, events, nil
	}
}

// sentence says why a move was refused as the player reads it, in
// language l with the players' names: a refused move's sentence, or the
// error itself for anything else.
func sentence(l lang.Language, err error, names []string) string {
	var refused *tabletop.MoveError
	if errors.As(err, &refused) {
		return refused.Sentence(l, names)
	}
	return err.Error()
}

// said is an error that is a player's sentence, in their language: it is
// printed as it is, a whole sentence, without the program's name before it.
type said string

func (s said) Error() string { return string(s) }

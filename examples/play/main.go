// Play plays a tabletop game in the terminal: you against bots, or bots
// against each other.
//
//	go run ./examples/play                 # you play seat 0 of Linko! against bots
//	go run ./examples/play -auto -seed 7   # bots play every seat; the game is printed
//	go run ./examples/play -seats 4 -bots random
//	go run ./examples/play -game lino      # Lino, you against a bot
//	go run ./examples/play -game linx -teams
//
// With a terminal on standard input you play seat 0: the table is drawn, the
// legal moves are listed with numbers, and you answer with a number or a
// move's notation. With -auto, or when standard input is not a terminal,
// bots play every seat and the game is printed move by move. -human makes
// you play seat 0 from any input, for scripts.
//
// The program is written once, against the tabletop.Game interface that
// every game's State satisfies; each game adds only how to start it, how to
// draw a seat's view and how its bots choose.
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/tabletopgo/tabletop"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, isTerminal(os.Stdin)))
}

// isTerminal reports whether f looks like a terminal: a character device
// other than the null device. (The standard library has no exact test, and
// the module depends on nothing else.)
func isTerminal(f *os.File) bool {
	stat, err := f.Stat()
	if err != nil || stat.Mode()&os.ModeCharDevice == 0 {
		return false
	}
	null, err := os.Stat(os.DevNull)
	return err != nil || !os.SameFile(stat, null)
}

// config is what the command line asks for.
type config struct {
	game  string
	seats int
	seed  uint64
	bots  string
	teams bool
	human bool // seat 0 is played from the input
}

// run plays one game as the command line asks and returns the exit status.
func run(args []string, in io.Reader, out, errOut io.Writer, terminal bool) int {
	flags := flag.NewFlagSet("play", flag.ContinueOnError)
	flags.SetOutput(errOut)
	var c config
	flags.StringVar(&c.game, "game", "linko", "the game: "+strings.Join(gameNames(), ", "))
	flags.IntVar(&c.seats, "seats", 0, "number of seats (0: the game's usual number)")
	flags.Uint64Var(&c.seed, "seed", 1, "the seed: equal seeds deal equal games")
	flags.StringVar(&c.bots, "bots", "greedy", "how the bots play: greedy or random")
	flags.BoolVar(&c.teams, "teams", false, "play in teams (linx, 4 seats)")
	auto := flags.Bool("auto", false, "bots play every seat; the game is printed move by move")
	human := flags.Bool("human", false, "play seat 0 from standard input even if it is not a terminal")
	if err := flags.Parse(args); err != nil {
		return 2
	}
	c.human = *human || (terminal && !*auto)
	if c.bots != "greedy" && c.bots != "random" {
		fmt.Fprintf(errOut, "play: -bots %q: choose greedy or random\n", c.bots)
		return 2
	}
	start, ok := games[c.game]
	if !ok {
		fmt.Fprintf(errOut, "play: -game %q: choose one of %s\n", c.game, strings.Join(gameNames(), ", "))
		return 2
	}
	if err := start(c, in, out); err != nil {
		fmt.Fprintf(errOut, "play: %v\n", err)
		return 1
	}
	return 0
}

// games starts each game by name.
var games = map[string]func(c config, in io.Reader, out io.Writer) error{
	"linko": playLinko,
	"lino":  playLino,
	"linx":  playLinx,
}

func gameNames() []string {
	var names []string
	for name := range games {
		names = append(names, name)
	}
	slices.Sort(names)
	return names
}

// table is what the driver needs of one game beyond the Game interface.
type table[S tabletop.Game[S, M, E], M comparable, E any] struct {
	// show draws the table as seat may see it, with its legal moves when
	// it is to move.
	show func(s S, seat int) string
	// choose returns a bot's move for the seat to move, from its view.
	choose func(s S, seat int) (M, error)
	// parse reads a move's notation.
	parse func(text string) (M, error)
	// redact returns an event as seat may see it.
	redact func(e E, seat int) E
	// legal lists the legal moves.
	legal func(s S) []M
	// winners lists the winners of a finished game.
	winners func(s S) []int
}

// play runs a game to its end: seat 0 from the input if c.human, every other
// seat by a bot.
func play[S tabletop.Game[S, M, E], M comparable, E any](s S, t table[S, M, E], c config, in io.Reader, out io.Writer) error {
	lines := bufio.NewScanner(in)
	for !s.Over() {
		seat := s.ToMove()
		var m M
		if c.human && seat == 0 {
			var err error
			if m, err = ask(s, t, lines, out); err != nil {
				return err
			}
		} else {
			var err error
			if m, err = t.choose(s, seat); err != nil {
				return err
			}
		}
		next, events, err := s.Apply(m)
		if err != nil {
			return err // a bot's move is always legal; this is a bug
		}
		fmt.Fprintf(out, "seat %d: %v\n", seat, m)
		for _, e := range events {
			if c.human {
				e = t.redact(e, 0)
			}
			fmt.Fprintf(out, "  %v\n", e)
		}
		s = next
	}
	fmt.Fprintf(out, "game over: scores %v, winners %v\n", s.Scores(), t.winners(s))
	return nil
}

// maxListed is the most moves the prompt lists; past it, the human types
// the move (a Lino tile move has thousands of choices).
const maxListed = 60

// ask shows the human the table and reads moves until one is legal.
func ask[S tabletop.Game[S, M, E], M comparable, E any](s S, t table[S, M, E], lines *bufio.Scanner, out io.Writer) (M, error) {
	legal := t.legal(s)
	fmt.Fprintln(out, t.show(s, 0))
	for i, m := range legal[:min(len(legal), maxListed)] {
		fmt.Fprintf(out, "%3d  %v\n", i+1, m)
	}
	if len(legal) > maxListed {
		fmt.Fprintf(out, "     ... %d moves in all: type yours in notation\n", len(legal))
	}
	// The first legal move, without the seat, shows the game's notation.
	_, example, _ := strings.Cut(fmt.Sprint(legal[0]), ":")
	for {
		fmt.Fprintf(out, "your move (a number, or notation such as %q): ", example)
		if !lines.Scan() {
			var none M
			return none, errors.New("the input ended before the game")
		}
		text := strings.TrimSpace(lines.Text())
		if n, err := strconv.Atoi(text); err == nil {
			if n >= 1 && n <= len(legal) {
				return legal[n-1], nil
			}
			fmt.Fprintf(out, "there is no move %d: choose 1 to %d\n", n, len(legal))
			continue
		}
		if !strings.Contains(text, ":") {
			text = strconv.Itoa(s.ToMove()) + ":" + text // the seat goes without saying
		}
		m, err := t.parse(text)
		if err == nil && slices.Contains(legal, m) {
			return m, nil
		}
		if err == nil {
			_, _, err = s.Apply(m) // says why the move is illegal
		}
		fmt.Fprintf(out, "%v\n", err)
	}
}

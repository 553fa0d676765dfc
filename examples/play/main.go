// Play plays a tabletop game in the terminal: you against bots, or bots
// against each other.
//
//	go run ./examples/play                 # you play seat 0 of Linko! against two bots
//	go run ./examples/play -auto -seed 7   # bots play every seat; the game is printed
//	go run ./examples/play -seats 4 -bots random
//	go run ./examples/play -game lino      # Lino, you against a bot (-bonus: the bonus game)
//	go run ./examples/play -game linx -seats 4 -teams
//
// With a terminal on standard input you play seat 0: the table is drawn as
// your seat sees it, the legal moves are listed with numbers (when there
// are few enough to read), and you answer with a number or a move's
// notation; "help" explains, "quit" leaves. With -auto, or when standard
// input is not a terminal, bots play every seat and the game is printed
// move by move. -human makes you play seat 0 from any input, for scripts.
//
// The program knows no game: it is written once on the handle of package
// tabletop, which opens any game by name and speaks only text and JSON.
package main

import (
	"bufio"
	"context"
	"encoding/json"
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

// errQuit ends the game at the player's word.
var errQuit = errors.New("quit")

// run plays one game as the command line asks and returns the exit status.
func run(args []string, in io.Reader, out, errOut io.Writer, terminal bool) int {
	flags := flag.NewFlagSet("play", flag.ContinueOnError)
	flags.SetOutput(errOut)
	game := flags.String("game", "linko", "the game: "+strings.Join(tabletop.GameNames(), ", "))
	seats := flags.Int("seats", 0, "number of seats (0: the game's usual number)")
	seed := flags.Uint64("seed", 1, "the seed: equal seeds deal equal games")
	botName := flags.String("bots", "greedy", "how the bots play: random, greedy, or any bot the game offers")
	teams := flags.Bool("teams", false, "play in teams (LINX with 4 seats)")
	bonus := flags.Bool("bonus", false, "play Lino's bonus game")
	auto := flags.Bool("auto", false, "bots play every seat; the game is printed move by move")
	human := flags.Bool("human", false, "play seat 0 from standard input even if it is not a terminal")
	if err := flags.Parse(args); err != nil {
		return 2
	}
	info, ok := gameInfo(*game)
	if !ok {
		fmt.Fprintf(errOut, "play: -game %q: choose one of %s\n", *game, strings.Join(tabletop.GameNames(), ", "))
		return 2
	}
	options := map[string]any{"seed": strconv.FormatUint(*seed, 10)}
	if *seats != 0 {
		options["players"] = *seats
	} else if *teams {
		options["players"] = 4 // teams are two of two
	}
	for flagName, set := range map[string]bool{"teams": *teams, "bonus": *bonus} {
		if !set {
			continue
		}
		if !slices.ContainsFunc(info.Options, func(o tabletop.OptionInfo) bool { return o.Name == flagName }) {
			fmt.Fprintf(errOut, "play: -%s: %s has no such option\n", flagName, info.Title)
			return 2
		}
		options[flagName] = true
	}
	data, _ := json.Marshal(options)
	table, err := tabletop.Open(*game, data)
	if err != nil {
		fmt.Fprintf(errOut, "play: %v\n", err)
		return 1
	}
	i := slices.IndexFunc(info.Bots, func(b tabletop.BotInfo) bool { return b.Name == *botName })
	if i < 0 {
		fmt.Fprintf(errOut, "play: -bots %q: choose one of %s\n", *botName, botNames(info))
		return 2
	}
	takesSeed := slices.ContainsFunc(info.Bots[i].Options, func(o tabletop.OptionInfo) bool { return o.Name == "seed" })
	bots := make([]*tabletop.Bot, table.Players())
	for seat := range bots {
		var botOptions []byte
		if takesSeed {
			botOptions = fmt.Appendf(nil, `{"seed":"%d"}`, *seed+uint64(seat))
		}
		if bots[seat], err = tabletop.NewBot(*game, *botName, botOptions); err != nil {
			fmt.Fprintf(errOut, "play: %v\n", err)
			return 1
		}
	}
	p := player{human: *human || (terminal && !*auto), lines: bufio.NewScanner(in), out: out}
	switch err := p.play(table, bots); {
	case errors.Is(err, errQuit):
		fmt.Fprintln(out, "bye")
	case err != nil:
		fmt.Fprintf(errOut, "play: %v\n", err)
		return 1
	}
	return 0
}

func gameInfo(name string) (tabletop.GameInfo, bool) {
	games := tabletop.Games()
	i := slices.IndexFunc(games, func(g tabletop.GameInfo) bool { return g.Name == name })
	if i < 0 {
		return tabletop.GameInfo{}, false
	}
	return games[i], true
}

func botNames(info tabletop.GameInfo) string {
	var names []string
	for _, b := range info.Bots {
		names = append(names, b.Name)
	}
	return strings.Join(names, ", ")
}

// player runs a game at a terminal: seat 0 from the input when human,
// every other seat by a bot.
type player struct {
	human bool
	lines *bufio.Scanner
	out   io.Writer
}

// you is the seat a human plays.
const you = 0

// play runs the game to its end.
func (p player) play(table tabletop.Table, bots []*tabletop.Bot) error {
	for !table.Over() {
		seat := table.ToMove()
		var move string
		var err error
		if p.human && seat == you {
			move, err = p.ask(table)
		} else {
			move, err = bots[seat].Choose(context.Background(), table)
		}
		if err != nil {
			return err
		}
		next, events, err := table.Play(seat, move)
		if err != nil {
			return err // a bot's or a checked move is legal: a bug
		}
		fmt.Fprintf(p.out, "seat %d: %s\n", seat, move)
		// Each event as the human sees it; in a game of bots, as the
		// seat that moved sees it.
		viewer := seat
		if p.human {
			viewer = you
		}
		for _, line := range events.Text(viewer) {
			fmt.Fprintf(p.out, "  %s\n", line)
		}
		table = next
	}
	if p.human {
		text, _ := table.ViewText(you)
		fmt.Fprintln(p.out, text)
	}
	fmt.Fprintf(p.out, "game over: scores %v, winners %v\n", table.Scores(), table.Winners())
	return nil
}

// maxListed is the most moves the prompt lists; past it, the human types
// the move (a Lino tile move has thousands of choices).
const maxListed = 40

// ask shows the human the table and reads entries until one is a legal
// move, which it returns in the game's notation.
func (p player) ask(table tabletop.Table) (string, error) {
	legal := table.LegalMoves()
	p.show(table, legal)
	for {
		fmt.Fprintf(p.out, "your move (a number, notation such as %q, help or quit): ", withoutSeat(legal[0]))
		if !p.lines.Scan() {
			return "", errors.New("the input ended before the game")
		}
		text := strings.TrimSpace(p.lines.Text())
		switch text {
		case "":
			continue
		case "quit", "exit":
			return "", errQuit
		case "help", "?":
			p.help(legal)
			continue
		case "moves":
			p.list(legal, len(legal))
			continue
		case "table":
			p.show(table, legal)
			continue
		}
		if n, err := strconv.Atoi(text); err == nil {
			if n < 1 || n > len(legal) {
				fmt.Fprintf(p.out, "there is no move %d: choose 1 to %d (\"moves\" lists them)\n", n, len(legal))
				continue
			}
			text = legal[n-1]
		}
		// Playing the move on the table, which stays as it is, checks it
		// and says why it is refused.
		if _, _, err := table.Play(you, text); err != nil {
			fmt.Fprintln(p.out, err)
			continue
		}
		if !strings.Contains(text, ":") {
			text = strconv.Itoa(you) + ":" + text
		}
		return text, nil
	}
}

// show draws the table as the human's seat sees it, and the moves when
// there are few enough to choose from by number.
func (p player) show(table tabletop.Table, legal []string) {
	text, _ := table.ViewText(you)
	fmt.Fprintln(p.out, "\n"+strings.TrimRight(text, "\n"))
	if len(legal) > maxListed {
		fmt.Fprintf(p.out, "%d legal moves: type yours in notation (\"moves\" lists them all)\n", len(legal))
		return
	}
	p.list(legal, len(legal))
}

func (p player) list(legal []string, n int) {
	for i, m := range legal[:n] {
		fmt.Fprintf(p.out, "%3d  %s\n", i+1, withoutSeat(m))
	}
}

func (p player) help(legal []string) {
	fmt.Fprintf(p.out, `Type the number of a listed move, or a move in notation, such as %q
(the seat goes without saying). Other words:
  moves   list every legal move
  table   draw the table again
  help    this text
  quit    leave the game
`, withoutSeat(legal[0]))
}

// withoutSeat returns a move's notation without its "SEAT:" prefix.
func withoutSeat(move string) string {
	_, rest, ok := strings.Cut(move, ":")
	if !ok {
		return move
	}
	return rest
}

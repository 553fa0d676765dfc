// Play plays a tabletop game in the terminal: you against bots, or bots
// against each other.
//
//	go run ./examples/play                 # you play seat 0 of Linko! against two bots
//	go run ./examples/play -auto -seed 7   # bots play every seat; the game is printed
//	go run ./examples/play -seats 4 -bots random
//	go run ./examples/play -game lino      # Lino, you against a bot (-bonus: the bonus game)
//	go run ./examples/play -game linx -seats 4 -teams
//
// With a terminal on standard input you play seat 1 (seat 0 in notation):
// the table is drawn as your seat sees it, with your moves below it,
// numbered, grouped by what you pick first (a card value, a tile, a
// symbol) when they are too many for an 80×24 screen; you answer with a
// number or a move's notation. "rules" tells the game's rules, "legend"
// how to read the table, "help" the rest, "quit" leaves. What happens is
// told in sentences, as the library narrates it. With -auto, or when
// standard input is not a terminal, bots play every seat and the game is
// told as a spectator sees it. -human makes you play from any input, for
// scripts.
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
	seed := flags.Uint64("seed", 0, "the seed: equal seeds deal equal games (0: a fresh deal, whose seed is printed)")
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
	options := map[string]any{}
	if *seed != 0 {
		options["seed"] = strconv.FormatUint(*seed, 10)
	}
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
		if takesSeed && *seed != 0 {
			botOptions = fmt.Appendf(nil, `{"seed":"%d"}`, *seed+uint64(seat))
		}
		if bots[seat], err = tabletop.NewBot(*game, *botName, botOptions); err != nil {
			fmt.Fprintf(errOut, "play: %v\n", err)
			return 1
		}
	}
	if *seed == 0 {
		var o struct{ Seed string }
		if data, err := table.Options(); err == nil && json.Unmarshal(data, &o) == nil && o.Seed != "" {
			fmt.Fprintf(out, "%s, deal %s (-seed %s plays it again)\n", info.Title, o.Seed, o.Seed)
		}
	}
	p := &player{human: *human || (terminal && !*auto), lines: bufio.NewScanner(in), out: out, game: *game, group: -1}
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
	game  string

	// What the move list shows: every move, or the choices, or the moves
	// of one choice (group), from the entry from on; next is where "more"
	// goes on.
	group, from, next int
}

// you is the seat a human plays.
const you = 0

// The screen the table and the prompt fit on together.
const (
	screenLines = 24
	screenCols  = 80
)

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
		lines := events.Narrate(reader, nil)
		if table.Over() && len(lines) > 0 {
			lines = lines[:len(lines)-1] // the game's end: told below, once
		}
		for _, line := range lines {
			p.print("  ", "    ", line)
		}
	}
	if p.human {
		fmt.Fprintln(p.out, strings.Join(boardLines(table), "\n"))
	}
	p.print("", "  ", ending(table, reader))
	return nil
}

// ending says who won and the scores, in one line.
func ending(table tabletop.Table, reader int) string {
	name := func(seat int) string {
		if seat == reader {
			return "you"
		}
		return fmt.Sprintf("Seat %d", seat+1)
	}
	var won, scores []string
	for _, w := range table.Winners() {
		won = append(won, name(w))
	}
	for seat, sc := range table.Scores() {
		scores = append(scores, fmt.Sprintf("%s %d", name(seat), sc))
	}
	if len(won) == 0 {
		won = []string{"nobody"}
	}
	return fmt.Sprintf("Game over: %s won. Scores: %s.", strings.Join(won, " and "), strings.Join(scores, ", "))
}

// print writes text wrapped to the screen's width, its first line
// indented by indent, the others by hang.
func (p *player) print(indent, hang, text string) {
	for i, line := range wrap(text, screenCols-1-max(len(indent), len(hang))) {
		if i > 0 {
			indent = hang
		}
		fmt.Fprintln(p.out, indent+line)
	}
}

// wrap cuts text at spaces into lines of at most width runes.
func wrap(text string, width int) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(text) {
		if line != "" && len([]rune(line))+1+len([]rune(word)) > width {
			lines = append(lines, line)
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += word
	}
	return append(lines, line)
}

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

// An entry is a numbered item of the move list: a move, or a choice to
// open.
type entry struct {
	label string
	move  *option
	group int
}

// entries is what the move list offers now: the moves of the open choice;
// else every move if they fit in room lines; else the choices, where a
// choice without a pick lists its moves one by one.
func (p *player) entries(cs []choice, room int) []entry {
	moves := func(i int) []entry {
		var out []entry
		for j := range cs[i].moves {
			out = append(out, entry{label: cs[i].moves[j].text, move: &cs[i].moves[j]})
		}
		return out
	}
	if p.group >= 0 && p.group < len(cs) {
		return moves(p.group)
	}
	var all, groups []entry
	for i, c := range cs {
		all = append(all, moves(i)...)
		if c.pick == "" {
			groups = append(groups, moves(i)...)
		} else {
			groups = append(groups, entry{label: fmt.Sprintf("%s… (%d)", c.pick, len(c.moves)), group: i})
		}
	}
	if _, next := layout(all, 0, room); next == len(all) {
		return all
	}
	return groups
}

// layout numbers the entries from the first on and flows them into lines
// of the screen's width, room lines at most; it returns the lines and the
// first entry left out.
func layout(es []entry, first, room int) ([]string, int) {
	var lines []string
	line := ""
	for i := first; i < len(es); i++ {
		item := fmt.Sprintf("%3d %s", i+1, es[i].label)
		if line != "" && len(line)+2+len(item) > screenCols-1 {
			lines = append(lines, line)
			line = ""
			if len(lines) == room {
				return lines, i
			}
		}
		if line != "" {
			line += "  "
		}
		line += item
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines, len(es)
}

// show draws the table as the human's seat sees it and, below it, as much
// of the move list as fits on the screen with the prompt; it returns the
// entries the numbers stand for.
func (p *player) show(table tabletop.Table) []entry {
	board := boardLines(table)
	fmt.Fprintln(p.out, strings.Join(board, "\n"))
	cs, err := choices(table)
	if err != nil {
		fmt.Fprintln(p.out, err)
		return nil
	}
	room := max(2, screenLines-len(board)-2) // the prompt, and a line saying more
	es := p.entries(cs, room)
	lines, next := layout(es, p.from, room)
	for _, l := range lines {
		fmt.Fprintln(p.out, l)
	}
	var hints []string
	p.next = 0
	switch {
	case next < len(es):
		hints = append(hints, fmt.Sprintf("%d more: type more", len(es)-next))
		p.next = next
	case p.from > 0:
		hints = append(hints, "the last of them: more starts again")
	}
	if p.group >= 0 {
		hints = append(hints, "back: the other choices")
	}
	if len(hints) > 0 {
		fmt.Fprintf(p.out, "    (%s)\n", strings.Join(hints, "; "))
	}
	return es
}

// boardLines is the table as the human's seat sees it, each line within
// the screen's width.
func boardLines(table tabletop.Table) []string {
	text, _ := table.ViewText(you)
	var board []string
	for _, line := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		if len([]rune(line)) < screenCols {
			board = append(board, line)
			continue
		}
		board = append(board, wrap(line, screenCols-1)...) // a sentence under the table
	}
	return board
}

// moves lists every legal move by its choice, one line each.
func (p *player) moves(table tabletop.Table) {
	cs, err := choices(table)
	if err != nil {
		fmt.Fprintln(p.out, err)
		return
	}
	for _, c := range cs {
		var texts []string
		for _, m := range c.moves {
			texts = append(texts, m.text)
		}
		head := c.pick
		if head == "" {
			head = "-"
		}
		p.print("", "    ", head+": "+strings.Join(texts, ", "))
	}
}

// say writes paragraphs, each wrapped to the screen.
func (p *player) say(paragraphs []string) {
	for _, para := range paragraphs {
		if strings.HasPrefix(para, " ") {
			fmt.Fprintln(p.out, para) // a line of a table, short
			continue
		}
		p.print("", "", para)
	}
}

func (p *player) help() {
	p.say([]string{
		"Type the number of a move, or of a choice to see its moves; or type a move in notation, such as the prompt shows (your seat goes without saying). Other words:",
		"  rules    the rules of the game",
		"  legend   how to read the table",
		"  more     the next moves, when they are more than the screen holds",
		"  back     the choices again, after opening one",
		"  moves    every legal move, by choice",
		"  table    the table again",
		"  help     this text",
		"  quit     leave the game",
	})
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
	legal := table.LegalMoves()
	for {
		fmt.Fprintf(p.out, "your move (number, move like %q, rules, legend, help): ", withoutSeat(legal[0]))
		if !p.lines.Scan() {
			return table, tabletop.Events{}, errors.New("the input ended before the game")
		}
		text := strings.TrimSpace(p.lines.Text())
		switch text {
		case "":
			continue
		case "quit", "exit":
			return table, tabletop.Events{}, errQuit
		case "help", "?":
			p.help()
			continue
		case "rules":
			p.say(rules[p.game])
			continue
		case "legend":
			p.say(legends[p.game])
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
		if n, err := strconv.Atoi(text); err == nil {
			if n < 1 || n > len(es) {
				fmt.Fprintf(p.out, "there is no %d: choose 1 to %d\n", n, len(es))
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
				fmt.Fprintln(p.out, err)
				continue
			}
			return next, events, nil
		}
		// Playing the move on the table, which stays as it is, checks it
		// and says why it is refused.
		next, events, err := table.Play(you, text)
		if err != nil {
			fmt.Fprintln(p.out, err)
			continue
		}
		return next, events, nil
	}
}

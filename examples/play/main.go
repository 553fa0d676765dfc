// Play plays a tabletop game in the terminal: you against bots, or bots
// against each other.
//
//	go run ./examples/play                 # you play seat 1 of Linko! against two bots
//	go run ./examples/play -auto -seed 7   # bots play every seat; the game is printed
//	go run ./examples/play -seats 4 -bots easy   # easy, medium or hard, as the page plays them
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
// scripts. -names gives the players' names, which every sentence uses.
// The prompt takes its words in the player's language ("règles",
// "aiuto", "meer") and in English alike.
//
// The program knows no game: it is written once on the handle of package
// tabletop, which opens any game by name and speaks only text and JSON.
package main

import (
	"bufio"
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
	// The language comes first: the -h text and the refusals of the
	// command line speak it. A language no one knows is refused in the
	// environment's.
	l, err := languageFlag(langArg(args), os.Getenv)
	if err != nil {
		l, _ = languageFlag("", os.Getenv)
	}
	w, f := wordsOf(l), flagWordsOf(l)
	refuse := func(sentence string) int {
		fmt.Fprintln(errOut, sentence)
		return 2
	}
	if err != nil {
		return refuse(f.language(l.Quote(langArg(args)), f.either(strings.Split(tags(), ", "))))
	}
	flags := flag.NewFlagSet("play", flag.ContinueOnError)
	flags.SetOutput(io.Discard) // the flag package's words are English: usageOf says them
	flags.Usage = usageOf(flags, l, f, errOut)
	game := flags.String("game", "linko", "")
	seats := flags.Int("seats", 0, "")
	seedText := flags.String("seed", "", "")    // read below, so that a wrong number is refused as one
	level := flags.String("bots", "medium", "") // a level in English, as botOf reads it
	teams := flags.Bool("teams", false, "")
	bonus := flags.Bool("bonus", false, "")
	auto := flags.Bool("auto", false, "")
	human := flags.Bool("human", false, "")
	playerNames := flags.String("names", "", "")
	flags.String("lang", "", "") // read by langArg
	if err := flags.Parse(args); errors.Is(err, flag.ErrHelp) {
		return 2
	} else if err != nil {
		return refuse(f.misread)
	}
	var seed uint64
	if *seedText != "" {
		if seed, err = strconv.ParseUint(*seedText, 10, 64); err != nil {
			return refuse(f.seed(l.Quote(*seedText)))
		}
	}
	info, ok := gameInfo(*game)
	if !ok {
		return refuse(f.game(l.Quote(*game), f.either(tabletop.GameNames())))
	}
	options := map[string]any{}
	if seed != 0 {
		options["seed"] = strconv.FormatUint(seed, 10)
	}
	if *seats != 0 {
		if *seats < info.MinPlayers || *seats > info.MaxPlayers {
			return refuse(f.seats(info.Title, info.MinPlayers, info.MaxPlayers, *seats))
		}
		options["players"] = *seats
	}
	for flagName, set := range map[string]bool{"teams": *teams, "bonus": *bonus} {
		if !set {
			continue
		}
		if !slices.ContainsFunc(info.Options, func(o tabletop.OptionInfo) bool { return o.Name == flagName }) {
			return refuse(f.option(info.Title, flagName))
		}
		options[flagName] = true
	}
	switch {
	case *teams && *seats == 0:
		options["players"] = teamSeats
	case *teams && *seats != teamSeats:
		return refuse(f.teams(*seats)) // in the player's words, not the library's (words-round16 fr 1)
	}
	data, _ := json.Marshal(options)
	// The checks above refuse, in the player's words, every option the
	// games refuse; an error here is the program's, not the player's.
	table, err := tabletop.Open(*game, data)
	if err != nil {
		fmt.Fprintf(errOut, "play: %v\n", err)
		return 1
	}
	if *playerNames != "" {
		table = table.WithNames(strings.Split(*playerNames, ","))
	}
	lv := botOf(*level, f)
	i := slices.IndexFunc(info.Bots, func(b tabletop.BotInfo) bool { return b.Name == lv.bot })
	if i < 0 {
		return refuse(f.bot(l.Quote(*level), f.either(levelsOf(info, f)), f.either(botNames(info))))
	}
	takesSeed := slices.ContainsFunc(info.Bots[i].Options, func(o tabletop.OptionInfo) bool { return o.Name == "seed" })
	bots := make([]*tabletop.Bot, table.Players())
	for seat := range bots {
		botOptions := map[string]any{}
		if takesSeed && seed != 0 {
			botOptions["seed"] = strconv.FormatUint(seed+uint64(seat), 10)
		}
		if lv.iterations > 0 {
			botOptions["iterations"] = lv.iterations
		}
		data, _ := json.Marshal(botOptions)
		if bots[seat], err = tabletop.NewBot(*game, lv.bot, data); err != nil {
			fmt.Fprintf(errOut, "play: %v\n", err)
			return 1
		}
	}
	// The game's number, its seed, heads a fresh game; the help says how
	// to play it again.
	var o struct{ Seed string }
	if data, err := table.Options(); err == nil && json.Unmarshal(data, &o) == nil && o.Seed != "" && seed == 0 {
		fmt.Fprintln(out, w.number(info.Title, o.Seed))
	}
	p := &player{human: *human || (terminal && !*auto), lines: bufio.NewScanner(in), out: out, game: *game, lang: l, w: w, seed: o.Seed, group: -1}
	switch err := p.play(table, bots); {
	case errors.Is(err, errQuit):
		fmt.Fprintln(out, w.bye)
	case errors.As(err, new(said)):
		fmt.Fprintln(errOut, err)
		return 1
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

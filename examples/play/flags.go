package main

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// flagWords are the words of the command line, in one language: its -h
// text and its refusals, each a sentence the player reads (words-round11
// fr, it, nl: "Linko! se joue de 2 à 5 joueurs, pas 9.").
type flagWords struct {
	usage string // heads the -h text
	// flags says what each flag does, by its name; {games}, {langs} and
	// {names} stand for the games and the languages' tags, each list
	// closed by or (words-round15 fr: « en, fr, it ou nl »), and the
	// seats' default names.
	flags map[string]string
	// levels are the computer's levels as the page names them, easy,
	// medium and hard (see levelBots); the command line takes a bot's own
	// name too, but no sentence says it (the decision of session 17).
	levels [3]string
	or     string // joins the last two choices of a list
	// seats refuses a number of seats the game does not take, in the
	// language's words for a range or, when min is max, for one number
	// (words-round16 fr 2: not « de 2 à 2 joueurs »).
	seats    func(title string, min, max, n int) string
	teams    func(n int) string                       // -teams with seats other than teamSeats
	seed     func(quoted string) string               // a -seed that is not a game's number
	game     func(quoted, choices string) string      // a game no one knows
	bot      func(quoted, levels, bots string) string // a level or bot the game does not have
	option   func(title, flagName string) string      // an option the game does not have
	language func(quoted, choices string) string      // a language no one knows
	misread  string                                   // the command line was not understood
}

// teamSeats is how many seats a game in teams takes: two teams of two.
const teamSeats = 4

// flagCatalogue holds each language's words of the command line.
var flagCatalogue = map[lang.Language]*flagWords{}

// flagWordsOf returns the words of the command line in language l,
// English for a Language outside lang.All.
func flagWordsOf(l lang.Language) *flagWords {
	if f, ok := flagCatalogue[l]; ok {
		return f
	}
	return flagCatalogue[lang.English]
}

// either joins choices as a choice among them: "linko, lino or linx".
func (f *flagWords) either(choices []string) string {
	if len(choices) < 2 {
		return strings.Join(choices, "")
	}
	return strings.Join(choices[:len(choices)-1], ", ") + " " + f.or + " " + choices[len(choices)-1]
}

// level is a computer's level as it plays: a bot and the iterations of
// its search, 0 for the bot's own budget.
type level struct {
	bot        string
	iterations int
}

// levelBots are the levels, easiest first, as the page plays them
// (lobby.js): Easy the rules of thumb, Medium a short search of 300
// iterations, Hard the search's own budget.
var levelBots = [3]level{{bot: "greedy"}, {bot: "ismcts", iterations: 300}, {bot: "ismcts"}}

// botOf returns the level that -bots names: a level in the player's words
// or in English ("facile", "easy"), or else a bot's own name as it is,
// with its own budget.
func botOf(value string, f *flagWords) level {
	for i, lv := range levelBots {
		if strings.EqualFold(value, f.levels[i]) || strings.EqualFold(value, flagCatalogue[lang.English].levels[i]) {
			return lv
		}
	}
	return level{bot: value}
}

// levelsOf returns the levels whose bots the game has, in the player's
// words: what a refusal of -bots offers.
func levelsOf(info tabletop.GameInfo, f *flagWords) []string {
	var levels []string
	for i, lv := range levelBots {
		if slices.ContainsFunc(info.Bots, func(b tabletop.BotInfo) bool { return b.Name == lv.bot }) {
			levels = append(levels, f.levels[i])
		}
	}
	return levels
}

// langArg returns the value args give -lang before they are parsed, so
// that the -h text and the refusals of the flags speak the player's
// language.
func langArg(args []string) string {
	for i, arg := range args {
		if arg == "--" {
			return ""
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(arg, "-"), "=")
		if !strings.HasPrefix(arg, "-") || name != "lang" {
			continue
		}
		if hasValue {
			return value
		}
		if i+1 < len(args) {
			return args[i+1]
		}
	}
	return ""
}

// botNames returns the names of the bots of the game info describes.
func botNames(info tabletop.GameInfo) []string {
	names := make([]string, len(info.Bots))
	for i, b := range info.Bots {
		names[i] = b.Name
	}
	return names
}

// usageOf returns the -h text of flags in language l, as f says it: each
// flag and what it does, defaults included, with no word of the flag
// package's own.
func usageOf(flags *flag.FlagSet, l lang.Language, f *flagWords, out io.Writer) func() {
	return func() {
		var defaults []string
		for seat := range 2 {
			defaults = append(defaults, tabletop.DefaultName(l, seat).Label)
		}
		fill := strings.NewReplacer("{games}", f.either(tabletop.GameNames()), "{langs}", f.either(strings.Split(tags(), ", ")), "{levels}", f.either(f.levels[:]), "{medium}", f.levels[1],
			"{names}", strings.Join(defaults, ", ")+", …")
		fmt.Fprintln(out, f.usage)
		flags.VisitAll(func(fl *flag.Flag) {
			fmt.Fprintf(out, "  -%s\n    \t%s\n", fl.Name, fill.Replace(f.flags[fl.Name]))
		})
	}
}

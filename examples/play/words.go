package main

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// phrases are the words the terminal game says itself, in one language;
// what happens in a game, and its rules, are the library's. Every language
// has one value, in words_<tag>.go; a test checks that none lacks a word.
// The prompt takes the command words of the player's language and
// English's alike.
type phrases struct {
	help       string   // the help's first line: what the prompt takes
	commands   []string // the command words, in the order of commandNames
	meanings   []string // what each command does, in that order
	english    string   // the help's last line: the English words work too
	prompt     string   // asks for a move
	inputEnded string   // the input ended mid-game: a sentence, as said
	// noSuch answers a number out of the list, whose numbers are moves
	// or choices: "Number 99 is not in the list" (words-round15 fr 6).
	noSuch func(n, last int) string
	// unknown answers a typed word that is neither a command nor a move,
	// quoted as the language quotes: what the prompt takes instead.
	unknown  func(quoted string) string
	more     func(n int) string // more moves than the screen holds
	lastOnes string             // the last moves of the list are shown
	back     string             // how to see the other choices
	colon    string             // after a label, before its items, typeset
	// to follows a choice whose moves are the places it goes to, before
	// their list: "Move the tile from K7 to:".
	to        string
	semicolon string // between the paging hints, typeset
	// moveCount says how many moves a grouped choice of game holds: moves,
	// or what they choose among, Lino's places and LINX's cells, as
	// French counts them (words-round10 fr 8: « 20 cases possibles »).
	moveCount func(game string, n int) string
	// whatever says the preview every move shares (its first letter in
	// lower case) once above the list, so that it reads as what any move
	// does, not as a fact: "Quel que soit votre coup, vous ne subtilynxez
	// personne". It is empty where the line would repeat the one above
	// it, and then no line is shown.
	whatever func(preview string) string
	// dash joins a move's label and its preview: a spaced en dash (fr,
	// it, nl), a spaced em dash (en), the preview in lower case after it.
	dash string
	// number heads a game by its title and its number, the seed, in
	// words a player reads (no flag: "Linko! · Partita n. 123"); replay
	// says, in the help, that the same number plays the same game again,
	// by its number as a player says it and no flag (-seed is in -help
	// and the README).
	number  func(title, seed string) string
	replay  func(seed string) string
	bye     string              // when the player quits
	legends map[string][]string // how to read each game's table; {1} and {2} name seats 1 and 2, as legendSeat does
	// legendSeat names seat (counted from 0), called name, in a legend,
	// the reader (you) as you: a name or a label, "(joueur 1)", "(vous)",
	// or whose stones, "le pedine del giocatore 2" (words-round11 it).
	legendSeat func(you bool, seat int, name tabletop.SeatName) string
}

// youOr returns a legendSeat that calls the reader you, and another seat
// by its name as a sentence's subject: "you", "Seat 2", "Ana".
func youOr(you string) func(bool, int, tabletop.SeatName) string {
	return func(reader bool, _ int, name tabletop.SeatName) string {
		if reader {
			return you
		}
		return name.Name
	}
}

// commandNames are the commands the prompt takes besides a move, by their
// English words, which every language takes too.
var commandNames = []string{"rules", "legend", "more", "back", "moves", "table", "help", "quit"}

// command returns the command that text names in the language of w or in
// English ("exit" and "?" too), and whether it names one.
func (w *phrases) command(text string) (string, bool) {
	text = strings.ToLower(text)
	switch text {
	case "exit":
		return "quit", true
	case "?":
		return "help", true
	}
	for i, name := range commandNames {
		if text == name || text == w.commands[i] {
			return name, true
		}
	}
	return "", false
}

// helpText is the help: what the prompt takes, then each command word
// with what it does.
func (w *phrases) helpText() []string {
	lines := []string{w.help}
	for i, word := range w.commands {
		lines = append(lines, fmt.Sprintf("  %-9s %s", word, w.meanings[i]))
	}
	return append(lines, w.english)
}

// pickOf says how to pick a number from 1 to last as a player would: one
// (type 1), two (type 1 or 2), or else many, a format of last ("choose a
// number from 1 to %d").
func pickOf(last int, one, two, many string) string {
	switch last {
	case 1:
		return one
	case 2:
		return two
	}
	return fmt.Sprintf(many, last)
}

// catalogue holds each language's phrases.
var catalogue = map[lang.Language]*phrases{}

// wordsOf returns the phrases of language l, English for a Language
// outside lang.All.
func wordsOf(l lang.Language) *phrases {
	if w, ok := catalogue[l]; ok {
		return w
	}
	return catalogue[lang.English]
}

// shared says the preview every move shares (a sentence of the library,
// in the mover's person: "Vous piochez deux tuiles."), once above the
// list, as what any move does: "Quel que soit votre coup, vous piochez
// deux tuiles." Its first letter goes to lower case, as a preview begins
// with "you" or a verb, never a name. It is empty when the language says
// nothing more than the line above the list.
func (w *phrases) shared(preview string) string {
	r, size := utf8.DecodeRuneInString(preview)
	return w.whatever(string(unicode.ToLower(r)) + preview[size:])
}

// languageFlag returns the language -lang names, or when it is empty the
// language of the environment, as programs read it: $LANGUAGE's list
// first, then the locale, $LC_ALL, $LC_MESSAGES or $LANG, the first that
// is set; English when none names a language the games speak.
func languageFlag(flag string, getenv func(string) string) (lang.Language, error) {
	if flag != "" {
		l, err := lang.Parse(flag)
		if err != nil {
			return l, fmt.Errorf("-lang %q: choose one of %s", flag, tags())
		}
		return l, nil
	}
	var locale string
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if locale = getenv(name); locale != "" {
			break
		}
	}
	if locale == "C" || locale == "POSIX" {
		return lang.English, nil // gettext ignores $LANGUAGE then
	}
	for _, tag := range append(strings.Split(getenv("LANGUAGE"), ":"), locale) {
		if l, err := lang.Parse(tag); err == nil {
			return l, nil
		}
	}
	return lang.English, nil
}

// tags lists the languages' tags: "en, fr, it, nl".
func tags() string {
	var out []string
	for _, l := range lang.All() {
		out = append(out, l.String())
	}
	return strings.Join(out, ", ")
}

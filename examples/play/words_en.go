package main

import (
	"fmt"
	"strings"

	"github.com/tabletopgo/tabletop/lang"
)

func init() {
	catalogue[lang.English] = &phrases{
		help:     "Type the number of a move, or of a choice to see its moves; or type a move in notation, such as the prompt shows (your seat goes without saying). Other words:",
		commands: commandNames,
		meanings: []string{
			"the rules of the game",
			"how to read the table",
			"the next moves, when they are more than the screen holds",
			"the choices again, after opening one",
			"every legal move, by choice",
			"the table again",
			"this text",
			"leave the game",
		},
		english:    "(exit and ? work too)",
		prompt:     "Your move (number, rules, legend or help): ",
		inputEnded: "The input ended before the game.",
		noSuch: func(n, last int) string {
			return fmt.Sprintf("Number %d is not in the list: %s.", n, pickOf(last, "type 1", "type 1 or 2", "choose a number from 1 to %d"))
		},
		unknown:   func(quoted string) string { return "I don’t know " + quoted + ": type a number or “help”." },
		more:      func(n int) string { return fmt.Sprintf("%d more: type “more”", n) },
		lastOnes:  "the last of them: type “more” to start again",
		back:      "type “back” for the other choices",
		colon:     ": ",
		to:        "to",
		semicolon: "; ",
		moveCount: func(_ string, n int) string { return lang.English.Count(n, "move", "moves") },
		dash:      " — ",
		whatever:  enWhatever,
		number:    func(title, seed string) string { return title + " · Game no.\u00a0" + seed },
		replay: func(seed string) string {
			return "This is game number " + seed + "; with the same number you play exactly this game again."
		},
		bye:        "Bye.",
		legendSeat: youOr("you"),
		legends: map[string][]string{
			"linko": {
				"cards: how many cards the seat holds. score: +1 for each card on its tableau, −1 for each in hand (so 13 cards in hand and none played is −13).",
				"known: the cards of that hand everyone has seen (cards it took or took back). tableau: its plays, the top one last; only the top can be attacked.",
				"A play such as 7x2+J is two 7s and a joker; J alone is a joker. > marks the seat to move.",
			},
			"lino": {
				"X: black stone ({1}); O: white stone ({2}); .: empty tile; #: a tile that cannot move; +: a possible place; ~: a forbidden place (a tile left it).",
				"Bonus game, on the empty tiles: x3: a 3 for Black (X); o2: a 2 for White (O); *: a star.",
				"A cell is named by its column's letter and its row's number, {cell}, as the axes show; in a move you type, it is x,y: x grows to the right, y downwards. The letters and numbers name the whole table, with room on every side for the field to grow: that is why it does not start at A1.",
			},
			"linx": {
				"A tile is written with its colour (y yellow, b blue, p pink, g green) and its symbol (R rock, P paper, S scissors).",
				"A small colour letter lies face up (bP: blue paper, face up); a capital one lies face down (BS: blue scissors, face down). +: cell where a tile may go face up; .: cell of the grid's reach.",
				"A cell is named by its column's letter and its row's number, {cell}, as the axes show; in a move you type, it is x,y: x grows to the right, y downwards.",
			},
		},
	}
	flagCatalogue[lang.English] = &flagWords{
		usage: "Usage: play [options]. Options:",
		flags: map[string]string{
			"game":  "the game: {games} (default: linko)",
			"seats": "the number of players (default: the game's usual number)",
			"seed":  "the game's number: the same number plays the same game again (default: a new game, headed by its number)",
			"bots":  "how well the computer plays: {levels} (default: {medium}), or a bot's name (an unknown name lists them)",
			"teams": "play in teams (LINX with 4 players)",
			"bonus": "play Lino's bonus game",
			"auto":  "the computer plays every seat; the game is printed move by move",
			"human": "you play seat 1 even when your moves come from a file or a script, not typed",
			"names": "the players' names, seat by seat, joined by commas: Ana,Bo (default: {names})",
			"lang":  "the language: {langs} (default: from $LANGUAGE, $LC_ALL, $LC_MESSAGES or $LANG, else English (en))",
		},
		levels: [3]string{"easy", "medium", "hard"},
		or:     "or",
		seats: func(title string, min, max, n int) string {
			if min == max {
				return fmt.Sprintf("%s is for %d players, not %d.", title, min, n)
			}
			return fmt.Sprintf("%s is for %d to %d players, not %d.", title, min, max, n)
		},
		teams: func(n int) string { return fmt.Sprintf("A game in teams is for %d players, not %d.", teamSeats, n) },
		seed: func(quoted string) string {
			return "Not a game number: " + quoted + " (a whole number is wanted)."
		},
		game: func(quoted, choices string) string { return "Unknown game: " + quoted + ". Choose " + choices + "." },
		bot: func(quoted, levels, bots string) string {
			return "The computer has no level or bot called " + quoted + ": choose " + levels + ", or a bot: " + bots + "."
		},
		option: func(title, flagName string) string { return title + " has no -" + flagName + " option." },
		language: func(quoted, choices string) string {
			return "Unknown language: " + quoted + ". Choose " + choices + "."
		},
		misread: "These options are not understood: the list above says which there are.",
	}
}

// enWhatever says the preview every move shares once above the list.
// Linko!'s draws, which speak of what is left "to draw", are said of the
// card taken, and a single draw, which the line above has said, as what
// follows it (words-round15 fr 2, the same flaw in English: "Any move
// below: you have only this one card to draw"; words-round16 it 2, nl 7:
// "it is the only one you draw" said nothing new).
func enWhatever(preview string) string {
	const card = "Whichever card you take, "
	switch {
	case strings.HasPrefix(preview, "you have only this one card"):
		return card + "you draw no more after it."
	case strings.Contains(preview, " to draw"):
		return card + preview
	}
	return "Any move below: " + preview
}

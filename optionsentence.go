package tabletop

import (
	"encoding/json"

	"github.com/tabletopgo/tabletop/lang"
)

// optionFault is what an [OptionError]'s Sentence says, found when the
// refusal is made: the options a lobby offers a player (the players, the
// rounds, the first seat, the teams, another game's settings) each have
// their sentence; every other fault is a program's mistake (an option
// given twice, or that the game does not have, a value of the wrong
// type, a layout), which the player is told only that the settings
// cannot start the game.
type optionFault struct {
	kind  faultKind
	bot   bool   // a bot's options
	title string // the game's title, "Linko!"; "" for a bot's and where JSON held no sentence
	other string // faultGame: the title of the game the options name, "" for none known
	// n is the value at fault: the players, the rounds, the first seat
	// from 1; min and max its bounds, players the seats the rule follows.
	n, min, max, players int
	said                 map[string]string // read from JSON: the sentence in each language, by tag
}

// faultKind is the kind of an [optionFault].
type faultKind uint8

const (
	faultOther     faultKind = iota // a program's mistake: the settings cannot start the game
	faultGame                       // another game's settings
	faultPlayers                    // players out of the game's bounds
	faultRounds                     // rounds out of the game's bounds
	faultShared                     // rounds that the players cannot share (Linko!)
	faultFirstSeat                  // a first seat past the players
	faultTeams                      // teams without 4 players
)

// faultOf returns what g's refusal of options, whose option at fault is
// option, says to a player.
func faultOf(g game, options []byte, option string) *optionFault {
	info := g.describe()
	f := &optionFault{title: info.Title}
	given, _ := readObject(options) // valid JSON: optionAtFault checked it
	number := func(name string) (int, bool) {
		var n int
		for _, o := range info.Options {
			if d, ok := o.Default.(int); ok && o.Name == name {
				n = d
			}
		}
		if value, ok := given[name]; ok {
			return n, json.Unmarshal(value, &n) == nil
		}
		return n, true
	}
	players, playersOK := number("players")
	switch option {
	case "game":
		f.kind = faultGame
		var named string
		if json.Unmarshal(given["game"], &named) == nil {
			if other, err := lookup(named); err == nil {
				f.other = other.describe().Title
			}
		}
	case "players":
		if playersOK && (players < info.MinPlayers || players > info.MaxPlayers) {
			f.kind, f.n, f.min, f.max = faultPlayers, players, info.MinPlayers, info.MaxPlayers
		}
	case "rounds":
		rounds, ok := number("rounds")
		for _, o := range info.Options {
			if o.Name == "rounds" && ok && playersOK {
				f.kind, f.n, f.min, f.max, f.players = faultShared, rounds, o.Min, o.Max, players
				if rounds < o.Min || rounds > o.Max {
					f.kind = faultRounds
				}
			}
		}
	case "firstSeat":
		if seat, ok := number("firstSeat"); ok && seat >= 0 && playersOK {
			f.kind, f.n, f.players = faultFirstSeat, seat+1, players
		}
	case "teams":
		var teams bool
		if json.Unmarshal(given["teams"], &teams) == nil && teams && playersOK {
			f.kind, f.n = faultTeams, players
		}
	}
	return f
}

// Sentence returns the refusal in a sentence for the player who chose the
// options, in language l: what to change, where the option is one a
// lobby offers ("Linko! is played by 2 to 5 players, not 7.", "Seat 4
// does not exist with 3 players."), and that the settings cannot start
// the game (or the computer's settings, for a bot's options) where a
// program's mistake is at fault: an option given twice, or that the game
// does not have, a value of the wrong type, which only Error details. An
// OptionError read from JSON says the sentence its JSON holds; a nil or
// zero OptionError says "".
func (e *OptionError) Sentence(l lang.Language) string {
	if e == nil || e.Err == nil {
		return ""
	}
	l = l.Spoken()
	f := optionFault{}
	if e.fault != nil {
		f = *e.fault
	}
	if said, ok := f.said[l.String()]; ok {
		return said
	}
	return optionWords[l].say(l, f)
}

// sentences returns e's Sentence in each language, by tag, as its JSON
// holds them.
func (e *OptionError) sentences() map[string]string {
	said := make(map[string]string, len(lang.All()))
	for _, l := range lang.All() {
		said[l.String()] = e.Sentence(l)
	}
	return said
}

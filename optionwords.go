package tabletop

import (
	"fmt"
	"strings"

	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// optionPhrases are one language's sentences of refused options
// ([OptionError.Sentence]), as fmt formats, each with its arguments by
// index: the game's title is %[1]s in each that names it.
type optionPhrases struct {
	// otherGame: %[2]s is the other game's title; anyGame names none.
	otherGame, anyGame string
	// players, onlyPlayers (a game of one number of players), rounds,
	// eitherRounds (two numbers of rounds): %[2]d is the least, %[3]d
	// the most, %[4]d the number given.
	players, onlyPlayers, rounds, eitherRounds string
	// shared says that n rounds cannot be shared by the players.
	shared func(l lang.Language, n, players, max int) string
	// firstSeat: %[1]d is the seat, from 1, %[2]d the players.
	firstSeat string
	// teams: %[1]d is the players.
	teams string
	// settings: the game cannot be played with these settings; bot: the
	// computer cannot play with them; unsaid: they cannot be used (an
	// OptionError read from JSON that holds no sentence).
	settings, bot, unsaid string
}

// optionWords holds each language's phrases; the page's own words for
// the same refusals, which natives read (examples/server/web/i18n), are
// these.
var optionWords = map[lang.Language]optionPhrases{
	lang.English: {
		otherGame:    "%[1]s cannot be played with %[2]s's settings",
		anyGame:      "%[1]s cannot be played with another game's settings",
		players:      "%[1]s is played by %[2]d to %[3]d players, not %[4]d",
		onlyPlayers:  "%[1]s is played by %[2]d players, not %[4]d",
		rounds:       "%[1]s is played in %[2]d to %[3]d rounds, not %[4]d",
		eitherRounds: "%[1]s is played in %[2]d or %[3]d rounds, not %[4]d",
		shared: func(l lang.Language, n, players, max int) string {
			return fmt.Sprintf("%s cannot be shared by %d players: play 1 round, or a multiple of %d up to %d, so that every seat begins equally often",
				l.Count(n, "round", "rounds"), players, players, max)
		},
		firstSeat: "Seat %[1]d does not exist with %[2]d players",
		teams:     "Teams need 4 players, not %[1]d",
		settings:  "%[1]s cannot be played with these settings",
		bot:       "The computer cannot play with these settings",
		unsaid:    "These settings cannot be used",
	},
	lang.French: {
		otherGame:    "%[1]s ne se joue pas avec les réglages de %[2]s",
		anyGame:      "%[1]s ne se joue pas avec les réglages d'un autre jeu",
		players:      "%[1]s se joue de %[2]d à %[3]d joueurs, pas à %[4]d",
		onlyPlayers:  "%[1]s se joue à %[2]d joueurs, pas à %[4]d",
		rounds:       "%[1]s se joue en %[2]d à %[3]d manches, pas en %[4]d",
		eitherRounds: "%[1]s se joue en %[2]d ou %[3]d manches, pas en %[4]d",
		shared: func(l lang.Language, n, players, max int) string {
			return fmt.Sprintf("%s entre %d joueurs : jouez 1 manche, ou un multiple de %d jusqu'à %d, pour que chacun commence le même nombre de fois",
				l.Count(n, "manche ne se répartit pas", "manches ne se répartissent pas"), players, players, max)
		},
		firstSeat: "Le joueur %[1]d n'existe pas dans une partie à %[2]d joueurs",
		teams:     "Le jeu en équipes se joue à 4 joueurs, pas à %[1]d",
		settings:  "%[1]s ne se joue pas avec ces réglages",
		bot:       "L'ordinateur ne peut pas jouer avec ces réglages",
		unsaid:    "Ces réglages ne conviennent pas",
	},
	lang.Italian: {
		otherGame:    "%[1]s non si gioca con le impostazioni di %[2]s",
		anyGame:      "%[1]s non si gioca con le impostazioni di un altro gioco",
		players:      "%[1]s si gioca da %[2]d a %[3]d giocatori, non in %[4]d",
		onlyPlayers:  "%[1]s si gioca in %[2]d giocatori, non in %[4]d",
		rounds:       "%[1]s si gioca da %[2]d a %[3]d manche, non in %[4]d",
		eitherRounds: "%[1]s si gioca in %[2]d o %[3]d manche, non in %[4]d",
		shared: func(l lang.Language, n, players, max int) string {
			return fmt.Sprintf("%s fra %d giocatori: gioca 1 manche, o un multiplo di %d fino a %d, perché ogni giocatore cominci lo stesso numero di volte",
				l.Count(n, "manche non si divide", "manche non si dividono"), players, players, max)
		},
		firstSeat: "Il giocatore %[1]d non esiste in una partita a %[2]d giocatori",
		teams:     "A squadre si gioca in 4 giocatori, non in %[1]d",
		settings:  "%[1]s non si gioca con queste impostazioni",
		bot:       "Il computer non può giocare con queste impostazioni",
		unsaid:    "Queste impostazioni non vanno bene",
	},
	lang.Dutch: {
		otherGame:    "%[1]s speel je niet met de instellingen van %[2]s",
		anyGame:      "%[1]s speel je niet met de instellingen van een ander spel",
		players:      "%[1]s speel je met %[2]d tot %[3]d spelers, niet met %[4]d",
		onlyPlayers:  "%[1]s speel je met %[2]d spelers, niet met %[4]d",
		rounds:       "%[1]s speel je in %[2]d tot %[3]d rondes, niet in %[4]d",
		eitherRounds: "%[1]s speel je in %[2]d of %[3]d rondes, niet in %[4]d",
		shared: func(l lang.Language, n, players, max int) string {
			return fmt.Sprintf("%s niet te verdelen over %d spelers: speel 1 ronde, of een veelvoud van %d (hoogstens %d), zodat iedereen even vaak begint",
				l.Count(n, "ronde is", "rondes zijn"), players, players, max)
		},
		firstSeat: "Speler %[1]d bestaat niet als je met %[2]d spelers speelt",
		teams:     "In teams speel je met 4 spelers, niet met %[1]d",
		settings:  "%[1]s speel je niet met deze instellingen",
		bot:       "De computer kan niet spelen met deze instellingen",
		unsaid:    "Met deze instellingen kan het niet",
	},
}

// say returns f's sentence in language l, finished: its first letter a
// capital, its end a full stop (none after a title's own "!": "… de
// Linko!"), the language's typography applied.
func (w optionPhrases) say(l lang.Language, f optionFault) string {
	var text string
	switch {
	case f.bot:
		text = w.bot
	case f.title == "":
		text = w.unsaid
	case f.kind == faultGame && f.other != "":
		text = fmt.Sprintf(w.otherGame, f.title, f.other)
	case f.kind == faultGame:
		text = fmt.Sprintf(w.anyGame, f.title)
	case f.kind == faultPlayers && f.min == f.max:
		text = fmt.Sprintf(w.onlyPlayers, f.title, f.min, f.max, f.n)
	case f.kind == faultPlayers:
		text = fmt.Sprintf(w.players, f.title, f.min, f.max, f.n)
	case f.kind == faultRounds && f.max == f.min+1:
		text = fmt.Sprintf(w.eitherRounds, f.title, f.min, f.max, f.n)
	case f.kind == faultRounds:
		text = fmt.Sprintf(w.rounds, f.title, f.min, f.max, f.n)
	case f.kind == faultShared:
		text = w.shared(l, f.n, f.players, f.max)
	case f.kind == faultFirstSeat:
		text = fmt.Sprintf(w.firstSeat, f.n, f.players)
	case f.kind == faultTeams:
		text = fmt.Sprintf(w.teams, f.n)
	default:
		text = fmt.Sprintf(w.settings, f.title)
	}
	if !strings.HasSuffix(text, "!") {
		text += "."
	}
	return speech.Of(l).Capital(text)
}

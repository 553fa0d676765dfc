package speech

import (
	"strconv"
	"strings"

	"github.com/tabletopgo/tabletop/lang"
)

// Italian calls an unnamed seat "il giocatore 2", in lower case as the
// rulebook writes "il giocatore", a noun that contracts with its
// prepositions ("al giocatore 2", "del giocatore 2"), and the computer so
// too ("il computer", "al computer"). The reader is "tu".
func init() {
	catalogue[lang.Italian] = Basics{
		SeatWord: "Giocatore",
		Computer: "Computer",
		Called:   itCalled,
		And:      "e",
		Together: func(who []Person, done string) string {
			it := Of(lang.Italian)
			switch {
			case len(who) == 1 && who[0].You:
				return "hai " + done
			case hasYou(who):
				return it.joinPeople(who, "tu") + " avete " + done
			case len(who) > 1:
				return it.joinPeople(who, "tu") + " hanno " + done
			}
			return it.joinPeople(who, "tu") + " ha " + done
		},
		ToPrep: "a",
		OfPrep: "di",
		Of:     func(name string) string { return "di " + name },
		Plural: lang.Italian.Plural,
		Points: func(n int) string { return Of(lang.Italian).Count(n, "punto", "punti") },
		Scored: func(who Person, points string) string { return Of(lang.Italian).Did(who, "fatto "+points) },
		// What a player closed with, in the past, as a list of scores says
		// it (italianResults): one way for a score alone or in a list
		// (words-round12 it 4), the reader's with "tu", who stands beside
		// a winner named before ("Ana ha vinto con 5 punti; tu hai chiuso
		// con −2 punti"); "chiudere con", as "chiudere a" is the stock
		// market's (words-round15 it).
		FinishesOn: finishesOn(lang.Italian, "tu hai chiuso con", "ha chiuso con"),
		Refusals: map[string]string{
			"not-your-turn":  "Non è il tuo turno: tocca {a toMove}.",
			"nobody-to-move": "Adesso non tocca a nessuno.",
			"game-over":      "La partita è finita.",
			"not-legal-here": "Adesso non puoi fare questa mossa.",
			"malformed":      "Questa non è una mossa di questo gioco.",
			"other-seat":     "Questa è la mossa di un altro giocatore, non la tua.",
			"no-game":        "Qui non c'è nessuna partita in corso.",
			"error":          "Qualcosa è andato storto: non si può fare ora.",
		},
		Numbers: [11]string{"zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove", "dieci"},
		Quotes:  marks(lang.Italian),
		typeset: apostrophe,
		results: italianResults,
		andBefore: func(last string) string {
			if strings.ContainsRune("eèéEÈÉ", []rune(last + " ")[0]) {
				return "ed"
			}
			return "e"
		},
	}
}

// itArticled are the Italian prepositions that join the article il:
// "al giocatore 2", "del giocatore 2".
var itArticled = map[string]string{"": "il", "a": "al", "di": "del", "da": "dal", "in": "nel", "su": "sul"}

// itCalled names p after prep in Italian: the seat's default name or the
// computer with its article, joined to the preposition.
func itCalled(p Person, prep string) string {
	if p.Seat > 0 {
		noun := "giocatore " + strconv.Itoa(p.Seat)
		if p.Computers > 0 {
			noun = p.numbered("computer")
		}
		if art, ok := itArticled[prep]; ok {
			return art + " " + noun
		}
		return prep + " il " + noun
	}
	if prep == "a" && strings.HasPrefix(strings.ToLower(p.Name), "a") {
		return "ad " + p.Name // the euphonic d: "ad Ana"
	}
	return after(p, prep)
}

// apostrophe writes the typographic apostrophe ’ for the ASCII one.
func apostrophe(text string) string { return strings.ReplaceAll(text, "'", "’") }

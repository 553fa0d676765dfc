package speech

import (
	"strconv"

	"github.com/tabletopgo/tabletop/lang"
)

// Dutch calls an unnamed seat "speler 2", with no article and no
// contraction: "van speler 2", "speler 2 is aan de beurt"; the computer
// is "de computer" ("aan de computer"), "computer 2" where several play,
// as "speler 2". The reader is "je".
func init() {
	catalogue[lang.Dutch] = Basics{
		SeatWord: "Speler",
		Computer: "Computer",
		Called: func(p Person, prep string) string {
			switch {
			case p.Computers == 1:
				p.Name = "de computer"
			case p.Computers > 1:
				p.Name = p.numbered("computer")
			case p.Seat > 0:
				p.Name = "speler " + strconv.Itoa(p.Seat)
			}
			return after(p, prep)
		},
		And:       "en",
		andBefore: always("en"),
		Together: func(who []Person, done string) string {
			nl := Of(lang.Dutch)
			switch {
			case len(who) == 1 && who[0].You:
				return "je hebt " + done
			case len(who) > 1:
				return nl.joinPeople(who, "jij") + " hebben " + done
			}
			return nl.joinPeople(who, "jij") + " heeft " + done
		},
		ToPrep:     "aan",
		OfPrep:     "van",
		Of:         func(name string) string { return "van " + name },
		Plural:     lang.Dutch.Plural,
		Points:     func(n int) string { return Of(lang.Dutch).Count(n, "punt", "punten") },
		Scored:     func(who Person, points string) string { return Of(lang.Dutch).Did(who, points+" gescoord") },
		FinishesOn: finishesOn(lang.Dutch, "je eindigt op", "eindigt op"),
		Refusals: map[string]string{
			"not-your-turn":  "Nog even wachten: {toMove} is aan de beurt.",
			"nobody-to-move": "Niemand is nu aan de beurt.",
			"game-over":      "De partij is afgelopen.",
			"not-legal-here": "Die zet kun je nu niet doen.",
			"malformed":      "Dat is geen zet van dit spel.",
			"other-seat":     "Dat is de zet van een andere speler, niet de jouwe.",
			"no-game":        "Er is hier geen partij aan de gang.",
			"error":          "Er ging iets mis: dat kan nu niet.",
		},
		Numbers: [11]string{"nul", "één", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen", "tien"},
		Quotes:  marks(lang.Dutch),
		typeset: apostrophe,
		results: dutchStanding,
	}
}

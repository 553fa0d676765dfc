package speech

import (
	"strconv"

	"github.com/tabletopgo/tabletop/lang"
)

func init() {
	catalogue[lang.Dutch] = Basics{
		Seat: func(n int) string { return "Speler " + strconv.Itoa(n) },
		And:  "en",
		Together: func(who []Person, done string) string {
			switch {
			case len(who) == 1 && who[0].You:
				return "je hebt " + done
			case len(who) > 1:
				return joinPeople(who, "en", "jij") + " hebben " + done
			}
			return joinPeople(who, "en", "jij") + " heeft " + done
		},
		Of:     func(name string) string { return "van " + name },
		Points: func(n int) string { return plural(n, n == 1 || n == -1, "punt", "punten") },
		Refusals: map[string]string{
			"not-your-turn":  "Je bent niet aan de beurt: {toMove} is aan de beurt.",
			"nobody-to-move": "Niemand kan nu zetten.",
			"game-over":      "Het spel is voorbij.",
			"not-legal-here": "Die zet kun je nu niet doen.",
			"malformed":      "Dat is geen zet van dit spel.",
			"other-seat":     "Dat is de zet van een andere speler, niet de jouwe.",
			"no-game":        "Er is hier geen spel om in te zetten.",
		},
		Numbers: [11]string{"nul", "één", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen", "tien"},
	}
}

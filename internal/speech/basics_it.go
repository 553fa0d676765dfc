package speech

import (
	"strconv"

	"github.com/tabletopgo/tabletop/lang"
)

func init() {
	catalogue[lang.Italian] = Basics{
		Seat: func(n int) string { return "Giocatore " + strconv.Itoa(n) },
		And:  "e",
		Together: func(who []Person, done string) string {
			switch {
			case len(who) == 1 && who[0].You:
				return "hai " + done
			case hasYou(who):
				return joinPeople(who, "e", "tu") + " avete " + done
			case len(who) > 1:
				return joinPeople(who, "e", "tu") + " hanno " + done
			}
			return joinPeople(who, "e", "tu") + " ha " + done
		},
		Of:     func(name string) string { return "di " + name },
		Points: func(n int) string { return plural(n, n == 1 || n == -1, "punto", "punti") },
		Refusals: map[string]string{
			"not-your-turn":  "Non è il tuo turno: tocca a {toMove}.",
			"nobody-to-move": "Nessuno può muovere adesso.",
			"game-over":      "La partita è finita.",
			"not-legal-here": "Non puoi fare questa mossa adesso.",
			"malformed":      "Questa non è una mossa di questo gioco.",
			"other-seat":     "Questa è la mossa di un altro giocatore, non la tua.",
			"no-game":        "Qui non c'è nessuna partita in cui muovere.",
		},
		Numbers: [11]string{"zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove", "dieci"},
	}
}

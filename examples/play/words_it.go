package main

import (
	"fmt"

	"github.com/tabletopgo/tabletop/lang"
)

// Italian names the columns of the legend as the picture heads them.
func init() {
	catalogue[lang.Italian] = &phrases{
		help:     "Scrivi il numero di una mossa, o quello di una scelta per vederne le mosse. Altre parole:",
		commands: []string{"regole", "legenda", "altre", "indietro", "mosse", "tavolo", "aiuto", "esci"},
		meanings: []string{
			"le regole del gioco",
			"come leggere il tavolo",
			"le mosse seguenti, quando lo schermo non le contiene tutte",
			"di nuovo le scelte, dopo averne aperta una",
			"tutte le mosse permesse, per scelta",
			"di nuovo il tavolo",
			"questo testo",
			"lascia la partita",
		},
		english:    "(queste parole vanno bene anche in inglese)",
		prompt:     func(string) string { return "la tua mossa (numero, regole, legenda, aiuto): " },
		inputEnded: "l’input è finito prima della partita",
		noSuch:     func(n, last int) string { return fmt.Sprintf("non c’è il %d: scegli da 1 a %d", n, last) },
		more:       func(n int) string { return fmt.Sprintf("altre %d: scrivi altre", n) },
		lastOnes:   "le ultime: altre ricomincia",
		back:       "indietro: le altre scelte",
		deal: func(title, seed string) string {
			return fmt.Sprintf("%s, smazzata %s (-seed %s la rigioca)", title, seed, seed)
		},
		bye:    "ciao",
		you:    "tu",
		nobody: "nessuno",
		and:    "e",
		gameOver: func(won string, count int, you bool, scores string) string {
			verb := "ha vinto" // one: "ha vinto il giocatore 2"
			switch {
			case count == 0:
				verb = "non ha vinto" // "non ha vinto nessuno"
			case you && count == 1:
				verb = "hai vinto"
			case you:
				verb = "avete vinto"
			case count > 1:
				verb = "hanno vinto"
			}
			return fmt.Sprintf("Partita finita: %s %s. Punteggi: %s.", verb, won, scores)
		},
		legends: map[string][]string{
			"linko": {
				"carte: quante carte ha in mano il giocatore. punti: +1 per ogni carta calata, -1 per ogni carta in mano (13 carte in mano e nessuna calata fanno -13).",
				"note: le carte di quella mano che tutti hanno visto (carte prese o riprese in mano). calate: le sue carte calate, la fila superiore per ultima; solo le carte della fila superiore si possono sgraffignare.",
				"Le carte di una stessa calata sono unite da +, e X è un Jolly, come sulle carte: 7+7+X sono due 7 e un Jolly; X+X, due Jolly. > segna il giocatore di turno.",
			},
			"lino": {
				"X e O sono le pedine del giocatore 1 e del giocatore 2. . è una tessera vuota, # una tessera che non si può più spostare, ~ un posto dove nessuna tessera può andare (una tessera l’ha lasciato).",
				"Gioco bonus: x3 o o2 è un numero per X o O su una tessera vuota, * una stella. Un posto si chiama con la lettera della colonna e il numero della riga, C4, come sugli assi.",
			},
			"linx": {
				"Una tessera si scrive con il suo colore (y giallo, b blu, p rosa, g verde) e il suo simbolo (R Sasso, P Carta, S Forbici).",
				"Una lettera di colore minuscola è scoperta (bP: Carta blu, scoperta); una maiuscola è coperta (BS: Forbici blu, coperte). + è un posto dove una tessera può andare scoperta; . un posto alla portata della griglia.",
				"Un posto si chiama con la lettera della colonna e il numero della riga, C4, come sugli assi.",
			},
		},
	}
}

package main

import (
	"fmt"
	"strings"

	"github.com/tabletopgo/tabletop"
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
			"tutte le mosse permesse, raggruppate per scelta",
			"di nuovo il tavolo",
			"questo testo",
			"esci dalla partita",
		},
		english:    "(queste parole vanno bene anche in inglese)",
		prompt:     "La tua mossa (numero, regole, legenda o aiuto): ",
		inputEnded: "I comandi sono finiti prima della fine della partita.",
		noSuch: func(n, last int) string {
			return fmt.Sprintf("Il numero %d non è nell’elenco: %s.", n, pickOf(last, "scrivi 1", "scrivi 1 o 2", "scegli un numero da 1 a %d"))
		},
		unknown: func(quoted string) string { return "Non capisco " + quoted + ": scrivi un numero o «aiuto»." },
		more: func(n int) string {
			if n == 1 {
				return "un’altra scelta: scrivi «altre»"
			}
			return fmt.Sprintf("altre %d scelte: scrivi «altre»", n)
		},
		lastOnes:  "sono le ultime: scrivi «altre» per ricominciare",
		back:      "scrivi «indietro» per rivedere le scelte",
		colon:     ": ",
		to:        "a", // as the move and its narration say it, "da K7 a K6" (words-round16 it)
		semicolon: "; ",
		moveCount: func(_ string, n int) string { return lang.Italian.Count(n, "mossa", "mosse") },
		dash:      " – ",
		whatever:  itWhatever,
		number:    func(title, seed string) string { return title + " · Partita n.\u00a0" + seed },
		replay: func(seed string) string {
			return "Questa è la partita numero " + seed + ": con lo stesso numero rigiochi esattamente questa partita."
		},
		bye: "Ciao.",
		legendSeat: func(you bool, _ int, name tabletop.SeatName) string {
			if you {
				return "le tue pedine"
			}
			return "le pedine " + name.Of
		},
		legends: map[string][]string{
			"linko": {
				"«Carte»: quante carte ha in mano il giocatore. «Punti»: +1 per ogni carta calata, −1 per ogni carta in mano (13 carte in mano e nessuna calata fanno −13).",
				"«Carte note»: le carte di quella mano che tutti conoscono (carte prese o riprese in mano). «Calate»: le carte calate dal giocatore, con la fila superiore per ultima; solo le carte della fila superiore si possono sgraffignare.",
				"Le carte di una stessa calata sono unite da +, e X è un Jolly, come sulle carte: 7+7+X sono due 7 e un Jolly; X+X, due Jolly. > segna il giocatore di turno.",
			},
			"lino": {
				"«X» {1} (nere); «O» {2} (bianche); «.» tessera vuota; «#» tessera che non si può spostare; «+» casella dove puoi spostare una tessera; «~» casella vietata (una tessera l’ha lasciata).",
				"Variante bonus, sulle tessere vuote: «x3» un 3 per il nero (X); «o2» un 2 per il bianco (O); «*» una stella.",
				"Una casella si chiama con la lettera della colonna, in alto, e il numero della riga, a sinistra: {cell}, per esempio. Le caselle hanno un nome fisso per tutta la partita, anche dove il campo si allarga: per questo il campo non comincia da A1.",
			},
			"linx": {
				"Una tessera si scrive con l’iniziale del suo colore (g giallo, b blu, r rosa, v verde) e poi quella del suo simbolo (S Sasso, C Carta, F Forbici): bC è una tessera Carta blu.",
				"Una tessera scoperta ha l’iniziale del colore minuscola (bC); una tessera coperta è scritta tutta in maiuscolo. «+» casella dove una tessera può andare scoperta; «.» casella libera entro i limiti del quadrato.",
				"Una casella si chiama con la lettera della colonna e il numero della riga: {cell}, per esempio.",
			},
		},
	}
	flagCatalogue[lang.Italian] = &flagWords{
		usage: "Uso: play [opzioni]. Opzioni:",
		flags: map[string]string{
			"game":  "il gioco: {games} (predefinito: linko)",
			"seats": "il numero di giocatori (predefinito: il numero abituale del gioco)",
			"seed":  "il numero della partita: con lo stesso numero si rigioca la stessa partita (predefinito: una partita nuova, annunciata dal suo numero)",
			"bots":  "il livello del computer: {levels} (predefinito: {medium}), o il nome di un bot (un nome sconosciuto li elenca)",
			"teams": "gioca a squadre (LINX con 4 giocatori)",
			"bonus": "gioca la variante bonus di Lino",
			"auto":  "il computer gioca per tutti; la partita si legge mossa per mossa",
			"human": "giochi tu il giocatore 1, anche quando le mosse arrivano da un file o da uno script invece che dalla tastiera",
			"names": "i nomi dei giocatori, in ordine, separati da virgole: Ana,Bo (predefiniti: {names})",
			"lang":  "la lingua: {langs} (predefinita: da $LANGUAGE, $LC_ALL, $LC_MESSAGES o $LANG, altrimenti l’inglese (en))",
		},
		levels: [3]string{"facile", "medio", "difficile"},
		or:     "o",
		seats: func(title string, min, max, n int) string {
			if min == max {
				return fmt.Sprintf("%s si gioca in %d giocatori, non in %d.", title, min, n)
			}
			return fmt.Sprintf("%s si gioca da %d a %d giocatori, non in %d.", title, min, max, n)
		},
		teams: func(n int) string { return fmt.Sprintf("A squadre si gioca in %d giocatori, non in %d.", teamSeats, n) },
		seed: func(quoted string) string {
			return "Numero di partita sbagliato: " + quoted + " (ci vuole un numero intero)."
		},
		game: func(quoted, choices string) string {
			return "Gioco sconosciuto: " + quoted + ". Scegli " + choices + "."
		},
		bot: func(quoted, levels, bots string) string {
			return "Il computer non ha né il livello né il bot " + quoted + ": scegli " + levels + ", o un bot: " + bots + "."
		},
		option: func(title, flagName string) string { return title + " non ha l’opzione -" + flagName + "." },
		language: func(quoted, choices string) string {
			return "Lingua sconosciuta: " + quoted + ". Scegli " + choices + "."
		},
		misread: "Opzioni non riconosciute: l’elenco qui sopra dice quali ci sono.",
	}
}

// itWhatever says the preview every move shares once above the list.
// Linko!'s draws, which speak of drawing and not of LINX's tiles, are
// said of the card chosen: the last ("con questa hai finito di pescare",
// words-round10 it 2, words-round13 it 7), a single draw ("è l’unica
// carta che peschi", words-round14 it 1), each as what it means to the
// player (words-round16 it 2: "è l’unica che peschi" read as a riddle),
// and what is left after it, "dopo questa ne peschi ancora una" said as
// "dopo ne peschi un’altra" (words-round15 it 1: "questa" does not follow
// a concessive clause).
func itWhatever(preview string) string {
	const card = "Qualunque carta tu scelga, "
	if more, ok := strings.CutPrefix(preview, "dopo questa ne peschi "); ok {
		if more == "ancora una." {
			return card + "dopo ne peschi un’altra."
		}
		return card + "dopo ne peschi " + more
	}
	switch {
	case strings.HasPrefix(preview, "con questa "):
		return card + "con questa hai finito di pescare."
	case strings.HasPrefix(preview, "è l’unica "):
		return card + "non ne peschi altre."
	case strings.Contains(preview, "pesc") && !strings.Contains(preview, "tesser"):
		return card + preview
	}
	return "Qualunque mossa tu scelga, " + preview
}

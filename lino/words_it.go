package lino

import (
	"fmt"
	"strconv"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// it is the grammar of Italian that the games share.
var it = speech.Of(lang.Italian)

// Italian has no rulebook of Lino: it speaks as Italian players do, of
// il campo, le tessere, le pedine, le file, gli allineamenti and la
// stella; the reader is "tu".
var inItalian = phrases{
	tileMoved: func(who speech.Person, from, to string) string {
		return speech.Sentence(it.Did(who, fmt.Sprintf("spostato la tessera da %s a %s", from, to)))
	},
	fillingStarted: "Il campo è pronto.",
	stonePlaced: func(who speech.Person, colour int, at string) string {
		stone := [...]string{"una pedina nera", "una pedina bianca", "una pedina"}[min(max(colour, 0), 2)]
		return speech.Sentence(it.Did(who, fmt.Sprintf("messo %s in %s", stone, at)))
	},
	rowClosed: func(who speech.Person, start, end string, points int) string {
		has := "ha" // the auxiliary said again before the second verb
		if who.You {
			has = "hai"
		}
		return speech.Sentence(it.Did(who, fmt.Sprintf("chiuso la fila da %s a %s e %s fatto %s", start, end, has, it.Points(points))))
	},
	runScored: func(whose speech.Person, stones int, start, end string, points int) string {
		pedine := it.Number(stones) + " " + it.Form(stones, "pedina", "pedine")
		if stones == 1 {
			pedine = "una pedina"
		}
		if whose.You {
			return fmt.Sprintf("Il tuo allineamento di %s, da %s a %s, vale %s.", pedine, start, end, it.Points(points))
		}
		return fmt.Sprintf("L'allineamento di %s %s, da %s a %s, vale %s.", pedine, it.Whose(whose), start, end, it.Points(points))
	},
	numberScored: func(number int, at string, points int, whom speech.Person) string {
		the := "Il "
		if number == 1 || number == 8 || number == 11 { // uno, otto, undici
			the = "L'"
		}
		return fmt.Sprintf("%s%d sulla tessera vuota in %s vale %s %s.", the, number, at, it.Points(points), itFor(whom))
	},
	starScored: func(at string, points int, whom speech.Person) string {
		return fmt.Sprintf("La stella in %s vale %s %s.", at, it.Points(points), itFor(whom))
	},
	lastStone: func(stones int) string { return fmt.Sprintf("È l'ultima delle %d pedine.", stones) },
	roundEnded: func(round int, first, second speech.Score) string {
		return fmt.Sprintf("La manche %d è finita: %s.", round, it.Results([]speech.Score{first, second}))
	},
	scores: func(first, second speech.Score) string {
		return speech.Sentence(it.Results([]speech.Score{first, second}))
	},
	roundStarted: func(round int) string { return fmt.Sprintf("La manche %d comincia sullo stesso campo.", round) },
	draw:         func(score string) string { return "La partita è finita in parità" + score + "." },
	lost:         func(score string) string { return "Hai perso la partita" + score + "." },
	won: func(winner speech.Person, score string) string {
		return speech.Sentence(it.Did(winner, "vinto la partita"+score))
	},
	versus:    func(first, second int) string { return fmt.Sprintf(", %d a %d", first, second) },
	unknown:   "È successo qualcosa che nessuna regola di Lino descrive.",
	picNoGame: "nessuna partita",
	picRound: func(round, rounds int, phase string) string {
		if rounds <= 1 {
			return "Lino: " + phase + "."
		}
		return fmt.Sprintf("Lino, manche %d di %d: %s.", round, rounds, phase)
	},
	// The phases are nouns without article, as headings are.
	picPhases: []string{"costruzione del campo", "riempimento del campo", "campo pronto",
		"punti delle file chiuse", "punteggio finale", "fine della manche", "fine della partita"},
	picUnknownPhase: "una fase sconosciuta",
	picSeat: func(stone string, colour int, reader speech.Person, over bool) string {
		plays := "giochi"
		if over {
			plays = "hai giocato"
		}
		return fmt.Sprintf("Sei %s: %s con le pedine %s (%s).", it.Name(reader), plays, [...]string{"nere", "bianche"}[colour&1], stone)
	},
	picWatch:     "Stai guardando.",
	picSeatLabel: func(n int) string { return "giocatore " + strconv.Itoa(n) },
	picYou:       "(tu)",
	picColours:   [2]string{"Nero", "Bianco"},
	picScore:     func(who string, points int) string { return who + ": " + it.Points(points) },
	picScoreSep:  " · ",
	picWinner: func(winner speech.Person, colour int, stone string) string {
		return fmt.Sprintf("Partita finita: ha vinto %s con le pedine %s (%s).", it.Name(winner), [...]string{"nere", "bianche"}[colour&1], stone)
	},
	picYouWin: "Partita finita: hai vinto.",
	picDraw:   "Partita finita: pareggio.",
	picOver:   "Partita finita.",
	picNobody: "Un attimo: si conclude la mossa.",
	picLegend: func(moved, moves int) string {
		return fmt.Sprintf("# tessera che non si può spostare, + casella dove puoi spostare una tessera, ~ casella vietata; tessere spostate: %d su %d.", moved, moves)
	},
	picMoveTile:   func(who speech.Person) string { return "Tocca " + itTo(who) + " spostare una tessera" },
	picPlaceStone: func(who speech.Person) string { return "Tocca " + itTo(who) + " mettere una pedina" },
	moveTile:      func(from, to string) string { return "Sposta la tessera da " + from + " a " + to },
	placeStone:    func(at string) string { return "Metti una pedina in " + at },
	unknownMove:   "Una mossa che nessuna regola di Lino descrive",
	pickTile:      func(from string) string { return "Sposta la tessera da " + from },
	scoresNothing: "Non fai nessun punto.",
	closesRow: func(from, to string, points int) string {
		return "Chiudi la fila da " + from + " a " + to + " e fai " + it.Points(points) + "."
	},
	closesRows: func(rows, points int) string {
		return "Chiudi " + it.Number(rows) + " " + it.Form(rows, "fila", "file") + " e fai " + it.Points(points) + "."
	},
	makesRun: func(stones, points int) string {
		return "Questa pedina ti dà un allineamento di " + it.Number(stones) + " pedine: " + it.Points(points) + " alla fine."
	},
	makesRuns: func(runs, points int) string {
		return "Questa pedina ti dà " + it.Number(runs) + " allineamenti: " + it.Points(points) + " alla fine."
	},
	tilesLeft: func(n int) string {
		return "Ti " + it.Form(n, "resterà", "resteranno") + " " + it.Number(n) + " " + it.Form(n, "tessera", "tessere") + " da spostare."
	},
	lastTile:   "Sposti la tua ultima tessera.",
	fieldBuilt: "Sposti l’ultima tessera: il campo è costruito, poi si mettono le pedine.",
	refusals: map[string]string{
		string(ReasonCellTaken): "C'è già una tessera in {item}.",
		"stone-taken":           "La tessera in {item} ha già una pedina.",
		"no-tile":               "Non c'è nessuna tessera in {item}.",
		"moved-before":          "La tessera in {item} è già stata spostata: ogni tessera si sposta una volta sola.",
		"too-far-at":            "La casella {item} è troppo lontana dal campo.",
		"too-far":               "Quella casella è troppo lontana dal campo.",
		"no-tile-there":         "Non c'è nessuna tessera così lontano dal campo.",
		"vacated":               "Una tessera ha lasciato la casella {item}: nessuna tessera può più andarci.",
		"touches-nothing":       "In {item} la tessera non toccherebbe nessun'altra tessera.",
		"leaves-alone":          "Questa mossa lascerebbe sola la tessera in {item}.",
		"must-place":            "Il campo è pronto: metti una pedina.",
		"must-move":             "Il campo è in costruzione: sposta una tessera.",
		"typed":                 "Scrivi «sposta» seguito da due caselle, per esempio «sposta K7 K6» o «sposta K7 in K6», oppure «metti» seguito da una casella, per esempio «metti K6».",
		"typed-long":            "È troppo lungo per una mossa: scrivi una mossa, per esempio «sposta K7 K6».",
		"typed-cell":            "La casella {item} non è valida: scrivi la lettera e il numero, per esempio «K7».",
	},
	rules: []string{
		"Due giocatori, uno con le pedine nere e uno con le bianche. Prima si costruisce il campo: a turno, ogni giocatore sposta una tessera in una nuova casella, tre tessere a testa (sei in tutto). Una tessera si sposta una volta sola, mai in una casella che una tessera ha lasciato, e ogni tessera deve sempre toccarne un'altra, di lato o d'angolo.",
		"Poi a turno ogni giocatore mette una pedina su una tessera vuota, 24 pedine a testa (la venticinquesima serve a segnare il punteggio); otto tessere restano vuote.",
		"Una fila è una linea retta di tessere (orizzontale, verticale o diagonale) senza buchi, chiusa da caselle senza tessera. Chi ne riempie l'ultima tessera vuota fa subito tanti punti quante sono le tessere della fila.",
		"Alla fine ogni allineamento di pedine dello stesso colore vale 10 punti con 4 pedine, 20 con 5, 30 con 6 e 40 con 7 o più.",
		"Variante bonus: il numero su una tessera rimasta vuota dà altrettanti punti al giocatore del colore del numero; una stella dà 10 punti a chi ha più pedine sulle tessere intorno; in caso di parità li prende chi ha la pedina sulla stella, e se la stella è rimasta vuota non li prende nessuno.",
	},
	turn: func(who speech.Person, p Phase) string {
		switch {
		case !who.You:
			return "Tocca " + itTo(who) + "."
		case p == PhaseBuilding:
			return "Tocca a te: sposta una tessera."
		}
		return "Tocca a te: metti una pedina."
	},
}

// itTo returns "a te", "a Bo", "ad Ana": whose turn it is.
func itTo(who speech.Person) string { return it.To(who, "a te") }

// itFor returns "per te", "per Ana".
func itFor(who speech.Person) string {
	if who.You {
		return "per te"
	}
	return it.With("per", who)
}

// The words a player types in Italian for the notation's verbs (see typings).
func init() {
	typings[lang.Italian] = engine.NewTyping("move=sposta; place=metti")
}

// The words a person of Italian types between a move's two cells, which
// View.ParseTyped reads as nothing (lino25, issue #40): in first, as the
// narration says "in G15"; a as a player may type it too (words-r25).
func init() { fillers[lang.Italian] = &[]string{"in", "a"} }

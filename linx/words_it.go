package linx

import (
	"fmt"

	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// it is the grammar of Italian that the games share.
var it = speech.Of(lang.Italian)

// Italian has no rulebook of LINX: it speaks as Italian players do, of
// tessere Sasso, Carta e Forbici, scoperte and coperte, la manche, la
// partita; the reader is "tu".
func init() {
	catalogue[lang.Italian] = &phrases{
		placed: func(who speech.Person, s Symbol, at string) string {
			return it.Did(who, fmt.Sprintf("messo una tessera %s scoperta in %s", itSymbols[s&3], at))
		},
		covered: func(who speech.Person, s, under Symbol, at string) string {
			return it.Did(who, fmt.Sprintf("messo una tessera %s coperta sulla tessera %s in %s", itSymbols[s&3], itSymbols[under&3], at))
		},
		passedEmpty: func(who speech.Person) string { return it.Did(who, "passato il turno con la mano vuota") },
		passed: func(who speech.Person, hand []Symbol) string {
			return it.Did(who, "passato il turno e mostrato la mano: "+itList(hand))
		},
		drew: func(who speech.Person, tiles int, shown []Symbol) string {
			drawn := itTiles(tiles)
			switch {
			case tiles == 0 && who.You:
				return "non hai pescato " + drawn
			case tiles == 0:
				return it.Name(who) + " non ha pescato " + drawn
			}
			if len(shown) == 0 {
				return it.Did(who, "pescato "+drawn)
			}
			return it.Did(who, "pescato "+drawn+": "+itList(shown))
		},
		line: func(who speech.Person, faceDown bool, from, to string) string {
			face := "scoperte"
			if faceDown {
				face = "coperte"
			}
			return it.Did(who, fmt.Sprintf("allineato tre tessere %s, da %s a %s", face, from, to))
		},
		turn: func(who speech.Person) string {
			if who.You {
				return "tocca a te"
			}
			return "tocca " + it.With("a", who)
		},
		roundWon: func(winners []speech.Person, round int) string {
			return it.Together(winners, fmt.Sprintf("vinto la manche %d", round))
		},
		stuck: func(round int, winners []speech.Person, onTop []speech.Score, tie bool) string {
			text := fmt.Sprintf("nessuno può più giocare nella manche %d: %s (%s)", round,
				it.Together(winners, "vinto con le tessere visibili"), onTopList(onTop, "tu", ": ", itAmount, it))
			if tie {
				text += "; la parità va a chi giocava più tardi nel giro"
			}
			return text
		},
		roundStarted: func(round int, first speech.Person, hand []Symbol) string {
			text := fmt.Sprintf("comincia la manche %d, e inizia %s", round, it.Name(first))
			if first.You {
				text = fmt.Sprintf("comincia la manche %d, e inizi tu", round)
			}
			if len(hand) > 0 {
				text += "; hai ricevuto " + itList(hand)
			}
			return text
		},
		matchWon: func(winners []speech.Person, rounds int, others []side) string {
			against := make([]string, len(others))
			for i, o := range others {
				against[i] = itAmount(o.rounds) + " per " + it.Names(o.who, "te")
			}
			return it.Together(winners, "vinto la partita con "+itAmount(rounds)+" manche, contro "+it.Join(against))
		},
		lineOfThree: func(winners []speech.Person) string { return "tre tessere in fila per " + it.Names(winners, "te") },
		gridFull:    "nessuna tessera può più essere messa sulla griglia",
		pilesOut:    "non resta nessuna tessera da pescare e nessuno può più mettere una tessera",
		firstTo: func(winners []speech.Person, rounds int) string {
			return it.Together(winners, "vinto "+itAmount(rounds)+" manche prima degli altri")
		},
		unknown:   "è successo qualcosa che LINX non conosce",
		picNoGame: "nessuna partita",
		picRound:  func(round int) string { return fmt.Sprintf("LINX, manche %d", round) },
		picSeat: func(seat int, colour string) string {
			return fmt.Sprintf(", vista %s (%s)", it.With("da", seatPerson(it, seat)), colour)
		},
		picWatch:    ", vista da uno spettatore",
		picColours:  []string{"giallo", "blu", "rosa", "verde"},
		picSeatName: it.Seat,
		picColumns:  []string{"mano", "pila", "punti", "note"},
		picYou:      "(tu)",
		picTeams:    "squadre: giocatori 1 e 3 (giallo, rosa) contro giocatori 2 e 4 (blu, verde)",
		picYourHand: "la tua mano:",
		picOver: func(winners []speech.Person) string {
			if len(winners) == 0 {
				return "partita finita: nessuno ha vinto"
			}
			return "partita finita: " + it.Together(winners, "vinto")
		},
		picYourTurn: "tocca a te: up SIMBOLO X,Y, down SIMBOLO X,Y o pass",
		picToMove: func(seat int, colour string) string {
			return fmt.Sprintf("tocca %s (%s)", it.With("a", seatPerson(it, seat)), colour)
		},
		picPlayedOut: "l'ultima mossa è in corso",
		placeUp: func(s Symbol, at string) string {
			return "mettere una tessera " + itSymbols[s&3] + " scoperta in " + at
		},
		placeDown: func(s Symbol, owner *speech.Person, under Symbol, at string) string {
			tile := "sulla tessera " + itSymbols[under&3] + " neutra"
			switch {
			case owner != nil && owner.You:
				tile = "sulla tua tessera " + itSymbols[under&3]
			case owner != nil:
				tile = "sulla tessera " + itSymbols[under&3] + " " + it.Whose(*owner)
			}
			return "mettere una tessera " + itSymbols[s&3] + " coperta " + tile + " in " + at
		},
		pass:        "passare",
		unknownMove: "una mossa che LINX non conosce",
		pickSymbol:  func(s Symbol) string { return itSymbols[s&3] },
		winsRound:   "allinea tre tessere: vince la manche",
		draw: func(tiles int, down bool) string {
			if down {
				return "non peschi nulla"
			}
			return itNon(tiles) + "peschi " + itTiles(tiles)
		},
		blocks: func(owners []speech.Person) string {
			lines := make([]string, len(owners))
			for i, o := range owners {
				lines[i] = "la fila " + it.Whose(o)
			}
			return "blocca " + it.Join(lines)
		},
		then: "; poi ",
		passDraw: func(tiles int, show bool) string {
			if show {
				return "mostri la mano e " + itNon(tiles) + "peschi " + itTiles(tiles)
			}
			return itNon(tiles) + "peschi " + itTiles(tiles)
		},
		refusals: map[string]string{
			"match-over":            "La partita è finita.",
			string(ReasonNotInHand): "Non hai nessuna tessera {item} in mano.",
			string(ReasonCellTaken): "C'è una tessera scoperta in {item}: coprila con una tessera coperta, o scegli una casella vuota.",
			"face-down":             "La tessera in {item} è coperta: non si copre mai.",
			"cannot-pass":           "Puoi mettere una tessera, quindi non puoi passare.",
			"off-square":            "Una tessera in {item} non toccherebbe nessuna tessera, o uscirebbe dal quadrato.",
			"off-board":             "Quella casella è fuori dal quadrato: nessuna tessera può andarci.",
			"nothing-to-cover":      "Non c'è nessuna tessera da coprire in {item}.",
			"first-at-origin":       "La prima tessera di una manche va al centro, in {item}.",
			"does-not-beat":         "Non puoi coprire quella tessera: {item}.",
		},
		beats: func(s, under Symbol) string {
			return "una tessera " + itSymbols[s&3] + " non batte una tessera " + itSymbols[under&3]
		},
		rules: []string{
			"Ogni giocatore ha le tessere di un colore: Sasso, Carta e Forbici. Il sasso batte le forbici, le forbici battono la carta, la carta batte il sasso.",
			"Al tuo turno metti una tessera della tua mano: scoperta su una casella vuota che tocca una tessera (di lato o d'angolo), poi ne peschi 2; oppure coperta su una tessera scoperta che batte (di chiunque), senza pescare. Una tessera coperta non si copre più. Tutte le tessere devono stare in un quadrato di 4×4 (5×5 con 3 o 4 giocatori). Si passa solo quando non si può mettere nessuna tessera: si mostra la mano e se ne pescano 2.",
			"Tre tessere tue in fila in cima (in orizzontale, in verticale o in diagonale), tutte scoperte o tutte coperte, vincono la manche. Se nessuno può più mettere tessere, la vince chi ne mostra di più.",
			"Chi vince per primo 2 manche vince la partita. In 3 le tessere verdi non sono di nessuno; in 4 a squadre, i giocatori 1 e 3 giocano contro i giocatori 2 e 4, e la fila di un compagno fa vincere la squadra.",
		},
	}
}

// itSymbols are the symbols' names, by Symbol.
var itSymbols = [...]string{"tessera", "Sasso", "Carta", "Forbici"}

// itList returns "Sasso, Sasso e Carta".
func itList(syms []Symbol) string { return symbolList(syms, itSymbols, it) }

// itAmount counts tiles or rounds, both feminine: "nessuna", "una", "due".
func itAmount(n int) string { return amount(n, "nessuna", "una", it) }

// itTiles counts tiles: "nessuna tessera", "una tessera", "due tessere".
func itTiles(n int) string {
	if n == 0 {
		return "nessuna tessera" // nessuna counts in the singular
	}
	return itAmount(n) + " " + it.Form(n, "tessera", "tessere")
}

// itNon is the negation before a verb that counts n tiles, when n is
// none: "non peschi nessuna tessera".
func itNon(n int) string {
	if n == 0 {
		return "non "
	}
	return ""
}

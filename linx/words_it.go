package linx

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// it is the grammar of Italian that the games share.
var it = speech.Of(lang.Italian)

// Italian has no rulebook of LINX: it speaks as Italian players do, of
// tessere, each named as a tile with its symbol wherever it stands (una
// tessera Sasso scoperta, sulla tua tessera Carta, due tessere Forbici;
// the symbols alone only in the rule: il Sasso batte le Forbici), la
// manche, la partita; the reader is "tu".
var inItalian = phrases{
	placed: func(who speech.Person, s Symbol, at string) string {
		return it.Did(who, fmt.Sprintf("messo %s in %s", itFaceUp(s), at))
	},
	covered: func(who speech.Person, s Symbol, under cover, at string) string {
		// The cell first, then the tile covered, then the tile that covers
		// it (words-round13 it 1): "ha coperto in C3 la tessera Sasso del
		// giocatore 2 con una tessera Carta"; covering is always face down.
		return it.Did(who, fmt.Sprintf("coperto in %s %s con una %s", at, itCovered(under), itTile(s)))
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
		if seen := drawnList(tiles, shown); seen != nil {
			drawn = itList(seen) // the tiles seen are named, not counted twice
		}
		return it.Did(who, "pescato "+drawn)
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
	roundWon: func(winners side, round int) string {
		return winners.did(it, "ha ", fmt.Sprintf("vinto la manche %d", round))
	},
	stuck: func(round int, winners side, onTop []speech.Score) string {
		tally := itTally(onTop)
		if winners.team != "" {
			t := teamTotals(onTop)
			tally = fmt.Sprintf("la squadra\u00a0A ne ha %d, la squadra\u00a0B %d", t[0], t[1])
		}
		return winners.did(it, "ha ", fmt.Sprintf("vinto la manche %d con più tessere visibili (%s)", round, tally))
	},
	tied: func(round int, winners side, onTop []speech.Score) string {
		to := toEach(winners.who, "a", "a te", it)
		// The fact, the rule, the winner (words-round10 it 7): "parità
		// di tessere visibili, 3 a 3: in questo caso vince …".
		tally := " (" + itTally(onTop) + ")"
		if len(onTop) == 2 {
			tally = fmt.Sprintf(", %d a %d", onTop[0].Points, onTop[1].Points)
		}
		rule := "chi gioca per ultimo nel giro"
		if winners.team != "" {
			t := teamTotals(onTop)
			to = "al" + winners.team // "alla squadra B"
			tally = fmt.Sprintf(", %d a %d", t[0], t[1])
			rule = "la squadra che gioca per seconda"
		}
		return fmt.Sprintf("parità di tessere visibili%s: in questo caso vince %s, quindi la manche %d va %s",
			tally, rule, round, to)
	},
	roundStarted: func(round int, hand []Symbol) string {
		text := fmt.Sprintf("comincia la manche %d", round)
		if len(hand) > 0 {
			text += "; hai ricevuto " + itList(hand)
		}
		return text
	},
	matchWon: func(winners side, rounds int, others []side) string {
		// The score as players say it, "per 2 manche a 1", in every
		// case (words-round12 it 8); with three sides or more, the
		// winner's against the best other's, then what the others
		// won, the most first, equal counts said once: "per 2 manche a
		// 1: Elena ha vinto una manche; Ana, nessuna", never "2–0–1".
		best := 0
		for _, o := range others {
			best = max(best, o.rounds)
		}
		text := winners.did(it, "ha ", fmt.Sprintf("vinto la partita per %d manche a %d", rounds, best))
		if len(others) < 2 || wonNone(others) {
			return text // "a 0" says that no one else won a round (words-round15 fr)
		}
		return text + ": " + tally(others, "; ", itRoundsWon, func(g side) string {
			return it.Names(g.who, "tu") + ", " + itAmount(g.rounds)
		})
	},
	gridFull:  "nessuna tessera può più essere messa sulla griglia",
	pilesOut:  "non resta nessuna tessera da pescare e nessuno può più mettere una tessera",
	unknown:   "è successo qualcosa che LINX non conosce",
	picNoGame: "nessuna partita",
	picRound:  func(round int) string { return fmt.Sprintf("LINX · manche %d", round) },
	picSeat: func(who speech.Person, colour string) string {
		return fmt.Sprintf(" · sei %s (%s)", it.Name(who), colour)
	},
	picWatch:       " · stai guardando la partita",
	picColours:     []string{"giallo", "blu", "rosa", "verde"},
	picColourCodes: []string{"g", "b", "r", "v"},
	picSymbolCodes: [4]string{"?", "S", "C", "F"},
	picDown:        strings.ToUpper,
	picSeatName:    func(n int) string { return "Giocatore " + strconv.Itoa(n) },
	picColumns:     []string{"mano", "pila", "manche vinte", "tessere note"},
	picYou:         "(tu)",
	picTeam:        func(team, colours string) string { return fmt.Sprintf("%s: %s", team, colours) },
	// A team's name begins with its article, which "a" contracts:
	// "alla squadra B".
	team:         func(letter, players string) string { return "la squadra\u00a0" + letter + " (" + players + ")" },
	picTeamSeats: [2]string{"giocatori 1 e 3", "giocatori 2 e 4"},
	teamPlayers:  func(members []speech.Person) string { return it.Names(members, "tu") },
	picYourHand:  "la tua mano:",
	picOver: func(winners side) string {
		if len(winners.who) == 0 {
			return "partita finita: nessuno ha vinto"
		}
		return "partita finita: " + winners.did(it, "ha ", "vinto")
	},
	picYourTurn: "tocca a te: metti una tessera",
	picYourPass: "tocca a te: non puoi mettere nessuna tessera, quindi passa il turno",
	picToMove: func(who speech.Person, colour string) string {
		return fmt.Sprintf("tocca %s (%s)", it.With("a", who), colour)
	},
	picPlayedOut: "un attimo: si conclude l'ultima mossa",
	placeUp: func(s Symbol, at string) string {
		return "metti " + itFaceUp(s) + " in " + at
	},
	placeDown: func(s Symbol, under cover, at string) string {
		// As the log tells it: "copri in E5 la tessera Forbici del
		// giocatore 2 con una tessera Sasso".
		return "copri in " + at + " " + itCovered(under) + " con una " + itTile(s)
	},
	pass:        "passa il turno",
	unknownMove: "una mossa che LINX non conosce",
	pickSymbol:  func(s Symbol) string { return itSymbols[s&3] },
	list:        itList,
	winsRound:   "allinei tre tessere e vinci la manche",
	does: func(blocked []speech.Person, broken *cover, tiles int, down bool) string {
		draw := itNon(tiles) + "peschi " + itTiles(tiles)
		if down {
			draw = "non peschi nulla"
		}
		var did []string
		if len(blocked) > 0 {
			whose := make([]string, len(blocked))
			for i, o := range blocked {
				whose[i] = it.Whose(o)
			}
			did = append(did, "blocchi "+it.Form(len(blocked), "la fila ", "le file ")+it.Join(whose))
		}
		if broken != nil {
			did = append(did, "spezzi "+itLine(*broken))
		}
		switch {
		case len(did) == 0:
			return draw
		case down || tiles == 0:
			return it.Join(append(did, draw))
		}
		return it.Join(did) + ", poi " + draw
	},
	passDraw: func(tiles int, show bool) string {
		if show {
			return "mostri la mano e " + itNon(tiles) + "peschi " + itTiles(tiles)
		}
		return itNon(tiles) + "peschi " + itTiles(tiles)
	},
	refusals: map[string]string{
		"match-over":            "La partita è finita.",
		string(ReasonNotInHand): "Non hai nessuna tessera {item} in mano.",
		string(ReasonCellTaken): "In {item} c'è già una tessera scoperta: puoi metterci sopra una tessera coperta, oppure scegli una casella vuota.",
		"face-down":             "La tessera in {item} è coperta: sopra non si può mettere nient'altro.",
		"cannot-pass":           "Puoi ancora mettere una tessera, quindi non puoi passare il turno.",
		"off-square":            "In {item} la tessera non toccherebbe nessun'altra tessera, oppure uscirebbe dal quadrato di gioco.",
		"off-board":             "Quella casella è fuori dal quadrato di gioco: lì non si può mettere nessuna tessera.",
		"nothing-to-cover":      "Non c'è nessuna tessera da coprire in {item}.",
		"first-at-origin":       "La prima tessera di una manche va al centro, in {item}.",
		"does-not-beat":         "Non puoi coprire quella tessera: {item}.",
		"typed":                 "Scrivi «su» o «giù», un simbolo e una casella, per esempio «su S D4», oppure «passo».",
		"typed-long":            "È troppo lungo per una mossa: scrivi una mossa, per esempio «su S D4».",
		"typed-symbol":          "Il simbolo {item} non è valido: scrivi S (sasso), C (carta) o F (forbici).",
		"typed-cell":            "La casella {item} non è valida: scrivi la lettera e il numero, per esempio «D4».",
	},
	beats: func(s, under Symbol) string {
		n := itRules[s&3]
		return n.the + " non " + n.beats + " " + itRules[under&3].the
	},
	rules: []string{
		"Ogni giocatore ha le tessere di un colore: Sasso, Carta e Forbici. Il Sasso batte le Forbici, le Forbici battono la Carta, la Carta batte il Sasso.",
		"Al tuo turno metti sulla griglia una tessera della tua mano. Se la metti scoperta, va su una casella vuota accanto a un'altra tessera (di lato o in diagonale) e poi peschi 2 tessere dalla tua pila. Se la metti coperta, va sopra una tessera scoperta che riesce a battere, di qualunque colore, e non peschi. Su una tessera coperta non si può mettere nient'altro. Tutte le tessere devono stare in un quadrato di 4×4 (5×5 con 3 o 4 giocatori). Puoi passare il turno solo se non puoi mettere nessuna tessera: in quel caso mostri la mano e peschi 2 tessere.",
		"Se allinei tre tessere visibili del tuo colore (senza altre tessere sopra), in orizzontale, in verticale o in diagonale, tutte scoperte o tutte coperte, vinci la manche. Se nessuno può più mettere tessere, la manche la vince chi ha più tessere visibili.",
		"Chi vince per primo 2 manche vince la partita. In tre, le tessere verdi sono neutre; in quattro a squadre, la squadra A (giocatori 1 e 3) gioca contro la squadra B (giocatori 2 e 4): quando uno dei due compagni allinea tre tessere del suo colore, vince la squadra.",
	},
	picKnown: func(s Symbol, n int) string {
		return strconv.Itoa(n) + " " + it.Form(n, itSymbols[s&3], itSymbolsPlural[s&3])
	},
}

// itSymbols are the symbols' names, by Symbol.
var itSymbols = [...]string{"tessera", "Sasso", "Carta", "Forbici"}

// itSymbolsPlural are itSymbols counted more than one: "2 Sassi".
var itSymbolsPlural = [...]string{"tessere", "Sassi", "Carte", "Forbici"}

// itTile names a tile of symbol s as a tile with its symbol, as Italian
// names a tile wherever it stands: "tessera Sasso", "tessera Forbici"
// ("tessera" for none). A tile is feminine: una tessera, la tua tessera.
func itTile(s Symbol) string {
	if s&3 == 0 {
		return itSymbols[0]
	}
	return "tessera " + itSymbols[s&3]
}

// itRule is a symbol alone, as the rule says it ("il Sasso batte le
// Forbici"), with its article and the verb its number takes: Sasso and
// Carta singular, Forbici plural.
type itRule struct {
	the   string // "il Sasso", "le Forbici"
	beats string // "batte", "battono"
}

// itRules are the symbols by Symbol, as the rule names them.
var itRules = [...]itRule{
	{"la tessera", "batte"},
	{"il Sasso", "batte"},
	{"la Carta", "batte"},
	{"le Forbici", "battono"},
}

// itFaceUp names a tile of symbol s placed face up: "una tessera Sasso
// scoperta" (a tile face down is said by the verb: "copri … con una
// tessera Forbici").
func itFaceUp(s Symbol) string { return "una " + itTile(s) + " scoperta" }

// itCovered names the tile a tile covers by whose it is (words-round10 it
// 3): "la tessera Sasso di Ana", "la tua tessera Sasso", "la sua tessera
// Sasso" (the mover's own), "la tessera Sasso del tuo compagno" (as the
// rules call partners), "la tessera Sasso neutra", or "la tessera Sasso"
// where that was not told.
func itCovered(c cover) string {
	tile := "la " + itTile(c.symbol)
	switch {
	case c.owner == nil && c.told:
		return tile + " neutra"
	case c.owner == nil:
		return tile
	case c.owner.You:
		return "la tua " + itTile(c.symbol)
	case c.own:
		return "la sua " + itTile(c.symbol)
	case c.partner:
		return tile + " del tuo compagno"
	}
	return tile + " " + it.Whose(*c.owner)
}

// itLine names the line of two that covering c breaks by whose it is:
// "la tua fila" (the reader's), "la fila del tuo compagno", "la fila di
// Ana".
func itLine(c cover) string {
	return lineOf(c, "la tua fila", "la fila del tuo compagno", "la fila", it)
}

// itList returns "due tessere Sasso e una tessera Carta".
func itList(syms []Symbol) string { return symbolCounts(syms, itCount, it) }

// itCount counts n tiles of symbol s: "una tessera Sasso", "due tessere
// Forbici"; "una tessera sconosciuta" for a tile not shown («coperta» is
// face down).
func itCount(s Symbol, n int) string {
	if !s.valid() {
		return itTiles(n) + it.Form(n, " sconosciuta", " sconosciute")
	}
	if n == 1 {
		return "una " + itTile(s)
	}
	return it.Number(n) + " tessere" + strings.TrimPrefix(itTile(s), "tessera")
}

// itAmount counts tiles or rounds, both feminine: "nessuna", "una", "due".
func itAmount(n int) string { return amount(n, "nessuna", "una", it) }

// itTally says how many tiles each seat had on top at a stuck end, the
// first count with its verb so that each count reads as its owner's
// (words-round13 it 8: "Ana ne ha quattro, tu due"), the counts in words
// so that a seat's number never runs into its count ("il giocatore 3
// zero", not "il giocatore 3 0"): "tu ne hai sette, Ana sei, il
// giocatore 3 zero".
func itTally(onTop []speech.Score) string {
	parts := make([]string, len(onTop))
	for i, s := range onTop {
		verb := " "
		switch {
		case i == 0 && s.Who.You:
			verb = " ne hai "
		case i == 0:
			verb = " ne ha "
		}
		parts[i] = it.Names([]speech.Person{s.Who}, "tu") + verb + amount(s.Points, "zero", "una", it)
	}
	return strings.Join(parts, ", ")
}

// itTiles counts tiles: "nessuna tessera", "una tessera", "due tessere".
func itTiles(n int) string {
	return it.Amount(n, "nessuna tessera", "una tessera", "tessere") // nessuna counts in the singular
}

// itNon is the negation before a verb that counts n tiles, when n is
// none: "non peschi nessuna tessera".
func itNon(n int) string {
	if n == 0 {
		return "non "
	}
	return ""
}

// itRoundsWon says the rounds one or more sides other than the winner
// won, the most of the losers, one or more (a match won with none lost
// is said by its score alone): "Elena ha vinto una manche", "tu ed Elio
// avete vinto una manche ciascuno" (words-round12 it 8).
func itRoundsWon(s side) string {
	verb := "ha"
	switch {
	case len(s.who) > 1 && slices.ContainsFunc(s.who, func(p speech.Person) bool { return p.You }):
		verb = "avete"
	case len(s.who) > 1:
		verb = "hanno"
	case s.who[0].You:
		verb = "hai"
	}
	won := s.names(it, "tu") + " " + verb + " vinto " + amount(s.rounds, "", "una", it) + " manche"
	if len(s.who) > 1 {
		won += " ciascuno"
	}
	return won
}

// The words a player types in Italian for the notation's (see typings): the
// symbols as the board draws them, or their names.
func init() {
	typings[lang.Italian] = engine.NewTyping("up=su scoperta; down=giù coperta; pass=passo passa; R=S sasso; P=C carta; S=F forbici")
}

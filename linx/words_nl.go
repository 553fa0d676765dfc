package linx

import (
	"fmt"

	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// nl is the grammar of Dutch that the games share.
var nl = speech.Of(lang.Dutch)

// Dutch has no rulebook of LINX: it speaks as Dutch players do, of tegels
// Steen, Papier en Schaar, open and gedekt, de ronde, de partij; the reader
// is "je".
func init() {
	catalogue[lang.Dutch] = &phrases{
		placed: func(who speech.Person, s Symbol, at string) string {
			return nl.Did(who, fmt.Sprintf("een tegel %s open op %s gelegd", nlSymbols[s&3], at))
		},
		covered: func(who speech.Person, s, under Symbol, at string) string {
			return nl.Did(who, fmt.Sprintf("een tegel %s gedekt op de tegel %s op %s gelegd", nlSymbols[s&3], nlSymbols[under&3], at))
		},
		passedEmpty: func(who speech.Person) string { return nl.Did(who, "gepast met een lege hand") },
		passed: func(who speech.Person, hand []Symbol) string {
			whose := "de"
			if who.You {
				whose = "je"
			}
			return nl.Did(who, "gepast en "+whose+" hand getoond: "+nlList(hand))
		},
		drew: func(who speech.Person, tiles int, shown []Symbol) string {
			drawn := nlTiles(tiles)
			if len(shown) == 0 {
				return nl.Did(who, drawn+" getrokken")
			}
			return nl.Did(who, drawn+" getrokken: "+nlList(shown))
		},
		line: func(who speech.Person, faceDown bool, from, to string) string {
			face := "open"
			if faceDown {
				face = "gedekt"
			}
			return nl.Did(who, fmt.Sprintf("drie tegels %s op een lijn gelegd, van %s tot %s", face, from, to))
		},
		turn: func(who speech.Person) string {
			if who.You {
				return "jij bent aan de beurt"
			}
			return nl.Name(who) + " is aan de beurt"
		},
		roundWon: func(winners []speech.Person, round int) string {
			return nl.Together(winners, fmt.Sprintf("ronde %d gewonnen", round))
		},
		stuck: func(round int, winners []speech.Person, onTop []speech.Score, tie bool) string {
			text := fmt.Sprintf("niemand kan nog spelen in ronde %d: %s (%s)", round,
				nl.Together(winners, "gewonnen met de zichtbare tegels"), onTopList(onTop, "jij", ": ", nlAmount, nl))
			if tie {
				text += "; bij gelijkspel wint wie later in de beurtvolgorde speelde"
			}
			return text
		},
		roundStarted: func(round int, first speech.Person, hand []Symbol) string {
			text := fmt.Sprintf("ronde %d begint, en %s speelt eerst", round, nl.Names([]speech.Person{first}, "jij"))
			if len(hand) > 0 {
				text += "; je kreeg " + nlList(hand)
			}
			return text
		},
		matchWon: func(winners []speech.Person, rounds int, others []side) string {
			against := make([]string, len(others))
			for i, o := range others {
				against[i] = nlAmount(o.rounds) + " voor " + nl.Names(o.who, "jou")
			}
			won := nlAmount(rounds) + " " + nl.Form(rounds, "ronde", "rondes")
			return nl.Together(winners, "de partij gewonnen met "+won+", tegen "+nl.Join(against))
		},
		lineOfThree: func(winners []speech.Person) string { return "drie op een rij voor " + nl.Names(winners, "jou") },
		gridFull:    "er kan geen tegel meer op het speelveld gelegd worden",
		pilesOut:    "alle stapels zijn leeg en niemand kan nog een tegel leggen",
		firstTo: func(winners []speech.Person, rounds int) string {
			won := nlAmount(rounds) + " " + nl.Form(rounds, "ronde", "rondes")
			return nl.Together(winners, "als eerste "+won+" gewonnen")
		},
		unknown:   "er gebeurde iets dat LINX niet kent",
		picNoGame: "geen spel",
		picRound:  func(round int) string { return fmt.Sprintf("LINX, ronde %d", round) },
		picSeat: func(seat int, colour string) string {
			return fmt.Sprintf(", gezien door %s (%s)", nl.Name(seatPerson(nl, seat)), colour)
		},
		picWatch:    ", gezien door een toeschouwer",
		picColours:  []string{"geel", "blauw", "roze", "groen"},
		picSeatName: nl.Seat,
		picColumns:  []string{"hand", "stapel", "punten", "bekend"},
		picYou:      "(jij)",
		picTeams:    "teams: spelers 1 en 3 (geel, roze) tegen spelers 2 en 4 (blauw, groen)",
		picYourHand: "je hand:",
		picOver: func(winners []speech.Person) string {
			if len(winners) == 0 {
				return "spel voorbij: niemand heeft gewonnen"
			}
			return "spel voorbij: " + nl.Together(winners, "gewonnen")
		},
		picYourTurn: "jij bent aan de beurt: up SYMBOOL X,Y, down SYMBOOL X,Y of pass",
		picToMove: func(seat int, colour string) string {
			return fmt.Sprintf("%s (%s) is aan de beurt", nl.Seat(seat), colour)
		},
		picPlayedOut: "de laatste zet wordt nog uitgespeeld",
		placeUp:      func(s Symbol, at string) string { return "leg een tegel " + nlSymbols[s&3] + " open op " + at },
		placeDown: func(s Symbol, owner *speech.Person, under Symbol, at string) string {
			tile := "de neutrale tegel " + nlSymbols[under&3]
			switch {
			case owner != nil && owner.You:
				tile = "je tegel " + nlSymbols[under&3]
			case owner != nil:
				tile = "de tegel " + nlSymbols[under&3] + " " + nl.Whose(*owner)
			}
			return "leg een tegel " + nlSymbols[s&3] + " gedekt op " + tile + " op " + at
		},
		pass:        "passen",
		unknownMove: "een zet die LINX niet kent",
		pickSymbol:  func(s Symbol) string { return nlSymbols[s&3] },
		winsRound:   "maakt een lijn van drie: wint de ronde",
		draw: func(tiles int, down bool) string {
			if down {
				return "je trekt niets"
			}
			return "je trekt " + nlTiles(tiles)
		},
		blocks: func(owners []speech.Person) string {
			lines := make([]string, len(owners))
			for i, o := range owners {
				lines[i] = "de lijn " + nl.Whose(o)
			}
			return "blokkeert " + nl.Join(lines)
		},
		then: ", en ",
		passDraw: func(tiles int, show bool) string {
			if show {
				return "je toont je hand en trekt " + nlTiles(tiles)
			}
			return "je trekt " + nlTiles(tiles)
		},
		refusals: map[string]string{
			"match-over":            "Het spel is voorbij.",
			string(ReasonNotInHand): "Je hebt geen tegel {item} in je hand.",
			string(ReasonCellTaken): "Er ligt een open tegel op {item}: bedek hem gedekt, of kies een leeg vak.",
			"face-down":             "De tegel op {item} ligt gedekt: die wordt nooit bedekt.",
			"cannot-pass":           "Je kunt een tegel leggen, dus je mag niet passen.",
			"off-square":            "Een tegel op {item} zou geen tegel raken, of buiten het vierkant vallen.",
			"off-board":             "Dat vak ligt buiten het vierkant: daar kan geen tegel komen.",
			"nothing-to-cover":      "Er ligt geen tegel om te bedekken op {item}.",
			"first-at-origin":       "De eerste tegel van een ronde komt in het midden, op {item}.",
			"does-not-beat":         "Je kunt die tegel niet bedekken: {item}.",
		},
		beats: func(s, under Symbol) string {
			return "een tegel " + nlSymbols[s&3] + " verslaat geen tegel " + nlSymbols[under&3]
		},
		rules: []string{
			"Iedere speler heeft de tegels van één kleur: Steen, Papier en Schaar. Steen wint van schaar, schaar wint van papier, papier wint van steen.",
			"Als je aan de beurt bent, leg je een tegel uit je hand: open op een leeg veld dat een tegel raakt (met een zijde of een hoek), en dan trek je er 2; of gedekt op een open tegel die hij verslaat (van wie ook), zonder te trekken. Een gedekte tegel wordt nooit meer bedekt. Alle tegels moeten in een vierkant van 4×4 passen (5×5 met 3 of 4 spelers). Je past alleen als je geen tegel kunt leggen: je toont je hand en trekt er 2.",
			"Drie tegels van je eigen kleur op een lijn bovenop (horizontaal, verticaal of diagonaal), alle open of alle gedekt, winnen de ronde. Kan niemand meer leggen, dan wint wie de meeste tegels laat zien.",
			"Wie als eerste 2 rondes wint, wint de partij. Met 3 spelers zijn de groene tegels van niemand; met 4 in teams spelen spelers 1 en 3 tegen spelers 2 en 4, en de lijn van een teamgenoot laat het team winnen.",
		},
	}
}

// nlSymbols are the symbols' names, by Symbol.
var nlSymbols = [...]string{"tegel", "Steen", "Papier", "Schaar"}

// nlList returns "Steen, Steen en Papier".
func nlList(syms []Symbol) string { return symbolList(syms, nlSymbols, nl) }

// nlAmount counts tiles or rounds: "geen", "één", "twee".
func nlAmount(n int) string { return amount(n, "geen", "één", nl) }

// nlTiles counts tiles: "geen tegels", "een tegel", "twee tegels".
func nlTiles(n int) string {
	switch n {
	case 0:
		return "geen tegels"
	case 1:
		return "een tegel"
	}
	return nlAmount(n) + " " + nl.Form(n, "tegel", "tegels")
}

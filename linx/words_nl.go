package linx

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// nl is the grammar of Dutch that the games share.
var nl = speech.Of(lang.Dutch)

// Dutch has no rulebook of LINX: it speaks as Dutch players do, of tegels
// on het speelveld, a tile counted or named as a tile of its symbol ("een
// steentegel", "twee papiertegels", "de schaartegel", "je steentegel"),
// a symbol alone only in the rule and its refusal ("je steen wint niet
// van papier"), never bare, all in lower case in a sentence, a capital only where a label stands alone; open and
// dicht (face down: "een dichte tegel"), afdekken (to cover a tile, never
// "gedekt"), het vak, het symbool, de ronde, de partij; the reader is "je".
var inDutch = phrases{
	placed: func(who speech.Person, s Symbol, at string) string {
		return nl.Did(who, fmt.Sprintf("%s open op %s gelegd", nlCount(s, 1), at))
	},
	covered: func(who speech.Person, s Symbol, under cover, at string) string {
		// Where, whose, with what, then the verb (words-round12 nl 5):
		// "Cees heeft op B2 je steentegel met een papiertegel afgedekt".
		return nl.Did(who, fmt.Sprintf("op %s %s met %s afgedekt", at, nlCovered(under), nlCount(s, 1)))
	},
	passedEmpty: func(who speech.Person) string {
		return nl.Did(who, "gepast: geen tegels meer in "+nlWhoseHand(who))
	},
	passed: func(who speech.Person, hand []Symbol) string {
		if !who.You {
			// No pronoun that guesses a gender, no "de hand" of a
			// tailor's fitting (words-round15 nl), and no telegram
			// (words-round16 nl 5): "Ana heeft gepast en toont: …".
			return nl.Did(who, "gepast en toont: "+nlList(hand))
		}
		return nl.Did(who, "gepast en je hand laten zien: "+nlList(hand))
	},
	drew: func(who speech.Person, tiles int, shown []Symbol) string {
		// The tiles seen are named instead of counted: "je hebt twee
		// steentegels getrokken", not "twee tegels: twee steentegels".
		seen := drawnList(tiles, shown)
		if seen == nil {
			return nl.Did(who, nlTiles(tiles)+" getrokken")
		}
		return nl.Did(who, nlList(seen)+" getrokken")
	},
	line: func(who speech.Person, faceDown bool, from, to string) string {
		face := "open"
		if faceDown {
			face = "dichte"
		}
		has := nl.Name(who) + " heeft"
		if who.You {
			has = "je hebt"
		}
		return has + fmt.Sprintf(" nu drie %s tegels op een rij, van %s tot %s", face, from, to)
	},
	turn: func(who speech.Person) string {
		if who.You {
			return "jij bent aan de beurt"
		}
		return nl.Name(who) + " is aan de beurt"
	},
	roundWon: func(winners side, round int) string {
		return winners.did(nl, "heeft ", fmt.Sprintf("ronde %d gewonnen", round))
	},
	stuck: func(round int, winners side, onTop []speech.Score) string {
		return winners.did(nl, "heeft ", fmt.Sprintf("ronde %d gewonnen met de meeste zichtbare tegels (%s)", round, nlOnTop(winners, onTop)))
	},
	tied: func(round int, winners side, onTop []speech.Score) string {
		rule := "wie later aan de beurt komt"
		if winners.team != "" {
			rule = "het team dat als tweede speelt"
		}
		return fmt.Sprintf("evenveel zichtbare tegels (%s). Bij gelijke stand wint %s, dus ronde %d gaat naar %s",
			nlOnTop(winners, onTop), rule, round, winners.names(nl, "jou"))
	},
	roundStarted: func(round int, hand []Symbol) string {
		text := fmt.Sprintf("ronde %d begint", round)
		if len(hand) > 0 {
			text += "; je krijgt " + nlList(hand)
		}
		return text
	},
	matchWon: func(winners side, rounds int, others []side) string {
		// The score as players say it, "met 2–0" (words-round12 nl
		// 2); with three sides or more, the winner's rounds, then
		// what the others won, the most first, equal counts said
		// once: "met twee gewonnen rondes; speler 3 heeft er één gewonnen,
		// speler 2 geen".
		wins := nlPresent(winners, "wint", "wint", "winnen") + " de partij met "
		switch len(others) {
		case 0:
			return wins + nlAmount(rounds) + " gewonnen " + nl.Form(rounds, "ronde", "rondes")
		case 1:
			return wins + fmt.Sprintf("%d–%d", rounds, others[0].rounds)
		}
		return wins + nlAmount(rounds) + " gewonnen " + nl.Form(rounds, "ronde", "rondes") + "; " + tally(others, ", ", nlWonEach, func(g side) string {
			return nl.Names(g.who, "jij") + " " + nlAmount(g.rounds)
		})
	},
	gridFull:  "er kan geen tegel meer op het speelveld gelegd worden",
	pilesOut:  "alle stapels zijn leeg en niemand kan nog een tegel leggen",
	unknown:   "er gebeurde iets dat LINX niet kent",
	picNoGame: "geen partij",
	picRound:  func(round int) string { return fmt.Sprintf("LINX · ronde %d", round) },
	picSeat: func(who speech.Person, colour string) string {
		return fmt.Sprintf(" · jij bent %s (%s)", nl.Name(who), colour)
	},
	picWatch:   " · jij kijkt toe",
	picColours: []string{"geel", "blauw", "roze", "groen"},
	// Two letters a colour and two a symbol, the symbol's as the page
	// writes them, St, Pa, Sc (words-round12 nl 4, the decision of
	// session 17): "blPa", face down in capitals, "BLPA".
	picColourCodes: []string{"ge", "bl", "ro", "gr"},
	picSymbolCodes: [4]string{"?", "St", "Pa", "Sc"},
	picDown:        strings.ToUpper,
	picSeatName:    func(n int) string { return "Speler " + strconv.Itoa(n) },
	picColumns:     []string{"hand", "stapel", "gewonnen rondes", "bekend"}, // what was won (words-round16 nl: "gewonnen 0" said not what), as Italian's "manche vinte"
	picYou:         "(jij)",
	picTeam:        func(team, colours string) string { return fmt.Sprintf("%s: %s", team, colours) },
	team:           func(letter, players string) string { return "team\u00a0" + letter + " (" + players + ")" },
	picTeamSeats:   [2]string{"spelers 1 en 3", "spelers 2 en 4"},
	teamPlayers:    func(members []speech.Person) string { return nl.Names(members, "jij") },
	picYourHand:    "je hand:",
	picOver: func(winners side) string {
		if len(winners.who) == 0 {
			return "partij voorbij: niemand heeft gewonnen"
		}
		return "partij voorbij: " + winners.did(nl, "heeft ", "gewonnen")
	},
	picYourTurn: "jij bent aan de beurt: leg een tegel",
	picYourPass: "jij bent aan de beurt: je kunt geen tegel leggen, dus je moet passen",
	picToMove: func(who speech.Person, colour string) string {
		return fmt.Sprintf("%s (%s) is aan de beurt", nl.Name(who), colour)
	},
	picPlayedOut: "de laatste zet wordt nog afgehandeld",
	placeUp:      func(s Symbol, at string) string { return "leg je " + nlTile(s) + " open op " + at },
	placeDown: func(s Symbol, under cover, at string) string {
		// Covering is always face down: "afdekken" says it.
		return "dek " + nlCovered(under) + " op " + at + " af met je " + nlTile(s)
	},
	pass:        "pas",
	unknownMove: "een zet die LINX niet kent",
	pickSymbol:  nlTile, // a tile, never a bare symbol (words-round13 nl 10)
	list:        nlList,
	winsRound:   "je legt drie op een rij en wint de ronde",
	does: func(blocked []speech.Person, broken *cover, tiles int, down bool) string {
		draw := "trekt " + nlTiles(tiles)
		if down {
			draw = "trekt niets"
		}
		var did []string
		if len(blocked) > 0 {
			whose := make([]string, len(blocked))
			for i, o := range blocked {
				whose[i] = nl.Whose(o)
			}
			did = append(did, "blokkeert "+nl.Form(len(blocked), "de rij ", "de rijen ")+nl.Join(whose))
		}
		if broken != nil {
			did = append(did, "breekt "+nlLine(*broken))
		}
		switch {
		case len(did) == 0:
			return "je " + draw
		case down || tiles == 0:
			return "je " + nl.Join(append(did, draw))
		}
		return "je " + nl.Join(did) + " en trekt daarna " + nlTiles(tiles)
	},
	passDraw: func(tiles int, show bool) string {
		if show {
			return "je toont je hand en trekt " + nlTiles(tiles)
		}
		return "je trekt " + nlTiles(tiles)
	},
	refusals: map[string]string{
		"match-over":            "De partij is voorbij.",
		string(ReasonNotInHand): "Je hebt geen {item} in je hand.",
		string(ReasonCellTaken): "Op {item} ligt al een open tegel: leg er een dichte tegel op, of kies een leeg vak.",
		"face-down":             "Op {item} ligt een dichte tegel: daar mag geen tegel meer op.",
		"cannot-pass":           "Je kunt nog een tegel leggen, dus je mag niet passen.",
		"off-square":            "Op {item} zou de tegel geen andere tegel raken of buiten het speelveld vallen.",
		"off-board":             "Dat vak ligt buiten het speelveld: daar mag geen tegel komen.",
		"nothing-to-cover":      "Op {item} ligt geen tegel die je kunt afdekken.",
		"first-at-origin":       "De eerste tegel van een ronde komt in het midden, op {item}.",
		"does-not-beat":         "Je kunt die tegel niet afdekken: {item}.",
		"typed":                 "Typ “open” of “dicht”, een symbool en een vak, bijvoorbeeld “open St D4”, of “pas”.",
		"typed-long":            "Dat is te lang voor een zet: typ een zet, bijvoorbeeld “open St D4”.",
		"typed-symbol":          "Het symbool {item} wordt niet herkend: typ St (steen), Pa (papier) of Sc (schaar).",
		"typed-cell":            "Het vak {item} wordt niet herkend: typ de letter en het nummer, bijvoorbeeld “D4”.",
	},
	beats: func(s, under Symbol) string {
		return "je " + nlSymbols[s&3] + " wint niet van " + nlSymbols[under&3]
	},
	rules: []string{
		"Iedere speler krijgt de 15 tegels van één kleur, 5 van elk symbool: steen, papier en schaar. Steen wint van schaar, schaar wint van papier, papier wint van steen.",
		"Als je aan de beurt bent, leg je een tegel uit je hand op het speelveld. Leg je hem open, dan komt hij op een leeg vak naast een andere tegel (recht of schuin ernaast), en daarna trek je 2 tegels van je stapel. Leg je hem dicht, dan dek je daarmee een open tegel af waarvan hij wint, van welke kleur ook, en trek je niets. Op een dichte tegel mag geen tegel meer. Alle tegels moeten binnen een vierkant van 4×4 blijven (5×5 met 3 of 4 spelers). Je mag alleen passen als je geen tegel kunt leggen: je laat dan je hand zien en trekt 2 tegels.",
		"Liggen er drie tegels van jouw kleur op een rij (horizontaal, verticaal of diagonaal), alle drie open of alle drie dicht, en is er geen afgedekt, dan win je de ronde. Kan niemand meer een tegel leggen, dan wint wie de meeste zichtbare tegels heeft.",
		"Wie als eerste 2 rondes wint, wint de partij. Met 3 spelers zijn de groene tegels van niemand; met 4 spelers in teams speelt team A (spelers 1 en 3) tegen team B (spelers 2 en 4), en een rij van je teamgenoot telt voor het hele team.",
	},
	picKnown: func(s Symbol, n int) string { return strconv.Itoa(n) + "× " + nlSymbols[s&3] }, // a tally: "2 papier" alone reads as documents
}

// nlOnTop says how many tiles each seat had on top at a stuck end, or in
// teams each team: "jij: drie, Ana: twee", "team A: vijftien, team B: tien".
func nlOnTop(winners side, onTop []speech.Score) string {
	if winners.team != "" {
		t := teamTotals(onTop)
		return fmt.Sprintf("team\u00a0A: %d, team\u00a0B: %d", t[0], t[1])
	}
	return onTopList(onTop, "jij", ": ", ", ", nl)
}

// nlPresent says who does something now, the verb in the form they
// take: you for the reader alone ("jij hebt"), one for another person
// or a team ("Ana heeft", "team B (spelers 2 en 4) heeft"), many for
// several ("jij en Ana hebben").
func nlPresent(s side, you, one, many string) string {
	who := s.who
	switch {
	case s.team != "":
		return s.team + " " + one
	case len(who) == 1 && who[0].You:
		return "jij " + you
	case len(who) == 1:
		return nl.Name(who[0]) + " " + one
	}
	return nl.Names(who, "jij") + " " + many
}

// nlWonEach says what each of several people won in a match, in the
// past: "speler 3 heeft er één gewonnen", "jij hebt er geen gewonnen",
// "Ana en jij hebben er elk één gewonnen".
func nlWonEach(g side) string {
	count := nlAmount(g.rounds)
	if len(g.who) > 1 && g.rounds > 0 {
		count = "elk " + count
	}
	return nlPresent(side{who: g.who}, "hebt", "heeft", "hebben") + " er " + count + " gewonnen"
}

// nlSymbols name the symbols by Symbol, the first unused, as the rule
// says them ("je steen wint niet van papier").
var nlSymbols = [...]string{"tegel", "steen", "papier", "schaar"}

// nlTile names a tile of symbol s as a tile, the word that is counted and
// takes an article ("een papiertegel", "de schaartegel"): a bare "een
// papier" or "twee papieren" would read as documents.
func nlTile(s Symbol) string {
	if s&3 == 0 {
		return "tegel"
	}
	return nlSymbols[s&3] + "tegel"
}

// nlThe names the tile of symbol s with its article: "de steentegel".
func nlThe(s Symbol) string { return "de " + nlTile(s) }

// nlCount counts n tiles of symbol s: "een steentegel", "twee
// steentegels"; "een onbekende tegel" for a tile not shown ("dicht" is
// face down).
func nlCount(s Symbol, n int) string {
	if !s.valid() {
		if n == 1 {
			return "een onbekende tegel"
		}
		return nlAmount(n) + " onbekende tegels"
	}
	if n == 1 {
		return "een " + nlTile(s)
	}
	return nlAmount(n) + " " + nlTile(s) + "s"
}

// nlCovered names a tile covered by whose it is: "de steentegel van
// Ana", "je steentegel", "je eigen steentegel" (the reader's, covered by
// the reader), "een eigen steentegel" (the mover's own), "de groene
// steentegel" (neutral: the colour a player sees), or "de steentegel"
// where that was not told.
func nlCovered(c cover) string {
	switch {
	case c.owner == nil && c.told:
		return "de groene " + nlTile(c.symbol)
	case c.owner == nil:
		return nlThe(c.symbol)
	case c.owner.You && c.own:
		return "je eigen " + nlTile(c.symbol) // as the others' "een eigen" (words-round15 nl)
	case c.owner.You:
		return "je " + nlTile(c.symbol)
	case c.own:
		return "een eigen " + nlTile(c.symbol)
	case c.partner:
		return nlThe(c.symbol) + " van je teamgenoot" // as the rules call a partner
	}
	return nlThe(c.symbol) + " " + nl.Whose(*c.owner)
}

// nlLine names the line of two that covering c breaks by whose it is:
// "je eigen rij" (the reader's), "de rij van je teamgenoot", "de rij van
// Ana".
func nlLine(c cover) string {
	return lineOf(c, "je eigen rij", "de rij van je teamgenoot", "de rij", nl)
}

// nlList returns "twee steentegels en een papiertegel".
func nlList(syms []Symbol) string { return symbolCounts(syms, nlCount, nl) }

// nlAmount counts tiles or rounds: "geen", "één", "twee".
func nlAmount(n int) string { return amount(n, "geen", "één", nl) }

// nlTiles counts tiles: "geen tegels", "een tegel", "twee tegels".
func nlTiles(n int) string { return nl.Amount(n, "geen tegels", "een tegel", "tegels") }

// nlWhoseHand is who's hand as a pass with an empty one says it: "je hand" for
// the reader, "de hand" for another.
func nlWhoseHand(who speech.Person) string {
	if who.You {
		return "je hand"
	}
	return "de hand"
}

// The words a player types in Dutch for the notation's (see typings): the
// symbols as the board draws them, or their names.
func init() {
	typings[lang.Dutch] = engine.NewTyping("up=open; down=dicht; pass=pas passen; R=St steen; P=Pa papier P; S=Sc schaar; =S") // S: steen or schaar
}

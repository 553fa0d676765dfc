package lino

import (
	"fmt"
	"strconv"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// nl is the grammar of Dutch that the games share.
var nl = speech.Of(lang.Dutch)

// Dutch has no rulebook of Lino here: it speaks as Dutch players do, of
// het speelveld, de tegels, de stenen, de rijen, de reeksen and de ster;
// the reader is "je".
var inDutch = phrases{
	tileMoved: func(who speech.Person, from, to string) string {
		return speech.Sentence(nl.Did(who, fmt.Sprintf("de tegel van %s naar %s verplaatst", from, to)))
	},
	fillingStarted: "Het speelveld is klaar.",
	stonePlaced: func(who speech.Person, colour int, at string) string {
		stone := [...]string{"een zwarte steen", "een witte steen", "een steen"}[min(max(colour, 0), 2)]
		return speech.Sentence(nl.Did(who, fmt.Sprintf("%s op %s gezet", stone, at)))
	},
	rowClosed: func(who speech.Person, start, end string, points int) string {
		return speech.Sentence(nl.Did(who, fmt.Sprintf("de rij van %s tot %s volgemaakt en %s gescoord", start, end, nl.Points(points))))
	},
	runScored: func(whose speech.Person, stones int, start, end string, points int) string {
		stenen := nl.Number(stones) + " " + nl.Form(stones, "steen", "stenen")
		if stones == 1 {
			stenen = "een steen"
		}
		cells := start + "–" + end
		if start == end {
			cells = start
		}
		return fmt.Sprintf("%s een reeks van %s (%s): %s.", speech.Capitalize(nlHas(whose)), stenen, cells, nl.Points(points))
	},
	numberScored: func(number int, at string, points int, whom speech.Person) string {
		// No two numbers run together ("levert speler 2 2 punten
		// op"): the cell, then the points and whose (words-round11 nl).
		return fmt.Sprintf("Het getal %d op de lege tegel %s: %s voor %s.", number, at, nl.Points(points), nlObject(whom))
	},
	starScored: func(at string, points int, whom speech.Person) string {
		return fmt.Sprintf("De ster op %s: %s voor %s.", at, nl.Points(points), nlObject(whom))
	},
	lastStone: func(stones int) string { return fmt.Sprintf("Het is de laatste van de %d stenen.", stones) },
	roundEnded: func(round int, first, second speech.Score) string {
		return fmt.Sprintf("Ronde %d is voorbij. Stand: %s.", round, nl.Results([]speech.Score{first, second}))
	},
	scores: func(first, second speech.Score) string {
		return "Uitslag: " + nl.Results([]speech.Score{first, second}) + "."
	},
	roundStarted: func(round int) string { return fmt.Sprintf("Ronde %d begint op hetzelfde speelveld.", round) },
	draw:         func(score string) string { return "De partij eindigt gelijk" + score + "." },
	lost:         func(score string) string { return "Je hebt de partij verloren" + score + "." },
	won: func(winner speech.Person, score string) string {
		return speech.Sentence(nl.Did(winner, "de partij gewonnen"+score))
	},
	versus:    func(first, second int) string { return fmt.Sprintf(", %d tegen %d", first, second) },
	unknown:   "Er gebeurde iets dat geen regel van Lino beschrijft.",
	picNoGame: "geen partij",
	picRound: func(round, rounds int, phase string) string {
		if rounds <= 1 {
			return "Lino: " + phase + "."
		}
		return fmt.Sprintf("Lino, ronde %d van %d: %s.", round, rounds, phase)
	},
	picPhases: []string{"het speelveld wordt gebouwd", "de stenen worden gezet", "het speelveld is klaar",
		"de volgemaakte rijen worden geteld", "de eindtelling", "tussen twee rondes", "de partij is voorbij"},
	picUnknownPhase: "een onbekende fase",
	picSeat: func(stone string, colour int, reader speech.Person, over bool) string {
		// One tense in both halves (words-round15 nl 4).
		verbs := [2]string{"bent", "speelt"}
		if over {
			verbs = [2]string{"was", "speelde"}
		}
		return fmt.Sprintf("Je %s %s en %s met %s (%s).", verbs[0], nl.Name(reader), verbs[1], [...]string{"zwart", "wit"}[colour&1], stone)
	},
	picWatch:     "Jij kijkt toe.",
	picSeatLabel: func(n int) string { return "speler " + strconv.Itoa(n) },
	picYou:       "(jij)",
	picColours:   [2]string{"Zwart", "Wit"},
	picScore:     func(who string, points int) string { return who + ": " + nl.Points(points) },
	picScoreSep:  " · ",
	picWinner: func(winner speech.Person, colour int, stone string) string {
		// The perfect after "voorbij", as the game is (words-round15
		// nl 4).
		return fmt.Sprintf("Partij voorbij: %s (%s, %s) heeft gewonnen.", nl.Name(winner), [...]string{"zwart", "wit"}[colour&1], stone)
	},
	picYouWin: "Partij voorbij: jij hebt gewonnen.",
	picDraw:   "Partij voorbij: gelijkspel.",
	picOver:   "Partij voorbij.",
	picNobody: "Een ogenblik: de vorige zet wordt nog afgehandeld.",
	picLegend: func(moved, moves int) string {
		return fmt.Sprintf("# tegel die niet verplaatst mag worden, + mogelijke plek, ~ verboden plek; %d van %d tegels verplaatst.", moved, moves)
	},
	picMoveTile: func(who speech.Person) string {
		if who.You {
			return "Verplaats een tegel"
		}
		return speech.Capitalize(nlWhom(who)) + " moet een tegel verplaatsen"
	},
	picPlaceStone: func(who speech.Person) string {
		if who.You {
			return "Zet een steen"
		}
		return speech.Capitalize(nlWhom(who)) + " moet een steen zetten"
	},
	moveTile:      func(from, to string) string { return "Verplaats de tegel van " + from + " naar " + to },
	placeStone:    func(at string) string { return "Zet een steen op " + at },
	unknownMove:   "Een zet die geen regel van Lino beschrijft",
	pickTile:      func(from string) string { return "Verplaats de tegel van " + from },
	scoresNothing: "Je scoort geen punten.",
	closesRow: func(from, to string, points int) string {
		return "Je maakt de rij van " + from + " tot " + to + " vol en scoort " + nl.Points(points) + "."
	},
	closesRows: func(rows, points int) string {
		return "Je maakt " + nl.Number(rows) + " " + nl.Form(rows, "rij", "rijen") + " vol en scoort " + nl.Points(points) + "."
	},
	makesRun: func(stones, points int) string {
		return "Deze steen geeft je een reeks van " + nl.Number(stones) + " stenen: " + nl.Points(points) + " aan het einde."
	},
	makesRuns: func(runs, points int) string {
		return "Deze steen geeft je " + nl.Number(runs) + " reeksen: " + nl.Points(points) + " aan het einde."
	},
	tilesLeft: func(n int) string {
		return "Je hebt daarna nog " + nl.Number(n) + " " + nl.Form(n, "tegel", "tegels") + " te verplaatsen."
	},
	lastTile:   "Je verplaatst je laatste tegel.",
	fieldBuilt: "Je verplaatst de laatste tegel: het veld is klaar, daarna worden de stenen gezet.",
	refusals: map[string]string{
		string(ReasonCellTaken): "Er ligt al een tegel op {item}.",
		"stone-taken":           "Op de tegel op {item} staat al een steen.",
		"no-tile":               "Er ligt geen tegel op {item}.",
		"moved-before":          "De tegel op {item} is al verplaatst: een tegel mag maar één keer verplaatst worden.",
		"too-far-at":            "{item} ligt te ver van het speelveld.",
		"too-far":               "Die plek ligt te ver van het speelveld.",
		"no-tile-there":         "Zo ver van het speelveld ligt geen tegel.",
		"vacated":               "Een tegel heeft de plek op {item} verlaten: daar mag geen tegel meer komen.",
		"touches-nothing":       "Op {item} zou de tegel geen andere tegel raken.",
		"leaves-alone":          "Die zet zou de tegel op {item} alleen laten liggen.",
		"must-place":            "Het speelveld is klaar: zet een steen.",
		"must-move":             "Het speelveld wordt nog gebouwd: verplaats een tegel.",
		"typed":                 "Typ “verplaats” gevolgd door twee plekken, bijvoorbeeld “verplaats K7 K6” of “verplaats K7 naar K6”, of “zet” gevolgd door een plek, bijvoorbeeld “zet K6”.",
		"typed-long":            "Dat is te lang voor een zet: typ een zet, bijvoorbeeld “verplaats K7 K6”.",
		"typed-cell":            "De plek {item} wordt niet herkend: typ de letter en het nummer, bijvoorbeeld “K7”.",
	},
	rules: []string{
		"Twee spelers, zwart en wit. Eerst wordt het speelveld gebouwd: om de beurt verplaatst iedere speler een tegel naar een nieuwe plek, ieder drie keer (zes tegels in totaal). Een tegel mag maar één keer verplaatst worden, nooit naar een plek waar een tegel is weggehaald, en iedere tegel moet een andere blijven raken, met een zijkant of een hoek.",
		"Daarna zet iedere speler om de beurt een steen op een lege tegel, ieder 24 stenen (de 25e houdt de stand van die speler bij); acht tegels blijven leeg.",
		"Een rij is een rechte lijn van tegels (horizontaal, verticaal of diagonaal) zonder gat, die eindigt bij een plek zonder tegel. Wie een steen zet op de laatste lege tegel van een rij, scoort meteen evenveel punten als de rij tegels telt.",
		"Aan het einde scoort iedere reeks van vier of meer eigen stenen op een rechte lijn: 10 punten voor 4 stenen, 20 voor 5, 30 voor 6 en 40 voor 7 of meer.",
		"Bonusvariant: het getal op een lege tegel levert punten op voor de speler met de kleur van dat getal; een ster geeft 10 punten aan wie er de meeste stenen omheen heeft; bij een gelijk aantal aan wie een steen op de ster heeft, en aan niemand als de ster leeg is.",
	},
	turn: func(who speech.Person, p Phase) string {
		switch {
		case !who.You:
			return nl.Name(who) + " is aan de beurt."
		case p == PhaseBuilding:
			return "Jij bent aan de beurt: verplaats een tegel."
		}
		return "Jij bent aan de beurt: zet een steen."
	},
}

// nlHas returns "je hebt", "Ana heeft": who has something.
func nlHas(who speech.Person) string {
	if who.You {
		return "je hebt"
	}
	return nl.Name(who) + " heeft"
}

// nlWhom names who, stressed: "jij", "Ana".
func nlWhom(who speech.Person) string {
	if who.You {
		return "jij"
	}
	return nl.Name(who)
}

// nlObject names who as an object: "jou", "Ana".
func nlObject(who speech.Person) string {
	if who.You {
		return "jou"
	}
	return nl.Name(who)
}

// The words a player types in Dutch for the notation's verbs (see typings).
func init() {
	typings[lang.Dutch] = engine.NewTyping("move=verplaats; place=zet plaats")
}

// The word a person of Dutch types between a move's two cells, which
// View.ParseTyped reads as nothing (lino25, issue #40).
func init() { fillers[lang.Dutch] = &[]string{"naar"} }

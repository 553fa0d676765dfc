package linko

import (
	"strconv"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// nl is the grammar of Dutch that the games share.
var nl = speech.Of(lang.Dutch)

// Dutch speaks with the words of the Dutch rulebook: uitleggen, de
// trekstapel, de voorraad, de aflegstapel, afpakken; the reader is "je".
var inDutch = phrases{
	played: func(who speech.Person, m Meld) string { return nl.Did(who, nlMeld(m)+" uitgelegd") },
	attacked: func(who, victim speech.Person, m Meld) string {
		return nl.Did(who, nlOwned(m, victim)+" afgepakt")
	},
	turn: func(who speech.Person) string {
		if who.You {
			return "jij bent aan de beurt"
		}
		return nl.Name(who) + " is aan de beurt"
	},
	taken: func(who, victim speech.Person, m Meld) string {
		return nl.Did(who, nlOwned(m, victim)+" in "+nlHand(who)+" genomen")
	},
	left: nlLeft,
	takenBack: func(who speech.Person, m Meld) string {
		return nl.Did(who, nlOwn(m, who)+" teruggenomen")
	},
	discarded: func(who speech.Person, m Meld) string { return nl.Did(who, nlOwn(m, who)+" afgelegd") },
	drawn: func(who speech.Person, c Card, from Source) string {
		place := "van de trekstapel"
		if from == FromDisplay {
			place = "uit de voorraad"
		}
		return nl.Did(who, nlCards(c, 1)+" "+place+" gepakt")
	},
	refilled: func(shown []Card) string {
		switch {
		case len(shown) == 0:
			return "de voorraad kan niet meer aangevuld worden: de trekstapel is op"
		case len(shown) < DisplaySize:
			// The pile ran out before every slot was filled.
			return "de trekstapel is op: in de voorraad liggen alleen nog " + listCards(nl, shown, nlCards)
		}
		return "in de voorraad liggen nu: " + listCards(nl, shown, nlCards)
	},
	roundEnded: func(round int, scores []speech.Score) string {
		return "einde van ronde " + strconv.Itoa(round) + ". Stand: " + nl.Results(scores)
	},
	scores: func(scores []speech.Score) string { return "stand: " + nl.Results(scores) },
	dealt: func(round int, hand []Card) string {
		s := "de kaarten voor ronde " + strconv.Itoa(round) + " zijn gedeeld"
		if len(hand) > 0 {
			s += "; je hand: " + listCards(nl, hand, nlCards)
		}
		return s
	},
	gameEnded: func(winners []speech.Person, best int, others []speech.Score) string {
		if len(winners) == 0 {
			return "de partij is voorbij: niemand heeft gescoord"
		}
		s := "de partij is voorbij: " + nl.Together(winners, "met "+nl.Points(best)+" gewonnen")
		if len(others) > 0 {
			standing := make([]speech.Score, 0, len(winners)+len(others))
			for _, w := range winners {
				standing = append(standing, speech.Score{Who: w, Points: best})
			}
			s += ". Eindstand: " + nl.Results(append(standing, others...))
		}
		return s
	},
	emptied: func(who speech.Person) string {
		if who.You {
			return "je hebt geen kaarten meer in je hand"
		}
		return nl.Name(who) + " heeft geen kaarten meer in de hand"
	},
	cardsOut:   "de trekstapel en de voorraad zijn allebei leeg",
	unknown:    "er is iets gebeurd dat Linko! niet kent",
	picNoGame:  "geen partij",
	picRound:   func(round, rounds int) string { return "ronde " + strconv.Itoa(round) + " van " + strconv.Itoa(rounds) },
	picSeat:    func(who speech.Person) string { return "jij bent " + nl.Name(who) },
	picWatch:   "jij kijkt toe",
	picPile:    "trekstapel",
	picDisplay: "voorraad",
	picDiscard: "aflegstapel",
	picEmpty:   "aflegstapel leeg",
	picCard:    rulebookCard,
	picMeld:    rulebookMeld,
	picColumns: []string{"speler", "kaarten", "punten", "bekend", "uitgelegd (bovenste kaart rechts)"},
	picYou:     "(jij)",
	picHand:    "Je hand:",
	picPlay: func(who speech.Person) string {
		if who.You {
			return "leg kaarten uit"
		}
		return nl.Name(who) + " moet kaarten uitleggen"
	},
	picAttack: func(who, victim speech.Person, attacker, attacked Meld) string {
		// The player takes, with the cards (words-round11 nl): "met je
		// 6 pak je de 5 van speler 3 af", never "je 6 pakt …".
		it := agree(attacked, "hem", "ze")
		if who.You {
			return "met " + nlOwn(attacker, who) + " pak je " + nlOwned(attacked, victim) + " af: neem " + it + " of laat " + it + " aan " + nlTo(victim) + " over"
		}
		// The name once (words-round12 nl 10).
		return nl.Name(who) + " pakt met " + nlMeld(attacker) + " " + nlOwned(attacked, victim) + " af en beslist: " +
			it + " nemen of aan " + nlTo(victim) + " overlaten"
	},
	picLeft: func(who, victim speech.Person, left Meld) string {
		it := agree(left, "hem", "ze")
		if victim.You {
			return nlLeft(who, victim, left) + ": neem " + it + " terug in je hand, of leg " + it + " af en pak " + nlCount(left.Size())
		}
		return nlLeft(who, victim, left) + "; " + nlChooses(victim, left.Size()) // one colon a line
	},
	picDraw: func(who speech.Person, cards int, more bool) string {
		where := " van de trekstapel of uit de voorraad"
		if cards > 1 {
			where = ", één voor één," + where
		}
		n := nlCount(cards)
		if more && cards > 0 {
			n = "nog " + n
		}
		if who.You {
			return "pak " + n + where
		}
		return nl.Name(who) + " moet " + n + " pakken" + where
	},
	picCompare: func(who speech.Person, meld Meld) string {
		return nlOwned(meld, who) + " " + agree(meld, "wordt", "worden") + " vergeleken met de bovenste kaarten van de andere spelers"
	},
	picRefill: "de voorraad wordt aangevuld",
	picScoring: func(round, rounds int) string {
		if rounds <= 1 {
			return "de partij is voorbij: de punten worden geteld"
		}
		return "ronde " + strconv.Itoa(round) + " is voorbij: de punten worden geteld"
	},
	picScored: func(round int) string { return "de punten van ronde " + strconv.Itoa(round) + " zijn geteld" },
	picWon: func(winners []speech.Person) string {
		if len(winners) == 0 {
			return "partij voorbij · niemand heeft gewonnen"
		}
		return "partij voorbij · " + nl.Together(winners, "gewonnen")
	},
	picNobody: "niemand is aan de beurt",
	play:      func(m Meld) string { return "leg " + nlMeld(m) + " uit" },
	take:      func(victim speech.Person, m Meld) string { return "neem " + nlOwned(m, victim) },
	leave: func(victim speech.Person, cards int) string {
		return "laat " + nl.Form(cards, "hem", "ze") + " aan " + nlTo(victim) + " over"
	},
	takeBack:    func(cards int) string { return "neem " + nl.Form(cards, "hem", "ze") + " terug in je hand" },
	discard:     func(cards int) string { return "leg " + nl.Form(cards, "hem", "ze") + " af" },
	drawPile:    "pak een kaart van de trekstapel",
	drawDisplay: func(c Card) string { return "pak " + nlThe(c) + " uit de voorraad" },
	unknownMove: "een zet die Linko! niet kent",
	pickValue: func(c Card, held int) string {
		if held == 1 {
			return "je " + c.String()
		}
		return "je " + nlPlural(c)
	},
	pickJokers:  func(held int) string { return nl.Form(held, "je joker", "je jokers") },
	pickDisplay: func(c Card) string { return nlThe(c) + " in de voorraad" },
	empties:     func(game bool) string { return "je maakt je hand leeg: " + nlEnd(game) },
	attacks: func(victims []speech.Person, melds []Meld) string {
		if len(victims) == 0 {
			return "je pakt niemand iets af"
		}
		parts := make([]string, len(victims))
		for i, v := range victims {
			parts[i] = nlOwned(melds[i], v)
		}
		return "je pakt " + nl.Join(parts) + " af"
	},
	victimDraws: func(victim speech.Person, cards int) string {
		if victim.You {
			return "je pakt " + nlCount(cards)
		}
		return nl.Name(victim) + " pakt " + nlCount(cards)
	},
	victimChoice: func(victim speech.Person, cards int) string {
		them := nl.Form(cards, "hem", "ze")
		if victim.You {
			return "je neemt " + them + " terug in je hand, of legt " + them + " af en pakt " + nlCount(cards)
		}
		return nlChooses(victim, cards)
	},
	// What follows, not the button again (words-round16 nl 8).
	backToHand: func(int) string { return "je pakt geen nieuwe kaarten" },
	ontoDiscard: func(cards int) string {
		if cards == 0 {
			return "je pakt geen nieuwe kaarten"
		}
		return "daarna pak je " + nl.Form(cards, "een nieuwe kaart", nl.Number(cards)+" nieuwe kaarten")
	},
	lastToDraw: func(game bool) string { return "je pakt de laatste kaart: " + nlEnd(game) },
	yourLast:   "daarna hoef je geen kaarten meer te pakken",
	onlyDraw:   "je hoeft maar één kaart te pakken",
	moreToDraw: func(more int) string { return "daarna pak je nog " + nlCount(more) },
	refusals: map[string]string{
		"none-in-hand":              "Je hebt geen {item} in je hand.",
		"too-few-in-hand":           "Je hebt maar {item} in je hand.",
		"not-on-display":            "Er ligt geen {item} in de voorraad.",
		"pile-empty":                "De trekstapel is leeg: pak een kaart uit de voorraad.",
		"must-play":                 "Dat kan nu niet: leg eerst kaarten uit.",
		"must-take-or-leave":        "Dat kan nu niet. Beslis eerst: {item}.",
		"must-take-back-or-discard": "Dat kan nu niet: neem de afgepakte kaarten terug in je hand, of leg ze af.",
		"must-draw":                 "Dat kan nu niet: pak nog {item}.",
		"not-a-meld":                "Die kaarten horen niet bij elkaar: leg 1 tot 8 kaarten met hetzelfde getal uit, met hoogstens 5 jokers, of 1 tot 5 jokers zonder getallenkaarten.",
		"typed":                     "Typ “leg” gevolgd door kaarten, bijvoorbeeld “leg 7x2+X”; “pak” gevolgd door “stapel” of een kaart uit de voorraad, bijvoorbeeld “pak stapel”; of “neem”, “laat”, “terugnemen” of “afleggen”.",
		"typed-long":                "Dat is te lang voor een zet: typ een zet, bijvoorbeeld “leg 7x2+X”.",
		"typed-meld":                "De kaarten {item} worden niet herkend: typ het getal, dan x en hoeveel, en +X voor een joker, bijvoorbeeld “7x2+X”.",
		"typed-draw":                "Typ “pak stapel”, of “pak” gevolgd door een kaart uit de voorraad, bijvoorbeeld “pak 7”.",
		"typed-card":                "De kaart {item} bestaat niet: typ 1 tot 13, of X voor een joker, bijvoorbeeld “7x2+X”.",
		"typed-one":                 "Typ één kaart zonder x, bijvoorbeeld “7”, niet {item}.",
		"typed-count":               "Je kunt 1 tot 8 kaarten met hetzelfde getal uitleggen: {item}.",
		"typed-jokers":              "Je kunt hoogstens 5 jokers uitleggen: {item}.",
		"typed-values":              "De kaarten {item} hebben niet allemaal hetzelfde getal: leg kaarten met hetzelfde getal uit, met of zonder jokers, bijvoorbeeld “7x2+X”.",
	},
	cardName: named("joker"),
	cards:    nlCardsCounted,
	// The two buttons' words (words-round10 nl 8, in the rulebook's
	// "overlaten", as the buttons say it: "liggen" is struck out).
	decide: func(m Meld, owner speech.Person) string {
		return "neem " + nlOwned(m, owner) + ", of laat " + nl.Form(m.Size(), "hem", "ze") + " aan " + nlTo(owner) + " over"
	},
	toDraw: nlCount,
	asked:  func(typed string, n int) string { return "met " + typed + " vraag je er " + strconv.Itoa(n) },
	rules: []string{
		"Als je aan de beurt bent, leg je één of meer kaarten met hetzelfde getal uit, eventueel met jokers. Jokers zonder getallenkaarten zijn meer waard dan een 13.",
		"Afpakken! Je nieuwe kaarten worden vergeleken met de bovenste kaarten van iedere andere speler. Liggen daar evenveel kaarten met een lager getal, dan pak je ze af: neem ze in je hand of laat ze aan hun eigenaar over. Neem je ze, dan pakt hun eigenaar evenveel nieuwe kaarten. Laat je ze aan de eigenaar over, dan neemt die ze terug in de hand, of legt die ze af en pakt evenveel nieuwe kaarten.",
		"Nieuwe kaarten pak je alleen als je door afpakken kaarten kwijt bent: één voor één, de bovenste van de trekstapel of een kaart naar keuze uit de voorraad (de zes open kaarten).",
		"De partij eindigt meteen als iemands hand leeg is, of als de trekstapel en de voorraad allebei op zijn.",
		"Punten: +1 voor iedere uitgelegde kaart, −1 voor iedere kaart in je hand. Daarom begint iedereen op −13: dertien kaarten in de hand, nog niets uitgelegd.",
	},
	yourTurn: func(p Phase, cards int) string {
		them := nl.Form(cards, "hem", "ze")
		switch p {
		case PhaseTakeOrLeave:
			return "jij bent aan de beurt: neem " + them + " of laat " + them + " liggen"
		case PhaseTakeBackOrDiscard:
			return "jij bent aan de beurt: neem " + them + " terug in je hand of leg " + them + " af"
		case PhaseDraw:
			return "jij bent aan de beurt: pak " + nlCount(cards)
		}
		return "jij bent aan de beurt: leg kaarten uit"
	},
}

// nlHand returns whose hand: "je hand" for the reader, else "de hand",
// as the Dutch rulebook says it ("in de hand nemen"): a name tells no
// gender for a possessive.
func nlHand(who speech.Person) string {
	if who.You {
		return "je hand"
	}
	return "de hand"
}

// nlCards returns k cards c: "een 7", "twee 7-en", "een joker", "twee
// jokers"; a hidden card is "een kaart".
func nlCards(c Card, k int) string {
	switch {
	case c == Joker && k == 1:
		return "een joker"
	case c == Joker:
		return nl.Number(k) + " jokers"
	case !c.IsNumber():
		return "een kaart"
	case k == 1:
		return "een " + c.String()
	}
	return nl.Number(k) + " " + nlPlural(c)
}

// nlMeld returns a meld: "twee 7-en en een joker".
func nlMeld(m Meld) string { return meldIn(m, nlCards, "geen kaarten", nl) }

// nlOwned returns a meld of owner's as another person acts on it: "de
// twee 5'en en de joker van Ana"; the reader's with the unstressed "je"
// ("Ana pakt je twee 5'en en je joker af": words-round11 nl, where the
// stressed "jouw" stood out in every line).
func nlOwned(m Meld, owner speech.Person) string {
	if owner.You {
		return nlPossessed(m, "je ")
	}
	return nlPossessed(m, "de ") + " " + nl.Whose(owner)
}

// nlOwn returns who's own meld as who acts on it: the reader's with the
// unstressed "je" ("je hebt je 1 afgelegd", "je twee 5'en pakken …
// af"); another seat's with the definite article, "de 7", "de twee
// 6'en", the cards named before (Dutch would say his or her, and a name
// tells neither).
func nlOwn(m Meld, who speech.Person) string {
	if who.You {
		return nlPossessed(m, "je ")
	}
	return nlPossessed(m, "de ")
}

// nlChooses says what another seat chooses whose cards were left to it,
// as one choice (words-round12 nl): "Ana kiest: terug in de hand, of
// afleggen en een kaart pakken".
func nlChooses(victim speech.Person, cards int) string {
	return nl.Name(victim) + " kiest: terug in de hand, of afleggen en " + nlCount(cards) + " pakken"
}

// nlTo returns victim after "aan": "jou", "Cees", "speler 2".
func nlTo(victim speech.Person) string {
	if victim.You {
		return "jou"
	}
	return nl.Name(victim)
}

// nlLeft says that who left victim's meld m to its owner, as the rulebook
// says ("aan de andere speler overlaten"): "Ana heeft de 1 aan jou
// overgelaten" (not "jouw 1 aan jou": the owner is said once), "je hebt de
// 3 aan Cees overgelaten".
func nlLeft(who, victim speech.Person, m Meld) string {
	return nl.Did(who, nlPossessed(m, "de ")+" aan "+nlTo(victim)+" overgelaten")
}

// nlPossessed returns a meld, each kind of card after the determiner det:
// "je 1", "de twee 5'en en de joker".
func nlPossessed(m Meld, det string) string {
	the := func(k int, one, many string) string {
		if k == 1 {
			return det + one
		}
		return det + nl.Number(k) + " " + many
	}
	var parts []string
	if m.Count > 0 {
		parts = append(parts, the(int(m.Count), m.Value.String(), nlPlural(m.Value)))
	}
	if m.Jokers > 0 {
		parts = append(parts, the(int(m.Jokers), "joker", "jokers"))
	}
	return nl.Join(parts)
}

// nlThe names one card of the display: "de 8", "de joker".
func nlThe(c Card) string {
	if c == Joker {
		return "de joker"
	}
	return "de " + c.String()
}

// nlCount returns a number of cards: "een kaart", "twee kaarten".
func nlCount(n int) string { return nl.Amount(n, "geen kaarten", "een kaart", "kaarten") }

// nlEnd says what ends when a round does: the match, in its last round.
func nlEnd(game bool) string {
	if game {
		return "de partij eindigt"
	}
	return "de ronde eindigt"
}

// nlPlural returns the plural of a card's value in figures, as Dutch
// spells it after the spoken plural: "7's" and "9's" (zevens, negens),
// "6'en", "11'en" (zessen, elven).
func nlPlural(c Card) string {
	if c == 7 || c == 9 {
		return c.String() + "'s"
	}
	return c.String() + "'en"
}

// nlCardsCounted returns k cards c as a count a refusal weighs: "één 7",
// "twee 7's", "één joker"; "maar één 7", never "maar een 7".
func nlCardsCounted(c Card, k int) string {
	if k == 1 && (c == Joker || c.IsNumber()) {
		return "één " + strings.TrimPrefix(nlCards(c, 1), "een ")
	}
	return nlCards(c, k)
}

// The words a player types in Dutch for the notation's (see typings).
func init() {
	typings[lang.Dutch] = engine.NewTyping("play=leg speel; take=neem; leave=laat; takeback=terugnemen terug; discard=afleggen af; draw=pak; pile=stapel trekstapel")
}

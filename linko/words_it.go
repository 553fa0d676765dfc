package linko

import (
	"strconv"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// it is the grammar of Italian that the games share.
var it = speech.Of(lang.Italian)

// Italian speaks with the words of the Italian rulebook: calare, il
// mazzetto, il display, gli scarti, sgraffignare, le carte della fila
// superiore, il Jolly; the reader is "tu", as a player is spoken to at
// the table. A card is named by its value, a masculine noun ("il 7",
// "l'8", "un Jolly"), so its pronoun is "lo" for one card, "li" for
// several. A move's label is an imperative, as in Lino and LINX: "Cala
// un 2", "Pesca l'1 dal display", "Non prenderli" (the negative
// imperative of tu is non and the infinitive).
var inItalian = phrases{
	played: func(who speech.Person, m Meld) string { return it.Did(who, "calato "+itMeld(m)) },
	attacked: func(who, victim speech.Person, m Meld) string {
		return it.Did(who, "sgraffignato "+itOwned(m, victim))
	},
	turn:      func(who speech.Person) string { return "tocca " + itTo(who) },
	taken:     func(who, victim speech.Person, m Meld) string { return it.Did(who, "preso "+itOwned(m, victim)) },
	left:      func(who, victim speech.Person, m Meld) string { return itDidNotTake(who, m, victim) },
	takenBack: func(who speech.Person, m Meld) string { return it.Did(who, "ripreso in mano "+itOwn(m, who)) },
	discarded: func(who speech.Person, m Meld) string { return it.Did(who, "scartato "+itOwn(m, who)) },
	drawn: func(who speech.Person, c Card, from Source) string {
		place := "dal mazzetto"
		if from == FromDisplay {
			place = "dal display"
		}
		return it.Did(who, "pescato "+itCards(c, 1)+" "+place)
	},
	refilled: func(shown []Card) string {
		switch {
		case len(shown) == 0:
			return "il display non si può più ripristinare: il mazzetto è finito"
		case len(shown) < DisplaySize:
			// The pile ran out before every slot was filled.
			return "il mazzetto è finito: nel display restano solo " + listCards(it, shown, itCards)
		}
		return "il display è stato ripristinato: ora mostra " + listCards(it, shown, itCards)
	},
	roundEnded: func(round int, scores []speech.Score) string {
		return "fine della manche " + strconv.Itoa(round) + ": " + it.Results(scores)
	},
	scores: it.Results,
	dealt: func(round int, hand []Card) string {
		s := "le carte della manche " + strconv.Itoa(round) + " sono state distribuite"
		if len(hand) > 0 {
			s += "; la tua mano: " + listCards(it, hand, itCards)
		}
		return s
	},
	gameEnded: func(winners []speech.Person, best int, others []speech.Score) string {
		if len(winners) == 0 {
			return "la partita è finita: nessuno ha fatto punti"
		}
		s := "la partita è finita: " + it.Together(winners, "vinto con "+it.Points(best))
		if len(others) > 0 {
			s += "; " + it.Results(others)
		}
		return s
	},
	emptied: func(who speech.Person) string {
		if who.You {
			return "non hai più carte in mano"
		}
		return it.Name(who) + " non ha più carte in mano"
	},
	cardsOut:   "il mazzetto e il display sono entrambi finiti",
	unknown:    "è successo qualcosa che Linko! non conosce",
	picNoGame:  "nessuna partita",
	picRound:   func(round, rounds int) string { return "manche " + strconv.Itoa(round) + " di " + strconv.Itoa(rounds) },
	picSeat:    func(who speech.Person) string { return "sei " + it.Name(who) },
	picWatch:   "stai guardando la partita",
	picPile:    "mazzetto",
	picDisplay: "display",
	picDiscard: "scarti",
	picEmpty:   "nessuno scarto",
	picCard:    rulebookCard,
	picMeld:    rulebookMeld,
	picColumns: []string{"giocatore", "carte", "punti", "carte note", "calate (l'ultima è la fila superiore)"},
	picYou:     "(tu)",
	picHand:    "la tua mano:",
	picPlay:    func(who speech.Person) string { return "tocca " + itTo(who) + " calare delle carte" },
	picAttack: func(who, victim speech.Person, attacker, attacked Meld) string {
		return itOwned(attacker, who) + " " + agree(attacker, "sgraffigna ", "sgraffignano ") + itOwned(attacked, victim) +
			": tocca " + itTo(who) + " decidere se " + agree(attacked, "prenderlo", "prenderli") + " o no"
	},
	picLeft: func(who, victim speech.Person, left Meld) string {
		// The choice said as one (words-round12 it 5).
		return itDidNotTake(who, left, victim) + ": tocca " + itTo(victim) + " scegliere se " +
			agree(left, "riprenderlo in mano oppure scartarlo e pescare una carta", "riprenderli in mano oppure scartarli e pescare "+itCount(left.Size()))
	},
	// The second card of two is "ancora una carta" (words-round15 it).
	picDraw: func(who speech.Person, cards int, more bool) string {
		switch {
		case cards == 1 && more:
			return "tocca " + itTo(who) + " pescare ancora una carta, dal mazzetto o dal display"
		case cards == 1:
			return "tocca " + itTo(who) + " pescare una carta dal mazzetto o dal display"
		case more && cards > 0:
			return "tocca " + itTo(who) + " pescare ancora " + itCount(cards) + ", una alla volta, dal mazzetto o dal display"
		}
		return itNot(cards) + "tocca " + itTo(who) + " pescare " + itCount(cards) + ", una alla volta, dal mazzetto o dal display"
	},
	picCompare: func(who speech.Person, meld Meld) string {
		return itOwned(meld, who) + " " + agree(meld, "viene confrontato", "vengono confrontati") + " con le carte della fila superiore degli altri giocatori"
	},
	picRefill: "il display viene ripristinato",
	picScoring: func(round, rounds int) string {
		if rounds <= 1 {
			return "la partita è finita: si contano i punti"
		}
		return "la manche " + strconv.Itoa(round) + " è finita: si contano i punti"
	},
	picScored: func(round int) string { return "i punti della manche " + strconv.Itoa(round) + " sono stati contati" },
	picWon: func(winners []speech.Person) string {
		if len(winners) == 0 {
			return "partita finita · nessuno ha vinto"
		}
		return "partita finita · " + it.Together(winners, "vinto")
	},
	picNobody:   "non tocca a nessuno",
	play:        func(m Meld) string { return "cala " + itMeld(m) },
	take:        func(victim speech.Person, m Meld) string { return "prendi " + itOwned(m, victim) },
	leave:       func(_ speech.Person, cards int) string { return it.Form(cards, "non prenderlo", "non prenderli") },
	takeBack:    func(cards int) string { return it.Form(cards, "riprendilo in mano", "riprendili in mano") },
	discard:     func(cards int) string { return it.Form(cards, "scartalo e pesca", "scartali e pesca") },
	drawPile:    "pesca dal mazzetto",
	drawDisplay: func(c Card) string { return "pesca " + itThe(c) + " dal display" },
	unknownMove: "una mossa che Linko! non conosce",
	pickValue:   func(c Card, held int) string { return it.Form(held, "il tuo ", "i tuoi ") + c.String() },
	pickJokers:  func(held int) string { return it.Form(held, "il tuo Jolly", "i tuoi Jolly") },
	pickDisplay: func(c Card) string { return itThe(c) + " del display" },
	empties:     func(game bool) string { return "svuoti la tua mano: " + itEnd(game) },
	attacks: func(victims []speech.Person, melds []Meld) string {
		if len(victims) == 0 {
			return "non sgraffigni niente"
		}
		parts := make([]string, len(victims))
		for i, v := range victims {
			parts[i] = itOwned(melds[i], v)
		}
		return "sgraffigni " + it.Join(parts)
	},
	victimDraws: func(victim speech.Person, cards int) string {
		if victim.You {
			return itNot(cards) + "peschi " + itCount(cards)
		}
		return it.Name(victim) + " " + itNot(cards) + "pesca " + itCount(cards)
	},
	// The choice passes to the victim, said as a choice, not as a
	// forecast (words-round16 it 4); the previews of the choice say
	// what follows, not the button again (it 3).
	victimChoice: func(victim speech.Person, cards int) string {
		them := it.Form(cards, "lo", "li")
		choice := " se riprender" + them + " in mano oppure scartar" + them + " e pescare " + itCount(cards)
		if victim.You {
			return "scegli tu" + choice
		}
		return it.Name(victim) + " sceglie" + choice
	},
	backToHand:  func(int) string { return "non peschi nessuna carta" },
	ontoDiscard: func(cards int) string { return itNot(cards) + "peschi " + itCount(cards) },
	lastToDraw:  func(game bool) string { return "peschi l'ultima carta: " + itEnd(game) },
	yourLast:    "con questa hai finito di pescare",
	onlyDraw:    "è l’unica carta che peschi",
	// What is left after this card, said of this card (words-round15
	// it 1): "dopo questa ne peschi ancora una", "… altre due".
	moreToDraw: func(more int) string {
		if more == 0 {
			return "dopo questa non peschi più"
		}
		return "dopo questa ne peschi " + it.Form(more, "ancora una", "altre "+it.Number(more))
	},
	refusals: map[string]string{
		"none-in-hand":              "Non hai nessun {item} in mano.",
		"too-few-in-hand":           "Hai solo {item} in mano.",
		"not-on-display":            "Nel display non c'è nessun {item}.",
		"pile-empty":                "Il mazzetto è finito: pesca dal display.",
		"must-play":                 "Adesso non puoi farlo: tocca a te calare delle carte.",
		"must-take-or-leave":        "Adesso non puoi farlo: {item}.",
		"must-take-back-or-discard": "Adesso non puoi farlo: riprendi in mano le carte sgraffignate, oppure scartale.",
		"must-draw":                 "Adesso non puoi farlo: pesca {item}.",
		"not-a-meld":                "Queste carte non si calano insieme: cala da 1 a 8 carte dello stesso valore con al massimo 5 Jolly, o da 1 a 5 Jolly da soli.",
		"typed":                     "Scrivi «cala» seguito dalle carte, per esempio «cala 7x2+X»; «pesca» seguito da «mazzetto» o da una carta del display, per esempio «pesca mazzetto»; oppure «prendi», «lascia», «riprendi» o «scarta».",
		"typed-long":                "È troppo lungo per una mossa: scrivi una mossa, per esempio «cala 7x2+X».",
		"typed-meld":                "Le carte {item} non sono valide: scrivi il valore, poi x e quante, e +X per un Jolly, per esempio «7x2+X».",
		"typed-draw":                "Scrivi «pesca mazzetto», oppure «pesca» seguito da una carta del display, per esempio «pesca 7».",
		"typed-card":                "La carta {item} non esiste: scrivi da 1 a 13, o X per un Jolly, per esempio «7x2+X».",
		"typed-one":                 "Scrivi una carta da sola senza x, per esempio «7», non {item}.",
		"typed-count":               "Puoi calare da 1 a 8 carte dello stesso valore: {item}.",
		"typed-jokers":              "Puoi calare al massimo 5 Jolly: {item}.",
		"typed-values":              "Le carte {item} non hanno tutte lo stesso valore: cala carte dello stesso valore, con o senza Jolly, per esempio «7x2+X».",
	},
	cardName: named("Jolly"),
	cards:    itCards,
	decide: func(m Meld, owner speech.Person) string {
		return "prima decidi se prendere " + itOwned(m, owner) + " o no"
	},
	toDraw: itCount,
	asked:  func(typed string, n int) string { return "con " + typed + " ne chiedi " + strconv.Itoa(n) },
	rules: []string{
		"Al tuo turno cala davanti a te carte dello stesso valore dalla tua mano: una carta o più, con dei Jolly se vuoi. I Jolly da soli valgono più di un 13.",
		"Sgraffignare: le carte appena calate si confrontano con le carte della fila superiore di ogni altro giocatore. Se un avversario ha in cima tante carte quante le tue, ma di valore più basso, gliele sgraffigni: decidi se prenderle in mano o no. Se le prendi in mano, il loro proprietario ne pesca altrettante. Se non le prendi, è il proprietario a scegliere: le riprende in mano, oppure le scarta e ne pesca altrettante.",
		"Peschi solo quando ti sgraffignano delle carte: per ognuna prendi la prima carta del mazzetto oppure una carta a scelta del display (la fila di sei carte scoperte).",
		"La partita finisce subito quando un giocatore resta senza carte in mano, o quando il mazzetto e il display sono entrambi finiti.",
		"Punti: +1 per ogni carta calata, −1 per ogni carta in mano. Per questo tutti partono da −13: tredici carte in mano, nessuna calata.",
	},
	yourTurn: func(p Phase, cards int) string {
		switch p {
		case PhaseTakeOrLeave:
			return it.Form(cards, "tocca a te: prendi la carta o lasciala", "tocca a te: prendi le carte o lasciale")
		case PhaseTakeBackOrDiscard:
			return it.Form(cards, "tocca a te: riprendi in mano la carta o scartala", "tocca a te: riprendi in mano le carte o scartale")
		case PhaseDraw:
			return "tocca a te: pesca " + itCount(cards)
		}
		return "tocca a te: cala delle carte"
	},
}

// itTo returns who after "tocca": "a te", "al giocatore 2", "ad Ana".
func itTo(who speech.Person) string { return it.To(who, "a te") }

// itCards returns k cards c: "un 7", "due 7", "un Jolly", "due Jolly"; a
// hidden card is "una carta".
func itCards(c Card, k int) string {
	switch {
	case c == Joker && k == 1:
		return "un Jolly"
	case c == Joker:
		return it.Number(k) + " Jolly"
	case !c.IsNumber():
		return itCount(k)
	case k == 1:
		return "un " + c.String()
	}
	return it.Number(k) + " " + c.String()
}

// itMeld returns a meld: "due 7 e un Jolly".
func itMeld(m Meld) string { return meldIn(m, itCards, "nessuna carta", it) }

// itOwned returns a meld of owner's: "i tuoi due 5 e il tuo Jolly", "i
// due 5 e il Jolly di Ana", "l'8 del giocatore 2".
func itOwned(m Meld, owner speech.Person) string {
	if owner.You {
		return itPossessed(m, "il tuo ", "i tuoi ", false)
	}
	return itPossessed(m, "il ", "i ", true) + " " + it.Whose(owner)
}

// itOwn returns who's own meld: "il tuo 9", "i tuoi due 7", "il suo 7".
func itOwn(m Meld, who speech.Person) string {
	if who.You {
		return itOwned(m, who)
	}
	return itPossessed(m, "il suo ", "i suoi ", false)
}

// itPossessed returns a meld, each kind of card after its determiner,
// one for one card, many before a count; the article il elided before a
// vowel when elides is set: "l'8", "i due 5 e il Jolly".
func itPossessed(m Meld, one, many string, elides bool) string {
	the := func(k int, name string, vowel bool) string {
		if k == 1 && vowel && elides {
			return "l'" + name
		}
		return it.Form(k, one, many+it.Number(k)+" ") + name
	}
	var parts []string
	if m.Count > 0 {
		parts = append(parts, the(int(m.Count), m.Value.String(), itVowel(m.Value)))
	}
	if m.Jokers > 0 {
		parts = append(parts, the(int(m.Jokers), "Jolly", false))
	}
	return it.Join(parts)
}

// itVowel reports whether a card's value is said with a vowel first:
// uno, otto, undici, which elide the article: "l'8".
func itVowel(c Card) bool { return c == 1 || c == 8 || c == 11 }

// itThe names one card of the display: "il 7", "l'8", "il Jolly".
func itThe(c Card) string {
	switch {
	case c == Joker:
		return "il Jolly"
	case itVowel(c):
		return "l'" + c.String()
	}
	return "il " + c.String()
}

// itCount returns a number of cards: "una carta", "due carte"; none is
// "nessuna carta", which its verb negates with non.
func itCount(n int) string { return it.Amount(n, "nessuna carta", "una carta", "carte") }

// itNot returns the negation a verb takes before "nessuna carta": "non
// peschi nessuna carta".
func itNot(n int) string {
	if n == 0 {
		return "non "
	}
	return ""
}

// itEnd says what ends when a round does: the game, in its last round.
func itEnd(game bool) string {
	if game {
		return "la partita finisce"
	}
	return "la manche finisce"
}

// itDidNotTake says that who did not take victim's meld m: "non hai preso
// il 4 di Ana", "Ana non ha preso i tuoi due 7".
func itDidNotTake(who speech.Person, m Meld, victim speech.Person) string {
	if who.You {
		return "non hai preso " + itOwned(m, victim)
	}
	return it.Name(who) + " non ha preso " + itOwned(m, victim)
}

// The words a player types in Italian for the notation's (see typings).
func init() {
	typings[lang.Italian] = engine.NewTyping("play=cala gioca; take=prendi; leave=lascia; takeback=riprendi; discard=scarta; draw=pesca; pile=mazzetto mazzo")
}

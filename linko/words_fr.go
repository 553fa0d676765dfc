package linko

import (
	"strconv"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// fr is the grammar of French that the games share.
var fr = speech.Of(lang.French)

// French speaks with the words of the French rulebook: poser, la pioche,
// la réserve, la défausse, subtilynxer, reprendre en main; the reader is
// "vous". A card is named by its value, a masculine noun ("le 7", "un
// joker"), so its pronoun is "le" for one card, "les" for several.
var inFrench = phrases{
	played: func(who speech.Person, m Meld) string { return fr.Did(who, "posé "+frMeld(m)) },
	attacked: func(who, victim speech.Person, m Meld) string {
		return fr.Did(who, "subtilynxé "+frFrom(m, victim))
	},
	turn:      func(who speech.Person) string { return "c'est " + frTo(who) + " de jouer" },
	taken:     func(who, victim speech.Person, m Meld) string { return fr.Did(who, "pris "+frFrom(m, victim)) },
	left:      func(who, victim speech.Person, m Meld) string { return frDidNotTake(who, m, victim) },
	takenBack: func(who speech.Person, m Meld) string { return fr.Did(who, "repris "+frOwn(m, who)+" en main") },
	discarded: func(who speech.Person, m Meld) string { return fr.Did(who, "défaussé "+frOwn(m, who)) },
	drawn: func(who speech.Person, c Card, from Source) string {
		if from == FromDisplay {
			return fr.Did(who, "pioché "+frThe(c)+" dans la réserve")
		}
		// Where from, as the rulebook pairs them (« soit dans la
		// pioche, face cachée, soit dans la réserve »): words-round15 fr.
		return fr.Did(who, "pioché "+frCards(c, 1)+" dans la pioche")
	},
	refilled: func(shown []Card) string {
		switch {
		case len(shown) == 0:
			return "la pioche est vide : la réserve ne peut plus être complétée"
		case len(shown) < DisplaySize:
			// The pile ran out before every slot was filled.
			only := "que " + listCards(fr, shown, frCards)
			if strings.HasPrefix(only, "que un") {
				only = "qu'" + only[len("que "):]
			}
			return "la pioche est épuisée : la réserve ne montre plus " + only
		}
		return "la réserve est complétée : elle montre " + listCards(fr, shown, frCards)
	},
	roundEnded: func(round int, scores []speech.Score) string {
		return "fin de la manche " + strconv.Itoa(round) + " : " + fr.Results(scores)
	},
	scores: func(scores []speech.Score) string { return "scores : " + fr.Results(scores) },
	dealt: func(round int, hand []Card) string {
		s := "les cartes de la manche " + strconv.Itoa(round) + " sont distribuées" // the round's cards, as the other languages say it, and one colon fewer (words-r25)
		if len(hand) > 0 {
			s += " ; votre main : " + listCards(fr, hand, frCards)
		}
		return s
	},
	gameEnded: func(winners []speech.Person, best int, others []speech.Score) string {
		if len(winners) == 0 {
			return "la partie est terminée : personne n'a marqué"
		}
		// The rulebook's words: "Celui qui en totalise le plus remporte
		// la partie."
		s := fr.Together(winners, "remporté la partie avec "+fr.Points(best))
		if len(others) > 0 {
			s += ", devant " + fr.Results(others)
		}
		return s
	},
	emptied: func(who speech.Person) string {
		if who.You {
			return "vous n'avez plus de cartes en main"
		}
		return fr.Name(who) + " n'a plus de cartes en main"
	},
	cardsOut:  "la pioche et la réserve sont toutes deux vides",
	unknown:   "il s'est passé quelque chose que Linko! ne connaît pas",
	picNoGame: "pas de partie",
	picRound: func(round, rounds int) string {
		return "manche " + strconv.Itoa(round) + " sur " + strconv.Itoa(rounds)
	},
	picSeat:    func(who speech.Person) string { return "vous êtes " + fr.Name(who) },
	picWatch:   "vous regardez la partie",
	picPile:    "pioche",
	picDisplay: "réserve",
	picDiscard: "défausse",
	picEmpty:   "défausse vide",
	picCard:    rulebookCard,
	picMeld:    rulebookMeld,
	picColumns: []string{"joueur", "en main", "points", "cartes connues", "posées (la dernière à droite)"},
	picYou:     "(vous)",
	picHand:    "votre main :",
	picPlay:    func(who speech.Person) string { return "c'est " + frTo(who) + " de poser des cartes" },
	picAttack: func(who, victim speech.Person, attacker, attacked Meld) string {
		return frOwned(attacker, who) + " " + agree(attacker, "subtilynxe ", "subtilynxent ") + frFrom(attacked, victim) +
			" : " + frDecides(who, agree(attacked, "le", "les"))
	},
	picLeft: func(who, victim speech.Person, left Meld) string {
		them := agree(left, "le", "les")
		return frDidNotTake(who, left, victim) + " : c'est " + frTo(victim) + " de " + them +
			" reprendre en main, ou de " + them + " défausser et de piocher " + frCount(left.Size())
	},
	picDraw: func(who speech.Person, cards int, more bool) string {
		n := frCount(cards)
		if more && cards > 0 {
			n = "encore " + n
		}
		if cards == 1 {
			return "c'est " + frTo(who) + " de piocher " + n + ", dans la pioche ou dans la réserve"
		}
		return "c'est " + frTo(who) + " de " + frNot(cards, "piocher ") + n + ", une à une, dans la pioche ou dans la réserve"
	},
	picCompare: func(who speech.Person, meld Meld) string {
		return frOwned(meld, who) + " " + agree(meld, "est comparé", "sont comparés") + " aux cartes du dessus des autres joueurs"
	},
	picRefill: "la réserve est en train d'être complétée",
	picScoring: func(round, rounds int) string {
		if rounds <= 1 {
			return "la partie est terminée : on compte les points"
		}
		return "la manche " + strconv.Itoa(round) + " est terminée : on compte les points"
	},
	picScored: func(round int) string { return "les points de la manche " + strconv.Itoa(round) + " sont comptés" },
	picWon: func(winners []speech.Person) string {
		if len(winners) == 0 {
			return "partie terminée · personne n'a gagné"
		}
		return "partie terminée · " + fr.Together(winners, "gagné")
	},
	picNobody: "ce n'est au tour de personne",
	play:      func(m Meld) string { return "poser " + frMeld(m) },
	take:      func(victim speech.Person, m Meld) string { return "prendre " + frFrom(m, victim) },
	leave: func(_ speech.Person, cards int) string {
		return fr.Form(cards, "ne pas le prendre", "ne pas les prendre")
	},
	takeBack:    func(int) string { return "reprendre en main" },
	discard:     func(int) string { return "défausser" },
	drawPile:    "piocher la carte du dessus de la pioche",
	drawDisplay: func(c Card) string { return "piocher " + frThe(c) + " dans la réserve" },
	unknownMove: "un coup que Linko! ne connaît pas",
	pickValue:   func(c Card, held int) string { return fr.Form(held, "votre ", "vos ") + c.String() },
	pickJokers:  func(held int) string { return fr.Form(held, "votre joker", "vos jokers") },
	pickDisplay: func(c Card) string { return frThe(c) + " dans la réserve" },
	empties:     func(game bool) string { return "vous videz votre main : " + frEnd(game) },
	attacks: func(victims []speech.Person, melds []Meld) string {
		if len(victims) == 0 {
			return "vous ne subtilynxez personne"
		}
		parts := make([]string, len(victims))
		for i, v := range victims {
			parts[i] = frFrom(melds[i], v)
		}
		return "vous subtilynxez " + fr.Join(parts)
	},
	victimDraws: func(victim speech.Person, cards int) string {
		if victim.You {
			return "vous " + frNot(cards, "piochez ") + frCount(cards)
		}
		return fr.Name(victim) + " " + frNot(cards, "pioche ") + frCount(cards)
	},
	// The choice passes to the victim, said as a choice, not as a
	// forecast; the previews of the choice say what follows, not the
	// button again (words-round16 it 3, it 4, nl 8, for French too).
	victimChoice: func(victim speech.Person, cards int) string {
		them := fr.Form(cards, "le", "les")
		choice := " de " + them + " reprendre en main, ou de " + them + " défausser et de piocher " + frCount(cards)
		if victim.You {
			return "vous choisissez" + choice
		}
		return fr.Name(victim) + " choisit" + choice
	},
	backToHand:  func(int) string { return "vous ne piochez aucune carte" },
	ontoDiscard: func(cards int) string { return "vous " + frNot(cards, "piochez ") + frCount(cards) },
	lastToDraw:  func(game bool) string { return "vous piochez la dernière carte : " + frEnd(game) },
	yourLast:    "ce sera votre dernière carte à piocher",
	onlyDraw:    "vous n'avez qu'une carte à piocher",
	moreToDraw: func(more int) string {
		if more == 0 {
			return "il ne vous restera rien à piocher"
		}
		return "il vous restera encore " + frCount(more) + " à piocher"
	},
	refusals: map[string]string{
		"none-in-hand":              "Vous n'avez aucun {item} en main.",
		"too-few-in-hand":           "Vous n'avez que {item} en main.",
		"not-on-display":            "Il n'y a pas de {item} dans la réserve.",
		"pile-empty":                "La pioche est vide : piochez dans la réserve.",
		"must-play":                 "Vous ne pouvez pas faire cela maintenant : c'est à vous de poser des cartes.",
		"must-take-or-leave":        "Vous ne pouvez pas faire cela maintenant : {item}.",
		"must-take-back-or-discard": "Vous ne pouvez pas faire cela maintenant : reprenez en main les cartes subtilynxées, ou défaussez-les.",
		"must-draw":                 "Vous ne pouvez pas faire cela maintenant : piochez {item}.",
		"not-a-meld":                "Ces cartes ne se posent pas ensemble : posez de 1 à 8 cartes de même valeur avec jusqu'à 5 jokers, ou de 1 à 5 jokers seuls.",
		"typed":                     "Tapez « poser » suivi des cartes, par exemple « poser 7x2+X » ; « piocher » suivi de « pioche » ou d'une carte de la réserve, par exemple « piocher pioche » ; ou « prendre », « laisser », « reprendre » ou « défausser ».",
		"typed-long":                "C'est trop long pour un coup : tapez un coup, par exemple « poser 7x2+X ».",
		"typed-meld":                "Les cartes {item} ne sont pas reconnues : tapez la valeur, puis x et le nombre, et +X pour un joker, par exemple « 7x2+X ».",
		"typed-draw":                "Tapez « piocher pioche », ou « piocher » suivi d'une carte de la réserve, par exemple « piocher 7 ».",
		"typed-card":                "La carte {item} n'existe pas : tapez de 1 à 13, ou X pour un joker, par exemple « 7x2+X ».",
		"typed-one":                 "Tapez une carte seule sans x, par exemple « 7 », et non {item}.",
		"typed-count":               "Vous pouvez poser de 1 à 8 cartes de même valeur : {item}.",
		"typed-jokers":              "Vous pouvez poser jusqu'à 5 jokers : {item}.",
		"typed-values":              "Les cartes {item} n'ont pas toutes la même valeur : posez des cartes de même valeur, avec ou sans jokers, par exemple « 7x2+X ».",
	},
	cardName: named("joker"),
	cards:    frCards,
	decide: func(m Meld, owner speech.Person) string {
		return "décidez d'abord si vous prenez " + frFrom(m, owner)
	},
	toDraw: frCount,
	asked:  func(typed string, n int) string { return "avec " + typed + ", vous en demandez " + strconv.Itoa(n) },
	rules: []string{
		"À votre tour, posez devant vous des cartes de même valeur, prises dans votre main : une carte ou plusieurs, avec des jokers si vous le voulez. Des jokers seuls valent plus qu'un 13.",
		"Subtilynxer ! Vous subtilynxez les cartes du dessus de chaque adversaire, si elles sont aussi nombreuses que celles que vous venez de poser et de valeur plus faible : à vous de décider si vous les prenez en main. Si vous les prenez, leur propriétaire pioche autant de cartes. Sinon, il les reprend en main, ou les défausse et pioche autant de cartes.",
		"Vous ne piochez que lorsqu'on vous a subtilynxé des cartes : pour chacune, vous piochez la carte du dessus de la pioche ou l'une des six cartes de la réserve.",
		"La partie s'arrête dès que la main d'un joueur est vide, ou quand la pioche et la réserve sont toutes deux vides.",
		"Score : +1 par carte posée devant vous, −1 par carte en main. C'est pourquoi tout le monde commence à −13 : treize cartes en main, aucune posée.",
	},
	yourTurn: func(p Phase, cards int) string {
		them := fr.Form(cards, "la", "les")
		switch p {
		case PhaseTakeOrLeave:
			return "c'est à vous de jouer : prenez " + fr.Form(cards, "la carte", "les cartes") + " ou laissez-" + them
		case PhaseTakeBackOrDiscard:
			return "c'est à vous de jouer : reprenez " + fr.Form(cards, "la carte", "les cartes") + " en main ou défaussez-" + them
		case PhaseDraw:
			return "c'est à vous de jouer : piochez " + frCount(cards)
		}
		return "c'est à vous de jouer : posez des cartes"
	},
}

// frCards returns k cards c: "un 7", "deux 7", "un joker", "deux jokers";
// a hidden card is "une carte".
func frCards(c Card, k int) string {
	switch {
	case c == Joker:
		return fr.Number(k) + " " + fr.Form(k, "joker", "jokers")
	case !c.IsNumber():
		return frCount(k)
	}
	return fr.Number(k) + " " + c.String()
}

// frMeld returns a meld: "deux 7 et un joker".
func frMeld(m Meld) string { return meldIn(m, frCards, "aucune carte", fr) }

// frOwned returns a meld of owner's: "vos deux 5 et votre joker", "les
// deux 5 et le joker d'Ana", "le 7 du joueur 2" (no elision before a
// number: "le onze", "le huit").
func frOwned(m Meld, owner speech.Person) string {
	if owner.You {
		return frPossessed(m, "votre ", "vos ")
	}
	return frPossessed(m, "le ", "les ") + " " + fr.Whose(owner)
}

// frOwn returns who's own meld: "votre 1", "vos deux 7", "son 7", "ses
// deux 7 et son joker".
func frOwn(m Meld, who speech.Person) string {
	if who.You {
		return frOwned(m, who)
	}
	return frPossessed(m, "son ", "ses ")
}

// frPossessed returns a meld, each kind of card after its determiner,
// one for one card, many before a count: "le 7", "les deux 5 et le joker".
func frPossessed(m Meld, one, many string) string {
	the := func(k int, name string) string { return fr.Form(k, one, many+fr.Number(k)+" ") + name }
	var parts []string
	if m.Count > 0 {
		parts = append(parts, the(int(m.Count), m.Value.String()))
	}
	if m.Jokers > 0 {
		parts = append(parts, the(int(m.Jokers), fr.Form(int(m.Jokers), "joker", "jokers")))
	}
	return fr.Join(parts)
}

// frThe names one card of the display: "le 8", "le joker".
func frThe(c Card) string {
	if c == Joker {
		return "le joker"
	}
	return "le " + c.String() // "le huit", "le onze": no elision
}

// frCount returns a number of cards: "une carte", "deux cartes"; none is
// "aucune carte", which its verb negates with ne.
func frCount(n int) string { return fr.Amount(n, "aucune carte", "une carte", "cartes") }

// frNot returns the verb, negated by ne when it counts no card: "ne
// piochez" before "aucune carte".
func frNot(n int, verb string) string {
	if n == 0 {
		return speech.Elide("ne", verb)
	}
	return verb
}

// frEnd says what ends when a round does: the game, in its last round.
func frEnd(game bool) string {
	if game {
		return "la partie se termine"
	}
	return "la manche se termine"
}

// frDecides says who is to decide whether to take the cards attacked,
// them their pronoun: the reader as the rulebook says it (« décider s'il
// veut s'emparer des cartes »), "c'est à vous de décider si vous le
// prenez"; another seat in the infinitive, as a name tells no gender for
// il or elle: "c'est à Ana de décider de le prendre ou non".
func frDecides(who speech.Person, them string) string {
	if who.You {
		return "c'est à vous de décider si vous " + them + " prenez"
	}
	return "c'est " + frTo(who) + " de décider de " + them + " prendre ou non"
}

// frTo returns who after "c'est": "à vous", "au joueur 2", "à Ana".
func frTo(who speech.Person) string { return fr.To(who, "à vous") }

// frDidNotTake says that who did not take victim's meld m: "vous n'avez
// pas pris le 4 à Ana", "Ana n'a pas pris vos deux 7".
func frDidNotTake(who speech.Person, m Meld, victim speech.Person) string {
	if who.You {
		return "vous n'avez pas pris " + frFrom(m, victim)
	}
	return fr.Name(who) + " n'a pas pris " + frFrom(m, victim)
}

// frFrom returns a meld taken from its owner, as the rulebook builds
// « subtilynxer » and « prendre » (« subtilynxer des cartes à
// quelqu'un »): "le 4 au joueur 3", "les deux 5 à Ana"; the reader's own
// stay "vos deux 7".
func frFrom(m Meld, owner speech.Person) string {
	if owner.You {
		return frOwned(m, owner)
	}
	return frPossessed(m, "le ", "les ") + " " + fr.With("à", owner)
}

// The words a player types in French for the notation's (see typings).
func init() {
	typings[lang.French] = engine.NewTyping("play=poser jouer; take=prendre; leave=laisser; takeback=reprendre; discard=défausser; draw=piocher; pile=pioche")
}

package linko

import (
	"fmt"
	"strconv"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// en is the grammar of English that the games share.
var en = speech.Of(lang.English)

// inEnglish is the game's words in English, the catalogue's fallback for
// a language it does not hold.
var inEnglish = phrases{
	played: func(who speech.Person, m Meld) string {
		return speech.EnglishName(who) + " played " + meldWords(m, false)
	},
	attacked: func(who, victim speech.Person, m Meld) string {
		return speech.EnglishName(who) + " attacked " + speech.EnglishPossessive(victim) + " " + meldWords(m, true)
	},
	turn: func(who speech.Person) string { return "it is " + speech.EnglishPossessive(who) + " turn" },
	taken: func(who, victim speech.Person, m Meld) string {
		return speech.EnglishName(who) + " took " + speech.EnglishPossessive(victim) + " " + meldWords(m, true)
	},
	left: func(who, victim speech.Person, m Meld) string {
		return speech.EnglishName(who) + " left " + speech.EnglishPossessive(victim) + " " + meldWords(m, true)
	},
	takenBack: func(who speech.Person, m Meld) string {
		return speech.EnglishName(who) + " took " + meldWords(m, false) + " back"
	},
	discarded: func(who speech.Person, m Meld) string {
		return speech.EnglishName(who) + " discarded " + meldWords(m, false)
	},
	drawn: func(who speech.Person, c Card, from Source) string {
		place := "pile"
		if from == FromDisplay {
			place = "display"
		}
		return speech.EnglishName(who) + " drew " + cardWords(c, "a card") + " from the " + place
	},
	refilled: func(shown []Card) string {
		switch {
		case len(shown) == 0:
			return "the display cannot be refilled any more: the pile is empty"
		case len(shown) < DisplaySize:
			// The pile ran out before every slot was filled.
			return "the pile has run out: the display only shows " + listCards(en, shown, enCards)
		}
		return "the display is refilled: it shows " + listCards(en, shown, enCards)
	},
	roundEnded: func(round int, scores []speech.Score) string {
		return "end of round " + strconv.Itoa(round) + ": " + en.Results(scores)
	},
	scores: en.Results,
	dealt: func(round int, hand []Card) string {
		s := "the cards for round " + strconv.Itoa(round) + " were dealt" // one deals cards, not a round (words-r25)
		if len(hand) > 0 {
			s += "; your hand is " + listCards(en, hand, enCards)
		}
		return s
	},
	gameEnded: func(winners []speech.Person, best int, others []speech.Score) string {
		if len(winners) == 0 {
			return "the game is over: nobody scored"
		}
		s := "the game is over: " + en.Together(winners, "won with "+en.Points(best))
		if len(others) > 0 {
			s += "; " + en.Results(others)
		}
		return s
	},
	emptied: func(who speech.Person) string {
		if who.You {
			return "you have no cards left in your hand"
		}
		return en.Name(who) + " has no cards left in hand"
	},
	cardsOut:   "the draw pile and the display are both empty",
	unknown:    "something happened that Linko! does not know of",
	picNoGame:  "no game",
	picRound:   func(round, rounds int) string { return fmt.Sprintf("round %d of %d", round, rounds) },
	picSeat:    func(who speech.Person) string { return "you are " + who.Name },
	picWatch:   "you watch",
	picPile:    "draw pile",
	picDisplay: "display",
	picDiscard: "discard",
	picEmpty:   "discard empty",
	picCard:    Card.String,
	picMeld:    Meld.String,
	picColumns: []string{"seat", "cards", "score", "known", "tableau (top last)"},
	picYou:     "(you)",
	picHand:    "your hand:",
	picPlay:    func(who speech.Person) string { return enIs(who) + " to play a meld" },
	// (A meld is one thing, "it", however many its cards.)
	picAttack: func(who, victim speech.Person, attacker, attacked Meld) string {
		return speech.EnglishPossessive(who) + " " + meldWords(attacker, true) + " " + agree(attacker, "attacks ", "attack ") + speech.EnglishPossessive(victim) + " " +
			meldWords(attacked, true) + ": " + enIs(who) + " to take " + enThem(attacked.Size()) + " or leave " + enThem(attacked.Size())
	},
	picLeft: func(who, victim speech.Person, left Meld) string {
		them := enThem(left.Size())
		return speech.EnglishName(who) + " left " + speech.EnglishPossessive(victim) + " " + meldWords(left, true) + ": " + enIs(victim) + " to take " + them +
			" back, or discard " + them + " and draw " + cardCount(left.Size())
	},
	picDraw: func(who speech.Person, cards int, more bool) string {
		n := cardCount(cards)
		if more && cards > 0 {
			n = count(cards) + " more " + en.Form(cards, "card", "cards")
		}
		if cards == 1 {
			return enIs(who) + " to draw " + n + " from the pile or the display"
		}
		return enIs(who) + " to draw " + n + ", one by one, from the pile or the display"
	},
	picCompare: func(who speech.Person, meld Meld) string {
		return speech.EnglishPossessive(who) + " " + meldWords(meld, true) + " " + agree(meld, "is", "are") + " being compared with the other seats' top cards"
	},
	picRefill: "the display is being refilled",
	picScoring: func(round, rounds int) string {
		if rounds <= 1 {
			return "the game is over, and is being scored"
		}
		return fmt.Sprintf("round %d is over, and is being scored", round)
	},
	picScored: func(round int) string { return fmt.Sprintf("round %d is scored", round) },
	picWon: func(winners []speech.Person) string {
		names := make([]string, len(winners))
		for i, w := range winners {
			names[i] = speech.EnglishName(w)
		}
		return "game over · won by " + join(names)
	},
	picNobody: "nobody is to move",
	play:      func(m Meld) string { return "play " + meldWords(m, false) },
	take: func(victim speech.Person, m Meld) string {
		return "take " + speech.EnglishPossessive(victim) + " " + meldWords(m, true)
	},
	leave:       func(_ speech.Person, cards int) string { return "leave " + enThem(cards) },
	takeBack:    func(int) string { return "take back" },
	discard:     func(int) string { return "discard" },
	drawPile:    "draw from the pile",
	drawDisplay: func(c Card) string { return "draw " + enThe(c) + " from the display" },
	unknownMove: "a move that Linko! does not know of",
	pickValue: func(c Card, held int) string {
		if held == 1 {
			return "your " + c.String()
		}
		return "your " + c.String() + "s"
	},
	pickJokers:  func(held int) string { return speech.Of(lang.English).Form(held, "your joker", "your jokers") },
	pickDisplay: func(c Card) string { return enThe(c) + " on the display" },
	empties:     func(game bool) string { return "empties your hand: " + enEnd(game) + " ends" },
	attacks: func(victims []speech.Person, melds []Meld) string {
		if len(victims) == 0 {
			return "attacks nobody"
		}
		parts := make([]string, len(victims))
		for i, v := range victims {
			parts[i] = speech.EnglishPossessive(v) + " " + meldWords(melds[i], true)
		}
		return "attacks " + join(parts)
	},
	victimDraws: func(victim speech.Person, cards int) string {
		return speech.EnglishName(victim) + " " + enVerb(victim, "draw", "draws") + " " + cardCount(cards)
	},
	// The choice passes to the victim, said as a choice, not as a
	// forecast; the previews of the choice say what follows, not the
	// button again (words-round16 it 3, it 4, nl 8, for English too).
	victimChoice: func(victim speech.Person, cards int) string {
		return speech.EnglishName(victim) + " " + enVerb(victim, "choose", "chooses") + " whether to take " + enThem(cards) +
			" back or to discard " + enThem(cards) + " and draw " + cardCount(cards)
	},
	backToHand:  func(int) string { return "you draw nothing" },
	ontoDiscard: func(cards int) string { return "you draw " + cardCount(cards) },
	lastToDraw:  func(game bool) string { return "the last card to draw: " + enEnd(game) + " ends" },
	yourLast:    "it is your last card to draw",
	onlyDraw:    "you have only this one card to draw",
	moreToDraw:  func(more int) string { return "you have " + count(more) + " more to draw after this one" },
	refusals: map[string]string{
		"none-in-hand":              "You have no {item} in your hand.",
		"too-few-in-hand":           "You have only {item} in your hand.",
		"not-on-display":            "There is no {item} on the display.",
		"pile-empty":                "The draw pile is empty: draw from the display.",
		"must-play":                 "You cannot do that now: it is your turn to play cards.",
		"must-take-or-leave":        "You cannot do that now: {item}.",
		"must-take-back-or-discard": "You cannot do that now: take back or discard your left meld.",
		"must-draw":                 "You cannot do that now: draw {item}.",
		"not-a-meld":                "That is not a meld: play 1 to 8 cards of one value with up to 5 jokers, or 1 to 5 jokers alone.",
		"typed":                     "Type “play” followed by cards, such as “play 7x2+J”; “draw” followed by “pile” or a card of the display, such as “draw pile”; or “take”, “leave”, “takeback” or “discard”.",
		"typed-long":                "That is too long to be a move: type a move such as “play 7x2+J”.",
		"typed-meld":                "The cards {item} are not recognised: type the value, then x and how many, and +J for a joker, such as “7x2+J”.",
		"typed-draw":                "Type “draw pile”, or “draw” followed by a card of the display, such as “draw 7”.",
		"typed-card":                "There is no card {item}: type 1 to 13, or J for a joker, such as “7x2+J”.",
		"typed-one":                 "Type one card without x, such as “7”, not {item}.",
		"typed-count":               "You can play 1 to 8 cards of one value: {item}.",
		"typed-jokers":              "You can play up to 5 jokers: {item}.",
		"typed-values":              "The cards {item} are of different values: play cards of one value, with or without jokers, such as “7x2+J”.",
	},
	cardName: func(c Card) string { return cardsWords(c, 1, true) },
	cards:    func(c Card, k int) string { return cardsWords(c, k, false) },
	decide: func(m Meld, owner speech.Person) string {
		return "take or leave " + speech.EnglishPossessive(owner) + " " + meldWords(m, true)
	},
	toDraw: cardCount,
	asked:  func(typed string, n int) string { return typed + " asks for " + strconv.Itoa(n) },
	rules: []string{
		"On your turn, play cards of one value from your hand onto your own pile of plays (your tableau): one card or several, and jokers with them if you like. Jokers without number cards are worth more than a 13.",
		"Attack! Your new play is compared with every other player's top play. Where a top play has as many cards as yours and a lower value, you attack it: take the cards into your hand, or leave them. If you take them, their owner draws as many cards. If you leave them, their owner takes them back or discards them and draws as many.",
		"You draw only when you lose cards that way: from the face-down pile or any card of the display (the row of six open cards).",
		"The game ends at once when someone's hand is empty, or when the pile and the display are both empty.",
		"Scoring: +1 for every card on your tableau, -1 for every card in your hand. That is why everyone starts at -13: thirteen cards in hand, none played yet.",
	},
	yourTurn: func(p Phase, cards int) string {
		switch p {
		case PhaseTakeOrLeave:
			return "it is your turn: take " + en.Form(cards, "the card", "the cards") + " or leave " + enThem(cards)
		case PhaseTakeBackOrDiscard:
			return "it is your turn: take " + en.Form(cards, "the card", "the cards") + " back or discard " + enThem(cards)
		case PhaseDraw:
			return "it is your turn: draw " + cardCount(cards)
		}
		return "it is your turn: play cards"
	},
}

// enVerb returns the verb in the present tense that agrees with who: the
// reader's "play", another's "plays".
func enVerb(who speech.Person, you, other string) string {
	if who.You {
		return you
	}
	return other
}

// join joins phrases as a list in English: "a, b and c"; "nothing" when
// there are none.
func join(parts []string) string {
	if len(parts) == 0 {
		return "nothing"
	}
	return en.Join(parts)
}

// count returns a count in words up to ten, else in figures.
func count(k int) string { return en.Number(k) }

// cardCount returns a number of cards: "a card", "two cards".
func cardCount(k int) string { return en.Amount(k, "no cards", "a card", "cards") }

// cardWords returns one card with its article: "a 7", "an 8", "a joker";
// a hidden card is unknown.
func cardWords(c Card, unknown string) string {
	switch {
	case c == Joker:
		return "a joker"
	case c == 8 || c == 11:
		return "an " + c.String()
	case c.IsNumber():
		return "a " + c.String()
	}
	return unknown
}

// cardsWords returns k cards c: "a 7", "two 7s", "three jokers"; owned
// (after "your"), one card has no article: "7", "joker".
func cardsWords(c Card, k int, owned bool) string {
	switch {
	case k == 1 && owned && c == Joker:
		return "joker"
	case k == 1 && owned:
		return c.String()
	case k == 1:
		return cardWords(c, "a card")
	}
	name := en.Form(k, c.String(), c.String()+"s")
	if c == Joker {
		name = en.Form(k, "joker", "jokers")
	}
	return count(k) + " " + name
}

// enCards returns k cards c with an article: "a 7", "two 7s", "a joker".
func enCards(c Card, k int) string { return cardsWords(c, k, false) }

// meldWords returns a meld in words: "two 7s and a joker", "three jokers";
// owned (after "your"), a single card has no article: "your 7 and joker".
func meldWords(m Meld, owned bool) string {
	return meldIn(m, func(c Card, k int) string { return cardsWords(c, k, owned) }, "no cards", en)
}

// enThem is the pronoun of the meld under attack: "it" for one card.
func enThem(cards int) string { return en.Form(cards, "it", "them") }

// enThe names one card of the display: "the 8", "the joker".
func enThe(c Card) string {
	if c == Joker {
		return "the joker"
	}
	return "the " + c.String()
}

// enEnd says what ends when a round does: the game, in its last round.
func enEnd(game bool) string {
	if game {
		return "the game"
	}
	return "the round"
}

// enIs returns who with the verb to be: "you are", "Ana is".
func enIs(who speech.Person) string { return speech.EnglishName(who) + " " + enVerb(who, "are", "is") }

// English types the notation's own words.
func init() { typings[lang.English] = engine.NewTyping("") }

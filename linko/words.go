package linko

import (
	"slices"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// phrases are the words in which Linko! speaks one language, each in that
// language's rulebook's words. Every language has one value of it, in
// words_<tag>.go; a test checks that no field is left empty in any of
// them. A phrase is a function where the grammar needs one (who does
// what, a plural, an article); a sentence is returned without its capital
// and full stop, which [Event.Narrate] adds.
type phrases struct {
	played    func(who speech.Person, m Meld) string
	attacked  func(who, victim speech.Person, m Meld) string
	turn      func(who speech.Person) string
	taken     func(who, victim speech.Person, m Meld) string
	left      func(who, victim speech.Person, m Meld) string
	takenBack func(who speech.Person, m Meld) string
	discarded func(who speech.Person, m Meld) string
	// drawn: c is Hidden when the reader may not see it.
	drawn      func(who speech.Person, c Card, from Source) string
	refilled   func(shown []Card) string
	roundEnded func(round int, scores []speech.Score) string
	// roundEnded heads the end of every round but the last with its
	// number ("End of round 1: …"); scores is the end of the last round
	// when it is told without its reason (an older log): the scores
	// alone, with no number, which a one-round game has no use for.
	scores func(scores []speech.Score) string
	// dealt: hand is nil for a reader who has none. Who plays first is
	// the turn sentence that follows it (see yourTurn).
	dealt func(round int, hand []Card) string
	// gameEnded: winners scored best each; others are the rest's scores.
	// Every list of scores comes the best first (see scoresOf).
	gameEnded func(winners []speech.Person, best int, others []speech.Score) string
	// Why a round ended, the sentence before its result (and the game's):
	// who played the last card of its hand, or the cards ran out.
	emptied  func(who speech.Person) string
	cardsOut string
	unknown  string

	// The picture of the table for a terminal (View.Text). A meld in its
	// table is written by picMeld; a person in the pending line (picPlay
	// to picWon) is the picture's reader or a seat.
	picNoGame  string
	picRound   func(round, rounds int) string // "round 1 of 3"
	picSeat    func(who speech.Person) string // "you are Seat 2", the reader
	picWatch   string                         // "you watch": a spectator
	picPile    string                         // before its size
	picDisplay string
	picDiscard string
	picEmpty   string // an empty discard pile, its name included: "discard empty"
	// picCard and picMeld write the cards and melds of the picture's
	// lines: English in the notation of moves ("7x2+J"), the languages
	// of the rulebooks as those print them ("7+7+X", X a joker).
	picCard    func(c Card) string
	picMeld    func(m Meld) string
	picColumns []string // seat, cards, score, known, tableau
	picYou     string   // beside the reader's seat: "(you)"
	picHand    string   // "your hand:", before it, with the language's colon
	picPlay    func(who speech.Person) string
	// The melds of the pending lines are in words, as in every sentence,
	// their verbs and pronouns agreeing in number. picDraw's more is set
	// when who has drawn a card of this draw already, and cards are what
	// is left: "one more card".
	picAttack  func(who, victim speech.Person, attacker, attacked Meld) string
	picLeft    func(who, victim speech.Person, left Meld) string
	picDraw    func(who speech.Person, cards int, more bool) string
	picCompare func(who speech.Person, meld Meld) string
	picRefill  string
	// picScoring: a round is over and being scored; the game, when it
	// has one round (Linko! has games; rounds only in a match).
	picScoring func(round, rounds int) string
	picScored  func(round int) string
	picWon     func(winners []speech.Person) string
	picNobody  string

	// The labels of moves' buttons (View.Label), named for the mover.
	play        func(m Meld) string
	take        func(victim speech.Person, m Meld) string
	leave       func(victim speech.Person, cards int) string // not take them, or it for one card
	takeBack    func(cards int) string                       // the victim's cards, or card
	discard     func(cards int) string                       // the victim's cards, or card
	drawPile    string
	drawDisplay func(c Card) string
	unknownMove string
	// pickValue and pickJokers are what a player picks, of which the
	// hand holds held: "Your 7s", "Your 7" for one.
	pickValue   func(c Card, held int) string
	pickJokers  func(held int) string
	pickDisplay func(c Card) string // "The 8 on the display"
	// The previews of moves (View.Preview), as sentences without their
	// capital and full stop. end is "the round" or "the game" ending.
	empties      func(game bool) string
	attacks      func(victims []speech.Person, melds []Meld) string // none: attacks nobody
	victimDraws  func(victim speech.Person, cards int) string
	victimChoice func(victim speech.Person, cards int) string
	backToHand   func(cards int) string
	ontoDiscard  func(cards int) string
	lastToDraw   func(game bool) string
	yourLast     string // the last of several cards to draw
	onlyDraw     string // the one card to draw
	moreToDraw   func(more int) string
	// refusals are the sentences of refused moves, keyed by reason or
	// by the finer phrases of the rules (see engine.Words); {item} is
	// what the words below name.
	refusals engine.Words
	// What refusals name: a card by its name ("7", "joker"), k cards of
	// one value ("two 7s"), the choice an attacker must make about the
	// owner's meld ("take or leave Ana's two 7s": Dutch names the owner
	// twice), a number of cards to draw ("two cards"), and how many cards
	// a typed meld asks for, typed its words quoted ("“2x9” asks for 9").
	cardName func(c Card) string
	cards    func(c Card, k int) string
	decide   func(m Meld, owner speech.Person) string
	toDraw   func(k int) string
	asked    func(typed string, n int) string
	// rules is the game's summary for a player, a paragraph a string.
	rules []string

	// yourTurn is the turn sentence said to the seat that decides next
	// ([View.Turn]), with the rulebook's verb of what it decides; cards
	// counts the cards it decides on (the meld attacked or left) or
	// draws. The other seats hear turn.
	yourTurn func(p Phase, cards int) string
}

// catalogue holds each language's words, one value of phrases in each
// words_<tag>.go.
var catalogue = engine.Catalogue[phrases]{lang.English: &inEnglish, lang.French: &inFrench, lang.Italian: &inItalian, lang.Dutch: &inDutch}

// typings holds the words each language's players type for the
// notation's verbs and "pile", which View.Typed writes and View.ParseTyped
// reads, and which the refusals' "typed" hints name; a joker is typed as
// picCard draws it.
var typings = engine.Catalogue[engine.Typing]{}

// wordsOf returns the words of language l; a Language outside
// [lang.All] speaks English.
func wordsOf(l lang.Language) *phrases { return catalogue.Of(l) }

// Rules returns the rules of Linko! in short, in language l, one
// paragraph a string: what a player reads before a first game.
func Rules(l lang.Language) []string { return engine.Typeset(l, wordsOf(l).rules) }

// named returns the names of cards in a language whose joker is called
// joker: "7", "joker".
func named(joker string) func(c Card) string {
	return func(c Card) string {
		if c == Joker {
			return joker
		}
		return c.String()
	}
}

// agree returns one or many as the meld m is one card or more: the words
// of a pending line that agree with it in number.
func agree(m Meld, one, many string) string {
	if m.Size() == 1 {
		return one
	}
	return many
}

// rulebookCard writes a card of the picture as the rulebooks print it:
// its number, or X for a joker (« X », "X", 5 X (Jolly)).
func rulebookCard(c Card) string {
	if c == Joker {
		return "X"
	}
	return c.String()
}

// listCards lists cards in a sentence of the language b, counted like
// nouns ("a 13, two 8s and a joker", "un 13, quatre 1 et un joker"), each
// value once where it first shows and the jokers last; counted(c, k)
// words k cards c.
func listCards(b speech.Basics, cards []Card, counted func(c Card, k int) string) string {
	var counts [Joker + 1]int
	var order []Card
	for _, c := range cards {
		if c > Joker {
			continue
		}
		if counts[c] == 0 && c != Joker {
			order = append(order, c)
		}
		counts[c]++
	}
	if counts[Joker] > 0 {
		order = append(order, Joker)
	}
	parts := make([]string, len(order))
	for i, c := range order {
		parts[i] = counted(c, counts[c])
	}
	return b.Join(parts)
}

// rulebookMeld writes a meld of the picture as its cards joined by +, as
// the rulebooks write one in their examples ("tre 6 + Jolly", "drie 6en +
// joker"): "6+6+6+X", "X+X".
func rulebookMeld(m Meld) string {
	var parts []string
	for range m.Count {
		parts = append(parts, rulebookCard(m.Value))
	}
	for range m.Jokers {
		parts = append(parts, rulebookCard(Joker))
	}
	if len(parts) == 0 {
		return "-"
	}
	return strings.Join(parts, "+")
}

// bestFirst returns scores from the best to the worst, seats with the same
// score in their order, as a standing lists them ("devant le joueur 3
// (11 points) et vous (9 points)", "Eindstand: Ana met 19 punten, …").
func bestFirst(scores []speech.Score) []speech.Score {
	sorted := slices.Clone(scores)
	slices.SortStableFunc(sorted, func(a, b speech.Score) int { return b.Points - a.Points })
	return sorted
}

// meldIn names the meld m as every language does, with its words: its
// number cards, then its jokers, each as cards counts them ("deux 7", "un
// joker"), joined as b joins a list; none when it holds no card.
func meldIn(m Meld, cards func(c Card, n int) string, none string, b speech.Basics) string {
	var parts []string
	if m.Count > 0 {
		parts = append(parts, cards(m.Value, int(m.Count)))
	}
	if m.Jokers > 0 {
		parts = append(parts, cards(Joker, int(m.Jokers)))
	}
	if len(parts) == 0 {
		return none
	}
	return b.Join(parts)
}

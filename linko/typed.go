package linko

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/speech"
)

// Typed returns m as a person types it to play it from the view, without
// its seat, in the view's language ([View.In]): its verb in the
// language's words and a joker as the language's board draws it, "play
// 7x2+J" in English, "poser 7x2+X" in French, "cala 7x2+X" in Italian,
// "leg 7x2+X" in Dutch. It is what [View.ParseTyped] of the view reads
// back, and what a text front-end shows beside a move's label. In English
// it is the notation after "SEAT:", which [ParseMoveFor] reads too.
func (v View) Typed(m Move) string {
	typed := typings.Of(v.lang).Typed(m.String(), speech.Frame{})
	if joker := wordsOf(v.lang).picCard(Joker); m.Kind == MovePlay || m.Kind == MoveDrawDisplay {
		typed = strings.ReplaceAll(typed, Joker.String(), joker)
	}
	return typed
}

// ParseTyped parses a move of seat as a person types it in the view's
// language ([View.In]): the notation of [ParseMoveFor], or its words in
// the language, each in any case and its accents optional. The words a
// language reads, the first of each the one [View.Typed] writes:
//
//	English  play, take, leave, takeback, discard, draw; pile
//	French   poser (jouer), prendre, laisser, reprendre, défausser, piocher; pioche
//	Italian  cala (gioca), prendi, lascia, riprendi, scarta, pesca; mazzetto (mazzo)
//	Dutch    leg (speel), neem, laat, terug, afleggen, pak; stapel (trekstapel)
//
// and cards in every language as [ParseMove] reads them, a joker J or X:
// "poser 7+7+X" is "play 7x2+J". The English words are read in every
// language. Malformed text gives an error that wraps [ErrIllegalMove],
// whose sentence in the language names its words.
func (v View) ParseTyped(seat int, text string) (Move, error) {
	return parseMoveFor(typings.Of(v.lang), seat, text)
}

// A meldFault is why [readMeld] cannot read a meld as a person types it:
// the phrase of the sentence the player reads, the word it quotes (the
// part at fault, or the whole meld) and, for more cards than the deck
// has, how many the meld asks for (0 otherwise), so that the sentence
// says what the Detail, why, says (words28c: "2x9" was only "cannot be
// read" where its Detail knew that 9 is too many).
type meldFault struct {
	phrase, word, why string
	asked             int
}

// Error returns the Detail's words: why the text is no meld.
func (f *meldFault) Error() string { return f.why }

// The phrases of a meld typed with a fault that the player can be told:
// a part that names no card ("Q"), a count of one ("7x1"), more of a
// number or more jokers than the deck has ("2x9", "Xx6") and number cards
// of two values ("7+8"); any other is phraseTypedMeld's.
const (
	phraseTypedCard   = "typed-card"
	phraseTypedOne    = "typed-one"
	phraseTypedCount  = "typed-count"
	phraseTypedJokers = "typed-jokers"
	phraseTypedValues = "typed-values"
)

// readMeld reads a meld as a person types it (see [ParseMove]): parts
// joined by "+", each a card (1 to 13, or J or X for a joker, in any
// case) and perhaps x or × and a count from 2, in any order, the parts of
// one value adding up: "7x2+J", "7X2+x", "7+7+X", "Xx2", "7×2". Its error
// is a *meldFault.
func readMeld(text string) (Meld, error) {
	fail := func(f *meldFault) (Meld, error) {
		if f.word == "" {
			f.word = text
		}
		f.why = engine.Quote(text) + " is not a meld: " + f.why
		return Meld{}, f
	}
	var m Meld
	var count, jokers int
	for part := range strings.SplitSeq(text, "+") {
		c, n, f := readPart(part)
		switch {
		case f != nil:
			return fail(f)
		case c == Joker:
			jokers += n
		case m.Value != Hidden && c != m.Value:
			return fail(&meldFault{phrase: phraseTypedValues, why: "a meld's number cards are of one value"})
		default:
			m.Value, count = c, count+n
		}
	}
	// Each part holds at most CopiesEach cards, and a move at most 256
	// bytes: the sums cannot overflow.
	if jokers > NumJokers {
		return fail(&meldFault{phrase: phraseTypedJokers, asked: jokers, why: fmt.Sprintf("there are only %d jokers", NumJokers)})
	}
	if count > CopiesEach {
		return fail(&meldFault{phrase: phraseTypedCount, asked: count, why: fmt.Sprintf("there are only %d of each number", CopiesEach)})
	}
	m.Count, m.Jokers = uint8(count), uint8(jokers)
	return m, nil
}

// readPart reads one part of a meld as a person types it: a card, then
// perhaps x or × and how many, "7", "7x2", "X", "Xx2"; or says why it
// cannot, quoting the part, or the whole meld (an empty part, or a count
// that is no number, which only the whole shows).
func readPart(part string) (Card, int, *meldFault) {
	cardText := part[:len(part)-len(strings.TrimLeft(part, "0123456789"))]
	if cardText == "" && part != "" {
		cardText = part[:1] // a joker's letter, or no card
	}
	c, ok := readCard(cardText)
	if !ok {
		f := &meldFault{phrase: phraseTypedCard, word: part, why: engine.Quote(part) + " is not a card"}
		if part == "" { // "+" joins nothing: the whole meld is quoted
			f.phrase = phraseTypedMeld
		}
		return Hidden, 0, f
	}
	rest := part[len(cardText):]
	if rest == "" {
		return c, 1, nil
	}
	countText, ok := strings.CutPrefix(rest, "×")
	if !ok && (rest[0] == 'x' || rest[0] == 'X') {
		countText = rest[1:]
	}
	n, err := strconv.Atoi(countText)
	// Said only of a refusal: a count read well costs no sentence.
	notCount := func() string {
		return fmt.Sprintf("%s is not a count from 2 to %d", engine.Quote(countText), CopiesEach)
	}
	switch {
	case err != nil || n < 1 || countText[0] == '+' || countText[0] == '0':
		return Hidden, 0, &meldFault{phrase: phraseTypedMeld, why: notCount()}
	case n == 1:
		return Hidden, 0, &meldFault{phrase: phraseTypedOne, word: part, why: notCount() + ": one card is typed alone"}
	case c == Joker && n > NumJokers:
		return Hidden, 0, &meldFault{phrase: phraseTypedJokers, word: part, asked: n, why: fmt.Sprintf("there are only %d jokers", NumJokers)}
	case n > CopiesEach:
		return Hidden, 0, &meldFault{phrase: phraseTypedCount, word: part, asked: n, why: notCount()}
	}
	return c, n, nil
}

// readCard reads a card as a person types it: 1 to 13, or J or X, in any
// case, for a joker; false for anything else, the hidden card "?" too.
func readCard(text string) (Card, bool) {
	if strings.EqualFold(text, "J") || strings.EqualFold(text, "X") {
		return Joker, true
	}
	c, err := ParseCard(text)
	return c, err == nil && c != Hidden
}

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

// readMeld reads a meld as a person types it (see [ParseMove]): parts
// joined by "+", each a card (1 to 13, or J or X for a joker, in any
// case) and perhaps x or × and a count from 2, in any order, the parts of
// one value adding up: "7x2+J", "7X2+x", "7+7+X", "Xx2", "7×2".
func readMeld(text string) (Meld, error) {
	fail := func(why string, args ...any) (Meld, error) {
		return Meld{}, fmt.Errorf("%s is not a meld: %s", engine.Quote(text), fmt.Sprintf(why, args...))
	}
	var m Meld
	var count, jokers int
	for part := range strings.SplitSeq(text, "+") {
		c, n, err := readPart(part)
		if err != nil {
			return fail("%v", err)
		}
		switch {
		case c == Joker:
			jokers += n
		case m.Value != Hidden && c != m.Value:
			return fail("a meld's number cards are of one value")
		default:
			m.Value, count = c, count+n
		}
	}
	if jokers > NumJokers {
		return fail("there are only %d jokers", NumJokers)
	}
	if count > CopiesEach {
		return fail("there are only %d of each number", CopiesEach)
	}
	m.Count, m.Jokers = uint8(count), uint8(jokers)
	return m, nil
}

// readPart reads one part of a meld as a person types it: a card, then
// perhaps x or × and how many, "7", "7x2", "X", "Xx2".
func readPart(part string) (Card, int, error) {
	cardText := part[:len(part)-len(strings.TrimLeft(part, "0123456789"))]
	if cardText == "" && part != "" {
		cardText = part[:1] // a joker's letter, or no card
	}
	c, ok := readCard(cardText)
	if !ok {
		return Hidden, 0, fmt.Errorf("%s is not a card", engine.Quote(part))
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
	if err != nil || n < 2 || n > CopiesEach || countText[0] == '+' || countText[0] == '0' {
		return Hidden, 0, fmt.Errorf("%s is not a count from 2 to %d", engine.Quote(countText), CopiesEach)
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

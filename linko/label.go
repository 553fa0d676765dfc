package linko

import (
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// Label returns a short label in language l for the button of the move m,
// in the second person for its mover, as [Event.Narrate] names seats:
// names[i], when present and not empty, is how seat i is called, else the
// language's "Seat N" counting from 1. The position is the view's: a take
// names the meld attacked.
//
//	Play two 5s and a joker
//	Take Seat 2's two 7s
//	Leave them (or it, for one card)
//	Take back
//	Discard
//	Draw from the pile
//	Piocher le 8 dans la réserve
//
// The labels of the legal moves of one decision all differ. A move that is
// no move of Linko! gets a label that says so, never a panic.
func (v View) Label(l lang.Language, m Move, names []string) string {
	w := wordsOf(l)
	var s string
	switch m.Kind {
	case MovePlay:
		s = w.play(m.Meld)
	case MoveTake:
		s = w.take(speech.Of(l).People(m.Seat, names)(v.Victim), v.attacked())
	case MoveLeave:
		s = w.leave(speech.Of(l).People(m.Seat, names)(v.Victim), v.attacked().Size())
	case MoveTakeBack:
		s = w.takeBack(v.attacked().Size())
	case MoveDiscard:
		s = w.discard(v.attacked().Size())
	case MoveDrawPile:
		s = w.drawPile
	case MoveDrawDisplay:
		s = w.drawDisplay(m.Card)
	default:
		s = w.unknownMove
	}
	return speech.Of(l).Capital(s)
}

// Preview returns what the move m will do, as its mover may know it before
// making it, in a sentence in language l, seats named as [View.Label]
// names them: which top melds a play attacks, who draws after a take or a
// discard, how many cards are left to draw. It never names a card the
// mover cannot see: a draw from the pile names none.
//
//	Attacks Seat 2's two 4s and Seat 3's 6.
//	Attacks nobody.
//	Empties your hand: the round ends.
//	Seat 2 draws two cards.
//
// Every move of Linko! has a preview; a move that is none gets "".
func (v View) Preview(l lang.Language, m Move, names []string) string {
	w := wordsOf(l)
	who := speech.Of(l).People(m.Seat, names)
	var s string
	switch m.Kind {
	case MovePlay:
		s = v.playPreview(w, who, m)
	case MoveTake:
		s = w.victimDraws(who(v.Victim), v.attacked().Size())
	case MoveLeave:
		s = w.victimChoice(who(v.Victim), v.attacked().Size())
	case MoveTakeBack:
		s = w.backToHand(v.attacked().Size())
	case MoveDiscard:
		s = w.ontoDiscard(v.attacked().Size())
	case MoveDrawPile, MoveDrawDisplay:
		s = v.drawPreview(w)
	default:
		return ""
	}
	return speech.Of(l).Sentence(s)
}

// playPreview says which top melds the play m attacks, clockwise from the
// mover's left, or that it empties the mover's hand, which ends the round
// before any attack.
func (v View) playPreview(w *phrases, who func(int) speech.Person, m Move) string {
	if len(v.Hand) == m.Meld.Size() {
		return w.empties(v.Round >= v.Rounds)
	}
	var victims []speech.Person
	var melds []Meld
	for i := 1; i < v.Players; i++ {
		seat := (m.Seat + i) % v.Players
		if t := listOf(v.Tableaux, seat); len(t) > 0 && m.Meld.Beats(t[len(t)-1]) {
			victims = append(victims, who(seat))
			melds = append(melds, t[len(t)-1])
		}
	}
	return w.attacks(victims, melds)
}

// drawPreview says what is left to draw after one more card: a draw that
// takes the last card of the pile and the display ends the round. The
// victim draws as many cards as the attack took, the attacker's top meld
// (the same size as the meld it beat): one card alone is the only one to
// draw, not the last.
func (v View) drawPreview(w *phrases) string {
	left := v.PileSize
	for _, c := range v.Display {
		if c != Hidden {
			left++
		}
	}
	switch {
	case left <= 1:
		return w.lastToDraw(v.Round >= v.Rounds)
	case v.Draws <= 1 && v.attackSize() <= 1:
		return w.onlyDraw
	case v.Draws <= 1:
		return w.yourLast
	}
	return w.moreToDraw(v.Draws - 1)
}

// attackSize returns the size of the active seat's top meld, which
// attacked: 0 when it has none.
func (v View) attackSize() int {
	if t := listOf(v.Tableaux, v.Active); len(t) > 0 {
		return t[len(t)-1].Size()
	}
	return 0
}

// attacked returns the meld under attack: the victim's top meld, which
// stays on its tableau until taken or discarded.
func (v View) attacked() Meld {
	if t := listOf(v.Tableaux, v.Victim); len(t) > 0 {
		return t[len(t)-1]
	}
	return Meld{}
}

// pickLabel labels in language l what a player picks first (see
// [Choice.Label]) from hand: "Your 7s", "Your 7" (one in hand), "Your
// jokers", "The 8 on the display".
func pickLabel(l lang.Language, m Move, hand []Card) string {
	w := wordsOf(l)
	switch m.Kind {
	case MovePlay:
		if m.Meld.Count == 0 {
			return speech.Of(l).Capital(w.pickJokers(held(hand, Joker)))
		}
		return speech.Of(l).Capital(w.pickValue(m.Meld.Value, held(hand, m.Meld.Value)))
	case MoveDrawDisplay:
		return speech.Of(l).Capital(w.pickDisplay(m.Card))
	}
	return ""
}

// held counts the cards c in hand.
func held(hand []Card, c Card) int {
	n := 0
	for _, h := range hand {
		if h == c {
			n++
		}
	}
	return n
}

package linko

import "strings"

// Label returns a short label for the button of the move m, in the second
// person for its mover, as [Event.Narrate] names seats: names[i], when
// present and not empty, is how seat i is called, else "Seat N" counting
// from 1. The position is the view's: a take names the meld attacked.
//
//	Play two 5s and a joker
//	Take Seat 2's two 7s
//	Leave them (or it, for one card)
//	Take back
//	Discard
//	Draw from the pile
//	Draw the 8 from the display
//
// The labels of the legal moves of one decision all differ. A move that is
// no move of Linko! gets a label that says so, never a panic.
func (v View) Label(m Move, names []string) string {
	n := narrator{reader: m.Seat, names: names}
	var s string
	switch m.Kind {
	case MovePlay:
		s = "play " + meldWords(m.Meld, false)
	case MoveTake:
		s = "take " + n.possessive(v.Victim) + " " + meldWords(v.attacked(), true)
	case MoveLeave:
		s = "leave " + v.them()
	case MoveTakeBack:
		s = "take back"
	case MoveDiscard:
		s = "discard"
	case MoveDrawPile:
		s = "draw from the pile"
	case MoveDrawDisplay:
		s = "draw " + theCard(m.Card) + " from the display"
	default:
		s = "a move that Linko! does not know of"
	}
	return capitalize(s)
}

// Preview returns what the move m will do, as its mover may know it before
// making it, in a sentence named as [View.Label] names seats: which top
// melds a play attacks, who draws after a take or a discard, how many
// cards are left to draw. It never names a card the mover cannot see: a
// draw from the pile names none.
//
//	Attacks Seat 2's two 4s and Seat 3's 6.
//	Attacks nobody.
//	Empties your hand: the round ends.
//	Seat 2 draws two cards.
//
// Every move of Linko! has a preview; a move that is none gets "".
func (v View) Preview(m Move, names []string) string {
	n := narrator{reader: m.Seat, names: names}
	var s string
	switch m.Kind {
	case MovePlay:
		s = v.playPreview(n, m)
	case MoveTake:
		s = n.subject(v.Victim) + " " + n.verb(v.Victim, "draw", "draws") + " " + cardCount(v.attacked().Size())
	case MoveLeave:
		s = n.subject(v.Victim) + " " + n.verb(v.Victim, "take", "takes") + " " + v.them() + " back, or " +
			n.verb(v.Victim, "discard", "discards") + " " + v.them() + " and " + n.verb(v.Victim, "draw", "draws") + " " + cardCount(v.attacked().Size())
	case MoveTakeBack:
		s = "back to your hand: you draw nothing"
	case MoveDiscard:
		s = "onto the discard pile: you draw " + cardCount(v.attacked().Size())
	case MoveDrawPile, MoveDrawDisplay:
		s = v.drawPreview()
	default:
		return ""
	}
	return capitalize(s) + "."
}

// playPreview says which top melds the play m attacks, clockwise from the
// mover's left, or that it empties the mover's hand, which ends the round
// before any attack.
func (v View) playPreview(n narrator, m Move) string {
	if len(v.Hand) == m.Meld.Size() {
		return "empties your hand: " + v.roundOrGame() + " ends"
	}
	var attacked []string
	for i := 1; i < v.Players; i++ {
		seat := (m.Seat + i) % v.Players
		if t := listOf(v.Tableaux, seat); len(t) > 0 && m.Meld.Beats(t[len(t)-1]) {
			attacked = append(attacked, n.possessive(seat)+" "+meldWords(t[len(t)-1], true))
		}
	}
	if len(attacked) == 0 {
		return "attacks nobody"
	}
	return "attacks " + join(attacked)
}

// drawPreview says what is left to draw after one more card: a draw that
// takes the last card of the pile and the display ends the round.
func (v View) drawPreview() string {
	left := v.PileSize
	for _, c := range v.Display {
		if c != Hidden {
			left++
		}
	}
	switch {
	case left <= 1:
		return "the last card to draw: " + v.roundOrGame() + " ends"
	case v.Draws <= 1:
		return "your last card to draw"
	}
	return "then " + count(v.Draws-1) + " more to draw"
}

// roundOrGame says what ends when a round does: the game, in its last
// round.
func (v View) roundOrGame() string {
	if v.Round < v.Rounds {
		return "the round"
	}
	return "the game"
}

// attacked returns the meld under attack: the victim's top meld, which
// stays on its tableau until taken or discarded.
func (v View) attacked() Meld {
	if t := listOf(v.Tableaux, v.Victim); len(t) > 0 {
		return t[len(t)-1]
	}
	return Meld{}
}

// them is the pronoun of the meld under attack: "it" for one card.
func (v View) them() string {
	if v.attacked().Size() == 1 {
		return "it"
	}
	return "them"
}

// pickLabel labels what a player picks first (see [Choice.Label]): "Your
// 7s", "Your jokers", "The 8 on the display".
func pickLabel(m Move) string {
	switch m.Kind {
	case MovePlay:
		if m.Meld.Count == 0 {
			return "Your jokers"
		}
		return "Your " + m.Meld.Value.String() + "s"
	case MoveDrawDisplay:
		return capitalize(theCard(m.Card)) + " on the display"
	}
	return ""
}

// theCard names one card of the display: "the 8", "the joker".
func theCard(c Card) string {
	if c == Joker {
		return "the joker"
	}
	return "the " + c.String()
}

// capitalize returns s with its first letter in upper case.
func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

package linko

import (
	"slices"

	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// Narrate returns the event as a sentence in language l for the seat
// reader, as that seat may see it: -1 (or any seat not at the table) is a
// spectator. The event is redacted for the reader first ([Event.RedactFor]),
// so a sentence never tells what the reader may not see: "Seat 2 drew a
// card from the pile." names no card unless the reader is seat 2.
//
// names[i], when present and not empty, is how seat i is called; otherwise
// it is the language's "Seat N", counting seats from 1 as people do
// (N = i+1). The reader is spoken to as "you":
//
//	You played two 7s and a joker.
//	Ana attacked your two 5s.
//	Vous avez subtilynxé les deux 5 d'Ana.
//	Tocca a te.
//
// Counts of cards are words up to ten, cards and scores numbers. The
// key=value text of [Event.String] stays the form for logs.
func (e Event) Narrate(l lang.Language, reader int, names []string) string {
	e = e.RedactFor(reader)
	w := wordsOf(l)
	b := speech.Of(l)
	who := b.People(reader, names)
	var s string
	switch e.Kind {
	case CardsPlayed:
		s = w.played(who(e.Seat), e.Meld)
	case Attacked:
		s = w.attacked(who(e.Seat), who(e.Victim), e.Meld)
	case TurnPassed: // the turn sentence, as View.Turn says it after the move
		s = turnOf(w, who(e.Seat), PhasePlay, 0)
	case CardsTaken:
		s = w.taken(who(e.Seat), who(e.Victim), e.Meld)
	case CardsLeft:
		s = w.left(who(e.Seat), who(e.Victim), e.Meld)
	case CardsTakenBack:
		s = w.takenBack(who(e.Seat), e.Meld)
	case CardsDiscarded:
		s = w.discarded(who(e.Seat), e.Meld)
	case CardDrawn:
		s = w.drawn(who(e.Seat), e.Card, e.From)
	case DisplayRefilled:
		s = w.refilled(shown(e.Display))
	case RoundEnded:
		if why := e.why(w, who); why != "" && e.Last {
			// The GameEnded that follows says the scores, once.
			return b.Sentence(why)
		}
		if e.Last { // the game's only or last round, told without its reason (an older log)
			s = w.scores(scoresOf(who, e.scores(), nil))
		} else {
			s = w.roundEnded(e.Round, scoresOf(who, e.scores(), nil))
		}
	case RoundDealt: // the deal, then whose turn it is, as View.Turn says it
		return b.Sentence(w.dealt(e.Round, e.hand(reader))) + " " + b.Sentence(turnOf(w, who(e.Seat), PhasePlay, 0))
	case GameEnded:
		s = gameEnded(w, who, e.scores())
	default:
		s = w.unknown
	}
	if why := e.why(w, who); why != "" {
		return b.Sentence(why) + " " + b.Sentence(s)
	}
	return b.Sentence(s)
}

// Turn returns the sentence that says, in language l, to the seat reader
// (-1 for a spectator), who decides next, [View.ToMove], with what the
// reader is to decide when it is that seat: "It is your turn: draw two
// cards.", "It is Ana's turn."; "" once the game is over. It names the
// seats as [Event.Narrate] does, and reads only what every seat sees.
//
// It ends the narration of every move while the game goes on: the
// handle's Events.Narrate adds it after the last event of a move (and of
// a history), from the View of the table the move led to, unless that
// event's own sentence already ends with it, as a TurnPassed's and a
// RoundDealt's do, whose Narrate says the turn in these same words. A
// front-end that tells a move with this package does the same, so that
// whose turn it is is said once, last.
func (v View) Turn(l lang.Language, reader int, names []string) string {
	if v.Over || v.ToMove < 0 {
		return ""
	}
	cards := v.Draws
	if v.Phase != PhaseDraw {
		cards = v.attacked().Size()
	}
	return speech.Of(l).Sentence(turnOf(wordsOf(l), speech.Of(l).People(reader, names)(v.ToMove), v.Phase, cards))
}

// turnOf is the turn sentence of who, deciding in phase p on (or
// drawing) cards cards, without its capital and full stop.
func turnOf(w *phrases, who speech.Person, p Phase, cards int) string {
	if who.You {
		return w.yourTurn(p, cards)
	}
	return w.turn(who)
}

// why returns why a round ended, as RoundEnded says it before its result:
// "Ana has no cards left in hand." Other events, and an ending
// not told, have no reason: "". The game's last round says only that:
// the GameEnded just after it says the scores. GameEnded carries its last
// round's Ending too, for programs, but does not say it again.
func (e Event) why(w *phrases, who func(int) speech.Person) string {
	if e.Kind != RoundEnded {
		return ""
	}
	switch e.Ending {
	case HandEmptied:
		return w.emptied(who(e.Seat))
	case CardsOut:
		return w.cardsOut
	}
	return ""
}

// scores returns the event's scores, one per seat.
func (e Event) scores() []int { return e.Scores[:max(0, min(e.Players, MaxPlayers))] }

// hand returns the cards a deal gave reader, in order of value: none for
// a spectator.
func (e Event) hand(reader int) []Card {
	if reader < 0 || reader >= e.Players || e.Players > MaxPlayers {
		return nil
	}
	var hand []Card
	for i, c := range e.Deal.AppendTo(make([]Card, 0, NumCards)) {
		if i < HandSize*e.Players && (e.Seat+i)%e.Players == reader {
			hand = append(hand, c)
		}
	}
	return countCards(hand).appendCards(nil)
}

// shown returns the cards a refilled display shows, slot by slot.
func shown(display [DisplaySize]Card) []Card {
	var cards []Card
	for _, c := range display {
		if c == Joker || c.IsNumber() {
			cards = append(cards, c)
		}
	}
	return cards
}

// scoresOf returns the seats' scores for a sentence, but for the seats of
// skip, the best first as a standing lists them, in every language
// (words-round12 nl 6).
func scoresOf(who func(int) speech.Person, scores []int, skip []int) []speech.Score {
	var out []speech.Score
	for seat, points := range scores {
		if !slices.Contains(skip, seat) {
			out = append(out, speech.Score{Who: who(seat), Points: points})
		}
	}
	return bestFirst(out)
}

// gameEnded says who won, with how many points, and what the others
// scored.
func gameEnded(w *phrases, who func(int) speech.Person, scores []int) string {
	if len(scores) == 0 {
		return w.gameEnded(nil, 0, nil)
	}
	best := slices.Max(scores)
	var winners []int
	var people []speech.Person
	for seat, score := range scores {
		if score == best {
			winners = append(winners, seat)
			people = append(people, who(seat))
		}
	}
	return w.gameEnded(people, best, scoresOf(who, scores, winners))
}

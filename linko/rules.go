package linko

import (
	"errors"
	"fmt"

	"github.com/tabletopgo/tabletop/deck"
	"github.com/tabletopgo/tabletop/internal/engine"
)

// This file holds the rules: what a move decides (primary), and what is
// legal. What each event changes (change) and what follows by the rules
// alone (automatic) are in effects.go; Next's faster path through them is
// in next.go, Evolve's check in evolve.go.

// A step is an event as the rules work with it: the facts of an Event in 24
// bytes, where an Event takes 112. What an Event holds beside them (the
// display after a refill, the scores) follows from the state after the
// step: see State.event.
type step struct {
	kind   EventKind
	seat   uint8
	victim uint8 // Attacked, CardsTaken, CardsLeft
	from   Source
	card   Card
	meld   Meld
	deal   deck.Pile[Card] // RoundDealt: the cards of a deal that Evolve was given
}

// errNoGame is why the zero State, which holds no game, refuses every move
// and every event.
var errNoGame = errors.New("no game: the zero State holds none")

// run plays the move m on s: the step the move decides, then every step
// that follows from the rules until a seat must decide again or the game is
// over. With keep it appends their events to dst. The error says why m is
// illegal, without a sentinel; s is unchanged then.
func (s *State) run(m Move, dst []Event, keep bool) ([]Event, error) {
	// One step, filled in place: a step returned by value is written
	// byte by byte and read back whole, which stalls the processor.
	var st step
	if err := s.primary(m, &st); err != nil {
		return dst, err
	}
	for {
		s.change(&st)
		if keep {
			dst = append(dst, s.event(&st))
		}
		if !s.phase.settling() {
			return dst, nil
		}
		s.automatic(&st)
	}
}

// event returns the Event of the step st, which has just changed s.
func (s *State) event(st *step) Event {
	e := Event{Kind: st.kind, Seat: int(st.seat), Meld: st.meld, Card: st.card, From: st.from}
	n := s.players()
	switch st.kind {
	case Attacked, CardsTaken, CardsLeft:
		e.Victim = int(st.victim)
	case DisplayRefilled:
		e.Display = s.display
	case RoundEnded:
		e.Round, e.Players = int(s.round), n
		for seat := range n {
			e.Scores[seat] = s.roundScore(seat)
		}
		e.Ending, e.Seat = s.ending()
		e.Last = s.round >= s.opts.rounds
	case RoundDealt:
		e.Round, e.Seat, e.Players, e.Deal = int(s.round), int(s.active), n, st.deal
		if e.Deal.Empty() {
			cards := shuffle(s.opts.seed(), int(s.round))
			e.Deal = deck.Of(cards[:]...)
		}
	case GameEnded:
		e.Players = n
		for seat := range n {
			e.Scores[seat] = int(s.totals[seat])
		}
		e.Ending, e.Seat = s.ending()
	}
	return e
}

// ending returns why the round, which is over, ended: a seat's hand is
// empty (the seat returned), or else the cards ran out. The hands stay
// as they were until the next deal, so that the game's end tells it too.
func (s *State) ending() (Ending, int) {
	for seat := range s.players() {
		if s.hands[seat] == 0 {
			return HandEmptied, seat
		}
	}
	return CardsOut, 0
}

// holds reports whether e is the event want as a log holds it: whole,
// or as a log written before events told whether a round was the last
// (without Last), or before they told why it ended (without the Ending and
// its seat either). What they leave out serves the sentences alone, so the
// rules take such an event as they take want.
func (want Event) holds(e Event) bool {
	if e == want {
		return true
	}
	if want.Kind != RoundEnded && want.Kind != GameEnded {
		return false
	}
	want.Last = false
	if e == want {
		return true
	}
	want.Ending, want.Seat = 0, 0
	return e == want
}

// answers holds, for each move that answers an attack on a top meld, the
// phase it answers and the event it causes: a take or a leave by another
// seat, then a take back or a discard by the seat attacked.
var answers = [...]struct {
	phase Phase
	kind  EventKind
}{
	MoveTake:     {PhaseTakeOrLeave, CardsTaken},
	MoveLeave:    {PhaseTakeOrLeave, CardsLeft},
	MoveTakeBack: {PhaseTakeBackOrDiscard, CardsTakenBack},
	MoveDiscard:  {PhaseTakeBackOrDiscard, CardsDiscarded},
}

// primary checks the move m and sets *st to the step it causes.
func (s *State) primary(m Move, st *step) error {
	seat := s.toMove()
	switch {
	case s.round == 0:
		return engine.Refusal(ReasonNotLegalHere, engine.PhraseNoGame, nil, errNoGame.Error())
	case s.phase == PhaseOver:
		return engine.Refusal(ReasonGameOver, "", nil, "the game is over")
	case seat < 0:
		return engine.Refusal(ReasonNotYourTurn, "", nil, "nobody can move in the middle of a move's events")
	case m.Seat != seat:
		return engine.Refusal(ReasonNotYourTurn, "", nil, fmt.Sprintf("seat %d cannot move now: seat %d is to %s", m.Seat, seat, s.task()))
	}
	if (m.Kind != MovePlay && m.Meld != Meld{}) || (m.Kind != MoveDrawDisplay && m.Card != Hidden) {
		return engine.Refusal(ReasonMalformed, "", nil, fmt.Sprintf("a %v move names no cards", m.Kind))
	}
	victim := int(s.victim)
	switch m.Kind {
	case MovePlay:
		if s.phase != PhasePlay {
			return s.notNow(m)
		}
		if err := s.checkPlay(seat, m.Meld); err != nil {
			return err
		}
		*st = step{kind: CardsPlayed, seat: uint8(seat), meld: m.Meld}
		return nil
	case MoveTake, MoveLeave, MoveTakeBack, MoveDiscard:
		a := answers[m.Kind]
		if s.phase != a.phase {
			return s.notNow(m)
		}
		*st = step{kind: a.kind, seat: uint8(seat), meld: s.topMeld(victim)}
		if a.phase == PhaseTakeOrLeave { // the events say whose meld it was
			st.victim = uint8(victim)
		}
		return nil
	case MoveDrawPile:
		if s.phase != PhaseDraw {
			return s.notNow(m)
		}
		top := s.topOfPile()
		if top == Hidden {
			return engine.Refusal(ReasonNotLegalHere, "pile-empty", nil, "the draw pile is empty: draw from the display")
		}
		*st = step{kind: CardDrawn, seat: uint8(seat), from: FromPile, card: top}
		return nil
	case MoveDrawDisplay:
		if s.phase != PhaseDraw {
			return s.notNow(m)
		}
		if !m.Card.IsNumber() && m.Card != Joker {
			return engine.Refusal(ReasonMalformed, "", nil, fmt.Sprintf("%v is no card of Linko!", m.Card))
		}
		if !s.onDisplay(m.Card) {
			detail := fmt.Sprintf("there is no %v on the display [%s]", m.Card, engine.Join(s.display[:], Card.String, " "))
			return engine.Refusal(ReasonNotLegalHere, "not-on-display", cardsItem{card: m.Card, name: true}, detail)
		}
		*st = step{kind: CardDrawn, seat: uint8(seat), from: FromDisplay, card: m.Card}
		return nil
	}
	return engine.Refusal(ReasonMalformed, "", nil, fmt.Sprintf("%v is not a kind of move", m.Kind))
}

// notNow says that m is not what the seat to move has to do now.
func (s *State) notNow(m Move) error {
	r := engine.Refusal(ReasonNotLegalHere, "", nil, fmt.Sprintf("seat %d cannot %s now: it is to %s", m.Seat, m.Kind.phrase(), s.task()))
	switch s.phase {
	case PhasePlay:
		r.Phrase = "must-play"
	case PhaseTakeOrLeave:
		top, _ := s.top(int(s.victim))
		r.About("must-take-or-leave", decideItem{top, int(s.victim)}, -1)
	case PhaseTakeBackOrDiscard:
		r.Phrase = "must-take-back-or-discard"
	case PhaseDraw:
		r.About("must-draw", drawItem(s.draws), -1)
	}
	return r
}

// task says what the seat to move has to do, for messages.
func (s *State) task() string {
	switch s.phase {
	case PhasePlay:
		return "play"
	case PhaseTakeOrLeave:
		top, _ := s.top(int(s.victim))
		return fmt.Sprintf("take or leave seat %d's %v", s.victim, top)
	case PhaseTakeBackOrDiscard:
		return "take back or discard its left meld"
	case PhaseDraw:
		return fmt.Sprintf("draw %d more", s.draws)
	}
	return s.phase.String()
}

// checkPlay says why seat cannot play m, if it cannot.
func (s *State) checkPlay(seat int, m Meld) error {
	hand := s.hands[seat]
	switch {
	case !m.valid():
		return engine.Refusal(ReasonMalformed, "not-a-meld", nil, fmt.Sprintf("%+v is not a meld: give a value from 1 to 13 with 1 to 8 cards of it, and 0 to 5 jokers, or 1 to 5 jokers alone", m))
	case hand.of(m.Value) < m.Count && m.Count > 0:
		return notInHand(seat, m, m.Value, hand.of(m.Value))
	case hand.of(Joker) < m.Jokers:
		return notInHand(seat, m, Joker, hand.of(Joker))
	}
	return nil
}

// notInHand says that seat cannot play m, for it holds only held cards c.
func notInHand(seat int, m Meld, c Card, held uint8) error {
	r := engine.Refusal(ReasonNotInHand, "none-in-hand", cardsItem{card: c, name: true},
		fmt.Sprintf("seat %d cannot play %v: it holds %s", seat, m, amount(held, c)))
	if held > 0 {
		r.About("too-few-in-hand", cardsItem{card: c, count: int(held)}, -1)
	}
	return r
}

// amount says how many of a card there are, in words: "no 7", "one J",
// "three 12s".
func amount(n uint8, c Card) string {
	words := [...]string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight"}
	plural := "s"
	if n == 1 {
		plural = ""
	}
	if int(n) < len(words) {
		return fmt.Sprintf("%s %v%s", words[n], c, plural)
	}
	return fmt.Sprintf("%d %vs", n, c)
}

// onDisplay reports whether the display holds c; onDisplay(Hidden) reports
// whether it has an empty slot.
func (s *State) onDisplay(c Card) bool {
	for _, d := range s.display {
		if d == c {
			return true
		}
	}
	return false
}

package linko

import "fmt"

// This file holds how an event is checked and replayed: with the steps of
// rules.go, compared with the event.

// evolve returns the state after the event e, or says why e cannot follow
// s: it must be exactly the event of a legal move, or what the rules call
// for. It plays e's step on a copy, which it compares with e.
func (s *State) evolve(e Event) (State, error) {
	if s.round == 0 {
		return State{}, errNoGame
	}
	var st step
	m, decided := moveOf(e)
	switch {
	case !s.phase.settling():
		if !decided {
			return State{}, fmt.Errorf("%v events follow from the rules alone, but a seat is to decide (phase %v)", e.Kind, s.phase)
		}
		if err := s.primary(m, &st); err != nil {
			return State{}, err
		}
	case s.phase == PhaseBetweenRounds && e.Kind == RoundDealt && s.round < s.opts.rounds:
		// The rules call for a deal; the event brings its cards.
		if e.Deal.Len() != NumCards {
			return State{}, fmt.Errorf("the deal has %d cards, not %d", e.Deal.Len(), NumCards)
		}
		if err := checkConservation(e.Deal.AppendTo(make([]Card, 0, NumCards))); err != nil {
			return State{}, err
		}
		st = step{kind: RoundDealt, deal: e.Deal}
	default:
		s.automatic(&st)
	}
	after := *s
	after.change(&st)
	// The error says the event the rules call for as a spectator sees it:
	// the card drawn from the pile is no one's to read in an error (a
	// server echoing it to a client of a redacted log told the draw,
	// go-r37 #4).
	if want := after.event(&st); !want.holds(e) {
		if !s.phase.settling() {
			return State{}, fmt.Errorf("the move %v gives %v", m, want.RedactFor(-1))
		}
		return State{}, fmt.Errorf("the rules call for %v", want.RedactFor(-1))
	}
	return after, nil
}

// moveOf returns the move that causes an event of a decision.
func moveOf(e Event) (Move, bool) {
	switch e.Kind {
	case CardsPlayed:
		return Move{Seat: e.Seat, Kind: MovePlay, Meld: e.Meld}, true
	case CardsTaken:
		return Take(e.Seat), true
	case CardsLeft:
		return Leave(e.Seat), true
	case CardsTakenBack:
		return TakeBack(e.Seat), true
	case CardsDiscarded:
		return Discard(e.Seat), true
	case CardDrawn:
		if e.From == FromPile {
			return DrawFromPile(e.Seat), true
		}
		return DrawFromDisplay(e.Seat, e.Card), true
	}
	return Move{}, false
}

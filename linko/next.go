package linko

// This file holds Next's path through the rules, beside run's in rules.go:
// the package doc says why there are two.

// advance plays the move m on s without keeping its events, or returns why
// m is illegal: Next's path through the rules, beside run's (the package
// doc says why there are two; TestNextAgreesWithApplyOnAnyMove keeps them
// equal). It is kept out of line so that Next, which calls it, is
// small enough to be inlined: that saves a copy of the State at every move
// of a playout.
//
// It plays a legal move as run does, without steps: the checks of the
// phase to move, the change, and what follows by the rules (an attack, the
// turn passing, a refill), with the helpers that change uses for each step,
// and the steps for the rare rest (a round's end). A move it does not
// accept goes to refuse, which leaves s as it was.
//
//go:noinline
func (s *State) advance(m Move) error {
	switch s.phase {
	case PhasePlay:
		seat := int(s.active)
		hand := s.hands[seat]
		if m.Seat != seat || m.Kind != MovePlay || m.Card != Hidden || !m.Meld.valid() ||
			hand.of(m.Meld.Value) < m.Meld.Count || hand.of(Joker) < m.Meld.Jokers {
			return s.refuse(m)
		}
		s.play(seat, m.Meld)
	case PhaseTakeOrLeave:
		if m.Seat != int(s.active) || m.Meld != (Meld{}) || m.Card != Hidden {
			return s.refuse(m)
		}
		switch m.Kind {
		case MoveTake:
			victim := int(s.victim)
			s.take(m.Seat, victim, s.topMeld(victim))
		case MoveLeave:
			s.phase = PhaseTakeBackOrDiscard
		default:
			return s.refuse(m)
		}
	case PhaseTakeBackOrDiscard:
		if m.Seat != int(s.victim) || m.Meld != (Meld{}) || m.Card != Hidden {
			return s.refuse(m)
		}
		switch m.Kind {
		case MoveTakeBack:
			s.takeBack(m.Seat, s.topMeld(m.Seat))
		case MoveDiscard:
			s.discardTop(m.Seat, s.topMeld(m.Seat))
		default:
			return s.refuse(m)
		}
	case PhaseDraw:
		if m.Seat != int(s.victim) || m.Meld != (Meld{}) {
			return s.refuse(m)
		}
		switch m.Kind {
		case MoveDrawPile:
			if m.Card != Hidden || s.pileSize == 0 {
				return s.refuse(m)
			}
			s.draw(m.Seat, FromPile, s.topOfPile())
		case MoveDrawDisplay:
			if m.Card == Hidden || !s.onDisplay(m.Card) {
				return s.refuse(m)
			}
			s.draw(m.Seat, FromDisplay, m.Card)
		default:
			return s.refuse(m)
		}
	default:
		return s.refuse(m)
	}
	// What follows by the rules: in a playout, almost always an attack or
	// the turn passing, after a refill.
	if s.phase == PhaseRefilling {
		s.refill()
	}
	if s.phase == PhaseAttacking {
		s.attack()
	}
	for s.phase.settling() {
		var st step
		s.automatic(&st)
		s.change(&st)
	}
	return nil
}

// refuse returns why run refuses m, which advance did not accept, as a
// MoveError; s is unchanged then.
func (s *State) refuse(m Move) error {
	if _, err := s.run(m, nil, false); err != nil {
		return s.refused(m, err)
	}
	return nil
}

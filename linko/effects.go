package linko

import (
	"fmt"
	"math/bits"
)

// This file holds what the rules do once a move is known to be legal: what
// each step changes (change), and what follows by the rules alone
// (automatic). What is legal, and the step a move causes, are rules.go's.

// change applies the step st, which is known to fit s.
func (s *State) change(st *step) {
	seat := int(st.seat)
	switch st.kind {
	case CardsPlayed:
		s.play(seat, st.meld)
	case Attacked:
		s.phase, s.victim = PhaseTakeOrLeave, st.victim
	case TurnPassed:
		s.phase, s.active, s.victim = PhasePlay, st.seat, st.seat
	case CardsTaken:
		s.take(seat, int(st.victim), st.meld)
	case CardsLeft:
		s.phase = PhaseTakeBackOrDiscard
	case CardsTakenBack:
		s.takeBack(seat, st.meld)
	case CardsDiscarded:
		s.discardTop(seat, st.meld)
	case CardDrawn:
		s.draw(seat, st.from, st.card)
	case DisplayRefilled:
		s.refill()
	case RoundEnded:
		for seat := range s.players() {
			s.totals[seat] += int16(s.roundScore(seat))
		}
		s.phase = PhaseBetweenRounds
	case RoundDealt:
		if st.deal.Empty() { // the deal the seed gives
			cards := shuffle(s.opts.seed(), int(s.round)+1)
			s.deal(int(s.round)+1, cards[:])
		} else {
			s.deal(int(s.round)+1, st.deal.AppendTo(make([]Card, 0, NumCards)))
		}
	case GameEnded:
		s.phase = PhaseOver
	}
}

// play puts the meld m from seat's hand on its tableau: a CardsPlayed.
func (s *State) play(seat int, m Meld) {
	s.hands[seat].remove(m)
	s.forget(seat, m)
	s.push(seat, m)
	if s.hands[seat] == 0 {
		s.phase = PhaseRoundOver // no attack after the last card
	} else {
		s.phase, s.victim = PhaseAttacking, uint8(seat)
	}
}

// take moves the victim's top meld m into the attacker's hand: a
// CardsTaken.
func (s *State) take(attacker, victim int, m Meld) {
	s.pop(victim, m)
	s.hands[attacker].add(m)
	s.known[attacker].add(m)
	s.phase, s.draws = PhaseDraw, uint8(m.Size())
}

// takeBack moves seat's top meld m back into its hand: a CardsTakenBack.
func (s *State) takeBack(seat int, m Meld) {
	s.pop(seat, m)
	s.hands[seat].add(m)
	s.known[seat].add(m)
	s.phase = PhaseAttacking
}

// discardTop moves seat's top meld m to the discard pile: a
// CardsDiscarded.
func (s *State) discardTop(seat int, m Meld) {
	s.pop(seat, m)
	s.discard.add(m)
	s.phase, s.draws = PhaseDraw, uint8(m.Size())
}

// refill fills the empty slots of the display from the draw pile: a
// DisplayRefilled.
func (s *State) refill() {
	for i, c := range s.display {
		if c == Hidden {
			s.display[i] = s.drawFromPile()
		}
	}
	s.phase = PhaseAttacking
}

// draw moves the card that seat draws from the pile or the display into its
// hand (a CardDrawn), and ends the round at once if the pile and the
// display are both empty.
func (s *State) draw(seat int, from Source, card Card) {
	if from == FromPile {
		s.drawFromPile()
	} else {
		for i, c := range s.display {
			if c == card {
				s.display[i] = Hidden
				break
			}
		}
		s.known[seat].addCard(card)
	}
	s.hands[seat].addCard(card)
	s.draws--
	switch {
	case s.pileSize == 0 && s.display == [DisplaySize]Card{}:
		// Pending draws and attacks are dropped.
		s.phase, s.draws, s.victim = PhaseRoundOver, 0, s.active
	case s.draws > 0:
		// the victim draws on
	case s.pileSize > 0 && s.onDisplay(Hidden):
		s.phase = PhaseRefilling
	default:
		s.phase = PhaseAttacking
	}
}

// attack compares the active seat's new meld with the opponents' top melds
// after the victim, clockwise: the first it beats is attacked; if none, the
// turn passes to the left. It is what Attacked or TurnPassed change.
func (s *State) attack() {
	if seat := s.nextVictim(); seat >= 0 {
		s.phase, s.victim = PhaseTakeOrLeave, uint8(seat)
		return
	}
	next := uint8(s.next(int(s.active)))
	s.phase, s.active, s.victim = PhasePlay, next, next
}

// nextVictim returns the next seat after the victim, clockwise and before
// the attacker, whose top meld the attacker's beats, or -1.
func (s *State) nextVictim() int {
	attacker, victim, n := int(s.active), int(s.victim), s.players()
	// The seats from the attacker's left round to its right are bits
	// attacker+1 to attacker+n-1 of the beaten seats written twice; those
	// after the victim start past it (victim+n if it is left of the
	// attacker).
	beaten := s.tops.beatenBy(s.tops.of(attacker))
	twice := beaten | beaten<<n
	from := victim + 1
	if victim < attacker {
		from += n
	}
	left := twice &^ (1<<from - 1) & (1<<(attacker+n) - 1)
	if left == 0 {
		return -1
	}
	seat := bits.TrailingZeros(left)
	if seat >= n {
		seat -= n
	}
	return seat
}

// forget lowers what the other seats know of seat's hand after it played m:
// they cannot tell whether the cards played were the ones they saw.
func (s *State) forget(seat int, m Meld) {
	k := &s.known[seat]
	k.remove(Meld{Value: m.Value, Count: min(k.of(m.Value), m.Count), Jokers: min(k.of(Joker), m.Jokers)})
}

// automatic sets *st to the step that follows from the rules in a settling
// phase.
func (s *State) automatic(st *step) {
	switch s.phase {
	case PhaseAttacking:
		if seat := s.nextVictim(); seat >= 0 {
			*st = step{kind: Attacked, seat: s.active, victim: uint8(seat), meld: s.topMeld(seat)}
			return
		}
		*st = step{kind: TurnPassed, seat: uint8(s.next(int(s.active)))}
	case PhaseRefilling:
		*st = step{kind: DisplayRefilled}
	case PhaseRoundOver:
		*st = step{kind: RoundEnded}
	case PhaseBetweenRounds:
		*st = step{kind: GameEnded}
		if s.round < s.opts.rounds {
			*st = step{kind: RoundDealt} // the deal the seed gives
		}
	default:
		panic(fmt.Sprintf("linko: no event follows by the rules in phase %v", s.phase))
	}
}

// checkConservation says why cards are not exactly the game's 109 cards, if
// they are not.
func checkConservation(cards []Card) error {
	var counts [Joker + 1]int
	for _, c := range cards {
		if c != Joker && !c.IsNumber() {
			return fmt.Errorf("%v is not a card of the game", c)
		}
		counts[c]++
	}
	for c := Card(1); c <= Joker; c++ {
		if counts[c] != copies(c) {
			return fmt.Errorf("there are %d cards %v; the game has %d", counts[c], c, copies(c))
		}
	}
	return nil
}

// copies returns the number of cards c in the game.
func copies(c Card) int {
	if c == Joker {
		return NumJokers
	}
	return CopiesEach
}

package linko

import (
	"errors"
	"fmt"
)

// The checks that FromPosition makes of a position, that some game could
// reach it (see [Position]): its cards, before the State is built from
// them, then the State's start of a round, its phase and its totals.

// checkTotals sets the totals of s, and says why they cannot be, if they
// cannot. Once a round is scored (PhaseBetweenRounds and PhaseOver) the
// totals include it, as the table shows it; what they held before must fit
// the rounds scored before: a round scores each card once at most, so those
// totals, without sign, add up to 109 points at most per round, and to 0
// before the first.
func (s *State) checkTotals(totals []int) error {
	before := int(s.round) - 1 // rounds scored before this one
	sum := 0
	for seat, t := range totals {
		prior := t
		if s.phase >= PhaseBetweenRounds {
			prior -= s.roundScore(seat) // wraps round only far out of range
		}
		if prior < -NumCards*before || prior > NumCards*before {
			switch {
			case s.phase >= PhaseBetweenRounds && before == 0:
				return fmt.Errorf("totals[%d]: seat %d has %d points, but scored %d in the only round played", seat, seat, t, s.roundScore(seat))
			case before == 0:
				return fmt.Errorf("totals[%d]: seat %d has %d points before any round is scored", seat, seat, t)
			}
			scored := before
			if s.phase >= PhaseBetweenRounds {
				scored++
			}
			return fmt.Errorf("totals[%d]: seat %d's total %d is out of reach after %d rounds scored", seat, seat, t, scored)
		}
		sum += max(prior, -prior)
		s.totals[seat] = int16(t)
	}
	if sum > NumCards*before {
		return fmt.Errorf("totals: %v add up to more than the %d cards of %d rounds scored can", totals, NumCards, before)
	}
	return nil
}

// checkStart says why s cannot be, if no meld is on the table: then no seat
// has played in the round, which is as it was dealt.
func (s *State) checkStart() error {
	if s.meldsOnTable() > 0 {
		return nil
	}
	first := s.firstSeat(int(s.round))
	switch {
	case s.phase != PhasePlay:
		return fmt.Errorf("tableaux: no meld is on the table in phase %v, which follows a play", s.phase)
	case int(s.active) != first:
		return fmt.Errorf("active: no meld is on the table, so round %d has not begun, and its first seat %d is to play, not seat %d",
			s.round, first, s.active)
	case s.discard != 0:
		return errors.New("discard: no meld is on the table, so the round has not begun, and nothing can be discarded")
	}
	for seat := range s.players() {
		if s.hands[seat].total() != HandSize {
			return fmt.Errorf("hands[%d]: seat %d holds %d cards, but no meld is on the table, so the round has not begun, and every hand holds the %d dealt",
				seat, seat, s.hands[seat].total(), HandSize)
		}
		if s.known[seat] != 0 {
			return fmt.Errorf("known[%d]: no meld is on the table, so the round has not begun, and no card is known", seat)
		}
	}
	return nil
}

// checkCards says why the cards of p are not the game's 109, if they are
// not: cards that do not exist, melds that cannot be, too many or too few
// cards of a value, known cards that are no cards.
func checkCards(p Position) error {
	var counts [Joker + 1]int
	total := 0
	// add counts cards, refusing one that is no card or one too many of a
	// value, before the total is known: a list may be as long as memory.
	add := func(c Card, k int) error {
		if c != Joker && !c.IsNumber() {
			return fmt.Errorf("%v is not a card", c)
		}
		if counts[c] += k; counts[c] > copies(c) {
			return fmt.Errorf("%d cards %v in the position; the game has %d", counts[c], c, copies(c))
		}
		total += k
		return nil
	}
	for seat := range p.Hands {
		if err := checkCardList(p.Hands[seat]); err != nil {
			return fmt.Errorf("hands[%d]: seat %d's hand: %w", seat, seat, err)
		}
		if err := checkCardList(p.Known[seat]); err != nil {
			return fmt.Errorf("known[%d]: seat %d's known cards: %w", seat, seat, err)
		}
		for _, c := range p.Hands[seat] {
			if err := add(c, 1); err != nil {
				return fmt.Errorf("hands[%d]: %w", seat, err)
			}
		}
		if len(p.Tableaux[seat]) > NumCards {
			return fmt.Errorf("tableaux[%d]: %d melds; the game has %d cards", seat, len(p.Tableaux[seat]), NumCards)
		}
		for i, m := range p.Tableaux[seat] {
			if !m.valid() {
				return fmt.Errorf("tableaux[%d][%d]: seat %d's tableau holds the invalid meld %+v", seat, i, seat, m)
			}
			if m.Count > 0 {
				if err := add(m.Value, int(m.Count)); err != nil {
					return fmt.Errorf("tableaux[%d]: %w", seat, err)
				}
			}
			if err := add(Joker, int(m.Jokers)); err != nil {
				return fmt.Errorf("tableaux[%d]: %w", seat, err)
			}
		}
	}
	for i, c := range p.Display {
		if c == Hidden {
			continue
		}
		if err := add(c, 1); err != nil {
			return fmt.Errorf("display[%d]: %w", i, err)
		}
	}
	if err := checkCardList(p.Discard); err != nil {
		return fmt.Errorf("discard: the discard pile: %w", err)
	}
	for _, c := range p.Discard {
		if err := add(c, 1); err != nil {
			return fmt.Errorf("discard: %w", err)
		}
	}
	for _, c := range p.Pile {
		if err := add(c, 1); err != nil {
			return fmt.Errorf("pile: %w", err)
		}
	}
	if total != NumCards {
		return fmt.Errorf("pile: the position holds %d cards; the game has %d", total, NumCards)
	}
	return nil
}

// checkCardList says why cards cannot be part of one hand or pile, if they
// cannot: a card that does not exist, or more of a value than the game has.
func checkCardList(cards []Card) error {
	if len(cards) > NumCards {
		return fmt.Errorf("%d cards; the game has %d", len(cards), NumCards)
	}
	var counts [Joker + 1]int
	for _, card := range cards {
		if card != Joker && !card.IsNumber() {
			return fmt.Errorf("%v is not a card", card)
		}
		if counts[card]++; counts[card] > copies(card) {
			return fmt.Errorf("%d cards %v; the game has %d", counts[card], card, copies(card))
		}
	}
	return nil
}

// countCards counts cards that checkCardList accepts.
func countCards(cards []Card) cardCounts {
	var c cardCounts
	for _, card := range cards {
		c.addCard(card)
	}
	return c
}

// checkPhase sets the victim and the draws of s from a position, and says
// why the phase cannot be, if it cannot.
func (s *State) checkPhase(victim, draws int) error {
	n := s.players()
	active := int(s.active)
	needsVictim := s.phase == PhaseAttacking || s.phase == PhaseTakeOrLeave || s.phase == PhaseTakeBackOrDiscard ||
		s.phase == PhaseDraw || s.phase == PhaseRefilling
	const mostDraws = NumJokers + CopiesEach // the largest meld
	switch {
	case !needsVictim && victim != -1:
		return fmt.Errorf("victim: victim %d in phase %v, which has none", victim, s.phase)
	case needsVictim && (victim < 0 || victim >= n):
		return fmt.Errorf("victim: phase %v needs a victim, a seat from 0 to %d, not %d", s.phase, n-1, victim)
	case needsVictim && victim == active && s.phase != PhaseAttacking:
		return fmt.Errorf("victim: seat %d cannot attack itself", active)
	case s.phase == PhaseDraw && (draws < 1 || draws > mostDraws):
		return fmt.Errorf("draws: %d cards to draw in phase draw; a victim draws 1 to %d", draws, mostDraws)
	case s.phase != PhaseDraw && draws != 0:
		return fmt.Errorf("draws: %d cards to draw in phase %v, which draws none", draws, s.phase)
	}
	if needsVictim {
		s.victim = uint8(victim)
	}
	s.draws = uint8(draws)

	stockEmpty := s.pileSize == 0 && s.display == [DisplaySize]Card{}
	roundOver := s.phase >= PhaseRoundOver
	for seat := range n {
		if s.hands[seat].total() == 0 && (!roundOver || seat != active) {
			return fmt.Errorf("hands[%d]: seat %d has no cards, which ends the round at once", seat, seat)
		}
	}
	if roundOver {
		if s.hands[active].total() == 0 && s.heights[active] == 0 {
			return fmt.Errorf("tableaux[%d]: seat %d played its last card, which is not on its tableau", active, active)
		}
		if !stockEmpty && s.hands[active].total() > 0 {
			return fmt.Errorf("phase: phase %v, but no hand and not the cards to draw ran out", s.phase)
		}
		if s.phase == PhaseOver && s.round != s.opts.rounds {
			return fmt.Errorf("phase: the game is over after round %d of %d", s.round, s.opts.rounds)
		}
		return nil
	}
	if stockEmpty {
		return errors.New("pile: the draw pile and the display are empty, which ends the round at once")
	}
	if s.phase != PhaseDraw && s.phase != PhaseRefilling && s.pileSize > 0 && s.onDisplay(Hidden) {
		return errors.New("display: the display has an empty slot, though the pile has cards and nobody is drawing")
	}
	if s.phase == PhaseRefilling && (s.pileSize == 0 || !s.onDisplay(Hidden)) {
		return errors.New("phase: phase refilling, but there is nothing to refill")
	}
	play, played := s.top(active)
	if s.phase == PhaseAttacking && !played {
		return fmt.Errorf("phase: seat %d attacks with no meld", active)
	}
	if s.phase == PhaseTakeOrLeave || s.phase == PhaseTakeBackOrDiscard {
		top, ok := s.top(victim)
		if !played || !ok || !play.Beats(top) {
			return fmt.Errorf("victim: seat %d's top meld %v does not attack seat %d's %v", active, play, victim, top)
		}
	}
	return nil
}

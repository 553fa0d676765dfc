package linko

import (
	"errors"
	"fmt"
)

// Position is every fact of a game as plain data: God's view, hidden cards
// included. It is the save-game format (it marshals to JSON), the way to set
// up a scene, and what a front-end can hand to a bot. [State.Position]
// returns it and [FromPosition] rebuilds the State.
type Position struct {
	Options Options `json:"options"`
	Round   int     `json:"round"` // from 1
	Phase   Phase   `json:"phase"`
	Active  int     `json:"active"` // the seat whose turn it is
	// Victim is the attacked seat in PhaseTakeOrLeave,
	// PhaseTakeBackOrDiscard, PhaseDraw and PhaseRefilling; in
	// PhaseAttacking, the last seat compared with the new meld (the active
	// seat before any); otherwise -1.
	Victim int `json:"victim"`
	// Draws is the number of cards the victim has still to draw in
	// PhaseDraw, 0 otherwise.
	Draws int `json:"draws"`
	// Hands holds each seat's cards, in any order.
	Hands [][]Card `json:"hands"`
	// Known holds, for each seat, the cards of its hand that every seat
	// knows about: cards it took, took back or drew from the display, as
	// far as its plays since cannot have used them.
	Known [][]Card `json:"known"`
	// Tableaux holds each seat's melds, bottom first.
	Tableaux [][]Meld `json:"tableaux"`
	// Display holds the face-up cards; Hidden is an empty slot.
	Display [DisplaySize]Card `json:"display"`
	// Pile holds the face-down draw pile, top first.
	Pile []Card `json:"pile"`
	// Discard holds the discard pile, in any order.
	Discard []Card `json:"discard"`
	// Totals holds each seat's score in the rounds already scored.
	Totals []int `json:"totals"`
}

// Position returns every fact of the game. The slices are the caller's own.
func (s State) Position() Position {
	n := s.players()
	p := Position{
		Options:  s.opts.unpack(),
		Round:    int(s.round),
		Phase:    s.phase,
		Active:   int(s.active),
		Victim:   -1,
		Draws:    int(s.draws),
		Hands:    make([][]Card, n),
		Known:    s.knownCards(),
		Tableaux: s.tableauxCopy(),
		Display:  s.display,
		Pile:     s.pileTopFirst(),
		Discard:  s.discard.appendCards(make([]Card, 0, s.discard.total())),
		Totals:   make([]int, n),
	}
	if s.phase == PhaseAttacking || s.Victim() >= 0 {
		p.Victim = int(s.victim)
	}
	for seat := range n {
		p.Hands[seat] = s.Hand(seat)
		p.Totals[seat] = int(s.totals[seat])
	}
	return p
}

// knownCards returns, for each seat, the cards known to be in its hand.
func (s *State) knownCards() [][]Card {
	known := make([][]Card, s.players())
	for seat := range known {
		known[seat] = s.known[seat].appendCards(make([]Card, 0, s.known[seat].total()))
	}
	return known
}

// tableauxCopy returns every seat's tableau, bottom first.
func (s *State) tableauxCopy() [][]Meld {
	tableaux := make([][]Meld, s.players())
	for seat := range tableaux {
		tableaux[seat] = s.Tableau(seat)
	}
	return tableaux
}

// FromPosition returns the State of a position. A position that no game
// can reach gives an error that wraps [ErrInvalidPosition] and says what is
// wrong: cards missing or made up, values out of range, or a phase whose
// conditions do not hold (an attack on a meld the new meld does not beat, a
// draw from nothing, a decision for a seat with no cards).
func FromPosition(p Position) (State, error) {
	s, err := fromPosition(p)
	if err != nil {
		return State{}, fmt.Errorf("%w: %w", ErrInvalidPosition, err)
	}
	return s, nil
}

func fromPosition(p Position) (State, error) {
	opts, err := p.Options.normalize()
	if err != nil {
		return State{}, err
	}
	n := opts.Players
	switch {
	case p.Round < 1 || p.Round > opts.Rounds:
		return State{}, fmt.Errorf("round %d of %d", p.Round, opts.Rounds)
	case int(p.Phase) >= len(phaseNames):
		return State{}, fmt.Errorf("%v is not a phase", p.Phase)
	case p.Active < 0 || p.Active >= n:
		return State{}, fmt.Errorf("active seat %d of %d", p.Active, n)
	case len(p.Hands) != n || len(p.Known) != n || len(p.Tableaux) != n || len(p.Totals) != n:
		return State{}, fmt.Errorf("hands, known, tableaux and totals must list %d seats", n)
	}
	// Every card first: then no count can overflow the packed State.
	if err := checkCards(p); err != nil {
		return State{}, err
	}
	s := State{turn: turn{opts: opts.pack(), status: status{round: uint8(p.Round), phase: p.Phase, active: uint8(p.Active), victim: uint8(p.Active)}}}
	s.jokerMelds = offTable()
	for seat := range n {
		s.hands[seat] = countCards(p.Hands[seat])
		s.known[seat] = countCards(p.Known[seat])
		for c := Card(1); c <= Joker; c++ {
			if k, h := s.known[seat].of(c), s.hands[seat].of(c); k > h {
				return State{}, fmt.Errorf("seat %d is known to hold %d cards %v, but holds %d", seat, k, c, h)
			}
		}
		for _, m := range p.Tableaux[seat] {
			s.push(seat, m)
		}
		if t := p.Totals[seat]; t < -NumCards*opts.Rounds || t > NumCards*opts.Rounds {
			return State{}, fmt.Errorf("seat %d's total %d is out of reach", seat, t)
		}
		s.totals[seat] = int16(p.Totals[seat])
	}
	s.display = p.Display
	s.discard = countCards(p.Discard)
	s.setPile(p.Pile)
	if err := s.checkPhase(p.Victim, p.Draws); err != nil {
		return State{}, err
	}
	return s, nil
}

// checkCards says why the cards of p are not the game's 109, if they are
// not: cards that do not exist, melds that cannot be, too many or too few
// cards of a value, known cards that are no cards.
func checkCards(p Position) error {
	var all []Card
	for seat := range p.Hands {
		if err := checkCardList(p.Hands[seat]); err != nil {
			return fmt.Errorf("seat %d's hand: %w", seat, err)
		}
		if err := checkCardList(p.Known[seat]); err != nil {
			return fmt.Errorf("seat %d's known cards: %w", seat, err)
		}
		all = append(all, p.Hands[seat]...)
		for _, m := range p.Tableaux[seat] {
			if !m.valid() {
				return fmt.Errorf("seat %d's tableau holds the invalid meld %+v", seat, m)
			}
			all = append(all, meldCards(m)...)
		}
	}
	for _, c := range p.Display {
		if c != Hidden {
			all = append(all, c)
		}
	}
	if err := checkCardList(p.Discard); err != nil {
		return fmt.Errorf("the discard pile: %w", err)
	}
	all = append(append(all, p.Discard...), p.Pile...)
	if len(all) != NumCards {
		return fmt.Errorf("the position holds %d cards; the game has %d", len(all), NumCards)
	}
	return checkConservation(all)
}

// checkCardList says why cards cannot be part of one hand or pile, if they
// cannot: a card that does not exist, or more of a value than the game has.
func checkCardList(cards []Card) error {
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

func meldCards(m Meld) []Card {
	cards := make([]Card, 0, m.Size())
	for range m.Count {
		cards = append(cards, m.Value)
	}
	for range m.Jokers {
		cards = append(cards, Joker)
	}
	return cards
}

// checkPhase sets the victim and the draws of s from a position, and says
// why the phase cannot be, if it cannot.
func (s *State) checkPhase(victim, draws int) error {
	n := s.players()
	active := int(s.active)
	needsVictim := s.phase == PhaseAttacking || s.phase == PhaseTakeOrLeave || s.phase == PhaseTakeBackOrDiscard ||
		s.phase == PhaseDraw || s.phase == PhaseRefilling
	switch {
	case !needsVictim && victim != -1:
		return fmt.Errorf("victim %d in phase %v, which has none", victim, s.phase)
	case needsVictim && (victim < 0 || victim >= n):
		return fmt.Errorf("phase %v needs a victim, a seat from 0 to %d, not %d", s.phase, n-1, victim)
	case needsVictim && victim == active && s.phase != PhaseAttacking:
		return fmt.Errorf("seat %d cannot attack itself", active)
	case (s.phase == PhaseDraw) != (draws > 0):
		return fmt.Errorf("%d cards to draw in phase %v", draws, s.phase)
	case draws > NumJokers+CopiesEach:
		return fmt.Errorf("%d cards to draw; a meld has at most %d", draws, NumJokers+CopiesEach)
	}
	if needsVictim {
		s.victim = uint8(victim)
	}
	s.draws = uint8(draws)

	stockEmpty := s.pileSize == 0 && s.display == [DisplaySize]Card{}
	roundOver := s.phase >= PhaseRoundOver
	for seat := range n {
		if s.hands[seat].total() == 0 && (!roundOver || seat != active) {
			return fmt.Errorf("seat %d has no cards, which ends the round at once", seat)
		}
	}
	if roundOver {
		if !stockEmpty && s.hands[active].total() > 0 {
			return fmt.Errorf("phase %v, but no hand and not the cards to draw ran out", s.phase)
		}
		if s.phase == PhaseOver && s.round != s.opts.rounds {
			return fmt.Errorf("the game is over after round %d of %d", s.round, s.opts.rounds)
		}
		return nil
	}
	if stockEmpty {
		return errors.New("the draw pile and the display are empty, which ends the round at once")
	}
	if s.phase != PhaseDraw && s.phase != PhaseRefilling && s.pileSize > 0 && s.onDisplay(Hidden) {
		return errors.New("the display has an empty slot, though the pile has cards and nobody is drawing")
	}
	if s.phase == PhaseRefilling && (s.pileSize == 0 || !s.onDisplay(Hidden)) {
		return errors.New("phase refilling, but there is nothing to refill")
	}
	play, played := s.top(active)
	if s.phase == PhaseAttacking && !played {
		return fmt.Errorf("seat %d attacks with no meld", active)
	}
	if s.phase == PhaseTakeOrLeave || s.phase == PhaseTakeBackOrDiscard {
		top, ok := s.top(victim)
		if !played || !ok || !play.Beats(top) {
			return fmt.Errorf("seat %d's top meld %v does not attack seat %d's %v", active, play, victim, top)
		}
	}
	return nil
}

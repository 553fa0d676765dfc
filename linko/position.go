package linko

import (
	"errors"
	"fmt"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// Position is every fact of a game as plain data: God's view, hidden cards
// included. It is the save-game format (it marshals to JSON), the way to set
// up a scene, and what a front-end can hand to a bot. [State.Position]
// returns it and [FromPosition] rebuilds the State.
//
// # Reachable positions
//
// FromPosition accepts exactly the positions that some game could reach,
// where a position is reachable when:
//   - Options are valid (see [New]) and Round is from 1 to Options.Rounds;
//     Phase is one of the phases, [PhaseOver] only in the last round;
//     Active is a seat, 0 to Players-1;
//   - Hands, Known, Tableaux and Totals list one entry per seat, Display
//     six slots;
//   - the cards are the game's 109, each once: the hands, the melds of the
//     tableaux (each a valid [Meld]), the display (Hidden marks an empty
//     slot), the pile and the discard pile; Known[seat] is part of
//     Hands[seat];
//   - Victim is a seat other than Active while an attack is decided or
//     drawn for ([PhaseTakeOrLeave], [PhaseTakeBackOrDiscard], [PhaseDraw],
//     [PhaseRefilling]), any seat in [PhaseAttacking], and -1 otherwise; in
//     the two attack decisions, Active's top meld beats Victim's; Draws is 1
//     to 13 (the most cards a meld holds) in PhaseDraw, 0 otherwise;
//   - every hand holds a card, but the Active seat's once the round is over
//     (its last meld is then on its tableau);
//     the draw pile and the display are not both empty until then, and the
//     round is over only when one of those ran out; the display has an
//     empty slot only while a victim draws or the display is refilled, and
//     is refilled only when it has one and the pile a card;
//   - a round with no meld on any tableau has not begun: it is in
//     [PhasePlay], its first seat (Options.FirstSeat moved one seat left
//     per round) is Active, each seat holds 13 cards, none known, and the
//     discard pile is empty;
//   - Totals are the scores of the rounds scored: all 0 before the first
//     round is scored (every phase of round 1 before [PhaseBetweenRounds]),
//     and at most 109 points in all, counted without sign, per round
//     scored, as a round scores each card once at most. Once the round is
//     scored ([PhaseBetweenRounds], [PhaseOver]) they include its scores,
//     which the table still shows, and what they held before must fit the
//     rounds before.
//
// A Position's JSON names its game first, "game":"linko", then its fields
// as below (see [Position.MarshalJSON]); a position of another game, a
// field it does not know, a malformed value, or a list longer than any game
// has, is refused by [Position.UnmarshalJSON] with an error that wraps
// [ErrInvalidPosition] and names the field.
type Position struct {
	// Options are the game's options, the seed included: the later rounds
	// are dealt from it.
	Options Options `json:"options"`
	// Round is the round being played, from 1 to Options.Rounds.
	Round int `json:"round"`
	// Phase is what the game waits for.
	Phase Phase `json:"phase"`
	// Active is the seat whose turn it is.
	Active int `json:"active"`
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
// The seats' lists are cut from one slice, each with no room beyond its
// end (an append to one never writes into the next): a View costs two
// allocations for them, not one a seat.
func (s *State) knownCards() [][]Card {
	known := make([][]Card, s.players())
	total := 0
	for seat := range known {
		total += s.known[seat].total()
	}
	all := make([]Card, 0, total)
	for seat := range known {
		start := len(all)
		all = s.known[seat].appendCards(all)
		known[seat] = all[start:len(all):len(all)]
	}
	return known
}

// tableauxCopy returns every seat's tableau, bottom first, the seats'
// cut from one slice as knownCards's are.
func (s *State) tableauxCopy() [][]Meld {
	tableaux := make([][]Meld, s.players())
	total := 0
	for seat := range tableaux {
		total += int(s.heights[seat])
	}
	all := make([]Meld, total)
	for seat := range tableaux {
		melds := all[:s.heights[seat]:s.heights[seat]]
		all = all[s.heights[seat]:]
		for i := range melds {
			melds[i] = s.meld(seat, i)
		}
		tableaux[seat] = melds
	}
	return tableaux
}

// FromPosition returns the State of a position. A position that no game
// can reach (see [Position]) gives an error that wraps [ErrInvalidPosition]
// and names the field that is wrong: cards missing or made up, values out
// of range, or a phase whose conditions do not hold (an attack on a meld the
// new meld does not beat, a draw from nothing, a decision for a seat with no
// cards).
func FromPosition(p Position) (State, error) {
	return engine.Checked(ErrInvalidPosition, fromPosition, p)
}

func fromPosition(p Position) (State, error) {
	opts, err := p.Options.filled()
	if err != nil {
		return State{}, fmt.Errorf("options: %w", err)
	}
	n := opts.Players
	switch {
	case p.Round < 1 || p.Round > opts.Rounds:
		return State{}, fmt.Errorf("round: round %d of %d", p.Round, opts.Rounds)
	case int(p.Phase) >= len(phaseNames):
		return State{}, fmt.Errorf("phase: %v is not a phase", p.Phase)
	case p.Active < 0 || p.Active >= n:
		return State{}, fmt.Errorf("active: active seat %d of %d", p.Active, n)
	}
	for _, f := range []struct {
		name string
		len  int
	}{{"hands", len(p.Hands)}, {"known", len(p.Known)}, {"tableaux", len(p.Tableaux)}, {"totals", len(p.Totals)}} {
		if f.len != n {
			return State{}, fmt.Errorf("%s: %d seats listed; it must list %d seats", f.name, f.len, n)
		}
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
				return State{}, fmt.Errorf("known[%d]: seat %d is known to hold %d cards %v, but holds %d", seat, seat, k, c, h)
			}
		}
		for _, m := range p.Tableaux[seat] {
			s.push(seat, m)
		}
	}
	s.display = p.Display
	s.discard = countCards(p.Discard)
	s.setPile(p.Pile)
	if err := s.checkStart(); err != nil {
		return State{}, err
	}
	if err := s.checkPhase(p.Victim, p.Draws); err != nil {
		return State{}, err
	}
	if err := s.checkTotals(p.Totals); err != nil {
		return State{}, err
	}
	return s, nil
}

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

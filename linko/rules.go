package linko

import (
	"errors"
	"fmt"

	"github.com/tabletopgo/tabletop/deck"
	"github.com/tabletopgo/tabletop/internal/engine"
)

// This file holds the rules: what a move decides (primary), what each event
// changes (change), and what follows by the rules alone (automatic).

// run plays the move m on s: the event the move decides, then every event
// that follows from the rules until a seat must decide again or the game is
// over. With keep it appends the events to dst. The error says why m is
// illegal, without a sentinel; s is unchanged then.
func (s *State) run(m Move, dst []Event, keep bool) ([]Event, error) {
	// One Event, filled in place: events are large enough for copies to
	// show in a playout.
	var e Event
	if err := s.primary(m, &e); err != nil {
		return dst, err
	}
	for {
		s.change(&e)
		if keep {
			dst = append(dst, e)
		}
		if !s.phase.settling() {
			return dst, nil
		}
		s.automatic(&e)
	}
}

// advance plays the move m on s without keeping its events, or returns why
// m is illegal. It is kept out of line so that Next, which calls it, is
// small enough to be inlined: that saves a copy of the State at every move
// of a playout.
//
//go:noinline
func (s *State) advance(m Move) error {
	if _, err := s.run(m, nil, false); err != nil {
		return engine.Wrap(ErrIllegalMove, err)
	}
	return nil
}

// primary checks the move m and sets *e to the event it causes.
func (s *State) primary(m Move, e *Event) error {
	seat := s.toMove()
	switch {
	case s.phase == PhaseOver:
		return errors.New("the game is over")
	case seat < 0:
		return errors.New("nobody can move in the middle of a move's events")
	case m.Seat != seat:
		return fmt.Errorf("seat %d cannot move now: seat %d is to %s", m.Seat, seat, s.task())
	}
	if (m.Kind != MovePlay && m.Meld != Meld{}) || (m.Kind != MoveDrawDisplay && m.Card != Hidden) {
		return fmt.Errorf("a %v move names no cards", m.Kind)
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
		*e = Event{Kind: CardsPlayed, Seat: seat, Meld: m.Meld}
		return nil
	case MoveTake, MoveLeave:
		if s.phase != PhaseTakeOrLeave {
			return s.notNow(m)
		}
		kind := CardsTaken
		if m.Kind == MoveLeave {
			kind = CardsLeft
		}
		top, _ := s.top(victim)
		*e = Event{Kind: kind, Seat: seat, Victim: victim, Meld: top}
		return nil
	case MoveTakeBack, MoveDiscard:
		if s.phase != PhaseTakeBackOrDiscard {
			return s.notNow(m)
		}
		kind := CardsTakenBack
		if m.Kind == MoveDiscard {
			kind = CardsDiscarded
		}
		top, _ := s.top(victim)
		*e = Event{Kind: kind, Seat: seat, Meld: top}
		return nil
	case MoveDrawPile:
		if s.phase != PhaseDraw {
			return s.notNow(m)
		}
		top, _, ok := s.pile.Draw()
		if !ok {
			return errors.New("the draw pile is empty: draw from the display")
		}
		*e = Event{Kind: CardDrawn, Seat: seat, From: FromPile, Card: top}
		return nil
	case MoveDrawDisplay:
		if s.phase != PhaseDraw {
			return s.notNow(m)
		}
		if m.Card == Hidden || !s.onDisplay(m.Card) {
			return fmt.Errorf("there is no %v on the display [%s]", m.Card, engine.Join(s.display[:], Card.String, " "))
		}
		*e = Event{Kind: CardDrawn, Seat: seat, From: FromDisplay, Card: m.Card}
		return nil
	}
	return fmt.Errorf("%v is not a kind of move", m.Kind)
}

// notNow says that m is not what the seat to move has to do now.
func (s *State) notNow(m Move) error {
	return fmt.Errorf("seat %d cannot %v now: it is to %s", m.Seat, m.Kind, s.task())
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
		return fmt.Errorf("%+v is not a meld: give a value from 1 to 13 with 1 to 8 cards of it, and 0 to 5 jokers, or 1 to 5 jokers alone", m)
	case hand.of(m.Value) < m.Count && m.Count > 0:
		return fmt.Errorf("seat %d cannot play %v: it holds %s", seat, m, amount(hand.of(m.Value), m.Value))
	case hand.of(Joker) < m.Jokers:
		return fmt.Errorf("seat %d cannot play %v: it holds %s", seat, m, amount(hand.of(Joker), Joker))
	}
	return nil
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

// change applies the event e, which is known to fit s.
func (s *State) change(e *Event) {
	switch e.Kind {
	case CardsPlayed:
		s.hands[e.Seat].remove(e.Meld)
		s.forget(e.Seat, e.Meld)
		s.push(e.Seat, e.Meld)
		if s.hands[e.Seat].total() == 0 {
			s.phase = PhaseRoundOver // no attack after the last card
		} else {
			s.phase, s.victim = PhaseAttacking, uint8(e.Seat)
		}
	case Attacked:
		s.phase, s.victim = PhaseTakeOrLeave, uint8(e.Victim)
	case TurnPassed:
		s.phase, s.active, s.victim = PhasePlay, uint8(e.Seat), uint8(e.Seat)
	case CardsTaken:
		s.pop(e.Victim)
		s.hands[e.Seat].add(e.Meld)
		s.known[e.Seat].add(e.Meld)
		s.phase, s.draws = PhaseDraw, uint8(e.Meld.Size())
	case CardsLeft:
		s.phase = PhaseTakeBackOrDiscard
	case CardsTakenBack:
		s.pop(e.Seat)
		s.hands[e.Seat].add(e.Meld)
		s.known[e.Seat].add(e.Meld)
		s.phase = PhaseAttacking
	case CardsDiscarded:
		s.pop(e.Seat)
		s.discard.add(e.Meld)
		s.phase, s.draws = PhaseDraw, uint8(e.Meld.Size())
	case CardDrawn:
		s.draw(e)
	case DisplayRefilled:
		filled := 0
		for i, c := range s.display {
			if c == Hidden && e.Display[i] != Hidden {
				filled++
			}
		}
		s.display = e.Display
		_, s.pile = s.pile.Split(filled)
		s.phase = PhaseAttacking
	case RoundEnded:
		for seat := range e.Players {
			s.totals[seat] += int16(e.Scores[seat])
		}
		s.phase = PhaseBetweenRounds
	case RoundDealt:
		s.deal(e.Round, e.Deal)
	case GameEnded:
		s.phase = PhaseOver
	}
}

// draw moves a drawn card into the drawer's hand, and ends the round at once
// if the pile and the display are both empty.
func (s *State) draw(e *Event) {
	if e.From == FromPile {
		_, s.pile, _ = s.pile.Draw()
	} else {
		for i, c := range s.display {
			if c == e.Card {
				s.display[i] = Hidden
				break
			}
		}
		s.known[e.Seat].addCard(e.Card)
	}
	s.hands[e.Seat].addCard(e.Card)
	s.draws--
	switch {
	case s.pile.Empty() && s.display == [DisplaySize]Card{}:
		// Pending draws and attacks are dropped.
		s.phase, s.draws, s.victim = PhaseRoundOver, 0, s.active
	case s.draws > 0:
		// the victim draws on
	case !s.pile.Empty() && s.onDisplay(Hidden):
		s.phase = PhaseRefilling
	default:
		s.phase = PhaseAttacking
	}
}

// forget lowers what the other seats know of seat's hand after it played m:
// they cannot tell whether the cards played were the ones they saw.
func (s *State) forget(seat int, m Meld) {
	k := &s.known[seat]
	k.remove(Meld{Value: m.Value, Count: min(k.of(m.Value), m.Count), Jokers: min(k.of(Joker), m.Jokers)})
}

// automatic sets *e to the event that follows from the rules in a settling
// phase.
func (s *State) automatic(e *Event) {
	n := s.players()
	switch s.phase {
	case PhaseAttacking:
		attacker := int(s.active)
		play, _ := s.topByte(attacker)
		for seat := s.next(int(s.victim)); seat != attacker; seat = s.next(seat) {
			if top, ok := s.topByte(seat); ok && play.beats(top) {
				*e = Event{Kind: Attacked, Seat: attacker, Victim: seat, Meld: s.meld(seat, int(s.heights[seat])-1)}
				return
			}
		}
		*e = Event{Kind: TurnPassed, Seat: s.next(attacker)}
	case PhaseRefilling:
		*e = Event{Kind: DisplayRefilled, Display: s.display}
		pile := s.pile
		for i, c := range e.Display {
			if c == Hidden {
				e.Display[i], pile, _ = pile.Draw()
			}
		}
	case PhaseRoundOver:
		*e = Event{Kind: RoundEnded, Round: int(s.round), Players: n}
		for seat := range n {
			e.Scores[seat] = s.roundScore(seat)
		}
	case PhaseBetweenRounds:
		if s.round < s.opts.rounds {
			*e = s.nextDeal(shuffle(s.opts.seed, int(s.round)+1))
			return
		}
		*e = Event{Kind: GameEnded, Players: n}
		for seat := range n {
			e.Scores[seat] = int(s.totals[seat])
		}
	default:
		panic(fmt.Sprintf("linko: no event follows by the rules in phase %v", s.phase))
	}
}

// nextDeal returns the event that deals the next round from cards.
func (s *State) nextDeal(cards deck.Pile[Card]) Event {
	round := int(s.round) + 1
	return Event{Kind: RoundDealt, Round: round, Seat: s.firstSeat(round), Players: s.players(), Deal: cards}
}

// check says why e cannot follow s, if it cannot.
func (s *State) check(e Event) error {
	if !s.phase.settling() {
		m, ok := moveOf(e)
		if !ok {
			return fmt.Errorf("%v events follow from the rules alone, but a seat is to decide (phase %v)", e.Kind, s.phase)
		}
		var want Event
		if err := s.primary(m, &want); err != nil {
			return err
		}
		if e != want {
			return fmt.Errorf("the move %v gives %v", m, want)
		}
		return nil
	}
	if s.phase == PhaseBetweenRounds && e.Kind == RoundDealt {
		if s.round >= s.opts.rounds {
			return fmt.Errorf("round %d was the last", s.round)
		}
		if want := s.nextDeal(e.Deal); e != want {
			return fmt.Errorf("the rules call for %v", want)
		}
		if e.Deal.Len() != NumCards {
			return fmt.Errorf("the deal has %d cards, not %d", e.Deal.Len(), NumCards)
		}
		return checkConservation(e.Deal.AppendTo(make([]Card, 0, NumCards)))
	}
	var want Event
	if s.automatic(&want); e != want {
		return fmt.Errorf("the rules call for %v", want)
	}
	return nil
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

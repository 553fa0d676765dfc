package linko

import (
	"errors"
	"fmt"
	"math/bits"

	"github.com/tabletopgo/tabletop/deck"
	"github.com/tabletopgo/tabletop/internal/engine"
)

// This file holds the rules: what a move decides (primary), what each event
// changes (change), and what follows by the rules alone (automatic). Next's
// faster path through them is in next.go, Evolve's check in evolve.go.

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

// older returns e as a log written before events told why a round ended
// holds it: without the Ending and its seat, which serve its sentence
// alone, so that the rules take such an event as they take e.
func (e Event) older() Event {
	if e.Kind == RoundEnded || e.Kind == GameEnded {
		e.Ending, e.Seat = 0, 0
	}
	return e
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
	case MoveTake, MoveLeave:
		if s.phase != PhaseTakeOrLeave {
			return s.notNow(m)
		}
		kind := CardsTaken
		if m.Kind == MoveLeave {
			kind = CardsLeft
		}
		*st = step{kind: kind, seat: uint8(seat), victim: uint8(victim), meld: s.topMeld(victim)}
		return nil
	case MoveTakeBack, MoveDiscard:
		if s.phase != PhaseTakeBackOrDiscard {
			return s.notNow(m)
		}
		kind := CardsTakenBack
		if m.Kind == MoveDiscard {
			kind = CardsDiscarded
		}
		*st = step{kind: kind, seat: uint8(seat), meld: s.topMeld(victim)}
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
		r.About("must-take-or-leave", ownedItem{top, int(s.victim)}, -1)
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

package linko

import (
	"fmt"
	"github.com/tabletopgo/tabletop/internal/engine"
	"slices"

	"github.com/tabletopgo/tabletop/rng"
)

// A Sampler deals, from one seat's [View], everything that seat cannot see:
// a determinization, for a search that must reason about hidden cards
// without seeing them ([ISMCTSBot]).
//
// Each [Sampler.Sample] is a full State whose View for the seat is the
// given View exactly: the seat's own hand as shown; every tableau, the
// display and the discard pile as they lie; each other hand of its size,
// holding the cards every seat knows it holds ([View.Known]) and the rest
// dealt from the unseen pool; the draw pile of its size, its order dealt
// from the same pool; the round, the scores, the phase and the pending
// decision (victim, cards still to draw) as shown. Every such deal is
// equally likely: the unseen cards are shuffled uniformly, then dealt.
//
// A sample knows nothing the seat does not. Its Options.Seed, from which
// later rounds are dealt, is drawn afresh each time: the real seed would
// know the future. Options.FirstSeat is not in the View either; a sample
// takes the seat that makes the round's first seat the one that was
// active when the View was taken, which is right at the start of a round,
// and otherwise only moves who begins the rounds after this one. In the
// settling phase [PhaseAttacking] (met only in a log cut in the middle of a
// move) the View does not say which seats the new meld was compared with
// already; a sample compares it with every opponent again.
//
// The Sampler's uniform deal is not a belief about the hidden cards: it
// does not infer, say, that a seat which never attacked with 7s holds none.
//
// A Sampler is a plain value: it may be copied, and used from several
// goroutines at once, each with its own [rng.Source].
type Sampler struct {
	// template is the View's State with the hidden cards dealt one
	// arbitrary way; Sample deals them anew.
	template State
	seat     int // the View's seat, -1 for a spectator
	players  int
	// base holds, for every seat but the View's, the cards known to be in
	// its hand; fill says how many unseen cards complete it.
	base [MaxPlayers]cardCounts
	fill [MaxPlayers]uint8
	// pool holds the unseen cards, in order of value: size of them.
	pool [NumCards]Card
	size int
}

// MarshalJSON refuses, with an error that says what to marshal instead: a
// Sampler holds what its View may not know.
func (s Sampler) MarshalJSON() ([]byte, error) {
	return nil, engine.NoJSON("linko", "a Sampler", "the View it was made from")
}

// NewSampler returns the Sampler of a View. A View that no game reaches
// (hand sizes that do not add up, more cards of a value than the game has,
// a phase whose conditions do not hold) gives an error that wraps
// [ErrInvalidPosition], and so does a View whose derived fields contradict
// the rest: the seat to move, over, the winners, the scores against the
// round and the tableaux, the victim. So every sample's View is the View
// given. The View of a spectator (Seat -1) is accepted: its samples deal
// every hand.
func NewSampler(v View) (Sampler, error) {
	s, p, err := samplerOf(v)
	if err != nil {
		return Sampler{}, fmt.Errorf("%w: the view: %w", ErrInvalidPosition, err)
	}
	// FromPosition checks all the rest, and its error wraps
	// ErrInvalidPosition already.
	if s.template, err = FromPosition(p); err != nil {
		return Sampler{}, err
	}
	// A sample deals only what the seat cannot see: its View is the
	// template's, which must be the View given.
	if err := contradiction(v, s.template.View(v.Seat)); err != nil {
		return Sampler{}, fmt.Errorf("%w: the view: %w", ErrInvalidPosition, err)
	}
	return s, nil
}

// contradiction says which field of the View v contradicts the rest, if
// one does: derived is the View of the State that the rest of v gives. A
// list that is empty equals one that is nil, as JSON cannot tell them apart.
func contradiction(v, derived View) error {
	for _, f := range []struct {
		name  string
		equal bool
		given any
		want  any
	}{
		{"seat", v.Seat == derived.Seat, v.Seat, derived.Seat},
		{"players", v.Players == derived.Players, v.Players, derived.Players},
		{"round", v.Round == derived.Round, v.Round, derived.Round},
		{"rounds", v.Rounds == derived.Rounds, v.Rounds, derived.Rounds},
		{"phase", v.Phase == derived.Phase, v.Phase, derived.Phase},
		{"active", v.Active == derived.Active, v.Active, derived.Active},
		{"victim", v.Victim == derived.Victim, v.Victim, derived.Victim},
		{"draws", v.Draws == derived.Draws, v.Draws, derived.Draws},
		{"toMove", v.ToMove == derived.ToMove, v.ToMove, derived.ToMove},
		{"over", v.Over == derived.Over, v.Over, derived.Over},
		{"winners", slices.Equal(v.Winners, derived.Winners), v.Winners, derived.Winners},
		{"scores", slices.Equal(v.Scores, derived.Scores), v.Scores, derived.Scores},
		{"hand", slices.Equal(v.Hand, derived.Hand), v.Hand, derived.Hand},
		{"handSizes", slices.Equal(v.HandSizes, derived.HandSizes), v.HandSizes, derived.HandSizes},
		{"known", slices.EqualFunc(v.Known, derived.Known, slices.Equal), v.Known, derived.Known},
		{"tableaux", slices.EqualFunc(v.Tableaux, derived.Tableaux, slices.Equal), v.Tableaux, derived.Tableaux},
		{"display", v.Display == derived.Display, v.Display, derived.Display},
		{"pileSize", v.PileSize == derived.PileSize, v.PileSize, derived.PileSize},
		{"discard", slices.Equal(v.Discard, derived.Discard), v.Discard, derived.Discard},
	} {
		if !f.equal {
			// fmt writes cards and melds in notation.
			return fmt.Errorf("%s is %v, but the rest of the view makes it %v", f.name, f.given, f.want)
		}
	}
	return nil
}

// samplerOf counts what the View shows and builds the Position of one deal
// of the rest: the hands of the other seats first, then the pile.
func samplerOf(v View) (Sampler, Position, error) {
	if err := checkSeats(v); err != nil {
		return Sampler{}, Position{}, err
	}
	n := v.Players
	s := Sampler{seat: v.Seat, players: n}
	p := Position{
		Options:  Options{Players: n, Rounds: v.Rounds, FirstSeat: ((v.Active-v.Round+1)%n + n) % n},
		Round:    v.Round,
		Phase:    v.Phase,
		Active:   v.Active,
		Victim:   v.Victim,
		Draws:    v.Draws,
		Hands:    make([][]Card, n),
		Known:    v.Known,
		Tableaux: v.Tableaux,
		Display:  v.Display,
		Discard:  v.Discard,
		Totals:   make([]int, n),
	}
	if v.Phase == PhaseAttacking {
		p.Victim = v.Active // see the Sampler's doc
	}
	var seen sight
	hidden := v.PileSize
	for seat := range n {
		unknown, err := s.readSeat(v, seat, &p, &seen)
		if err != nil {
			return Sampler{}, Position{}, err
		}
		hidden += unknown
	}
	for _, c := range v.Display {
		if c == Hidden {
			continue
		}
		if err := seen.see(c, 1, "the display"); err != nil {
			return Sampler{}, Position{}, err
		}
	}
	for _, c := range v.Discard {
		if err := seen.see(c, 1, "the discard pile"); err != nil {
			return Sampler{}, Position{}, err
		}
	}
	for c := Card(1); c <= Joker; c++ {
		for range copies(c) - seen[c] {
			s.pool[s.size] = c
			s.size++
		}
	}
	if s.size != hidden {
		return Sampler{}, Position{}, fmt.Errorf("%d cards are out of sight, but the hands and the pile hide %d", s.size, hidden)
	}
	next := 0
	for seat := range n {
		if seat == v.Seat {
			continue
		}
		unknown := int(s.fill[seat])
		p.Hands[seat] = append(append([]Card(nil), v.Known[seat]...), s.pool[next:next+unknown]...)
		next += unknown
	}
	p.Pile = s.pool[next:s.size:s.size]
	return s, p, nil
}

// checkSeats says why the View's seats, round and pile are not a game's,
// if they are not.
func checkSeats(v View) error {
	n := v.Players
	switch {
	case n == 0:
		return errNoView
	case n < MinPlayers || n > MaxPlayers:
		return fmt.Errorf("%d players; the game has %d to %d", n, MinPlayers, MaxPlayers)
	case v.Seat < -1 || v.Seat >= n:
		return fmt.Errorf("seat %d is not at a table of %d", v.Seat, n)
	case len(v.HandSizes) != n || len(v.Known) != n || len(v.Tableaux) != n || len(v.Scores) != n:
		return fmt.Errorf("hand sizes, known cards, tableaux and scores must list %d seats", n)
	case v.Active < 0 || v.Active >= n:
		return fmt.Errorf("active seat %d of %d", v.Active, n)
	case v.Round < 1:
		return fmt.Errorf("round %d", v.Round)
	case v.PileSize < 0 || v.PileSize > NumCards:
		return fmt.Errorf("a draw pile of %d cards", v.PileSize)
	}
	return nil
}

// sight counts every card a seat sees, by value.
type sight [Joker + 1]int

// see counts k cards c seen where, refusing what is no card and more of a
// value than the game has.
func (seen *sight) see(c Card, k int, where string) error {
	if c != Joker && !c.IsNumber() {
		return fmt.Errorf("%s: %v is not a card", where, c)
	}
	if seen[c] += k; seen[c] > copies(c) {
		return fmt.Errorf("%s: %d cards %v in sight; the game has %d", where, seen[c], c, copies(c))
	}
	return nil
}

// readSeat reads what the View shows of seat: its hand, or its known cards
// and the number it hides, which it returns; its tableau; and its total
// before the round. It counts in seen the cards in sight, and sets the
// seat's hand, or its known part, in p and s.
func (s *Sampler) readSeat(v View, seat int, p *Position, seen *sight) (unknown int, err error) {
	where := fmt.Sprintf("seat %d", seat)
	if seat == v.Seat {
		if len(v.Hand) != v.HandSizes[seat] {
			return 0, fmt.Errorf("seat %d holds %d cards, not %d", seat, len(v.Hand), v.HandSizes[seat])
		}
		for _, c := range v.Hand {
			if err := seen.see(c, 1, where+"'s hand"); err != nil {
				return 0, err
			}
		}
		p.Hands[seat] = v.Hand
	} else {
		unknown = v.HandSizes[seat] - len(v.Known[seat])
		if unknown < 0 {
			return 0, fmt.Errorf("seat %d holds %d cards, fewer than the %d known", seat, v.HandSizes[seat], len(v.Known[seat]))
		}
		for _, c := range v.Known[seat] {
			if err := seen.see(c, 1, where+"'s known cards"); err != nil {
				return 0, err
			}
		}
		s.base[seat] = countCards(v.Known[seat])
		s.fill[seat] = uint8(min(unknown, NumCards))
	}
	roundScore := -v.HandSizes[seat]
	for _, m := range v.Tableaux[seat] {
		if !m.valid() {
			return 0, fmt.Errorf("seat %d's tableau holds the invalid meld %+v", seat, m)
		}
		if m.Count > 0 {
			if err := seen.see(m.Value, int(m.Count), where+"'s tableau"); err != nil {
				return 0, err
			}
		}
		if err := seen.see(Joker, int(m.Jokers), where+"'s tableau"); err != nil {
			return 0, err
		}
		roundScore += m.Size()
	}
	// The scores include the round being played until it is scored.
	p.Totals[seat] = v.Scores[seat]
	if v.Phase < PhaseBetweenRounds {
		p.Totals[seat] -= roundScore
	}
	return unknown, nil
}

// Sample returns a State drawn uniformly, with r, among those the View
// allows (see [Sampler]). It allocates nothing. The zero Sampler, which has
// no View, returns the zero State, in which nobody can move.
func (s Sampler) Sample(r *rng.Source) State { return s.sample(r) }

// sample is Sample without the copy of the Sampler that a value receiver
// costs: the search calls it once an iteration.
func (s *Sampler) sample(r *rng.Source) State {
	if s.players == 0 {
		return State{}
	}
	st := s.template
	cards := s.pool
	rng.ShuffleSlice(r, cards[:s.size])
	next := 0
	for seat := range s.players {
		if seat == s.seat {
			continue
		}
		hand := s.base[seat]
		for _, c := range cards[next : next+int(s.fill[seat])] {
			hand.addCard(c)
		}
		next += int(s.fill[seat])
		st.hands[seat] = hand
	}
	st.setPile(cards[next:s.size])
	opts := st.opts.unpack()
	opts.Seed = r.Uint64()
	st.opts = opts.pack()
	return st
}

// Unseen is what a seat cannot see of a game: which cards, and where they
// hide.
type Unseen struct {
	// Cards lists every unseen card, in order of value (jokers last), each
	// as many times as it is unseen.
	Cards []Card `json:"cards"`
	// Hands holds, for each seat, how many cards of its hand are unseen:
	// its size less its known cards, and 0 for the View's own seat.
	Hands []int `json:"hands"`
	// Pile is the number of cards in the draw pile, all unseen.
	Pile int `json:"pile"`
}

// Count returns how many cards c are unseen.
func (u Unseen) Count(c Card) int {
	n := 0
	for _, d := range u.Cards {
		if d == c {
			n++
		}
	}
	return n
}

// Unseen returns what the View's seat cannot see: the pool a Sample deals
// from, and where those cards go. The slices are the caller's own.
func (s Sampler) Unseen() Unseen {
	u := Unseen{
		Cards: append([]Card(nil), s.pool[:s.size]...),
		Hands: make([]int, s.players),
		Pile:  s.template.PileSize(),
	}
	for seat := range s.players {
		u.Hands[seat] = int(s.fill[seat])
	}
	return u
}

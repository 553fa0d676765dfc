package gametest_test

import (
	"errors"
	"fmt"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/rng"
)

// Nim is the toy game that proves the harness before the real games use it:
// two seats take turns taking 1 to 3 stones from one of three heaps, and
// whoever takes the last stone wins. A flaw can be switched on to show that
// the harness catches it.

type flaw int

const (
	sound            flaw = iota
	mutatesReceiver       // equal states share interned heaps, which Apply writes to
	duplicateMove         // LegalMoves lists a move twice
	acceptsWrongSeat      // Apply takes a move from the seat not to move
	forgetsToEnd          // the game never ends: heaps refill
)

type nimOptions struct {
	Seed uint64
	Flaw flaw
}

type nimState struct {
	opts   nimOptions
	heaps  [3]int
	shared *[3]int // the mutatesReceiver flaw keeps the heaps here instead
	toMove int
	winner int // -1 while the game is on
}

type nimMove struct{ Seat, Heap, Take int }

type nimEvent struct {
	Seat, Heap, Take int
	Won              bool
}

type nimPosition struct {
	Options nimOptions
	Heaps   [3]int
	ToMove  int
	Winner  int
}

var errIllegal = errors.New("nim: illegal move")

// nimRefuser makes the toy's refused moves, as every game does.
var nimRefuser = engine.Refuser{Game: "nim", Illegal: errIllegal, NotYourTurn: errors.New("nim: not your turn"), GameOver: errors.New("nim: game over")}

func newNim(opts nimOptions) (nimState, error) {
	r := rng.New(opts.Seed)
	s := nimState{opts: opts, winner: -1}
	for i := range s.heaps {
		s.heaps[i] = 1 + r.IntN(5)
	}
	if opts.Flaw == mutatesReceiver {
		s.heaps, s.shared = [3]int{}, intern(s.heaps)
	}
	return s, nil
}

// interned is the flawed toy's cache: one array per heap sizes, shared by
// every state with those heaps. It is the kind of hidden sharing that lets
// Apply change a state the caller still holds.
var interned = map[[3]int]*[3]int{}

func intern(heaps [3]int) *[3]int {
	if p, ok := interned[heaps]; ok && *p == heaps {
		return p
	}
	p := &[3]int{}
	*p = heaps
	interned[heaps] = p
	return p
}

func (s nimState) heap(i int) int {
	if s.shared != nil {
		return s.shared[i]
	}
	return s.heaps[i]
}

func (s nimState) ToMove() int {
	if s.Over() {
		return -1
	}
	return s.toMove
}

func (s nimState) Over() bool { return s.winner >= 0 }

func (nimState) Players() int { return 2 }

func (s nimState) Scores() []int {
	scores := make([]int, 2)
	if s.winner >= 0 {
		scores[s.winner] = 1
	}
	return scores
}

func (s nimState) Winners() []int {
	if !s.Over() {
		return nil
	}
	return []int{s.winner}
}

func (s nimState) LegalMoves() []nimMove { return s.AppendLegalMoves(nil) }

func (s nimState) AppendLegalMoves(dst []nimMove) []nimMove {
	if s.Over() {
		return dst
	}
	for h := range 3 {
		for take := 1; take <= min(3, s.heap(h)); take++ {
			dst = append(dst, nimMove{s.toMove, h, take})
			if s.opts.Flaw == duplicateMove {
				dst = append(dst, nimMove{s.toMove, h, take})
			}
		}
	}
	return dst
}

func (s nimState) Decide(m nimMove) ([]nimEvent, error) {
	refuse := func(reason engine.Reason, detail string) error {
		return nimRefuser.Refuse(m.Seat, fmt.Sprint(m), s.toMove, engine.Refusal(reason, "", nil, detail))
	}
	if s.Over() {
		return nil, refuse(engine.GameOver, "the game is over")
	}
	if m.Seat != s.toMove && s.opts.Flaw != acceptsWrongSeat {
		return nil, refuse(engine.NotYourTurn, fmt.Sprintf("seat %d is not to move", m.Seat))
	}
	if m.Heap < 0 || m.Heap > 2 || m.Take < 1 || m.Take > 3 || m.Take > s.heap(m.Heap) {
		return nil, refuse(engine.NotLegalHere, fmt.Sprintf("cannot take %d from heap %d", m.Take, m.Heap))
	}
	won := s.heap(0)+s.heap(1)+s.heap(2) == m.Take
	return []nimEvent{{m.Seat, m.Heap, m.Take, won}}, nil
}

func (s nimState) Evolve(e nimEvent) (nimState, error) {
	if e.Heap < 0 || e.Heap > 2 || e.Take < 1 || e.Take > s.heap(e.Heap) {
		return s, errors.New("nim: event does not fit")
	}
	if s.shared != nil {
		s.shared[e.Heap] -= e.Take // the flaw: the receiver's heaps change too
	} else {
		s.heaps[e.Heap] -= e.Take
	}
	if e.Won {
		if s.opts.Flaw == forgetsToEnd {
			s.heaps = [3]int{3, 3, 3}
		} else {
			s.winner = e.Seat
		}
	}
	s.toMove = 1 - e.Seat
	return s, nil
}

func (s nimState) Apply(m nimMove) (nimState, []nimEvent, error) {
	evs, err := s.Decide(m)
	if err != nil {
		return s, nil, err
	}
	next := s
	for _, e := range evs {
		next, _ = next.Evolve(e)
	}
	return next, evs, nil
}

func (s nimState) Position() nimPosition {
	return nimPosition{s.opts, [3]int{s.heap(0), s.heap(1), s.heap(2)}, s.toMove, s.winner}
}

func nimFromPosition(p nimPosition) (nimState, error) {
	s := nimState{opts: p.Options, heaps: p.Heaps, toMove: p.ToMove, winner: p.Winner}
	if p.Options.Flaw == mutatesReceiver {
		s.heaps, s.shared = [3]int{}, intern(p.Heaps)
	}
	return s, nil
}

func (s nimState) String() string {
	return fmt.Sprintf("heaps %v, seat %d to move", s.Position().Heaps, s.toMove)
}

func replayNim(opts nimOptions, moves []nimMove) (nimState, []nimEvent, error) {
	s, _ := newNim(opts)
	var all []nimEvent
	for i, m := range moves {
		next, evs, err := s.Apply(m)
		if err != nil {
			return s, all, fmt.Errorf("move %d: %w", i, err)
		}
		s, all = next, append(all, evs...)
	}
	return s, all, nil
}

func foldNim(opts nimOptions, events []nimEvent) (nimState, error) {
	s, _ := newNim(opts)
	for i, e := range events {
		next, err := s.Evolve(e)
		if err != nil {
			return s, fmt.Errorf("event %d: %w", i, err)
		}
		s = next
	}
	return s, nil
}

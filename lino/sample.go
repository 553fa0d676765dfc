package lino

import (
	"errors"
	"fmt"
	"slices"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/rng"
)

// Sampler deals, from a seat's [View], everything that seat cannot see, for
// a search that must not see it either (a determinization). In Lino that is
// nothing that matters, so a Sampler always returns the one State its View
// shows:
//
//   - the field, the stones, the moves made and the points are in every
//     View;
//   - the bonus game's faces are dealt by New, face up, and never dealt
//     again: a second round ([Options.Rounds] = 2) is played on the field
//     built in the first, with the same faces, and nothing else of a later
//     round is chance;
//   - with [Options.StarsOnly] the numbers lie face down ([Sampler.Unseen]
//     lists them), but they score nothing, so the State does not hold them
//     (they are blank in it), and neither does a sample.
//
// So the seed ([Options.Seed]) decides nothing after New: a sample keeps
// the View's seed (its View must equal the given one, which shows the
// options) without learning anything of the future from it. Games whose
// seed deals later rounds draw a fresh seed for each sample instead.
//
// Between two events of one move (while the rows a stone closed are
// scored, during the final scoring, between rounds), where nobody decides,
// the View does not show which rows or scoring items are still to come; a
// Sampler of such a View returns the first State that shows it, whose View
// is the given one.
type Sampler struct {
	state State
	seat  int
}

// MarshalJSON refuses, with an error that says what to marshal instead: a
// Sampler holds what its View may not know.
func (s Sampler) MarshalJSON() ([]byte, error) {
	return nil, engine.NoJSON("lino", "a Sampler", "the View it was made from")
}

// NewSampler returns the Sampler of a seat's View, or of a spectator's: of
// every View that play reaches, between two events of one move too. A View
// that no game reaches, and the zero View, give an error that wraps
// [ErrInvalidPosition].
func NewSampler(v View) (Sampler, error) {
	s, err := stateOfView(v)
	if err != nil {
		return Sampler{}, err
	}
	return Sampler{state: s, seat: v.Seat}, nil
}

// stateOfView rebuilds the State a View shows, from any seat's view, and
// checks that the View's own fields (the turn, the scores...) agree with
// it.
func stateOfView(v View) (State, error) {
	if v.noGame() {
		return State{}, fmt.Errorf("%w: %s: the View shows none", ErrInvalidPosition, noGame)
	}
	if v.Seat < -1 || v.Seat >= Players {
		return State{}, fmt.Errorf("%w: seat %d; a view is of seat 0, 1 or -1 (a spectator)", ErrInvalidPosition, v.Seat)
	}
	p := v.position()
	var s State
	var err error
	if v.ToMove >= 0 {
		s, err = FromPosition(p)
	} else {
		s, err = unsettled(p)
	}
	if err != nil {
		return State{}, err
	}
	switch {
	case v.Players != Players || v.Rounds != int(s.rounds):
		return State{}, fmt.Errorf("%w: %d players and %d rounds, but the options say %d and %d", ErrInvalidPosition, v.Players, v.Rounds, Players, s.rounds)
	case v.ToMove != s.ToMove():
		return State{}, fmt.Errorf("%w: the view says seat %d is to move, its position seat %d", ErrInvalidPosition, v.ToMove, s.ToMove())
	case v.Over != s.Over() || !slices.Equal(v.Winners, s.Winners()) || !slices.Equal(v.Scores, s.Scores()):
		return State{}, fmt.Errorf("%w: the view's end, winners or scores are not its position's", ErrInvalidPosition)
	}
	return s, nil
}

// unsettled returns a State that the position of a View in which nobody
// is to move shows: between two events of one move, or once the game is
// over. The View says neither the seat that moved last (the position's
// ToMove) nor the settling cursor (LastStone and Next: which rows of the
// last stone, or which items of the final scoring, are still to score), so
// it tries each that may be and returns the first State that FromPosition
// would accept: its View is the given one, as the View shows neither.
func unsettled(p Position) (State, error) {
	p.ToMove = 0 // a valid seat: the candidates below set the turn
	s, err := laidOut(&p)
	if err != nil {
		return State{}, engine.Wrap(ErrInvalidPosition, err)
	}
	type cursor struct {
		last Cell
		next int
	}
	err = errors.New("phase: no seat that moved last and no scoring under way fit the view")
	for seat := range Players {
		cursors := []cursor{{}}
		switch s.phase {
		case PhaseClosingRows:
			cursors = cursors[:0]
			for _, c := range s.Stones(seat) {
				for d := range numDirections {
					cursors = append(cursors, cursor{c, int(d)})
				}
			}
		case PhaseFinalScoring:
			t := s
			var e Event
			for t.next = 0; t.nextScoringItem(&e); {
				t.next = e.key() + 1
				cursors = append(cursors, cursor{next: int(t.next)})
			}
		}
		for _, c := range cursors {
			t := s
			t.toMove = uint8(seat)
			if err = t.checkPhase(c.last, c.next); err == nil {
				if err = t.checkPoints(); err == nil {
					return t, nil
				}
			}
		}
	}
	return State{}, engine.Wrap(ErrInvalidPosition, err)
}

// Sample returns a State consistent with all the Sampler's seat knows,
// drawn with r: in Lino, always the State of the View (see [Sampler]), so
// it draws nothing from r. It does not allocate.
func (s Sampler) Sample(r *rng.Source) State { return s.state }

// Unseen returns the faces the Sampler's seat cannot see, sorted, one entry
// a tile (so a face counts as often as it lies face down): with
// [Options.StarsOnly], every face but the stars; otherwise none (nil), as
// the bonus game shows every face and the plain game plays none. None of
// them ever scores, which is why a sample need not deal them.
func (s Sampler) Unseen() []Face {
	opts := s.state.Options()
	if !opts.StarsOnly {
		return nil
	}
	faces := opts.Faces
	if faces == nil {
		faces = DefaultFaces()
	}
	var unseen []Face
	for _, f := range faces {
		if f != Star {
			unseen = append(unseen, f)
		}
	}
	slices.Sort(unseen)
	return unseen
}

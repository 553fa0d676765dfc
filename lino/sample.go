package lino

import (
	"fmt"
	"slices"

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
type Sampler struct {
	state State
	seat  int
}

// NewSampler returns the Sampler of a seat's View, or of a spectator's. A
// View that no game reaches gives an error that wraps [ErrInvalidPosition].
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
	if v.ToMove < 0 {
		// Once the game is over, the position's turn is the seat that
		// placed the last stone, which the view does not say: the
		// stones do.
		p.ToMove = 1 - p.Options.FirstSeat
		if v.Rounds == 2 {
			p.ToMove = p.Options.FirstSeat
		}
	}
	s, err := FromPosition(p)
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

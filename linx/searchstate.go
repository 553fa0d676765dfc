package linx

import (
	"fmt"

	"github.com/tabletopgo/tabletop/rng"
)

// searchState is a State as the search plays it: a round, which ends the
// search when it is won.
type searchState struct {
	s     State
	round uint8 // the round searched
}

func (x searchState) over() bool { return x.s.phase == PhaseOver || x.s.round != x.round }

func (x searchState) Over() bool { return x.over() }

func (x searchState) ToMove() int {
	if x.over() {
		return -1
	}
	return x.s.seatToMove()
}

func (x searchState) AppendLegalMoves(dst []Move) []Move {
	if x.over() {
		return dst
	}
	return x.s.appendLegalMoves(dst)
}

func (x searchState) Next(m Move) (searchState, error) {
	if x.over() {
		return x, fmt.Errorf("%w: the round is over", ErrIllegalMove)
	}
	err := x.s.advance(m)
	return x, err
}

// RandomMove makes a line when the seat to move can, and otherwise draws a
// legal move uniformly.
func (x searchState) RandomMove(r *rng.Source) (Move, bool) {
	if x.over() {
		return Move{}, false
	}
	if m, ok := x.s.lineMove(); ok {
		return m, true
	}
	return x.s.randomMove(r)
}

// playout plays x out to the end of the round in place, with the moves
// that RandomMove draws with r, played as Next plays them: the search's
// playouts (search.Game.Playout), without the copies of a State in and out
// of Next and the calls through the search's generic code.
// TestPlayoutIsNext keeps it equal to the loop of RandomMove and Next.
func (x *searchState) playout(r *rng.Source) error {
	for !x.over() {
		m, ok := x.s.lineMove()
		if !ok {
			m, ok = x.s.randomMove(r)
		}
		if !ok {
			return fmt.Errorf("%w: RandomMove found no move in a round not over", ErrIllegalMove)
		}
		if err := x.s.advance(m); err != nil {
			return err
		}
	}
	return nil
}

// roundWinner returns the side (the seat, or in teams the team) that won
// the round searched, the first whose points grew since before.
func (x *searchState) roundWinner(before *State) int {
	for seat := range int(x.s.players) {
		if x.s.points[seat] > before.points[seat] {
			if x.s.teams {
				return seat % 2
			}
			return seat
		}
	}
	return MaxPlayers // nobody: the round is not over
}

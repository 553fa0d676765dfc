package linx

import "github.com/tabletopgo/tabletop/rng"

// RandomMove returns a legal move of the seat to move, chosen uniformly at
// random with r, and false when nobody is to move. It lists the moves in a
// buffer of its own, so a random playout with [State.Next] allocates
// nothing.
func (s State) RandomMove(r *rng.Source) (Move, bool) { return s.randomMove(r) }

func (s *State) randomMove(r *rng.Source) (Move, bool) {
	if s.phase != PhasePlay || s.players == 0 {
		return Move{}, false
	}
	// At most three symbols on each cell the box can grow to, plus a cover
	// for each tile: far fewer than this.
	var buf [4 * numSpots]Move
	moves := s.appendLegalMoves(buf[:0])
	return moves[r.IntN(len(moves))], true
}

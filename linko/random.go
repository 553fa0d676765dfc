package linko

import "github.com/tabletopgo/tabletop/rng"

// RandomMove returns a legal move of the seat to move, chosen uniformly at
// random with r, and false when nobody is to move. A play is found by
// counting, not by listing the thirty or forty plays of a hand: the fast
// path of random playouts, with [State.Next].
func (s turn) RandomMove(r *rng.Source) (Move, bool) { return s.randomMove(r) }

func (s *turn) randomMove(r *rng.Source) (Move, bool) {
	seat := s.toMove()
	if seat < 0 {
		return Move{}, false
	}
	if s.phase != PhasePlay {
		var buf [Joker + 2]Move // a pile draw and every display card at most
		moves := s.appendLegalMoves(buf[:0])
		return moves[r.IntN(len(moves))], true
	}
	// Each value held with n cards gives n·(jokers+1) plays; jokers alone
	// give one play per number of jokers. Find the k-th, in the order of
	// AppendLegalMoves.
	hand := s.hands[seat]
	jokers := int(hand.of(Joker))
	k := r.IntN(jokers + hand.numberCards()*(jokers+1))
	for v := Card(1); v <= maxCardValue; v++ {
		if n := int(hand.of(v)) * (jokers + 1); k >= n {
			k -= n
			continue
		}
		return Play(seat, v, uint8(1+k/(jokers+1)), uint8(k%(jokers+1))), true
	}
	return Play(seat, Hidden, 0, uint8(1+k)), true
}

package linx

import (
	"math/bits"

	"github.com/tabletopgo/tabletop/rng"
)

// RandomMove returns a legal move of the seat to move, chosen uniformly at
// random with r, and false when nobody is to move. It draws the move's
// index in the order of [State.AppendLegalMoves] and finds that move
// without listing the others, so a random playout with [State.Next]
// allocates nothing.
func (s State) RandomMove(r *rng.Source) (Move, bool) { return s.randomMove(r) }

func (s *State) randomMove(r *rng.Source) (Move, bool) {
	if s.phase != PhasePlay || s.players == 0 {
		return Move{}, false
	}
	seat := int(s.toMove)
	hand := s.hands[seat]
	// The moves of a symbol in hand: the face-up ones, then its covers.
	var pl places
	ups, covers, n := 0, [3]int{}, 0
	if hand != [3]uint8{} {
		s.findPlaces(&pl)
		ups = bits.OnesCount64(pl.up)
		for sym := range hand {
			if hand[sym] > 0 {
				covers[sym] = bits.OnesCount64(pl.cover[sym])
				n += ups + covers[sym]
			}
		}
	}
	if n == 0 {
		r.IntN(1) // the pass, drawn as from a list of one
		return PassTurn(seat), true
	}
	k := r.IntN(n)
	minX, minY, _, _ := s.area()
	for sym := Rock; ; sym++ {
		if hand[sym-1] == 0 {
			continue
		}
		if k < ups {
			return Up(seat, sym, nth(pl.up, k, minX, minY)), true
		}
		if k -= ups; k < covers[sym-1] {
			return Down(seat, sym, nth(pl.cover[sym-1], k, minX, minY)), true
		}
		k -= covers[sym-1]
	}
}

package linko

import (
	"math/bits"

	"github.com/tabletopgo/tabletop/rng"
)

// RandomMove returns a legal move of the seat to move, chosen uniformly at
// random with r, and false when nobody is to move. It is the move that
// AppendLegalMoves would list at the index r draws, found by counting, not
// by listing the thirty or forty plays of a hand: the fast path of random
// playouts, with [State.Next].
func (s turn) RandomMove(r *rng.Source) (Move, bool) { return s.randomMove(r) }

func (s *turn) randomMove(r *rng.Source) (Move, bool) {
	seat := s.toMove()
	switch s.phase {
	case PhasePlay:
		return s.randomPlay(seat, r), true
	case PhaseTakeOrLeave:
		return Move{Seat: seat, Kind: MoveTake + MoveKind(r.IntN(2))}, true // Take, Leave
	case PhaseTakeBackOrDiscard:
		return Move{Seat: seat, Kind: MoveTakeBack + MoveKind(r.IntN(2))}, true // TakeBack, Discard
	case PhaseDraw:
		var onDisplay uint16 // bit c for the card c
		for _, c := range s.display {
			onDisplay |= 1 << c
		}
		cards := uint(onDisplay &^ 1) // Hidden is no card
		pile := 0
		if s.pileSize > 0 {
			pile = 1
		}
		k := r.IntN(pile + bits.OnesCount(cards))
		if k < pile {
			return DrawFromPile(seat), true
		}
		for range k - pile {
			cards &= cards - 1
		}
		return DrawFromDisplay(seat, Card(bits.TrailingZeros(cards))), true
	}
	return Move{}, false
}

// randomPlay returns a play of seat drawn uniformly with r. Each value held
// with n cards gives n·(jokers+1) plays; jokers alone give one play per
// number of jokers. It finds the k-th, in the order of AppendLegalMoves.
func (s *turn) randomPlay(seat int, r *rng.Source) Move {
	hand := s.hands[seat]
	jokers := int(hand.of(Joker))
	k := r.IntN(jokers + hand.numberCards()*(jokers+1))
	for v := Card(1); v <= maxCardValue; v++ {
		if n := int(hand.of(v)) * (jokers + 1); k >= n {
			k -= n
			continue
		}
		return Play(seat, v, uint8(1+k/(jokers+1)), uint8(k%(jokers+1)))
	}
	return Play(seat, Hidden, 0, uint8(1+k))
}

package linko

import (
	"math/bits"

	"github.com/tabletopgo/tabletop/rng"
)

// RandomMove returns a legal move of the seat to move, chosen uniformly at
// random with r, and false when there is none: nobody is to move (or, in
// the zero State, which holds no game, nobody can). It is the move that
// AppendLegalMoves would list at the index r draws, found by counting, not
// by listing the thirty or forty plays of a hand: the fast path of random
// playouts, with [State.Next].
func (s turn) RandomMove(r *rng.Source) (Move, bool) { return s.randomMove(r) }

func (s *turn) randomMove(r *rng.Source) (Move, bool) {
	seat := s.toMove()
	switch s.phase {
	case PhasePlay:
		if s.hands[seat] == 0 {
			return Move{}, false // the zero State: no game, no hand
		}
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
		choices := pile + bits.OnesCount(cards)
		if choices == 0 {
			return Move{}, false // a hand-built State with nothing to draw
		}
		k := r.IntN(choices)
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
// number of jokers. It finds the k-th, in the order of AppendLegalMoves,
// without a loop over the values, whose end the processor mispredicts: play
// k < n·(jokers+1) is card k/(jokers+1) of the hand in order of value, as
// many of its value as it is from the first of them, with k%(jokers+1)
// jokers.
func (s *turn) randomPlay(seat int, r *rng.Source) Move {
	hand := s.hands[seat]
	jokers := int(hand.of(Joker))
	withNumbers := hand.numberCards() * (jokers + 1)
	k := r.IntN(jokers + withNumbers)
	if k >= withNumbers {
		return Play(seat, Hidden, 0, uint8(1+k-withNumbers))
	}
	c := k * reciprocals[jokers] >> 16 // k / (jokers+1)
	value, below := hand.nthNumber(c)
	return Play(seat, value, uint8(c-below+1), uint8(k-c*(jokers+1)))
}

// reciprocals holds ⌈2¹⁶/d⌉ for d = 1 to 6 (at index d-1): k·⌈2¹⁶/d⌉>>16 is
// k/d for every k below 2000, far more plays than a hand has, without a
// division.
var reciprocals = [NumJokers + 1]int{65536, 32768, 21846, 16384, 13108, 10923}

// nthNumber returns the value of number card n (from 0) of the counted
// cards in order of value, and how many number cards have a lower value.
// The counts are spread to a byte each, in two words (values 0 to 7 and 8
// to 15), whose prefix sums one multiplication gives; the value is the
// number of sums that are at most n.
func (c cardCounts) nthNumber(n int) (Card, int) {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	numbers := uint64(c) &^ (0xf << (4 * Joker))
	lo := spreadNibbles(uint32(numbers)) * ones
	hi := spreadNibbles(uint32(numbers>>32))*ones + lo>>56*ones
	// At most 8·13 cards: the sums and n+1 fit in 7 bits, so the bytes
	// cannot borrow from each other.
	above := uint64(n+1) * ones
	value := 16 - bits.OnesCount64(((lo|highs)-above)&highs) - bits.OnesCount64(((hi|highs)-above)&highs)
	// The sum up to the value below, from whichever word holds it: a shift
	// of 64 or more gives 0.
	i := uint(value - 1)
	below := int((lo>>(8*i) | hi>>(8*(i-8))) & 0xff)
	return Card(value), below
}

// spreadNibbles returns the eight 4-bit fields of x in the low halves of
// eight bytes.
func spreadNibbles(x uint32) uint64 {
	y := uint64(x)
	y = (y | y<<16) & 0x0000ffff0000ffff
	y = (y | y<<8) & 0x00ff00ff00ff00ff
	return (y | y<<4) & 0x0f0f0f0f0f0f0f0f
}

package search

import (
	"errors"

	"github.com/tabletopgo/tabletop/rng"
)

// The toy games of the tests: small, exact, and each built to break one
// promise of the search if the search broke it.

var errToyIllegal = errors.New("toy: illegal move")

// nim is Nim with three heaps: a turn takes any number of stones from one
// heap, and whoever takes the last stone wins. Its moves carry no seat, so
// the search must learn the mover from ToMove.
type nim struct {
	heaps  [3]int8
	toMove int8
	winner int8 // -1 while the game is on
}

type nimMove struct{ heap, take int8 }

func newNim(a, b, c int8) nim { return nim{heaps: [3]int8{a, b, c}, winner: -1} }

func (s nim) ToMove() int {
	if s.Over() {
		return -1
	}
	return int(s.toMove)
}

func (s nim) Over() bool { return s.winner >= 0 }

func (s nim) AppendLegalMoves(dst []nimMove) []nimMove {
	if s.Over() {
		return dst
	}
	for h, n := range s.heaps {
		for take := int8(1); take <= n; take++ {
			dst = append(dst, nimMove{int8(h), take})
		}
	}
	return dst
}

func (s nim) Next(m nimMove) (nim, error) {
	if s.Over() || m.heap < 0 || m.heap > 2 || m.take < 1 || m.take > s.heaps[m.heap] {
		return s, errToyIllegal
	}
	s.heaps[m.heap] -= m.take
	if s.heaps == [3]int8{} {
		s.winner = s.toMove
	}
	s.toMove = 1 - s.toMove
	return s, nil
}

func (s nim) RandomMove(r *rng.Source) (nimMove, bool) {
	if s.Over() {
		return nimMove{}, false
	}
	total := int(s.heaps[0]) + int(s.heaps[1]) + int(s.heaps[2])
	k := r.IntN(total)
	for h, n := range s.heaps {
		if k < int(n) {
			return nimMove{int8(h), int8(k + 1)}, true
		}
		k -= int(n)
	}
	return nimMove{}, false
}

// nimGame is perfect information: every determinization is the state.
func nimGame(s nim) Game[nim, nimMove] {
	return Game[nim, nimMove]{
		Players: 2,
		Sample:  func(*rng.Source) nim { return s },
		Reward: func(s *nim, dst []float64) {
			dst[0], dst[1] = 0, 0
			dst[s.winner] = 1
		},
	}
}

// bluff is a hidden card game. Each seat holds one card of 1 to 6; seat 0
// sees only its own. Seat 0 folds (and scores foldReward, seat 1 the rest)
// or bets; after a bet seat 1 calls (the higher card wins) or, with an even
// card only, folds (seat 0 wins): seat 1's moves depend on what seat 0
// cannot see.
type bluff struct {
	cards  [2]int8
	bet    bool
	toMove int8
	winner int8 // -1 while on, 2 after a fold by seat 0
}

type bluffMove int8

const (
	bluffFold bluffMove = iota
	bluffBet
	bluffCall
)

const foldReward = 0.4

func (s bluff) ToMove() int {
	if s.Over() {
		return -1
	}
	return int(s.toMove)
}

func (s bluff) Over() bool { return s.winner >= 0 }

func (s bluff) AppendLegalMoves(dst []bluffMove) []bluffMove {
	switch {
	case s.Over():
		return dst
	case s.toMove == 0:
		return append(dst, bluffFold, bluffBet)
	case s.cards[1]%2 == 0:
		// An even card may call or fold, an odd card must call: what
		// seat 1 may do depends on what seat 0 cannot see.
		return append(dst, bluffFold, bluffCall)
	}
	return append(dst, bluffCall)
}

func (s bluff) Next(m bluffMove) (bluff, error) {
	var buf [2]bluffMove
	legal := false
	for _, l := range s.AppendLegalMoves(buf[:0]) {
		legal = legal || l == m
	}
	if !legal {
		return s, errToyIllegal
	}
	switch {
	case m == bluffFold && s.toMove == 0:
		s.winner = 2
	case m == bluffFold:
		s.winner = 0
	case m == bluffBet:
		s.bet, s.toMove = true, 1
	case s.cards[0] > s.cards[1]:
		s.winner = 0
	default:
		s.winner = 1
	}
	return s, nil
}

func (s bluff) RandomMove(r *rng.Source) (bluffMove, bool) {
	var buf [2]bluffMove
	moves := s.AppendLegalMoves(buf[:0])
	if len(moves) == 0 {
		return 0, false
	}
	return moves[r.IntN(len(moves))], true
}

// bluffView is all seat 0 knows of a bluff before it acts: its card.
type bluffView struct{ card int8 }

func (s bluff) view() bluffView { return bluffView{s.cards[0]} }

// bluffGame is the game as seat 0 sees it from v: the other card is dealt
// uniformly from the five it could be.
func bluffGame(v bluffView) Game[bluff, bluffMove] {
	return Game[bluff, bluffMove]{
		Players: 2,
		Sample: func(r *rng.Source) bluff {
			other := int8(1 + r.IntN(5))
			if other >= v.card {
				other++
			}
			return bluff{cards: [2]int8{v.card, other}, winner: -1}
		},
		Reward: func(s *bluff, dst []float64) {
			switch s.winner {
			case 2:
				dst[0], dst[1] = foldReward, 1-foldReward
			case 0:
				dst[0], dst[1] = 1, 0
			default:
				dst[0], dst[1] = 0, 1
			}
		},
	}
}

// chain is a three-seat game of one decision each: seat 0 picks A or B,
// seat 1 picks x or y, seat 2 picks p or q. B gives everyone 0.5. After A,
// seats 1 and 2 are better off leaving seat 0 with nothing, yet each has a
// choice that would give seat 0 everything: a search that backed up seat
// 0's reward at their nodes would think A worth 1 and choose it.
type chain struct {
	moves [3]int8 // 0 not yet, 1 the first option, 2 the second
	depth int8
}

type chainMove int8

func (s chain) ToMove() int {
	if s.Over() {
		return -1
	}
	return int(s.depth)
}

func (s chain) Over() bool { return s.depth == 3 || s.moves[0] == 2 && s.depth == 1 }

func (s chain) AppendLegalMoves(dst []chainMove) []chainMove {
	if s.Over() {
		return dst
	}
	return append(dst, 1, 2)
}

func (s chain) Next(m chainMove) (chain, error) {
	if s.Over() || m < 1 || m > 2 {
		return s, errToyIllegal
	}
	s.moves[s.depth] = int8(m)
	s.depth++
	return s, nil
}

func (s chain) RandomMove(r *rng.Source) (chainMove, bool) {
	if s.Over() {
		return 0, false
	}
	return chainMove(1 + r.IntN(2)), true
}

func (s chain) reward(dst []float64) {
	switch {
	case s.moves[0] == 2: // B
		dst[0], dst[1], dst[2] = 0.5, 0.5, 0.5
	case s.moves[1] == 1: // A x
		dst[0], dst[1], dst[2] = 1, 0, 0.5
	case s.moves[2] == 1: // A y p
		dst[0], dst[1], dst[2] = 0, 1, 1
	default: // A y q
		dst[0], dst[1], dst[2] = 1, 1, 0
	}
}

func chainGame() Game[chain, chainMove] {
	return Game[chain, chainMove]{
		Players: 3,
		Sample:  func(*rng.Source) chain { return chain{} },
		Reward:  func(s *chain, dst []float64) { s.reward(dst) },
	}
}

// wide is a one-decision game with many moves: move k scores 0.3, except
// the move best, which scores 0.9. It makes the tree index a node's
// children and move them to bigger blocks again and again.
type wide struct {
	n, best, chosen int16 // chosen: -1 before the decision
}

func (s wide) ToMove() int {
	if s.Over() {
		return -1
	}
	return 0
}

func (s wide) Over() bool { return s.chosen >= 0 }

func (s wide) AppendLegalMoves(dst []int16) []int16 {
	if s.Over() {
		return dst
	}
	for k := range s.n {
		dst = append(dst, k)
	}
	return dst
}

func (s wide) Next(m int16) (wide, error) {
	if s.Over() || m < 0 || m >= s.n {
		return s, errToyIllegal
	}
	s.chosen = m
	return s, nil
}

func (s wide) RandomMove(r *rng.Source) (int16, bool) {
	if s.Over() {
		return 0, false
	}
	return int16(r.IntN(int(s.n))), true
}

func wideGame(n, best int16) Game[wide, int16] {
	return Game[wide, int16]{
		Players: 1,
		Sample:  func(*rng.Source) wide { return wide{n: n, best: best, chosen: -1} },
		Reward: func(s *wide, dst []float64) {
			dst[0] = 0.3
			if s.chosen == s.best {
				dst[0] = 0.9
			}
		},
	}
}

// gappy is wide with a gap: move gap is not legal. The gap is hidden from
// the observer, so its determinizations offer lists of moves of one length
// and different contents.
type gappy struct {
	wide
	gap int16
}

func (s gappy) AppendLegalMoves(dst []int16) []int16 {
	if s.Over() {
		return dst
	}
	for k := range s.n {
		if k != s.gap {
			dst = append(dst, k)
		}
	}
	return dst
}

func (s gappy) Next(m int16) (gappy, error) {
	if m == s.gap {
		return s, errToyIllegal
	}
	var err error
	s.wide, err = s.wide.Next(m)
	return s, err
}

func (s gappy) RandomMove(r *rng.Source) (int16, bool) {
	for {
		m, ok := s.wide.RandomMove(r)
		if !ok || m != s.gap {
			return m, ok
		}
	}
}

// gappyGame draws the gap among the first gaps moves, and, when long, adds
// the moves past n now and then: lists of other lengths.
func gappyGame(n, best, gaps int16, long bool) Game[gappy, int16] {
	w := wideGame(n, best)
	return Game[gappy, int16]{
		Players: 1,
		Sample: func(r *rng.Source) gappy {
			s := gappy{w.Sample(r), int16(r.IntN(int(gaps)))}
			if long && r.IntN(4) == 0 {
				s.n += int16(r.IntN(20))
			}
			return s
		},
		Reward: func(s *gappy, dst []float64) { w.Reward(&s.wide, dst) },
	}
}

package search_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/tabletopgo/tabletop/internal/search"
	"github.com/tabletopgo/tabletop/rng"
)

// race is a game of hidden information for the example: two seats race to
// 10, each turn adding 1 or 2 to a shared total, and whoever reaches 10
// wins. Seat 1 also holds a secret card that changes nothing: the search
// must choose the same whatever it is.
type race struct {
	total, toMove, secret int
}

func (s race) ToMove() int {
	if s.Over() {
		return -1
	}
	return s.toMove
}

func (s race) Over() bool { return s.total >= 10 }

func (s race) AppendLegalMoves(dst []int) []int {
	if s.Over() {
		return dst
	}
	return append(dst, 1, 2)
}

func (s race) Next(m int) (race, error) {
	if s.Over() || m < 1 || m > 2 {
		return s, errors.New("race: illegal move")
	}
	s.total += m
	if !s.Over() {
		s.toMove = 1 - s.toMove
	}
	return s, nil
}

func (s race) RandomMove(r *rng.Source) (int, bool) {
	if s.Over() {
		return 0, false
	}
	return 1 + r.IntN(2), true
}

func Example() {
	// Seat 0 sees a total of 5 and not seat 1's secret card: each
	// determinization deals the card anew.
	seen := race{total: 5}
	g := search.Game[race, int]{
		Players: 2,
		Sample: func(r *rng.Source) race {
			s := seen
			s.secret = r.IntN(52)
			return s
		},
		Reward: func(s *race, dst []float64) {
			// The seat that reached 10 moved last, and wins.
			dst[s.toMove], dst[1-s.toMove] = 1, 0
		},
	}
	var searcher search.Searcher[race, int]
	res, err := searcher.Search(context.Background(), g, 0, search.Options{Iterations: 2000, Seed: 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	// From 5, adding 2 leaves the opponent at 7, from which whatever it
	// adds, the search's seat reaches 10.
	fmt.Println("add", res.Move, "after", res.Iterations, "iterations")
	fmt.Printf("it wins: %v\n", res.Stats[0].Reward > 0.8)
	// Output:
	// add 2 after 2000 iterations
	// it wins: true
}

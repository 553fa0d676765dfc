package linx_test

import (
	"context"
	"fmt"

	"github.com/tabletopgo/tabletop/linx"
)

// The ISMCTS bot, at seat 0, plays a match against the greedy bot. It sees
// only its seat's View; what it thought of its first move is in the
// SearchResult.
func ExampleISMCTSBot() {
	s, err := linx.New(linx.Options{Players: 2, Seed: 5})
	if err != nil {
		panic(err)
	}
	bot := &linx.ISMCTSBot{Iterations: 200, Seed: 1}
	res, err := bot.Search(context.Background(), s.View(0))
	if err != nil {
		panic(err)
	}
	fmt.Println("first move:", res.Move, "after", res.Iterations, "iterations")
	for !s.Over() {
		seat := s.ToMove()
		var m linx.Move
		if seat == 0 {
			m, err = bot.Choose(context.Background(), s.View(seat))
		} else {
			m, err = linx.GreedyBot{}.Choose(context.Background(), s.View(seat))
		}
		if err != nil {
			panic(err)
		}
		var events []linx.Event
		if s, events, err = s.Apply(m); err != nil {
			panic(err)
		}
		for _, e := range events {
			if e.Kind == linx.RoundWon {
				fmt.Printf("round %d won by seat %d\n", e.Round, e.Seat)
			}
		}
	}
	fmt.Println("winners:", s.Winners())
	// Output:
	// first move: 0:up R 0,0 after 200 iterations
	// round 1 won by seat 0
	// round 2 won by seat 0
	// winners: [0]
}

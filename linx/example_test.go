package linx_test

import (
	"fmt"

	"github.com/tabletopgo/tabletop/linx"
)

// A two-seat match between the greedy bot and itself, round by round.
func Example() {
	s, err := linx.New(linx.Options{Players: 2, Seed: 5})
	if err != nil {
		panic(err)
	}
	for !s.Over() {
		seat := s.ToMove()
		m, _ := linx.GreedyBot{}.Choose(s.View(seat))
		var events []linx.Event
		before := s
		if s, events, err = s.Apply(m); err != nil {
			panic(err)
		}
		for _, e := range events {
			switch e.Kind {
			case linx.LineMade: // show the grid the line was made on
				fmt.Println(before)
				fmt.Println(m, "->", e)
			case linx.RoundWon, linx.MatchWon:
				fmt.Println(e)
			}
		}
	}
	fmt.Println("winners:", s.Winners())
	// Output:
	// round 1, play, points [0 0], seat 0 to move
	//  -2 .  BP .
	//  -1 rR RP RP
	//   0 bR BP .
	// hands 4 5, piles 6 5
	// 0:down P -1,-1 -> line-made seat=0 line=-1,-1..1,-1 face=down
	// round-won round=1 seat=0 blocked=false visible=0,0,0,0
	// round 2, play, points [1 0], seat 0 to move
	//  -3 BP bR rS .
	//  -2 bP RP RP .
	//  -1 .  .  BP .
	//   0 .  .  .  RP
	// hands 4 6, piles 5 2
	// 0:down S -3,-2 -> line-made seat=0 line=-3,-2..-1,-2 face=down
	// round-won round=2 seat=0 blocked=false visible=0,0,0,0
	// match-won seat=0 scores=2,0,0,0
	// winners: [0]
}

// What seat 1 sees of the first round of a three-seat match: its own hand,
// the neutral block, and only the sizes of the others' hands and piles.
func ExampleState_View() {
	s, _ := linx.New(linx.Options{Players: 3, Seed: 1})
	v := s.View(1)
	fmt.Println("hand:", v.Hand, "hand sizes:", v.HandSizes, "piles:", v.PileSizes)
	fmt.Println("moves of seat 0:", len(s.View(0).LegalMoves()), "of seat 1:", len(v.LegalMoves()))
	fmt.Println(s)
	// Output:
	// hand: [P S] hand sizes: [2 2 3] piles: [13 13 12]
	// moves of seat 0: 39 of seat 1: 0
	// round 1, play, points [0 0 0], seat 0 to move
	//   0 gP gR gR
	//   1 gP gP gP
	//   2 gS gP gS
	// hands 2 2 3, piles 13 13 12
}

package tabletop_test

import (
	"context"
	"fmt"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/linx"
)

// playFirst plays a game to its end, each seat always choosing its first
// legal move, and returns the final scores and the number of moves: written
// once against Game, it plays every game.
func playFirst[S tabletop.Game[S, M, E], M comparable, E any](s S) (scores []int, moves int) {
	var buf []M
	for !s.Over() {
		buf = s.AppendLegalMoves(buf[:0])
		next, _, err := s.Apply(buf[0])
		if err != nil {
			panic(err) // a listed move is legal
		}
		s, moves = next, moves+1
	}
	return s.Scores(), moves
}

// One function written against Game plays all three games.
func ExampleGame() {
	a, _ := linko.New(linko.Options{Players: 3, Seed: 1})
	b, _ := lino.New(lino.Options{Seed: 1})
	c, _ := linx.New(linx.Options{Players: 2, Seed: 1})
	scores, moves := playFirst(a)
	fmt.Printf("Linko!: scores %v after %d moves\n", scores, moves)
	scores, moves = playFirst(b)
	fmt.Printf("Lino: scores %v after %d moves\n", scores, moves)
	scores, moves = playFirst(c)
	fmt.Printf("LINX: scores %v after %d moves\n", scores, moves)
	// Output:
	// Linko!: scores [-6 -3 -2] after 259 moves
	// Lino: scores [91 131] after 54 moves
	// LINX: scores [2 1] after 39 moves
}

// Any game by name, through one handle: open it with JSON options, let a
// bot play every seat from its view, and read the result.
func ExampleOpen() {
	for _, name := range tabletop.GameNames() {
		table, err := tabletop.Open(name, []byte(`{"seed":"1"}`))
		if err != nil {
			panic(err)
		}
		bot, _ := tabletop.NewBot(name, "greedy", nil)
		moves := 0
		for !table.Over() {
			move, _ := bot.Choose(context.Background(), table) // notation, such as "0:play 7x2"
			table, _, err = table.Play(table.ToMove(), move)
			if err != nil {
				panic(err) // a bot's move is legal
			}
			moves++
		}
		fmt.Printf("%s: scores %v, winners %v, after %d moves\n", name, table.Scores(), table.Winners(), moves)
	}
	// Output:
	// linko: scores [20 0 -19], winners [0], after 112 moves
	// lino: scores [105 103], winners [0], after 54 moves
	// linx: scores [1 2], winners [1], after 26 moves
}

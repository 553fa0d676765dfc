package lino_test

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/rng"
)

// A whole bonus game between two random players, and the field it ends on.
func Example() {
	s, err := lino.New(lino.Options{Seed: 7, Bonus: true})
	if err != nil {
		panic(err)
	}
	r := rng.New(1) // the players' choices; the faces are shuffled by Options.Seed
	for !s.Over() {
		m, _ := s.RandomMove(&r)
		if s, err = s.Next(m); err != nil {
			panic(err)
		}
	}
	fmt.Println(s)
	fmt.Println("winners:", s.Winners())
	// Output:
	// round 1/1, over; X 81, O 56
	//  -1         X
	//   0         X     O
	//   1         X O O X
	//   2 X       O O O o1
	//   3 X   X x2X X X . O O
	//   4   o2O   X O O O . X   X
	//   5 O X X X x3O X X O X X
	//   6 O O O x2O X O O O X o3
	//   7           X X O   O
	// winners: [0]
}

// A game move by move in the notation: three tile moves each, then stones;
// the fourth stone in the top row closes it and scores its length.
func ExampleParseMove() {
	s, _ := lino.New(lino.Options{})
	for _, text := range []string{
		"0:move 0,3 -1,4", "1:move 9,3 10,4", "0:move 0,6 -1,5",
		"1:move 9,6 10,5", "0:move 4,7 3,7", "1:move 7,7 8,7",
		"0:place 4,0", "1:place 5,0", "0:place 6,0", "1:place 7,0",
	} {
		m, err := lino.ParseMove(text)
		if err != nil {
			panic(err)
		}
		var events []lino.Event
		if s, events, err = s.Apply(m); err != nil {
			fmt.Println(err)
			return
		}
		for _, e := range events[1:] { // what followed the move itself
			fmt.Println(text, "->", e)
		}
	}
	fmt.Println(s)
	// Output:
	// 1:move 7,7 8,7 -> filling-started seat=0
	// 1:place 7,0 -> row-closed seat=1 row=4,0..7,0 points=4
	// round 1/1, filling, X to move; X 0, O 4
	//   0           X O X O
	//   1           . . . .
	//   2           . . . .
	//   3     . . . . . . . .
	//   4 . . . . . . . . . . . .
	//   5 . . . . . . . . . . . .
	//   6     . . . . . . . .
	//   7         .   . .   .
}

// Moves that break a rule are refused with a reason.
func ExampleState_Apply_illegal() {
	s, _ := lino.New(lino.Options{})
	for _, m := range []lino.Move{
		lino.MoveTileTo(0, lino.Cell{X: 4, Y: 0}, lino.Cell{X: 15, Y: 15}),
		lino.MoveTileTo(1, lino.Cell{X: 4, Y: 0}, lino.Cell{X: 3, Y: 2}),
		lino.Place(0, lino.Cell{X: 4, Y: 0}),
	} {
		_, _, err := s.Apply(m)
		fmt.Println(err)
	}
	// Output:
	// lino: illegal move: at 15,15 the tile would touch no other
	// lino: illegal move: seat 1 cannot move now: it is seat 0's turn
	// lino: illegal move: the field is being built: move a tile
}

// The greedy bot, which closes the longest rows and lengthens its runs,
// against the random bot.
func ExampleGreedyBot() {
	s, _ := lino.New(lino.Options{Seed: 4})
	bots := []lino.Bot{lino.GreedyBot{}, lino.NewRandomBot(4)}
	for !s.Over() {
		seat := s.ToMove()
		m, err := bots[seat].Choose(context.Background(), s.View(seat))
		if err != nil {
			panic(err)
		}
		s, _ = s.Next(m)
	}
	fmt.Println("scores:", s.Scores(), "winners:", s.Winners())
	// Output:
	// scores: [143 22] winners: [0]
}

// The table as seat 1 (the second seat: people count from 1) sees it after
// a tile moved: the axes, the faces of
// the bonus game, the tiles that may not move (#) and the vacated cell (~).
func ExampleView_String() {
	s, _ := lino.New(lino.Options{Seed: 3, Bonus: true})
	m, _ := lino.ParseMoveFor(0, "move 4,0 3,2")
	s, _, _ = s.Apply(m)
	fmt.Println(s.View(1))
	// Output:
	// Lino, round 1 of 1: building the field. You play O, as seat 2.
	// X, seat 1: 0 points. O, seat 2 (you): 0 points.
	// y\x  0  1  2  3  4  5  6  7  8  9
	//   0              ~ x1 o2 x1
	//   1              * o2 x3  .
	//   2         #o2  . x2 o3 x1
	//   3 x1 x3 o1 x1 o2 o3 x2 x2 o1 x1
	//   4  * o5 o1  .  .  . o1 x1  .  .
	//   5 o2 o1 o3 x1  .  . o2 o1  * x2
	//   6 o1  . x3  . x2 o3 x5 x2 x3  *
	//   7             o1  . o5 x5
	// # a tile that may not move (the others may), ~ a cell no tile may enter; 1 of 6 tiles moved.
	// It is your turn to move a tile: move FROM TO, such as move 5,0 5,-1.
}

// A server reads a client's move as notation with or without the seat, or
// as a JSON object.
func ExampleParseMoveFor() {
	m, err := lino.ParseMoveFor(1, "place 5,4")
	fmt.Println(m, err)
	_, err = lino.ParseMoveFor(1, "0:place 5,4")
	fmt.Println(err)
	var fromJSON lino.Move
	err = json.Unmarshal([]byte(`{"seat":0,"kind":"move","from":"4,0","to":"3,2"}`), &fromJSON)
	fmt.Println(fromJSON, err)
	// Output:
	// 1:place 5,4 <nil>
	// lino: illegal move: "0:place 5,4" is a move of seat 0, not of seat 1
	// 0:move 4,0 3,2 <nil>
}

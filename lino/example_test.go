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
	// lino: not your turn: seat 1 cannot move now: it is seat 0's turn
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
	// scores: [104 57] winners: [0]
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
	// Lino: building the field. You play white (O), as Seat 2.
	// Black (X), Seat 1: 0 points · White (O), Seat 2 (you): 0 points.
	//       F   G   H   I   J   K   L   M   N   O   P   Q
	//   6                       +   +   +   +   +
	//   7                   +   ~  x1  o2  x1   +
	//   8               +   +   *  o2  x3   .   +
	//   9   +   +   +   + #o2   .  x2  o3  x1   +   +   +
	//  10   +  x1  x3  o1  x1  o2  o3  x2  x2  o1  x1   +
	//  11   +   *  o5  o1   .   .   .  o1  x1   .   .   +
	//  12   +  o2  o1  o3  x1   .   .  o2  o1   *  x2   +
	//  13   +  o1   .  x3   .  x2  o3  x5  x2  x3   *   +
	//  14   +   +   +   +   +  o1   .  o5  x5   +   +   +
	//  15                   +   +   +   +   +   +
	// # a tile that cannot move, + a possible place, ~ a forbidden place; 1 of 6 tiles moved.
	// It is your turn to move a tile.
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

// opening is the building phase of a game, as moves in notation.
var opening = []string{
	"0:move 0,3 -1,4", "1:move 9,3 10,4", "0:move 0,6 -1,5",
	"1:move 9,6 10,5", "0:move 4,7 3,7", "1:move 7,7 8,7",
}

// parse reads moves in notation.
func parse(texts ...string) []lino.Move {
	moves := make([]lino.Move, len(texts))
	for i, text := range texts {
		m, err := lino.ParseMove(text)
		if err != nil {
			panic(err)
		}
		moves[i] = m
	}
	return moves
}

// A game replayed from its moves; an illegal move stops the replay, and
// the error names it.
func ExampleReplay() {
	moves := parse(append(opening, "0:place 4,0", "1:place 5,0")...)
	s, events, err := lino.Replay(lino.Options{}, moves)
	fmt.Println(len(events), "events;", s.Phase(), "with seat", s.ToMove(), "to move; error:", err)

	moves = parse(append(opening, "0:place 4,0", "1:place 4,0")...)
	s, _, err = lino.Replay(lino.Options{}, moves)
	fmt.Println(len(s.Stones(0)), "stone placed;", err)
	// Output:
	// 9 events; filling with seat 0 to move; error: <nil>
	// 1 stone placed; lino: illegal move: move 7 (1:place 4,0): the tile at 4,0 holds a stone already
}

// A game rebuilt from its log of events, as a server stores it; a log cut
// between two events of one move gives a state in which nobody is to move.
func ExampleFold() {
	moves := parse(append(opening, "0:place 4,0", "1:place 5,0", "0:place 6,0", "1:place 7,0")...)
	s, events, _ := lino.Replay(lino.Options{}, moves)
	log, _ := json.Marshal(events)
	var stored []lino.Event
	if err := json.Unmarshal(log, &stored); err != nil {
		panic(err)
	}
	folded, err := lino.Fold(lino.Options{}, stored)
	fmt.Println(folded == s, err)

	cut, _ := lino.Fold(lino.Options{}, stored[:len(stored)-1]) // before the row-closed event
	fmt.Println(cut.Phase(), cut.ToMove(), cut.Scores())
	fmt.Println(folded.Phase(), folded.ToMove(), folded.Scores())
	// Output:
	// true <nil>
	// closing-rows -1 [0 0]
	// filling 0 [0 4]
}

// A game saved as its Position's JSON, which names the game, and loaded
// again.
func ExampleFromPosition() {
	s, _, _ := lino.Replay(lino.Options{Seed: 5, Bonus: true}, parse(opening...))
	save, _ := json.Marshal(s.Position())
	fmt.Printf("%.45s...\n", save)

	var p lino.Position
	if err := json.Unmarshal(save, &p); err != nil {
		panic(err)
	}
	loaded, err := lino.FromPosition(p)
	fmt.Println(loaded == s, err)

	p.Round = 3
	_, err = lino.FromPosition(p)
	fmt.Println(err)
	// Output:
	// {"game":"lino","options":{"players":2,"seed":...
	// true <nil>
	// lino: invalid position: round: 3 of 1
}

// The legal moves as a front-end draws them: while building, pick a tile,
// then one of its targets; while filling, click an empty tile.
func ExampleView_Choices() {
	s, _ := lino.New(lino.Options{})
	choices := s.View(0).Choices()
	fmt.Println(len(choices), "tiles may move; the first,", choices[0].Pick+", to", len(choices[0].Moves), "cells, such as", choices[0].Moves[0])

	s, _, _ = lino.Replay(lino.Options{}, parse(opening...))
	choices = s.View(0).Choices()
	fmt.Printf("%d choice, pick %q: %d empty tiles, such as %v\n", len(choices), choices[0].Pick, len(choices[0].Moves), choices[0].Moves[0])
	// Output:
	// 56 tiles may move; the first, 4,0, to 39 cells, such as 0:move 4,0 4,-1
	// 1 choice, pick "": 56 empty tiles, such as 0:place 4,0
}

// A move's JSON is an object in the names of the View; it reads back from
// that object or from the notation.
func ExampleMove_MarshalJSON() {
	for _, m := range []lino.Move{
		lino.MoveTileTo(0, lino.Cell{X: 4, Y: 0}, lino.Cell{X: 4, Y: -1}),
		lino.Place(1, lino.Cell{X: 3, Y: 4}),
	} {
		data, _ := json.Marshal(m)
		fmt.Println(string(data))
	}
	var m lino.Move
	err := json.Unmarshal([]byte(`"1:place 3,4"`), &m)
	fmt.Println(m == lino.Place(1, lino.Cell{X: 3, Y: 4}), err)
	// Output:
	// {"seat":0,"kind":"move","from":"4,0","to":"4,-1"}
	// {"seat":1,"kind":"place","to":"3,4"}
	// true <nil>
}

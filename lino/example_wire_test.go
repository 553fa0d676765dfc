package lino_test

import (
	"encoding/json"
	"fmt"

	"github.com/tabletopgo/tabletop/lino"
)

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
	// 1 stone placed; move 7 (1:place 4,0): lino: illegal move: the tile at 4,0 holds a stone already
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

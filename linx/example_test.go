package linx_test

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/tabletopgo/tabletop/lang"
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
		m, _ := linx.GreedyBot{}.Choose(context.Background(), s.View(seat))
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
	//  -1 yR YP YP
	//   0 bR BP .
	// hands 4 5, piles 6 5
	// 0:down P -1,-1 -> line-made seat=0 line=-1,-1..1,-1 face=down players=2
	// round-won round=1 seat=0 teams=false blocked=false players=2 visible=0,0
	// round 2, play, points [1 0], seat 0 to move
	//  -3 BP bR yS .
	//  -2 bP YP YP .
	//  -1 .  .  BP .
	//   0 .  .  .  YP
	// hands 4 6, piles 5 2
	// 0:down S -3,-2 -> line-made seat=0 line=-3,-2..-1,-2 face=down players=2
	// round-won round=2 seat=0 teams=false blocked=false players=2 visible=0,0
	// match-won seat=0 teams=false players=2 scores=2,0
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

// What seat 1 sees after the first tile of a two-seat match, drawn for a
// terminal: "+" marks where a face-up tile may go, "." the other cells the
// 4×4 square may still spread to.
func ExampleView_String() {
	s, _ := linx.New(linx.Options{Players: 2, Seed: 1})
	s, _ = s.Next(s.LegalMoves()[0])
	fmt.Println(s.View(1))
	// Output:
	// LINX · round 1 · you are Seat 2 (blue)
	//         A   B   C   D   E   F   G
	//    1    .   .   .   .   .   .   .
	//    2    .   .   .   .   .   .   .
	//    3    .   .   +   +   +   .   .
	//    4    .   .   +  yP   +   .   .
	//    5    .   .   +   +   +   .   .
	//    6    .   .   .   .   .   .   .
	//    7    .   .   .   .   .   .   .
	// Seat 1 (yellow)  hand  4  pile 10  score 0
	// Seat 2 (blue)    hand  4  pile 11  score 0  (you)
	// Your hand: a rock tile, a paper tile and two scissors tiles
	// Your turn: place a tile.
}

// A client may send a move as its notation, without the seat when the
// server knows it, or as the JSON object a Move marshals to.
func ExampleParseMoveFor() {
	m, _ := linx.ParseMoveFor(1, "down P 0,0")
	fmt.Println(m)
	var fromJSON linx.Move
	_ = json.Unmarshal([]byte(`{"seat":1,"kind":"down","symbol":"P","cell":"0,0"}`), &fromJSON)
	fmt.Println(fromJSON == m)
	data, _ := json.Marshal(m)
	fmt.Println(string(data))
	// Output:
	// 1:down P 0,0
	// true
	// {"seat":1,"kind":"down","symbol":"P","cell":"0,0"}
}

// Each event has a sentence for the seat that reads it: here the first move
// of a two-seat match, told to the seat that made it, to the other (with
// names) and to a spectator.
func ExampleEvent_Narrate() {
	s, _ := linx.New(linx.Options{Players: 2, Seed: 1})
	_, events, _ := s.Apply(s.LegalMoves()[0])
	for _, e := range events {
		fmt.Println(e.Narrate(lang.English, 0, nil))
		fmt.Println(e.Narrate(lang.English, 1, []string{"Ana", "Bo"}))
		fmt.Println(e.Narrate(lang.English, -1, nil))
	}
	// Output:
	// You placed a paper tile face up at D4.
	// Ana placed a paper tile face up at D4.
	// Seat 1 placed a paper tile face up at D4.
	// You drew two rock tiles.
	// Ana drew two tiles.
	// Seat 1 drew two tiles.
	// It is Seat 2's turn.
	// It is your turn.
	// It is Seat 2's turn.
}

// A saved match comes back as the same State: a Position is the save
// format, and its JSON names its game.
func ExampleFromPosition() {
	s, _ := linx.New(linx.Options{Players: 2, Seed: 1})
	s, _ = s.Next(s.LegalMoves()[0])
	data, _ := json.Marshal(s.Position())
	fmt.Println(string(data[:15]))

	var p linx.Position
	if err := json.Unmarshal(data, &p); err != nil {
		panic(err)
	}
	back, err := linx.FromPosition(p)
	fmt.Println(back == s, err)
	// Output:
	// {"game":"linx",
	// true <nil>
}

// Replay rebuilds a match from its moves, Fold from its events: both give
// the State that playing gave.
func ExampleReplay() {
	opts := linx.Options{Players: 3, Seed: 2}
	s, _ := linx.New(opts)
	var moves []linx.Move
	var log []linx.Event
	for range 5 {
		m := s.LegalMoves()[0]
		var events []linx.Event
		s, events, _ = s.Apply(m)
		moves, log = append(moves, m), append(log, events...)
	}
	replayed, _, err := linx.Replay(opts, moves)
	fmt.Println(replayed == s, err)
	folded, err := linx.Fold(opts, log)
	fmt.Println(folded == s, err)
	fmt.Println(moves[4])
	// Output:
	// true <nil>
	// true <nil>
	// 1:up R 1,-2
}

// Fold rebuilds a State from an event log, as a server that stores events
// does; an event that cannot follow is refused, naming its index.
func ExampleFold() {
	opts := linx.Options{Players: 2, Seed: 4}
	s, _ := linx.New(opts)
	_, log, _ := s.Apply(s.LegalMoves()[0])
	for _, e := range log {
		fmt.Println(e)
	}
	folded, err := linx.Fold(opts, log)
	fmt.Println(folded.ToMove(), err)
	_, err = linx.Fold(opts, log[1:])
	fmt.Println(err)
	// Output:
	// tile-placed seat=0 cell=0,0 tile=yR face=up players=2
	// tiles-drawn seat=0 count=2 tiles=yS,yS
	// turn-passed seat=1
	// 1 <nil>
	// linx: invalid event: event 0: tiles-drawn seat=0 count=2 tiles=yS,yS: tiles-drawn events follow from the rules alone, but a seat is to decide
}

// A front-end draws a seat's moves from its choices: pick a symbol of the
// hand, then a cell. Each move marshals to the object it sends back.
func ExampleView_Choices() {
	s, _ := linx.New(linx.Options{Players: 2, Seed: 1})
	s, _ = s.Next(s.LegalMoves()[0])
	for _, c := range s.View(1).Choices() {
		fmt.Printf("%s: %d moves, the last %v\n", c.Pick, len(c.Moves), c.Moves[len(c.Moves)-1])
	}
	data, _ := json.Marshal(linx.Down(1, linx.Scissors, linx.Cell{}))
	fmt.Println(string(data))
	var m linx.Move
	_ = json.Unmarshal(data, &m)
	fmt.Println(m)
	// Output:
	// R: 8 moves, the last 1:up R 1,1
	// P: 8 moves, the last 1:up P 1,1
	// S: 9 moves, the last 1:down S 0,0
	// {"seat":1,"kind":"down","symbol":"S","cell":"0,0"}
	// 1:down S 0,0
}

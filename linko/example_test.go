package linko_test

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/rng"
)

// A whole seeded game, every seat choosing uniformly at random. This one
// ends in a three-way tie: every winner is listed.
func Example() {
	s, err := linko.New(linko.Options{Players: 3, Seed: 42})
	if err != nil {
		panic(err)
	}
	r := rng.New(7) // the players' choices; the game's chance is Options.Seed
	moves := 0
	for !s.Over() {
		legal := s.LegalMoves()
		s, _, err = s.Apply(legal[r.IntN(len(legal))])
		if err != nil {
			panic(err)
		}
		moves++
	}
	fmt.Println("moves:", moves)
	fmt.Println("scores:", s.Scores())
	fmt.Println("winners:", s.Winners())
	// Output:
	// moves: 151
	// scores: [16 16 16]
	// winners: [0 1 2]
}

// The rulebook's example 2a, set up from a Position: André (seat 0) plays
// two 12s, Claudia's two 9s are attacked, and André takes them.
func ExampleFromPosition() {
	p := linko.Position{
		Options:  linko.Options{Players: 4},
		Round:    1,
		Phase:    linko.PhasePlay,
		Active:   0,
		Victim:   -1,
		Hands:    [][]linko.Card{{12, 12, 1}, {13, 5}, {1, 3}, {2, 6}},
		Known:    make([][]linko.Card, 4),
		Tableaux: [][]linko.Meld{{}, {{Value: 3, Count: 1}}, {{Value: 4, Count: 2}, {Value: 9, Count: 2}}, {{Value: 5, Count: 1}, {Value: 7, Count: 2}}},
		Display:  [6]linko.Card{10, 10, 11, 11, 8, 8},
		Totals:   make([]int, 4),
	}
	// The draw pile holds every card not placed above.
	left := map[linko.Card]int{linko.Joker: 5}
	for c := linko.Card(1); c <= 13; c++ {
		left[c] = 8
	}
	for _, hand := range p.Hands {
		for _, c := range hand {
			left[c]--
		}
	}
	for _, tableau := range p.Tableaux {
		for _, m := range tableau {
			left[m.Value] -= int(m.Count)
		}
	}
	for _, c := range p.Display {
		left[c]--
	}
	for c := linko.Card(1); c <= linko.Joker; c++ {
		for range left[c] {
			p.Pile = append(p.Pile, c)
		}
	}

	s, err := linko.FromPosition(p)
	if err != nil {
		panic(err)
	}
	for _, text := range []string{"0:play 12x2", "0:take"} {
		m, _ := linko.ParseMove(text)
		var events []linko.Event
		s, events, err = s.Apply(m)
		if err != nil {
			panic(err)
		}
		fmt.Println(text, "->", events)
	}
	fmt.Println(s)
	// Output:
	// 0:play 12x2 -> [cards-played seat=0 meld=12x2 attacked seat=0 victim=2 meld=9x2]
	// 0:take -> [cards-taken seat=0 victim=2 meld=9x2]
	// round 1/1, draw; pile 86, display [10 10 11 11 8 8], discard 0
	//   seat 0: hand 3 [1 9 9], tableau [12x2]
	//   seat 1: hand 2 [5 13], tableau [3]
	// > seat 2: hand 2 [1 3], tableau [4x2]
	//   seat 3: hand 2 [2 6], tableau [5 7x2]
}

// A View holds what one seat may know: its own hand, the sizes of the
// others', and what it saw enter them.
func ExampleState_View() {
	s, _ := linko.New(linko.Options{Players: 2, Seed: 3})
	v := s.View(1)
	fmt.Println("my hand:", v.Hand)
	fmt.Println("hand sizes:", v.HandSizes, "pile:", v.PileSize)
	fmt.Println("display:", v.Display)
	fmt.Println("my moves:", len(v.LegalMoves()), "(seat", v.ToMove, "is to move)")
	// Output:
	// my hand: [1 2 4 5 5 9 10 12 12 13 13 13 J]
	// hand sizes: [13 13] pile: 77
	// display: [J 9 3 8 6 9]
	// my moves: 0 (seat 0 is to move)
}

// A game is its options and its moves: Replay rebuilds it, and the events it
// reports rebuild it again with Fold.
func ExampleReplay() {
	opts := linko.Options{Players: 2, Seed: 3}
	var moves []linko.Move
	for _, text := range []string{"0:play 4", "1:play 10", "1:take", "0:draw pile"} {
		m, err := linko.ParseMove(text)
		if err != nil {
			panic(err)
		}
		moves = append(moves, m)
	}
	s, events, err := linko.Replay(opts, moves)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, e := range events {
		fmt.Println(e.RedactFor(1)) // as seat 1 saw it
	}
	folded, _ := linko.Fold(opts, events)
	fmt.Println("folded == replayed:", folded == s)
	// Output:
	// cards-played seat=0 meld=4
	// turn-passed seat=1
	// cards-played seat=1 meld=10
	// attacked seat=1 victim=0 meld=4
	// cards-taken seat=1 victim=0 meld=4
	// card-drawn seat=0 from=pile card=?
	// turn-passed seat=0
	// folded == replayed: true
}

// Bots choose from what their seat may know: the greedy bot against two
// random ones.
func ExampleGreedyBot() {
	s, _ := linko.New(linko.Options{Players: 3, Seed: 11})
	bots := []linko.Bot{linko.GreedyBot{}, linko.NewRandomBot(1), linko.NewRandomBot(2)}
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
	// scores: [38 -4 5] winners: [0]
}

// A View drawn as text: what seat 1 sees, the pending decision in words.
// People count seats from 1: seat 1 is the second seat.
func ExampleView_String() {
	s, _ := linko.New(linko.Options{Players: 2, Seed: 3})
	fmt.Println(s.View(1))
	// Output:
	// Linko! · You are Seat 2
	// draw pile 77 · display J 9 3 8 6 9 · discard empty
	//     seat     cards score  known  tableau (top last)
	// >   1           13   −13  -      -
	//     2 (you)     13   −13  -      -
	// your hand: 1 2 4 5 5 9 10 12 12 13 13 13 J
	// Seat 1 is to play a meld.
}

// A server that knows who sends a move reads it with or without the seat,
// as notation or as a JSON object.
func ExampleParseMoveFor() {
	m, _ := linko.ParseMoveFor(1, "play 7x2+J")
	fmt.Println(m)
	var fromJSON linko.Move
	_ = json.Unmarshal([]byte(`{"seat":1,"kind":"draw","card":"J"}`), &fromJSON)
	fmt.Println(fromJSON)
	_, err := linko.ParseMoveFor(1, "0:take")
	fmt.Println(err)
	// Output:
	// 1:play 7x2+J
	// 1:draw J
	// linko: illegal move: "0:take" is a move of seat 0, not of seat 1
}

// The legal moves grouped as a front-end offers them: pick a card of the
// hand, then one of the melds it allows. Jokers alone are picked as "J".
func ExampleView_Choices() {
	s, err := linko.New(linko.Options{Players: 2, Seed: 15})
	if err != nil {
		panic(err)
	}
	v := s.View(0)
	fmt.Println("hand:", v.Hand)
	for _, c := range v.Choices() {
		fmt.Printf("%-2s %v\n", c.Pick, c.Moves)
	}
	// Output:
	// hand: [4 6 6 6 7 8 8 9 9 9 9 11 J]
	// 4  [0:play 4 0:play 4+J]
	// 6  [0:play 6 0:play 6+J 0:play 6x2 0:play 6x2+J 0:play 6x3 0:play 6x3+J]
	// 7  [0:play 7 0:play 7+J]
	// 8  [0:play 8 0:play 8+J 0:play 8x2 0:play 8x2+J]
	// 9  [0:play 9 0:play 9+J 0:play 9x2 0:play 9x2+J 0:play 9x3 0:play 9x3+J 0:play 9x4 0:play 9x4+J]
	// 11 [0:play 11 0:play 11+J]
	// J  [0:play J]
}

// A move's JSON is an object in the View's names, which a front-end sends
// back as it is; a move also reads from its notation.
func ExampleMove_MarshalJSON() {
	for _, m := range []linko.Move{linko.Play(2, 7, 2, 1), linko.Take(0), linko.DrawFromPile(3), linko.DrawFromDisplay(3, linko.Joker)} {
		data, err := json.Marshal(m)
		if err != nil {
			panic(err)
		}
		fmt.Println(string(data))
	}
	var m linko.Move
	if err := json.Unmarshal([]byte(`"1:draw 7"`), &m); err != nil {
		panic(err)
	}
	data, _ := json.Marshal(m)
	fmt.Println(string(data))
	// Output:
	// {"seat":2,"kind":"play","meld":"7x2+J"}
	// {"seat":0,"kind":"take"}
	// {"seat":3,"kind":"draw pile"}
	// {"seat":3,"kind":"draw","card":"J"}
	// {"seat":1,"kind":"draw","card":"7"}
}

// An event log, saved as JSON, rebuilds the game: Fold evolves a new game
// by each event. A log cut between two events of a move stops where the
// rules settle, with nobody to move.
func ExampleFold() {
	opts := linko.Options{Players: 2, Seed: 3}
	log := `[{"kind":"cards-played","seat":0,"meld":"4"},{"kind":"turn-passed","seat":1},
		{"kind":"cards-played","seat":1,"meld":"10"},{"kind":"attacked","seat":1,"victim":0,"meld":"4"}]`
	var events []linko.Event
	if err := json.Unmarshal([]byte(log), &events); err != nil {
		panic(err)
	}
	s, err := linko.Fold(opts, events)
	if err != nil {
		panic(err)
	}
	fmt.Println(s.Phase(), "seat", s.ToMove(), "decides:", s.LegalMoves())
	cut, err := linko.Fold(opts, events[:3])
	if err != nil {
		panic(err)
	}
	fmt.Println(cut.Phase(), "to move:", cut.ToMove())
	// Output:
	// take-or-leave seat 1 decides: [1:take 1:leave]
	// attacking to move: -1
}

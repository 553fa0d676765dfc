package linko_test

import (
	"context"
	"fmt"

	"github.com/tabletopgo/tabletop/linko"
)

// An ISMCTS bot chooses from a seat's View alone, and says what it thought
// of the moves it tried: how often each was searched, and the mean reward
// (from 0, a loss, to 1, a win) that the search found behind it.
func ExampleISMCTSBot() {
	s, err := linko.New(linko.Options{Players: 2, Seed: 42})
	if err != nil {
		panic(err)
	}
	bot := &linko.ISMCTSBot{Iterations: 1000, Seed: 1}
	res, err := bot.Search(context.Background(), s.View(s.ToMove()))
	if err != nil {
		panic(err)
	}
	fmt.Println("hand:", s.Hand(0))
	fmt.Println("move:", res.Move)
	for _, st := range res.Moves[:3] {
		fmt.Printf("%-16v %4d visits, reward %.2f\n", st.Move, st.Visits, st.Reward)
	}
	// Output:
	// hand: [2 3 8 9 9 10 10 10 10 12 12 J J]
	// move: 0:play 10x4
	// 0:play 10x4        96 visits, reward 0.93
	// 0:play 10x4+Jx2    88 visits, reward 0.92
	// 0:play 10x4+J      88 visits, reward 0.92
}

// An ISMCTS bot is a Bot like the others: here it plays seat 0 against
// GreedyBot, the bot of rules of thumb, to the end of a game.
func ExampleISMCTSBot_Choose() {
	s, err := linko.New(linko.Options{Players: 2, Seed: 7})
	if err != nil {
		panic(err)
	}
	bots := []linko.Bot{&linko.ISMCTSBot{Iterations: 100, Seed: 1}, linko.GreedyBot{}}
	for !s.Over() {
		seat := s.ToMove()
		m, err := bots[seat].Choose(context.Background(), s.View(seat))
		if err != nil {
			panic(err)
		}
		if s, _, err = s.Apply(m); err != nil {
			panic(err)
		}
	}
	fmt.Println("scores:", s.Scores())
	fmt.Println("winners:", s.Winners())
	// Output:
	// scores: [15 11]
	// winners: [0]
}

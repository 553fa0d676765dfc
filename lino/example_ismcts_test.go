package lino_test

import (
	"context"
	"fmt"

	"github.com/tabletopgo/tabletop/lino"
)

// The ISMCTS bot chooses from a View, here for the first stone of a game
// whose field was built with the first legal tile moves. With a budget in
// iterations, one worker and a seed, its choice and its statistics are the
// same at every run.
func ExampleISMCTSBot() {
	s, _ := lino.New(lino.Options{})
	for s.Phase() == lino.PhaseBuilding {
		s, _ = s.Next(s.LegalMoves()[0])
	}
	bot := &lino.ISMCTSBot{Iterations: 500, Seed: 1}
	res, err := bot.Search(context.Background(), s.View(s.ToMove()))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("play", res.Move, "after", res.Iterations, "iterations")
	for _, st := range res.Moves[:3] {
		fmt.Printf("%v: %d visits, mean reward %.2f\n", st.Move, st.Visits, st.Reward)
	}
	// Output:
	// play 0:place 7,7 after 500 iterations
	// 0:place 7,7: 46 visits, mean reward 0.53
	// 0:place 5,4: 38 visits, mean reward 0.55
	// 0:place 3,4: 33 visits, mean reward 0.51
}

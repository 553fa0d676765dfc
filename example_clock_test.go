package tabletop_test

import (
	"context"
	"fmt"
	"time"

	"github.com/tabletopgo/tabletop"
)

// A hard per-move clock: ChooseOr answers by ctx's deadline whatever the
// search does, with the search's move when it comes in time, else the
// quick fallback's ("greedy" takes no search), else the first legal move,
// and says whose move it is. ctx's deadline alone is no clock on a loaded
// machine, where a search's answer comes late by hundreds of
// milliseconds.
func ExampleBot_ChooseOr() {
	table, _ := tabletop.Open("linx", []byte(`{"seed":"4"}`))
	search, _ := tabletop.NewBot("linx", "ismcts", []byte(`{"untilDeadline":true,"seed":"1"}`))
	fallback, _ := tabletop.NewBot("linx", "greedy", nil)

	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	move, by, err := search.ChooseOr(ctx, table, fallback)
	if err != nil {
		return // no move: the game is over, say
	}
	switch by {
	case search: // in time
	case fallback: // the search was late, or failed
	case nil: // neither answered: the first legal move
	}
	_, _, err = table.Play(table.ToMove(), move)
	fmt.Println("played by the clock:", err == nil)
	// Output: played by the clock: true
}

package tabletop_test

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/tabletopgo/tabletop"
)

// A late answer is a legal move with an error wrapping ErrLate: a caller
// that would rather play late than fall back looks at the move before the
// error, as an io.Reader's caller looks at n before err. Here the search
// has 20 ms; on a busy machine its answer may come after them.
func ExampleBot_Choose() {
	table, _ := tabletop.Open("linko", []byte(`{"players":2,"seed":"4"}`))
	search, _ := tabletop.NewBot("linko", "ismcts", []byte(`{"untilDeadline":true,"seed":"1"}`))
	greedy, _ := tabletop.NewBot("linko", "greedy", nil)

	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	move, err := search.Choose(ctx, table)
	cancel()
	switch {
	case errors.Is(err, tabletop.ErrLate):
		// a legal move, after the deadline: played here (a strict turn
		// clock would fall back instead)
	case err != nil: // no move at all: called off, or the bot failed
		move, _ = greedy.Choose(context.Background(), table)
	}
	_, _, err = table.Play(table.ToMove(), move)
	fmt.Println("played:", err == nil)
	// Output: played: true
}

package tabletop_test

import (
	"context"
	"fmt"
	"time"

	"github.com/tabletopgo/tabletop"
)

// A hard per-move clock is the caller's own timer, not ctx's deadline: on
// a loaded machine a bot's answer comes late, by hundreds of
// milliseconds. The search runs on a goroutine; whichever comes first, its
// answer or the clock, decides, and on the clock (or any error) the
// caller plays a fallback that takes no search, the "random" bot's. The
// search's ctx ends at the clock too, so that it stops soon after.
func ExampleBot_hardClock() {
	table, _ := tabletop.Open("linx", []byte(`{"seed":"4"}`))
	search, _ := tabletop.NewBot("linx", "ismcts", []byte(`{"untilDeadline":true,"seed":"1"}`))
	fallback, _ := tabletop.NewBot("linx", "random", []byte(`{"seed":"1"}`))
	const clock = 100 * time.Millisecond

	ctx, cancel := context.WithTimeout(context.Background(), clock)
	defer cancel()
	answer := make(chan string, 1) // the search never waits to send
	go func() {
		move, err := search.Choose(ctx, table)
		if err != nil {
			move = "" // late, called off or failed: the fallback plays
		}
		answer <- move
	}()
	timer := time.NewTimer(clock)
	defer timer.Stop()
	var move string
	select {
	case move = <-answer:
	case <-timer.C:
	}
	if move == "" {
		move, _ = fallback.Choose(context.Background(), table)
	}
	_, _, err := table.Play(table.ToMove(), move)
	fmt.Println("played by the clock:", err == nil)
	// Output: played by the clock: true
}

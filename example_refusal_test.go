package tabletop_test

import (
	"errors"
	"fmt"

	"github.com/tabletopgo/tabletop"
)

// A refused move is a MoveError in every game: a front-end switches on its
// Reason and shows its Sentence, which names the seats as the page does.
func ExampleMoveError() {
	table, _ := tabletop.Open("linko", []byte(`{"seed":"1","firstSeat":0}`))
	_, _, err := table.Play(1, "take")
	var refused *tabletop.MoveError
	if errors.As(err, &refused) {
		fmt.Println(refused.Reason, errors.Is(err, tabletop.ErrNotYourTurn), errors.Is(err, tabletop.ErrIllegalMove))
		fmt.Println(refused.Sentence(nil))
		fmt.Println(refused.Sentence([]string{"Ann", "Bo"}))
		fmt.Println(err)
	}
	_, _, err = table.Play(0, "play 13x8")
	if errors.As(err, &refused) {
		fmt.Println(refused.Reason, refused.Sentence(nil))
	}
	// Output:
	// not-your-turn true true
	// It is not your turn: Seat 1 is to move.
	// It is not your turn: Ann is to move.
	// linko: not your turn: seat 1 cannot move now: seat 0 is to play
	// not-in-hand You have only a 13 in your hand.
}

package tabletop_test

import (
	"errors"
	"fmt"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// A refused move is a MoveError in every game: a front-end switches on its
// Reason and shows its Sentence, in the player's language, which names the
// seats as the page does.
func ExampleMoveError() {
	table, _ := tabletop.Open("linko", []byte(`{"seed":"1","firstSeat":0}`))
	_, _, err := table.Play(1, "take")
	var refused *tabletop.MoveError
	if errors.As(err, &refused) {
		fmt.Println(refused.Reason, errors.Is(err, tabletop.ErrNotYourTurn), errors.Is(err, tabletop.ErrIllegalMove))
		fmt.Println(refused.Sentence(lang.English, nil))
		fmt.Println(refused.Sentence(lang.English, []string{"Ann", "Bo"}))
		fmt.Println(refused.Sentence(lang.French, nil))
		fmt.Println(err)
	}
	_, _, err = table.Play(0, "play 13x8")
	if errors.As(err, &refused) {
		fmt.Println(refused.Reason, refused.Sentence(lang.English, nil))
		fmt.Println(refused.Reason, refused.Sentence(lang.Italian, nil))
	}
	// Output:
	// not-your-turn true true
	// It is not your turn: Seat 1 is to move.
	// It is not your turn: Ann is to move.
	// Ce n’est pas votre tour : c’est au joueur 1 de jouer.
	// linko: not your turn: seat 1 cannot move now: seat 0 is to play
	// not-in-hand You have only a 13 in your hand.
	// not-in-hand Hai solo un 13 in mano.
}

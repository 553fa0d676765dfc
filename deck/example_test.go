package deck_test

import (
	"fmt"

	"github.com/tabletopgo/tabletop/deck"
	"github.com/tabletopgo/tabletop/rng"
)

type tile uint8

func Example() {
	r := rng.New(1)
	pile := deck.Shuffled(&r, []tile{1, 2, 3, 4, 5, 6}...)

	hand, pile := pile.Split(2) // deal two
	before := pile
	t, pile, _ := pile.Draw() // draw one more

	fmt.Println("hand:", hand.AppendTo(nil), "drew:", t)
	fmt.Println("left:", pile.Len(), "earlier pile still holds:", before.Len())

	empty := deck.Pile[tile]{}
	if _, _, ok := empty.Draw(); !ok {
		fmt.Println("nothing to draw")
	}
	// Output:
	// hand: [4 5] drew: 1
	// left: 3 earlier pile still holds: 4
	// nothing to draw
}

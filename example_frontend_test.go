package tabletop_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// A front-end's whole loop, as the README shows it: the player's moves
// come from the table's choices (a front-end draws them as cards, cells
// and buttons, and sends back the JSON of the one clicked), a bot plays the
// other seat, and every event reads as a sentence for the player.
func Example_frontEnd() {
	table, err := tabletop.Open("linko", []byte(`{"players":2,"seed":"7"}`))
	if err != nil {
		panic(err) // errors.Is(err, tabletop.ErrInvalidOptions), saying which option and why
	}
	bot, _ := tabletop.NewBot("linko", "greedy", nil)
	for turn := 0; !table.Over(); turn++ {
		seat := table.ToMove()
		var events tabletop.Events
		if seat == 0 { // the player: offer their choices, play the one clicked
			choices, _ := table.ChoicesFor(lang.English, seat) // seat's own: its hand
			if turn == 0 {
				first := choices[0].Moves[0]
				fmt.Printf("%d choices; the first, %q, has %d moves, such as %s\n",
					len(choices), choices[0].Label, len(choices[0].Moves), first.JSON)
				fmt.Printf("its button %q, its preview %q\n", first.Label, first.Preview)
				_, _, err := table.Play(1, "play 2") // a click at the wrong seat
				var refused *tabletop.MoveError
				if errors.As(err, &refused) {
					fmt.Printf("refused (%s): %s\n", refused.Reason, refused.Sentence(lang.English, []string{"Ana", tabletop.Computer}))
				}
			}
			table, events, err = table.PlayJSON(seat, choices[0].Moves[0].JSON)
		} else { // the bot: it answers in notation, such as "1:play 7x2"
			move, _ := bot.Choose(context.Background(), table)
			table, events, err = table.Play(seat, move)
		}
		if err != nil {
			panic(err) // errors.Is(err, tabletop.ErrIllegalMove), saying why
		}
		if turn < 3 {
			for _, sentence := range events.Narrate(lang.English, 0, []string{"Ana", tabletop.Computer}) {
				fmt.Println(sentence)
			}
		}
	}
	fmt.Println("scores", table.Scores(), "winners", table.Winners())
	// Output:
	// 9 choices; the first, "Your 2s", has 4 moves, such as {"seat":0,"kind":"play","meld":"2"}
	// its button "Play a 2", its preview "Attacks nobody."
	// refused (not-your-turn): It is not your turn: Ana is to move.
	// You played a 2.
	// It is the computer's turn.
	// The computer played a 3.
	// The computer attacked your 2. It is the computer's turn.
	// The computer took your 2. It is your turn: draw a card.
	// scores [-32 13] winners [1]
}

package tabletop_test

import (
	"errors"
	"fmt"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// A text front-end (a chat, a terminal, a voice assistant) shows each
// move as the player types it, Move.Typed, reads what the player types
// with Play ("move K7 K6", "move K7 to K6"), and says why a move is
// refused, naming a cell as the player typed it. Between two messages it
// saves the options and the log, and beside them the names (and each
// seat's language), which no log holds; a seat that comes back is told
// the game so far with its players' names.
func Example_textFrontEnd() {
	table, _ := tabletop.Open("lino", []byte(`{"seed":"5"}`))
	table = table.WithNames([]string{"Ana"}).WithComputers(1)
	choice := table.Choices(lang.English)[0]
	move := choice.Moves[0]
	fmt.Printf("%s: %d moves, such as %s: type %q\n", choice.Label, len(choice.Moves), move.Label, move.Typed)

	_, _, err := table.Play(0, "move K7 to Z99")
	var refused *tabletop.MoveError
	if errors.As(err, &refused) {
		fmt.Println(refused.Sentence(lang.English, nil))
	}
	table, events, _ := table.Play(0, move.Typed)
	fmt.Println(events.Narrate(lang.English, 0, nil)[0])

	// The save, between two messages.
	options, _ := table.Options()
	log, _ := table.Log()
	names := table.Names()

	// The next message: the table rebuilt, and the computer's seat told
	// the game so far, in French, with the names.
	again, _ := tabletop.Fold("lino", options, log)
	history, _ := again.WithNames(names).WithComputers(1).History(1)
	for _, sentence := range history.Narrate(lang.French, 1, nil) {
		fmt.Println(sentence)
	}
	// Output:
	// Move the tile at K7: 39 moves, such as K6: type "move K7 K6"
	// Z99 is too far from the field.
	// You moved the tile at K7 to K6. It is the computer's turn.
	// Ana a déplacé la case de K7 en K6. C’est à vous de jouer : déplacez une case.
}

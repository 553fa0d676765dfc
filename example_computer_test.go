package tabletop_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// A seat the computer plays is marked with WithComputers, and Names gives
// it as tabletop.Computer wherever names go: the narration, a refusal and
// the table's own words call it the computer, with its article, in every
// language; NameOf gives a front-end the same forms for its own headings
// and sentences. A name a person sends never makes a seat the
// computer's: WithNames cleans the marker as any other text.
func ExampleComputer() {
	table, _ := tabletop.Open("linko", []byte(`{"players":2,"seed":"7","firstSeat":1}`))
	table = table.WithNames([]string{"Ana", "\x00computer"}).WithComputers(1)
	names := table.Names()               // ["Ana", tabletop.Computer]
	_, _, err := table.Play(0, "play 2") // Ana clicks while the computer is to move
	var refused *tabletop.MoveError
	if errors.As(err, &refused) {
		fmt.Println(refused.Sentence(lang.Italian, names))
	}
	bot, _ := tabletop.NewBot("linko", "greedy", nil)
	move, _ := bot.Choose(context.Background(), table)
	_, events, _ := table.Play(1, move)
	fmt.Println(events.Narrate(lang.English, 0, names))
	fmt.Println(events.Narrate(lang.French, 0, names))
	for _, l := range lang.All() {
		computer := tabletop.NameOf(l, 1, names)
		fmt.Printf("%s: %s · %s · %s\n", computer.Label, computer.Name, computer.To, computer.Of)
	}
	fmt.Println(tabletop.NameOf(lang.French, 2, []string{"Ana", tabletop.Computer, tabletop.Computer}).To)
	// Output:
	// Non è il tuo turno: tocca al computer.
	// [The computer played two 2s. It is your turn: play cards.]
	// [L’ordinateur a posé deux 2. C’est à vous de jouer : posez des cartes.]
	// Computer: the computer · to the computer · of the computer
	// Ordinateur: l’ordinateur · à l’ordinateur · de l’ordinateur
	// Computer: il computer · al computer · del computer
	// Computer: de computer · aan de computer · van de computer
	// à l’ordinateur 3
}

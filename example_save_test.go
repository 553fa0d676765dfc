package tabletop_test

import (
	"encoding/json"
	"fmt"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// A chat resumes its table between messages from one stored value: Save
// it after each move, Resume it for the next. The names, the computer's
// seats and the history come back with the game.
func ExampleResume() {
	table, _ := tabletop.Open("lino", []byte(`{"seed":"7"}`))
	table = table.WithNames([]string{"Ana"}).WithComputers(1)
	table, _, _ = table.Play(0, table.LegalMoves()[0])

	save, _ := table.Save()
	stored, _ := json.Marshal(save) // the server's to keep: it holds every secret

	var read tabletop.Save
	_ = json.Unmarshal(stored, &read)
	again, err := tabletop.Resume(read)
	fmt.Println(err, again.Seating().Names, again.Computers())
	history, _ := again.History(0)
	fmt.Println(history.Narrate(lang.English, 0, nil)[0])
	// Output:
	// <nil> [Ana] [1]
	// You moved the tile at K7 to K6. It is the computer's turn.
}

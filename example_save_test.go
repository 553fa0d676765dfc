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

// A chat whose players speak their own languages gives the table the
// seats' languages: the save keeps them, and the resumed table says them,
// so that Bruno hears French after every message without the chat
// keeping the Save around.
func ExampleTable_WithLanguages() {
	table, _ := tabletop.Open("lino", []byte(`{"seed":"7"}`))
	table = table.WithNames([]string{"Ana", "Bruno"}).WithLanguages([]lang.Language{lang.English, lang.French})
	table, events, _ := table.Play(0, table.LegalMoves()[0])

	save, _ := table.Save()
	again, _ := tabletop.Resume(save)
	for seat, l := range again.Languages() {
		fmt.Println(l, events.Narrate(l, seat, nil)[0])
	}
	// Output:
	// en You moved the tile at K7 to K6. It is Bruno's turn.
	// fr Ana a déplacé la case de K7 en K6. C’est à vous de jouer : déplacez une case.
}

// A lobby shows a game's settings without its seed, which deals every
// card: the options with their "seed" deleted.
func ExampleTable_Options() {
	table, _ := tabletop.Open("linko", []byte(`{"players":3,"seed":"42"}`))
	options, _ := table.Options() // the server's: the seed deals every hand
	var shown map[string]json.RawMessage
	_ = json.Unmarshal(options, &shown)
	delete(shown, "seed")
	lobby, _ := json.Marshal(shown)
	fmt.Println(string(lobby))
	// Output:
	// {"firstSeat":0,"game":"linko","players":3,"rounds":1}
}

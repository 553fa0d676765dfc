package tabletop_test

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// Any game by name, through one handle: open it with JSON options, let a
// bot play every seat from its view, and read the result.
func ExampleOpen() {
	for _, name := range tabletop.GameNames() {
		table, err := tabletop.Open(name, []byte(`{"seed":"1"}`))
		if err != nil {
			panic(err)
		}
		bot, _ := tabletop.NewBot(name, "greedy", nil)
		moves := 0
		for !table.Over() {
			move, _ := bot.Choose(context.Background(), table) // notation, such as "0:play 7x2"
			table, _, err = table.Play(table.ToMove(), move)
			if err != nil {
				panic(err) // a bot's move is legal
			}
			moves++
		}
		fmt.Printf("%s: scores %v, winners %v, after %d moves\n", name, table.Scores(), table.Winners(), moves)
	}
	// Output:
	// linko: scores [20 0 -19], winners [0], after 112 moves
	// lino: scores [105 103], winners [0], after 54 moves
	// linx: scores [1 2], winners [1], after 26 moves
}

// A lobby lists the games, their options and their defaults from Games
// alone.
func ExampleGames() {
	for _, g := range tabletop.Games() {
		fmt.Printf("%s (%s), %d to %d players:", g.Name, g.Title, g.MinPlayers, g.MaxPlayers)
		for _, o := range g.Options {
			switch {
			case o.Default != nil:
				fmt.Printf(" %s=%v", o.Name, o.Default)
			case o.Type == "seed":
				fmt.Printf(" %s=random", o.Name)
			default:
				fmt.Printf(" %s", o.Name)
			}
		}
		fmt.Println()
	}
	// Output:
	// linko (Linko!), 2 to 5 players: players=3 seed=random firstSeat=0 rounds=1
	// lino (Lino), 2 to 2 players: players=2 seed=random firstSeat=0 rounds=1 bonus=false starsOnly=false layout faces
	// linx (LINX), 2 to 4 players: players=2 seed=random firstSeat=0 teams=false
}

// A bot by name, with options; a seed left out is drawn at random, and the
// bot reports it with the rest of its options.
func ExampleNewBot() {
	bot, err := tabletop.NewBot("linx", "ismcts", []byte(`{"iterations":200,"seed":"7"}`))
	if err != nil {
		panic(err)
	}
	fmt.Println(bot.Game(), bot.Name(), string(bot.Options()))

	table, _ := tabletop.Open("linx", []byte(`{"seed":"3"}`))
	move, _ := bot.Choose(context.Background(), table)
	_, _, err = table.Play(table.ToMove(), move)
	fmt.Println("a legal move:", err == nil)

	_, err = tabletop.NewBot("linx", "ismcts", []byte(`{"iterations":"many"}`))
	fmt.Println(err)
	// Output:
	// linx ismcts {"iterations":200,"ms":0,"workers":1,"untilDeadline":false,"seed":"7"}
	// a legal move: true
	// tabletop: invalid options: linx's ismcts bot: iterations must be a whole number, not a string
}

// A move as JSON, as a browser sends it: its notation as a string here, or
// an object of its fields. What is not a move says why.
func ExampleTable_PlayJSON() {
	table, _ := tabletop.Open("lino", []byte(`{"seed":"1"}`))
	seat := table.ToMove()
	move, _ := json.Marshal(table.LegalMoves()[0])
	next, events, err := table.PlayJSON(seat, move)
	fmt.Println(err, events.Len() > 0, next.ToMove() != seat)

	_, _, err = table.PlayJSON(seat, []byte(``))
	fmt.Println(err)
	_, _, err = table.PlayJSON(seat, []byte(`{"kind":"tile",`))
	fmt.Println(err)
	_, _, err = table.PlayJSON(5, move)
	fmt.Println(err)
	// Output:
	// <nil> true true
	// lino: illegal move: empty move
	// lino: illegal move: "{\"kind\":\"tile\"," is not a move: not valid JSON at byte 15: unexpected end of JSON input
	// tabletop: no such seat: seat 5; the table has seats 0 to 1
}

// A saved position loads back to the same game, anywhere: the save format.
func ExampleLoad() {
	table, _ := tabletop.Open("linko", []byte(`{"players":2,"seed":"5"}`))
	bot, _ := tabletop.NewBot("linko", "greedy", nil)
	for range 10 {
		move, _ := bot.Choose(context.Background(), table)
		table, _, _ = table.Play(table.ToMove(), move)
	}
	saved, _ := table.Position() // every secret: for the server's disk, not a player

	loaded, err := tabletop.Load("linko", saved)
	if err != nil {
		panic(err)
	}
	again, _ := loaded.Position()
	fmt.Println(string(again) == string(saved), loaded.ToMove() == table.ToMove(), loaded.Loaded())

	_, err = tabletop.Load("linko", []byte(`{"players":2,`))
	fmt.Println(err)
	// Output:
	// true true true
	// linko: invalid position: the position is not valid JSON at byte 13: unexpected end of JSON input
}

// The options and the event log of a game are a complete record of it: Fold
// replays them, here for a game whose seed was drawn at random and that
// Options reports.
func ExampleFold() {
	table, _ := tabletop.Open("linx", nil) // a new deal each time
	bot, _ := tabletop.NewBot("linx", "greedy", nil)
	for !table.Over() {
		move, _ := bot.Choose(context.Background(), table)
		table, _, _ = table.Play(table.ToMove(), move)
	}
	options, _ := table.Options() // the seed included
	log, _ := table.Log()

	folded, err := tabletop.Fold("linx", options, log)
	if err != nil {
		panic(err)
	}
	want, _ := table.Position()
	got, _ := folded.Position()
	fmt.Println(string(got) == string(want), folded.Over())

	_, err = tabletop.Fold("linx", []byte(`{"players":2}`), log)
	fmt.Println(err)
	// Output:
	// true true
	// linx: invalid options: the seed is missing: give the one the game was opened with, which Table.Options reports
}

// A front-end draws the legal moves from Choices without parsing notation:
// the picks are what to offer first, each choice's moves where the pick
// may go, and a move's JSON is what goes back to PlayJSON. Events come
// back as sentences for the seat that reads them.
func ExampleTable_Choices() {
	table, err := tabletop.Open("linx", []byte(`{"players":2,"seed":"5"}`))
	if err != nil {
		panic(err)
	}
	names := []string{"Ana", "Bo"}
	for range 2 {
		chosen := table.Choices(lang.English)[0].Moves[0] // a real front-end asks its player
		var events tabletop.Events
		table, events, err = table.PlayJSON(table.ToMove(), chosen.JSON)
		if err != nil {
			panic(err)
		}
		for _, sentence := range events.Narrate(lang.English, 0, names) {
			fmt.Println(sentence)
		}
	}
	for _, c := range table.Choices(lang.English) {
		fmt.Printf("pick %q:", c.Pick)
		for _, m := range c.Moves {
			var fields struct{ Cell string } // a LINX move's fields, in the View's names
			if err := json.Unmarshal(m.JSON, &fields); err != nil {
				panic(err)
			}
			fmt.Printf(" %s %s", m.Kind, fields.Cell)
		}
		fmt.Println()
	}
	// Output:
	// You placed a rock tile face up at D4.
	// You drew two rock tiles.
	// It is Bo's turn.
	// Bo placed a rock tile face up at C3.
	// Bo drew two tiles.
	// It is your turn.
	// pick "R": up -2,-2 up -1,-2 up 0,-2 up -2,-1 up 0,-1 up 1,-1 up -2,0 up -1,0 up 1,0 up -1,1 up 0,1 up 1,1
	// pick "P": up -2,-2 up -1,-2 up 0,-2 up -2,-1 up 0,-1 up 1,-1 up -2,0 up -1,0 up 1,0 up -1,1 up 0,1 up 1,1 down -1,-1 down 0,0
}

package search_test

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/search"
)

// A game's ISMCTSBot is an ISMCTS: here Linko!'s, with a budget of 200
// iterations, says which move it chose, what stopped it, and what it
// thought of the moves it tried most. Its JSON is its budget alone, in
// the wire's style: a bot with a seed refuses to marshal (its seed is a
// secret), so a copy with Seed 0 is marshalled.
func ExampleISMCTS() {
	s, err := linko.New(linko.Options{Players: 2, Seed: 42})
	if err != nil {
		panic(err)
	}
	bot := &linko.ISMCTSBot{Iterations: 200, Seed: 1}
	res, err := bot.Search(context.Background(), s.View(s.ToMove()))
	if err != nil {
		panic(err)
	}
	fmt.Println(res.Move, "after", res.Iterations, "iterations, stopped by", res.Stopped)
	for _, st := range res.Moves[:2] {
		fmt.Printf("%v: %d visits, reward %.2f\n", st.Move, st.Visits, st.Reward)
	}
	_, err = json.Marshal(bot)
	fmt.Println(err != nil)
	budget := *bot
	budget.Seed = 0
	data, err := json.Marshal(budget)
	if err != nil {
		panic(err)
	}
	fmt.Println(string(data))
	// Output:
	// 0:play 10x3+Jx2 after 200 iterations, stopped by iterations
	// 0:play 10x3+Jx2: 10 visits, reward 1.00
	// 0:play 12x2: 10 visits, reward 1.00
	// true
	// {"iterations":200}
}

// A search's result says what stopped it: here the bot's Iterations came
// before its Duration. A Stop is written as its name, in text and JSON,
// and read back from it.
func ExampleStop() {
	s, err := linko.New(linko.Options{Players: 2, Seed: 42})
	if err != nil {
		panic(err)
	}
	bot := &linko.ISMCTSBot{Iterations: 50, Duration: time.Minute, Seed: 1}
	res, err := bot.Search(context.Background(), s.View(s.ToMove()))
	if err != nil {
		panic(err)
	}
	fmt.Println(res.Iterations, "iterations, stopped by", res.Stopped)
	data, err := json.Marshal(res)
	if err != nil {
		panic(err)
	}
	var back struct {
		Stopped search.Stop `json:"stopped"`
	}
	if err := json.Unmarshal(data, &back); err != nil {
		panic(err)
	}
	fmt.Println(back.Stopped == search.StopIterations)
	err = json.Unmarshal([]byte(`"deadline"`), &back.Stopped)
	fmt.Println(err)
	// Output:
	// 50 iterations, stopped by iterations
	// true
	// "deadline" is not a search.Stop
}

package linko_test

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/tabletopgo/tabletop/linko"
)

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
		Stopped linko.Stop `json:"stopped"`
	}
	if err := json.Unmarshal(data, &back); err != nil {
		panic(err)
	}
	fmt.Println(back.Stopped == linko.StopIterations)
	err = json.Unmarshal([]byte(`"deadline"`), &back.Stopped)
	fmt.Println(err)
	// Output:
	// 50 iterations, stopped by iterations
	// true
	// "deadline" is not a linko.Stop
}

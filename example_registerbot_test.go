package tabletop_test

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/linko"
)

// edge is a whole bot of one's own, written against Linko!'s types: it
// plays the legal move its seed picks, or with the option "last" the last.
type edge struct {
	Last bool `json:"last"`
	// Seed reads the seed the handle writes as a string, {"seed":"7"}.
	Seed uint64 `json:"seed,string"`
}

func (b edge) Choose(ctx context.Context, v linko.View) (linko.Move, error) {
	moves := v.LegalMoves()
	if len(moves) == 0 {
		return linko.Move{}, linko.ErrIllegalMove
	}
	if b.Last {
		return moves[len(moves)-1], nil
	}
	return moves[b.Seed%uint64(len(moves))], nil
}

func init() {
	err := tabletop.RegisterBot("linko", tabletop.BotInfo{Name: "edge", Doc: "plays the legal move its seed picks, or its last",
		Options: []tabletop.OptionInfo{
			{Name: "last", Type: "bool", Default: false, Doc: "play the last legal move"},
			{Name: "seed", Type: "seed", Doc: "picks the move; left out, drawn at random"},
		},
	}, func(options json.RawMessage) (b edge, err error) {
		// checked against the schema, defaults and a seed filled in:
		// {"last":false,"seed":"7"}
		return b, json.Unmarshal(options, &b)
	})
	if err != nil {
		panic(err)
	}
}

// A bot of one's own, registered once, is offered by name wherever the
// built-in bots are: here it plays a game against the greedy bot.
func ExampleRegisterBot() {
	edge, _ := tabletop.NewBot("linko", "edge", []byte(`{"last":true,"seed":"7"}`))
	greedy, _ := tabletop.NewBot("linko", "greedy", nil)
	bots := []*tabletop.Bot{edge, greedy}
	table, _ := tabletop.Open("linko", []byte(`{"players":2,"seed":"4"}`))
	for !table.Over() {
		move, _ := bots[table.ToMove()].Choose(context.Background(), table)
		table, _, _ = table.Play(table.ToMove(), move)
	}
	fmt.Println(string(edge.Options()), table.Scores(), table.Winners())
	// Output:
	// {"last":true,"seed":"7"} [13 37] [1]
}

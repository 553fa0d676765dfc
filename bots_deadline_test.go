package tabletop_test

import (
	"context"
	"encoding/json"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/linko"
)

// prompt is a Linko! bot that thinks until its context ends, then answers
// at once with its first legal move, as linko.Bot allows.
type prompt struct{}

func (prompt) Choose(ctx context.Context, v linko.View) (linko.Move, error) {
	<-ctx.Done()
	return v.LegalMoves()[0], nil
}

// TestARegisteredBotThatStopsAtItsDeadlineGetsItsAnswerThrough: a bot that
// answers once its context ends is heard, at the caller's deadline, every
// time: the handle gives it an earlier deadline than the caller's.
func TestARegisteredBotThatStopsAtItsDeadlineGetsItsAnswerThrough(t *testing.T) {
	name := fresh("prompt")
	require.NoError(t, tabletop.RegisterBot("linko", tabletop.BotInfo{Name: name, Doc: "answers at its deadline"},
		func(json.RawMessage) (prompt, error) { return prompt{}, nil }))
	bot, err := tabletop.NewBot("linko", name, nil)
	require.NoError(t, err)
	table := open(t, "linko", `{"players":2,"seed":"3"}`)
	for _, budget := range []time.Duration{50 * time.Millisecond, 100 * time.Millisecond, 200 * time.Millisecond} {
		for range 10 {
			ctx, cancel := context.WithTimeout(context.Background(), budget)
			start := time.Now()
			move, err := bot.Choose(ctx, table)
			took := time.Since(start)
			cancel()
			require.NoError(t, err, "a budget of %v", budget)
			assert.Contains(t, table.LegalMoves(), move)
			assert.Less(t, took, budget+time.Second, "Choose waited past the deadline")
		}
	}
}

// TestABuiltInBotSharedByGoroutinesIsSerialised: one *Bot of each built-in
// kind, used from four goroutines at once, answers each with a legal move;
// under -race, a data race in the bot fails the test.
func TestABuiltInBotSharedByGoroutinesIsSerialised(t *testing.T) {
	for _, game := range []string{"linko", "lino", "linx"} {
		table := open(t, game, `{"seed":"5"}`)
		for _, name := range []string{"random", "greedy", "ismcts"} {
			bot, err := tabletop.NewBot(game, name, []byte(`{}`))
			if name == "ismcts" {
				bot, err = tabletop.NewBot(game, name, []byte(`{"iterations":20}`))
			}
			require.NoError(t, err)
			var wg sync.WaitGroup
			for range 4 {
				wg.Go(func() {
					for range 3 {
						move, err := bot.Choose(context.Background(), table)
						assert.NoError(t, err, "%s %s", game, name)
						assert.Contains(t, table.LegalMoves(), move, "%s %s", game, name)
					}
				})
			}
			wg.Wait()
		}
	}
}

package tabletop_test

import (
	"context"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
)

// TestABuiltInSearchSharedByTablesNeverWaits: one search bot serving four
// tables at once, each call searching until its own deadline, answers
// every call with a move: the calls that come while a long search is
// under way search on spares of their own, and do not wait for it past
// their shorter deadlines (run with -race: no two calls share a state).
func TestABuiltInSearchSharedByTablesNeverWaits(t *testing.T) {
	bot, err := tabletop.NewBot("linko", "ismcts", []byte(`{"iterations":1000000}`))
	require.NoError(t, err)
	var wg sync.WaitGroup
	choose := func(seed int, timeout time.Duration) {
		table := open(t, "linko", `{"players":3,"seed":"`+strconv.Itoa(seed)+`"}`)
		wg.Go(func() {
			ctx, cancel := context.WithTimeout(context.Background(), timeout)
			defer cancel()
			move, err := bot.Choose(ctx, table)
			if err != nil { // late on a busy machine: the move comes with the news
				assert.ErrorIs(t, err, tabletop.ErrLate, "table %d", seed)
			}
			assert.Contains(t, table.LegalMoves(), move, "table %d", seed)
		})
	}
	choose(0, 2*time.Second)
	time.Sleep(100 * time.Millisecond) // the long search has begun
	for seed := 1; seed <= 3; seed++ {
		choose(seed, 300*time.Millisecond)
	}
	wg.Wait()
}

// TestABotOnAFinishedTable: a bot asked to move once the game is over
// hears that the game is over, as a move played there does.
func TestABotOnAFinishedTable(t *testing.T) {
	for _, game := range []string{"linko", "lino", "linx"} {
		bot, err := tabletop.NewBot(game, "greedy", nil)
		require.NoError(t, err)
		table, _ := playToEnd(t, open(t, game, `{"seed":"8"}`), []*tabletop.Bot{bot})
		require.True(t, table.Over(), game)
		_, err = bot.Choose(context.Background(), table)
		assert.ErrorIs(t, err, tabletop.ErrGameOver, game)
		assert.ErrorIs(t, err, tabletop.ErrIllegalMove, game)
		assert.Equal(t, "tabletop: game over: nobody is to move", err.Error())
	}
}

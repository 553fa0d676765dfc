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

// TestASeededBotSharedByTablesChoosesAsAFreshOne: a seeded built-in bot
// that several goroutines share gives each table exactly the move that a
// bot of its own, made from the same options, gives it, call after call,
// whichever of its choosers serves the call and whatever that chooser
// served before (run with -race).
func TestASeededBotSharedByTablesChoosesAsAFreshOne(t *testing.T) {
	const tables, rounds = 6, 4
	greedy := map[string]*tabletop.Bot{}
	for _, game := range []string{"linko", "lino", "linx"} {
		greedy[game], _ = tabletop.NewBot(game, "greedy", nil)
	}
	for _, c := range []struct{ game, bot, options string }{
		{"linx", "ismcts", `{"iterations":300,"seed":"42"}`},
		{"linko", "ismcts", `{"iterations":200,"workers":2,"seed":"42"}`},
		{"lino", "ismcts", `{"iterations":100,"seed":"7"}`},
		{"linko", "random", `{"seed":"42"}`},
	} {
		name := c.game + " " + c.bot + " " + c.options
		at := make([]tabletop.Table, tables) // distinct tables, some moves in
		want := make([]string, tables)
		for i := range at {
			at[i] = open(t, c.game, `{"seed":"`+strconv.Itoa(i+1)+`"}`)
			for range i {
				move, err := greedy[c.game].Choose(context.Background(), at[i])
				require.NoError(t, err, name)
				at[i], _, err = at[i].Play(at[i].ToMove(), move)
				require.NoError(t, err, name)
			}
			fresh, err := tabletop.NewBot(c.game, c.bot, []byte(c.options))
			require.NoError(t, err, name)
			want[i], err = fresh.Choose(context.Background(), at[i])
			require.NoError(t, err, name)
		}
		shared, err := tabletop.NewBot(c.game, c.bot, []byte(c.options))
		require.NoError(t, err, name)
		for round := range rounds {
			var wg sync.WaitGroup
			start := make(chan struct{}) // every call at once
			for i := range at {
				wg.Go(func() {
					<-start
					move, err := shared.Choose(context.Background(), at[i])
					assert.NoError(t, err, name)
					assert.Equal(t, want[i], move, "%s: table %d, round %d", name, i, round)
				})
			}
			close(start)
			wg.Wait()
		}
	}
}

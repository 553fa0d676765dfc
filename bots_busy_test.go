package tabletop_test

import (
	"context"
	"runtime"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/linko"
)

// obstinate is a Linko! bot that says it has begun, then ignores its
// context and answers only once it is let go.
type obstinate struct{ begun, letGo chan struct{} }

func (b obstinate) Choose(_ context.Context, v linko.View) (linko.Move, error) {
	b.begun <- struct{}{}
	<-b.letGo
	return v.LegalMoves()[0], nil
}

// TestARegisteredBotSaysItIsBusy: Bot.Busy tells a caller beforehand that
// a registered bot is still choosing an earlier move, one abandoned at its
// caller's end, which the next call would wait for; the bot is free again
// once its answer is in, and a built-in bot is never busy (run with -race:
// Busy is asked while the bot runs).
func TestARegisteredBotSaysItIsBusy(t *testing.T) {
	begun, letGo := make(chan struct{}), make(chan struct{})
	bot, _ := registerLinko(t, "obstinate", obstinate{begun, letGo})
	table := open(t, "linko", `{"players":2,"seed":"3"}`)
	assert.False(t, bot.Busy(), "a new bot")

	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	wg.Go(func() {
		_, err := bot.Choose(ctx, table)
		assert.ErrorIs(t, err, context.Canceled, "abandoned: the bot ignores its context")
	})
	<-begun
	assert.True(t, bot.Busy(), "while it chooses")
	cancel()
	wg.Wait()
	assert.True(t, bot.Busy(), "the abandoned call runs on")

	letGo <- struct{}{} // the abandoned call ends, and the bot is free again
	for bot.Busy() {
		runtime.Gosched()
	}
	wg.Go(func() { <-begun; letGo <- struct{}{} })
	move, err := bot.Choose(context.Background(), table)
	require.NoError(t, err)
	assert.Contains(t, table.LegalMoves(), move)
	wg.Wait()
	assert.False(t, bot.Busy(), "free once its answer is in")

	for _, b := range []*tabletop.Bot{nil, new(tabletop.Bot)} {
		assert.False(t, b.Busy(), "no bot")
	}
	search, err := tabletop.NewBot("linko", "ismcts", []byte(`{"iterations":1000000}`))
	require.NoError(t, err)
	ctx, cancel = context.WithCancel(context.Background())
	wg.Go(func() { _, _ = search.Choose(ctx, table) })
	assert.False(t, search.Busy(), "a built-in bot serves calls at once")
	cancel()
	wg.Wait()
}

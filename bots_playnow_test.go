package tabletop_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/linko"
)

// polite is a Linko! bot that says it has begun, thinks until its context
// ends, then answers at once with its first legal move, as linko.Bot
// allows.
type polite struct{ begun chan struct{} }

func (b polite) Choose(ctx context.Context, v linko.View) (linko.Move, error) {
	b.begun <- struct{}{}
	<-ctx.Done()
	return v.LegalMoves()[0], nil
}

// TestARegisteredBotAnswersAPlayersPlayNow: a caller's cancel (no deadline)
// while a registered bot thinks brings the bot's move without error, every
// time: the handle waits a short grace for the answer, where before the
// cancel was taken before the answer could come.
func TestARegisteredBotAnswersAPlayersPlayNow(t *testing.T) {
	begun := make(chan struct{})
	bot, _ := registerLinko(t, "polite", polite{begun})
	table := open(t, "linko", `{"players":2,"seed":"3"}`)
	for i := range 20 {
		ctx, cancel := context.WithCancel(context.Background())
		go func() { <-begun; cancel() }() // "play now" once the bot thinks
		move, err := bot.Choose(ctx, table)
		require.NoError(t, err, "call %d", i)
		assert.Contains(t, table.LegalMoves(), move)
	}
}

package tabletop_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/linko"
)

// silent is a Linko! bot that never answers: it ignores its context until
// the test is over.
type silent struct{ over chan struct{} }

func (b silent) Choose(context.Context, linko.View) (linko.Move, error) {
	<-b.over
	return linko.Move{}, errors.New("the test is over")
}

// failing is a Linko! bot that fails at once.
type failing struct{}

func (failing) Choose(context.Context, linko.View) (linko.Move, error) {
	return linko.Move{}, errors.New("no idea")
}

// neverAnswers returns a registered Linko! bot that never answers.
func neverAnswers(t *testing.T) *tabletop.Bot {
	over := make(chan struct{})
	t.Cleanup(func() { close(over) })
	bot, _ := registerLinko(t, "silent", silent{over})
	return bot
}

// TestChooseOrAlwaysHasAMove: ChooseOr answers with the search's move when
// it comes, else the fallback's, else the first legal move, and says whose
// it is (review r30 #4: a bot server played one late move in six); a bot
// that never answers leaves the move to the others.
func TestChooseOrAlwaysHasAMove(t *testing.T) {
	table := open(t, "linko", `{"players":2,"seed":"3"}`)
	greedy, err := tabletop.NewBot("linko", "greedy", nil)
	require.NoError(t, err)
	check := func(name string, move string, by, want *tabletop.Bot, err error) {
		t.Helper()
		require.NoError(t, err, name)
		assert.Same(t, want, by, name)
		assert.Contains(t, table.LegalMoves(), move, name)
		if want == nil {
			assert.Equal(t, table.LegalMoves()[0], move, "%s: the first legal move", name)
		}
	}

	move, by, err := greedy.ChooseOr(context.Background(), table, nil)
	check("a search that answers", move, by, greedy, err)

	search, _ := registerLinko(t, "failing", failing{})
	move, by, err = search.ChooseOr(context.Background(), table, greedy)
	check("a search that fails", move, by, greedy, err)
	move, by, err = search.ChooseOr(context.Background(), table, nil)
	check("a search that fails, and no fallback", move, by, nil, err)

	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	move, by, err = neverAnswers(t).ChooseOr(ctx, table, nil)
	check("a search that never answers, and no fallback", move, by, nil, err)

	ctx, cancel = context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	move, by, err = neverAnswers(t).ChooseOr(ctx, table, neverAnswers(t))
	check("no bot that answers", move, by, nil, err)

	// half a second is no bound the test checks, but a greedy Linko! move
	// comes in far less, on any machine
	ctx, cancel = context.WithTimeout(context.Background(), 500*time.Millisecond)
	defer cancel()
	move, by, err = neverAnswers(t).ChooseOr(ctx, table, greedy)
	check("a search that never answers", move, by, greedy, err)
}

// TestChooseOrRefusesWhatChooseRefuses: with no move to give, ChooseOr
// says why, as Choose does, of its bot and of its fallback.
func TestChooseOrRefusesWhatChooseRefuses(t *testing.T) {
	table := open(t, "linko", `{"players":2,"seed":"3"}`)
	greedy, err := tabletop.NewBot("linko", "greedy", nil)
	require.NoError(t, err)
	lino, err := tabletop.NewBot("lino", "greedy", nil)
	require.NoError(t, err)
	_, _, err = greedy.ChooseOr(context.Background(), table, lino)
	assert.ErrorIs(t, err, tabletop.ErrInvalidBot, "a fallback of another game")
	_, _, err = lino.ChooseOr(context.Background(), table, greedy)
	assert.ErrorIs(t, err, tabletop.ErrInvalidBot, "a bot of another game")
	_, _, err = greedy.ChooseOr(context.Background(), tabletop.Table{}, nil)
	assert.ErrorIs(t, err, tabletop.ErrNoGame)
	_, _, err = new(tabletop.Bot).ChooseOr(context.Background(), table, nil)
	assert.ErrorIs(t, err, tabletop.ErrNoGame)
	for !table.Over() {
		table, _, err = table.Play(table.ToMove(), table.LegalMoves()[0])
		require.NoError(t, err)
	}
	move, by, err := greedy.ChooseOr(context.Background(), table, greedy)
	assert.ErrorIs(t, err, tabletop.ErrGameOver)
	assert.Empty(t, move)
	assert.Nil(t, by)
}

// TestChooseOrGivesTheBotTheDeadlineChooseGives: ChooseOr asks its bot
// with the one earlier deadline that Choose gives it (a quarter of the
// time left, at most 50 ms), not with that cut made twice: measured
// through both calls on the deadline the bot's context carries.
func TestChooseOrGivesTheBotTheDeadlineChooseGives(t *testing.T) {
	calls := make(chan call, 16) // every call's, so that a bot's send never waits
	bot, _ := registerLinko(t, "cut", prompt{calls})
	fallback, err := tabletop.NewBot("linko", "greedy", nil)
	require.NoError(t, err)
	table := open(t, "linko", `{"players":2,"seed":"3"}`)
	for _, budget := range []time.Duration{50 * time.Millisecond, 400 * time.Millisecond} {
		for through, choose := range map[string]func(context.Context){
			"Choose":   func(ctx context.Context) { _, _ = bot.Choose(ctx, table) },
			"ChooseOr": func(ctx context.Context) { _, _, _ = bot.ChooseOr(ctx, table, fallback) },
		} {
			ctx, cancel := context.WithTimeout(context.Background(), budget)
			callers, _ := ctx.Deadline()
			choose(ctx)
			cancel()
			select {
			case got := <-calls:
				// A quarter of what was left when the bot was called, at
				// most 50 ms: never more than a quarter of the budget,
				// whatever the load. Cut twice, it would be more (at 50
				// ms, 12.5 ms and then 9.4 ms more).
				margin := callers.Sub(got.deadline)
				assert.Positive(t, margin, "%s, a budget of %v", through, budget)
				assert.LessOrEqual(t, margin, min(budget/4, 50*time.Millisecond), "%s, a budget of %v", through, budget)
			case <-time.After(5 * time.Second):
				t.Fatalf("%s did not call the bot", through)
			}
		}
	}
}

package gametest_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/gametest"
)

// nimChooser is a nim bot as a game's Bot is: a value with Choose.
type nimChooser func(context.Context, nimView) (nimMove, error)

func (c nimChooser) Choose(ctx context.Context, v nimView) (nimMove, error) { return c(ctx, v) }

// firstMoves is a Draw for Walk: as many steps as it may, each the first
// legal move.
func firstMoves(n int, label string) int {
	if label == "steps" {
		return n - 1
	}
	return 0
}

func TestPlayBotsPlaysToTheEnd(t *testing.T) {
	s, err := newNim(nimOptions{Seed: 2})
	require.NoError(t, err)
	bot := nimChooser(nimBot(true))
	end := gametest.PlayBots(t, s, []nimChooser{bot, bot})
	assert.True(t, end.Over())
	assert.Equal(t, gametest.Walk(t, s, 1000, firstMoves), end, "the bots take one from the first heap, as a walk of first moves does")

	lazy := nimChooser(func(context.Context, nimView) (nimMove, error) { return nimMove{}, errIllegal })
	assert.Contains(t, failure(func(t gametest.TB) { gametest.PlayBots(t, s, []nimChooser{lazy, lazy}) }), "chose no move")
	cheat := nimChooser(func(context.Context, nimView) (nimMove, error) { return nimMove{Seat: 5}, nil })
	assert.Contains(t, failure(func(t gametest.TB) { gametest.PlayBots(t, s, []nimChooser{cheat, cheat}) }), "which the game refuses")
}

// TestDuelAlternatesSeatsAndCountsWins: bot a plays seat g%2 of game g,
// and its wins are the games where that seat wins.
func TestDuelAlternatesSeatsAndCountsWins(t *testing.T) {
	const games = 20
	game := -1
	newGame := func(g int) (nimState, error) {
		game = g
		return newNim(nimOptions{Seed: uint64(g)})
	}
	moves := 0
	a := nimChooser(func(ctx context.Context, v nimView) (nimMove, error) {
		require.Equal(t, game%2, v.seat, "game %d", game)
		moves++
		return nimBot(true)(ctx, v)
	})
	b := nimChooser(nimBot(true))
	want := 0
	for g := range games {
		s, err := newGame(g)
		require.NoError(t, err)
		if gametest.PlayBots(t, s, []nimChooser{b, b}).Winners()[0] == g%2 {
			want++
		}
	}
	wins, ties := gametest.Duel(t, games, newGame, a, func(int) nimChooser { return b })
	assert.Equal(t, want, wins)
	assert.Zero(t, ties, "nim has no ties")
	assert.Greater(t, wins, 0)
	assert.Less(t, wins, games)
	assert.Positive(t, moves)
}

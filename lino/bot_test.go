package lino_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lino"
)

func TestBotsChooseLegalMoves(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		states, _ := game(t, options().Draw(t, "options"))
		s := states[rapid.IntRange(0, len(states)-1).Draw(t, "state")]
		for _, bot := range []lino.Bot{lino.NewRandomBot(rapid.Uint64().Draw(t, "seed")), lino.GreedyBot{}} {
			gametest.CheckBot(t, s, lino.Players, bot.Choose, lino.ErrIllegalMove)
		}
	})
}

// TestGreedyBeatsRandom: over 1,000 seeded games, seats alternating, the
// greedy bot wins a clear majority against the random bot.
func TestGreedyBeatsRandom(t *testing.T) {
	const games = 1000
	wins, draws := gametest.Duel(t, games, func(g int) (lino.State, error) {
		return lino.New(lino.Options{Seed: uint64(g), Bonus: g%4 < 2})
	}, lino.Bot(lino.GreedyBot{}), func(g int) lino.Bot { return lino.NewRandomBot(uint64(g)) })
	t.Logf("greedy won %d of %d games against random (%d draws)", wins, games, draws)
	assert.Greater(t, wins, games*2/3)
}

// TestSearchStopsWhenItsContextIsDone: a search with an hour's budget
// returns promptly, with the legal move it found best so far, once its
// context times out; with one or several workers, while building and
// while filling.
func TestSearchStopsWhenItsContextIsDone(t *testing.T) {
	building, err := lino.New(lino.Options{})
	require.NoError(t, err)
	filling := building
	for filling.Phase() == lino.PhaseBuilding {
		filling, err = filling.Next(filling.LegalMoves()[0])
		require.NoError(t, err)
	}
	for _, s := range []lino.State{building, filling} {
		for _, workers := range []int{1, 2} {
			bot := &lino.ISMCTSBot{Duration: time.Hour, Workers: workers}
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
			start := time.Now()
			m, err := bot.Choose(ctx, s.View(s.ToMove()))
			cancel()
			assert.Less(t, time.Since(start), 2*time.Second, "%v, %d workers", s.Phase(), workers)
			require.NoError(t, err, "%v, %d workers", s.Phase(), workers)
			assert.Contains(t, s.LegalMoves(), m, "%v, %d workers", s.Phase(), workers)
		}
	}
}

// TestBotsRefuseADoneContext: a context already cancelled makes every bot
// return its error, without choosing.
func TestBotsRefuseADoneContext(t *testing.T) {
	s, err := lino.New(lino.Options{})
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, bot := range []lino.Bot{lino.NewRandomBot(1), lino.GreedyBot{}, &lino.ISMCTSBot{Iterations: 1 << 30}} {
		m, err := bot.Choose(ctx, s.View(0))
		assert.True(t, errors.Is(err, context.Canceled), "%T: %v", bot, err)
		assert.Equal(t, lino.Move{}, m)
	}
	for _, bot := range []lino.Bot{lino.NewRandomBot(1), lino.GreedyBot{}} {
		_, err := bot.Choose(ctx, s.View(0))
		assert.Equal(t, ctx.Err(), err, "%T returns ctx.Err() itself", bot)
	}
}

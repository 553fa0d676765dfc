package linx_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/linx"
)

func TestBotsChooseLegalMoves(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomState(t)
		for _, bot := range []linx.Bot{linx.NewRandomBot(rapid.Uint64().Draw(t, "seed")), linx.GreedyBot{}} {
			gametest.CheckBot(t, s, s.Options().Players, bot.Choose, linx.ErrIllegalMove)
		}
	})
}

// TestGreedyBeatsRandom: over 1,000 seeded two-seat matches, seats
// alternating, the greedy bot wins a clear majority.
func TestGreedyBeatsRandom(t *testing.T) {
	const matches = 1000
	wins, ties := gametest.Duel(t, matches, func(g int) (linx.State, error) {
		return linx.New(linx.Options{Players: 2, Seed: uint64(g)})
	}, linx.Bot(linx.GreedyBot{}), func(g int) linx.Bot { return linx.NewRandomBot(uint64(g)) })
	t.Logf("greedy won %d of %d matches against random (%d ties)", wins, matches, ties)
	assert.Greater(t, wins, matches*2/3)
}

// TestBotsStopWhenTheContextIsDone: a search with an hour's budget returns
// within two seconds of a context that times out after 20 ms, with the
// legal move it found best so far; a context cancelled before the call
// makes every bot return its error at once.
func TestBotsStopWhenTheContextIsDone(t *testing.T) {
	s, err := linx.New(linx.Options{Players: 2, Seed: 3})
	require.NoError(t, err)
	v := s.View(s.ToMove())

	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	start := time.Now()
	m, err := (&linx.ISMCTSBot{Duration: time.Hour}).Choose(ctx, v)
	assert.Less(t, time.Since(start), 2*time.Second)
	require.NoError(t, err)
	assert.Contains(t, s.LegalMoves(), m)

	cancelled, cancelNow := context.WithCancel(context.Background())
	cancelNow()
	for name, bot := range map[string]linx.Bot{"random": linx.NewRandomBot(1), "greedy": linx.GreedyBot{}} {
		_, err := bot.Choose(cancelled, v)
		assert.Equal(t, cancelled.Err(), err, name)
	}
	_, err = (&linx.ISMCTSBot{}).Choose(cancelled, v)
	assert.ErrorIs(t, err, context.Canceled)
}

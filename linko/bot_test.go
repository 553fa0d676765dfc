package linko_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/linko"
)

// TestBotsChooseLegalMoves: from any state, a bot given the seat's View
// returns one of the State's legal moves, and refuses a seat not to move.
func TestBotsChooseLegalMoves(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomState(t)
		for _, bot := range []linko.Bot{linko.NewRandomBot(rapid.Uint64().Draw(t, "seed")), linko.GreedyBot{}} {
			gametest.CheckBot(t, s, s.Options().Players, bot.Choose, linko.ErrIllegalMove)
		}
	})
}

// playMatch plays one game with the given bots, one per seat.
func playMatch(t testing.TB, opts linko.Options, bots []linko.Bot) linko.State {
	s, err := linko.New(opts)
	require.NoError(t, err)
	return gametest.PlayBots(t, s, bots)
}

// TestGreedyBeatsRandom: over 1,000 seeded two-seat games, seats alternating,
// the greedy bot wins a clear majority against the random bot. The rate is
// reported in the README.
func TestGreedyBeatsRandom(t *testing.T) {
	const games = 1000
	wins, ties := gametest.Duel(t, games, func(g int) (linko.State, error) {
		return linko.New(linko.Options{Players: 2, Seed: uint64(g)})
	}, linko.Bot(linko.GreedyBot{}), func(g int) linko.Bot { return linko.NewRandomBot(uint64(g)) })
	t.Logf("greedy won %d of %d games against random (%d ties)", wins, games, ties)
	assert.Greater(t, wins, games*2/3, "greedy should win a clear majority")
}

func TestGreedyIsDeterministic(t *testing.T) {
	opts := linko.Options{Players: 3, Seed: 8}
	a := playMatch(t, opts, []linko.Bot{linko.GreedyBot{}, linko.GreedyBot{}, linko.GreedyBot{}})
	b := playMatch(t, opts, []linko.Bot{linko.GreedyBot{}, linko.GreedyBot{}, linko.GreedyBot{}})
	assert.True(t, a == b)
}

// TestBotsStopWhenTheContextIsDone: a search with an hour's budget returns
// within moments of its context's deadline, with the legal move it found
// best so far; every bot returns ctx.Err() of a context cancelled before
// the call, whatever the View.
func TestBotsStopWhenTheContextIsDone(t *testing.T) {
	s, err := linko.New(linko.Options{Players: 3, Seed: 4})
	require.NoError(t, err)
	v := s.View(s.ToMove())

	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	start := time.Now()
	m, err := (&linko.ISMCTSBot{Duration: time.Hour, Workers: 2}).Choose(ctx, v)
	assert.Less(t, time.Since(start), 2*time.Second, "the search went on after its deadline")
	require.NoError(t, err)
	assert.Contains(t, s.LegalMoves(), m)

	cancelled, cancelNow := context.WithCancel(context.Background())
	cancelNow()
	for _, bot := range []linko.Bot{linko.NewRandomBot(1), linko.GreedyBot{}, &linko.ISMCTSBot{Duration: time.Hour}} {
		_, err := bot.Choose(cancelled, v)
		assert.ErrorIs(t, err, context.Canceled, "%T", bot)
		_, err = bot.Choose(cancelled, s.View(-1))
		assert.ErrorIs(t, err, context.Canceled, "%T, a spectator's View", bot)
	}
	m, err = linko.GreedyBot{}.Choose(context.Background(), v)
	require.NoError(t, err, "a done context of one call does not stick")
	assert.Contains(t, s.LegalMoves(), m)
}

package search

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/rng"
)

// The sentinels of a game, for the tests of Bot.
var (
	errIllegal  = errors.New("toy: illegal move")
	errOptions  = errors.New("toy: invalid options")
	errPosition = errors.New("toy: invalid position")
)

// nimDecision is a decision of seat 0 at s, with a budget of 50 iterations.
func nimDecision(s nim, seed, label uint64) Decision[nim, nimMove] {
	return Decision[nim, nimMove]{
		Options:        Options{Iterations: 50, Seed: seed},
		Label:          label,
		Prepare:        func() (Game[nim, nimMove], error) { return nimGame(s), nil },
		IllegalMove:    errIllegal,
		InvalidOptions: errOptions,
	}
}

// TestBotSeedPolicy: the search's seed is derived from the bot's seed and
// the label alone: equal both, equal results, whatever the bot searched
// before; another label is another search.
func TestBotSeedPolicy(t *testing.T) {
	s := newNim(3, 4, 5)
	var fresh, used Bot[nim, nimMove]
	_, err := used.Search(context.Background(), nimDecision(newNim(1, 2, 3), 9, 1))
	require.NoError(t, err)
	a, err := fresh.Search(context.Background(), nimDecision(s, 7, 42))
	require.NoError(t, err)
	b, err := used.Search(context.Background(), nimDecision(s, 7, 42))
	require.NoError(t, err)
	assert.Equal(t, a, b)
	seed := rng.New(7).Derive(42)
	want, err := Search(context.Background(), nimGame(s), 0, Options{Iterations: 50, Seed: seed.Uint64()})
	require.NoError(t, err)
	assert.Equal(t, want, a, "the seed is rng.New(Seed).Derive(Label)")
	other, err := fresh.Search(context.Background(), nimDecision(s, 7, 43))
	require.NoError(t, err)
	assert.NotEqual(t, a.Stats, other.Stats)
}

// TestBotErrors: the one mapping of a bot's errors to the game's.
func TestBotErrors(t *testing.T) {
	var bot Bot[nim, nimMove]
	live := newNim(1, 1, 0)
	tests := map[string]struct {
		edit func(*Decision[nim, nimMove])
		want error
	}{
		"negative iterations": {func(d *Decision[nim, nimMove]) { d.Options.Iterations = -1 }, errOptions},
		"negative duration":   {func(d *Decision[nim, nimMove]) { d.Options.Duration = -time.Second }, errOptions},
		"negative workers":    {func(d *Decision[nim, nimMove]) { d.Options.Workers = -1 }, errOptions},
		"bad exploration":     {func(d *Decision[nim, nimMove]) { d.Options.Exploration = -1 }, errOptions},
		"not to move":         {func(d *Decision[nim, nimMove]) { d.Seat = 1 }, errIllegal},
		"game over": {func(d *Decision[nim, nimMove]) {
			d.Prepare = func() (Game[nim, nimMove], error) { return nimGame(nim{winner: 0}), nil }
		}, errIllegal},
		"invalid game": {func(d *Decision[nim, nimMove]) {
			d.Prepare = func() (Game[nim, nimMove], error) { return Game[nim, nimMove]{Players: 2}, nil }
		}, errIllegal},
		"prepare fails": {func(d *Decision[nim, nimMove]) {
			d.Prepare = func() (Game[nim, nimMove], error) { return Game[nim, nimMove]{}, errPosition }
		}, errPosition},
	}
	for name, tt := range tests {
		d := nimDecision(live, 1, 1)
		tt.edit(&d)
		_, err := bot.Search(context.Background(), d)
		require.ErrorIs(t, err, tt.want, name)
		for _, other := range []error{errIllegal, errOptions, errPosition} {
			if other != tt.want {
				assert.NotErrorIs(t, err, other, name)
			}
		}
	}
}

// TestBotRefusesAPastDeadline: a deadline already past when the search is
// called is the one case without a move, as a cancel is: ctx.Err() itself,
// whatever the budget.
func TestBotRefusesAPastDeadline(t *testing.T) {
	var bot Bot[nim, nimMove]
	ctx, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	d := nimDecision(newNim(3, 4, 5), 1, 1)
	d.Options.Iterations = 1_000_000
	_, err := bot.Search(ctx, d)
	assert.Equal(t, context.DeadlineExceeded, err)
	_, err = Search(ctx, nimGame(newNim(3, 4, 5)), 1, Options{Iterations: 10})
	assert.ErrorIs(t, err, context.DeadlineExceeded)
}

// TestBotCalledOff: a context done before the search gives ctx.Err()
// itself, even with a bad budget; one that ends once the bot is called,
// even before the search proper (in Prepare) or inside its first
// iteration, gives the most visited move so far, and no error.
func TestBotCalledOff(t *testing.T) {
	var bot Bot[nim, nimMove]
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	d := nimDecision(newNim(3, 4, 5), 1, 1)
	d.Options.Iterations = -1
	_, err := bot.Search(ctx, d)
	assert.Equal(t, context.Canceled, err)

	for name, prepare := range map[string]func(cancel func()) (Game[nim, nimMove], error){
		"in the first playout": func(cancel func()) (Game[nim, nimMove], error) {
			g := nimGame(newNim(3, 4, 5))
			reward := g.Reward
			g.Reward = func(s *nim, dst []float64) {
				cancel()
				reward(s, dst)
			}
			return g, nil
		},
		"in Prepare": func(cancel func()) (Game[nim, nimMove], error) {
			cancel()
			return nimGame(newNim(3, 4, 5)), nil
		},
	} {
		ctx, cancel := context.WithCancel(context.Background())
		d := nimDecision(newNim(3, 4, 5), 1, 1)
		d.Options.Iterations, d.Options.Duration = 0, time.Hour
		d.Prepare = func() (Game[nim, nimMove], error) { return prepare(cancel) }
		res, err := bot.Search(ctx, d)
		cancel()
		require.NoError(t, err, name)
		checkStats(t, res)
		assert.Equal(t, 1, res.Iterations, name)
		assert.Equal(t, StopContext, res.Stopped, name)
	}
}

// TestResultAs: a game's SearchResult type takes the search's result as it
// is, its stop and statistics in the game's Stop and MoveStat types, and
// no statistics as nil, so that a failed search's result is the zero one.
func TestResultAs(t *testing.T) {
	type gameStop uint8
	type gameStat struct {
		Move   nimMove `json:"move"`
		Visits int     `json:"visits"`
		Reward float64 `json:"reward"`
	}
	type gameResult struct {
		Move       nimMove    `json:"move"`
		Iterations int        `json:"iterations"`
		Stopped    gameStop   `json:"stopped"`
		Moves      []gameStat `json:"moves"`
	}
	res := Result[nimMove]{Move: nimMove{1, 2}, Iterations: 4, Stopped: StopDuration,
		Stats: []MoveStat[nimMove]{{nimMove{1, 2}, 3, 0.5}, {nimMove{0, 1}, 1, 1}}}
	assert.Equal(t, gameResult{nimMove{1, 2}, 4, gameStop(StopDuration), []gameStat{{nimMove{1, 2}, 3, 0.5}, {nimMove{0, 1}, 1, 1}}},
		ResultAs[gameResult](res))
	assert.Equal(t, gameResult{}, ResultAs[gameResult](Result[nimMove]{}))
}

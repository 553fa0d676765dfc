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

// nimView is a view of a nim game, for the tests of Bot: the game, the
// seat that decides and the View's label.
type nimView struct {
	s     nim
	seat  int
	label uint64
}

// nimSpec is the Spec of nim seen through nimView.
func nimSpec() Spec[nimView, nim, nimMove] {
	return Spec[nimView, nim, nimMove]{
		Seat:        func(v nimView) int { return v.seat },
		Label:       func(v nimView) uint64 { return v.label },
		Prepare:     func(v nimView) (Game[nim, nimMove], error) { return nimGame(v.s), nil },
		IllegalMove: errIllegal, InvalidOptions: errOptions,
	}
}

// budget50 is a budget of 50 iterations with seed.
func budget50(seed uint64) Options { return Options{Iterations: 50, Seed: seed} }

// TestBotSeedPolicy: the search's seed is derived from the bot's seed and
// the label alone: equal both, equal results, whatever the bot searched
// before; another label is another search.
func TestBotSeedPolicy(t *testing.T) {
	s := newNim(3, 4, 5)
	fresh, used := NewBot(nimSpec()), NewBot(nimSpec())
	_, err := used.Decide(context.Background(), nimView{s: newNim(1, 2, 3), label: 1}, budget50(9))
	require.NoError(t, err)
	a, err := fresh.Decide(context.Background(), nimView{s: s, label: 42}, budget50(7))
	require.NoError(t, err)
	b, err := used.Decide(context.Background(), nimView{s: s, label: 42}, budget50(7))
	require.NoError(t, err)
	assert.Equal(t, a, b)
	seed := rng.New(7).Derive(42)
	want, err := Search(context.Background(), nimGame(s), 0, Options{Iterations: 50, Seed: seed.Uint64()})
	require.NoError(t, err)
	assert.Equal(t, want, a, "the seed is rng.New(Seed).Derive(Label)")
	other, err := fresh.Decide(context.Background(), nimView{s: s, label: 43}, budget50(7))
	require.NoError(t, err)
	assert.NotEqual(t, a.Stats, other.Stats)
}

// TestBotErrors: the one mapping of a bot's errors to the game's.
func TestBotErrors(t *testing.T) {
	live := newNim(1, 1, 0)
	tests := map[string]struct {
		edit func(*Spec[nimView, nim, nimMove], *nimView, *Options)
		want error
	}{
		"negative iterations": {func(_ *Spec[nimView, nim, nimMove], _ *nimView, o *Options) { o.Iterations = -1 }, errOptions},
		"negative duration":   {func(_ *Spec[nimView, nim, nimMove], _ *nimView, o *Options) { o.Duration = -time.Second }, errOptions},
		"negative workers":    {func(_ *Spec[nimView, nim, nimMove], _ *nimView, o *Options) { o.Workers = -1 }, errOptions},
		"bad exploration":     {func(sp *Spec[nimView, nim, nimMove], _ *nimView, _ *Options) { sp.Exploration = -1 }, errOptions},
		"not to move":         {func(_ *Spec[nimView, nim, nimMove], v *nimView, _ *Options) { v.seat = 1 }, errIllegal},
		"game over":           {func(_ *Spec[nimView, nim, nimMove], v *nimView, _ *Options) { v.s = nim{winner: 0} }, errIllegal},
		"invalid game": {func(sp *Spec[nimView, nim, nimMove], _ *nimView, _ *Options) {
			sp.Prepare = func(nimView) (Game[nim, nimMove], error) { return Game[nim, nimMove]{Players: 2}, nil }
		}, errIllegal},
		"prepare fails": {func(sp *Spec[nimView, nim, nimMove], _ *nimView, _ *Options) {
			sp.Prepare = func(nimView) (Game[nim, nimMove], error) { return Game[nim, nimMove]{}, errPosition }
		}, errPosition},
	}
	for name, tt := range tests {
		spec, v, o := nimSpec(), nimView{s: live}, budget50(1)
		tt.edit(&spec, &v, &o)
		_, err := NewBot(spec).Decide(context.Background(), v, o)
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
	ctx, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	_, err := NewBot(nimSpec()).Decide(ctx, nimView{s: newNim(3, 4, 5), label: 1}, Options{Iterations: 1_000_000, Seed: 1})
	assert.Equal(t, context.DeadlineExceeded, err)
	_, err = Search(ctx, nimGame(newNim(3, 4, 5)), 1, Options{Iterations: 10})
	assert.ErrorIs(t, err, context.DeadlineExceeded)
}

// TestBotCalledOff: a context done before the search gives ctx.Err()
// itself, even with a bad budget; one that ends once the bot is called,
// even before the search proper (in Prepare) or inside its first
// iteration, gives the most visited move so far, and no error.
func TestBotCalledOff(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := NewBot(nimSpec()).Decide(ctx, nimView{s: newNim(3, 4, 5), label: 1}, Options{Iterations: -1, Seed: 1})
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
		spec := nimSpec()
		spec.Prepare = func(nimView) (Game[nim, nimMove], error) { return prepare(cancel) }
		res, err := NewBot(spec).Decide(ctx, nimView{s: newNim(3, 4, 5), label: 1}, Options{Duration: time.Hour, Seed: 1})
		cancel()
		require.NoError(t, err, name)
		checkStats(t, res)
		assert.Equal(t, 1, res.Iterations, name)
		assert.Equal(t, StopContext, res.Stopped, name)
	}
}

// TestMixCountsTellsOrderAndSizesApart: a View's label changes when a
// count does, or two counts swap, so that successive decisions draw
// different deals.
func TestMixCountsTellsOrderAndSizesApart(t *testing.T) {
	base := MixCounts(7, []int{3, 5})
	for _, counts := range [][]int{{5, 3}, {3, 4}, {3, 5, 0}, nil} {
		if MixCounts(7, counts) == base {
			t.Errorf("MixCounts(7, %v) = MixCounts(7, [3 5])", counts)
		}
	}
	if got, want := MixCounts(7, []int{3, 5}), uint64((7*31+3)*31+5); got != want {
		t.Errorf("MixCounts(7, [3 5]) = %d, want %d: the games' seeds, and so their examples' moves, rest on it", got, want)
	}
}

package linko

// These tests are inside the package: they build states and rewards from
// unexported fields.

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/rng"
)

// decisionState returns a state of a random game where a seat is to move.
func decisionState(t *rapid.T) State {
	players := rapid.IntRange(MinPlayers, MaxPlayers).Draw(t, "players")
	s, err := New(Options{
		Players: players,
		Seed:    rapid.Uint64().Draw(t, "seed"),
		Rounds:  rapid.SampledFrom([]int{1, 1, players}).Draw(t, "rounds"),
	})
	require.NoError(t, err)
	r := rng.New(rapid.Uint64().Draw(t, "moves"))
	return gametest.PlayRandomly(t, s, &r, rapid.IntRange(0, 200).Draw(t, "steps"))
}

// TestISMCTSNoCheating: two states that differ only in what the seat to
// move cannot see (the other hands but their known cards, the order of the
// pile, the seed of later rounds) give the bot the same move and the same
// statistics for the same seed.
func TestISMCTSNoCheating(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := decisionState(t)
		seat := s.ToMove()
		sampler, err := NewSampler(s.View(seat))
		require.NoError(t, err)
		r := rng.New(rapid.Uint64().Draw(t, "deal"))
		other := sampler.Sample(&r)
		require.Equal(t, s.View(seat), other.View(seat))
		if s.players() > 1 && s.pileSize > 2 {
			require.NotEqual(t, s, other, "the other state hides other cards")
		}
		seed := rapid.Uint64().Draw(t, "bot seed")
		a := &ISMCTSBot{Iterations: 30, Seed: seed}
		b := &ISMCTSBot{Iterations: 30, Seed: seed}
		ra, err := a.Search(context.Background(), s.View(seat))
		require.NoError(t, err)
		rb, err := b.Search(context.Background(), other.View(seat))
		require.NoError(t, err)
		require.Equal(t, ra, rb)
		require.Contains(t, s.LegalMoves(), ra.Move)
	})
}

// TestISMCTSSearchReports: the statistics cover legal moves, count every
// iteration, hold mean rewards in [0, 1], come most visited first, and the
// move chosen is the first; the same seed gives the same result.
func TestISMCTSSearchReports(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := decisionState(t)
		v := s.View(s.ToMove())
		iterations := rapid.IntRange(1, 40).Draw(t, "iterations")
		bot := &ISMCTSBot{Iterations: iterations, Seed: 3, Workers: rapid.IntRange(0, 2).Draw(t, "workers")}
		res, err := bot.Search(context.Background(), v)
		require.NoError(t, err)
		require.Equal(t, iterations, res.Iterations)
		require.NotEmpty(t, res.Moves)
		require.Equal(t, res.Move, res.Moves[0].Move)
		legal := s.LegalMoves()
		visits := 0
		for i, st := range res.Moves {
			require.Contains(t, legal, st.Move)
			require.GreaterOrEqual(t, st.Reward, 0.0)
			require.LessOrEqual(t, st.Reward, 1.0)
			if i > 0 {
				require.LessOrEqual(t, st.Visits, res.Moves[i-1].Visits)
			}
			visits += st.Visits
		}
		require.Equal(t, iterations, visits)
		again, err := bot.Search(context.Background(), v)
		require.NoError(t, err)
		require.Equal(t, res, again)
		m, err := bot.Choose(context.Background(), v)
		require.NoError(t, err)
		require.Equal(t, res.Move, m)
	})
}

// TestISMCTSRefuses: a seat not to move, a spectator, a finished game, a
// broken View and a negative budget give errors and the zero result, and
// nothing panics.
func TestISMCTSRefuses(t *testing.T) {
	s, err := New(Options{Players: 3, Seed: 4})
	require.NoError(t, err)
	bot := &ISMCTSBot{Iterations: 10}
	_, err = bot.Choose(context.Background(), s.View(1))
	require.ErrorIs(t, err, ErrIllegalMove)
	_, err = bot.Choose(context.Background(), s.View(-1))
	require.ErrorIs(t, err, ErrIllegalMove)
	broken := s.View(0)
	broken.PileSize++
	res, err := bot.Search(context.Background(), broken)
	require.ErrorIs(t, err, ErrInvalidPosition)
	require.Zero(t, res, "an error gives the zero result")
	_, err = (&ISMCTSBot{Iterations: -1}).Choose(context.Background(), s.View(0))
	require.ErrorIs(t, err, ErrInvalidOptions)
	_, err = (&ISMCTSBot{Workers: -1}).Choose(context.Background(), s.View(0))
	require.ErrorIs(t, err, ErrInvalidOptions)
	r := rng.New(1)
	for !s.Over() {
		m, _ := s.RandomMove(&r)
		s, _ = s.Next(m)
	}
	_, err = bot.Choose(context.Background(), s.View(0))
	require.ErrorIs(t, err, ErrIllegalMove)
}

// TestISMCTSIterationsAllocateNothing: once the pools have grown, more
// iterations cost no more allocations; a decision costs a few, for its
// Sampler and its statistics.
func TestISMCTSIterationsAllocateNothing(t *testing.T) {
	if gametest.RaceEnabled {
		t.Skip("the race detector allocates on its own")
	}
	s, err := New(Options{Players: 3, Seed: 8})
	require.NoError(t, err)
	v := s.View(s.ToMove())
	bots := map[int]*ISMCTSBot{50: {Iterations: 50}, 150: {Iterations: 150}}
	a, b := gametest.SearchAllocs(t, 50, 150, func(n int) error {
		_, err := bots[n].Search(context.Background(), v)
		return err
	})
	assert.Equal(t, a, b)
	assert.Less(t, a, 60.0)
}

// TestISMCTSTimeBudget: a budget in time alone ends the search near it.
func TestISMCTSTimeBudget(t *testing.T) {
	s, err := New(Options{Players: 2, Seed: 2})
	require.NoError(t, err)
	bot := &ISMCTSBot{Duration: 20 * time.Millisecond}
	t0 := time.Now()
	res, err := bot.Search(context.Background(), s.View(0))
	require.NoError(t, err)
	assert.Less(t, time.Since(t0), 2*time.Second)
	assert.Positive(t, res.Iterations)
}

// TestRewardSharesTheWin: the reward of a finished game is 1 for a sole
// winner, split on a tie, 0 for the others, without allocating.
func TestRewardSharesTheWin(t *testing.T) {
	var s State
	s.opts.players = 4
	s.totals = [MaxPlayers]int16{5, -3, 5, 1}
	dst := make([]float64, 4)
	allocs := testing.AllocsPerRun(10, func() { reward(&s, dst) })
	assert.Zero(t, allocs)
	assert.Equal(t, []float64{0.5, 0, 0.5, 0}, dst)
	s.totals = [MaxPlayers]int16{-2, -3, 9, 1}
	reward(&s, dst)
	assert.Equal(t, []float64{0, 0, 1, 0}, dst)
}

// TestISMCTSStrength plays the bot against GreedyBot, seats rotated, and
// prints its share of wins with a 95% Wilson interval and the time a move
// takes. It runs only when TABLETOP_STRENGTH gives a number of games:
//
//	TABLETOP_STRENGTH=1000 TABLETOP_SEATS=2 go test -run Strength -v -timeout 2h ./linko
//
// TABLETOP_SEATS is 2 (the default) or more: one ISMCTS seat among greedy
// ones. TABLETOP_ITERS sets the budget (1000), TABLETOP_PAR the games played
// at once (1), TABLETOP_FROM the first game (to split a match between
// processes).
// Each deal is played once with the bot at each seat.
func TestISMCTSStrength(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("TABLETOP_STRENGTH"))
	if games <= 0 {
		t.Skip("set TABLETOP_STRENGTH to a number of games to measure the bot's strength")
	}
	env := func(name string, def float64) float64 {
		if x, err := strconv.ParseFloat(os.Getenv(name), 64); err == nil {
			return x
		}
		return def
	}
	seats := int(env("TABLETOP_SEATS", 2))
	iterations := int(env("TABLETOP_ITERS", 1000))
	par := int(env("TABLETOP_PAR", 1))
	from := int(env("TABLETOP_FROM", 0)) // the first game, to split a match
	games += from

	var mu sync.Mutex
	var wins, shared float64
	var moves int
	var thinking, slowest time.Duration
	var wg sync.WaitGroup
	next := from
	for range par {
		wg.Go(func() {
			bot := &ISMCTSBot{Iterations: iterations, Workers: 1}
			for {
				mu.Lock()
				g := next
				next++
				mu.Unlock()
				if g >= games {
					return
				}
				seat := g % seats
				bot.Seed = uint64(g)
				w, n, took, worst := strengthGame(t, bot, seats, seat, uint64(1_000_003*(g/seats)))
				mu.Lock()
				for _, x := range w {
					if x == seat {
						wins++
						shared += 1 / float64(len(w))
					}
				}
				moves += n
				thinking += took
				slowest = max(slowest, worst)
				done, won := g+1-from, wins
				mu.Unlock()
				if done%50 == 0 {
					t.Logf("%d games, %v won...", done, won)
				}
			}
		})
	}
	wg.Wait()
	games -= from
	lo, hi := gametest.Wilson(wins, games)
	slo, shi := gametest.Wilson(shared, games)
	fmt.Printf("ISMCTS (%d iterations) vs GreedyBot, %d seats, %d games:\n"+
		"  wins (a tie counts)  %.1f%% [%.1f%%, %.1f%%]\n  wins (ties split)    %.1f%% [%.1f%%, %.1f%%]\n"+
		"  %.1f ms a move on average, %.0f ms at most, %.1f moves a game\n",
		iterations, seats, games,
		100*wins/float64(games), 100*lo, 100*hi, 100*shared/float64(games), 100*slo, 100*shi,
		float64(thinking.Microseconds())/1000/float64(moves), float64(slowest.Microseconds())/1000, float64(moves)/float64(games))
}

// strengthGame plays a game of the given seed, the bot at seat and
// GreedyBot elsewhere, and returns its winners, the bot's number of moves,
// and the time they took in all and at most.
func strengthGame(t *testing.T, bot *ISMCTSBot, seats, seat int, seed uint64) (winners []int, moves int, took, worst time.Duration) {
	s, err := New(Options{Players: seats, Seed: seed})
	require.NoError(t, err)
	for !s.Over() {
		who := s.ToMove()
		var m Move
		if who == seat {
			t0 := time.Now()
			m, err = bot.Choose(context.Background(), s.View(who))
			d := time.Since(t0)
			took, worst, moves = took+d, max(worst, d), moves+1
		} else {
			m, err = GreedyBot{}.Choose(context.Background(), s.View(who))
		}
		require.NoError(t, err)
		s, err = s.Next(m)
		require.NoError(t, err)
	}
	return s.Winners(), moves, took, worst
}

// TestISMCTSBudgets: the budget and the caller's context stop the search
// at whichever comes first, and a 20 ms deadline on a million iterations
// still gives a legal move (see gametest.CheckBudgets).
func TestISMCTSBudgets(t *testing.T) {
	s, err := New(Options{Players: 4, Seed: 6})
	require.NoError(t, err)
	v := s.View(s.ToMove())
	gametest.CheckBudgets(t, func(ctx context.Context, b gametest.Budget) (gametest.Searched[Move], error) {
		res, err := (&ISMCTSBot{Iterations: b.Iterations, Duration: b.Duration, Workers: b.Workers}).Search(ctx, v)
		return gametest.Searched[Move]{Move: res.Move, Iterations: res.Iterations, Stopped: res.Stopped.String()}, err
	}, func(m Move) error {
		_, err := s.Next(m)
		return err
	})
}

package lino

import (
	"context"
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

// TestISMCTSStrength plays the ISMCTS bot against GreedyBot, seats rotated,
// and reports its share of the games with a 95% Wilson interval, its wins
// as seat 0, its mean margin and its time a move. It is slow (a second a
// game or so on one core), so it runs only when TABLETOP_STRENGTH gives
// the number of games:
//
//	TABLETOP_STRENGTH=1000 TABLETOP_PAR=2 go test -run ISMCTSStrength -v -timeout 2h ./lino
//
// TABLETOP_ITERS sets the budget (default 1000), TABLETOP_PAR the games
// played at once (default 1; each bot searches with one worker),
// TABLETOP_BONUS=1 plays the bonus game and TABLETOP_ROUNDS=2 a fair match
// of two rounds.
func TestISMCTSStrength(t *testing.T) {
	games := envInt(t, "TABLETOP_STRENGTH", 0)
	if games == 0 {
		t.Skip("set TABLETOP_STRENGTH to the number of games to play")
	}
	iters := envInt(t, "TABLETOP_ITERS", 1000)
	par := envInt(t, "TABLETOP_PAR", 1)
	bonus := envInt(t, "TABLETOP_BONUS", 0) == 1
	rounds := envInt(t, "TABLETOP_ROUNDS", 1)

	var (
		mu                  sync.Mutex
		wins, draws, margin int
		seatWins            [Players]int
		moves               int
		thinking            time.Duration
		next                int
		wg                  sync.WaitGroup
	)
	start := time.Now()
	for range par {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				mu.Lock()
				g := next
				next++
				mu.Unlock()
				if g >= games {
					return
				}
				r, err := strengthGame(g, iters, bonus, rounds)
				if err != nil {
					t.Error(err)
					return
				}
				mu.Lock()
				switch {
				case r.draw:
					draws++
				case r.won:
					wins++
					seatWins[g%2]++
				}
				margin += r.margin
				moves += r.moves
				thinking += r.thinking
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	lo, hi := gametest.Wilson(float64(wins), games)
	t.Logf("ISMCTS (%d iterations, W %.2f, scale %.0f, K %d, c %.2f, bonus %v, %d rounds) vs greedy: %d wins (%d as seat 0), %d draws of %d games: %.1f%% [%.1f%%, %.1f%%]; mean margin %.1f; %.1f ms a move; %v in all",
		iters, rewardWin, marginScale, buildCandidates, exploration, bonus, rounds, wins, seatWins[0], draws, games, 100*float64(wins)/float64(games), 100*lo, 100*hi,
		float64(margin)/float64(games), float64(thinking.Microseconds())/1000/float64(moves), time.Since(start).Round(time.Second))
}

// strengthResult is the outcome of one game of TestISMCTSStrength, for
// the bot.
type strengthResult struct {
	won, draw bool
	margin    int           // the bot's points less the greedy bot's
	moves     int           // the bot's moves
	thinking  time.Duration // the bot's time to choose them
}

// strengthGame plays game g of TestISMCTSStrength: the search bot, with a
// budget of iters, against the greedy bot, the bot in seat g%2.
func strengthGame(g, iters int, bonus bool, rounds int) (strengthResult, error) {
	var r strengthResult
	seat := g % 2
	bot := &ISMCTSBot{Iterations: iters, Workers: 1, Seed: uint64(g)}
	s, err := New(Options{Seed: uint64(g), Bonus: bonus, Rounds: rounds})
	if err != nil {
		return r, err
	}
	for !s.Over() {
		var m Move
		if s.ToMove() == seat {
			t0 := time.Now()
			m, err = bot.Choose(context.Background(), s.View(seat))
			r.thinking += time.Since(t0)
			r.moves++
		} else {
			m, err = GreedyBot{}.Choose(context.Background(), s.View(s.ToMove()))
		}
		if err == nil {
			s, err = s.Next(m)
		}
		if err != nil {
			return r, err
		}
	}
	sc := s.Scores()
	switch w := s.Winners(); {
	case len(w) == 2:
		r.draw = true
	case w[0] == seat:
		r.won = true
	}
	r.margin = sc[seat] - sc[1-seat]
	return r, nil
}

func envInt(t *testing.T, name string, def int) int {
	v := os.Getenv(name)
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		t.Fatalf("%s=%q: %v", name, v, err)
	}
	return n
}

// randomState plays a random game of random options and returns one of its
// states where a seat is to move.
func randomState(t *rapid.T) State {
	opts := Options{
		Seed:      rapid.Uint64().Draw(t, "seed"),
		FirstSeat: rapid.IntRange(0, 1).Draw(t, "first seat"),
		Rounds:    rapid.IntRange(1, 2).Draw(t, "rounds"),
		Bonus:     rapid.Bool().Draw(t, "bonus"),
	}
	s, err := New(opts)
	require.NoError(t, err)
	r := rng.New(rapid.Uint64().Draw(t, "moves"))
	return gametest.PlayRandomly(t, s, &r, rapid.IntRange(0, 120).Draw(t, "moves played"))
}

// TestISMCTSSearch: from random states, the bot chooses a legal move, the
// most visited, whose statistics add up: visits to the iterations, rewards
// in [0, 1], every move tried legal (while building, among the few
// candidates).
func TestISMCTSSearch(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomState(t)
		seat := s.ToMove()
		bot := &ISMCTSBot{Iterations: rapid.IntRange(1, 100).Draw(t, "iterations"), Seed: rapid.Uint64().Draw(t, "bot seed")}
		res, err := bot.Search(context.Background(), s.View(seat))
		require.NoError(t, err)
		legal := s.LegalMoves()
		require.Contains(t, legal, res.Move)
		require.Equal(t, bot.Iterations, res.Iterations)
		require.NotEmpty(t, res.Moves)
		require.Equal(t, res.Move, res.Moves[0].Move)
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
		require.Equal(t, res.Iterations, visits)
		if s.Phase() == PhaseBuilding {
			require.LessOrEqual(t, len(res.Moves), buildCandidates)
		}
		m, err := bot.Choose(context.Background(), s.View(seat))
		require.NoError(t, err)
		require.Equal(t, res.Move, m, "a bot's choices follow its seed alone")
	})
}

// TestISMCTSNoCheating: the bot chooses from the View alone, with chance of
// its own. The same View and seed give the same move and statistics,
// whether the bot is fresh or has searched before; and two games that
// differ only in the seed, which decides nothing after New (and which a
// sample keeps for that reason), give the same move and statistics too.
func TestISMCTSNoCheating(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomState(t)
		s.bonus, s.starsOnly, s.faces = false, false, [NumTiles]Face{} // the plain game of the same field
		other := s
		other.seed = rapid.Uint64().Draw(t, "other seed")
		seat := s.ToMove()
		seed := rapid.Uint64().Draw(t, "bot seed")
		iters := rapid.IntRange(1, 60).Draw(t, "iterations")
		used := &ISMCTSBot{Iterations: iters, Seed: seed}
		_, err := used.Search(context.Background(), randomState(t).View(seat))
		if err != nil {
			require.ErrorIs(t, err, ErrIllegalMove) // the other state's seat may not be to move
		}
		want, err := (&ISMCTSBot{Iterations: iters, Seed: seed}).Search(context.Background(), s.View(seat))
		require.NoError(t, err)
		got, err := used.Search(context.Background(), s.View(seat))
		require.NoError(t, err)
		require.Equal(t, want, got)
		got, err = (&ISMCTSBot{Iterations: iters, Seed: seed}).Search(context.Background(), other.View(seat))
		require.NoError(t, err)
		require.Equal(t, want, got)
	})
}

func TestISMCTSErrors(t *testing.T) {
	s, err := New(Options{})
	require.NoError(t, err)
	bot := &ISMCTSBot{Iterations: 10}
	_, err = bot.Choose(context.Background(), s.View(1))
	assert.ErrorIs(t, err, ErrIllegalMove, "not to move")
	_, err = bot.Choose(context.Background(), s.View(-1))
	assert.ErrorIs(t, err, ErrIllegalMove, "a spectator")
	for _, b := range []*ISMCTSBot{{Iterations: -1}, {Duration: -1}, {Workers: -1}} {
		_, err = b.Choose(context.Background(), s.View(0))
		assert.ErrorIs(t, err, ErrInvalidOptions)
	}
	v := s.View(0)
	v.Seat = 3
	_, err = bot.Choose(context.Background(), v)
	assert.ErrorIs(t, err, ErrInvalidPosition)
	r := rng.New(1)
	for !s.Over() {
		m, _ := s.RandomMove(&r)
		s, _ = s.Next(m)
	}
	_, err = bot.Choose(context.Background(), s.View(0))
	assert.ErrorIs(t, err, ErrIllegalMove, "the game is over")
}

// TestISMCTSBudgets: a budget in time stops the search; more workers
// search together.
func TestISMCTSBudgets(t *testing.T) {
	s, err := New(Options{})
	require.NoError(t, err)
	s = fillingState(t, s)
	res, err := (&ISMCTSBot{Duration: 20 * time.Millisecond}).Search(context.Background(), s.View(s.ToMove()))
	require.NoError(t, err)
	assert.Positive(t, res.Iterations)
	res, err = (&ISMCTSBot{Iterations: 200, Workers: 2}).Search(context.Background(), s.View(s.ToMove()))
	require.NoError(t, err)
	assert.Equal(t, 200, res.Iterations)
}

// fillingState plays the building phase of s with the first legal moves.
func fillingState(t *testing.T, s State) State {
	for s.Phase() == PhaseBuilding {
		var err error
		s, err = s.Next(s.LegalMoves()[0])
		require.NoError(t, err)
	}
	return s
}

// TestRewardBlendsWinAndMargin: the reward is in [0, 1], the seats' add
// up to 1, a win is worth more than any loss, a wider margin more than a
// narrower one up to marginScale, and it allocates nothing.
func TestRewardBlendsWinAndMargin(t *testing.T) {
	var dst [Players]float64
	at := func(a, b int) float64 {
		s := State{}
		s.totals = [Players]int16{int16(a), 0}
		s.points = [Players]int16{0, int16(b)}
		reward(&s, dst[:])
		require.InDelta(t, 1, dst[0]+dst[1], 1e-12)
		require.GreaterOrEqual(t, dst[0], 0.0)
		require.LessOrEqual(t, dst[0], 1.0)
		return dst[0]
	}
	assert.Equal(t, 0.5, at(30, 30))
	assert.Greater(t, at(31, 30), 0.5+rewardWin/2)
	assert.Less(t, at(30, 31), 0.5-rewardWin/2)
	assert.Greater(t, at(60, 30), at(40, 30))
	assert.Equal(t, at(500, 0), at(400, 0), "clamped")
	assert.Equal(t, 1.0, at(400, 0))
	assert.Equal(t, 0.0, at(0, 400))
	s := State{}
	assert.Zero(t, testing.AllocsPerRun(100, func() { reward(&s, dst[:]) }))
}

// TestISMCTSIterationsAllocateNothing: once the bot's pools have grown, a
// search allocates as much for many iterations as for few: nothing an
// iteration.
func TestISMCTSIterationsAllocateNothing(t *testing.T) {
	if gametest.RaceEnabled {
		t.Skip("the race detector allocates")
	}
	s, err := New(Options{Bonus: true})
	require.NoError(t, err)
	for _, s := range []State{s, fillingState(t, s)} {
		v := s.View(s.ToMove())
		bot := &ISMCTSBot{}
		few, many := gametest.SearchAllocs(t, 50, 200, func(n int) error {
			bot.Iterations = n
			_, err := bot.Search(context.Background(), v)
			return err
		})
		assert.LessOrEqual(t, many, few+1, "%v: %v allocations at 200 iterations, %v at 50", s.Phase(), many, few)
	}
}

// TestISMCTSBudgetsAndContext: the budget and the caller's context stop
// the search at whichever comes first, and a 20 ms deadline on a million
// iterations still gives a legal move, in the building phase's 2,300
// moves too (see gametest.CheckBudgets).
func TestISMCTSBudgetsAndContext(t *testing.T) {
	s, err := New(Options{Seed: 6})
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

package linx_test

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/linx"
	"github.com/tabletopgo/tabletop/rng"
)

// liveState plays a random stretch of a random match, until a seat is to
// move.
func liveState(t *rapid.T) linx.State {
	s := randomState(t)
	if s.Over() {
		t.Skip("the match is over")
	}
	return s
}

// TestISMCTSBotPlaysLegalMoves: from random states, the bot's move is
// legal, and its statistics count every iteration, most visited first,
// with rewards in [0, 1].
func TestISMCTSBotPlaysLegalMoves(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := liveState(t)
		bot := &linx.ISMCTSBot{Iterations: 60, Seed: rapid.Uint64().Draw(t, "seed")}
		res, err := bot.Search(context.Background(), s.View(s.ToMove()))
		require.NoError(t, err)
		require.Contains(t, s.LegalMoves(), res.Move)
		require.Equal(t, 60, res.Iterations)
		visits := 0
		for i, st := range res.Moves {
			require.Contains(t, s.LegalMoves(), st.Move)
			require.GreaterOrEqual(t, st.Reward, 0.0)
			require.LessOrEqual(t, st.Reward, 1.0)
			if i > 0 {
				require.LessOrEqual(t, st.Visits, res.Moves[i-1].Visits)
			}
			visits += st.Visits
		}
		require.Equal(t, 60, visits)
		require.Equal(t, res.Moves[0].Move, res.Move)
	})
}

// TestISMCTSBotDoesNotCheat: two states that differ only in what the
// bot's seat cannot see (every hidden tile dealt anew, another seed) give
// the same move and the same statistics for the same seed.
func TestISMCTSBotDoesNotCheat(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := liveState(t)
		seat := s.ToMove()
		smp, err := linx.NewSampler(s.View(seat))
		require.NoError(t, err)
		r := rng.New(rapid.Uint64().Draw(t, "deal"))
		other := smp.Sample(&r)
		require.Equal(t, s.View(seat), other.View(seat))
		seed := rapid.Uint64().Draw(t, "seed")
		a, errA := (&linx.ISMCTSBot{Iterations: 80, Seed: seed}).Search(context.Background(), s.View(seat))
		b, errB := (&linx.ISMCTSBot{Iterations: 80, Seed: seed}).Search(context.Background(), other.View(seat))
		require.NoError(t, errA)
		require.NoError(t, errB)
		require.Equal(t, a, b)
	})
}

// TestISMCTSBotIsDeterministic: one bot, searching the same view twice
// with its pools grown, answers as a fresh one does.
func TestISMCTSBotIsDeterministic(t *testing.T) {
	s, _ := linx.New(linx.Options{Players: 3, Seed: 9})
	bot := &linx.ISMCTSBot{Iterations: 200, Seed: 4}
	first, err := bot.Search(context.Background(), s.View(0))
	require.NoError(t, err)
	again, err := bot.Search(context.Background(), s.View(0))
	require.NoError(t, err)
	fresh, err := (&linx.ISMCTSBot{Iterations: 200, Seed: 4}).Search(context.Background(), s.View(0))
	require.NoError(t, err)
	assert.Equal(t, first, again)
	assert.Equal(t, first, fresh)
}

// findState plays seeded random matches until keep accepts a state.
func findState(t *testing.T, players int, teams bool, keep func(s linx.State) bool) linx.State {
	t.Helper()
	r := rng.New(uint64(players))
	for seed := range uint64(2000) {
		s, _ := linx.New(linx.Options{Players: players, Seed: seed, Teams: teams})
		for !s.Over() {
			if keep(s) {
				return s
			}
			m, _ := s.RandomMove(&r)
			s, _ = s.Next(m)
		}
	}
	t.Fatal("no such state in 2,000 matches")
	return linx.State{}
}

// wins reports whether the move m of s wins the round for its seat at once.
func wins(s linx.State, m linx.Move) bool {
	after, err := s.Next(m)
	return err == nil && after.Scores()[m.Seat] > s.Scores()[m.Seat]
}

// winningMoves lists the moves of s that win the round at once.
func winningMoves(s linx.State) []linx.Move {
	var out []linx.Move
	for _, m := range s.LegalMoves() {
		if wins(s, m) {
			out = append(out, m)
		}
	}
	return out
}

// TestISMCTSBotMakesItsLine: a seat that can make a line makes it, and
// rates it as its side's chance to win the match from the score that
// leaves, were every later round won by each side alike: 1 at match point;
// from 0–0, 3/4 with two sides (two seats, or two teams), 71/128 with four
// seats alone.
func TestISMCTSBotMakesItsLine(t *testing.T) {
	for _, tc := range []struct {
		players int
		teams   bool
		points  int
		want    float64
	}{{2, false, 0, 0.75}, {2, false, 1, 1}, {4, false, 0, 71.0 / 128}, {4, true, 0, 0.75}} {
		s := findState(t, tc.players, tc.teams, func(s linx.State) bool {
			if s.Over() || len(winningMoves(s)) == 0 {
				return false
			}
			for seat, p := range s.Scores() {
				if (seat == s.ToMove() && p != tc.points) || (seat != s.ToMove() && p != 0 && (!tc.teams || seat%2 != s.ToMove()%2)) {
					return false
				}
			}
			return true
		})
		res, err := (&linx.ISMCTSBot{Iterations: 100}).Search(context.Background(), s.View(s.ToMove()))
		require.NoError(t, err)
		assert.True(t, wins(s, res.Move), "%v\n%v", res.Move, s)
		assert.Len(t, res.Moves, 1, "the tree considers the line only")
		assert.InDelta(t, tc.want, res.Moves[0].Reward, 1e-9, "%+v", tc)
	}
}

// TestISMCTSBotBlocksALine: with two seats, where the other seat could
// make a line face up next (any tile does, so the threat is certain) and
// one move of the bot's seat stops every such line, the bot stops it.
func TestISMCTSBotBlocksALine(t *testing.T) {
	blocks := func(s linx.State, m linx.Move) bool {
		after, err := s.Next(m)
		return err == nil && !after.Over() && after.Round() == s.Round() && !hasUpLine(after)
	}
	found := 0
	r := rng.New(11)
	for seed := uint64(0); found < 6 && seed < 500; seed++ {
		s, _ := linx.New(linx.Options{Players: 2, Seed: seed})
		for !s.Over() && found < 6 {
			if len(winningMoves(s)) == 0 {
				// The threat: a face-up line of the other seat, were it to move now.
				p := s.Position()
				p.ToMove = 1 - s.ToMove()
				if threat, err := linx.FromPosition(p); err == nil && hasUpLine(threat) {
					var blocking int
					for _, m := range s.LegalMoves() {
						if blocks(s, m) {
							blocking++
						}
					}
					if blocking > 0 && blocking < len(s.LegalMoves()) {
						found++
						m, err := (&linx.ISMCTSBot{Iterations: 500}).Choose(context.Background(), s.View(s.ToMove()))
						require.NoError(t, err)
						assert.True(t, blocks(s, m), "the bot played %v and lets the line be made:\n%v", m, s)
					}
				}
			}
			m, _ := s.RandomMove(&r)
			s, _ = s.Next(m)
		}
	}
	require.Equal(t, 6, found)
}

// hasUpLine reports whether the seat to move of s can make a line face up.
func hasUpLine(s linx.State) bool {
	for _, m := range winningMoves(s) {
		if m.Kind == linx.PlaceUp {
			return true
		}
	}
	return false
}

// TestISMCTSBotRefusesWhatItCannotPlay: a seat not to move, a finished
// match and a view no match gives are errors, not panics.
func TestISMCTSBotRefusesWhatItCannotPlay(t *testing.T) {
	s, _ := linx.New(linx.Options{Players: 2, Seed: 1})
	bot := &linx.ISMCTSBot{Iterations: 10}
	_, err := bot.Choose(context.Background(), s.View(1-s.ToMove()))
	assert.ErrorIs(t, err, linx.ErrIllegalMove)
	_, err = bot.Choose(context.Background(), s.View(-1))
	assert.ErrorIs(t, err, linx.ErrIllegalMove)
	v := s.View(s.ToMove())
	v.PileSizes = []int{1, 1}
	_, err = bot.Choose(context.Background(), v)
	assert.ErrorIs(t, err, linx.ErrInvalidPosition)
	_, err = (&linx.ISMCTSBot{Iterations: -1}).Choose(context.Background(), s.View(s.ToMove()))
	assert.ErrorIs(t, err, linx.ErrInvalidOptions)
}

// TestISMCTSIterationsDoNotAllocate: once the bot's pools have grown, a
// search of twice the iterations allocates no more than a search of one.
func TestISMCTSIterationsDoNotAllocate(t *testing.T) {
	if gametest.RaceEnabled {
		t.Skip("the race detector allocates on its own")
	}
	s, _ := linx.New(linx.Options{Players: 2, Seed: 2})
	v := s.View(s.ToMove())
	bots := map[int]*linx.ISMCTSBot{300: {Iterations: 300}, 600: {Iterations: 600}}
	a, b := gametest.SearchAllocs(t, 300, 600, func(n int) error {
		_, err := bots[n].Search(context.Background(), v)
		return err
	})
	assert.Equal(t, a, b, "allocations of 300 and 600 iterations")
}

// TestStrength plays the ISMCTS bot against GreedyBot, seats and first
// seats rotated: two seats, and one ISMCTS seat among three greedy ones.
// It is slow and runs only when TABLETOP_STRENGTH gives the number of
// matches (TABLETOP_ITERATIONS the budget a move, 1,000 by default;
// TABLETOP_SEATS 2 or 4 for one table only); it logs the win rates with
// their 95% Wilson intervals and the time a move takes.
func TestStrength(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("TABLETOP_STRENGTH"))
	if games <= 0 {
		t.Skip("set TABLETOP_STRENGTH to a number of matches")
	}
	iterations, _ := strconv.Atoi(os.Getenv("TABLETOP_ITERATIONS"))
	if iterations <= 0 {
		iterations = 1000
	}
	for _, players := range []int{2, 4} {
		if seats := os.Getenv("TABLETOP_SEATS"); seats != "" && seats != strconv.Itoa(players) {
			continue
		}
		t.Run(fmt.Sprintf("seats=%d", players), func(t *testing.T) {
			bot := &linx.ISMCTSBot{Iterations: iterations, Seed: 1}
			won, moves := 0, 0
			var thinking time.Duration
			for g := range games {
				me := g % players
				s, err := linx.New(linx.Options{Players: players, Seed: uint64(1000 + g), FirstSeat: (g / players) % players})
				require.NoError(t, err)
				for !s.Over() {
					seat := s.ToMove()
					var m linx.Move
					if seat == me {
						bot.Seed = uint64(g)<<20 | uint64(moves)
						t0 := time.Now()
						m, err = bot.Choose(context.Background(), s.View(seat))
						thinking += time.Since(t0)
						moves++
					} else {
						m, err = linx.GreedyBot{}.Choose(context.Background(), s.View(seat))
					}
					require.NoError(t, err)
					s, err = s.Next(m)
					require.NoError(t, err)
				}
				for _, w := range s.Winners() {
					if w == me {
						won++
					}
				}
			}
			lo, hi := gametest.Wilson(float64(won), games)
			t.Logf("%d seats, %d iterations a move: ISMCTS won %d of %d matches against GreedyBot, %.1f%% (95%% interval %.1f%%–%.1f%%); %.1f ms a move over %d moves",
				players, iterations, won, games, 100*float64(won)/float64(games), 100*lo, 100*hi,
				float64(thinking.Microseconds())/1000/float64(moves), moves)
		})
	}
}

// TestISMCTSBotSeesEveryLine: from random states, the search considers
// only a move that wins the round when there is one, and every legal move
// its budget allows when there is none.
func TestISMCTSBotSeesEveryLine(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := liveState(t)
		res, err := (&linx.ISMCTSBot{Iterations: 12}).Search(context.Background(), s.View(s.ToMove()))
		require.NoError(t, err)
		if len(winningMoves(s)) > 0 {
			require.Len(t, res.Moves, 1)
			require.True(t, wins(s, res.Move), "%v does not win:\n%v", res.Move, s)
		} else {
			require.Len(t, res.Moves, min(12, len(s.LegalMoves())))
		}
	})
}

// TestISMCTSBotWithWorkersAndTime: a budget in time with two workers
// (whose determinizations and rewards run at once) gives a legal move.
func TestISMCTSBotWithWorkersAndTime(t *testing.T) {
	s, _ := linx.New(linx.Options{Players: 4, Seed: 6})
	r := rng.New(3)
	for range 9 {
		m, _ := s.RandomMove(&r)
		s, _ = s.Next(m)
	}
	bot := &linx.ISMCTSBot{Duration: 20 * time.Millisecond, Workers: 2}
	res, err := bot.Search(context.Background(), s.View(s.ToMove()))
	require.NoError(t, err)
	assert.Positive(t, res.Iterations)
	assert.Contains(t, s.LegalMoves(), res.Move)
}

// TestISMCTSBudgets: the budget and the caller's context stop the search
// at whichever comes first, and a 20 ms deadline on a million iterations
// still gives a legal move (see gametest.CheckBudgets).
func TestISMCTSBudgets(t *testing.T) {
	s, err := linx.New(linx.Options{Players: 4, Seed: 6})
	require.NoError(t, err)
	v := s.View(s.ToMove())
	gametest.CheckBudgets(t, func(ctx context.Context, b gametest.Budget) (gametest.Searched[linx.Move], error) {
		res, err := (&linx.ISMCTSBot{Iterations: b.Iterations, Duration: b.Duration, Workers: b.Workers}).Search(ctx, v)
		return gametest.Searched[linx.Move]{Move: res.Move, Iterations: res.Iterations, Stopped: res.Stopped.String()}, err
	}, func(m linx.Move) error {
		_, err := s.Next(m)
		return err
	})
}

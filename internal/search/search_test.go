package search

import (
	"context"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// checkStats checks what every Result promises: the visits add up to the
// iterations, the rows come most visited first with mean rewards in [0, 1],
// and Move is the first row's.
func checkStats[M comparable](t *testing.T, res Result[M]) {
	t.Helper()
	require.NotEmpty(t, res.Stats)
	total := 0
	for i, st := range res.Stats {
		total += st.Visits
		assert.GreaterOrEqual(t, st.Reward, 0.0)
		assert.LessOrEqual(t, st.Reward, 1.0)
		if i > 0 {
			assert.LessOrEqual(t, st.Visits, res.Stats[i-1].Visits, "row %d", i)
		}
	}
	assert.Equal(t, res.Iterations, total, "root visits add up to the iterations")
	assert.Equal(t, res.Stats[0].Move, res.Move)
}

func TestNimFindsTheWinningMove(t *testing.T) {
	// Heaps 1, 2, 4 have the nim-sum 7; the only move to a nim-sum of 0
	// takes one stone from the heap of 4.
	g := nimGame(newNim(1, 2, 4))
	var s Searcher[nim, nimMove]
	for seed := range uint64(4) {
		res, err := s.Search(context.Background(), g, 0, Options{Iterations: 3000, Seed: seed})
		require.NoError(t, err)
		checkStats(t, res)
		assert.Equal(t, nimMove{heap: 2, take: 1}, res.Move, "seed %d", seed)
		assert.Equal(t, 3000, res.Iterations)
	}
}

func TestNimTakesTheLastStones(t *testing.T) {
	res, err := Search(context.Background(), nimGame(newNim(0, 3, 0)), 0, Options{Iterations: 200})
	require.NoError(t, err)
	assert.Equal(t, nimMove{heap: 1, take: 3}, res.Move)
	assert.InDelta(t, 1.0, res.Stats[0].Reward, 1e-9, "a win is worth 1")
}

func TestSeatToMoveInSecondPlaceIsFound(t *testing.T) {
	// Seat 1 is to move after seat 0 took a stone: the search plays for
	// seat 1 now.
	s, err := newNim(2, 2, 1).Next(nimMove{heap: 2, take: 1})
	require.NoError(t, err)
	res, err := Search(context.Background(), nimGame(s), 1, Options{Iterations: 500})
	require.NoError(t, err)
	checkStats(t, res)
	// Heaps 2, 2, 0 are lost for the seat to move: every move loses.
	assert.Less(t, res.Stats[0].Reward, 0.5)
}

func TestEachNodeScoresTheSeatThatMovedIntoIt(t *testing.T) {
	res, err := Search(context.Background(), chainGame(), 0, Options{Iterations: 4000, Seed: 3})
	require.NoError(t, err)
	checkStats(t, res)
	assert.Equal(t, chainMove(2), res.Move, "B: after A, seats 1 and 2 play for themselves")
	for _, st := range res.Stats {
		if st.Move == 2 {
			assert.InDelta(t, 0.5, st.Reward, 1e-9)
		}
	}
}

func TestChainBackUpPerSeatInTheTree(t *testing.T) {
	// Below A, the tree itself must hold each seat's view: at seat 1's
	// node y beats x, and at seat 2's node p beats q.
	var s Searcher[chain, chainMove]
	_, err := s.Search(context.Background(), chainGame(), 0, Options{Iterations: 4000, Seed: 5})
	require.NoError(t, err)
	tr := s.trees[0]
	child := func(v int32, m chainMove) edge[chainMove] {
		nd := tr.nodes[v]
		for _, e := range tr.edges[nd.first : nd.first+nd.n] {
			if e.move == m {
				return e
			}
		}
		t.Fatalf("no move %v at node %d", m, v)
		return edge[chainMove]{}
	}
	mean := func(e edge[chainMove]) float64 { return e.reward / float64(e.visits) }
	a := child(0, 1)
	x, y := child(a.child, 1), child(a.child, 2)
	assert.Greater(t, y.visits, x.visits, "seat 1 prefers y")
	assert.InDelta(t, 0.0, mean(x), 1e-9, "x is scored for seat 1")
	p, q := child(y.child, 1), child(y.child, 2)
	assert.Greater(t, p.visits, q.visits, "seat 2 prefers p")
	assert.InDelta(t, 1.0, mean(p), 1e-9, "p is scored for seat 2")
	assert.InDelta(t, 0.0, mean(q), 1e-9, "q is scored for seat 2")
}

func TestBluffPlaysItsOwnCard(t *testing.T) {
	for card, want := range map[int8]bluffMove{1: bluffFold, 4: bluffBet, 6: bluffBet} {
		res, err := Search(context.Background(), bluffGame(bluffView{card}), 0, Options{Iterations: 2000, Seed: 1})
		require.NoError(t, err)
		checkStats(t, res)
		assert.Equal(t, want, res.Move, "card %d", card)
	}
}

func TestNoCheating(t *testing.T) {
	// Two states that differ only in seat 1's card, which seat 0 cannot
	// see, give seat 0 the same view, so the same game, move and
	// statistics.
	a := bluff{cards: [2]int8{4, 2}, winner: -1}
	b := bluff{cards: [2]int8{4, 6}, winner: -1}
	require.Equal(t, a.view(), b.view())
	for _, opts := range []Options{{Iterations: 500, Seed: 9}, {Iterations: 700, Seed: 10, Workers: 2}} {
		ra, err := Search(context.Background(), bluffGame(a.view()), 0, opts)
		require.NoError(t, err)
		rb, err := Search(context.Background(), bluffGame(b.view()), 0, opts)
		require.NoError(t, err)
		assert.Equal(t, ra, rb)
	}
}

func TestAvailabilityCountsTheIterationsAMoveWasLegal(t *testing.T) {
	// After a bet, seat 1 may fold only with an even card, in 3 of the 5
	// determinizations from a 1; calling is always available.
	var s Searcher[bluff, bluffMove]
	const n = 3000
	_, err := s.Search(context.Background(), bluffGame(bluffView{1}), 0, Options{Iterations: n, Seed: 2, Exploration: 5})
	require.NoError(t, err)
	tr := s.trees[0]
	root := tr.nodes[0]
	// At the root both moves are always available: the first tried has
	// been available in every iteration, the second in all but the first.
	require.Equal(t, int32(2), root.n)
	assert.Equal(t, int32(n), tr.edges[root.first].avail)
	assert.Equal(t, int32(n-1), tr.edges[root.first+1].avail)
	var bet edge[bluffMove]
	for _, e := range tr.edges[root.first : root.first+root.n] {
		if e.move == bluffBet {
			bet = e
		}
	}
	require.Positive(t, bet.visits)
	nd := tr.nodes[bet.child]
	avail := map[bluffMove]edge[bluffMove]{}
	for _, e := range tr.edges[nd.first : nd.first+nd.n] {
		avail[e.move] = e
	}
	call, fold := avail[bluffCall], avail[bluffFold]
	// Counted from the iteration that tried each, up to the last visit.
	visits := float64(bet.visits)
	assert.InDelta(t, visits, float64(call.avail), 2, "call is always available")
	assert.InDelta(t, 0.6*visits, float64(fold.avail), 4*math.Sqrt(visits*0.24)+2, "fold: an even card in 3 of 5")
	assert.LessOrEqual(t, fold.visits, fold.avail)
	assert.Equal(t, bet.visits-1, call.visits+fold.visits, "each visit of bet but the one that added it went on to seat 1's choice")
}

func TestManyMovesAreIndexed(t *testing.T) {
	// 300 moves: the root's children outgrow the scan and their block
	// many times over, and the best must still be found and counted right.
	var s Searcher[wide, int16]
	res, err := s.Search(context.Background(), wideGame(300, 137), 0, Options{Iterations: 3000, Seed: 4})
	require.NoError(t, err)
	checkStats(t, res)
	assert.Len(t, res.Stats, 300, "every move tried")
	assert.Equal(t, int16(137), res.Move)
	assert.InDelta(t, 0.9, res.Stats[0].Reward, 1e-9)
	assert.True(t, s.trees[0].nodes[0].indexed)
	assert.Len(t, s.trees[0].index, 300)
}

func TestMovesNarrowsTheTree(t *testing.T) {
	g := wideGame(300, 137)
	g.Moves = func(s *wide, dst []int16) []int16 { return append(dst, 5, 137, 200) }
	res, err := Search(context.Background(), g, 0, Options{Iterations: 300})
	require.NoError(t, err)
	checkStats(t, res)
	assert.Len(t, res.Stats, 3)
	assert.Equal(t, int16(137), res.Move)
}

func TestSameSeedSameResult(t *testing.T) {
	g := nimGame(newNim(3, 4, 5))
	var s Searcher[nim, nimMove]
	for _, workers := range []int{1, 3} {
		opts := Options{Iterations: 1500, Seed: 42, Workers: workers}
		first, err := s.Search(context.Background(), g, 0, opts)
		require.NoError(t, err)
		again, err := s.Search(context.Background(), g, 0, opts) // the same Searcher, its pools grown
		require.NoError(t, err)
		fresh, err := Search(context.Background(), g, 0, opts)
		require.NoError(t, err)
		assert.Equal(t, first, again)
		assert.Equal(t, first, fresh)
		other, err := s.Search(context.Background(), g, 0, Options{Iterations: 1500, Seed: 43, Workers: workers})
		require.NoError(t, err)
		assert.NotEqual(t, first.Stats, other.Stats, "the seed matters")
	}
}

func TestSelectionIsUCB1OverAvailability(t *testing.T) {
	// Two children: a, tried 10 times in 10 availabilities with a mean of
	// 0.5, and b, tried 2 times in 50 with a mean of 0.4. Over
	// availability, a scores 0.5 + c·√(ln 10/10) ≈ 0.836 and b
	// 0.4 + c·√(ln 50/2) ≈ 1.366 with c = 0.7; with b's availability 2
	// instead, b scores ≈ 0.812 and a wins.
	for _, tc := range []struct {
		availB int32
		want   int16
	}{{50, 2}, {2, 1}} {
		tr := &tree[wide, int16]{c: DefaultExploration}
		tr.edges = []edge[int16]{
			{move: 1, visits: 10, avail: 10, reward: 5},
			{move: 2, visits: 2, avail: tc.availB, reward: 0.8},
		}
		tr.found = []int32{0, 1}
		best := tr.select_()
		assert.Equal(t, tc.want, tr.edges[best].move, "b available %d times", tc.availB)
		assert.Equal(t, int32(11), tr.edges[0].avail, "each available child counts once more")
		assert.Equal(t, tc.availB+1, tr.edges[1].avail)
	}
}

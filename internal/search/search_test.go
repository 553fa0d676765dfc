package search

import (
	"context"
	"math"
	"reflect"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tabletopgo/tabletop/rng"
	"pgregory.net/rapid"
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

func TestWorkersShareTheBudget(t *testing.T) {
	g := nimGame(newNim(3, 4, 5))
	var s Searcher[nim, nimMove]
	res, err := s.Search(context.Background(), g, 0, Options{Iterations: 1001, Workers: 4, Seed: 7})
	require.NoError(t, err)
	checkStats(t, res)
	assert.Equal(t, 1001, res.Iterations)
	for w, tr := range s.trees {
		assert.Equal(t, []int{251, 250, 250, 250}[w], tr.iterations, "worker %d", w)
	}
	// Each worker has its own stream: their trees differ.
	assert.NotEqual(t, s.trees[0].edges[:10], s.trees[1].edges[:10])

	// More workers than iterations: each does one.
	res, err = s.Search(context.Background(), g, 0, Options{Iterations: 2, Workers: 4})
	require.NoError(t, err)
	assert.Equal(t, 2, res.Iterations)
}

func TestDefaultBudget(t *testing.T) {
	res, err := Search(context.Background(), nimGame(newNim(3, 4, 5)), 0, Options{})
	require.NoError(t, err)
	assert.Equal(t, DefaultIterations, res.Iterations)
}

func TestBudgetInTime(t *testing.T) {
	g := nimGame(newNim(3, 4, 5))
	for _, workers := range []int{1, 2} {
		const d = 30 * time.Millisecond
		start := time.Now()
		res, err := Search(context.Background(), g, 0, Options{Duration: d, Workers: workers})
		elapsed := time.Since(start)
		require.NoError(t, err)
		checkStats(t, res)
		assert.GreaterOrEqual(t, elapsed, d)
		// Generous: CI runs under -race on busy machines.
		assert.Less(t, elapsed, d+500*time.Millisecond)
		assert.Greater(t, res.Iterations, workers)
	}
	// Iterations cap a budget in time.
	start := time.Now()
	res, err := Search(context.Background(), g, 0, Options{Duration: time.Minute, Iterations: 50})
	require.NoError(t, err)
	assert.Equal(t, 50, res.Iterations)
	assert.Less(t, time.Since(start), 10*time.Second)
}

func TestNoAllocationPerIteration(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates on its own account")
	}
	for name, search := range map[string]func() error{
		"nim":   searchAgain(nimGame(newNim(3, 4, 5)), Options{Iterations: 2000, Seed: 1}),
		"bluff": searchAgain(bluffGame(bluffView{3}), Options{Iterations: 2000, Seed: 1}),
		"wide":  searchAgain(wideGame(300, 137), Options{Iterations: 2000, Seed: 1}),
	} {
		require.NoError(t, search(), name) // grows the pools
		var err error
		allocs := testing.AllocsPerRun(3, func() { err = search() })
		require.NoError(t, err, name)
		// One allocation per search, the Result's Stats; none per
		// iteration.
		assert.Equal(t, 1.0, allocs, name)
	}
}

func searchAgain[S State[S, M], M comparable](g Game[S, M], opts Options) func() error {
	var s Searcher[S, M]
	return func() error {
		_, err := s.Search(context.Background(), g, 0, opts)
		return err
	}
}

func TestErrors(t *testing.T) {
	live := nimGame(newNim(1, 2, 3))
	over := newNim(0, 0, 1)
	over, _ = over.Next(nimMove{heap: 2, take: 1})
	opts := Options{Iterations: 10}
	refusing := wideGame(3, 1)
	refusing.Moves = func(*wide, []int16) []int16 { return []int16{7} } // not legal
	badReward := live
	badReward.Reward = func(_ *nim, dst []float64) { dst[0], dst[1] = 2, math.NaN() }
	noMoves := live
	noMoves.Moves = func(_ *nim, dst []nimMove) []nimMove { return dst }
	noMovesDeeper := wideGame(3, 1)
	noMovesDeeper.Sample = func(*rng.Source) wide { return wide{n: 0, chosen: -1} }
	noMovesDeeper.Moves = func(_ *wide, dst []int16) []int16 { return append(dst, 0) }
	noSample, noReward := live, live
	noSample.Sample, noReward.Reward = nil, nil

	for _, tc := range []struct {
		name     string
		game     Game[nim, nimMove]
		observer int
		opts     Options
		want     error
	}{
		{"observer not to move", live, 1, opts, ErrNotToMove},
		{"observer not at the table", live, 2, opts, ErrNotToMove},
		{"negative observer", live, -1, opts, ErrNotToMove},
		{"game over", nimGame(over), 0, opts, ErrGameOver},
		{"no legal move", noMoves, 0, opts, ErrNoLegalMove},
		{"reward outside [0, 1]", badReward, 0, opts, ErrInvalidGame},
		{"no Sample", noSample, 0, opts, ErrInvalidGame},
		{"no Reward", noReward, 0, opts, ErrInvalidGame},
		{"no players", Game[nim, nimMove]{Sample: live.Sample, Reward: live.Reward}, 0, opts, ErrInvalidGame},
		{"negative iterations", live, 0, Options{Iterations: -1}, ErrInvalidOptions},
		{"negative duration", live, 0, Options{Duration: -time.Second}, ErrInvalidOptions},
		{"negative workers", live, 0, Options{Workers: -2}, ErrInvalidOptions},
		{"negative exploration", live, 0, Options{Exploration: -1}, ErrInvalidOptions},
		{"NaN exploration", live, 0, Options{Exploration: math.NaN()}, ErrInvalidOptions},
	} {
		for _, workers := range []int{1, 3} {
			opts := tc.opts
			if opts.Workers == 0 {
				opts.Workers = workers
			}
			res, err := Search(context.Background(), tc.game, tc.observer, opts)
			assert.ErrorIs(t, err, tc.want, tc.name)
			assert.Zero(t, res, tc.name)
		}
	}

	// A Sample whose seat to move changes after the first.
	for _, workers := range []int{1, 3} {
		var calls atomic.Int32
		flipping := live
		flipping.Sample = func(*rng.Source) nim {
			s := newNim(1, 2, 3)
			if calls.Add(1) > 5 {
				s.toMove = 1
			}
			return s
		}
		res, err := Search(context.Background(), flipping, 0, Options{Iterations: 100, Workers: workers})
		assert.ErrorIs(t, err, ErrInvalidGame, "a sample with another seat to move")
		assert.Zero(t, res)
	}

	_, err := Search(context.Background(), refusing, 0, opts)
	assert.ErrorIs(t, err, ErrInvalidGame, "a move refused by Next")
	assert.ErrorIs(t, err, errToyIllegal, "the game's own error is kept")
	_, err = Search(context.Background(), noMovesDeeper, 0, opts)
	assert.ErrorIs(t, err, errToyIllegal, "a move Moves listed is refused")
}

func TestStuckPlayout(t *testing.T) {
	// A state that is not over but where RandomMove finds nothing.
	g := Game[stuck, int]{
		Players: 1,
		Sample:  func(*rng.Source) stuck { return stuck{} },
		Reward:  func(_ *stuck, dst []float64) { dst[0] = 1 },
	}
	_, err := Search(context.Background(), g, 0, Options{Iterations: 5})
	assert.ErrorIs(t, err, ErrInvalidGame)
	var s Searcher[stuck, int]
	_, err = s.Search(context.Background(), g, 0, Options{Iterations: 5, Workers: 2})
	assert.ErrorIs(t, err, ErrInvalidGame)
	// The Searcher still works after an error.
	res, err := s.Search(context.Background(), Game[stuck, int]{Players: 1, Sample: g.Sample, Reward: g.Reward,
		Moves: func(*stuck, []int) []int { return []int{1} }}, 0, Options{Iterations: 1})
	assert.ErrorIs(t, err, ErrInvalidGame)
	assert.Zero(t, res)
}

// stuck has one move, after which it is neither over nor has any move.
type stuck struct{ moved bool }

func (s stuck) ToMove() int { return 0 }
func (s stuck) Over() bool  { return false }
func (s stuck) AppendLegalMoves(dst []int) []int {
	if s.moved {
		return dst
	}
	return append(dst, 1)
}
func (s stuck) Next(m int) (stuck, error) {
	if s.moved || m != 1 {
		return s, errToyIllegal
	}
	return stuck{true}, nil
}
func (s stuck) RandomMove(*rng.Source) (int, bool) { return 0, false }

func TestErrorsAreNotPanics(t *testing.T) {
	// A failing search leaves nothing half done for the next one.
	var s Searcher[nim, nimMove]
	_, err := s.Search(context.Background(), nimGame(newNim(1, 2, 3)), 1, Options{})
	require.ErrorIs(t, err, ErrNotToMove)
	res, err := s.Search(context.Background(), nimGame(newNim(1, 2, 3)), 0, Options{Iterations: 100})
	require.NoError(t, err)
	checkStats(t, res)
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

func TestTheIndexChangesNothingButSpeed(t *testing.T) {
	// The same searches with nodes that never index their children:
	// every statistic must be the same.
	for name, g := range map[string]Game[gappy, int16]{
		"one list":          gappyGame(60, 45, 1, false),
		"lists of a length": gappyGame(60, 45, 60, false),
		"lists of lengths":  gappyGame(60, 45, 60, true),
		"few moves":         gappyGame(12, 5, 12, true),
	} {
		opts := Options{Iterations: 1000, Seed: 8}
		var s Searcher[gappy, int16]
		indexed, err := s.Search(context.Background(), g, 0, opts)
		require.NoError(t, err, name)
		checkStats(t, indexed)
		checkSnapshots(t, s.trees[0])
		saved := linearChildren
		linearChildren = math.MaxInt32
		scanned, err := Search(context.Background(), g, 0, opts)
		linearChildren = saved
		require.NoError(t, err, name)
		assert.Equal(t, scanned, indexed, name)
		assert.True(t, s.trees[0].nodes[0].indexed, name)
	}
}

// checkSnapshots checks that every indexed node's map entries and snapshot
// name the right children.
func checkSnapshots[S State[S, M], M comparable](t interface {
	Helper()
	assert.TestingT
}, tr *tree[S, M]) {
	t.Helper()
	for v, nd := range tr.nodes {
		if !nd.indexed {
			continue
		}
		for j, e := range tr.edges[nd.first : nd.first+nd.n] {
			assert.Equal(t, int32(j), tr.index[edgeKey[M]{int32(v), e.move}])
		}
		for p, i := range tr.snapChild[nd.snap : nd.snap+nd.snapLen] {
			m := tr.snapMoves[nd.snap+int32(p)]
			if i < 0 {
				_, ok := tr.index[edgeKey[M]{int32(v), m}]
				assert.False(t, ok, "move %v at node %d has a child the snapshot misses", m, v)
				continue
			}
			assert.Equal(t, m, tr.edges[nd.first+i].move, "node %d", v)
		}
	}
}

// checkTree checks the invariants of a tree after a search: the root's
// children were chosen once an iteration; every later visit of a child went
// on to one of its own children, unless over says the game ends after the
// moves from the root to it; a move was never chosen more often than it was
// available.
func checkTree[S State[S, M], M comparable](t *rapid.T, tr *tree[S, M], over func(path []M) bool) {
	sum := func(nd node) (visits int32) {
		for _, e := range tr.edges[nd.first : nd.first+nd.n] {
			visits += e.visits
		}
		return visits
	}
	if got := sum(tr.nodes[0]); int(got) != tr.iterations {
		t.Fatalf("the root's children have %d visits in %d iterations", got, tr.iterations)
	}
	var walk func(v int32, path []M)
	walk = func(v int32, path []M) {
		nd := tr.nodes[v]
		for _, e := range tr.edges[nd.first : nd.first+nd.n] {
			path := append(path, e.move)
			if e.visits > e.avail || e.visits < 1 {
				t.Fatalf("after %v: %d visits, %d availabilities", path, e.visits, e.avail)
			}
			if below := sum(tr.nodes[e.child]); !over(path) && below != e.visits-1 {
				t.Fatalf("after %v: %d visits, %d below", path, e.visits, below)
			}
			walk(e.child, path)
		}
	}
	walk(0, nil)
}

func TestTreeInvariants(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts := Options{
			Iterations: rapid.IntRange(1, 400).Draw(t, "iterations"),
			Workers:    rapid.IntRange(1, 3).Draw(t, "workers"),
			Seed:       rapid.Uint64().Draw(t, "seed"),
		}
		if rapid.Bool().Draw(t, "nim") {
			heaps := rapid.SliceOfN(rapid.Int8Range(0, 4), 3, 3).Filter(func(h []int8) bool {
				return h[0]+h[1]+h[2] > 0
			}).Draw(t, "heaps")
			// Nim runs through its own Searcher.
			var s Searcher[nim, nimMove]
			ng := nimGame(newNim(heaps[0], heaps[1], heaps[2]))
			res, err := s.Search(context.Background(), ng, 0, opts)
			if err != nil {
				t.Fatal(err)
			}
			again, _ := s.Search(context.Background(), ng, 0, opts)
			if !reflect.DeepEqual(res, again) {
				t.Fatalf("same options, other results: %v, %v", res, again)
			}
			for _, tr := range s.trees[:min(opts.Workers, opts.Iterations)] {
				checkTree(t, tr, func(path []nimMove) bool {
					s := newNim(heaps[0], heaps[1], heaps[2])
					for _, m := range path {
						s, _ = s.Next(m)
					}
					return s.Over()
				})
			}
			return
		}
		// A game of one decision among 2 to 40 moves, one of them hidden.
		n := rapid.Int16Range(2, 40).Draw(t, "moves")
		g := gappyGame(n, rapid.Int16Range(0, n-1).Draw(t, "best"), rapid.Int16Range(1, n).Draw(t, "gaps"), rapid.Bool().Draw(t, "long"))
		var s Searcher[gappy, int16]
		res, err := s.Search(context.Background(), g, 0, opts)
		if err != nil {
			t.Fatal(err)
		}
		total := 0
		for _, st := range res.Stats {
			total += st.Visits
		}
		if total != res.Iterations || res.Iterations != opts.Iterations {
			t.Fatalf("%d visits, %d iterations, %d asked", total, res.Iterations, opts.Iterations)
		}
		for _, tr := range s.trees[:min(opts.Workers, opts.Iterations)] {
			// Every child of the root ends the game.
			checkTree(t, tr, func(path []int16) bool { return len(path) > 0 })
			checkSnapshots(t, tr)
		}
	})
}

func TestACalledOffSearchStopsPromptly(t *testing.T) {
	// A budget of an hour, called off after 20 ms: the search must return
	// within a moment of it, with the context's error and no move, on one
	// worker and on several.
	for _, workers := range []int{1, 3} {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
		start := time.Now()
		_, err := Search(ctx, wideGame(200, 7), 0, Options{Duration: time.Hour, Workers: workers})
		took := time.Since(start)
		cancel()
		require.ErrorIs(t, err, context.DeadlineExceeded, "workers %d", workers)
		assert.Less(t, took, 2*time.Second, "workers %d: the search ran on after its context was done", workers)
	}
}

func TestASearchCalledOffBeforeItStartsDoesNothing(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, err := Search(ctx, wideGame(10, 3), 0, Options{Iterations: 100})
	require.ErrorIs(t, err, context.Canceled)
	assert.Zero(t, res.Iterations)
}

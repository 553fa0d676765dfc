package search

import (
	"context"
	"math"
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// These tests hold the tree to its invariants: the move index changes
// nothing but speed, and every visit count adds up.

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

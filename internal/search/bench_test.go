package search_test

import (
	"testing"
	"time"

	"github.com/tabletopgo/tabletop/internal/search"
	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/linx"
	"github.com/tabletopgo/tabletop/rng"
)

// The benchmarks search from each game's opening position. Their Sample
// returns the real state (the games' samplers live in the game packages),
// so they measure the tree, the playouts and the game's moves, not a
// determinization. Their Reward calls Winners, which allocates: the one
// allocation per iteration they report is the benchmark's, not the search's
// (TestNoAllocationPerIteration pins the search at none).

// player is what a benchmark needs of a State beyond search.State.
type player[S any, M comparable] interface {
	search.State[S, M]
	Winners() []int
}

// winnerTakesAll rewards the winners, sharing a tie.
func winnerTakesAll[S player[S, M], M comparable](s *S, dst []float64) {
	clear(dst)
	w := (*s).Winners()
	for _, seat := range w {
		dst[seat] = 1 / float64(len(w))
	}
}

func benchGame[S player[S, M], M comparable](b *testing.B, players int, start S) {
	g := search.Game[S, M]{
		Players: players,
		Sample:  func(*rng.Source) S { return start },
		Reward:  winnerTakesAll[S, M],
	}
	const iterations = 1000
	var s search.Searcher[S, M]
	opts := search.Options{Iterations: iterations}
	if _, err := s.Search(g, start.ToMove(), opts); err != nil { // grows the pools
		b.Fatal(err)
	}
	// Random playouts from the same state, in the same run, for the
	// ratio of an iteration's time to a playout's.
	r := rng.New(1)
	playouts, playoutTime := 0, time.Duration(0)
	searches := 0
	b.ReportAllocs()
	for b.Loop() {
		opts.Seed++
		if _, err := s.Search(g, start.ToMove(), opts); err != nil {
			b.Fatal(err)
		}
		searches++
		t0 := time.Now()
		for range iterations / 10 {
			st := start
			for !st.Over() {
				m, _ := st.RandomMove(&r)
				st, _ = st.Next(m)
			}
			playouts++
		}
		playoutTime += time.Since(t0)
	}
	searchTime := b.Elapsed() - playoutTime
	iterPerSec := float64(searches*iterations) / searchTime.Seconds()
	playoutsPerSec := float64(playouts) / playoutTime.Seconds()
	b.ReportMetric(iterPerSec, "iterations/s")
	b.ReportMetric(playoutsPerSec, "playouts/s")
	b.ReportMetric(iterPerSec/playoutsPerSec, "iter/playout")
}

func BenchmarkSearch(b *testing.B) {
	for _, players := range []int{2, 4} {
		b.Run("linko-"+string(rune('0'+players)), func(b *testing.B) {
			s, err := linko.New(linko.Options{Players: players, Seed: 1})
			if err != nil {
				b.Fatal(err)
			}
			benchGame[linko.State, linko.Move](b, players, s)
		})
	}
	b.Run("lino", func(b *testing.B) {
		s, err := lino.New(lino.Options{Seed: 1})
		if err != nil {
			b.Fatal(err)
		}
		benchGame[lino.State, lino.Move](b, 2, s)
	})
	for _, players := range []int{2, 4} {
		b.Run("linx-"+string(rune('0'+players)), func(b *testing.B) {
			s, err := linx.New(linx.Options{Players: players, Seed: 1})
			if err != nil {
				b.Fatal(err)
			}
			benchGame[linx.State, linx.Move](b, players, s)
		})
	}
}

// BenchmarkToy searches the example's race, whose moves cost next to
// nothing: what is left is the search's own cost per iteration, and it
// allocates nothing but the Result.
func BenchmarkToy(b *testing.B) {
	seen := race{total: 0}
	g := search.Game[race, int]{
		Players: 2,
		Sample: func(r *rng.Source) race {
			s := seen
			s.secret = r.IntN(52)
			return s
		},
		Reward: func(s *race, dst []float64) { dst[s.toMove], dst[1-s.toMove] = 1, 0 },
	}
	const iterations = 1000
	var s search.Searcher[race, int]
	opts := search.Options{Iterations: iterations}
	if _, err := s.Search(g, 0, opts); err != nil { // grows the pools
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.Search(g, 0, opts); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N*iterations)/b.Elapsed().Seconds(), "iterations/s")
}

package search_test

import (
	"context"
	"testing"

	"github.com/tabletopgo/tabletop/internal/search"
	"github.com/tabletopgo/tabletop/rng"
)

// The games' own benchmarks (BenchmarkISMCTS in linko, lino and linx)
// measure the search with their samplers and rewards; this one measures
// the search alone.

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
	if _, err := s.Search(context.Background(), g, 0, opts); err != nil { // grows the pools
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.Search(context.Background(), g, 0, opts); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N*iterations)/b.Elapsed().Seconds(), "iterations/s")
}

package linx_test

import (
	"context"
	"fmt"
	"runtime"
	"testing"
	"time"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/linx"
	"github.com/tabletopgo/tabletop/rng"
)

// BenchmarkISMCTS searches from the opening position at 2 and 4 seats with
// a 1,000-iteration budget, the pools grown first, and reports
// iterations/s and allocs/iteration, beside random whole-match playouts/s
// and round playouts/s (random moves from the same position to the end of
// the match, and of the round), timed in the same run; iter/playout is
// iterations/s over whole-match playouts/s. An iteration deals a
// determinization and plays to the end of the round, where its playout's
// seats make every line they can: it does more than a random round's moves,
// and less than a match's.
func BenchmarkISMCTS(b *testing.B) {
	for _, players := range []int{2, 4} {
		b.Run(fmt.Sprintf("seats=%d", players), func(b *testing.B) {
			start, err := linx.New(linx.Options{Players: players, Seed: 1})
			if err != nil {
				b.Fatal(err)
			}
			const iterations = 1000
			v := start.View(start.ToMove())
			bot := &linx.ISMCTSBot{Iterations: iterations}
			for range 2 { // grow the pools
				if _, err := bot.Search(context.Background(), v); err != nil {
					b.Fatal(err)
				}
			}
			r := rng.New(1)
			playouts, rounds := 0, 0
			var playoutTime, roundTime time.Duration
			searches := 0
			var before, after runtime.MemStats
			var searchMallocs uint64
			for b.Loop() {
				bot.Seed++
				runtime.ReadMemStats(&before)
				if _, err := bot.Search(context.Background(), v); err != nil {
					b.Fatal(err)
				}
				runtime.ReadMemStats(&after)
				searchMallocs += after.Mallocs - before.Mallocs
				searches++
				t0 := time.Now()
				for range iterations / 10 {
					s := start
					for !s.Over() {
						m, _ := s.RandomMove(&r)
						s, _ = s.Next(m)
					}
					playouts++
				}
				t1 := time.Now()
				for range iterations / 10 {
					s := start
					for s.Round() == start.Round() && !s.Over() {
						m, _ := s.RandomMove(&r)
						s, _ = s.Next(m)
					}
					rounds++
				}
				roundTime += time.Since(t1)
				playoutTime += t1.Sub(t0)
			}
			searchTime := b.Elapsed() - playoutTime - roundTime
			gametest.ReportSearchSpeed(b, searches*iterations, searchTime, playouts, playoutTime)
			b.ReportMetric(float64(rounds)/roundTime.Seconds(), "round-playouts/s")
			b.ReportMetric(float64(searchMallocs)/float64(searches*iterations), "allocs/iteration")
		})
	}
}

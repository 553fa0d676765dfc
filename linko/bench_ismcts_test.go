package linko_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/rng"
)

// BenchmarkISMCTS searches the opening position at 2 and 4 seats with the
// bot's default budget of 1,000 iterations, and in the same run plays
// random whole games from the same position, for the ratio of the two
// speeds (iter/playout: an iteration costs 1/ratio playouts). It reports:
//   - iterations/s and playouts/s, and their ratio;
//   - allocs/search: what a decision costs beside its iterations (the
//     Sampler, the tree's first growth is done before the timer, the
//     statistics returned);
//   - allocs/iteration: the allocations of 1,000 more iterations, per
//     iteration, once the pools have grown: 0.
func BenchmarkISMCTS(b *testing.B) {
	for _, players := range []int{2, 4} {
		b.Run(fmt.Sprintf("players=%d", players), func(b *testing.B) {
			start, err := linko.New(linko.Options{Players: players, Seed: 1})
			if err != nil {
				b.Fatal(err)
			}
			v := start.View(start.ToMove())
			const iterations = 1000
			bot := &linko.ISMCTSBot{Iterations: iterations}
			long := &linko.ISMCTSBot{Iterations: 2 * iterations}
			for range 3 { // grow the pools
				if _, err := bot.Search(context.Background(), v); err != nil {
					b.Fatal(err)
				}
				if _, err := long.Search(context.Background(), v); err != nil {
					b.Fatal(err)
				}
			}
			short := testing.AllocsPerRun(5, func() { _, _ = bot.Search(context.Background(), v) })
			more := testing.AllocsPerRun(5, func() { _, _ = long.Search(context.Background(), v) })

			r := rng.New(1)
			var searchTime, playoutTime time.Duration
			searches, playouts := 0, 0
			for b.Loop() {
				bot.Seed++
				t0 := time.Now()
				if _, err := bot.Search(context.Background(), v); err != nil {
					b.Fatal(err)
				}
				t1 := time.Now()
				for range iterations / 10 {
					s := start
					for !s.Over() {
						m, _ := s.RandomMove(&r)
						s, _ = s.Next(m)
					}
					playouts++
				}
				searchTime += t1.Sub(t0)
				playoutTime += time.Since(t1)
				searches++
			}
			gametest.ReportSearchSpeed(b, searches*iterations, searchTime, playouts, playoutTime)
			b.ReportMetric(float64(searchTime.Microseconds())/float64(searches), "µs/move")
			b.ReportMetric(short, "allocs/search")
			b.ReportMetric((more-short)/iterations, "allocs/iteration")
		})
	}
}

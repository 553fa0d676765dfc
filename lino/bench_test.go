package lino_test

import (
	"slices"
	"testing"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/rng"
)

// sampleStates returns the states of random games in the given phase.
func sampleStates(b *testing.B, phase lino.Phase) []lino.State {
	all := gametest.Playthroughs(b, 10, func(seed uint64) (lino.State, error) {
		return lino.New(lino.Options{Seed: seed, Bonus: true})
	})
	return slices.DeleteFunc(all, func(s lino.State) bool { return s.Phase() != phase })
}

// BenchmarkLegalMoves lists the moves of building and of filling states,
// reporting the cost of each move listed.
func BenchmarkLegalMoves(b *testing.B) {
	for _, phase := range []lino.Phase{lino.PhaseBuilding, lino.PhaseFilling} {
		b.Run(phase.String(), func(b *testing.B) {
			states := sampleStates(b, phase)
			buf := make([]lino.Move, 0, 4096)
			b.ReportAllocs()
			moves, i := 0, 0
			for b.Loop() {
				buf = states[i%len(states)].AppendLegalMoves(buf[:0])
				moves += len(buf)
				i++
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(moves), "ns/move")
			b.ReportMetric(float64(moves)/float64(i), "moves/op")
		})
	}
}

func BenchmarkApply(b *testing.B) {
	states := sampleStates(b, lino.PhaseFilling)
	moves := gametest.FirstMoves(states)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		k := i % len(states)
		if _, _, err := states[k].Apply(moves[k]); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkRandomGame plays whole bonus games, building included, with
// uniformly random moves, reporting games/s, ns/decision (all decisions,
// and filling decisions alone), allocs/game and decisions/game.
func BenchmarkRandomGame(b *testing.B) { playGames(b, true) }

// playGames plays whole bonus games, seeded 0, 1, ..., with moves listed
// or drawn by RandomMove, and reports games/s, ns/decision, allocs/game
// and decisions/game.
func playGames(b *testing.B, listed bool) {
	r := rng.New(1)
	buf := make([]lino.Move, 0, 4096)
	tally := gametest.StartTally()
	runs, decisions := 0, 0
	for b.Loop() {
		s, err := lino.New(lino.Options{Seed: uint64(runs), Bonus: true})
		if err != nil {
			b.Fatal(err)
		}
		if listed {
			for !s.Over() {
				buf = s.AppendLegalMoves(buf[:0])
				s, _ = s.Next(buf[r.IntN(len(buf))])
				decisions++
			}
		} else {
			for !s.Over() {
				m, _ := s.RandomMove(&r)
				s, _ = s.Next(m)
				decisions++
			}
		}
		runs++
	}
	tally.Report(b, "game", runs, decisions)
}

// BenchmarkFillingDecision is one filling decision of a random game: list
// the moves, choose one, play it.
func BenchmarkFillingDecision(b *testing.B) {
	states := sampleStates(b, lino.PhaseFilling)
	buf := make([]lino.Move, 0, 64)
	r := rng.New(2)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		s := states[i%len(states)]
		buf = s.AppendLegalMoves(buf[:0])
		if _, err := s.Next(buf[r.IntN(len(buf))]); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkFillingPlayout is one filling decision of a playout: draw a
// move with RandomMove and play it with Next. The last stone of a round,
// which also scores the round, is measured apart.
func BenchmarkFillingPlayout(b *testing.B) {
	var all, last []lino.State
	for _, s := range sampleStates(b, lino.PhaseFilling) {
		if len(s.Stones(0))+len(s.Stones(1)) == 2*lino.StonesEach-1 {
			last = append(last, s)
		} else {
			all = append(all, s)
		}
	}
	for _, c := range []struct {
		name   string
		states []lino.State
	}{{"stone", all}, {"last-stone", last}} {
		b.Run(c.name, func(b *testing.B) {
			r := rng.New(2)
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				s := c.states[i%len(c.states)]
				m, _ := s.RandomMove(&r)
				if _, err := s.Next(m); err != nil {
					b.Fatal(err)
				}
				i++
			}
		})
	}
}

// BenchmarkFillingNext is Next alone for a filling move.
func BenchmarkFillingNext(b *testing.B) {
	states := sampleStates(b, lino.PhaseFilling)
	moves := gametest.FirstMoves(states)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		k := i % len(states)
		if _, err := states[k].Next(moves[k]); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkFilling plays the filling phase of built fields to the end of
// the round, final scoring included, as a search's playouts do once the
// field is built: with the moves listed into a reused buffer, or drawn
// with RandomMove. It reports ns per filling decision, and fillings/s,
// allocs and decisions per filling.
func BenchmarkFilling(b *testing.B) {
	var built []lino.State
	for _, s := range sampleStates(b, lino.PhaseFilling) {
		if len(s.Stones(0))+len(s.Stones(1)) == 0 {
			built = append(built, s)
		}
	}
	for _, draw := range []string{"listed", "random"} {
		b.Run(draw, func(b *testing.B) {
			r := rng.New(1)
			buf := make([]lino.Move, 0, 64)
			tally := gametest.StartTally()
			runs, decisions := 0, 0
			for b.Loop() {
				s := built[runs%len(built)]
				for s.Phase() == lino.PhaseFilling {
					var m lino.Move
					if draw == "listed" {
						buf = s.AppendLegalMoves(buf[:0])
						m = buf[r.IntN(len(buf))]
					} else {
						m, _ = s.RandomMove(&r)
					}
					s, _ = s.Next(m)
					decisions++
				}
				runs++
			}
			tally.Report(b, "filling", runs, decisions)
		})
	}
}

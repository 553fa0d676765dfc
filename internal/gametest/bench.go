package gametest

import (
	"runtime"
	"testing"
	"time"
)

// The games' benchmarks write out their own loops over Next, RandomMove and
// AppendLegalMoves: a generic loop calls the State's methods through the
// instantiation's dictionary, not inlined, and measured Linko's Next 30%
// slower. What they share is here: their inputs and their reports.

// FirstMoves returns the first legal move of each of states, none of which
// may be over: the moves that the benchmarks of Apply and Next play.
func FirstMoves[S interface{ LegalMoves() []M }, M any](states []S) []M {
	moves := make([]M, len(states))
	for i, s := range states {
		moves[i] = s.LegalMoves()[0]
	}
	return moves
}

// Tally holds the allocations counted at the start of a benchmark of random
// play, for Report. The benchmark counts its runs (games, rounds,
// fillings...) and decisions (one move, whoever makes it) in its own local
// variables: a counter in a struct, kept in memory, measured Lino's
// filling decisions 8% slower.
type Tally struct {
	before runtime.MemStats
}

// StartTally returns a Tally that counts allocations from now on.
func StartTally() *Tally {
	t := &Tally{}
	runtime.ReadMemStats(&t.before)
	return t
}

// Report reports, for runs named unit ("game", "round"...), units/s,
// ns/decision, allocs/unit and decisions/unit over b's loop so far.
func (t *Tally) Report(b *testing.B, unit string, runs, decisions int) {
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	elapsed := b.Elapsed()
	b.ReportMetric(float64(runs)/elapsed.Seconds(), unit+"s/s")
	b.ReportMetric(float64(elapsed.Nanoseconds())/float64(decisions), "ns/decision")
	b.ReportMetric(float64(after.Mallocs-t.before.Mallocs)/float64(runs), "allocs/"+unit)
	b.ReportMetric(float64(decisions)/float64(runs), "decisions/"+unit)
}

// ReportSearchSpeed reports a search benchmark's iterations/s and
// playouts/s, from the iterations searched and the random playouts played
// in the times given, and their ratio iter/playout: an iteration costs
// 1/ratio playouts.
func ReportSearchSpeed(b *testing.B, iterations int, searchTime time.Duration, playouts int, playoutTime time.Duration) {
	iterPerSec := float64(iterations) / searchTime.Seconds()
	playoutsPerSec := float64(playouts) / playoutTime.Seconds()
	b.ReportMetric(iterPerSec, "iterations/s")
	b.ReportMetric(playoutsPerSec, "playouts/s")
	b.ReportMetric(iterPerSec/playoutsPerSec, "iter/playout")
}

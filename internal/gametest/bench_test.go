package gametest_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/gametest"
)

func TestFirstMovesGivesTheFirstLegalMoveOfEachState(t *testing.T) {
	s, err := newNim(nimOptions{Seed: 1})
	require.NoError(t, err)
	next, _, err := s.Apply(s.LegalMoves()[1])
	require.NoError(t, err)
	assert.Equal(t, []nimMove{s.LegalMoves()[0], next.LegalMoves()[0]}, gametest.FirstMoves([]nimState{s, next}))
}

// TestTallyReportsPerRunAndPerDecision: a benchmark that plays 3 decisions
// a run, allocating one slice of 64 bytes a run, reports 3 decisions/game,
// 1 allocs/game, and games/s and ns/decision that agree with each other.
func TestTallyReportsPerRunAndPerDecision(t *testing.T) {
	var sink []byte
	res := testing.Benchmark(func(b *testing.B) {
		tally := gametest.StartTally()
		runs := 0
		for b.Loop() {
			sink = make([]byte, 64)
			runs++
		}
		tally.Report(b, "game", runs, 3*runs)
	})
	_ = sink
	assert.Equal(t, 3.0, res.Extra["decisions/game"])
	assert.InDelta(t, 1.0, res.Extra["allocs/game"], 0.01)
	nsPerGame := 1e9 / res.Extra["games/s"]
	assert.InDelta(t, nsPerGame/3, res.Extra["ns/decision"], nsPerGame/3*1e-6)
}

func TestReportSearchSpeedGivesTheRatioOfTheSpeeds(t *testing.T) {
	res := testing.Benchmark(func(b *testing.B) {
		for b.Loop() {
		}
		gametest.ReportSearchSpeed(b, 1000, time.Second, 500, 2*time.Second)
	})
	assert.Equal(t, 1000.0, res.Extra["iterations/s"])
	assert.Equal(t, 250.0, res.Extra["playouts/s"])
	assert.Equal(t, 4.0, res.Extra["iter/playout"])
}

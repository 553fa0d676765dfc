package tabletop_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/linx"
	"github.com/tabletopgo/tabletop/rng"
)

// playout is the package doc's: a game played out at random.
func playout[S tabletop.Game[S, M, E, V], M comparable, E, V any](s S, r *rng.Source) []int {
	return movesOf(s, r).Winners()
}

// movesOf is playout's moves, without its Winners.
func movesOf[S tabletop.Game[S, M, E, V], M comparable, E, V any](s S, r *rng.Source) S {
	for !s.Over() {
		m, _ := s.RandomMove(r)
		s, _ = s.Next(m)
	}
	return s
}

// playoutAllocs returns the allocations of playout of s: of its moves,
// and of the whole with its Winners.
func playoutAllocs[S tabletop.Game[S, M, E, V], M comparable, E, V any](s S) (moves, whole float64) {
	r := rng.New(1)
	var sink []int
	moves = testing.AllocsPerRun(5, func() { _ = movesOf(s, &r) })
	whole = testing.AllocsPerRun(5, func() { sink = playout(s, &r) })
	_ = sink
	return moves, whole
}

// The package doc's playout allocates as it says (Go builder r16, F10):
// nothing for its moves, and the slice of Winners once a game.
func TestThePlayoutAllocatesOnlyItsWinners(t *testing.T) {
	if gametest.RaceEnabled {
		t.Skip("the race detector allocates as it checks")
	}
	for game, allocs := range map[string]func() (float64, float64){
		"linko": func() (float64, float64) {
			return playoutAllocs(must(linko.New(linko.Options{Players: 3, Seed: 1})))
		},
		"lino": func() (float64, float64) { return playoutAllocs(must(lino.New(lino.Options{Seed: 1}))) },
		"linx": func() (float64, float64) {
			return playoutAllocs(must(linx.New(linx.Options{Players: 4, Teams: true, Seed: 1})))
		},
	} {
		moves, whole := allocs()
		assert.Zero(t, moves, game)
		assert.Equal(t, 1.0, whole, game)
	}
}

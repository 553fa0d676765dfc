package linko_test

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/rng"
)

func TestRandomMoveIsLegal(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomState(t)
		r := rng.New(rapid.Uint64().Draw(t, "seed"))
		gametest.CheckRandomMoveIsLegal(t, s, &r)
	})
}

// TestRandomMoveIsUniform: from a play with jokers, and from a draw, every
// legal move comes up about equally often (a seeded chi-square test).
func TestRandomMoveIsUniform(t *testing.T) {
	play := scene{players: 2, hands: []string{"1 1 5 7 7 7 13 J J", "2"}, tableaux: []string{"", "4"}, pileSize: -1}.state(t)
	draw := scene{players: 2, hands: []string{"10 1", "2"}, tableaux: []string{"", "4"}, display: "7 7 3 9 J 2", pileSize: -1}.state(t)
	draw, _, _ = draw.Apply(linko.Play(0, 10, 1, 0))
	draw, _, _ = draw.Apply(linko.Take(0))
	for _, s := range []linko.State{play, draw} {
		r := rng.New(5)
		gametest.CheckRandomMove(t, s, &r, 2000)
	}
}

// BenchmarkRandomPlayout plays whole 4-seat games with RandomMove and Next:
// BenchmarkPlayout's players=4, with allocs/op.
func BenchmarkRandomPlayout(b *testing.B) {
	b.ReportAllocs()
	playGames(b, 4, false)
}

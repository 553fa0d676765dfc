package lino_test

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/rng"
)

// TestRandomMoveIsLegal: from random states, RandomMove gives a legal move,
// or false exactly when there is none.
func TestRandomMoveIsLegal(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		states, _ := game(t, options().Draw(t, "options"))
		s := states[rapid.IntRange(0, len(states)-1).Draw(t, "state")]
		r := rng.New(rapid.Uint64().Draw(t, "seed"))
		gametest.CheckRandomMoveIsLegal(t, s, &r)
	})
}

// TestRandomMoveIsUniform: over many draws from one building state and one
// filling state, every legal move comes up about equally often (a seeded
// chi-square test).
func TestRandomMoveIsUniform(t *testing.T) {
	building, _ := lino.New(lino.Options{Seed: 1})
	filling := scene(t, `
X . . O
. . O .`, 6)
	for _, s := range []lino.State{building, filling} {
		r := rng.New(3)
		perMove := 40
		if len(s.LegalMoves()) < 100 {
			perMove = 2000
		}
		gametest.CheckRandomMove(t, s, &r, perMove)
	}
}

// BenchmarkRandomPlayout plays the games of BenchmarkRandomGame, move for
// move, as a search's playouts do: RandomMove draws each move, Next plays
// it.
func BenchmarkRandomPlayout(b *testing.B) {
	b.ReportAllocs()
	playGames(b, false)
}

package tabletop_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/linx"
	"github.com/tabletopgo/tabletop/rng"
)

// checkPlayers plays a game of s at random and checks that Players, which
// generic code reads through tabletop.Game, is the number of scores at
// every step, and 0 for the zero State.
func checkPlayers[S tabletop.Game[S, M, E, V], M comparable, E, V any](t *testing.T, s S, players int) {
	t.Helper()
	var zero S
	assert.Zero(t, zero.Players())
	r := rng.New(1)
	for !s.Over() {
		assert.Equal(t, players, s.Players())
		assert.Len(t, s.Scores(), players)
		m, _ := s.RandomMove(&r)
		s, _ = s.Next(m)
	}
	assert.Equal(t, players, s.Players())
}

func TestEveryStateSaysHowManyPlay(t *testing.T) {
	for players := 2; players <= 5; players++ {
		s, err := linko.New(linko.Options{Players: players, Seed: 3})
		assert.NoError(t, err)
		checkPlayers(t, s, players)
	}
	s, err := lino.New(lino.Options{Seed: 3})
	assert.NoError(t, err)
	checkPlayers(t, s, 2)
	for players := 2; players <= 4; players++ {
		s, err := linx.New(linx.Options{Players: players, Seed: 3})
		assert.NoError(t, err)
		checkPlayers(t, s, players)
	}
}

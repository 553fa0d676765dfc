package linko

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/rng"
)

// The View's JSON, written without reflection, is byte for byte what
// encoding/json wrote of its fields by their tags (viewFields has no
// methods), over random games of two to five players from first move to
// last, for each seat and the spectator, in every language.
func TestViewJSONIsWhatEncodingJSONWrites(t *testing.T) {
	for seed := range uint64(8) {
		players := 2 + int(seed%4)
		s, err := New(Options{Players: players, Seed: seed, Rounds: 1 + (players-1)*int(seed%2)})
		require.NoError(t, err)
		r := rng.New(seed)
		gametest.Visit(t, s, &r, func(s State) {
			for seat := -1; seat < players; seat++ {
				v := s.View(seat)
				gametest.CheckViewFields(t, gameName, v, viewFields(v))
			}
		})
	}
}

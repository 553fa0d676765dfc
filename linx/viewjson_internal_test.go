package linx

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/rng"
)

// viewTags is a View without its methods: encoding/json writes its fields
// by their tags, the reference that the hand-written appendFields must
// match byte for byte.
type viewTags View

// The View's JSON, written without reflection, is byte for byte what
// encoding/json wrote of its fields, over random matches of two to four
// players, with and without teams, from first move to last, for each seat
// and the spectator, in every language.
func TestViewJSONIsWhatEncodingJSONWrites(t *testing.T) {
	for seed := range uint64(12) {
		players := 2 + int(seed%3)
		s, err := New(Options{Players: players, Seed: seed, Teams: players == 4 && seed%2 == 0})
		require.NoError(t, err)
		r := rng.New(seed)
		gametest.Visit(t, s, &r, func(s State) {
			for seat := -1; seat < players; seat++ {
				v := s.View(seat)
				gametest.CheckViewFields(t, "linx", v, struct {
					viewTags
					Axes Axes `json:"axes"`
				}{viewTags(v), v.Axes()})
			}
		})
	}
}

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

// A View marshalled for a seat that is not to move (the spectator's, and
// the mover's after its move, the one a server sends most) costs one
// allocation, its JSON's, over random matches of four players.
func TestAViewOfASeatNotToMoveMarshalsInOneAllocation(t *testing.T) {
	if gametest.RaceEnabled {
		t.Skip("the race detector allocates on its own, and drops what a sync.Pool keeps")
	}
	for seed := range uint64(2) {
		s, err := New(Options{Players: MaxPlayers, Seed: seed})
		require.NoError(t, err)
		r := rng.New(seed)
		gametest.Visit(t, s, &r, func(s State) {
			for seat := -1; seat < MaxPlayers; seat++ {
				if v := s.View(seat); seat != s.ToMove() {
					require.Equal(t, 1.0, testing.AllocsPerRun(2, func() { v.MarshalJSON() }), "View.MarshalJSON of seat %d", seat)
				}
			}
		})
	}
}

package linx

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/gametest"
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
	gametest.VisitSeats(t, 12, func(seed uint64) (State, error) {
		players := 2 + int(seed%3)
		return New(Options{Players: players, Seed: seed, Teams: players == 4 && seed%2 == 0})
	}, func(s State, seat int) {
		v := s.View(seat)
		gametest.CheckViewFields(t, "linx", v, struct {
			viewTags
			Axes Axes `json:"axes"`
		}{viewTags(v), v.Axes()})
	})
}

// A View marshalled for a seat that is not to move (the spectator's, and
// the mover's after its move, the one a server sends most) costs one
// allocation, its JSON's, over random matches of four players.
func TestAViewOfASeatNotToMoveMarshalsInOneAllocation(t *testing.T) {
	if gametest.RaceEnabled {
		t.Skip("the race detector allocates on its own, and drops what a sync.Pool keeps")
	}
	gametest.VisitSeats(t, 2, func(seed uint64) (State, error) { return New(Options{Players: MaxPlayers, Seed: seed}) }, func(s State, seat int) {
		if v := s.View(seat); seat != s.ToMove() {
			require.Equal(t, 1.0, testing.AllocsPerRun(20, func() { v.MarshalJSON() }), "View.MarshalJSON of seat %d (20 runs: a collection between two may empty a pool once)", seat)
		}
	})
}

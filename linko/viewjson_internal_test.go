package linko

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/gametest"
)

// The View's JSON, written without reflection, is byte for byte what
// encoding/json wrote of its fields by their tags (viewFields has no
// methods), over random games of two to five players from first move to
// last, for each seat and the spectator, in every language.
func TestViewJSONIsWhatEncodingJSONWrites(t *testing.T) {
	gametest.VisitSeats(t, 8, func(seed uint64) (State, error) {
		players := 2 + int(seed%4)
		return New(Options{Players: players, Seed: seed, Rounds: 1 + (players-1)*int(seed%2)})
	}, func(s State, seat int) {
		v := s.View(seat)
		gametest.CheckViewFields(t, gameName, v, viewFields(v))
	})
}

// A View costs what it carries: made from a State, a few slices (the
// seats' known cards and tableaux each cut from one), and marshalled for
// a seat that is not to move (the spectator's, and the mover's after a
// move that ends its turn, the one a server sends most), one allocation,
// its JSON's, over random games of five players.
func TestAViewAllocatesWhatItCarries(t *testing.T) {
	if gametest.RaceEnabled {
		t.Skip("the race detector allocates on its own, and drops what a sync.Pool keeps")
	}
	gametest.VisitSeats(t, 2, func(seed uint64) (State, error) { return New(Options{Players: MaxPlayers, Seed: seed}) }, func(s State, seat int) {
		// Winners, Scores, Hand, HandSizes, Known and Tableaux (two
		// each) and Discard.
		require.LessOrEqual(t, testing.AllocsPerRun(2, func() { s.View(seat) }), 9.0, "State.View(%d)", seat)
		if v := s.View(seat); seat != s.ToMove() {
			require.Equal(t, 1.0, testing.AllocsPerRun(20, func() { v.MarshalJSON() }), "View.MarshalJSON of seat %d (20 runs: a collection between two may empty a pool once)", seat)
		}
	})
}

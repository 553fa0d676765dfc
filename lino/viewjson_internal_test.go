package lino

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/gametest"
)

// viewTags and optionsTags are a View and Options without their methods:
// encoding/json writes their fields by their tags, the reference that the
// hand-written appendFields must match byte for byte.
type (
	viewTags    View
	optionsTags Options
)

// The View's JSON, and its options', written without reflection, are byte
// for byte what encoding/json wrote of their fields, over random games of
// every variant from first move to last, for each seat and the spectator,
// in every language.
func TestViewJSONIsWhatEncodingJSONWrites(t *testing.T) {
	gametest.VisitSeats(t, 12, func(seed uint64) (State, error) {
		opts := Options{Players: Players, Seed: seed, Rounds: 1 + int(seed%2), Bonus: seed%3 == 1, StarsOnly: seed%3 == 2}
		if opts.Bonus && seed%2 == 0 { // the layout and faces given, written in the options
			opts.Layout, opts.Faces = DefaultLayout(), DefaultFaces()
		}
		return New(opts)
	}, func(s State, seat int) {
		v := s.View(seat)
		if seat == -1 { // the options, once a state
			options, err := json.Marshal(v.Options)
			require.NoError(t, err)
			want, err := json.Marshal(optionsTags(v.Options))
			require.NoError(t, err)
			require.Equal(t, string(want), string(options))
		}
		gametest.CheckViewFields(t, "lino", v, struct {
			viewTags
			Axes Axes `json:"axes"`
		}{viewTags(v), v.Axes()})
	})
}

// A View costs what it carries: marshalled for a seat that is not to move
// (the spectator's, and the mover's after a move that ends its turn, the
// one a server sends most), one allocation, its JSON's, with no State
// rebuilt nor error made to say it has no move; for the seat to move in a
// building turn, its two thousand moves grouped without a string made for
// each to compare (2,746 allocations when each move's pick was its cell's
// name, under 600 now), over random games.
func TestAViewAllocatesWhatItCarries(t *testing.T) {
	if gametest.RaceEnabled {
		t.Skip("the race detector allocates on its own, and drops what a sync.Pool keeps")
	}
	gametest.VisitSeats(t, 2, func(seed uint64) (State, error) { return New(Options{Seed: seed}) }, func(s State, seat int) {
		require.LessOrEqual(t, testing.AllocsPerRun(2, func() { s.View(seat) }), 7.0, "State.View(%d)", seat)
		v := s.View(seat)
		switch {
		case seat != s.ToMove():
			require.Equal(t, 1.0, testing.AllocsPerRun(20, func() { v.MarshalJSON() }), "View.MarshalJSON of seat %d (20 runs: a collection between two may empty a pool once)", seat)
		case s.Phase() == PhaseBuilding:
			require.Less(t, testing.AllocsPerRun(2, func() { v.MarshalJSON() }), 700.0, "a building turn's View.MarshalJSON")
		}
	})
}

package tabletop_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/linx"
)

// The game packages' Options and the handle read each other's JSON, both
// ways: json.Marshal of a typed Options leaves out the zero fields that
// mean their defaults (players, rounds), which the handle reads left out
// as those defaults, and opens the game it says; the handle's Options
// read back into the same typed Options, which open the same game again
// (go-r35 #4: the typed JSON wrote "rounds":0, which Open refuses, as it
// refuses any value outside an option's range).
func TestTheTypedOptionsAndTheHandleAgree(t *testing.T) {
	for _, c := range []struct {
		game  string
		typed any // a pointer to the typed Options
		want  any // the same, its defaults filled in
	}{
		{"linko", &linko.Options{Players: 3, Seed: 42}, &linko.Options{Players: 3, Seed: 42, Rounds: 1}},
		{"linko", &linko.Options{Seed: 7}, &linko.Options{Players: linko.DefaultPlayers, Seed: 7, Rounds: 1}},
		{"linko", &linko.Options{Players: 2, Seed: 1, FirstSeat: 1, Rounds: 2}, &linko.Options{Players: 2, Seed: 1, FirstSeat: 1, Rounds: 2}},
		{"lino", &lino.Options{Seed: 9}, &lino.Options{Players: 2, Seed: 9, Rounds: 1}},
		{"lino", &lino.Options{Seed: 3, Bonus: true, Rounds: 2, FirstSeat: 1}, &lino.Options{Players: 2, Seed: 3, Bonus: true, Rounds: 2, FirstSeat: 1}},
		{"linx", &linx.Options{Seed: 1}, &linx.Options{Players: linx.DefaultPlayers, Seed: 1}},
		{"linx", &linx.Options{Players: 4, Seed: 5, Teams: true}, &linx.Options{Players: 4, Seed: 5, Teams: true}},
	} {
		typed, err := json.Marshal(c.typed)
		require.NoError(t, err)
		table, err := tabletop.Open(c.game, typed)
		require.NoError(t, err, "%s", typed)
		require.NoError(t, tabletop.CheckOptions(c.game, typed), "%s", typed)

		options, err := table.Options()
		require.NoError(t, err)
		back := newLike(c.typed)
		require.NoError(t, json.Unmarshal(options, back), "%s", options)
		assert.Equal(t, c.want, back, "%s", options)

		again, err := json.Marshal(back)
		require.NoError(t, err)
		reopened, err := tabletop.Open(c.game, again)
		require.NoError(t, err, "%s", again)
		reopenedOptions, err := reopened.Options()
		require.NoError(t, err)
		assert.JSONEq(t, string(options), string(reopenedOptions), c.game)
	}
}

// newLike returns a new zero value of the type p points to.
func newLike(p any) any {
	switch p.(type) {
	case *linko.Options:
		return new(linko.Options)
	case *lino.Options:
		return new(lino.Options)
	}
	return new(linx.Options)
}

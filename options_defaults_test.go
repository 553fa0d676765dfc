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

// The zero Options of every game are its defaults, the number of players
// Open gives when "players" is left out (go-r23 9: linko.New and linx.New
// of the zero Options failed with "0 players" while lino.New played).
func TestTheZeroOptionsOfEveryGameAreItsDefaults(t *testing.T) {
	k, err := linko.New(linko.Options{})
	if assert.NoError(t, err) {
		assert.Equal(t, linko.DefaultPlayers, k.Players())
		assert.Equal(t, linko.DefaultPlayers, k.Options().Players, "the options say it, for a save")
	}
	l, err := lino.New(lino.Options{})
	if assert.NoError(t, err) {
		assert.Equal(t, lino.Players, l.Players())
	}
	x, err := linx.New(linx.Options{})
	if assert.NoError(t, err) {
		assert.Equal(t, linx.DefaultPlayers, x.Players())
		assert.Equal(t, linx.DefaultPlayers, x.Options().Players, "the options say it, for a save")
	}
	for _, info := range tabletop.Games() {
		table, err := tabletop.Open(info.Name, nil)
		require.NoError(t, err)
		for _, o := range info.Options {
			if o.Name == "players" {
				assert.EqualValues(t, o.Default, table.Players(), "%s: the catalogue's default is the game's", info.Name)
			}
		}
	}
	_, err = linko.New(linko.Options{Players: 1})
	assert.ErrorIs(t, err, linko.ErrInvalidOptions, "1 is no default")
	_, err = linx.New(linx.Options{Players: -1})
	assert.ErrorIs(t, err, linx.ErrInvalidOptions, "-1 is no default")
}

// Options of white space alone are no options, as JSON reads white space,
// and Open and CheckOptions agree: every default (go-r23 9).
func TestWhiteSpaceOptionsAreNoOptions(t *testing.T) {
	for _, game := range tabletop.GameNames() {
		for _, blank := range []string{"", "  ", "\n", "\t\r\n "} {
			require.NoError(t, tabletop.CheckOptions(game, []byte(blank)), "%s %q", game, blank)
			table, err := tabletop.Open(game, []byte(blank))
			require.NoError(t, err, "%s %q", game, blank)
			opened, err := table.Options()
			require.NoError(t, err)
			var fields map[string]json.RawMessage
			require.NoError(t, json.Unmarshal(opened, &fields))
			assert.Contains(t, fields, "seed", "%s %q: a seed drawn and reported", game, blank)
			assert.Equal(t, defaultTable(t, game).Players(), table.Players(), "%s %q", game, blank)
		}
		assert.ErrorIs(t, tabletop.CheckOptions(game, []byte(" x ")), tabletop.ErrInvalidOptions, "%s: not white space", game)
	}
}

// defaultTable is the game opened with every default.
func defaultTable(t *testing.T, game string) tabletop.Table {
	table, err := tabletop.Open(game, []byte(`{}`))
	require.NoError(t, err)
	return table
}

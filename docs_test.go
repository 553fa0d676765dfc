package tabletop_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// Table.LegalMoves promises nil once the game is over, as Choices does.
func TestLegalMovesAreNilOnceTheGameIsOver(t *testing.T) {
	for _, tc := range tables {
		t.Run(tc.game, func(t *testing.T) {
			table := open(t, tc.game, tc.options)
			bot, err := tabletop.NewBot(tc.game, "greedy", nil)
			require.NoError(t, err)
			end, _ := playToEnd(t, table, []*tabletop.Bot{bot})
			assert.Nil(t, end.LegalMoves())
			assert.Nil(t, end.Choices(lang.English))
			assert.Nil(t, tabletop.Table{}.LegalMoves(), "the zero Table")
		})
	}
}

// Games() states each int option's range; Open refuses a value outside
// it instead of playing another (Linko! rounds 0 was played as 1, players
// 0 as the game's default).
func TestOpenRefusesEveryValueOutsideTheStatedRange(t *testing.T) {
	for _, tc := range []struct{ game, options, want string }{
		// Values the games read as their defaults: the schema's words.
		{"linko", `{"rounds":0}`, "rounds must be from 1 to 100, not 0"},
		{"lino", `{"players":0}`, "players must be from 2 to 2, not 0"},
		{"lino", `{"rounds":0}`, "rounds must be from 1 to 2, not 0"},
		{"linko", `{"players":0}`, "players must be from 2 to 5, not 0"},
		{"linx", `{"players":0}`, "players must be from 2 to 4, not 0"},
		// Values the games refuse themselves: their own words, which
		// know the game.
		{"linko", `{"rounds":101}`, "101 rounds"},
		{"linx", `{"firstSeat":-1}`, "first seat -1"},
	} {
		_, err := tabletop.Open(tc.game, []byte(tc.options))
		require.ErrorIs(t, err, tabletop.ErrInvalidOptions, "%s %s", tc.game, tc.options)
		assert.ErrorContains(t, err, tc.want, "%s %s", tc.game, tc.options)
	}
}

// The zero Table's errors wrap ErrNoGame, Log's included: a log of no
// game is not an empty log.
func TestTheZeroTablesLogIsAnError(t *testing.T) {
	log, err := tabletop.Table{}.Log()
	assert.ErrorIs(t, err, tabletop.ErrNoGame)
	assert.Nil(t, log)
	bot, err := tabletop.NewBot("linko", "greedy", nil)
	require.NoError(t, err)
	_, err = bot.Choose(context.Background(), tabletop.Table{})
	assert.ErrorIs(t, err, tabletop.ErrNoGame)
}

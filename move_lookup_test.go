package tabletop_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// A bot's move, in notation, is looked up at the table it answered, for a
// person: its Label and Typed, the same Move Choices holds.
func TestABotsMoveIsLookedUpForAPerson(t *testing.T) {
	for _, game := range []string{"linko", "lino", "linx"} {
		table := open(t, game, `{"seed":"4"}`)
		bot, err := tabletop.NewBot(game, "greedy", nil)
		require.NoError(t, err)
		notation, err := bot.Choose(context.Background(), table)
		require.NoError(t, err)
		move, ok := table.Move(lang.French, notation)
		require.True(t, ok, "%s %s", game, notation)
		assert.Equal(t, notation, move.Notation)
		assert.NotEmpty(t, move.Typed)
		assert.NotEmpty(t, move.Label)
		found := false
		for _, c := range table.Choices(lang.French) {
			for _, m := range c.Moves {
				found = found || m.Notation == notation && m.Label == move.Label && m.Typed == move.Typed
			}
		}
		assert.True(t, found, "%s: the Move Choices holds", game)
		_, ok = table.Move(lang.English, "9:nothing")
		assert.False(t, ok, game)
		_, ok = (tabletop.Table{}).Move(lang.English, notation)
		assert.False(t, ok, "the zero Table has no move")
	}
}

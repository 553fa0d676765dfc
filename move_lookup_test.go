package tabletop_test

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/lang"
)

// A bot's move, in notation, is looked up at the table it answered, for a
// person: its Label and Typed, the Move Choices holds (with a whole
// label where Choices labels the choice alone: see the next test).
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
				found = found || m.Notation == notation && m.Typed == move.Typed && strings.Contains(move.Label, m.Label)
			}
		}
		assert.True(t, found, "%s: the Move Choices holds", game)
		_, ok = table.Move(lang.English, "9:nothing")
		assert.False(t, ok, game)
		_, ok = (tabletop.Table{}).Move(lang.English, notation)
		assert.False(t, ok, "the zero Table has no move")
	}
}

// Table.Move of a Lino building move labels the whole move (Go builder
// r28, #3): Choices labels it by its target alone, "K6", beside the
// choice's "Move the tile at K7", and a bot's move shown alone said
// nothing more than "K6".
func TestTableMoveLabelsAWholeLinoBuildingMove(t *testing.T) {
	table := open(t, "lino", `{"seed":"5"}`)
	for l, want := range map[lang.Language]string{
		lang.English: "Move the tile at K7 to K6",
		lang.French:  "K7",
	} {
		move, ok := table.Move(l, "0:move 4,0 4,-1")
		require.True(t, ok)
		assert.Contains(t, move.Label, want, l)
		assert.Contains(t, move.Label, "K6", l)
		assert.NotEqual(t, "K6", move.Label, l)
	}
}

// The object form of a move reads cells by their names, as the string form
// does: {"kind":"up","symbol":"R","cell":"D4"} is "up R D4".
func TestAMoveObjectReadsCellNames(t *testing.T) {
	for _, game := range []string{"lino", "linx"} {
		table := open(t, game, `{"seed":"4"}`)
		m := table.Choices(lang.English)[0].Moves[0]
		var names []string // the cells of Typed, in order: "D4", "K7"
		for _, word := range strings.Fields(m.Typed) {
			if strings.ContainsAny(word, "0123456789") {
				names = append(names, word)
			}
		}
		members, err := engine.ObjectMembers(m.JSON)
		require.NoError(t, err)
		for i, member := range members {
			if strings.Contains(string(member.Value), ",") && len(names) > 0 {
				members[i], names = engine.String(member.Key, names[0]), names[1:]
			}
		}
		require.Empty(t, names, "%s: every cell of %q replaced in %s", game, m.Typed, m.JSON)
		data := engine.AppendMembersJSON(nil, members)
		byName, _, err := table.PlayJSON(table.ToMove(), data)
		require.NoError(t, err, "%s %s", game, data)
		byXY, _, err := table.PlayJSON(table.ToMove(), m.JSON)
		require.NoError(t, err)
		assert.Equal(t, byXY.LegalMoves(), byName.LegalMoves(), "%s %s", game, data)
	}
}

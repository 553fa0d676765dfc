package tabletop_test

import (
	"encoding/json"
	"fmt"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lang"
)

// TestChoicesMarshalAsTheViewsLegalMoves plays random games of every game
// through the handle and, at every decision, finds json.Marshal of
// Table.Choices byte for byte the View's "legalMoves", and every move
// described for its button: a label in a player's words, distinct from the
// others of the decision (a row of buttons is never ambiguous), and a
// preview in a player's words when there is one. Lino's building moves,
// targets on the field, are labelled by their choice alone.
func TestChoicesMarshalAsTheViewsLegalMoves(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		game := rapid.SampledFrom([]string{"linko", "lino", "linx"}).Draw(t, "game")
		players := 2
		if game != "lino" {
			players = rapid.IntRange(2, 4).Draw(t, "players")
		}
		table, err := tabletop.Open(game, fmt.Appendf(nil, `{"seed":%d,"players":%d}`, rapid.Uint32().Draw(t, "seed"), players))
		require.NoError(t, err)
		for step := 0; !table.Over() && step < 60; step++ {
			seat := table.ToMove()
			view, err := table.View(lang.English, seat)
			require.NoError(t, err)
			var wire struct{ LegalMoves json.RawMessage }
			require.NoError(t, json.Unmarshal(view, &wire))
			choices := table.Choices(lang.English)
			data, err := json.Marshal(choices)
			require.NoError(t, err)
			require.Equal(t, string(wire.LegalMoves), string(data), "%s, move %d", game, step)

			seen := map[string]bool{}
			var moves []tabletop.Move
			for _, c := range choices {
				if c.Pick != "" {
					require.NoError(t, gametest.PlayerWords(c.Label), "the label of the pick %q", c.Pick)
				}
				for _, m := range c.Moves {
					moves = append(moves, m)
					// Lino's tiles are labelled by their target alone,
					// beside their choice's label, which names the tile
					label := m.Label
					if m.Kind == "move" {
						require.Regexp(t, `^[A-Z]+[1-9][0-9]*$`, m.Label, "a Lino tile's target")
						label = c.Label + " to " + m.Label
					}
					require.NoError(t, gametest.PlayerWords(label), "the label of %s", m.Notation)
					require.False(t, seen[label], "two moves labelled %q", label)
					seen[label] = true
					if m.Preview != "" {
						require.NoError(t, gametest.PlayerWords(m.Preview), "the preview of %s", m.Notation)
					}
				}
			}
			m := moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")]
			table, _, err = table.PlayJSON(seat, m.JSON)
			require.NoError(t, err)
		}
	})
}

// TestLabelsKeepTheViewSmall plays a game of each game and size and bounds
// the largest View's JSON, labels and previews included: a few KB for
// Linko! and LINX, and for Lino's building, whose thousands of targets
// are labelled by their choices alone, at most a tenth more than without
// labels (the wire section of each game's doc).
func TestLabelsKeepTheViewSmall(t *testing.T) {
	texts := regexp.MustCompile(`,?"(label|preview)":"[^"]*"`)
	for _, c := range []struct {
		game    string
		players int
		bound   int
	}{{"linko", 2, 12 << 10}, {"linko", 5, 12 << 10}, {"lino", 2, 50 << 10}, {"linx", 2, 12 << 10}, {"linx", 4, 12 << 10}} {
		table, err := tabletop.Open(c.game, fmt.Appendf(nil, `{"seed":1,"players":%d}`, c.players))
		require.NoError(t, err)
		largest, bare := 0, 0
		for n := 0; !table.Over(); n++ {
			view, err := table.View(lang.English, table.ToMove())
			require.NoError(t, err)
			largest, bare = max(largest, len(view)), max(bare, len(texts.ReplaceAll(view, nil)))
			choices := table.Choices(lang.English)
			table, _, err = table.PlayJSON(table.ToMove(), choices[n%len(choices)].Moves[0].JSON)
			require.NoError(t, err)
		}
		t.Logf("%s, %d players: the largest View is %d bytes, %d without labels", c.game, c.players, largest, bare)
		require.LessOrEqual(t, largest, c.bound, "%s, %d players", c.game, c.players)
		if c.game == "lino" {
			require.LessOrEqual(t, largest, bare*11/10, "Lino's labels")
		}
	}
}

// TestTheZeroChoiceAndMoveRefuseToMarshal: a Choice or Move that holds no
// move has no wire form, and says so rather than writing an empty object.
func TestTheZeroChoiceAndMoveRefuseToMarshal(t *testing.T) {
	for _, v := range []any{tabletop.Choice{}, tabletop.Move{}} {
		data, err := json.Marshal(v)
		assert.Error(t, err, "%T marshalled to %s", v, data)
	}
}

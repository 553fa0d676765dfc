package tabletop_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/lang"
)

// A Move through JSON keeps what its doc says, and the doc's recipe gives
// the rest back (go-r23 8): the wire's entry has no notation and no typed
// form, so the notation kept beside it finds the whole Move, and the JSON
// alone plays as the notation does.
func TestAMoveThroughJSONKeepsWhatItsDocSays(t *testing.T) {
	for _, tc := range tables {
		table := open(t, tc.game, tc.options)
		move := table.Choices(lang.French)[0].Moves[0]
		data, err := json.Marshal(move)
		require.NoError(t, err)
		read := move
		read.Notation, read.Typed = "x", "x"
		require.NoError(t, json.Unmarshal(data, &read))
		assert.Equal(t, move.Kind, read.Kind, tc.game)
		assert.Equal(t, move.Label, read.Label, tc.game)
		assert.Equal(t, move.Preview, read.Preview, tc.game)
		assert.JSONEq(t, string(move.JSON), string(read.JSON), tc.game)
		assert.Empty(t, read.Notation, "%s: the wire has no notation", tc.game)
		assert.Empty(t, read.Typed, "%s: the wire has no typed form", tc.game)

		again, ok := table.Move(lang.French, move.Notation)
		require.True(t, ok, tc.game)
		assert.Contains(t, again.Label, move.Label, "%s: Move's label is the whole move's (Lino's building: the choice's words and the target)", tc.game)
		again.Label = move.Label
		assert.Equal(t, move, again, "%s: the notation kept beside it gives the whole Move", tc.game)
		byJSON, _, err := table.PlayJSON(table.ToMove(), data)
		require.NoError(t, err, tc.game)
		byNotation, _, err := table.Play(table.ToMove(), move.Notation)
		require.NoError(t, err, tc.game)
		assert.Equal(t, byNotation.LegalMoves(), byJSON.LegalMoves(), tc.game)
	}
}

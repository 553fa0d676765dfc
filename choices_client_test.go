package tabletop_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/lino"
)

// A Go client of the choices' JSON gets back what Table.Choices gave, as
// Choice.UnmarshalJSON says: the move's object, which read into the game's
// Move gives its Notation, and beside the game's View its Typed.
func TestAGoClientOfTheJSONGetsTheNotation(t *testing.T) {
	tb, err := tabletop.Open("lino", []byte(`{"seed":"5"}`))
	require.NoError(t, err)
	choices := tb.Choices(lang.English)
	data, err := json.Marshal(choices)
	require.NoError(t, err)
	var read []tabletop.Choice
	require.NoError(t, json.Unmarshal(data, &read))
	var view lino.View
	raw, err := tb.View(lang.English, tb.ToMove())
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(raw, &view))
	for i, c := range read {
		for j, m := range c.Moves {
			require.Empty(t, m.Notation+m.Typed, "left out of the JSON")
			var move lino.Move
			require.NoError(t, json.Unmarshal(m.JSON, &move))
			require.Equal(t, choices[i].Moves[j].Notation, move.String())
			require.Equal(t, choices[i].Moves[j].Typed, view.Typed(move))
		}
	}
}

package tabletop_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// TestTheWireRoundTrips: a move as json.Marshal(Move) writes it, label
// and preview and all, is a move PlayJSON takes; Choice and Move read
// their own JSON back; a move past its bound is refused as too long.
func TestTheWireRoundTrips(t *testing.T) {
	for _, game := range []string{"linko", "lino", "linx"} {
		table := open(t, game, `{"seed":"3"}`)
		seat := table.ToMove()
		choices := table.Choices(lang.French)
		require.NotEmpty(t, choices, game)
		for _, choice := range choices {
			data, err := json.Marshal(choice)
			require.NoError(t, err)
			var back tabletop.Choice
			require.NoError(t, json.Unmarshal(data, &back), game)
			again, err := json.Marshal(back)
			require.NoError(t, err)
			assert.Equal(t, string(data), string(again), "%s: a Choice's JSON read back", game)
			require.Len(t, back.Moves, len(choice.Moves))
			for i, move := range choice.Moves {
				entry, err := json.Marshal(move)
				require.NoError(t, err)
				var m tabletop.Move
				require.NoError(t, json.Unmarshal(entry, &m), game)
				assert.Equal(t, move.Kind, m.Kind)
				assert.Equal(t, move.Label, m.Label)
				assert.Equal(t, move.Preview, m.Preview)
				assert.JSONEq(t, string(move.JSON), string(m.JSON))
				assert.JSONEq(t, string(move.JSON), string(back.Moves[i].JSON))
				if move.Kind == "move" { // a Lino tile's target, which the choice's JSON leaves out
					assert.Empty(t, back.Moves[i].Label)
				} else {
					assert.Equal(t, move.Label, back.Moves[i].Label)
				}

				_, _, err = table.PlayJSON(seat, entry)
				assert.NoError(t, err, "%s: PlayJSON of %s", game, entry)
			}
		}
		for _, junk := range []string{`[1]`, `"x"`, `{"kind":3}`, `{"label":1}`, `{"moves":{}}`, `{"moves":[1]}`} {
			var c tabletop.Choice
			assert.Error(t, json.Unmarshal([]byte(junk), &c), "a Choice of %s", junk)
		}
		for _, junk := range []string{`[1]`, `"x"`, `{"kind":3}`, `{"label":1}`, `{"preview":[]}`} {
			var m tabletop.Move
			assert.Error(t, json.Unmarshal([]byte(junk), &m), "a Move of %s", junk)
		}

		legal := table.Choices(lang.English)[0].Moves[0]
		padded := `{` + strings.Repeat(" ", 300) + string(legal.JSON)[1:]
		_, _, err := table.PlayJSON(seat, []byte(padded))
		require.NoError(t, err, "%s: whitespace is no part of a move's 256 bytes", game)
		_, _, err = table.Play(seat, legal.Notation+strings.Repeat(" ", 300))
		require.Error(t, err, game)
		assert.Contains(t, err.Error(), "longer than 256 bytes", game)
	}
}

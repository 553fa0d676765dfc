package linx_test

import (
	"encoding/json"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/linx"
)

// TestChoicesAreTheLegalMoves: for random views, the choices hold the legal
// moves, each once, grouped by the symbol picked (the pass alone, with no
// pick); flattened, they are LegalMoves exactly; the view's JSON lists them so that a client
// rebuilds every move's object, which decodes to the move; each move's
// JSON round-trips.
func TestChoicesAreTheLegalMoves(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomState(t)
		seat := rapid.IntRange(-1, s.Options().Players-1).Draw(t, "seat")
		v := s.View(seat)
		legal := v.LegalMoves()
		choices := v.Choices()
		var flat []linx.Move
		var picks []string
		for _, c := range choices {
			require.NotEmpty(t, c.Moves)
			require.NotContains(t, picks, c.Pick, "one choice a pick")
			picks = append(picks, c.Pick)
			for _, m := range c.Moves {
				pick := ""
				if m.Kind != linx.Pass {
					pick = m.Symbol.String()
				}
				require.Equal(t, c.Pick, pick, "%v", m)
			}
			flat = append(flat, c.Moves...)
		}
		require.Equal(t, legal, flat, "the choices, flattened, are the legal moves")

		data, err := json.Marshal(v)
		require.NoError(t, err)
		var wire struct{ LegalMoves json.RawMessage }
		require.NoError(t, json.Unmarshal(data, &wire))
		gotPicks, objects, err := gametest.UnmarshalChoices(wire.LegalMoves)
		require.NoError(t, err)
		if len(choices) == 0 {
			require.JSONEq(t, `[]`, string(wire.LegalMoves))
		} else {
			require.Equal(t, picks, gotPicks)
		}
		var rebuilt []linx.Move
		for _, ms := range objects {
			for _, object := range ms {
				var m linx.Move
				require.NoError(t, json.Unmarshal(object, &m), "%s", object)
				rebuilt = append(rebuilt, m)
			}
		}
		require.Equal(t, flat, rebuilt)
		for _, m := range legal {
			data, err := json.Marshal(m)
			require.NoError(t, err)
			var back linx.Move
			require.NoError(t, json.Unmarshal(data, &back))
			require.Equal(t, m, back)
			text, err := m.MarshalText()
			require.NoError(t, err)
			back = linx.Move{}
			require.NoError(t, json.Unmarshal([]byte(strconv.Quote(string(text))), &back), "the notation as JSON")
			require.Equal(t, m, back)
		}
	})
}

// TestAChoiceReadsItsJSONBack: every choice of a View, in a language,
// reads back from its JSON as itself, labels and previews included; JSON
// that is no choice (one without moves, one whose moves are not the
// game's) is refused as such, and leaves the choice as it was.
func TestAChoiceReadsItsJSONBack(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomState(t)
		v := s.View(rapid.IntRange(-1, s.Options().Players-1).Draw(t, "seat"))
		gametest.ChoicesReadBack(t, v.In(lang.French).Choices())
	})
	for _, bad := range []string{`[]`, `{"pick":"7"}`, `{"moves":[{"kind":"jump"}]}`, `{"pick":"R","seat":0,"kind":"place"}`} {
		c := linx.Choice{Pick: "kept"}
		err := json.Unmarshal([]byte(bad), &c)
		require.ErrorIs(t, err, linx.ErrIllegalMove, bad)
		assert.ErrorContains(t, err, "linx: illegal move: a choice's JSON: ", bad)
		assert.Equal(t, linx.Choice{Pick: "kept"}, c, bad)
	}
}

package engine

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/gametest"
)

type toyMove struct {
	kind string
	meld string
}

func toyMembers(dst []Member, m toyMove) []Member {
	dst = append(dst, Number("seat", 0), String("kind", m.kind))
	if m.meld != "" {
		dst = append(dst, String("meld", m.meld))
	}
	return dst
}

func TestChoicesSayWhatTheirMovesShareOnce(t *testing.T) {
	choices := []Choice[toyMove]{
		{Pick: "7", Moves: []toyMove{{"play", "7"}, {"play", "7x2"}}},
		{Moves: []toyMove{{"take", ""}}},
	}
	data, err := AppendChoicesJSON(nil, choices, toyMembers)
	require.NoError(t, err)
	assert.JSONEq(t, `[
		{"pick":"7","seat":0,"kind":"play","meld":["7","7x2"]},
		{"seat":0,"kind":"take","moves":[{}]}]`, string(data), "moves that differ in one member alone, unlabelled, are its list")

	picks, moves, err := gametest.UnmarshalChoices(data)
	require.NoError(t, err)
	assert.Equal(t, []string{"7", ""}, picks)
	for i, c := range choices {
		for j, m := range c.Moves {
			assert.JSONEq(t, string(AppendMembersJSON(nil, toyMembers(nil, m))), string(moves[i][j]))
		}
	}
}

// TestLabelledMovesKeepTheirEntries finds "moves" wherever a move has a
// label or a preview, or the moves differ in more than one member: the
// list form is for unlabelled moves that differ in one member alone.
func TestLabelledMovesKeepTheirEntries(t *testing.T) {
	for _, c := range []Choice[toyMove]{
		{Pick: "7", Moves: []toyMove{{"play", "7"}, {"play", "7x2"}}, Labels: []string{"", "Play two 7s"}},
		{Pick: "7", Moves: []toyMove{{"play", "7"}, {"play", "7x2"}}, Previews: []string{"Attacks nobody."}},
		{Moves: []toyMove{{"take", ""}, {"play", "7"}}},
	} {
		data, err := AppendChoicesJSON(nil, []Choice[toyMove]{c}, toyMembers)
		require.NoError(t, err)
		var got []map[string]json.RawMessage
		require.NoError(t, json.Unmarshal(data, &got))
		assert.Contains(t, got[0], "moves", "%s", data)
		_, moves, err := gametest.UnmarshalChoices(data)
		require.NoError(t, err)
		assert.Len(t, moves[0], len(c.Moves))
	}
}

func TestAChoiceWithoutMovesIsRefused(t *testing.T) {
	_, err := AppendChoicesJSON(nil, []Choice[toyMove]{{Pick: "7"}}, toyMembers)
	assert.Error(t, err)
}

func TestAMemberMissingFromOneMoveIsNotShared(t *testing.T) {
	data, err := AppendChoicesJSON(nil, []Choice[toyMove]{{Moves: []toyMove{{"take", ""}, {"play", "7"}}}}, toyMembers)
	require.NoError(t, err)
	var got []map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(data, &got))
	assert.NotContains(t, got[0], "meld")
	assert.NotContains(t, got[0], "kind", "the kinds differ")
	assert.Contains(t, got[0], "seat")
}

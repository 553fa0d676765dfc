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

// gameChoice is a game's own Choice type, as each game declares it.
type gameChoice struct {
	Pick, Label      string
	Moves            []toyMove
	Labels, Previews []string
}

// TestAGamesOwnChoicesAreWrittenAsTheEngines: a game hands its own
// Choice list, uncopied, and it is written as the engine's Choices.
func TestAGamesOwnChoicesAreWrittenAsTheEngines(t *testing.T) {
	own := []gameChoice{{Pick: "7", Label: "Your 7s", Moves: []toyMove{{"play", "7"}}}}
	got, err := AppendChoicesJSON(nil, own, toyMembers)
	require.NoError(t, err)
	want, err := AppendChoicesJSON(nil, []Choice[toyMove]{Choice[toyMove](own[0])}, toyMembers)
	require.NoError(t, err)
	assert.Equal(t, string(want), string(got))
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

// TestGroupChoices: moves grouped by their pick where the pick's first move
// comes, a pick's moves in order even when others come between them, the
// pick's label from its first move and none for the pick "", and the
// moves that say nothing left out of Labels and Previews.
func TestGroupChoices(t *testing.T) {
	type gameChoice struct {
		Pick     string
		Label    string
		Moves    []toyMove
		Labels   []string
		Previews []string
	}
	moves := []toyMove{{"play", "7"}, {"take", ""}, {"play", "8"}, {"play", "7x2"}, {"draw", ""}}
	pick := func(m toyMove) string {
		if m.kind != "play" {
			return ""
		}
		return m.meld[:1]
	}
	same := func(a, b toyMove) bool { return pick(a) == pick(b) }
	pickLabel := func(m toyMove) string { return "Your " + m.meld }
	say := func(m toyMove) (string, string, bool) {
		return "label " + m.meld, "preview " + m.meld, m.kind != "draw"
	}
	assert.Equal(t, []gameChoice{
		{Pick: "7", Label: "Your 7", Moves: []toyMove{{"play", "7"}, {"play", "7x2"}},
			Labels: []string{"label 7", "label 7x2"}, Previews: []string{"preview 7", "preview 7x2"}},
		{Moves: []toyMove{{"take", ""}, {"draw", ""}}, Labels: []string{"label "}, Previews: []string{"preview "}},
		{Pick: "8", Label: "Your 8", Moves: []toyMove{{"play", "8"}}, Labels: []string{"label 8"}, Previews: []string{"preview 8"}},
	}, GroupChoices[gameChoice](moves, same, pick, pickLabel, say))
	assert.Nil(t, GroupChoices[gameChoice](nil, same, pick, pickLabel, say))
}

package tabletop_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
)

// TestASaveReadsItsOwnJSONStrictly: a Save's JSON with a member given
// twice, in any case, or in another case, is refused, naming it (go-r36 #2: a second
// "seating" dropped the computers, and the computer's seat was a
// person's); a save of its log alone, whose JSON writes "position":null,
// resumes from that JSON (go-r36 #1: it was refused as an empty
// position); the zero Save is ErrNoGame's, as its doc says (go-r36 #7).
func TestASaveReadsItsOwnJSONStrictly(t *testing.T) {
	table := open(t, "linko", `{"players":2,"seed":"3"}`)
	table = playFirst(t, table, 6).WithSeating(tabletop.Seating{Names: []string{"Ana", "Bo"}, Computers: []int{1}})
	sv, err := table.Save()
	require.NoError(t, err)
	data, err := json.Marshal(sv)
	require.NoError(t, err)
	for _, bad := range []string{
		strings.TrimSuffix(string(data), "}") + `,"seating":{"names":["Ana","Bo"]}}`,
		strings.TrimSuffix(string(data), "}") + `,"Seating":{"names":["Ana","Bo"]}}`,
		strings.TrimSuffix(string(data), "}") + `,"game":"linko"}`,
		strings.Replace(string(data), `"seating"`, `"Seating"`, 1),
	} {
		var back tabletop.Save
		err := json.Unmarshal([]byte(bad), &back)
		assert.ErrorIs(t, err, tabletop.ErrInvalidPosition, bad)
		assert.Zero(t, back.Game, "left as it was")
	}

	sv.Position = nil
	data, err = json.Marshal(sv)
	require.NoError(t, err)
	var back tabletop.Save
	require.NoError(t, json.Unmarshal(data, &back), "%s", data)
	resumed, err := tabletop.Resume(back)
	require.NoError(t, err)
	want, err := table.Log()
	require.NoError(t, err)
	got, err := resumed.Log()
	require.NoError(t, err)
	assert.Equal(t, want, got)
	assert.Equal(t, []int{1}, resumed.Computers())

	_, err = tabletop.Resume(tabletop.Save{})
	assert.ErrorIs(t, err, tabletop.ErrNoGame)
}

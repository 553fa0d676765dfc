package tabletop_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
)

// A Seating's JSON is read as strictly as a Save's: a misspelled key is
// an error that names it, not computers dropped without a word (go-r35
// #10), and a good one reads back what it wrote.
func TestASeatingsJSONIsReadStrictly(t *testing.T) {
	for data, want := range map[string]string{
		`{"names":["Ana"],"computer":[1]}`:       `unknown field "computer"`,
		`{"names":["Ana"],"Computers":[1]}`:      `the key "Computers" must be written "computers"`,
		`{"computers":[1],"\u0063omputers":[0]}`: `the key "computers" is given twice`,
		`{"names":["Ana"]} {}`:                   "after top-level value",
		`{"names":"Ana"}`:                        "names must be a list, not a string",
	} {
		seating := tabletop.Seating{Names: []string{"Bo"}}
		err := json.Unmarshal([]byte(data), &seating)
		require.Error(t, err, data)
		assert.Contains(t, err.Error(), want, data)
		assert.Equal(t, tabletop.Seating{Names: []string{"Bo"}}, seating, "left as it was: %s", data)
	}
	want := tabletop.Seating{Names: []string{"Ana", ""}, Computers: []int{1}}
	data, err := json.Marshal(want)
	require.NoError(t, err)
	var got tabletop.Seating
	require.NoError(t, json.Unmarshal(data, &got))
	assert.Equal(t, want, got)
	require.NoError(t, json.Unmarshal([]byte("null"), &got))
	assert.Equal(t, want, got)
}

package gametest_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/tabletopgo/tabletop/internal/gametest"
)

func TestWireStringsGivesEveryStringWithItsKey(t *testing.T) {
	type doc struct {
		Name  string         `json:"name"`
		Tags  []string       `json:"tags"`
		Inner map[string]any `json:"inner"`
		Bytes []byte         `json:"bytes"`
		N     int            `json:"n"`
	}
	got := map[string][]string{}
	gametest.WireStrings(t, doc{"a", []string{"b", "c"}, map[string]any{"d": "e", "f": []any{1, "g"}}, []byte{1, 2}, 3}, func(key, s string) {
		got[key] = append(got[key], s)
	})
	assert.ElementsMatch(t, []string{"a"}, got["name"])
	assert.ElementsMatch(t, []string{"b", "c"}, got["tags"])
	assert.ElementsMatch(t, []string{"e"}, got["d"])
	assert.ElementsMatch(t, []string{"g"}, got["f"])
	assert.ElementsMatch(t, []string{"AQI="}, got["bytes"], "base64, for the games' tests to catch")
	assert.Len(t, got, 5)
	assert.Contains(t, failure(func(t gametest.TB) { gametest.WireStrings(t, func() {}, nil) }), "does not marshal")
	var top []string
	gametest.WireStrings(t, "x", func(key, s string) { top = append(top, key+"="+s) })
	assert.Equal(t, []string{"=x"}, top)
}

// lossy loses its hidden field on the way through JSON.
type lossy struct {
	Shown  []int `json:"shown"`
	hidden int
}

func TestRoundTripJSONComparesDeeply(t *testing.T) {
	assert.Equal(t, lossy{Shown: []int{1, 2}}, gametest.RoundTripJSON(t, lossy{Shown: []int{1, 2}}))
	assert.Contains(t, failure(func(t gametest.TB) { gametest.RoundTripJSON(t, lossy{hidden: 1}) }), "reads back")
}

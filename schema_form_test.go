package tabletop_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
)

// TestTheSchemaBuildsAForm: a form built from Games' JSON alone, reading
// no Doc, shows every "bool" option with its default, and tells a bounded
// "int" option whose least value is 0 (ismcts' ms: "min":0 and "max") from
// an unbounded one (neither).
func TestTheSchemaBuildsAForm(t *testing.T) {
	data, err := json.Marshal(tabletop.Games())
	require.NoError(t, err)
	var games []struct {
		Name    string
		Options []map[string]any
		Bots    []struct {
			Name    string
			Options []map[string]any
		}
	}
	require.NoError(t, json.Unmarshal(data, &games))
	seen := map[string]map[string]any{}
	for _, g := range games {
		schemas := [][]map[string]any{g.Options}
		for _, b := range g.Bots {
			schemas = append(schemas, b.Options)
		}
		for _, options := range schemas {
			for _, o := range options {
				seen[o["name"].(string)] = o
				switch o["type"] {
				case "bool":
					assert.Equal(t, false, o["default"], "%s's %s: a checkbox starts as its default", g.Name, o["name"])
				case "int":
					_, hasMin := o["min"]
					_, hasMax := o["max"]
					assert.Equal(t, hasMin, hasMax, "%s's %s: bounded, both; unbounded, neither", g.Name, o["name"])
				}
			}
		}
	}
	assert.Equal(t, map[string]any{"name": "ms", "type": "int", "default": 0.0, "min": 0.0, "max": 60000.0, "doc": seen["ms"]["doc"]}, seen["ms"])
	assert.Equal(t, 0.0, seen["firstSeat"]["min"])

	// Unbounded: neither, and the Go value reads back as it was.
	unbounded, err := json.Marshal(tabletop.OptionInfo{Name: "n", Type: "int"})
	require.NoError(t, err)
	assert.JSONEq(t, `{"name":"n","type":"int","default":null,"doc":""}`, string(unbounded))
	var back tabletop.OptionInfo
	bounded, err := json.Marshal(tabletop.OptionInfo{Name: "n", Type: "int", Default: 0, Max: 9})
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(bounded, &back))
	assert.Equal(t, tabletop.OptionInfo{Name: "n", Type: "int", Default: 0.0, Max: 9}, back)
}

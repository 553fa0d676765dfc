package main

// The server's own reading of JSON, which replaced the library's internal
// decoder so that a copy of the server builds outside the module: each
// refusal it kept, with a short message.

import (
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/tabletopgo/tabletop"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTheBodyIsReadStrictly: a key given twice, a field the request has
// not, a second value and a value of the wrong kind are refused, each
// saying which and quoting at most 40 bytes of the body.
func TestTheBodyIsReadStrictly(t *testing.T) {
	long := strings.Repeat("long", 5000)
	for body, says := range map[string]string{
		`{"move":"draw","move":"take"}`: `the key "move" is given twice`,
		`{"move":"draw","why":1}`:       `unknown field "why"`,
		`{"move":"draw"} {}`:            `invalid character '{' after top-level value`,
		`{"move":7}`:                    "move cannot be a JSON number",
		`[1]`:                           "the body cannot be a JSON array",
		`{"move":`:                      "not valid JSON at byte 8: unexpected end of JSON input",
		`{"` + long + `":1}`:            `unknown field "longlonglonglonglonglonglonglonglonglon...`,
	} {
		var req struct {
			Move string `json:"move"`
		}
		err := decodeBody([]byte(body), &req)
		require.Error(t, err, body)
		assert.Contains(t, err.Error(), says, truncate(body))
		assert.Less(t, len(err.Error()), 120, truncate(body))
	}
	var req moveRequest
	require.NoError(t, decodeBody([]byte(` {"move":"draw"} `+"\n"), &req), "space around the value")
	assert.JSONEq(t, `"draw"`, string(req.Move))
}

// TestTruncateCutsWhereACharacterStarts: 40 bytes at most before the
// "...", never half a character.
func TestTruncateCutsWhereACharacterStarts(t *testing.T) {
	assert.Equal(t, strings.Repeat("x", 40), truncate(strings.Repeat("x", 40)))
	assert.Equal(t, strings.Repeat("x", 40)+"...", truncate(strings.Repeat("x", 41)))
	assert.Equal(t, strings.Repeat("x", 39)+"...", truncate(strings.Repeat("x", 39)+"é!"), "é takes bytes 40 and 41")
}

// TestOptionsNameTheirGame: a save's "game" member is taken away when it
// names the table's game, and refused in the library's words when it
// names another or is no name; a member null is the option's default,
// as the library reads it, a seed null one the server draws.
func TestOptionsNameTheirGame(t *testing.T) {
	s, linko := &server{}, tabletop.GameInfo{Name: "linko"}
	got, err := s.dealOptions(linko, json.RawMessage(`{"game":"linko","players":3,"rounds":null,"seed":null}`))
	require.NoError(t, err)
	var opts map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(got, &opts))
	assert.Equal(t, []string{"players", "seed"}, slices.Sorted(maps.Keys(opts)))
	assert.JSONEq(t, `3`, string(opts["players"]))
	_, err = s.dealOptions(linko, json.RawMessage(`{"game":"lino","players":2}`))
	assert.ErrorContains(t, err, "these options are Lino's, not Linko!'s")
	_, err = s.dealOptions(linko, json.RawMessage(`{"game":7}`))
	assert.ErrorContains(t, err, `the game must be its name in a string, such as "linko"`)
	_, err = s.dealOptions(linko, json.RawMessage(`[1]`))
	assert.ErrorContains(t, err, "the options must be a JSON object, not a list")
	_, err = s.dealOptions(linko, json.RawMessage(`{"seed":"7"}`))
	assert.ErrorContains(t, err, "a chosen seed is refused")
}

// TestASeedIsDigitsOrANumber: a seed reads from a string of digits, as
// the games write it, or from a number; anything else is refused.
func TestASeedIsDigitsOrANumber(t *testing.T) {
	for text, want := range map[string]uint64{`"18446744073709551615"`: 1<<64 - 1, `42`: 42, `"0"`: 0} {
		var sd seedValue
		require.NoError(t, json.Unmarshal([]byte(text), &sd), text)
		assert.Equal(t, want, uint64(sd), text)
	}
	for _, text := range []string{`"18446744073709551616"`, `-1`, `1.5`, `"x"`, `true`, `""`} {
		var sd seedValue
		assert.ErrorContains(t, json.Unmarshal([]byte(text), &sd), "not a whole number", text)
	}
}

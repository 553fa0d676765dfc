package tabletop_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
)

// An OptionError read back from its JSON keeps the option and the
// refusal's text, and still wraps ErrInvalidOptions; JSON that says no
// error, and a nil receiver, are refused.
func TestAnOptionErrorRoundTripsThroughJSON(t *testing.T) {
	err := tabletop.CheckOptions("linko", []byte(`{"players":9}`))
	sent := new(tabletop.OptionError)
	require.True(t, errors.As(err, &sent), "%v", err)
	data, err := json.Marshal(sent)
	require.NoError(t, err)

	var read tabletop.OptionError
	require.NoError(t, json.Unmarshal(data, &read))
	assert.Equal(t, "players", read.Option)
	assert.Equal(t, sent.Error(), read.Error())
	assert.ErrorIs(t, &read, tabletop.ErrInvalidOptions)
	again, err := json.Marshal(read)
	require.NoError(t, err)
	assert.JSONEq(t, string(data), string(again))

	assert.Error(t, json.Unmarshal([]byte(`{"option":"players"}`), &read))
	var none *tabletop.OptionError
	assert.Error(t, none.UnmarshalJSON(data))
}

// The zero OptionError, which no call returns, refuses to marshal as the
// other zero values do (Go builder r28, #10); it marshalled a refusal of
// nothing, {"option":"","error":"…empty OptionError…"}.
func TestTheZeroOptionErrorRefusesToMarshal(t *testing.T) {
	for _, zero := range []any{tabletop.OptionError{}, &tabletop.OptionError{}} {
		_, err := json.Marshal(zero)
		assert.ErrorContains(t, err, "zero OptionError does not marshal")
	}
}

// Faults no one option caused are no OptionError, as its doc says: JSON
// after the options' object, and options past the size bound.
func TestNoOptionIsBlamedForTheWholeInput(t *testing.T) {
	for _, options := range []string{
		`{"players":2} {"players":3}`,
		`{"players":2,"pad":"` + strings.Repeat("x", 1<<20) + `"}`,
	} {
		err := tabletop.CheckOptions("linko", []byte(options))
		require.ErrorIs(t, err, tabletop.ErrInvalidOptions)
		var refused *tabletop.OptionError
		assert.False(t, errors.As(err, &refused), "%.40s: %v blames %q", options, err, refused)
	}
}

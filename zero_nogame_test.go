package tabletop_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
)

// TestZeroValuesRefuseWithErrNoGame holds Bot.MarshalJSON's doc to the
// code (review r30 #10): the zero Bot refuses to marshal as the zero
// Table, Save and Event do, each with an error wrapping ErrNoGame.
func TestZeroValuesRefuseWithErrNoGame(t *testing.T) {
	for name, zero := range map[string]any{
		"Bot": tabletop.Bot{}, "Table": tabletop.Table{}, "Save": tabletop.Save{}, "Event": tabletop.Event{},
	} {
		_, err := json.Marshal(zero)
		assert.ErrorIs(t, err, tabletop.ErrNoGame, name)
	}
	table := open(t, "linko", `{"players":2,"seed":"7"}`)
	_, events, err := table.Play(table.ToMove(), table.LegalMoves()[0])
	require.NoError(t, err)
	for _, event := range events.All() {
		_, err := json.Marshal(event)
		require.Error(t, err, "an event holds secrets")
		assert.NotErrorIs(t, err, tabletop.ErrNoGame, "an event is one")
	}
}

// TestNewBotNamesTheOptionAtFault: NewBot's refusal of its options is an
// *OptionError naming the option, as Open's are (review r30 #10), so that
// a form built from BotInfo.Options marks the field.
func TestNewBotNamesTheOptionAtFault(t *testing.T) {
	for options, option := range map[string]string{
		`{"ms":70000}`:                     "ms",
		`{"iterations":0}`:                 "iterations",
		`{"workers":"two"}`:                "workers",
		`{"iterations":100,"itrations":5}`: "itrations",
		`{"ms":5,"ms":6}`:                  "ms",
		`{"seed":"-1"}`:                    "seed",
		`{"untilDeadline":1}`:              "untilDeadline",
	} {
		_, err := tabletop.NewBot("linko", "ismcts", []byte(options))
		var refused *tabletop.OptionError
		if assert.True(t, errors.As(err, &refused), options) {
			assert.Equal(t, option, refused.Option, options)
			assert.ErrorIs(t, err, tabletop.ErrInvalidOptions, options)
		}
	}
	for _, options := range []string{`[1]`, `{"a":1,"b":2}`, `{`} {
		_, err := tabletop.NewBot("linx", "ismcts", []byte(options))
		var refused *tabletop.OptionError
		assert.False(t, errors.As(err, &refused), "no one option is at fault in %s", options)
		assert.ErrorIs(t, err, tabletop.ErrInvalidOptions, options)
	}
}

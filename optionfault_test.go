package tabletop_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// An *OptionError names the option a form marks beside Open's and
// CheckOptions' refusal: one given twice, the one whose value the schema
// refuses, one the game does not have, the one a rule between options is
// about; and none where the options are fine or no one option is at
// fault.
func TestAnOptionErrorNamesTheSettingInError(t *testing.T) {
	for _, c := range []struct{ game, options, want string }{
		{"linko", `{"players":3,"rounds":4}`, "rounds"},
		{"linko", `{"players":2,"firstSeat":3}`, "firstSeat"},
		{"linko", `{"firstSeat":3}`, "firstSeat"}, // beyond the default 3 players
		{"linko", `{"players":9,"rounds":4}`, "players"},
		{"linko", `{"players":"four"}`, "players"},
		{"linko", `{"seed":"x"}`, "seed"},
		{"linko", `{"roundz":2}`, "roundz"},
		{"linko", `{"players":2,"players":3}`, "players"},
		{"linx", `{"players":3,"teams":true}`, "teams"},
		{"lino", `{"layout":[[0,0]]}`, "layout"},
		{"linko", `{"players":3,"rounds":3}`, ""},
		{"linko", `{"roundz":2,"playerz":3}`, ""},
		{"linko", `[1]`, ""},
		{"linko", `{"players":`, ""},
		{"chess", `{"players":9}`, ""},
	} {
		err := tabletop.CheckOptions(c.game, []byte(c.options))
		_, openErr := tabletop.Open(c.game, []byte(c.options))
		assert.Equal(t, err, openErr)
		refused := new(tabletop.OptionError)
		if assert.Equal(t, c.want != "", errors.As(err, &refused), "%s %s: %v", c.game, c.options, err) && c.want != "" {
			assert.Equal(t, c.want, refused.Option, "%s %s", c.game, c.options)
			assert.ErrorIs(t, err, tabletop.ErrInvalidOptions)
			assert.Equal(t, refused.Err.Error(), err.Error())
		}
	}
}

// Fold names the option at fault as Open does, and the seed where the
// options lack it: the seed dealt the game, and no other replays it.
func TestFoldNamesTheOptionAtFault(t *testing.T) {
	refused := new(tabletop.OptionError)
	_, err := tabletop.Fold("linko", []byte(`{"players":3}`), nil)
	require.True(t, errors.As(err, &refused), "%v", err)
	assert.Equal(t, "seed", refused.Option)
	_, err = tabletop.Fold("linko", []byte(`{"players":3,"rounds":4,"seed":"1"}`), nil)
	require.True(t, errors.As(err, &refused), "%v", err)
	assert.Equal(t, "rounds", refused.Option)
	assert.ErrorIs(t, err, tabletop.ErrInvalidOptions)

	data, err := json.Marshal(refused)
	require.NoError(t, err)
	message, err := json.Marshal(refused.Error())
	require.NoError(t, err)
	sentences, err := json.Marshal(map[string]string{"en": refused.Sentence(lang.English),
		"fr": refused.Sentence(lang.French), "it": refused.Sentence(lang.Italian), "nl": refused.Sentence(lang.Dutch)})
	require.NoError(t, err)
	assert.JSONEq(t, `{"option":"rounds","error":`+string(message)+`,"sentences":`+string(sentences)+`}`, string(data))
	assert.Contains(t, (&tabletop.OptionError{}).Error(), "empty")
}

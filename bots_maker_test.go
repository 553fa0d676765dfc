package tabletop_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/linx"
)

// A registered bot's maker that cannot read its options (a seed read
// without ",string") is the maker's failure, not the caller's options'.
func TestABotMakersFailureIsNotTheCallers(t *testing.T) {
	name := fresh("plain")
	require.NoError(t, tabletop.RegisterBot("linx", tabletop.BotInfo{Name: name, Options: []tabletop.OptionInfo{
		{Name: "seed", Type: "seed", Doc: "the seed"},
		{Name: "plain", Type: "bool", Default: false, Doc: "read the seed as a number, which fails"},
	}}, func(options json.RawMessage) (linx.GreedyBot, error) {
		var o struct {
			Plain bool `json:"plain"`
		}
		if err := json.Unmarshal(options, &o); err != nil || !o.Plain {
			return linx.GreedyBot{}, err // the bot other tests make with defaults
		}
		var plain struct {
			Seed uint64 `json:"seed"` // the handle writes it as a string
		}
		return linx.GreedyBot{}, json.Unmarshal(options, &plain)
	}))
	_, err := tabletop.NewBot("linx", name, []byte(`{"seed":"7","plain":true}`))
	require.ErrorIs(t, err, tabletop.ErrBotFailed)
	assert.NotErrorIs(t, err, tabletop.ErrInvalidOptions)
	assert.ErrorContains(t, err, `linx's `+name+` bot: its maker failed on the options {"seed":"7","plain":true}`)

	// the caller's own mistake stays ErrInvalidOptions
	_, err = tabletop.NewBot("linx", name, []byte(`{"seed":"x"}`))
	assert.ErrorIs(t, err, tabletop.ErrInvalidOptions)
}

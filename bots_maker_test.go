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
	type plain struct {
		Seed uint64 `json:"seed"` // the handle writes it as a string
	}
	require.NoError(t, tabletop.RegisterBot("linx", tabletop.BotInfo{Name: "plain-seed",
		Options: []tabletop.OptionInfo{{Name: "seed", Type: "seed"}}},
		func(options json.RawMessage) (linx.GreedyBot, error) {
			var p plain
			return linx.GreedyBot{}, json.Unmarshal(options, &p)
		}))
	_, err := tabletop.NewBot("linx", "plain-seed", []byte(`{"seed":"7"}`))
	require.ErrorIs(t, err, tabletop.ErrBotFailed)
	assert.NotErrorIs(t, err, tabletop.ErrInvalidOptions)
	assert.ErrorContains(t, err, `linx's plain-seed bot: its maker failed on the options {"seed":"7"}`)

	// the caller's own mistake stays ErrInvalidOptions
	_, err = tabletop.NewBot("linx", "plain-seed", []byte(`{"seed":"x"}`))
	assert.ErrorIs(t, err, tabletop.ErrInvalidOptions)
}

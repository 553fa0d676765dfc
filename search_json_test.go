package tabletop_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/linx"
)

// A game package's ISMCTSBot marshals to options the handle's "ismcts"
// bot takes, the zero bot's included, with the same budget.
func TestAGamesSearchBotIsTheHandlesOptions(t *testing.T) {
	for game, bots := range map[string][]any{
		"linko": {linko.ISMCTSBot{}, linko.ISMCTSBot{Iterations: 300, Workers: 2}},
		"lino":  {lino.ISMCTSBot{}},
		"linx":  {linx.ISMCTSBot{}, linx.ISMCTSBot{Iterations: 5}},
	} {
		for _, b := range bots {
			data, err := json.Marshal(b)
			require.NoError(t, err)
			bot, err := tabletop.NewBot(game, "ismcts", data)
			require.NoError(t, err, "%s %s", game, data)
			var shown map[string]json.RawMessage
			require.NoError(t, json.Unmarshal(bot.Options(), &shown))
			var given map[string]json.RawMessage
			require.NoError(t, json.Unmarshal(data, &given))
			for key, value := range given {
				assert.JSONEq(t, string(value), string(shown[key]), "%s %s: %s", game, data, key)
			}
		}
	}
}

package tabletop_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
)

// TestNoBotsJSONShowsItsSeed: whatever its game and kind, and whether its
// seed was given or drawn, a bot's JSON holds no seed, and reads back to
// a bot of the same game, name and JSON.
func TestNoBotsJSONShowsItsSeed(t *testing.T) {
	for _, game := range tabletop.Games() {
		for _, info := range game.Bots {
			for _, options := range []string{`{}`, `{"seed":"123456789"}`} {
				if options != `{}` && !hasSeed(info) {
					continue
				}
				name := fmt.Sprintf("%s %s %s", game.Name, info.Name, options)
				bot, err := tabletop.NewBot(game.Name, info.Name, []byte(options))
				require.NoError(t, err, name)
				data, err := json.Marshal(bot)
				require.NoError(t, err, name)
				assert.NotContains(t, string(data), "seed", name)
				var seed struct{ Seed json.RawMessage }
				require.NoError(t, json.Unmarshal(bot.Options(), &seed), name)
				if hasSeed(info) {
					assert.NotContains(t, string(data), string(seed.Seed), "%s: its JSON shows its seed", name)
				}
				var back tabletop.Bot
				require.NoError(t, json.Unmarshal(data, &back), name)
				again, err := json.Marshal(back)
				require.NoError(t, err, name)
				assert.JSONEq(t, string(data), string(again), name)
			}
		}
	}
}

// hasSeed reports whether a bot takes a seed.
func hasSeed(info tabletop.BotInfo) bool {
	for _, o := range info.Options {
		if o.Type == "seed" {
			return true
		}
	}
	return false
}

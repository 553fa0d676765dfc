package tabletop_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/linx"
)

// TestNoBotsJSONShowsItsSeed: whatever its game and kind, a bot whose
// seed was drawn has JSON that holds no seed, and reads back to a bot of
// the same game, name and JSON; a bot made with a seed, given to NewBot
// or in the JSON it read, refuses to marshal (its JSON would lose the
// seed, and the bot read back would play otherwise without a word), and
// says to store its Options.
func TestNoBotsJSONShowsItsSeed(t *testing.T) {
	for _, game := range tabletop.Games() {
		for _, info := range game.Bots {
			if !hasSeed(info) {
				continue
			}
			for _, options := range []string{`{"seed":"123456789"}`, `{"seed":12}`} {
				bot, err := tabletop.NewBot(game.Name, info.Name, []byte(options))
				require.NoError(t, err, options)
				_, err = json.Marshal(bot)
				assert.ErrorContains(t, err, "store its Options()", "%s %s %s", game.Name, info.Name, options)
				var back tabletop.Bot
				require.NoError(t, json.Unmarshal([]byte(`{"game":"`+game.Name+`","name":"`+info.Name+`","options":`+options+`}`), &back))
				_, err = json.Marshal(back)
				assert.ErrorContains(t, err, "store its Options()", "%s %s %s read from JSON", game.Name, info.Name, options)
			}
		}
		for _, info := range game.Bots {
			for _, options := range []string{`{}`, `{"seed":null}`} {
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

// TestNoTypedISMCTSBotsJSONShowsItsSeed: each game's typed ISMCTSBot
// follows the handle's Bot: a bot with a seed refuses to marshal, saying
// what to marshal instead (Go builder r34: its JSON lost the seed and made
// a bot that played otherwise, without a word); one without writes its
// budget, which reads back to an equal bot; a seed given in JSON is still
// read.
func TestNoTypedISMCTSBotsJSONShowsItsSeed(t *testing.T) {
	budget := `{"iterations":10,"ms":3,"workers":2}`
	for name, bot := range map[string]interface {
		json.Marshaler
		json.Unmarshaler
	}{"linko": &linko.ISMCTSBot{Iterations: 10, Duration: 3 * time.Millisecond, Workers: 2, Seed: 12345},
		"lino": &lino.ISMCTSBot{Iterations: 10, Duration: 3 * time.Millisecond, Workers: 2, Seed: 12345},
		"linx": &linx.ISMCTSBot{Iterations: 10, Duration: 3 * time.Millisecond, Workers: 2, Seed: 12345}} {
		_, err := json.Marshal(bot)
		assert.ErrorContains(t, err, name+": an ISMCTSBot with a Seed does not marshal to JSON, for it holds secrets: marshal a copy with Seed 0 (the seed kept in your own records) instead", name)
		seed := reflect.ValueOf(bot).Elem().FieldByName("Seed")
		seed.SetUint(0)
		data, err := json.Marshal(bot)
		require.NoError(t, err, name)
		assert.JSONEq(t, budget, string(data), name)
		require.NoError(t, bot.UnmarshalJSON(data), name)
		again, err := json.Marshal(bot)
		require.NoError(t, err, name)
		assert.JSONEq(t, budget, string(again), name)
		require.NoError(t, bot.UnmarshalJSON([]byte(`{"iterations":10,"seed":"7"}`)), name)
		assert.EqualValues(t, 7, seed.Uint(), name)
	}
}

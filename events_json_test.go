package tabletop_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/linx"
)

// remarshal reads an event's JSON as its game's Event and writes it again
// through json.Marshal.
func remarshal[E any](data []byte) ([]byte, error) {
	var e E
	if err := json.Unmarshal(data, &e); err != nil {
		return nil, err
	}
	return json.Marshal(e)
}

// Each event's JSON, whole and as each seat sees it, is byte for byte
// what json.Marshal writes of the event, though the handle takes what the
// event's MarshalJSON wrote without json.Marshal scanning it again.
func TestEventsJSONIsWhatJSONMarshalWrites(t *testing.T) {
	again := map[string]func([]byte) ([]byte, error){
		"linko": remarshal[linko.Event],
		"lino":  remarshal[lino.Event],
		"linx":  remarshal[linx.Event],
	}
	rapid.Check(t, func(t *rapid.T) {
		game := rapid.SampledFrom(tabletop.GameNames()).Draw(t, "game")
		options := fmt.Sprintf(`{"seed":%d}`, rapid.Uint64().Draw(t, "seed"))
		if game != "lino" {
			options = fmt.Sprintf(`{"seed":%d,"players":%d}`, rapid.Uint64().Draw(t, "seed"), rapid.IntRange(2, 4).Draw(t, "players"))
		}
		table, err := tabletop.Open(game, []byte(options))
		require.NoError(t, err)
		seats := append([]int{-1}, seatsOf(table)...)
		for range rapid.IntRange(1, 200).Draw(t, "moves") {
			if table.Over() {
				break
			}
			legal := table.LegalMoves()
			next, events, err := table.Play(table.ToMove(), legal[rapid.IntRange(0, len(legal)-1).Draw(t, "move")])
			require.NoError(t, err)
			lists := make([][]json.RawMessage, 0, len(seats)+1)
			log, err := events.Log()
			require.NoError(t, err)
			lists = append(lists, log)
			for _, seat := range seats {
				data, err := events.JSON(seat)
				require.NoError(t, err)
				lists = append(lists, data)
			}
			for _, list := range lists {
				for _, data := range list {
					want, err := again[game](data)
					require.NoError(t, err, "%s", data)
					require.Equal(t, string(want), string(data))
				}
			}
			table = next
		}
	})
}

// A move's events are encoded once: each seat's JSON is, event by event,
// what the event alone gives that seat (Event.JSON, which makes its own),
// whichever of Log and JSON is asked first; each call's JSON is its own,
// never the log's bytes, and an append to one caller's JSON leaves every
// other's as it was.
func TestEventsJSONIsMadeOnceAndShared(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		game := rapid.SampledFrom(tabletop.GameNames()).Draw(t, "game")
		table, err := tabletop.Open(game, fmt.Appendf(nil, `{"seed":%d}`, rapid.Uint64().Draw(t, "seed")))
		require.NoError(t, err)
		seats := append(seatsOf(table), -1)
		logFirst := rapid.Bool().Draw(t, "logFirst")
		for range rapid.IntRange(1, 60).Draw(t, "moves") {
			if table.Over() {
				break
			}
			legal := table.LegalMoves()
			next, events, err := table.Play(table.ToMove(), legal[rapid.IntRange(0, len(legal)-1).Draw(t, "move")])
			require.NoError(t, err)
			var log []json.RawMessage
			if logFirst {
				log, err = events.Log()
				require.NoError(t, err)
			}
			for _, seat := range seats {
				data, err := events.JSON(seat)
				require.NoError(t, err)
				require.Len(t, data, events.Len())
				if log == nil {
					log, err = events.Log()
					require.NoError(t, err)
				}
				for i, e := range events.All() {
					alone, err := e.JSON(seat)
					require.NoError(t, err)
					require.Equal(t, string(alone), string(data[i]), "seat %d, event %d", seat, i)
					whole, err := e.Log()
					require.NoError(t, err)
					require.NotSame(t, &log[i][0], &data[i][0], "seat %d, event %d: %s", seat, i, alone)
					require.Equal(t, string(whole) == string(alone), string(log[i]) == string(data[i]))
					kept := string(log[i])
					_ = append(data[i], ` `...)
					require.Equal(t, kept, string(log[i]))
				}
			}
			table = next
		}
	})
}

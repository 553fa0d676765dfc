package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// wireGames opens a game of each kind, and one of Linko! with more seats,
// each dealt from seed.
func wireGames(t testing.TB, seed int) []tabletop.Table {
	var games []tabletop.Table
	for _, g := range []struct{ name, options string }{
		{"linko", `{"players":3,"seed":"%d"}`}, {"linko", `{"players":5,"seed":"%d"}`},
		{"lino", `{"seed":"%d"}`}, {"linx", `{"players":4,"seed":"%d"}`},
	} {
		game, err := tabletop.Open(g.name, fmt.Appendf(nil, g.options, seed))
		require.NoError(t, err)
		games = append(games, game)
	}
	return games
}

// TestWireBytes checks that the JSON the server writes by hand, a move's
// reply and its stream messages, is byte for byte what encoding/json
// wrote from the same pieces before: for every move of random games of
// each kind, every seat and the spectator, every language, and names that
// JSON escapes.
func TestWireBytes(t *testing.T) {
	names := []string{"<Ann & Bob>", "", "Zoë\u2028", "\"Q\"", "Eve"}
	for seed := range 3 {
		for _, game := range wireGames(t, seed) {
			options, err := game.Options()
			require.NoError(t, err)
			tb := newTable(tableRecord{ID: "wire", Game: game.Game(), Options: options}, game)
			r := rand.New(rand.NewPCG(uint64(seed), 7))
			for !game.Over() {
				moves := game.LegalMoves()
				seat := game.ToMove()
				next, events, err := game.Play(seat, moves[r.IntN(len(moves))])
				require.NoError(t, err)
				tb.t = next
				m := played{first: 3, events: events, wire: &moveWire{}}
				for seat := -1; seat < next.Players(); seat++ {
					checkWire(t, tb, next, m, seat, names[:next.Players()])
				}
				game = next
			}
		}
	}
}

func checkWire(t *testing.T, tb *table, game tabletop.Table, m played, seat int, names []string) {
	redacted, err := m.events.JSON(seat)
	require.NoError(t, err)
	if seat >= 0 {
		events, err := m.eventsJSON(seat)
		require.NoError(t, err)
		for _, l := range lang.All() {
			view, err := game.View(l, seat)
			require.NoError(t, err)
			list := redacted
			if list == nil {
				list = []json.RawMessage{}
			}
			want, err := json.Marshal(map[string]any{"events": list, "view": json.RawMessage(tb.hideSeed(view, game.Over()))})
			require.NoError(t, err)
			hidden, err := tb.view(game, l, seat)
			require.NoError(t, err)
			require.Equal(t, string(append(want, '\n')), string(appendMoveReply(nil, events, hidden)))
		}
	}
	for _, l := range lang.All() {
		var want bytes.Buffer
		texts := m.events.Narrate(l, seat, names)
		for k, ev := range redacted {
			data, err := json.Marshal(eventMessage{Index: m.first + k, Event: ev, Text: texts[k]})
			require.NoError(t, err)
			fmt.Fprintf(&want, "id: %d\nevent: game\ndata: %s\n\n", m.first+k, data)
		}
		got, err := m.messages(seat, l, names)
		require.NoError(t, err)
		require.Equal(t, want.String(), string(got.text))
		require.Len(t, got.starts, len(redacted))
	}
}

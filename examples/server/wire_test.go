package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http/httptest"
	"strconv"
	"strings"
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
			w := httptest.NewRecorder()
			writeMoveReply(w, events, hidden)
			require.Equal(t, string(append(want, '\n')), w.Body.String())
			require.Equal(t, strconv.Itoa(w.Body.Len()), w.Header().Get("Content-Length"))
		}
	}
	if seat == -1 {
		checkPublicReply(t, tb, game)
	}
	for _, l := range lang.All() {
		var want bytes.Buffer
		texts, turns := m.events.Narrate(l, seat, names), m.events.Turns(l, seat, names)
		for k, ev := range redacted {
			data, err := json.Marshal(eventMessage{Index: m.first + k, Event: ev, Text: texts[k], Turn: turns[k]})
			require.NoError(t, err)
			fmt.Fprintf(&want, "id: %d\nevent: game\ndata: %s\n\n", m.first+k, data)
		}
		got, err := m.messages(seat, l, names)
		require.NoError(t, err)
		require.Equal(t, want.String(), string(got.text))
		require.Len(t, got.starts, len(redacted))
	}
}

// checkPublicReply checks the cached reply of GET /api/tables/{id}
// against what encoding/json wrote of it from a map before.
func checkPublicReply(t *testing.T, tb *table, game tabletop.Table) {
	for _, l := range lang.All() {
		view, err := game.View(l, -1)
		require.NoError(t, err)
		text, err := game.ViewText(l, -1)
		require.NoError(t, err)
		want, err := json.Marshal(map[string]any{
			"id": tb.id, "game": tb.rec.Game, "players": len(tb.rec.Seats), "seats": []seatPublic{},
			"options": json.RawMessage(tb.hideSeed(tb.rec.Options, game.Over())),
			"view":    json.RawMessage(tb.hideSeed(view, game.Over())), "text": text, "events": 7,
		})
		require.NoError(t, err)
		got, err := tb.publicReply(game, 7, l)
		require.NoError(t, err)
		require.Equal(t, string(want)+"\n", string(got))
	}
}

// BenchmarkWireBytes plays random games of each kind and reports what the
// server's JSON weighs, in English: a move's reply (its events and the
// mover's new view), the view of the seat to move (with its legal moves,
// their labels and previews: what that player's page reads after each
// move), its largest, and a spectator's view.
//
//	go test -run '^$' -bench WireBytes ./examples/server
func BenchmarkWireBytes(b *testing.B) {
	for _, g := range []struct{ name, options string }{
		{"linko", `{"players":3,"seed":"%d"}`}, {"lino", `{"seed":"%d"}`}, {"linx", `{"players":2,"seed":"%d"}`},
	} {
		b.Run(g.name, func(b *testing.B) {
			var moves, toMove, replies, views, spectators, largest int
			seed := 0
			for b.Loop() {
				seed++
				game, err := tabletop.Open(g.name, fmt.Appendf(nil, g.options, seed))
				require.NoError(b, err)
				options, _ := game.Options()
				tb := newTable(tableRecord{ID: "bytes", Game: g.name, Options: options}, game)
				r := rand.New(rand.NewPCG(uint64(seed), 1))
				for !game.Over() {
					legal := game.LegalMoves()
					seat := game.ToMove()
					next, events, err := game.Play(seat, legal[r.IntN(len(legal))])
					require.NoError(b, err)
					tb.t = next
					m := played{events: events, wire: &moveWire{}}
					list, _ := m.eventsJSON(seat)
					mine, _ := tb.view(next, lang.English, seat)
					replies += moveReplyLen(list, mine)
					if to := next.ToMove(); to >= 0 {
						view, _ := tb.view(next, lang.English, to)
						views += len(view)
						toMove++
						largest = max(largest, len(view))
					}
					spectator, _ := tb.view(next, lang.English, -1)
					spectators += len(spectator)
					moves++
					game = next
				}
			}
			b.ReportMetric(float64(replies)/float64(moves), "reply-B/move")
			b.ReportMetric(float64(views)/float64(toMove), "view-B")
			b.ReportMetric(float64(largest), "view-max-B")
			b.ReportMetric(float64(spectators)/float64(moves), "spectator-B")
		})
	}
}

// readMove takes a plain body as it is, and reads it as the strict decoder
// does: the same move, or the same refusal.
func TestReadMoveReadsAsTheDecoderDoes(t *testing.T) {
	for _, body := range []string{
		`{"move":"7x2"}`, `{"move":"take"}`, `{"move":""}`, `{"move":"a b"}`, `{"move":"\u00e9"}`, `{"move":"é"}`,
		`{"move":"a\"b"}`, `{"move":"a\\"}`, `{"move":"x"}x"}`, `{"move":"x"} `, ` {"move":"x"}`, `{"move":{"kind":"pass"}}`,
		`{"move":"x","move":"y"}`, `{"move":"x"}{"move":"y"}`, `{"move":"<\t>"}`, `{"move":"` + "\x7f" + `"}`, `{"move":"x"`, `{}`,
	} {
		r := httptest.NewRequest("POST", "/", strings.NewReader(body))
		got, gotErr := readMove(httptest.NewRecorder(), r)
		var req moveRequest
		wantErr := decodeBody([]byte(body), &req)
		if wantErr != nil {
			require.Error(t, gotErr, body)
			require.Equal(t, wantErr.Error(), gotErr.Error(), body)
			continue
		}
		require.NoError(t, gotErr, body)
		require.Equal(t, string(req.Move), string(got), body)
	}
}

// A view's seed is hidden in place as it is in a copy: every occurrence,
// for a seed as long as a server's and one shorter than "null", and the
// data hideSeed is given is left as it was.
func TestHideOwnSeedHidesAsACopyDoes(t *testing.T) {
	for _, seed := range []string{"12345678901234567890", "42", "7"} {
		tb := &table{hidden: []byte(`"seed":"` + seed + `"`)}
		view := `{"options":{"seed":"` + seed + `","rounds":1},"again":{"seed":"` + seed + `"},"seedling":"` + seed + `"}`
		want := strings.ReplaceAll(view, `"seed":"`+seed+`"`, `"seed":null`)
		require.Equal(t, want, string(tb.hideOwnSeed([]byte(view), false)), "seed %s", seed)
		require.Equal(t, view, string(tb.hideOwnSeed([]byte(view), true)), "seed %s, the game over", seed)
		shared := []byte(view)
		require.Equal(t, want, string(tb.hideSeed(shared, false)), "seed %s", seed)
		require.Equal(t, view, string(shared), "hideSeed changed what it was given")
	}
}

// compactJSON gives what json.Compact gives (raw itself where it fails),
// whether raw holds space to take out or not.
func TestCompactJSONCompactsAsEncodingJSON(t *testing.T) {
	for _, raw := range []string{
		`"0:play 7x2"`, `{"seat":0,"kind":"play","meld":"7x2"}`, `{ "seat" : 0 }`, "[1,\n2]", `"a\" b"`, `"a\\" , 1`,
		`{"text":"two  spaces","n":[1, 2]}`, `"\t"`, `{"a":"\\\" "}`, `{"a":"x"} `, `"unterminated `, `{"a" 1}`, `{"a":1}}`,
	} {
		var b bytes.Buffer
		want := []byte(raw)
		if json.Compact(&b, want) == nil {
			want = b.Bytes()
		}
		require.Equal(t, string(want), string(compactJSON(json.RawMessage(raw))), raw)
	}
	require.Nil(t, compactJSON(json.RawMessage(" null ")))
}

// A string that encoding/json writes as it is is quoted without it, in
// every language's narration (accents included), and a string that it
// escapes is escaped as it does: appending a stream message's JSON to a
// buffer with room allocates nothing for such a text.
func TestAStreamMessagesTextIsQuotedInPlace(t *testing.T) {
	for _, s := range []string{"", "Ann plays 7♥.", "Zoë joue le 7 de cœur, l'as.", "a\u2028b", "<b>", "x & y", `"q"`, `a\b`, "tab\t", "\xff", "\x7f"} {
		want, err := json.Marshal(s)
		require.NoError(t, err)
		require.Equal(t, string(want), string(appendJSONString(nil, s)), "%q", s)
	}
	if raceEnabled {
		return // the race detector's allocations are its own
	}
	dst := make([]byte, 0, 1024)
	index := []byte("12")
	event := json.RawMessage(`{"kind":"played"}`)
	for _, text := range []string{"Ann plays 7♥.", "Zoë joue le 7 de cœur."} {
		allocs := testing.AllocsPerRun(100, func() { dst = appendEventMessage(dst[:0], index, event, text, "") })
		require.Zero(t, allocs, "a message of %q", text)
	}
}

// A stream message carries the turn sentence its text ends with, as
// encoding/json writes an eventMessage: the key left out where the event
// ends no move.
func TestAStreamMessageCarriesItsTurn(t *testing.T) {
	event := json.RawMessage(`{"kind":"placed"}`)
	for _, m := range []eventMessage{
		{Index: 3, Event: event, Text: "Bo placed a stone on K6. It is your turn: place a stone.", Turn: "It is your turn: place a stone."},
		{Index: 4, Event: event, Text: "Bo placed a stone on K6."},
	} {
		want, err := json.Marshal(m)
		require.NoError(t, err)
		require.Equal(t, string(want), string(appendEventMessage(nil, []byte(strconv.Itoa(m.Index)), m.Event, m.Text, m.Turn)))
	}
}

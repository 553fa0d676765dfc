package main

// Bad requests: each its 4xx, and nothing changed.

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
)

// TestBadInputGetsTheRight4xxAndChangesNothing sends every kind of bad
// request (malformed or oversized bodies, unknown games, options, seats and
// bots, missing and wrong tokens, seats out of range, illegal moves): each
// gets its 4xx with a short JSON error that names the fault, quotes no
// token, tells a refused seat nothing of the game, and leaves every table
// as it was. It is longer than 80 lines for its table of cases, one a line.
func TestBadInputGetsTheRight4xxAndChangesNothing(t *testing.T) {
	ts := startServer(t, config{allowSeeds: true, dataDir: t.TempDir()})
	c := ts.create(t, `{"game":"linko","options":{"players":3,"seed":"4"},"seats":[{"player":"human"},{"player":"human"},{"player":"bot","bot":"greedy"}]}`)
	tok0, tok1 := c.Seats[0].Token, c.Seats[1].Token
	table := "/api/tables/" + c.ID
	huge := `{"game":"linko","options":{"players":3},"seats":[` + strings.Repeat(`{"player":"human"},`, 5000) + `{"player":"human"}]}`
	wrongToken := strings.Repeat("0", 32)

	cases := []struct {
		name, method, path, token, body string
		code                            int
		says                            string
	}{
		{"malformed JSON", "POST", "/api/tables", "", `{"game":`, 400, "JSON"},
		{"not an object", "POST", "/api/tables", "", `[1,2]`, 400, "JSON"},
		{"two values", "POST", "/api/tables", "", `{"game":"lino","seats":[{"player":"human"},{"player":"human"}]} {}`, 400, "after top-level value"},
		{"unknown field", "POST", "/api/tables", "", `{"game":"lino","colour":"red","seats":[]}`, 400, "colour"},
		{"a long unknown field", "POST", "/api/tables", "", `{"` + strings.Repeat("long", 5000) + `":1}`, 400, "longlong"},
		{"a long game", "POST", "/api/tables", "", `{"game":"` + strings.Repeat("chess", 5000) + `","seats":[]}`, 400, "unknown game"},
		{"a long path", "GET", "/api/" + strings.Repeat("x", 5000), "", "", 404, "not found"},
		{"no game", "POST", "/api/tables", "", `{"seats":[]}`, 400, "game"},
		{"unknown game", "POST", "/api/tables", "", `{"game":"chess","seats":[]}`, 400, "unknown game"},
		{"unknown option", "POST", "/api/tables", "", `{"game":"lino","options":{"speed":3},"seats":[{"player":"human"},{"player":"human"}]}`, 400, "speed"},
		{"another game's options", "POST", "/api/tables", "", `{"game":"linko","options":{"game":"lino","players":2},"seats":[{"player":"human"},{"player":"human"}]}`, 400, "these options are Lino's, not Linko!'s"},
		{"options not an object", "POST", "/api/tables", "", `{"game":"lino","options":[1],"seats":[{"player":"human"},{"player":"human"}]}`, 400, "options"},
		{"players out of range", "POST", "/api/tables", "", `{"game":"linko","options":{"players":9},"seats":[]}`, 400, "9 players; Linko! is for 2 to 5"},
		{"too few seats", "POST", "/api/tables", "", `{"game":"linko","options":{"players":3},"seats":[{"player":"human"}]}`, 400, "3 players"},
		{"too many seats", "POST", "/api/tables", "", `{"game":"lino","seats":[{"player":"human"},{"player":"human"},{"player":"human"}]}`, 400, "2 players"},
		{"no seats", "POST", "/api/tables", "", `{"game":"lino"}`, 400, "seats"},
		{"unknown player", "POST", "/api/tables", "", `{"game":"lino","seats":[{"player":"alien"},{"player":"human"}]}`, 400, "human"},
		{"unknown bot", "POST", "/api/tables", "", `{"game":"lino","seats":[{"player":"bot","bot":"deep"},{"player":"human"}]}`, 400, "unknown bot"},
		{"bad bot options", "POST", "/api/tables", "", `{"game":"lino","seats":[{"player":"bot","bot":"greedy","options":{"depth":3}},{"player":"human"}]}`, 400, "depth"},
		{"a search until a deadline the server never gives", "POST", "/api/tables", "", `{"game":"lino","seats":[{"player":"bot","bot":"ismcts","options":{"untilDeadline":true}},{"player":"human"}]}`, 400, "untilDeadline is refused on this server"},
		{"a human with a bot", "POST", "/api/tables", "", `{"game":"lino","seats":[{"player":"human","bot":"greedy"},{"player":"human"}]}`, 400, "human"},
		{"negative delay", "POST", "/api/tables", "", `{"game":"lino","botDelayMs":-1,"seats":[{"player":"human"},{"player":"human"}]}`, 400, "botDelayMs"},
		{"huge delay", "POST", "/api/tables", "", `{"game":"lino","botDelayMs":86400000,"seats":[{"player":"human"},{"player":"human"}]}`, 400, "botDelayMs"},
		{"body over 64 KiB", "POST", "/api/tables", "", huge, 413, "65536"},

		{"no such table", "GET", "/api/tables/nope", "", "", 404, "no table"},
		{"no such table's view", "GET", "/api/tables/nope/seats/0/view", tok0, "", 404, "no table"},
		{"no such table's move", "POST", "/api/tables/nope/seats/0/moves", tok0, `{"move":"draw"}`, 404, "no table"},
		{"no such table's events", "GET", "/api/tables/nope/events", "", "", 404, "no table"},
		{"no such route", "GET", "/api/chairs", "", "", 404, "not found"},
		{"wrong method", "PUT", table, "", "", 405, "not allowed"},
		{"wrong method on moves", "GET", table + "/seats/0/moves", tok0, "", 405, "not allowed"},

		{"view without token", "GET", table + "/seats/0/view", "", "", 401, "token"},
		{"text without token", "GET", table + "/seats/0/text", "", "", 401, "token"},
		{"move without token", "POST", table + "/seats/0/moves", "", `{"move":"draw"}`, 401, "token"},
		{"events without token", "GET", table + "/events?seat=0", "", "", 401, "token"},
		{"view with a wrong token", "GET", table + "/seats/0/view", wrongToken, "", 403, "not this seat's"},
		{"view with another seat's token", "GET", table + "/seats/0/view", tok1, "", 403, "not this seat's"},
		{"text with another seat's token", "GET", table + "/seats/1/text", tok0, "", 403, "not this seat's"},
		{"a bot's view", "GET", table + "/seats/2/view", tok0, "", 403, "not this seat's"},
		{"a move with another seat's token", "POST", table + "/seats/0/moves", tok1, `{"move":"draw"}`, 403, "not this seat's"},
		{"a bot's move", "POST", table + "/seats/2/moves", tok0, `{"move":"draw"}`, 403, "not this seat's"},
		{"events with another seat's token", "GET", table + "/events?seat=1&token=" + tok0, "", "", 403, "not this seat's"},
		{"events with a wrong query token", "GET", table + "/events?seat=0&token=x", "", "", 403, "not this seat's"},
		{"seat not a number", "GET", table + "/seats/x/view", tok0, "", 400, "not a number"},
		{"seat out of range", "GET", table + "/seats/3/view", tok0, "", 404, "no seat 3"},
		{"negative seat", "POST", table + "/seats/-1/moves", tok0, `{"move":"draw"}`, 404, "no seat -1"},
		{"events of no seat", "GET", table + "/events?seat=7&token=" + tok0, "", "", 404, "no seat 7"},
		{"resume after nothing", "GET", table + "/events?after=0", "", "", 400, "resume"},
		{"resume after garbage", "GET", table + "/events?after=x", "", "", 400, "resume"},

		{"move malformed", "POST", table + "/seats/0/moves", tok0, `{"move":`, 400, "JSON"},
		{"move missing", "POST", table + "/seats/0/moves", tok0, `{}`, 400, "move"},
		{"move a number", "POST", table + "/seats/0/moves", tok0, `{"move":7}`, 400, "move"},
		{"move null", "POST", table + "/seats/0/moves", tok0, `{"move":null}`, 400, "move"},
		{"move with an unknown field", "POST", table + "/seats/0/moves", tok0, `{"move":"draw","why":1}`, 400, "why"},
		{"move over 64 KiB", "POST", table + "/seats/0/moves", tok0, `{"move":"` + strings.Repeat("x", 70000) + `"}`, 413, "65536"},
		{"move not a move", "POST", table + "/seats/0/moves", tok0, `{"move":"fly away"}`, 409, "not a move"},
		{"move illegal", "POST", table + "/seats/0/moves", tok0, `{"move":"draw"}`, 409, "illegal"},
		{"move out of turn", "POST", table + "/seats/1/moves", tok1, `{"move":"play 2"}`, 409, "not your turn"},
		{"move for another seat", "POST", table + "/seats/0/moves", tok0, `{"move":"1:play 2"}`, 409, "illegal"},
	}
	before := ts.state(t)
	for move, want := range map[string][3]string{
		`{"move":"play 2"}`: {"/seats/1/moves", "not-your-turn", "It is not your turn: Seat 1 is to move."},
		`{"move":"dance"}`:  {"/seats/0/moves", "malformed", "Type “play” followed by cards, such as “play 7x2+J”; “draw” followed by “pile” or a card of the display, such as “draw pile”; or “take”, “leave”, “takeback” or “discard”."},
		`{"move":"take"}`:   {"/seats/0/moves", "not-legal-here", ""},
	} {
		token := tok0
		if want[0] == "/seats/1/moves" {
			token = tok1
		}
		code, body := call(t, "POST", ts.url+table+want[0], token, move)
		assert.Equal(t, 409, code, body)
		var e struct{ Error, Message, Reason string }
		require.NoError(t, json.Unmarshal([]byte(body), &e), body)
		assert.Equal(t, want[1], e.Reason, body)
		if want[2] != "" {
			assert.Equal(t, want[2], e.Message, body)
		}
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			code, body := call(t, tc.method, ts.url+tc.path, tc.token, tc.body)
			assert.Equal(t, tc.code, code, body)
			var e struct{ Error, Message, Reason string }
			require.NoError(t, json.Unmarshal([]byte(body), &e), "a JSON error: %s", body)
			assert.Contains(t, e.Error, tc.says)
			assert.Regexp(t, `^[A-Z0-9][^{}"=_]*\.$`, e.Message, "a plain sentence for a person")
			assert.NotRegexp(t, `(?i:illegal move|linko:|tabletop)|\bseat \d`, e.Message, "no developer's words (the game's title is a player's)")
			assert.Equal(t, code == 409 && strings.Contains(tc.name, "move"), e.Reason != "", "a refused move, and only it, has a reason: %s", body)
			assert.Less(t, len(e.Error), 300, "an error quotes little of the input")
			assert.NotContains(t, body, tok0)
			assert.NotContains(t, body, tok1)
			if code == 401 || code == 403 {
				for _, secret := range []string{"hand", "linko", "round", "scores", "["} {
					assert.NotContains(t, e.Error, secret, "a refusal says nothing of the game")
				}
			}
			assert.Equal(t, before, ts.state(t), "the request changed something")
		})
	}
}

func TestAFinishedGameTakesNoMove(t *testing.T) {
	ts := startServer(t, config{allowSeeds: true})
	c := ts.create(t, humans("lino", `{"seed":"5"}`, 2))
	mirror, _ := tabletop.Open("lino", []byte(`{"seed":"5"}`))
	mirror = ts.playOut(t, c, mirror, 1000, first)
	require.True(t, mirror.Over())
	before := ts.state(t)
	code, body := ts.move(t, c.ID, 0, c.Seats[0].Token, "pass")
	assert.Equal(t, http.StatusConflict, code, body)
	assert.Equal(t, before, ts.state(t))
}

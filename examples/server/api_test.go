package main

import (
	"bytes"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// TestGamesListsEveryGameOfTheHandle: the handle's catalog, with the
// search bot's budget narrowed to the server's, and whether it takes a
// chosen seed.
func TestGamesListsEveryGameOfTheHandle(t *testing.T) {
	ts := startServer(t, config{botIterations: 500, botMs: 70, botWorkers: 2, botPool: 4})
	code, body := call(t, "GET", ts.url+"/api/games", "", "")
	require.Equal(t, http.StatusOK, code)
	games := tabletop.Games()
	for _, g := range games {
		for _, b := range g.Bots {
			for k, o := range b.Options {
				if max, ok := map[string]int{"iterations": 500, "ms": 70, "workers": 2}[o.Name]; ok && b.Name == "ismcts" {
					b.Options[k].Max = max
				}
			}
		}
	}
	want, _ := json.Marshal(map[string]any{"engine": false, "games": games, "seeds": false, "rules": rulesIn(t, lang.English)})
	assert.JSONEq(t, string(want), body)
}

// TestGamesSayTheRulesInTheRequestsLanguage: the rules of every game, the
// library's, in the language of ?lang=, else of Accept-Language.
func TestGamesSayTheRulesInTheRequestsLanguage(t *testing.T) {
	ts := startServer(t, config{})
	var got struct{ Rules map[string][]string }
	_, body := call(t, "GET", ts.url+"/api/games?lang=fr", "", "")
	require.NoError(t, json.Unmarshal([]byte(body), &got))
	assert.Equal(t, rulesIn(t, lang.French), got.Rules)
	assert.Contains(t, got.Rules["linko"][0], "À votre tour")
	req, err := http.NewRequest("GET", ts.url+"/api/games", nil)
	require.NoError(t, err)
	req.Header.Set("Accept-Language", "it-IT,it;q=0.9")
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&got))
	assert.Equal(t, rulesIn(t, lang.Italian), got.Rules)
}

// rulesIn returns every game's rules in l, by name, as the library says them.
func rulesIn(t *testing.T, l lang.Language) map[string][]string {
	t.Helper()
	rules := map[string][]string{}
	for _, name := range tabletop.GameNames() {
		r, err := tabletop.Rules(l, name)
		require.NoError(t, err)
		rules[name] = r
	}
	require.Len(t, rules, 3)
	return rules
}

func TestTheWebPageIsMounted(t *testing.T) {
	ts := startServer(t, config{allowSeeds: true})
	for _, path := range []string{"/", "/play/abc?seat=0&token=x"} {
		code, body := call(t, "GET", ts.url+path, "", "")
		assert.Equal(t, http.StatusOK, code, path)
		assert.Contains(t, body, "<html", path)
	}
	code, _ := call(t, "GET", ts.url+"/static/index.html", "", "")
	assert.NotEqual(t, http.StatusNotFound, code, "the static files are served")
}

func TestCreateAndReadATable(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, config{allowSeeds: true, dataDir: dir})
	c := ts.create(t, `{"game":"linko","options":{"players":3,"seed":"9"},"seats":[{"player":"human"},{"player":"bot","bot":"greedy","options":{}},{"player":"human"}],"botDelayMs":0}`)
	assert.Equal(t, "linko", c.Game)
	assert.Equal(t, 3, c.Players)
	require.Len(t, c.Seats, 3)
	assert.Len(t, c.Seats[0].Token, 32, "128 bits in hex")
	assert.NotEqual(t, c.Seats[0].Token, c.Seats[2].Token)
	assert.Equal(t, "/play/"+c.ID+"?seat=0&token="+c.Seats[0].Token, c.Seats[0].Join)
	assert.Equal(t, seatCreated{Seat: 1, Player: "bot", Bot: "greedy"}, c.Seats[1], "a bot's seat has no token")

	// The log keeps the token's hash only.
	log := ts.stored(t, c.ID)
	require.Contains(t, log, c.ID)
	assert.NotContains(t, string(log), c.Seats[0].Token)
	assert.NotContains(t, string(log), c.Seats[2].Token)

	code, body := call(t, "GET", ts.url+"/api/tables/"+c.ID, "", "")
	require.Equal(t, http.StatusOK, code, body)
	var pub struct {
		ID, Game string
		Players  int
		Seats    []seatPublic
		View     json.RawMessage
		Text     string
		Events   int
	}
	require.NoError(t, json.Unmarshal([]byte(body), &pub))
	mirror, err := tabletop.Open("linko", []byte(`{"players":3,"seed":"9"}`))
	require.NoError(t, err)
	spectator, _ := mirror.View(lang.English, -1)
	text, _ := mirror.ViewText(lang.English, -1)
	assert.Equal(t, c.ID, pub.ID)
	assert.JSONEq(t, string(spectator), string(pub.View))
	assert.Equal(t, text, pub.Text)
	assert.Equal(t, 0, pub.Events)
	assert.Equal(t, []seatPublic{{0, "human", "", ""}, {1, "bot", "greedy", ""}, {2, "human", "", ""}}, pub.Seats)
	assert.NotContains(t, body, c.Seats[0].Token)

	// A seat's view and text are the handle's, with the token in the
	// header or the query.
	view, _ := mirror.View(lang.English, 0)
	code, body = call(t, "GET", ts.url+"/api/tables/"+c.ID+"/seats/0/view", c.Seats[0].Token, "")
	require.Equal(t, http.StatusOK, code, body)
	assert.Equal(t, string(view)+"\n", body)
	code, body = call(t, "GET", ts.url+"/api/tables/"+c.ID+"/seats/0/text?token="+c.Seats[0].Token, "", "")
	require.Equal(t, http.StatusOK, code, body)
	text, _ = mirror.ViewText(lang.English, 0)
	assert.Equal(t, text+"\n", body, "the text view, ending its last line")
	code, body = call(t, "GET", ts.url+"/api/tables/"+c.ID+"/seats/0/text?lang=fr&token="+c.Seats[0].Token, "", "")
	require.Equal(t, http.StatusOK, code, body)
	text, _ = mirror.ViewText(lang.French, 0)
	assert.Equal(t, text+"\n", body, "the text view in the reader's language")

	code, body = call(t, "GET", ts.url+"/api/tables", "", "")
	require.Equal(t, http.StatusOK, code)
	var list struct{ Tables []summary }
	require.NoError(t, json.Unmarshal([]byte(body), &list))
	require.Len(t, list.Tables, 1)
	assert.Equal(t, c.ID, list.Tables[0].ID)
	assert.Equal(t, "linko", list.Tables[0].Game)
	assert.Equal(t, 0, list.Tables[0].ToMove)
	assert.False(t, list.Tables[0].Over)
}

func TestAMoveAnswersItsEventsAndTheNewView(t *testing.T) {
	ts := startServer(t, config{allowSeeds: true, dataDir: t.TempDir()})
	for _, tc := range []struct{ game, options string }{
		{"linko", `{"players":2,"seed":"3"}`},
		{"lino", `{"seed":"3"}`},
		{"linx", `{"players":2,"seed":"3"}`},
	} {
		t.Run(tc.game, func(t *testing.T) {
			mirror, err := tabletop.Open(tc.game, []byte(tc.options))
			require.NoError(t, err)
			c := ts.create(t, humans(tc.game, tc.options, mirror.Players()))
			for i := range 6 {
				seat := mirror.ToMove()
				moves := mirror.LegalMoves()
				move := moves[len(moves)-1]
				var body string
				var code int
				if i%2 == 0 { // without the seat
					_, bare, _ := strings.Cut(move, ":")
					code, body = ts.move(t, c.ID, seat, c.Seats[seat].Token, bare)
				} else {
					code, body = ts.move(t, c.ID, seat, c.Seats[seat].Token, move)
				}
				require.Equal(t, http.StatusOK, code, body)
				next, events, err := mirror.Play(seat, move)
				require.NoError(t, err)
				want, _ := events.JSON(seat)
				view, _ := next.View(lang.English, seat)
				// (A view that shows the options hides the deal's seed.)
				view = bytes.ReplaceAll(view, []byte(`"seed":"3"`), []byte(`"seed":null`))
				var got struct {
					Events []json.RawMessage
					View   json.RawMessage
				}
				require.NoError(t, json.Unmarshal([]byte(body), &got))
				require.Len(t, got.Events, len(want))
				for k := range want {
					assert.JSONEq(t, string(want[k]), string(got.Events[k]))
				}
				assert.JSONEq(t, string(view), string(got.View))
				mirror = next
			}
			tb := ts.table(t, c.ID)
			got, _, _ := tb.snapshot()
			want, _ := mirror.Position()
			have, _ := got.Position()
			assert.JSONEq(t, string(want), string(have))
		})
	}
}

func TestAMoveAsAJSONObject(t *testing.T) {
	ts := startServer(t, config{allowSeeds: true})
	c := ts.create(t, humans("linko", `{"players":2,"seed":"3"}`, 2))
	mirror, _ := tabletop.Open("linko", []byte(`{"players":2,"seed":"3"}`))
	move := mirror.LegalMoves()[0]
	// The move's object form, as the game's Move marshals it through the
	// handle's own decoding: a string is also JSON, so send the object the
	// package documents where the packages have it, else the string.
	body := `{"move":` + string(mustJSON(move)) + `}`
	code, resp := call(t, "POST", ts.url+"/api/tables/"+c.ID+"/seats/0/moves", c.Seats[0].Token, body)
	require.Equal(t, http.StatusOK, code, resp)
	// An object that is not a move is refused by the rules, 409 or 400.
	code, resp = call(t, "POST", ts.url+"/api/tables/"+c.ID+"/seats/"+itoa(ts.toMove(t, c.ID))+"/moves",
		c.Seats[ts.toMove(t, c.ID)].Token, `{"move":{"kind":"fly"}}`)
	assert.Contains(t, []int{http.StatusBadRequest, http.StatusConflict}, code, resp)
	assert.True(t, strings.HasPrefix(resp, `{"error":`), resp)
}

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

func (ts *testServer) toMove(t testing.TB, id string) int {
	tb := ts.table(t, id)
	got, _, _ := tb.snapshot()
	return got.ToMove()
}

// state is what a request must not change: the tables, and each one's
// events and log.
func (ts *testServer) state(t testing.TB) string {
	t.Helper()
	_, list := call(t, "GET", ts.url+"/api/tables", "", "")
	var out strings.Builder
	out.WriteString(list)
	if ts.cfg.dataDir != "" {
		names, _ := filepath.Glob(filepath.Join(ts.cfg.dataDir, "*"))
		for _, name := range names {
			data, err := os.ReadFile(name)
			require.NoError(t, err)
			out.WriteString(name + "\n" + string(data))
		}
	}
	ts.mu.Lock()
	defer ts.mu.Unlock()
	for id, tb := range ts.cache {
		if _, ok := ts.store.(*pgStore); ok {
			out.WriteString(ts.stored(t, id))
		}
		got, _, n := tb.snapshot()
		pos, _ := got.Position()
		out.WriteString(id + " " + itoa(n) + " " + string(pos) + "\n")
	}
	return out.String()
}

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
		{"options not an object", "POST", "/api/tables", "", `{"game":"lino","options":[1],"seats":[{"player":"human"},{"player":"human"}]}`, 400, "options"},
		{"players out of range", "POST", "/api/tables", "", `{"game":"linko","options":{"players":9},"seats":[]}`, 400, "players is 9, out of its range: from 2 to 5"},
		{"too few seats", "POST", "/api/tables", "", `{"game":"linko","options":{"players":3},"seats":[{"player":"human"}]}`, 400, "3 players"},
		{"too many seats", "POST", "/api/tables", "", `{"game":"lino","seats":[{"player":"human"},{"player":"human"},{"player":"human"}]}`, 400, "2 players"},
		{"no seats", "POST", "/api/tables", "", `{"game":"lino"}`, 400, "seats"},
		{"unknown player", "POST", "/api/tables", "", `{"game":"lino","seats":[{"player":"alien"},{"player":"human"}]}`, 400, "human"},
		{"unknown bot", "POST", "/api/tables", "", `{"game":"lino","seats":[{"player":"bot","bot":"deep"},{"player":"human"}]}`, 400, "unknown bot"},
		{"bad bot options", "POST", "/api/tables", "", `{"game":"lino","seats":[{"player":"bot","bot":"greedy","options":{"depth":3}},{"player":"human"}]}`, 400, "depth"},
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
		`{"move":"dance"}`:  {"/seats/0/moves", "malformed", "That is not a move of this game."},
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
			assert.Regexp(t, `^[A-Z][^{}"=_]*\.$`, e.Message, "a plain sentence for a person")
			assert.NotRegexp(t, `(?i:illegal move|linko|tabletop)|\bseat \d`, e.Message, "no developer's words")
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

func TestBotsPlayTheirSeatsToTheEnd(t *testing.T) {
	ts := startServer(t, config{allowSeeds: true, dataDir: t.TempDir()})
	for _, game := range tabletop.GameNames() {
		t.Run(game, func(t *testing.T) {
			mirror, err := tabletop.Open(game, nil)
			require.NoError(t, err)
			seats := make([]string, mirror.Players())
			for i := range seats {
				seats[i] = `{"player":"bot","bot":"` + []string{"greedy", "random"}[i%2] + `"}`
			}
			c := ts.create(t, `{"game":"`+game+`","seats":[`+strings.Join(seats, ",")+`]}`)
			msgs, _ := readStream(t, ts.url+"/api/tables/"+c.ID+"/events", "", 30*time.Second, untilOver)
			over := msgs[len(msgs)-1]
			got, _, n := ts.table(t, c.ID).snapshot()
			require.True(t, got.Over())
			assert.Len(t, msgs, n+1, "every event, then over")
			var end struct{ Scores, Winners []int }
			require.NoError(t, json.Unmarshal([]byte(over.data), &end))
			assert.Equal(t, got.Scores(), end.Scores)
			assert.Equal(t, got.Winners(), end.Winners)
		})
	}
}

func TestABotWaitsItsDelay(t *testing.T) {
	ts := startServer(t, config{allowSeeds: true, botDelay: time.Hour})
	start := time.Now()
	c := ts.create(t, `{"game":"lino","botDelayMs":150,"seats":[{"player":"bot","bot":"greedy"},{"player":"human"}]}`)
	msgs, _ := readStream(t, ts.url+"/api/tables/"+c.ID+"/events", "", 10*time.Second, untilCount(1))
	assert.GreaterOrEqual(t, time.Since(start), 150*time.Millisecond)
	assert.Equal(t, "0", msgs[0].id)

	// The server's default applies when the table sets none, and Close
	// does not wait for it.
	c = ts.create(t, `{"game":"lino","seats":[{"player":"bot","bot":"greedy"},{"player":"human"}]}`)
	time.Sleep(50 * time.Millisecond)
	_, _, n := ts.table(t, c.ID).snapshot()
	assert.Equal(t, 0, n)
}

// TestMovesOfOneGameAreSerialized: many requests for the same move at once:
// one is accepted, the others refused, and the log holds the move once.
func TestMovesOfOneGameAreSerialized(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, config{allowSeeds: true, dataDir: dir})
	c := ts.create(t, humans("linx", `{"players":2,"seed":"1"}`, 2))
	mirror, _ := tabletop.Open("linx", []byte(`{"players":2,"seed":"1"}`))
	move := mirror.LegalMoves()[0]
	seat := mirror.ToMove()
	var wg sync.WaitGroup
	codes := make([]int, 8)
	for i := range codes {
		wg.Go(func() { codes[i], _ = ts.move(t, c.ID, seat, c.Seats[seat].Token, move) })
	}
	wg.Wait()
	ok := 0
	for _, code := range codes {
		if code == http.StatusOK {
			ok++
		} else {
			assert.Equal(t, http.StatusConflict, code)
		}
	}
	assert.Equal(t, 1, ok)
	_, want, _ := mirror.Play(seat, move)
	assert.Equal(t, want.Len(), ts.table(t, c.ID).events)
}

// TestGamesPlayAtOnce: games of every kind played at once through the API
// (run it with -race).
func TestGamesPlayAtOnce(t *testing.T) {
	ts := startServer(t, config{allowSeeds: true, dataDir: t.TempDir()})
	var wg sync.WaitGroup
	for i := range 6 {
		game := tabletop.GameNames()[i%3]
		wg.Go(func() {
			options := `{"seed":"` + itoa(i) + `"}`
			mirror, err := tabletop.Open(game, []byte(options))
			if !assert.NoError(t, err) {
				return
			}
			c := ts.create(t, humans(game, options, mirror.Players()))
			end := ts.playOut(t, c, mirror, 40, first)
			got, _, _ := ts.table(t, c.ID).snapshot()
			want, _ := end.Position()
			have, _ := got.Position()
			assert.JSONEq(t, string(want), string(have))
		})
	}
	wg.Wait()
}

// TestGamesDoNotWaitOnEachOther: while a move of one game holds it (as a
// slow sync would), the other games play, and the held game's view and
// stream still answer.
func TestGamesDoNotWaitOnEachOther(t *testing.T) {
	ts := startServer(t, config{allowSeeds: true, dataDir: t.TempDir()})
	a := ts.create(t, humans("lino", `{"seed":"1"}`, 2))
	b := ts.create(t, humans("lino", `{"seed":"1"}`, 2))
	held := ts.table(t, a.ID)
	held.moving.Lock()
	defer held.moving.Unlock()
	mirror, _ := tabletop.Open("lino", nil)
	ts.playOut(t, b, mirror, 3, first)
	code, body := call(t, "GET", ts.url+"/api/tables/"+a.ID+"/seats/0/view", a.Seats[0].Token, "")
	assert.Equal(t, http.StatusOK, code, body)
	code, _ = call(t, "GET", ts.url+"/api/tables/"+a.ID, "", "")
	assert.Equal(t, http.StatusOK, code)
}

package main

import (
	"bytes"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

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
		for i, b := range g.Bots {
			// untilDeadline is not offered: the server's bots play with
			// no deadline but the table's.
			b.Options = slices.DeleteFunc(b.Options, func(o tabletop.OptionInfo) bool { return o.Name == "untilDeadline" })
			g.Bots[i].Options = b.Options
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
		// The header holds the language menu before any script runs (r23:
		// it went for the seconds a table took to set up under load).
		assert.Contains(t, body, `<select id="lang"`, path)
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
	mirror = mirror.WithComputers(1) // the bot's seat is the computer
	spectator, _ := mirror.View(lang.English, -1)
	text, _ := mirror.ViewText(lang.English, -1)
	assert.Equal(t, c.ID, pub.ID)
	assert.JSONEq(t, string(spectator), string(pub.View))
	assert.Equal(t, text, pub.Text)
	assert.Equal(t, 0, pub.Events)
	assert.Equal(t, []seatPublic{{0, "human", "", "", nil}, {1, "bot", "greedy", "", nil}, {2, "human", "", "", nil}}, pub.Seats)
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

// TestABotsLevelIsPublicItsSeedIsNot: a table's public seats carry each
// bot's options, by which the page names its level (Medium is ismcts at
// 300 iterations), and never the bot's seed, which would let a watcher
// replay its choices.
func TestABotsLevelIsPublicItsSeedIsNot(t *testing.T) {
	ts := startServer(t, config{})
	c := ts.create(t, `{"game":"lino","seats":[{"player":"human"},{"player":"bot","bot":"ismcts","options":{"iterations":300,"seed":"12345"}}],"botDelayMs":0}`)
	code, body := call(t, "GET", ts.url+"/api/tables/"+c.ID, "", "")
	require.Equal(t, http.StatusOK, code, body)
	var pub struct{ Seats []seatPublic }
	require.NoError(t, json.Unmarshal([]byte(body), &pub))
	require.Len(t, pub.Seats, 2)
	assert.Nil(t, pub.Seats[0].Options, "a person's seat has none")
	assert.JSONEq(t, `{"iterations":300}`, string(pub.Seats[1].Options))
	assert.NotContains(t, body, "12345")
}

package main

import (
	"context"
	"encoding/json"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
)

// The tests of a server in front of strangers (#23): fresh deals, options
// within their schema, every limit answered with its 429 or 503.

// TestSeedlessDealsDiffer: tables made without a seed deal different
// hands, and no view shows the seed before the game is over. Two LINX
// hands of four tiles of three symbols are alike by chance one time in
// ten or so, so the test deals five tables of each game and asks that
// they are not all alike. (Lino deals
// no hand: its start is the same whatever the seed, but its views show
// the options, so that it tests the hiding.)
func TestSeedlessDealsDiffer(t *testing.T) {
	ts := startServer(t, config{})
	for _, game := range []string{"linko", "lino", "linx"} {
		var views [5]string
		for i := range views {
			c := ts.create(t, humans(game, `{}`, map[string]int{"linko": 3, "lino": 2, "linx": 2}[game]))
			_, views[i] = call(t, "GET", ts.url+"/api/tables/"+c.ID+"/seats/1/view", c.Seats[1].Token, "")
			tb := ts.table(t, c.ID)
			assert.NotContains(t, views[i], string(tb.hidden), "%s: a view shows the seed", game)
			_, pub := call(t, "GET", ts.url+"/api/tables/"+c.ID, "", "")
			assert.NotContains(t, pub, string(tb.hidden), "%s: the public table shows the seed", game)
			assert.Contains(t, pub, `"seed":null`, "%s: the public table's options hide the seed", game)
		}
		if game != "lino" {
			assert.Greater(t, len(slices.Compact(slices.Sorted(slices.Values(views[:])))), 1, "%s: five seedless deals are alike", game)
		}
	}
}

// TestAChosenSeedIsRefusedByDefault: a client that picks the seed would
// know every hand; the server refuses it unless its operator allows it.
func TestAChosenSeedIsRefusedByDefault(t *testing.T) {
	ts := startServer(t, config{})
	code, body := call(t, "POST", ts.url+"/api/tables", "", humans("lino", `{"seed":"7"}`, 2))
	assert.Equal(t, http.StatusBadRequest, code, body)
	assert.Contains(t, body, "seed")
	assert.Contains(t, body, "-allow-seeds")

	allowed := startServer(t, config{allowSeeds: true})
	allowed.create(t, humans("lino", `{"seed":"7"}`, 2))
}

// TestOptionsAreCheckedAgainstTheirSchema: an option out of its range,
// the game's or a bot's, is a 400 that names it and its range; the bot's
// budget is the operator's.
func TestOptionsAreCheckedAgainstTheirSchema(t *testing.T) {
	ts := startServer(t, config{botIterations: 5000, botMs: 100, botWorkers: 1, botPool: 2})
	bot := func(options string) string {
		return `{"game":"lino","seats":[{"player":"bot","bot":"ismcts","options":` + options + `},{"player":"human"}]}`
	}
	for _, c := range []struct{ body, says string }{
		{humans("linko", `{"rounds":0}`, 3), "rounds must be from 1 to 100, not 0"},
		{humans("linko", `{"players":"3"}`, 3), "players must be a whole number, not a string"},
		{humans("lino", `{"bonus":1}`, 2), "bonus must be true or false, not a number"},
		{humans("lino", `{"speed":1}`, 2), `"speed"`},
		{bot(`{"iterations":0}`), "iterations is 0, out of its range: from 1 to 5000 on this server"},
		{bot(`{"iterations":6000}`), "iterations is 6000, out of its range: from 1 to 5000 on this server"},
		{bot(`{"workers":0}`), "workers is 0, out of its range: from 1 to 1 on this server"},
		{bot(`{"workers":2}`), "workers is 2"},
		{bot(`{"ms":101}`), "ms is 101, out of its range: from 0 to 100 on this server"},
		{bot(`{"iters":10}`), `no option "iters"`},
		{`{"game":"lino","seats":[{"player":"bot","bot":"greedy","options":{"depth":1}},{"player":"human"}]}`, "it takes none"},
	} {
		code, body := call(t, "POST", ts.url+"/api/tables", "", c.body)
		assert.Equal(t, http.StatusBadRequest, code, c.body)
		var e struct{ Error string }
		require.NoError(t, json.Unmarshal([]byte(body), &e))
		assert.Contains(t, e.Error, c.says, c.body)
	}
	ts.create(t, bot(`{"iterations":5000,"ms":100,"workers":1}`))
}

// busyAnswer checks that a request over a limit got code, a JSON error
// and a Retry-After, and that the server still answers a normal request
// within a second.
func busyAnswer(t *testing.T, ts *testServer, resp *http.Response, code int) {
	t.Helper()
	defer resp.Body.Close()
	assert.Equal(t, code, resp.StatusCode)
	var e struct{ Error string }
	assert.NoError(t, json.NewDecoder(resp.Body).Decode(&e))
	assert.NotEmpty(t, e.Error)
	retry, err := strconv.Atoi(resp.Header.Get("Retry-After"))
	assert.NoError(t, err, "Retry-After")
	assert.Positive(t, retry)
	start := time.Now()
	got, _ := call(t, "GET", ts.url+"/api/games", "", "")
	assert.Equal(t, http.StatusOK, got)
	assert.Less(t, time.Since(start), time.Second)
}

// post sends a create and returns the raw answer.
func post(t *testing.T, url, body string) *http.Response {
	t.Helper()
	resp, err := http.Post(url+"/api/tables", "application/json", strings.NewReader(body))
	require.NoError(t, err)
	return resp
}

// openStream opens table id's event stream and returns its answer, closed
// by the test's end.
func openStream(t *testing.T, url, id string) *http.Response {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, "GET", url+"/api/tables/"+id+"/events", nil)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	t.Cleanup(func() {
		cancel()
		resp.Body.Close()
	})
	return resp
}

func TestEachLimitAnswersBusy(t *testing.T) {
	game := humans("lino", `{}`, 2)
	t.Run("creates per address", func(t *testing.T) {
		ts := startServer(t, config{createRate: 0.01, createBurst: 3})
		for range 3 {
			ts.create(t, game)
		}
		busyAnswer(t, ts, post(t, ts.url, game), http.StatusTooManyRequests)
	})
	t.Run("creates per address behind a proxy", func(t *testing.T) {
		ts := startServer(t, config{createRate: 0.01, createBurst: 1, clientIP: "X-Forwarded-For"})
		create := func(forwarded string) *http.Response {
			req, _ := http.NewRequest("POST", ts.url+"/api/tables", strings.NewReader(game))
			req.Header.Set("X-Forwarded-For", forwarded)
			resp, err := http.DefaultClient.Do(req)
			require.NoError(t, err)
			return resp
		}
		for _, addr := range []string{"203.0.113.1", "198.51.100.7, 203.0.113.2"} {
			resp := create(addr)
			resp.Body.Close()
			assert.Equal(t, http.StatusCreated, resp.StatusCode, "each client has its own bucket")
		}
		busyAnswer(t, ts, create("10.0.0.1, 203.0.113.1"), http.StatusTooManyRequests) // a forged first hop changes nothing
	})
	t.Run("games in play", func(t *testing.T) {
		ts := startServer(t, config{maxTables: 2})
		ts.create(t, game)
		ts.create(t, game)
		busyAnswer(t, ts, post(t, ts.url, game), http.StatusServiceUnavailable)
	})
	t.Run("games in memory", func(t *testing.T) {
		ts := startServer(t, config{cacheTables: 1})
		c := ts.create(t, game)
		openStream(t, ts.url, c.ID) // pins it
		busyAnswer(t, ts, post(t, ts.url, game), http.StatusServiceUnavailable)
	})
	t.Run("streams per table", func(t *testing.T) {
		ts := startServer(t, config{maxStreamsPerTable: 2})
		c := ts.create(t, game)
		for range 2 {
			require.Equal(t, http.StatusOK, openStream(t, ts.url, c.ID).StatusCode)
		}
		busyAnswer(t, ts, openStream(t, ts.url, c.ID), http.StatusTooManyRequests)
		other := ts.create(t, game)
		assert.Equal(t, http.StatusOK, openStream(t, ts.url, other.ID).StatusCode, "another table's stream")
	})
	t.Run("streams in all", func(t *testing.T) {
		ts := startServer(t, config{maxStreams: 2})
		for range 2 {
			require.Equal(t, http.StatusOK, openStream(t, ts.url, ts.create(t, game).ID).StatusCode)
		}
		busyAnswer(t, ts, openStream(t, ts.url, ts.create(t, game).ID), http.StatusServiceUnavailable)
	})
	t.Run("bots queued", func(t *testing.T) {
		// One worker, two slow searches: one thinks, one waits, and a
		// third table with a bot is refused.
		ts := startServer(t, config{botPool: 1, botQueue: 1, botIterations: 1_000_000, botMs: 60_000})
		slow := `{"game":"lino","seats":[{"player":"bot","bot":"ismcts","options":{"ms":60000,"iterations":1000000}},{"player":"human"}]}`
		a, b := ts.create(t, slow), ts.create(t, slow)
		require.Eventually(t, func() bool { return ts.botsQueue.Load() == 1 }, 5*time.Second, time.Millisecond)
		busyAnswer(t, ts, post(t, ts.url, slow), http.StatusServiceUnavailable)
		ts.create(t, game) // a table without bots is made

		// Deleting the tables ends their bots: the one waiting leaves the
		// queue, the one thinking is cancelled and frees the worker, long
		// before its minute.
		for _, c := range []created{a, b} {
			code, body := call(t, "DELETE", ts.url+"/api/tables/"+c.ID, c.CreatorToken, "")
			require.Equal(t, http.StatusNoContent, code, body)
		}
		assert.Eventually(t, func() bool {
			if ts.botsQueue.Load() != 0 || !ts.pool.TryAcquire(1) {
				return false
			}
			ts.pool.Release(1)
			return true
		}, time.Second, time.Millisecond)
	})
}

// TestNoRequestFails: random methods, paths, tokens and bodies get a 2xx
// or a 4xx, never a 5xx (and the recover middleware logs nothing).
func TestNoRequestFails(t *testing.T) {
	var log syncBuffer
	ts := startServer(t, config{allowSeeds: true, dataDir: t.TempDir(), logger: slog.New(slog.NewTextHandler(&log, &slog.HandlerOptions{Level: slog.LevelError}))})
	c := ts.create(t, humans("linko", `{"players":2}`, 2))
	r := rand.New(rand.NewPCG(1, 2))
	pick := func(xs ...string) string { return xs[r.IntN(len(xs))] }
	for range 400 {
		path := pick("/api/tables", "/api/tables/"+c.ID, "/api/tables/"+pick(c.ID, "x", "%00", "..")+"/seats/"+
			pick("0", "1", "2", "-1", "x", "99999999999999999999", "0x1", " 1")+"/"+pick("view", "text", "moves", ""),
			"/api/games", "/api/tables/"+c.ID+"/events?after="+pick("-2", "0", "x", "", "1e3")+"&seat="+pick("", "0", "x")+"&token="+pick("", c.Seats[0].Token))
		body := pick("", "{", "null", "[]", `{"move":""}`, `{"move":"draw"}`, `{"move":{}}`, `{"move":{"kind":"play","meld":"??"}}`,
			`{"move":"0:play 1"}`, `{"game":"linko","seats":null}`, `{"game":"linko","options":null,"seats":[{},{},{}]}`,
			`{"game":"lino","seats":[{"player":"bot","bot":"random","options":{"seed":-1}},{"player":"human"}]}`, "\xff\xfe")
		method := pick("GET", "POST", "PUT", "HEAD")
		token := pick("", c.Seats[0].Token, c.Seats[1].Token, "x")
		req, err := http.NewRequest(method, ts.url+path, strings.NewReader(body))
		if err != nil {
			continue // a path the client itself refuses
		}
		if token != "" {
			req.Header.Set("Authorization", "Bearer "+token)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		resp, err := http.DefaultClient.Do(req.WithContext(ctx))
		if err == nil {
			assert.Less(t, resp.StatusCode, 500, "%s %s %s", method, path, body)
			resp.Body.Close()
		}
		cancel()
	}
	assert.Empty(t, log.String())
}

// TestTokensAreNeverLogged: the server's log, at every level, over a
// table's life (made, played, refused, streamed, restarted) holds no token
// (only table ids and seats).
func TestTokensAreNeverLogged(t *testing.T) {
	var log syncBuffer
	dir := t.TempDir()
	cfg := config{allowSeeds: true, dataDir: dir, logger: slog.New(slog.NewTextHandler(&log, &slog.HandlerOptions{Level: slog.LevelDebug}))}
	ts := startServer(t, cfg)
	c := ts.create(t, humans("linx", `{"players":2,"seed":"1"}`, 2))
	mirror, _ := tabletop.Open("linx", []byte(`{"players":2,"seed":"1"}`))
	ts.playOut(t, c, mirror, 4, first)
	call(t, "GET", ts.url+"/api/tables/"+c.ID+"/seats/0/view", c.Seats[1].Token, "")
	call(t, "GET", ts.url+"/api/tables/"+c.ID+"/seats/0/view?token="+c.Seats[1].Token, "", "")
	readStream(t, ts.url+"/api/tables/"+c.ID+"/events?seat=0&token="+c.Seats[0].Token, "", 5*time.Second, untilCount(1))
	require.NoError(t, ts.Close())
	startServer(t, cfg)
	require.Contains(t, log.String(), c.ID, "the log names the table")
	for _, seat := range c.Seats {
		assert.NotContains(t, log.String(), seat.Token)
	}
}

package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
)

// The tests of a server run as a service (#23): timeouts, open files,
// tables that end, restarts, metrics.

// serveWith starts a server behind the HTTP server main runs, with the
// timeouts to.
func serveWith(t testing.TB, cfg config, to timeouts) *testServer {
	t.Helper()
	cfg.logger = logTo(t)
	s, err := newServer(cfg)
	require.NoError(t, err)
	hs := httptest.NewUnstartedServer(s)
	hs.Config = newHTTPServer(s, to)
	hs.Start()
	t.Cleanup(func() {
		s.Close()
		hs.Close()
	})
	return &testServer{server: s, url: hs.URL}
}

// TestSlowClientsAreCut: a client that sends half its headers, or its
// headers and half its body, is cut off after the timeouts, while the
// server answers others.
func TestSlowClientsAreCut(t *testing.T) {
	ts := serveWith(t, config{}, timeouts{readHeader: 200 * time.Millisecond, read: 400 * time.Millisecond, write: time.Second, idle: time.Second})
	addr := strings.TrimPrefix(ts.url, "http://")
	for name, send := range map[string]string{
		"slow headers": "POST /api/tables HTTP/1.1\r\nHost: x\r\n",
		"slow body":    "POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"game\":",
	} {
		t.Run(name, func(t *testing.T) {
			conn, err := net.Dial("tcp", addr)
			require.NoError(t, err)
			defer conn.Close()
			_, err = conn.Write([]byte(send))
			require.NoError(t, err)
			// The server cuts the client off after its read timeouts
			// (200 and 400 ms): the read ends with the connection closed,
			// not with this test's own deadline, which is far beyond them.
			conn.SetReadDeadline(time.Now().Add(10 * time.Second))
			rest, err := bufio.NewReader(conn).ReadString(0) // until the server closes
			assert.ErrorIs(t, err, io.EOF, "the connection was held: %q", rest)
			assert.NotContains(t, rest, "201 Created")
			code, _ := call(t, "GET", ts.url+"/api/games", "", "")
			assert.Equal(t, http.StatusOK, code)
		})
	}
}

// openFiles counts the process's open file descriptors.
func openFiles(t *testing.T) int {
	names, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		t.Skip("no /proc/self/fd to count open files")
	}
	return len(names)
}

// TestOpenFilesStayFlat: thousands of tables, each tenth with a move,
// hold no more files open than the store's bound on the logs it keeps
// open (lowered to 16 here, so that most moves close another's log), and
// every move after an eviction reaches its log.
func TestOpenFilesStayFlat(t *testing.T) {
	if testing.Short() {
		t.Skip("two thousand tables, each synced, are not short")
	}
	dir := t.TempDir()
	fs, err := openFilesStore(dir, logTo(t))
	require.NoError(t, err)
	const kept = 16
	fs.maxOpen = kept
	ts := startServer(t, config{store: fs, allowSeeds: true, createBurst: 5000, maxTables: 5000})
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 1}}
	defer client.CloseIdleConnections()
	mirror, _ := tabletop.Open("lino", []byte(`{"seed":"1"}`))
	moves := mirror.LegalMoves()
	before := openFiles(t)
	const tables = 2000
	var moved []created
	for i := range tables {
		c := ts.create(t, humans("lino", `{"seed":"1"}`, 2))
		if i%10 == 0 {
			code, body := ts.move(t, c.ID, 0, c.Seats[0].Token, moves[0])
			require.Equal(t, http.StatusOK, code, body)
			moved = append(moved, c)
		}
	}
	after := openFiles(t)
	assert.Less(t, after-before, kept+20, "open files: %d before %d tables, %d after", before, tables, after)
	// A second move of the first tables, whose logs were closed long ago,
	// reaches the log: the server loads it again with the same two moves.
	next, _, err := mirror.Play(0, moves[0])
	require.NoError(t, err)
	seat, second := next.ToMove(), next.LegalMoves()[0]
	for _, c := range moved[:3] {
		code, body := ts.move(t, c.ID, seat, c.Seats[seat].Token, second)
		require.Equal(t, http.StatusOK, code, body)
		_, logged, err := fs.Load(t.Context(), c.ID)
		require.NoError(t, err)
		assert.Len(t, logged, 2, "table %s: its log holds both moves", c.ID)
	}
}

// TestATableIsDeletedByItsCreator: the creator's token deletes a table;
// a seat's token, or none, does not; the table's streams end saying so.
func TestATableIsDeletedByItsCreator(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, config{dataDir: dir})
	c := ts.create(t, humans("linx", `{}`, 2))
	path := "/api/tables/" + c.ID
	code, _ := call(t, "DELETE", ts.url+path, "", "")
	assert.Equal(t, http.StatusUnauthorized, code)
	code, _ = call(t, "DELETE", ts.url+path, c.Seats[0].Token, "")
	assert.Equal(t, http.StatusForbidden, code)
	code, _ = call(t, "GET", ts.url+path, "", "")
	assert.Equal(t, http.StatusOK, code, "a refused delete deletes nothing")

	ended := make(chan []sseMessage)
	go func() {
		msgs, _ := readStream(t, ts.url+path+"/events", "", 5*time.Second, func(m []sseMessage) bool { return m[len(m)-1].event == "ended" })
		ended <- msgs
	}()
	require.Eventually(t, func() bool { return ts.streams.Load() == 1 }, 5*time.Second, time.Millisecond)
	code, body := call(t, "DELETE", ts.url+path, c.CreatorToken, "")
	require.Equal(t, http.StatusNoContent, code, body)
	msgs := <-ended
	assert.JSONEq(t, `{"reason":"deleted"}`, msgs[len(msgs)-1].data)
	code, _ = call(t, "GET", ts.url+path, "", "")
	assert.Equal(t, http.StatusNotFound, code)
	_, err := os.Stat(logPath(dir, c.ID))
	assert.ErrorIs(t, err, os.ErrNotExist, "the log is gone")
	code, _ = ts.move(t, c.ID, 0, c.Seats[0].Token, "x")
	assert.Equal(t, http.StatusNotFound, code)
}

// TestTablesExpire: a game with no move for -idle is closed (its streams
// end saying so, it takes no move), and its log goes after -retention; a
// finished game's log goes after -retention.
func TestTablesExpire(t *testing.T) {
	dir := t.TempDir()
	// The retention is long beside the idle time so that the closed game
	// is still there to refuse a move when the race detector slows us.
	const idle, retention = 300 * time.Millisecond, 2 * time.Second
	ts := startServer(t, config{dataDir: dir, allowSeeds: true, idle: idle, retention: retention})
	quiet := ts.create(t, humans("lino", `{"seed":"1"}`, 2))
	finished := ts.create(t, humans("lino", `{"seed":"1"}`, 2))
	mirror, _ := tabletop.Open("lino", []byte(`{"seed":"1"}`))
	opening := mirror.LegalMoves()[0]
	done := make(chan struct{})
	go func() { // the finished game, played in less than idle
		defer close(done)
		require.True(t, ts.playOut(t, finished, mirror, 1000, first).Over())
	}()
	msgs, _ := readStream(t, ts.url+"/api/tables/"+quiet.ID+"/events", "", 5*time.Second, func(m []sseMessage) bool { return m[len(m)-1].event == "ended" })
	assert.Contains(t, msgs[len(msgs)-1].data, "closed")
	code, body := ts.move(t, quiet.ID, 0, quiet.Seats[0].Token, opening)
	assert.Equal(t, http.StatusGone, code, body)
	<-done

	// The logs go after the retention, the quiet game's after idle too,
	// and then neither table is found. (The janitor removes a log, then
	// the table it held in memory: a request may fall between the two.)
	gone := func(id string) bool {
		_, err := os.Stat(logPath(dir, id))
		code, _ := call(t, "GET", ts.url+"/api/tables/"+id, "", "")
		return os.IsNotExist(err) && code == http.StatusNotFound
	}
	assert.Eventually(t, func() bool { return gone(finished.ID) && gone(quiet.ID) }, 10*time.Second, 10*time.Millisecond)
}

// TestARestartRunsNoBot: a game whose ISMCTS bots thought for a second
// in all loads again, after a restart, as fast as a game of greedy bots:
// rebuilding runs no bot.
func TestARestartRunsNoBot(t *testing.T) {
	dir := t.TempDir()
	cfg := config{dataDir: dir, botMs: 100, botIterations: 1_000_000}
	ts := startServer(t, cfg)
	const ms, moves = 50, 20
	bots := func(bot string) string {
		return `{"game":"linx","seats":[{"player":"bot",` + bot + `},{"player":"bot",` + bot + `}]}`
	}
	search := ts.create(t, bots(`"bot":"ismcts","options":{"ms":50,"iterations":1000000}`))
	greedy := ts.create(t, bots(`"bot":"greedy"`))
	// A match may end before 20 moves (two quick rounds): then the moves
	// it made are the thinking to compare with.
	made := make([]int, 2)
	for i, c := range []created{search, greedy} {
		tb := ts.table(t, c.ID)
		require.Eventually(t, func() bool {
			game, m, _ := tb.snapshot()
			made[i] = len(m)
			return len(m) >= moves || game.Over()
		}, 30*time.Second, time.Millisecond)
	}
	require.NoError(t, ts.Close())

	// Each load, timed alone, the least of three restarts.
	load := func(id string) time.Duration {
		best := time.Hour
		for range 3 {
			start := time.Now()
			again := startServer(t, cfg)
			again.table(t, id)
			best = min(best, time.Since(start))
			require.NoError(t, again.Close())
		}
		return best
	}
	tookSearch, tookGreedy := load(search.ID), load(greedy.ID)
	thought := time.Duration(made[0]) * ms * time.Millisecond
	t.Logf("at least %v of ISMCTS thinking: the restart and load took %v; a greedy game's, %v", thought, tookSearch, tookGreedy)
	assert.Less(t, tookSearch, thought/5)
	// A margin a loaded machine's blip fits in (a search table's restart
	// took 154 ms once, beside a browser suite, and 8 ms alone): what
	// matters is that it is nowhere near the thinking it does not redo.
	assert.Less(t, tookSearch, 3*tookGreedy+200*time.Millisecond)
}

// TestMetrics: /metrics is Prometheus' text format, and counts the moves
// made.
func TestMetrics(t *testing.T) {
	ts := startServer(t, config{allowSeeds: true})
	c := ts.create(t, humans("lino", `{"seed":"1"}`, 2))
	mirror, _ := tabletop.Open("lino", []byte(`{"seed":"1"}`))
	ts.playOut(t, c, mirror, 5, first)
	code, _ := ts.move(t, c.ID, 0, c.Seats[0].Token, "nonsense")
	require.Equal(t, http.StatusConflict, code)

	resp, err := http.Get(ts.url + "/metrics")
	require.NoError(t, err)
	defer resp.Body.Close()
	parser := expfmt.NewTextParser(model.UTF8Validation)
	families, err := parser.TextToMetricFamilies(resp.Body)
	require.NoError(t, err)
	moves := map[string]float64{}
	for _, m := range families["tabletop_moves_total"].GetMetric() {
		moves[m.GetLabel()[0].GetValue()] = m.GetCounter().GetValue()
	}
	assert.Equal(t, map[string]float64{"accepted": 5, "refused": 1}, moves)
	assert.Equal(t, uint64(5), families["tabletop_move_seconds"].GetMetric()[0].GetHistogram().GetSampleCount())
	for _, name := range []string{"tabletop_sync_seconds", "tabletop_live_tables", "tabletop_open_streams", "tabletop_bot_queue", "tabletop_bot_wait_seconds"} {
		assert.Contains(t, families, name)
	}
	for _, path := range []string{"/healthz", "/readyz"} {
		code, body := call(t, "GET", ts.url+path, "", "")
		assert.Equal(t, http.StatusOK, code, body)
	}
	ts.startDrain()
	code, _ = call(t, "GET", ts.url+"/readyz", "", "")
	assert.Equal(t, http.StatusServiceUnavailable, code, "a draining server is not ready")
}

// faultyStore is a memory store whose every method fails while down is
// set, as a disk or a database that is gone would.
type faultyStore struct {
	*memoryStore
	down atomic.Bool
}

var errDown = errors.New("the store is down")

func (f *faultyStore) Append(ctx context.Context, id string, m moveRecord, after summary) error {
	if f.down.Load() {
		return errDown
	}
	return f.memoryStore.Append(ctx, id, m, after)
}

func (f *faultyStore) List(ctx context.Context, fl listFilter) ([]summary, error) {
	if f.down.Load() {
		return nil, errDown
	}
	return f.memoryStore.List(ctx, fl)
}

// TestAFailingStoreGets503: while the store fails, a move gets a 503 with
// Retry-After and is not taken, /readyz says so, and a bot waits; once the
// store is back, the move is taken and the bot plays.
func TestAFailingStoreGets503(t *testing.T) {
	st := &faultyStore{memoryStore: newMemoryStore()}
	ts := startServer(t, config{store: st, allowSeeds: true})
	c := ts.create(t, humans("lino", `{"seed":"1"}`, 2))
	bot := ts.create(t, `{"game":"lino","botDelayMs":50,"seats":[{"player":"bot","bot":"greedy"},{"player":"human"}]}`)
	st.down.Store(true)
	mirror, _ := tabletop.Open("lino", []byte(`{"seed":"1"}`))
	move := mirror.LegalMoves()[0]
	body, _ := json.Marshal(map[string]string{"move": move})
	req, _ := http.NewRequest("POST", ts.url+"/api/tables/"+c.ID+"/seats/0/moves", strings.NewReader(string(body)))
	req.Header.Set("Authorization", "Bearer "+c.Seats[0].Token)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	busyAnswer(t, ts, resp, http.StatusServiceUnavailable)
	_, _, n := ts.table(t, c.ID).snapshot()
	assert.Zero(t, n, "a move not stored is not taken")
	code, _ := call(t, "GET", ts.url+"/readyz", "", "")
	assert.Equal(t, http.StatusServiceUnavailable, code)
	time.Sleep(200 * time.Millisecond)
	_, _, n = ts.table(t, bot.ID).snapshot()
	assert.Zero(t, n, "the bot's move is not taken while the store is down")

	st.down.Store(false)
	code, text := ts.move(t, c.ID, 0, c.Seats[0].Token, move)
	assert.Equal(t, http.StatusOK, code, text)
	code, _ = call(t, "GET", ts.url+"/readyz", "", "")
	assert.Equal(t, http.StatusOK, code)
	assert.Eventually(t, func() bool { _, _, n := ts.table(t, bot.ID).snapshot(); return n > 0 }, 5*time.Second, 10*time.Millisecond, "the bot plays once the store is back")
}

// TestNoLimitIsNegative: a limit below zero is refused at start.
func TestNoLimitIsNegative(t *testing.T) {
	_, err := newServer(config{maxStreams: -1})
	assert.ErrorContains(t, err, "-max-streams is -1")
	cfg, _, _ := flags(flag.NewFlagSet("server", flag.ContinueOnError), []string{"-bot-pool", "-2"})
	_, err = newServer(cfg)
	assert.ErrorContains(t, err, "-bot-pool is -2")
}

// TestIdleTimeCountsFromTheLastMove: across a restart, a game's idle
// time counts from its last move: a game made long ago but played a
// moment ago plays on, and one left alone stays closed.
func TestIdleTimeCountsFromTheLastMove(t *testing.T) {
	dir := t.TempDir()
	// Long enough that a move (a request and its reply) made a third of
	// it after the last never looks idle on a machine other work keeps
	// busy: at 600 ms, one run at a load average of 20 failed.
	const idle = 2 * time.Second
	cfg := config{dataDir: dir, allowSeeds: true, idle: idle, retention: time.Hour}
	ts := startServer(t, cfg)
	c := ts.create(t, humans("lino", `{"seed":"1"}`, 2))
	mirror, _ := tabletop.Open("lino", []byte(`{"seed":"1"}`))
	for range 4 { // made more than idle ago, never idle that long
		time.Sleep(idle / 3)
		mirror = ts.playOut(t, c, mirror, 1, first)
	}
	require.NoError(t, ts.Close())
	again := startServer(t, cfg)
	mirror = again.playOut(t, c, mirror, 1, first)
	require.NoError(t, again.Close())

	time.Sleep(idle + 100*time.Millisecond)
	again = startServer(t, cfg)
	code, body := again.move(t, c.ID, mirror.ToMove(), c.Seats[mirror.ToMove()].Token, mirror.LegalMoves()[0])
	assert.Equal(t, http.StatusGone, code, body)
}

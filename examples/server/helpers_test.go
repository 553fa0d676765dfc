package main

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
)

// testServer is a server on an httptest listener (loopback).
type testServer struct {
	*server
	url string
}

// logTo returns a logger that writes into the test's log.
func logTo(t testing.TB) *slog.Logger {
	return slog.New(slog.NewTextHandler(testWriter{t}, &slog.HandlerOptions{Level: slog.LevelWarn}))
}

type testWriter struct{ t testing.TB }

func (w testWriter) Write(p []byte) (int, error) {
	w.t.Log(strings.TrimSpace(string(p)))
	return len(p), nil
}

// testStoreFor, when set, gives the store of every test server that is
// not given one (instead of its memory or its data directory): the
// PostgreSQL runs of the API tests set it.
var testStoreFor func(t testing.TB) Store

func startServer(t testing.TB, cfg config) *testServer {
	t.Helper()
	if cfg.logger == nil {
		cfg.logger = logTo(t)
	}
	if cfg.createBurst == 0 { // tests make many tables, unless they test the limit
		cfg.createBurst = 1000
	}
	if cfg.store == nil && testStoreFor != nil {
		cfg.store = testStoreFor(t)
	}
	s, err := newServer(cfg)
	require.NoError(t, err)
	hs := httptest.NewServer(s)
	t.Cleanup(func() {
		s.Close() // ends the event streams first, which hs.Close waits for
		hs.Close()
	})
	return &testServer{server: s, url: hs.URL}
}

// call sends a request with an optional bearer token and body and returns
// the status and the body.
func call(t testing.TB, method, url, token, body string) (int, string) {
	t.Helper()
	var r io.Reader
	if body != "" {
		r = strings.NewReader(body)
	}
	req, err := http.NewRequest(method, url, r)
	require.NoError(t, err)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return resp.StatusCode, string(data)
}

type created struct {
	ID      string        `json:"id"`
	Game    string        `json:"game"`
	Players int           `json:"players"`
	Seats   []seatCreated `json:"seats"`
	// CreatorToken deletes the table.
	CreatorToken string `json:"creatorToken"`
}

// create makes a table through the API and returns what it answered.
func (ts *testServer) create(t testing.TB, body string) created {
	t.Helper()
	code, resp := call(t, "POST", ts.url+"/api/tables", "", body)
	require.Equal(t, http.StatusCreated, code, resp)
	var c created
	require.NoError(t, json.Unmarshal([]byte(resp), &c))
	return c
}

// humans returns a create body for game with options and every seat human.
func humans(game, options string, players int) string {
	seats := strings.TrimSuffix(strings.Repeat(`{"player":"human"},`, players), ",")
	return `{"game":"` + game + `","options":` + options + `,"seats":[` + seats + `]}`
}

// table returns the server's table id, loaded if it is not in the
// cache (for tests that look inside).
func (ts *testServer) table(t testing.TB, id string) *table {
	t.Helper()
	tb, err := ts.get(context.Background(), id)
	require.NoError(t, err, "no table %s", id)
	return tb
}

// move posts move for seat with its token and returns status and body.
func (ts *testServer) move(t testing.TB, id string, seat int, token, move string) (int, string) {
	t.Helper()
	body, _ := json.Marshal(map[string]string{"move": move})
	return call(t, "POST", ts.url+"/api/tables/"+id+"/seats/"+itoa(seat)+"/moves", token, string(body))
}

func itoa(n int) string { return strconv.Itoa(n) }

// playOut plays table c to its end through the API, each seat's move
// chosen by pick from a mirror of the game kept by the test (the views'
// legal moves may still change shape); every accepted move is checked
// against the mirror. It returns the mirror at the end.
func (ts *testServer) playOut(t testing.TB, c created, mirror tabletop.Table, limit int, pick func(tabletop.Table) string) tabletop.Table {
	t.Helper()
	for i := 0; !mirror.Over() && i < limit; i++ {
		seat := mirror.ToMove()
		require.GreaterOrEqual(t, seat, 0)
		move := pick(mirror)
		code, body := ts.move(t, c.ID, seat, c.Seats[seat].Token, move)
		require.Equal(t, http.StatusOK, code, body)
		next, _, err := mirror.Play(seat, move)
		require.NoError(t, err)
		mirror = next
	}
	return mirror
}

// first picks the first legal move.
func first(t tabletop.Table) string { return t.LegalMoves()[0] }

// sseMessage is one message of an event stream.
type sseMessage struct {
	id, event, data string
}

// readStream reads the event stream at url (with lastID as Last-Event-ID
// unless empty) until stop says so or the timeout passes, and returns its
// messages and its raw bytes.
func readStream(t testing.TB, url, lastID string, timeout time.Duration, stop func([]sseMessage) bool) ([]sseMessage, string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, "GET", url, nil)
	require.NoError(t, err)
	if lastID != "" {
		req.Header.Set("Last-Event-ID", lastID)
	}
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	require.Equal(t, "text/event-stream", resp.Header.Get("Content-Type"))
	var msgs []sseMessage
	var raw strings.Builder
	var cur sseMessage
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		raw.WriteString(line + "\n")
		switch {
		case line == "":
			if cur != (sseMessage{}) {
				msgs = append(msgs, cur)
				cur = sseMessage{}
				if stop(msgs) {
					return msgs, raw.String()
				}
			}
		case strings.HasPrefix(line, "id: "):
			cur.id = line[4:]
		case strings.HasPrefix(line, "event: "):
			cur.event = line[7:]
		case strings.HasPrefix(line, "data: "):
			cur.data = line[6:]
		}
	}
	t.Fatalf("the stream ended or timed out after %d messages: %v", len(msgs), sc.Err())
	return nil, ""
}

// untilOver stops a stream at its "over" message.
func untilOver(msgs []sseMessage) bool { return msgs[len(msgs)-1].event == "over" }

// untilCount stops a stream after n messages.
func untilCount(n int) func([]sseMessage) bool {
	return func(msgs []sseMessage) bool { return len(msgs) >= n }
}

// readStreamRaw reads the stream at url until its bytes contain stop.
func readStreamRaw(t testing.TB, url string, timeout time.Duration, stop string) (int, string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, "GET", url, nil)
	require.NoError(t, err)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	var raw strings.Builder
	buf := make([]byte, 4096)
	for !strings.Contains(raw.String(), stop) {
		n, err := resp.Body.Read(buf)
		raw.Write(buf[:n])
		if err != nil {
			t.Fatalf("the stream ended before %q: %v", stop, err)
		}
	}
	return resp.StatusCode, raw.String()
}

// stored returns all that the server's store keeps of table id, as text:
// its log file's bytes, or its rows in PostgreSQL.
func (ts *testServer) stored(t testing.TB, id string) string {
	t.Helper()
	if pg, ok := ts.store.(*pgStore); ok {
		return pg.dump(t, id)
	}
	data, err := os.ReadFile(logPath(ts.cfg.dataDir, id))
	require.NoError(t, err)
	return string(data)
}

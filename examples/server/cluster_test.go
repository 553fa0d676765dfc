package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// cluster is several server processes on one PostgreSQL database.
type cluster struct {
	t    *testing.T
	bin  string
	args []string // each process's flags

	mu    sync.Mutex
	procs []*process // nil where a process is down
}

// startCluster builds the server and starts n processes with args.
func startCluster(t *testing.T, n int, args ...string) *cluster {
	c := &cluster{t: t, bin: buildServer(t), args: args, procs: make([]*process, n)}
	for i := range n {
		c.procs[i] = startProcessWith(t, c.bin, args...)
	}
	return c
}

// url returns the URL of process i, or of a random live process when i
// is down or -1.
func (c *cluster) url(i int) string {
	c.mu.Lock()
	defer c.mu.Unlock()
	if i >= 0 && c.procs[i] != nil {
		return c.procs[i].url
	}
	var live []string
	for _, p := range c.procs {
		if p != nil {
			live = append(live, p.url)
		}
	}
	return live[rand.IntN(len(live))]
}

// pid returns the process id of process i.
func (c *cluster) pid(i int) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.procs[i].cmd.Process.Pid
}

// kill kills process i with SIGKILL.
func (c *cluster) kill(i int) {
	c.mu.Lock()
	p := c.procs[i]
	c.procs[i] = nil
	c.mu.Unlock()
	p.kill()
}

// restart starts process i again.
func (c *cluster) restart(i int) {
	p := startProcessWith(c.t, c.bin, c.args...)
	c.mu.Lock()
	c.procs[i] = p
	c.mu.Unlock()
}

// follow reads a seat's event stream of table id until "over", from
// process prefer while it is up, else from any: each time the stream
// breaks it comes back with Last-Event-ID on a live process. It returns
// every game event it got, and how many times it reconnected.
func (c *cluster) follow(ctx context.Context, id string, seat int, token string, prefer int) ([]eventMessage, int, error) {
	var got []eventMessage
	reconnects := 0
	for {
		if ctx.Err() != nil {
			return got, reconnects, ctx.Err()
		}
		last := ""
		if len(got) > 0 {
			last = strconv.Itoa(got[len(got)-1].Index)
		}
		over, err := readEvents(ctx, c.url(prefer)+"/api/tables/"+id+"/events?seat="+itoa(seat)+"&token="+token, last, &got)
		if over {
			return got, reconnects, nil
		}
		var status statusError
		if errors.As(err, &status) {
			return got, reconnects, err // a stream refused is a failure, not a crash
		}
		reconnects++
		time.Sleep(20 * time.Millisecond)
	}
}

// statusError is a stream answered with another status than 200.
type statusError struct {
	code int
	body string
}

func (e statusError) Error() string { return fmt.Sprintf("status %d: %s", e.code, e.body) }

// readEvents reads one connection of a stream, appending its game events
// to got, until "over" (true) or the connection fails.
func readEvents(ctx context.Context, url, lastID string, got *[]eventMessage) (bool, error) {
	req, err := http.NewRequestWithContext(ctx, "GET", url, nil)
	if err != nil {
		return false, err
	}
	if lastID != "" {
		req.Header.Set("Last-Event-ID", lastID)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return false, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		var b strings.Builder
		bufio.NewReader(resp.Body).WriteTo(&b)
		if resp.StatusCode == http.StatusServiceUnavailable {
			return false, errors.New(b.String()) // a process stopping, or the database down: come back
		}
		return false, statusError{resp.StatusCode, b.String()}
	}
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	var event, data string
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "":
			if event == "over" {
				return true, nil
			}
			if event == "game" {
				var m eventMessage
				if err := json.Unmarshal([]byte(data), &m); err != nil {
					return false, err
				}
				*got = append(*got, m)
			}
			event, data = "", ""
		case strings.HasPrefix(line, "event: "):
			event = line[7:]
		case strings.HasPrefix(line, "data: "):
			data = line[6:]
		}
	}
	if err := sc.Err(); err != nil {
		return false, err
	}
	return false, errors.New("the stream ended")
}

// followed is what cluster.follow read of one stream.
type followed struct {
	events     []eventMessage
	reconnects int
	err        error
}

// followAll follows seat 0's stream of each client's game, from process
// prefer while it is up, each in a goroutine of its own; the streams are
// read once the WaitGroup is done.
func (c *cluster) followAll(ctx context.Context, clients []*client, prefer int) ([]followed, *sync.WaitGroup) {
	streams := make([]followed, len(clients))
	var wg sync.WaitGroup
	for g, cl := range clients {
		wg.Go(func() {
			f := &streams[g]
			f.events, f.reconnects, f.err = c.follow(ctx, cl.c.ID, 0, cl.c.Seats[0].Token, prefer)
		})
	}
	return streams, &wg
}

// check checks that a followed stream of seat 0 of game g holds each
// event that cl's mirror sent seat 0 once, in order.
func (f followed) check(t *testing.T, cl *client, g int) {
	require.NoError(t, f.err, "game %d's stream", g)
	require.Len(t, f.events, len(cl.sent[0]), "game %d's stream", g)
	for i, e := range f.events {
		require.Equal(t, i, e.Index, "game %d's stream", g)
		assert.JSONEq(t, string(cl.sent[0][i]), string(e.Event), "game %d, event %d", g, i)
	}
}

// playEach plays each client's game to its end in a goroutine of its own,
// each move by move, sent to a random live process of c. The channel
// receives a value per game: nil when it ended, an error when require
// stopped its goroutine.
func (c *cluster) playEach(clients []*client, move func(cl *client)) <-chan error {
	errs := make(chan error, len(clients))
	for _, cl := range clients {
		go func() {
			ok := false
			defer func() {
				if !ok { // (require stopped the goroutine)
					errs <- errors.New("a game failed: see above")
				}
			}()
			for !cl.mirror.Over() {
				cl.url = c.url(-1)
				move(cl)
			}
			ok = true
			errs <- nil
		}()
	}
	return errs
}

// resyncFromDatabase brings cl up to date after a move that failed with
// its process. Whether the move was taken, the database says: a process
// may not have heard of it yet, and a move sent again would then be played
// twice. The dead process's statement may still commit for a moment after
// its death: it asks after a second, and then waits for a live process
// that has caught up with the database.
func (c *cluster) resyncFromDatabase(t *testing.T, cl *client, st Store) {
	time.Sleep(time.Second)
	truth := storedEvents(t, st, cl.c.ID)
	for {
		cl.url = c.url(-1)
		if waitCaughtUp(cl, truth) == nil {
			break
		}
	}
	cl.resync()
}

// killAndRestart kills process i with SIGKILL, which must hold bot leases
// (that the others must take over), and starts it again two seconds later.
func (c *cluster) killAndRestart(t *testing.T, st *pgStore, i int, moves *atomic.Int64) {
	var held int
	err := st.pool.QueryRow(context.Background(), `select count(*) from bot_leases
		where owner like '%/' || $1 || '/%' and expires > now()`, strconv.Itoa(c.pid(i))).Scan(&held)
	assert.NoError(t, err)
	assert.Positive(t, held, "process %d holds no bot lease: no takeover is tested", i)
	c.kill(i)
	t.Logf("process %d killed after %d moves, holding %d tables' bots", i, moves.Load(), held)
	time.Sleep(2 * time.Second)
	c.restart(i)
	t.Logf("process %d restarted after %d moves", i, moves.Load())
}

// crashDatabase kills PostgreSQL (as a crash would: no checkpoint), checks
// that meanwhile the first process answers 503s with JSON and that its
// /readyz says so, and starts PostgreSQL again a second later.
func (c *cluster) crashDatabase(t *testing.T) {
	require.NoError(t, pg.kill())
	code, body := call(t, "GET", c.url(0)+"/readyz", "", "")
	assert.Equal(t, http.StatusServiceUnavailable, code, body)
	code, body = call(t, "POST", c.url(0)+"/api/tables", "", humans("lino", `{}`, 2))
	assert.Equal(t, http.StatusServiceUnavailable, code, body)
	assert.True(t, json.Valid([]byte(body)) && strings.Contains(body, `"error"`), body)
	time.Sleep(time.Second)
	require.NoError(t, pg.start())
}

// storedEvents returns the number of events table id has in st, waiting
// for the database while it is down (for up to a minute).
func storedEvents(t *testing.T, st Store, id string) int {
	deadline := time.Now().Add(time.Minute)
	for {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		moves, err := st.Moves(ctx, id, 0)
		cancel()
		if err == nil {
			n := 0
			for _, m := range moves {
				n = m.First + len(m.Events)
			}
			return n
		}
		require.True(t, time.Now().Before(deadline), "the database does not answer: %v", err)
		time.Sleep(50 * time.Millisecond)
	}
}

// waitCaughtUp waits until the process cl talks to has at least want
// events (another process's moves reach it by NOTIFY), for up to five
// seconds; an error if that process cannot be reached.
func waitCaughtUp(cl *client, want int) error {
	deadline := time.Now().Add(5 * time.Second)
	for {
		n, err := cl.publicEvents()
		if err != nil {
			return err
		}
		if n >= want || time.Now().After(deadline) {
			return nil
		}
		time.Sleep(5 * time.Millisecond)
	}
}

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

	"github.com/tabletopgo/tabletop"
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

// TestSeveralProcesses: three server processes on one database play six
// games with bots; each game is created on the first, each move is sent to
// a random process, and seat 0's stream of each game is read from the
// third. Mid-game the third is killed with SIGKILL, and started again a
// little later: every acknowledged move is in the database, every stream
// (resumed with Last-Event-ID on another process) is exact, with no gap
// and no duplicate, the dead process's bots are taken over, and every game
// ends as it does played without the kill.
func TestSeveralProcesses(t *testing.T) {
	url := newDatabase(t)
	c := startCluster(t, 3, "-postgres", url)

	const games = 6
	clients := make([]*client, games)
	for g := range clients {
		options := fmt.Sprintf(`{"players":4,"seed":"%d"}`, 40+g)
		// Each process makes two games, and plays their bots first.
		code, body := call(t, "POST", c.url(g%3)+"/api/tables", "",
			`{"game":"linko","options":`+options+`,"seats":[{"player":"human"},{"player":"bot","bot":"random","options":{"seed":"`+
				itoa(g)+`"}},{"player":"human"},{"player":"bot","bot":"greedy"}]}`)
		require.Equal(t, http.StatusCreated, code, body)
		var cr created
		require.NoError(t, json.Unmarshal([]byte(body), &cr))
		mirror, err := tabletop.Open("linko", []byte(options))
		require.NoError(t, err)
		bots := map[int]seatSpec{1: {Player: "bot", Bot: "random", Options: json.RawMessage(`{"seed":"` + itoa(g) + `"}`)},
			3: {Player: "bot", Bot: "greedy"}}
		clients[g] = &client{t: t, c: cr, mirror: mirror, bots: bots, seed: uint64(40 + g), sent: make([][]json.RawMessage, 4)}
	}

	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	type followed struct {
		events     []eventMessage
		reconnects int
		err        error
	}
	streams := make([]followed, games)
	var wg sync.WaitGroup
	for g, cl := range clients {
		wg.Go(func() {
			f := &streams[g]
			f.events, f.reconnects, f.err = c.follow(ctx, cl.c.ID, 0, cl.c.Seats[0].Token, 2)
		})
	}

	st := openTestPGStore(t, url)

	// Every game plays in a goroutine of its own, each move to a random
	// live process. A move whose process dies under it is checked on
	// another: resync finds it there or not, and the game goes on.
	var moves, failed atomic.Int64
	var longest atomic.Int64 // the longest a move waited, in ms, from its first try to its acceptance
	const killAt = 60        // moves of all games together: about a third of them
	killed, restarted := make(chan struct{}), make(chan struct{})
	errs := make(chan error, games)
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
				start := time.Now()
				for {
					err := cl.next()
					if err == nil {
						break
					}
					// Whether the move was taken, the database says: a
					// process may not have heard of it yet, and a move
					// sent again would then be played twice. The dead
					// process's statement may still commit for a moment
					// after its death: ask after a second.
					failed.Add(1)
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
				longest.Store(max(longest.Load(), time.Since(start).Milliseconds()))
				if moves.Add(1) == killAt {
					close(killed)
				}
			}
			ok = true
			errs <- nil
		}()
	}
	go func() {
		<-killed
		// The process to kill plays bots that the others must take over.
		var held int
		err := st.pool.QueryRow(context.Background(), `select count(*) from bot_leases
			where owner like '%/' || $1 || '/%' and expires > now()`, strconv.Itoa(c.pid(2))).Scan(&held)
		assert.NoError(t, err)
		assert.Positive(t, held, "process 2 holds no bot lease: no takeover is tested")
		c.kill(2)
		t.Logf("process 2 killed after %d moves, holding %d tables' bots", moves.Load(), held)
		time.Sleep(2 * time.Second)
		c.restart(2)
		t.Logf("process 2 restarted after %d moves", moves.Load())
		close(restarted)
	}()
	for range games {
		require.NoError(t, <-errs)
	}
	select {
	case <-restarted:
	case <-time.After(30 * time.Second):
		t.Fatal("the games ended before the kill")
	}
	wg.Wait()
	t.Logf("%d moves; %d requests failed with the process; the longest wait for a move: %d ms",
		moves.Load(), failed.Load(), longest.Load())

	for g, cl := range clients {
		// The database holds the game played without the kill.
		_, stored, err := st.Load(context.Background(), cl.c.ID)
		require.NoError(t, err)
		var log []json.RawMessage
		for _, m := range stored {
			log = append(log, m.Events...)
		}
		folded, err := tabletop.Fold("linko", []byte(fmt.Sprintf(`{"players":4,"seed":"%d"}`, 40+g)), log)
		require.NoError(t, err)
		want, _ := cl.mirror.Position()
		got, _ := folded.Position()
		assert.JSONEq(t, string(want), string(got), "game %d", g)

		// Every human seat's view, on every process.
		for _, seat := range []int{0, 2} {
			want, _ := cl.mirror.View(seat)
			for p := range 3 {
				code, body := call(t, "GET", c.url(p)+"/api/tables/"+cl.c.ID+"/seats/"+itoa(seat)+"/view", cl.c.Seats[seat].Token, "")
				require.Equal(t, http.StatusOK, code, body)
				assert.JSONEq(t, string(want), body, "game %d, seat %d, process %d", g, seat, p)
			}
		}

		// Seat 0's stream: each event once, in order, as without the kill.
		f := streams[g]
		require.NoError(t, f.err, "game %d's stream", g)
		require.Len(t, f.events, len(cl.sent[0]), "game %d's stream", g)
		for i, e := range f.events {
			require.Equal(t, i, e.Index, "game %d's stream", g)
			assert.JSONEq(t, string(cl.sent[0][i]), string(e.Event), "game %d, event %d", g, i)
		}
		if f.reconnects > 0 {
			t.Logf("game %d: the stream came back %d times", g, f.reconnects)
		}
	}
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

// TestDatabaseRestartUnderLoad: two processes play four games while
// PostgreSQL is killed (as a crash would: no checkpoint) and started again.
// While it is down every request that needs it gets a 503 with a JSON
// error and /readyz says so; no move is acknowledged that is not stored;
// then the processes recover by themselves (their pools and their
// listening connections), every game ends as it does without the outage,
// and every stream read from the first process is exact.
func TestDatabaseRestartUnderLoad(t *testing.T) {
	url := newDatabase(t)
	c := startCluster(t, 2, "-postgres", url)
	const games = 4
	clients := make([]*client, games)
	for g := range clients {
		options := fmt.Sprintf(`{"players":3,"seed":"%d"}`, 70+g)
		code, body := call(t, "POST", c.url(g%2)+"/api/tables", "",
			`{"game":"linko","options":`+options+`,"seats":[{"player":"human"},{"player":"human"},{"player":"bot","bot":"greedy"}]}`)
		require.Equal(t, http.StatusCreated, code, body)
		var cr created
		require.NoError(t, json.Unmarshal([]byte(body), &cr))
		mirror, err := tabletop.Open("linko", []byte(options))
		require.NoError(t, err)
		clients[g] = &client{t: t, c: cr, mirror: mirror, bots: map[int]seatSpec{2: {Player: "bot", Bot: "greedy"}},
			seed: uint64(70 + g), sent: make([][]json.RawMessage, 3)}
	}

	// Seat 0's stream of each game, from the first process, whose
	// listening connection the outage cuts: it must reconnect and catch up
	// with the moves the other process took meanwhile.
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	streams := make([][]eventMessage, games)
	streamErrs := make([]error, games)
	var wg sync.WaitGroup
	for g, cl := range clients {
		wg.Go(func() { streams[g], _, streamErrs[g] = c.follow(ctx, cl.c.ID, 0, cl.c.Seats[0].Token, 0) })
	}

	st := openTestPGStore(t, url)
	var moves, refused atomic.Int64
	down := make(chan struct{})
	errs := make(chan error, games)
	for _, cl := range clients {
		go func() {
			ok := false
			defer func() {
				if !ok {
					errs <- errors.New("a game failed: see above")
				}
			}()
			for !cl.mirror.Over() {
				cl.url = c.url(-1)
				if _, bot := cl.bots[cl.mirror.ToMove()]; bot {
					require.NoError(t, cl.next())
				} else {
					playThroughOutage(t, cl, st, &refused)
				}
				if moves.Add(1) == 30 {
					close(down)
				}
				time.Sleep(5 * time.Millisecond)
			}
			ok = true
			errs <- nil
		}()
	}

	<-down
	require.NoError(t, pg.kill())
	// While it is down: 503s with JSON, and /readyz says why.
	code, body := call(t, "GET", c.url(0)+"/readyz", "", "")
	assert.Equal(t, http.StatusServiceUnavailable, code, body)
	code, body = call(t, "POST", c.url(0)+"/api/tables", "", humans("lino", `{}`, 2))
	assert.Equal(t, http.StatusServiceUnavailable, code, body)
	assert.True(t, json.Valid([]byte(body)) && strings.Contains(body, `"error"`), body)
	time.Sleep(time.Second)
	require.NoError(t, pg.start())
	for range games {
		require.NoError(t, <-errs)
	}
	wg.Wait()
	for p := range 2 {
		code, body := call(t, "GET", c.url(p)+"/readyz", "", "")
		assert.Equal(t, http.StatusOK, code, "process %d: %s", p, body)
	}
	// (The 503s above are the outage's proof; how many moves met it
	// depends on the machine's speed.)
	t.Logf("%d moves; %d answered 503 while the database was down", moves.Load(), refused.Load())

	for g, cl := range clients {
		_, stored, err := st.Load(context.Background(), cl.c.ID)
		require.NoError(t, err)
		var log []json.RawMessage
		for _, m := range stored {
			log = append(log, m.Events...)
		}
		folded, err := tabletop.Fold("linko", []byte(fmt.Sprintf(`{"players":3,"seed":"%d"}`, 70+g)), log)
		require.NoError(t, err)
		want, _ := cl.mirror.Position()
		got, _ := folded.Position()
		assert.JSONEq(t, string(want), string(got), "game %d", g)

		require.NoError(t, streamErrs[g], "game %d's stream", g)
		require.Len(t, streams[g], len(cl.sent[0]), "game %d's stream", g)
		for i, e := range streams[g] {
			require.Equal(t, i, e.Index, "game %d's stream", g)
			assert.JSONEq(t, string(cl.sent[0][i]), string(e.Event), "game %d, event %d", g, i)
		}
	}
}

// playThroughOutage plays a human seat's move of cl through a database
// outage: after a 503 the database itself, once back, says whether the
// move was stored after all (a commit whose answer was lost), before the
// move is sent again.
func playThroughOutage(t *testing.T, cl *client, st Store, refused *atomic.Int64) {
	seat := cl.mirror.ToMove()
	move := cl.mirror.LegalMoves()[0]
	next, events, err := cl.mirror.Play(seat, move)
	require.NoError(t, err)
	cl.pending = &step{seat, move, next, events}
	failed := false
	for deadline := time.Now().Add(30 * time.Second); ; {
		require.True(t, time.Now().Before(deadline), "the move %s was never taken", move)
		if failed {
			// Taken already? The database says, once it is back.
			time.Sleep(50 * time.Millisecond)
			truth := storedEvents(t, st, cl.c.ID)
			if truth > cl.events {
				require.NoError(t, waitCaughtUp(cl, truth))
				cl.resync()
				return
			}
		}
		body, _ := json.Marshal(map[string]string{"move": move})
		code, resp := call(t, "POST", cl.url+"/api/tables/"+cl.c.ID+"/seats/"+itoa(seat)+"/moves", cl.c.Seats[seat].Token, string(body))
		switch {
		case code == http.StatusOK:
			cl.done(cl.pending)
			return
		case code == http.StatusServiceUnavailable:
			require.True(t, json.Valid([]byte(resp)), resp)
			refused.Add(1)
			failed = true
		default:
			t.Fatalf("move %s: %d %s", move, code, resp)
		}
	}
}

// TestProcessesRaceForAMove: the same seat's move, or different moves of
// it, sent to three processes at once: exactly one is taken, the others are
// refused with 409 once their process has caught up, and the game goes on
// from the move taken.
func TestProcessesRaceForAMove(t *testing.T) {
	url := newDatabase(t)
	c := startCluster(t, 3, "-postgres", url)
	const options = `{"players":2,"seed":"8"}`
	code, body := call(t, "POST", c.url(0)+"/api/tables", "", humans("linko", options, 2))
	require.Equal(t, http.StatusCreated, code, body)
	var cr created
	require.NoError(t, json.Unmarshal([]byte(body), &cr))
	mirror, err := tabletop.Open("linko", []byte(options))
	require.NoError(t, err)
	for round := 0; round < 10 && !mirror.Over(); {
		seat := mirror.ToMove()
		// The moves that pass the turn: of those, only one can be taken
		// (a seat may move twice in a row, as an attacker or a drawer).
		var legal []string
		for _, m := range mirror.LegalMoves() {
			if next, _, err := mirror.Play(seat, m); err == nil && next.ToMove() != seat {
				legal = append(legal, m)
			}
		}
		if len(legal) == 0 {
			m := mirror.LegalMoves()[0]
			code, body := call(t, "POST", c.url(-1)+"/api/tables/"+cr.ID+"/seats/"+itoa(seat)+"/moves", cr.Seats[seat].Token,
				`{"move":"`+m+`"}`)
			require.Equal(t, http.StatusOK, code, body)
			mirror, _, _ = mirror.Play(seat, m)
			continue
		}
		moves := make([]string, 3)
		for p := range moves {
			moves[p] = legal[0]
			if round%2 == 1 { // different moves, where there are
				moves[p] = legal[p%len(legal)]
			}
		}
		round++
		codes := make([]int, 3)
		var wg sync.WaitGroup
		for p := range 3 {
			wg.Go(func() {
				b, _ := json.Marshal(map[string]string{"move": moves[p]})
				codes[p], _ = call(t, "POST", c.url(p)+"/api/tables/"+cr.ID+"/seats/"+itoa(seat)+"/moves", cr.Seats[seat].Token, string(b))
			})
		}
		wg.Wait()
		won := -1
		for p, code := range codes {
			if code == http.StatusOK {
				require.Equal(t, -1, won, "round %d: two moves taken: %v", round, codes)
				won = p
			} else {
				assert.Equal(t, http.StatusConflict, code, "round %d", round)
			}
		}
		require.NotEqual(t, -1, won, "round %d: no move taken: %v", round, codes)
		next, _, err := mirror.Play(seat, moves[won])
		require.NoError(t, err)
		mirror = next
	}
	// Every process has the game the mirror has, within moments (the last
	// move's notification may be on its way).
	want, _ := mirror.View(0)
	for p := range 3 {
		assert.Eventually(t, func() bool {
			code, body := call(t, "GET", c.url(p)+"/api/tables/"+cr.ID+"/seats/0/view", cr.Seats[0].Token, "")
			return code == http.StatusOK && assert.ObjectsAreEqual(normJSON(t, want), normJSON(t, []byte(body)))
		}, 2*time.Second, 10*time.Millisecond, "process %d", p)
	}
}

// normJSON decodes JSON, so that two encodings of one value compare equal.
func normJSON(t *testing.T, data []byte) any {
	var v any
	require.NoError(t, json.Unmarshal(data, &v))
	return v
}

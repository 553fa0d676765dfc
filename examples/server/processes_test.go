package main

import (
	"context"
	"encoding/json"
	"net/http"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

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
		// Each process makes two games, and plays their bots first.
		random := `{"seed":"` + itoa(g) + `"}`
		clients[g] = newLinkoClient(t, c.url(g%3), 4, uint64(40+g),
			`[{"player":"human"},{"player":"bot","bot":"random","options":`+random+`},{"player":"human"},{"player":"bot","bot":"greedy"}]`,
			map[int]seatSpec{1: {Player: "bot", Bot: "random", Options: json.RawMessage(random)}, 3: {Player: "bot", Bot: "greedy"}})
	}

	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	streams, wg := c.followAll(ctx, clients, 2)
	st := openTestPGStore(t, url)

	// A move whose process dies under it is checked on another: resync
	// finds it there or not, and the game goes on.
	var moves, failed atomic.Int64
	var longest atomic.Int64 // the longest a move waited, in ms, from its first try to its acceptance
	const killAt = 60        // moves of all games together: about a third of them
	killed, restarted := make(chan struct{}), make(chan struct{})
	errs := c.playEach(clients, func(cl *client) {
		start := time.Now()
		for cl.next() != nil {
			failed.Add(1)
			c.resyncFromDatabase(t, cl, st)
		}
		longest.Store(max(longest.Load(), time.Since(start).Milliseconds()))
		if moves.Add(1) == killAt {
			close(killed)
		}
	})
	go func() {
		<-killed
		c.killAndRestart(t, st, 2, &moves)
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
		assertFolds(t, cl, linkoOptions(4, uint64(40+g)), stored)

		// Every human seat's view, on every process.
		for _, seat := range []int{0, 2} {
			want, _ := cl.mirror.View(lang.English, seat)
			for p := range 3 {
				code, body := call(t, "GET", c.url(p)+"/api/tables/"+cl.c.ID+"/seats/"+itoa(seat)+"/view", cl.c.Seats[seat].Token, "")
				require.Equal(t, http.StatusOK, code, body)
				assert.JSONEq(t, string(want), body, "game %d, seat %d, process %d", g, seat, p)
			}
		}

		streams[g].check(t, cl, g)
		if streams[g].reconnects > 0 {
			t.Logf("game %d: the stream came back %d times", g, streams[g].reconnects)
		}
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
		clients[g] = newLinkoClient(t, c.url(g%2), 3, uint64(70+g),
			`[{"player":"human"},{"player":"human"},{"player":"bot","bot":"greedy"}]`,
			map[int]seatSpec{2: {Player: "bot", Bot: "greedy"}})
	}

	// Seat 0's stream of each game, from the first process, whose
	// listening connection the outage cuts: it must reconnect and catch up
	// with the moves the other process took meanwhile.
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	streams, wg := c.followAll(ctx, clients, 0)

	st := openTestPGStore(t, url)
	var moves, refused atomic.Int64
	down := make(chan struct{})
	errs := c.playEach(clients, func(cl *client) {
		if _, bot := cl.bots[cl.mirror.ToMove()]; bot {
			require.NoError(t, cl.next())
		} else {
			playThroughOutage(t, cl, st, &refused)
		}
		if moves.Add(1) == 30 {
			close(down)
		}
		time.Sleep(5 * time.Millisecond)
	})

	<-down
	c.crashDatabase(t)
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
		assertFolds(t, cl, linkoOptions(3, uint64(70+g)), stored)
		streams[g].check(t, cl, g)
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
	want, _ := mirror.View(lang.English, 0)
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

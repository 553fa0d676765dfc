package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// process is the server binary running in a child process.
type process struct {
	cmd *exec.Cmd
	url string
}

func buildServer(t testing.TB) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "server")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	require.NoError(t, err, "go build: %s", out)
	return bin
}

// startProcess runs the server on a free loopback port with dir as its
// data directory and returns once it prints its URL.
func startProcess(t testing.TB, bin, dir string) *process {
	t.Helper()
	return startProcessWith(t, bin, "-data", dir)
}

// startProcessWith runs the server on a free loopback port with the flags
// args, and -allow-seeds (the tests' games are dealt from their seeds),
// and returns once it prints its URL.
func startProcessWith(t testing.TB, bin string, args ...string) *process {
	t.Helper()
	cmd := exec.Command(bin, append([]string{"-addr", "127.0.0.1:0", "-allow-seeds"}, args...)...)
	stdout, err := cmd.StdoutPipe()
	require.NoError(t, err)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	require.NoError(t, cmd.Start())
	p := &process{cmd: cmd}
	t.Cleanup(func() {
		p.kill()
		if t.Failed() {
			t.Logf("the server's log:\n%s", stderr.String())
		}
	})
	urls := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(stdout).ReadString('\n')
		urls <- strings.TrimSpace(line)
		io.Copy(io.Discard, stdout)
	}()
	select {
	case url := <-urls:
		require.True(t, strings.HasPrefix(url, "http://127.0.0.1:"), "the server printed %q", url)
		p.url = strings.TrimSuffix(url, "/")
	case <-time.After(30 * time.Second):
		t.Fatal("the server did not print its URL")
	}
	return p
}

// kill kills the process with SIGKILL, as a crash would, and reaps it.
func (p *process) kill() {
	if p.cmd.ProcessState == nil {
		p.cmd.Process.Signal(syscall.SIGKILL)
		p.cmd.Wait()
	}
}

// client plays a table through HTTP, seat by seat, keeping a mirror of the
// game played in the test without any crash: each human seat plays its
// first legal move; each bot seat is played by the server, and the mirror
// makes the same decision (botFor) to know its move.
type client struct {
	t       *testing.T
	url     string
	c       created
	mirror  tabletop.Table
	bots    map[int]seatSpec    // the bot seats
	seed    uint64              // the deal's, which the bots' derive from
	events  int                 // in the mirror
	sent    [][]json.RawMessage // each seat's redacted events, in the mirror
	pending *step               // a move sent or chosen but not yet seen done
	// beforePost, if set, runs before each move is sent.
	beforePost func()
}

// newLinkoClient creates a Linko! game of players dealt from seed at the
// process at url, with seats (the request's JSON), and returns its client,
// whose mirror is the same game played by the bots given.
func newLinkoClient(t *testing.T, url string, players int, seed uint64, seats string, bots map[int]seatSpec) *client {
	options := linkoOptions(players, seed)
	code, body := call(t, "POST", url+"/api/tables", "", `{"game":"linko","options":`+string(options)+`,"seats":`+seats+`}`)
	require.Equal(t, http.StatusCreated, code, body)
	var cr created
	require.NoError(t, json.Unmarshal([]byte(body), &cr))
	mirror, err := tabletop.Open("linko", options)
	require.NoError(t, err)
	return &client{t: t, url: url, c: cr, mirror: mirror, bots: bots, seed: seed, sent: make([][]json.RawMessage, players)}
}

// linkoOptions are the options of a Linko! game of players dealt from seed,
// which seat 1 begins: where seat 1 is a bot, as in TestSeveralProcesses,
// the process that makes a game plays its bots from the first move and
// holds their lease, so that killing it always leaves bots to take over.
func linkoOptions(players int, seed uint64) json.RawMessage {
	return json.RawMessage(fmt.Sprintf(`{"players":%d,"seed":"%d","firstSeat":1}`, players, seed))
}

type step struct {
	seat   int
	move   string
	next   tabletop.Table
	events tabletop.Events
}

// publicEvents returns the number of events the server has, or an error
// if it cannot be reached.
func (cl *client) publicEvents() (int, error) {
	resp, err := http.Get(cl.url + "/api/tables/" + cl.c.ID)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	var pub struct{ Events int }
	if err := json.NewDecoder(resp.Body).Decode(&pub); err != nil {
		return 0, err
	}
	return pub.Events, nil
}

func (cl *client) done(s *step) {
	cl.mirror = s.next
	cl.events += s.events.Len()
	for seat := range cl.sent {
		redacted, err := s.events.JSON(seat)
		require.NoError(cl.t, err)
		cl.sent[seat] = append(cl.sent[seat], redacted...)
	}
	cl.pending = nil
}

// next plays one move: it returns an error only when the server cannot be
// reached (the move may or may not have been taken: pending keeps it).
func (cl *client) next() error {
	t := cl.t
	if cl.pending == nil {
		seat := cl.mirror.ToMove()
		var move string
		if _, bot := cl.bots[seat]; bot {
			move = cl.botMove(seat)
		} else {
			move = cl.mirror.LegalMoves()[0]
		}
		next, events, err := cl.mirror.Play(seat, move)
		require.NoError(t, err)
		cl.pending = &step{seat, move, next, events}
	}
	s := cl.pending
	if _, bot := cl.bots[s.seat]; !bot {
		if cl.beforePost != nil {
			cl.beforePost()
		}
		body, _ := json.Marshal(map[string]string{"move": s.move})
		req, _ := http.NewRequest("POST", cl.url+"/api/tables/"+cl.c.ID+"/seats/"+itoa(s.seat)+"/moves", bytes.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+cl.c.Seats[s.seat].Token)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return err
		}
		data, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		if err != nil {
			return err
		}
		require.Equal(t, http.StatusOK, resp.StatusCode, "%s: %s", s.move, data)
		cl.done(s)
		return nil
	}
	// A bot's move: wait until the server has played it. After a kill, the
	// bot's table waits out the dead process's lease (leaseTerm) and the
	// next try of another process (a third of it) before any bot moves:
	// the bound is twice that, the machine may be loaded.
	for deadline := time.Now().Add(2 * (leaseTerm + leaseTerm/3)); ; {
		n, err := cl.publicEvents()
		if err != nil {
			return err
		}
		if n >= cl.events+s.events.Len() { // (the server may be further on, by bots' moves)
			cl.done(s)
			return nil
		}
		require.True(t, time.Now().Before(deadline), "the bot of seat %d does not move", s.seat)
		time.Sleep(time.Millisecond)
	}
}

// botMove returns the move the server's bot makes for seat in the
// mirror's game.
func (cl *client) botMove(seat int) string {
	b, err := botFor(cl.mirror.Game(), cl.bots[seat], cl.seed, seat, cl.events)
	require.NoError(cl.t, err)
	move, err := b.Choose(context.Background(), cl.mirror)
	require.NoError(cl.t, err)
	return move
}

// resync catches the mirror up with the server after a restart: the
// server's log must be the game's moves up to a move's end, at least as
// far as every move the client saw accepted (the pending move, or bots'
// moves the client had not seen yet, may be there too).
func (cl *client) resync() {
	n, err := cl.publicEvents()
	require.NoError(cl.t, err)
	accepted := cl.events
	require.GreaterOrEqual(cl.t, n, accepted, "an accepted move is lost")
	for cl.events < n {
		if cl.pending == nil {
			seat := cl.mirror.ToMove()
			move := cl.mirror.LegalMoves()[0]
			if _, bot := cl.bots[seat]; bot {
				move = cl.botMove(seat)
			}
			next, events, err := cl.mirror.Play(seat, move)
			require.NoError(cl.t, err)
			cl.pending = &step{seat, move, next, events}
		}
		cl.done(cl.pending)
	}
	require.Equal(cl.t, n, cl.events, "the server's log ends inside a move")
	cl.t.Logf("after the restart: %d events accepted before the crash, %d in the log", accepted, n)
}

// TestCrash: the server binary plays half a game, dies by SIGKILL while a
// client keeps sending moves, starts again on the same data directory, and
// finishes the game: no accepted move is lost, and the end is the game
// played without a crash (the final position by Fold of the log, every
// seat's view, and every seat's whole event stream).
func TestCrash(t *testing.T) {
	dir := t.TempDir()
	cl, second := testCrash(t, "-data", dir)
	cl.checkEnd(second, dir)
}

// assertFolds checks that moves fold into cl's game, which was played
// without a crash.
func assertFolds(t *testing.T, cl *client, options json.RawMessage, moves []moveRecord) {
	t.Helper()
	var log []json.RawMessage
	for _, m := range moves {
		log = append(log, m.Events...)
	}
	folded, err := tabletop.Fold(cl.mirror.Game(), options, log)
	require.NoError(t, err)
	want, _ := cl.mirror.Position()
	got, _ := folded.Position()
	assert.JSONEq(t, string(want), string(got))
	assert.Equal(t, cl.mirror.Scores(), folded.Scores())
}

// testCrash plays TestCrash's game on the server binary run with args,
// kills it, starts it again with the same args and finishes the game; it
// returns the client, whose mirror is the game played without a crash,
// and the second process.
func testCrash(t *testing.T, args ...string) (*client, *process) {
	bin := buildServer(t)
	first := startProcessWith(t, bin, args...)

	cl := newLinkoClient(t, first.url, 4, 33,
		`[{"player":"human"},{"player":"bot","bot":"random","options":{"seed":"5"}},{"player":"human"},{"player":"bot","bot":"greedy"}]`,
		map[int]seatSpec{1: {Player: "bot", Bot: "random", Options: json.RawMessage(`{"seed":"5"}`)}, 3: {Player: "bot", Bot: "greedy"}})

	// The length of the game, to crash in its middle.
	total := 0
	for probe := *cl; !probe.mirror.Over(); total++ {
		seat, move := probe.mirror.ToMove(), probe.mirror.LegalMoves()[0]
		if _, bot := cl.bots[seat]; bot {
			move = probe.botMove(seat)
		}
		next, events, _ := probe.mirror.Play(seat, move)
		probe.mirror, probe.events = next, probe.events+events.Len()
	}
	require.Greater(t, total, 20)

	// Play on in a goroutine; once half the game is accepted, kill the
	// server a moment after a move is sent, so that the kill is likely to
	// fall inside the move.
	moves, killed := 0, make(chan struct{})
	cl.beforePost = func() {
		if moves >= total/2 {
			cl.beforePost = nil
			go func() {
				defer close(killed)
				time.Sleep(time.Duration(200+rand.IntN(600)) * time.Microsecond)
				first.kill()
			}()
		}
	}
	stopped := make(chan error, 1)
	go func() {
		defer close(stopped)
		for {
			if err := cl.next(); err != nil {
				stopped <- err
				return
			}
			moves++
			if cl.mirror.Over() {
				stopped <- errors.New("the game ended before the crash")
				return
			}
		}
	}()
	err := <-stopped
	require.Error(t, err, "the client stopped before the crash")
	require.NotContains(t, err.Error(), "ended before")
	<-killed // (and reaped: the data directory's lock is free)
	t.Logf("killed after %d moves of about %d; the client saw: %v", moves, total, err)

	second := startProcessWith(t, bin, args...)
	cl.url = second.url
	cl.resync()
	for !cl.mirror.Over() {
		require.NoError(t, cl.next())
	}
	return cl, second
}

// checkEnd checks, once the game is over, every seat's view and whole
// event stream on the server p, then the log in dir (unless dir is "": the
// game is in PostgreSQL), against the game played without a crash.
func (cl *client) checkEnd(second *process, dir string) {
	t, c := cl.t, cl.c
	// Every seat's view, and its whole event stream, as without a crash.
	for seat := range 4 {
		want, _ := cl.mirror.View(lang.English, seat)
		code, body := call(t, "GET", second.url+"/api/tables/"+c.ID+"/seats/"+itoa(seat)+"/view", c.Seats[seat].Token, "")
		if c.Seats[seat].Token == "" {
			assert.Equal(t, http.StatusUnauthorized, code)
			continue
		}
		require.Equal(t, http.StatusOK, code, body)
		assert.JSONEq(t, string(want), body)
		msgs, _ := readStream(t, second.url+"/api/tables/"+c.ID+"/events?seat="+itoa(seat)+"&token="+c.Seats[seat].Token, "", 10*time.Second, untilOver)
		var wantEvents []eventMessage
		for i, e := range cl.sent[seat] {
			wantEvents = append(wantEvents, eventMessage{Index: i, Event: e})
		}
		require.Len(t, msgs, len(wantEvents)+1)
		for i, m := range msgs[:len(wantEvents)] {
			var got eventMessage
			require.NoError(t, json.Unmarshal([]byte(m.data), &got))
			assert.Equal(t, i, got.Index)
			assert.JSONEq(t, string(wantEvents[i].Event), string(got.Event), "event %d", i)
		}
	}
	second.kill()
	if dir == "" {
		return
	}

	// The log folds into the game played without a crash.
	data, err := os.ReadFile(logPath(dir, c.ID))
	require.NoError(t, err)
	l, err := readLog(data)
	require.NoError(t, err)
	assert.Empty(t, l.torn)
	assert.Equal(t, len(data), l.good)
	assertFolds(t, cl, l.rec.Options, l.moves)
}

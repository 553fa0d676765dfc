package main

import (
	"encoding/json"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// BenchmarkMoveRequest is the server's own work for a move: the request
// of BenchmarkLoad handed to the server's handler in the same goroutine,
// with no network, client or other load beside it, the games in memory.
// Each op is one move, with its share of its table's creation; the games
// are Linko!, Lino and LINX in turn, their moves drawn as the load draws
// them. Its allocations do not depend on the machine's load, as its time
// does.
//
//	go test -run '^$' -bench MoveRequest ./examples/server
func BenchmarkMoveRequest(b *testing.B) {
	playMoves(b, func(n int) int { return n }, nil)
}

// BenchmarkReplyBytes is what a move costs on the wire in each game,
// its moves drawn as BenchmarkLoad draws them: "B/reply", the mean size
// of a move's reply (its events and the mover's new view), and
// "B/view-max", the largest view of the seat to move (fetched before each
// move, with a label and a preview for each legal move: Lino's opening is
// the heaviest), and "B/view", their mean. Its time is not a move's: each
// op also fetches a view.
//
//	go test -run '^$' -bench ReplyBytes -benchtime 2000x ./examples/server
func BenchmarkReplyBytes(b *testing.B) {
	for g, name := range []string{"linko", "lino", "linx"} {
		b.Run(name, func(b *testing.B) {
			var replies, views, viewMax, moves int
			playMoves(b, func(n int) int { return 3*n + g }, func(serve serveFunc, c created, seat int) func(reply []byte) {
				w := serve("GET", "/api/tables/"+c.ID+"/seats/"+strconv.Itoa(seat)+"/view", c.Seats[seat].Token, "")
				require.Equal(b, http.StatusOK, w.Code, w.Body.String())
				views += w.Body.Len()
				viewMax = max(viewMax, w.Body.Len())
				return func(reply []byte) {
					replies += len(reply)
					moves++
				}
			})
			b.ReportMetric(float64(replies)/float64(moves), "B/reply")
			b.ReportMetric(float64(views)/float64(moves), "B/view")
			b.ReportMetric(float64(viewMax), "B/view-max")
		})
	}
}

// serveFunc hands a request to the server's handler and returns its
// recorded response.
type serveFunc func(method, target, token, body string) *httptest.ResponseRecorder

// playMoves plays one move an op through the server's handler, in the
// benchmark's goroutine, the games in memory: the n-th game (from 1) is
// newMirror's game(n), a new one begun when the last is over. before, if
// not nil, is called before each move, with the table and the seat about
// to move, and returns what is told the move's reply.
func playMoves(b *testing.B, game func(n int) int, before func(serve serveFunc, c created, seat int) func(reply []byte)) {
	b.ReportAllocs()
	playMovesWhile(b, b.Loop, game, before)
}

// playMovesWhile is playMoves for a test as well as a benchmark: it plays
// a move each time more says to, until it says no.
func playMovesWhile(b testing.TB, more func() bool, game func(n int) int, before func(serve serveFunc, c created, seat int) func(reply []byte)) {
	s, err := newServer(config{allowSeeds: true, createBurst: 1 << 30, logger: logTo(b)})
	require.NoError(b, err)
	defer s.Close()
	serve := func(method, target, token, body string) *httptest.ResponseRecorder {
		r := httptest.NewRequest(method, target, strings.NewReader(body))
		if token != "" {
			r.Header.Set("Authorization", "Bearer "+token)
		}
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		return w
	}
	var (
		c      created
		mirror stepper
		r      *rand.Rand
		n      int
	)
	for more() {
		if mirror == nil || mirror.over() {
			n++
			i := game(n)
			name, options, players, m := newMirror(i)
			w := serve("POST", "/api/tables", "", humans(name, options, players))
			require.Equal(b, http.StatusCreated, w.Code, w.Body.String())
			require.NoError(b, json.Unmarshal(w.Body.Bytes(), &c))
			mirror, r = m, rand.New(rand.NewPCG(uint64(i), 1))
		}
		seat, move, err := mirror.step(r)
		require.NoError(b, err)
		var after func(reply []byte)
		if before != nil {
			after = before(serve, c, seat)
		}
		body, _ := json.Marshal(map[string]string{"move": move})
		w := serve("POST", "/api/tables/"+c.ID+"/seats/"+strconv.Itoa(seat)+"/moves", c.Seats[seat].Token, string(body))
		if w.Code != http.StatusOK {
			b.Fatalf("move %s: %d %s", move, w.Code, w.Body)
		}
		if after != nil {
			after(w.Body.Bytes())
		}
	}
}

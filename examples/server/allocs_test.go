package main

import (
	"net/http/httptest"
	"runtime"
	"strings"
	"testing"
)

// The per-move work of the HTTP path allocates what it must and no more:
// a move's body is read into one buffer of its length, and a token is
// checked against its seat's hash with nothing on the heap. (The race
// detector allocates on its own: the counts are the plain build's.)
func TestAMoveRequestsReadingAllocatesOnce(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector's allocations are its own")
	}
	const body = `{"move":"play 7 7"}`
	r := httptest.NewRequest("POST", "/api/tables/x/seats/0/moves", strings.NewReader(body))
	rd := strings.NewReader(body)
	r.Body = readCloser{rd}
	w := httptest.NewRecorder()
	allocs := testing.AllocsPerRun(100, func() {
		rd.Reset(body)
		if move, err := readMove(w, r); err != nil || string(move) != `"play 7 7"` {
			t.Fatalf("readMove: %s, %v", move, err)
		}
	})
	if allocs > 1 {
		t.Errorf("reading a move's body allocates %v times, want 1", allocs)
	}
	hash := hashToken("a token")
	if allocs := testing.AllocsPerRun(100, func() { checkHash(hash, "a token") }); allocs > 0 {
		t.Errorf("checking a token allocates %v times, want none", allocs)
	}
}

// readCloser is a strings.Reader as a request's body, which the test
// rewinds rather than makes again.
type readCloser struct{ *strings.Reader }

func (readCloser) Close() error { return nil }

// maxMoveAllocs bounds the allocations of a move's request, handed to the
// handler with the games in memory, on average over the first 600 moves
// of BenchmarkMoveRequest's games (the request's, the recorder's and each
// table's creation included): lower it when a change makes a move
// cheaper, as the eleventh round of #41 did, from 116.7 to 105.0 (a
// View of a seat that is not to move marshalled in one allocation, Lino's
// building choices grouped without a string a move), and the twelfth
// from 104.1 to 101.1 (the views' cache and a move's events' list
// reusing their room, the append's context no request's). A move's count
// is the same from run to run; the bound leaves one for the server's own
// goroutines.
const maxMoveAllocs = 102

// A move allocates what it did when maxMoveAllocs was last lowered, or
// less: the figure no load on the machine changes, where the time of
// BenchmarkMoveRequest does.
func TestAMoveAllocatesAtMost(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector's allocations are its own")
	}
	const moves = 600
	var start, end runtime.MemStats
	n := 0
	playMovesWhile(t, func() bool {
		switch n++; n {
		case 1:
			runtime.ReadMemStats(&start)
		case moves + 1:
			runtime.ReadMemStats(&end)
			return false
		}
		return true
	}, func(n int) int { return n }, nil)
	allocs := float64(end.Mallocs-start.Mallocs) / moves
	t.Logf("%.1f allocations a move", allocs)
	if allocs > maxMoveAllocs {
		t.Errorf("a move's request allocates %.1f times on average, more than %d", allocs, maxMoveAllocs)
	}
}

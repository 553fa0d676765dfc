package main

import (
	"net/http/httptest"
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

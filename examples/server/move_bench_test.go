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
		game, c created
		mirror  stepper
		r       *rand.Rand
		i       int
	)
	b.ReportAllocs()
	for b.Loop() {
		if mirror == nil || mirror.over() {
			i++
			name, options, players, m := newMirror(i)
			w := serve("POST", "/api/tables", "", humans(name, options, players))
			require.Equal(b, http.StatusCreated, w.Code, w.Body.String())
			require.NoError(b, json.Unmarshal(w.Body.Bytes(), &c))
			game, mirror, r = c, m, rand.New(rand.NewPCG(uint64(i), 1))
		}
		seat, move, err := mirror.step(r)
		require.NoError(b, err)
		body, _ := json.Marshal(map[string]string{"move": move})
		w := serve("POST", "/api/tables/"+game.ID+"/seats/"+strconv.Itoa(seat)+"/moves", game.Seats[seat].Token, string(body))
		if w.Code != http.StatusOK {
			b.Fatalf("move %s: %d %s", move, w.Code, w.Body)
		}
	}
}

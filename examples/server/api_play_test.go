package main

// Games played through the API by bots and by many requests at once.

import (
	"encoding/json"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
)

func TestBotsPlayTheirSeatsToTheEnd(t *testing.T) {
	ts := startServer(t, config{allowSeeds: true, dataDir: t.TempDir()})
	for _, game := range tabletop.GameNames() {
		t.Run(game, func(t *testing.T) {
			mirror, err := tabletop.Open(game, nil)
			require.NoError(t, err)
			seats := make([]string, mirror.Players())
			for i := range seats {
				seats[i] = `{"player":"bot","bot":"` + []string{"greedy", "random"}[i%2] + `"}`
			}
			c := ts.create(t, `{"game":"`+game+`","seats":[`+strings.Join(seats, ",")+`]}`)
			msgs, _ := readStream(t, ts.url+"/api/tables/"+c.ID+"/events", "", 30*time.Second, untilOver)
			over := msgs[len(msgs)-1]
			got, _, n := ts.table(t, c.ID).snapshot()
			require.True(t, got.Over())
			assert.Len(t, msgs, n+1, "every event, then over")
			var end struct{ Scores, Winners []int }
			require.NoError(t, json.Unmarshal([]byte(over.data), &end))
			assert.Equal(t, got.Scores(), end.Scores)
			assert.Equal(t, got.Winners(), end.Winners)
		})
	}
}

func TestABotWaitsItsDelay(t *testing.T) {
	ts := startServer(t, config{allowSeeds: true, botDelay: time.Hour})
	start := time.Now()
	c := ts.create(t, `{"game":"lino","botDelayMs":150,"seats":[{"player":"bot","bot":"greedy"},{"player":"human"}]}`)
	msgs, _ := readStream(t, ts.url+"/api/tables/"+c.ID+"/events", "", 10*time.Second, untilCount(1))
	assert.GreaterOrEqual(t, time.Since(start), 150*time.Millisecond)
	assert.Equal(t, "0", msgs[0].id)

	// The server's default applies when the table sets none, and Close
	// does not wait for it.
	c = ts.create(t, `{"game":"lino","seats":[{"player":"bot","bot":"greedy"},{"player":"human"}]}`)
	time.Sleep(50 * time.Millisecond)
	_, _, n := ts.table(t, c.ID).snapshot()
	assert.Equal(t, 0, n)
}

// TestMovesOfOneGameAreSerialized: many requests for the same move at once:
// one is accepted, the others refused, and the log holds the move once.
func TestMovesOfOneGameAreSerialized(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, config{allowSeeds: true, dataDir: dir})
	c := ts.create(t, humans("linx", `{"players":2,"seed":"1"}`, 2))
	mirror, _ := tabletop.Open("linx", []byte(`{"players":2,"seed":"1"}`))
	move := mirror.LegalMoves()[0]
	seat := mirror.ToMove()
	var wg sync.WaitGroup
	codes := make([]int, 8)
	for i := range codes {
		wg.Go(func() { codes[i], _ = ts.move(t, c.ID, seat, c.Seats[seat].Token, move) })
	}
	wg.Wait()
	ok := 0
	for _, code := range codes {
		if code == http.StatusOK {
			ok++
		} else {
			assert.Equal(t, http.StatusConflict, code)
		}
	}
	assert.Equal(t, 1, ok)
	_, want, _ := mirror.Play(seat, move)
	assert.Equal(t, want.Len(), ts.table(t, c.ID).events)
}

// TestGamesPlayAtOnce: games of every kind played at once through the API
// (run it with -race).
func TestGamesPlayAtOnce(t *testing.T) {
	ts := startServer(t, config{allowSeeds: true, dataDir: t.TempDir()})
	var wg sync.WaitGroup
	for i := range 6 {
		game := tabletop.GameNames()[i%3]
		wg.Go(func() {
			options := `{"seed":"` + itoa(i) + `"}`
			mirror, err := tabletop.Open(game, []byte(options))
			if !assert.NoError(t, err) {
				return
			}
			c := ts.create(t, humans(game, options, mirror.Players()))
			end := ts.playOut(t, c, mirror, 40, first)
			got, _, _ := ts.table(t, c.ID).snapshot()
			want, _ := end.Position()
			have, _ := got.Position()
			assert.JSONEq(t, string(want), string(have))
		})
	}
	wg.Wait()
}

// TestGamesDoNotWaitOnEachOther: while a move of one game holds it (as a
// slow sync would), the other games play, and the held game's view and
// stream still answer.
func TestGamesDoNotWaitOnEachOther(t *testing.T) {
	ts := startServer(t, config{allowSeeds: true, dataDir: t.TempDir()})
	a := ts.create(t, humans("lino", `{"seed":"1"}`, 2))
	b := ts.create(t, humans("lino", `{"seed":"1"}`, 2))
	held := ts.table(t, a.ID)
	held.moving.Lock()
	defer held.moving.Unlock()
	mirror, _ := tabletop.Open("lino", nil)
	ts.playOut(t, b, mirror, 3, first)
	code, body := call(t, "GET", ts.url+"/api/tables/"+a.ID+"/seats/0/view", a.Seats[0].Token, "")
	assert.Equal(t, http.StatusOK, code, body)
	code, _ = call(t, "GET", ts.url+"/api/tables/"+a.ID, "", "")
	assert.Equal(t, http.StatusOK, code)
}

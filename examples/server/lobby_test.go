package main

import (
	"encoding/json"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
)

// TestListCountsOpenSeats: the lobby's list says how many seats of a table
// a stranger could take (#38: a game against the computer alone is not
// public): the human seats past the creator's whose player has not moved,
// none once the game is over; a table rebuilt from its store (a server
// restarted on the same files) counts the same.
func TestListCountsOpenSeats(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, config{allowSeeds: true, dataDir: dir})
	alone := ts.create(t, `{"game":"linko","seats":[{"player":"human"},{"player":"bot","bot":"random"},{"player":"bot","bot":"random"}],"botDelayMs":0}`)
	friends := ts.create(t, `{"game":"linko","options":{"players":3,"seed":"7"},"seats":[{"player":"bot","bot":"random"},{"player":"human"},{"player":"human"}],"botDelayMs":60000}`)
	three := ts.create(t, humans("linx", `{"players":3,"seed":"7"}`, 3))
	open := func(ts *testServer) map[string]int {
		t.Helper()
		code, body := call(t, "GET", ts.url+"/api/tables", "", "")
		require.Equal(t, http.StatusOK, code, body)
		var got struct{ Tables []summary }
		require.NoError(t, json.Unmarshal([]byte(body), &got))
		seats := map[string]int{}
		for _, s := range got.Tables {
			seats[s.ID] = s.OpenSeats
		}
		return seats
	}
	assert.Equal(t, map[string]int{alone.ID: 0, friends.ID: 1, three.ID: 2}, open(ts), "the creator's seat and the bots' are not open")

	// LINX's three seats move in turn: each move takes its seat.
	mirror, err := tabletop.Open("linx", json.RawMessage(`{"players":3,"seed":"7"}`))
	require.NoError(t, err)
	require.Equal(t, 0, mirror.ToMove())
	mirror = ts.playOut(t, three, mirror, 2, first)
	assert.Equal(t, 1, open(ts)[three.ID], "seat 2 moved: one seat is open")

	// A server started again on the files lists them as they were, and
	// its table rebuilt from the log knows which seats moved.
	require.NoError(t, ts.Close())
	again := startServer(t, config{allowSeeds: true, dataDir: dir})
	assert.Equal(t, map[string]int{alone.ID: 0, friends.ID: 1, three.ID: 1}, open(again), "the store keeps the count")
	again.playOut(t, three, mirror, 1, first)
	assert.Equal(t, 0, open(again)[three.ID], "every seat taken")
}

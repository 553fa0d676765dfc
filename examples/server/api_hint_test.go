package main

import (
	"encoding/json"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// TestHintIsTheSeatsAndLegal: a Hint from the server, for a page with no
// engine of its own, needs the seat's token, is refused to a seat out of
// turn, answers a legal move with its label (thought over for hintMs at most), which
// the seat may then play, and takes one bot worker a table at a time.
func TestHintIsTheSeatsAndLegal(t *testing.T) {
	ts := startServer(t, config{allowSeeds: true})
	for _, game := range tabletop.GameNames() {
		t.Run(game, func(t *testing.T) {
			players := map[string]int{"linko": 3, "lino": 2, "linx": 2}[game]
			c := ts.create(t, humans(game, `{"seed":"7"}`, players))
			tab, _, _ := ts.table(t, c.ID).snapshot()
			mover, other := tab.ToMove(), (tab.ToMove()+1)%players
			hintURL := func(seat int) string { return ts.url + "/api/tables/" + c.ID + "/seats/" + itoa(seat) + "/hint" }

			code, _ := call(t, "POST", hintURL(mover), "", "")
			assert.Equal(t, http.StatusUnauthorized, code, "no token")
			code, _ = call(t, "POST", hintURL(mover), c.Seats[other].Token, "")
			assert.Equal(t, http.StatusForbidden, code, "another seat's token")
			code, body := call(t, "POST", hintURL(other), c.Seats[other].Token, "")
			assert.Equal(t, http.StatusConflict, code, "out of turn: %s", body)

			ts.table(t, c.ID).hinting.Store(true)
			code, _ = call(t, "POST", hintURL(mover), c.Seats[mover].Token, "")
			assert.Equal(t, http.StatusTooManyRequests, code, "a hint already under way")
			ts.table(t, c.ID).hinting.Store(false)

			// (Its search is bounded by hintMs, not timed here: a timed
			// test fails on a loaded machine, CI's under the race detector.)
			code, body = call(t, "POST", hintURL(mover), c.Seats[mover].Token, "")
			require.Equal(t, http.StatusOK, code, body)
			var hint struct {
				Pick string         `json:"pick"`
				Move map[string]any `json:"move"`
			}
			require.NoError(t, json.Unmarshal([]byte(body), &hint))
			assert.NotEmpty(t, hint.Move["label"].(string)+hint.Pick, "a hint says what it is")
			delete(hint.Move, "label")
			delete(hint.Move, "preview")
			legal := false
			for _, ch := range tab.Choices(lang.English) {
				for _, m := range ch.Moves {
					var want map[string]any
					require.NoError(t, json.Unmarshal(m.JSON, &want))
					legal = legal || ch.Pick == hint.Pick && assert.ObjectsAreEqual(want, hint.Move)
				}
			}
			require.True(t, legal, "the hint %s is one of the seat's legal moves", body)
			move, _ := json.Marshal(hint.Move)
			code, body = call(t, "POST", ts.url+"/api/tables/"+c.ID+"/seats/"+itoa(mover)+"/moves", c.Seats[mover].Token, `{"move":`+string(move)+`}`)
			assert.Equal(t, http.StatusOK, code, "the hint is played: %s", body)
		})
	}
}

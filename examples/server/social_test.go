package main

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// streamWait bounds the wait for a stream's first events.
const streamWait = 5 * time.Second

// TestSeatsHaveNames: a human seat may be named when the table is made;
// the table says so, and the events' sentences call the seat by its name,
// each reader still "You".
func TestSeatsHaveNames(t *testing.T) {
	ts := startServer(t, config{allowSeeds: true})
	c := ts.create(t, `{"game":"linko","options":{"players":2,"seed":"5"},"seats":[{"player":"human","name":"  Ana  "},{"player":"human","name":"Bo"}]}`)
	code, body := call(t, "GET", ts.url+"/api/tables/"+c.ID, "", "")
	require.Equal(t, http.StatusOK, code, body)
	var pub struct{ Seats []seatPublic }
	require.NoError(t, json.Unmarshal([]byte(body), &pub))
	assert.Equal(t, "Ana", pub.Seats[0].Name, "trimmed")
	assert.Equal(t, "Bo", pub.Seats[1].Name)

	mirror, _ := tabletop.Open("linko", []byte(`{"players":2,"seed":"5"}`))
	code, body = ts.move(t, c.ID, 0, c.Seats[0].Token, first(mirror))
	require.Equal(t, http.StatusOK, code, body)
	msgs, _ := readStream(t, ts.url+"/api/tables/"+c.ID+"/events?seat=1&token="+c.Seats[1].Token, "", streamWait, untilCount(1))
	var e eventMessage
	require.NoError(t, json.Unmarshal([]byte(msgs[0].data), &e))
	assert.True(t, strings.HasPrefix(e.Text, "Ana played"), e.Text)

	for _, bad := range []string{`"` + strings.Repeat("x", 25) + `"`, `"a\u0007b"`} {
		code, body = call(t, "POST", ts.url+"/api/tables", "", `{"game":"lino","seats":[{"player":"human","name":`+bad+`},{"player":"human"}]}`)
		assert.Equal(t, http.StatusBadRequest, code, "%s: %s", bad, body)
		assert.Contains(t, body, "seat 0: ", bad)
	}
	// A name the library's words would read wrong is refused with its
	// sentence, in the reader's language, rather than kept as "Seat 2"
	// without a word (go-r36 #5).
	mirror3, _ := tabletop.Open("linko", []byte(`{"players":3,"seed":"5"}`))
	for _, names := range [][2]string{{"You", ""}, {"Computer", ""}, {"Bo", "B.o"}} {
		seats, _ := json.Marshal([]map[string]string{{"player": "human", "name": names[0]}, {"player": "human", "name": names[1]}, {"player": "bot", "bot": "random"}})
		code, body = call(t, "POST", ts.url+"/api/tables?lang=fr", "", `{"game":"linko","options":{"players":3},"seats":`+string(seats)+`}`)
		require.Equal(t, http.StatusBadRequest, code, "%s: %s", names, body)
		var refused struct{ Message string }
		require.NoError(t, json.Unmarshal([]byte(body), &refused))
		var want *tabletop.NameError
		require.ErrorAs(t, mirror3.CheckSeating(tabletop.Seating{Names: names[:]}), &want)
		assert.Equal(t, want.Sentence(lang.French), refused.Message, "%s", names)
		assert.Contains(t, refused.Message, "choisissez un autre nom")
	}
}

// TestRematchSeatsEveryoneAgain: once a game is over, any seat asks for a
// rematch and every seat that asks gets the same new table, where each
// person's own link opens their seat; before the end, and without a
// seat's token, there is none.
func TestRematchSeatsEveryoneAgain(t *testing.T) {
	ts := startServer(t, config{allowSeeds: true})
	c := ts.create(t, `{"game":"linko","options":{"players":3,"seed":"9","firstSeat":2},"seats":[{"player":"human","name":"Ana"},{"player":"bot","bot":"greedy"},{"player":"human"}]}`)
	rematch := func(token string) (int, string) {
		return call(t, "POST", ts.url+"/api/tables/"+c.ID+"/rematch", token, "")
	}
	code, body := rematch(c.Seats[0].Token)
	assert.Equal(t, http.StatusConflict, code, body)

	deadline := time.Now().Add(20 * time.Second)
	for {
		mirror, _, _ := ts.table(t, c.ID).snapshot()
		if mirror.Over() {
			break
		}
		require.True(t, time.Now().Before(deadline), "the game does not end")
		seat := mirror.ToMove()
		if c.Seats[seat].Token == "" {
			time.Sleep(5 * time.Millisecond) // the bot's turn
			continue
		}
		code, body := ts.move(t, c.ID, seat, c.Seats[seat].Token, first(mirror))
		require.Equal(t, http.StatusOK, code, body)
	}

	code, body = rematch("")
	assert.Equal(t, http.StatusForbidden, code, body)
	code, body = rematch(c.Seats[0].Token)
	require.Equal(t, http.StatusOK, code, body)
	var r1, r2 struct {
		ID   string
		Seat int
	}
	require.NoError(t, json.Unmarshal([]byte(body), &r1))
	code, body = rematch(c.Seats[2].Token)
	require.Equal(t, http.StatusOK, code, body)
	require.NoError(t, json.Unmarshal([]byte(body), &r2))
	assert.Equal(t, r1.ID, r2.ID, "every seat meets at one table")
	assert.Equal(t, 2, r2.Seat)

	next := ts.table(t, r1.ID)
	assert.Equal(t, "Ana", next.rec.Seats[0].Name)
	assert.Equal(t, "greedy", next.rec.Seats[1].Bot)
	var o struct {
		Seed      string
		FirstSeat int
	}
	require.NoError(t, json.Unmarshal(next.rec.Options, &o))
	assert.NotEqual(t, "9", o.Seed, "a fresh deal")
	assert.Equal(t, 0, o.FirstSeat, "the next seat begins")
	code, body = call(t, "GET", ts.url+"/api/tables/"+r1.ID+"/seats/2/view", c.Seats[2].Token, "")
	assert.Equal(t, http.StatusOK, code, "a person's own link opens their seat at the rematch: %s", body)
}

// TestReplayGivesEveryStep: a finished game's replay is the deal and the
// table after each move as a spectator sees it, with the move's events in
// sentences (as the seat saw it, for a seat's token); a game in play has
// none.
func TestReplayGivesEveryStep(t *testing.T) {
	ts := startServer(t, config{allowSeeds: true})
	c := ts.create(t, humans("linx", `{"seed":"4"}`, 2))
	code, body := call(t, "GET", ts.url+"/api/tables/"+c.ID+"/replay", "", "")
	assert.Equal(t, http.StatusConflict, code, body)

	mirror, _ := tabletop.Open("linx", []byte(`{"seed":"4"}`))
	start, _ := mirror.View(lang.English, -1)
	mirror = ts.playOut(t, c, mirror, 500, first)
	require.True(t, mirror.Over())
	code, body = call(t, "GET", ts.url+"/api/tables/"+c.ID+"/replay", "", "")
	require.Equal(t, http.StatusOK, code, body)
	var replay struct {
		Game  string
		Steps []replayStep
	}
	require.NoError(t, json.Unmarshal([]byte(body), &replay))
	assert.Equal(t, "linx", replay.Game)
	require.Greater(t, len(replay.Steps), 2)
	assert.JSONEq(t, string(start), string(replay.Steps[0].View), "the deal first")
	end, _ := mirror.View(lang.English, -1)
	assert.JSONEq(t, string(end), string(replay.Steps[len(replay.Steps)-1].View), "the end last")
	for _, st := range replay.Steps[1:] {
		require.NotEmpty(t, st.Text)
		assert.NotContains(t, strings.Join(st.Text, " "), "=", "sentences, not key=value")
	}

	// With a seat's token, the game as that seat saw it: "You" for its
	// moves; a token of no seat is refused.
	code, body = call(t, "GET", ts.url+"/api/tables/"+c.ID+"/replay", c.Seats[0].Token, "")
	require.Equal(t, http.StatusOK, code, body)
	var mine struct{ Steps []replayStep }
	require.NoError(t, json.Unmarshal([]byte(body), &mine))
	require.Len(t, mine.Steps, len(replay.Steps))
	end0, _ := mirror.View(lang.English, 0)
	assert.JSONEq(t, string(end0), string(mine.Steps[len(mine.Steps)-1].View), "the seat's own view")
	for k, st := range mine.Steps[1:] {
		text := strings.Join(st.Text, " ")
		if st.Seat == 0 {
			assert.True(t, strings.HasPrefix(text, "You "), "step %d of seat 0 says %q", k+1, text)
		} else {
			assert.NotContains(t, text, "You ", "step %d of seat 1", k+1)
		}
	}
	code, body = call(t, "GET", ts.url+"/api/tables/"+c.ID+"/replay", "0123", "")
	assert.Equal(t, http.StatusForbidden, code, body)
}

// TestPagesNotFoundOfferAWayOn: an address the server has no page for is
// a page saying so, in the reader's language before any script runs (the
// catalogue's words), with the way back to the lobby; the API keeps its
// JSON errors.
func TestPagesNotFoundOfferAWayOn(t *testing.T) {
	ts := startServer(t, config{})
	code, body := call(t, "GET", ts.url+"/nope", "", "")
	assert.Equal(t, http.StatusNotFound, code)
	assert.Contains(t, body, `href="/"`)
	assert.Contains(t, body, "This page does not exist")
	req, err := http.NewRequest("GET", ts.url+"/nope", nil)
	require.NoError(t, err)
	req.Header.Set("Accept-Language", "fr-CA, en;q=0.5")
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	french, err := io.ReadAll(res.Body)
	res.Body.Close()
	require.NoError(t, err)
	assert.Equal(t, http.StatusNotFound, res.StatusCode)
	for _, words := range []string{`<html lang="fr">`, "<title>tabletop · Il n’y a pas de page ici</title>", ">Il n’y a pas de page ici<", ">Retour au salon<"} {
		assert.Contains(t, string(french), words)
	}
	code, body = call(t, "GET", ts.url+"/api/nope", "", "")
	assert.Equal(t, http.StatusNotFound, code)
	assert.Contains(t, body, `"error"`)
}

// TestBotsAreCalledTheComputer: the library's words call a bot's seat
// the computer, as the page's panels do — the stream's narration, a
// refusal, the spectator's picture — while the seat list the page reads
// keeps the seat's own name, with no marker in any of them.
func TestBotsAreCalledTheComputer(t *testing.T) {
	ts := startServer(t, config{allowSeeds: true})
	seats := `"seats":[{"player":"human"},{"player":"bot","bot":"greedy"}]`
	// A bot that waits a minute: the human's move out of turn is refused.
	waiting := ts.create(t, `{"game":"linko","options":{"players":2,"seed":"5","firstSeat":1},"botDelayMs":60000,`+seats+`}`)
	mirror, _ := tabletop.Open("linko", []byte(`{"players":2,"seed":"5","firstSeat":1}`))
	code, body := ts.move(t, waiting.ID, 0, waiting.Seats[0].Token, first(mirror))
	require.Equal(t, http.StatusConflict, code, body)
	var refused errorBody
	require.NoError(t, json.Unmarshal([]byte(body), &refused))
	assert.Equal(t, "It is not your turn: the computer is to move.", refused.Message)
	code, body = get(t, ts.url+"/api/tables/"+waiting.ID, "fr")
	require.Equal(t, http.StatusOK, code, body)
	var pub struct {
		Seats []seatPublic
		Text  string
	}
	require.NoError(t, json.Unmarshal([]byte(body), &pub))
	assert.Equal(t, seatPublic{Seat: 1, Player: "bot", Bot: "greedy"}, pub.Seats[1], "the page names its panels itself")
	assert.Contains(t, pub.Text, "C’est à l’ordinateur de")
	assert.NotContains(t, body, `\u0000`)

	// A bot that plays at once: its move, told to the human seat.
	c := ts.create(t, `{"game":"linko","options":{"players":2,"seed":"5","firstSeat":1},"botDelayMs":0,`+seats+`}`)
	for l, want := range map[lang.Language]string{lang.English: "The computer ", lang.French: "L’ordinateur "} {
		msgs, _ := readStream(t, ts.url+"/api/tables/"+c.ID+"/events?seat=0&token="+c.Seats[0].Token+"&lang="+l.String(), "", 10*time.Second, untilCount(1))
		require.NotEmpty(t, msgs, "the bot has not moved")
		var e eventMessage
		require.NoError(t, json.Unmarshal([]byte(msgs[0].data), &e))
		assert.True(t, strings.HasPrefix(e.Text, want), "%s: %q", l, e.Text)
	}
}

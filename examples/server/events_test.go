package main

import (
	"encoding/json"
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// expected is the stream a seat should get of a game's moves: each event
// redacted for it, with its index.
type expected struct {
	events []eventMessage
}

func (e *expected) add(t *testing.T, events tabletop.Events, seat int) {
	redacted, err := events.JSON(seat)
	require.NoError(t, err)
	texts := events.Narrate(lang.English, seat, nil) // the seats have no names
	for k := range redacted {
		e.events = append(e.events, eventMessage{Index: len(e.events), Event: redacted[k], Text: texts[k]})
	}
}

func checkMessages(t *testing.T, want []eventMessage, got []sseMessage) {
	t.Helper()
	require.Len(t, got, len(want))
	for k, m := range got {
		assert.Equal(t, "game", m.event)
		assert.Equal(t, strconv.Itoa(want[k].Index), m.id)
		var e eventMessage
		require.NoError(t, json.Unmarshal([]byte(m.data), &e))
		assert.Equal(t, want[k].Index, e.Index)
		assert.JSONEq(t, string(want[k].Event), string(e.Event))
		assert.Equal(t, want[k].Text, e.Text)
	}
}

// TestStreamsResumeExactly: a stream sends each event as its seat may see
// it, in order, with its index as id; a client that comes back with
// Last-Event-ID (or ?after=) gets exactly what followed, then live events.
func TestStreamsResumeExactly(t *testing.T) {
	ts := startServer(t, config{allowSeeds: true})
	const options = `{"players":3,"seed":"11"}`
	c := ts.create(t, humans("linko", options, 3))
	mirror, _ := tabletop.Open("linko", []byte(options))
	want := make([]expected, 4) // seats 0, 1, 2 and the spectator (3)
	play := func(n int) {
		for range n {
			seat := mirror.ToMove()
			move := mirror.LegalMoves()[0]
			code, body := ts.move(t, c.ID, seat, c.Seats[seat].Token, move)
			require.Equal(t, http.StatusOK, code, body)
			next, events, err := mirror.Play(seat, move)
			require.NoError(t, err)
			for s := range 3 {
				want[s].add(t, events, s)
			}
			want[3].add(t, events, -1)
			mirror = next
		}
	}
	play(12)
	n := len(want[0].events)
	require.Greater(t, n, 6)
	stream := func(seat int, query string) string {
		url := ts.url + "/api/tables/" + c.ID + "/events"
		if seat >= 0 {
			return url + "?seat=" + strconv.Itoa(seat) + "&token=" + c.Seats[seat].Token + query
		}
		if query != "" {
			return url + "?" + query[1:]
		}
		return url
	}
	for seat := range 3 {
		msgs, _ := readStream(t, stream(seat, ""), "", 5*time.Second, untilCount(n))
		checkMessages(t, want[seat].events, msgs)
	}
	msgs, _ := readStream(t, stream(-1, ""), "", 5*time.Second, untilCount(n))
	checkMessages(t, want[3].events, msgs)

	// Resuming: by header, by query, and from before the first event.
	for _, after := range []int{-1, 0, 3, n - 2} {
		msgs, _ := readStream(t, stream(1, ""), strconv.Itoa(after), 5*time.Second, untilCount(n-after-1))
		checkMessages(t, want[1].events[after+1:], msgs)
		msgs, _ = readStream(t, stream(1, "&after="+strconv.Itoa(after)), "", 5*time.Second, untilCount(n-after-1))
		checkMessages(t, want[1].events[after+1:], msgs)
	}

	// Caught up, the stream goes on with the live events: nothing twice,
	// nothing lost.
	// (The test counts the events of the next 8 moves first.)
	live := 0
	for ahead, i := mirror, 0; i < 8; i++ {
		next, events, err := ahead.Play(ahead.ToMove(), ahead.LegalMoves()[0])
		require.NoError(t, err)
		live += events.Len()
		ahead = next
	}
	done := make(chan []sseMessage)
	go func() {
		msgs, _ := readStream(t, stream(2, ""), strconv.Itoa(n-1), 10*time.Second, untilCount(live))
		done <- msgs
	}()
	time.Sleep(50 * time.Millisecond)
	play(8)
	select {
	case msgs := <-done:
		checkMessages(t, want[2].events[n:], msgs)
	case <-time.After(10 * time.Second):
		t.Fatal("the live events did not come")
	}
}

// TestAFinishedGameSaysOver: on connect to a finished game, the replay and
// then "over" with the scores, the winners and the options, the seed no
// longer hidden.
func TestAFinishedGameSaysOver(t *testing.T) {
	ts := startServer(t, config{allowSeeds: true})
	c := ts.create(t, humans("linx", `{"players":2,"seed":"2"}`, 2))
	mirror, _ := tabletop.Open("linx", []byte(`{"players":2,"seed":"2"}`))
	mirror = ts.playOut(t, c, mirror, 2000, first)
	require.True(t, mirror.Over())
	_, _, n := ts.table(t, c.ID).snapshot()
	msgs, _ := readStream(t, ts.url+"/api/tables/"+c.ID+"/events?seat=0&token="+c.Seats[0].Token, strconv.Itoa(n-3), 5*time.Second, untilOver)
	require.Len(t, msgs, 3)
	assert.Equal(t, strconv.Itoa(n-1), msgs[1].id)
	assert.Equal(t, "over", msgs[2].event)
	options, _ := mirror.Options()
	want, _ := json.Marshal(map[string]any{"scores": mirror.Scores(), "winners": mirror.Winners(), "options": options})
	assert.JSONEq(t, string(want), msgs[2].data)
}

// TestStreamsPing: a quiet stream gets ": ping" comments.
func TestStreamsPing(t *testing.T) {
	ts := startServer(t, config{pingEvery: 20 * time.Millisecond})
	c := ts.create(t, humans("lino", `{}`, 2))
	_, raw := readStreamRaw(t, ts.url+"/api/tables/"+c.ID+"/events", 2*time.Second, ": ping\n")
	assert.Contains(t, raw, ": ping\n")
}

// TestAStreamCatchesUpBesideTheCurrentBoard: the events a stream catches up
// on, from the start or resumed, are told as the table's History tells
// them, beside the board now (a Lino cell keeps its name for the whole
// game, so that a game through its building is told again as it was told
// live); a live event is told as its move told it.
func TestAStreamCatchesUpBesideTheCurrentBoard(t *testing.T) {
	ts := startServer(t, config{allowSeeds: true})
	const options = `{"seed":"3"}`
	c := ts.create(t, humans("lino", options, 2))
	mirror, _ := tabletop.Open("lino", []byte(options))
	var perMove []string
	middle := func(table tabletop.Table) string {
		legal := table.LegalMoves()
		return legal[len(legal)*3/7]
	}
	for range 16 {
		seat, move := mirror.ToMove(), middle(mirror)
		code, body := ts.move(t, c.ID, seat, c.Seats[seat].Token, move)
		require.Equal(t, http.StatusOK, code, body)
		next, events, err := mirror.Play(seat, move)
		require.NoError(t, err)
		perMove = append(perMove, events.Narrate(lang.English, 0, nil)...)
		mirror = next
	}
	history, err := mirror.History(0)
	require.NoError(t, err)
	told := history.Narrate(lang.English, 0, nil)
	require.Equal(t, perMove, told, "a Lino cell keeps its name for the whole game: told again, the building reads as it was told live")
	url := ts.url + "/api/tables/" + c.ID + "/events?seat=0&token=" + c.Seats[0].Token
	texts := func(msgs []sseMessage) []string {
		var out []string
		for _, m := range msgs {
			var e eventMessage
			require.NoError(t, json.Unmarshal([]byte(m.data), &e))
			out = append(out, e.Text)
		}
		return out
	}
	n := len(told)
	msgs, _ := readStream(t, url, "", 5*time.Second, untilCount(n))
	assert.Equal(t, told, texts(msgs))
	msgs, _ = readStream(t, url, "2", 5*time.Second, untilCount(n-3))
	assert.Equal(t, told[3:], texts(msgs))

	// Live, an event is told beside the board after its move.
	_, events, err := mirror.Play(mirror.ToMove(), middle(mirror))
	require.NoError(t, err)
	done := make(chan []sseMessage)
	go func() {
		msgs, _ := readStream(t, url, strconv.Itoa(n-1), 10*time.Second, untilCount(events.Len()))
		done <- msgs
	}()
	time.Sleep(50 * time.Millisecond)
	seat := mirror.ToMove()
	code, body := ts.move(t, c.ID, seat, c.Seats[seat].Token, middle(mirror))
	require.Equal(t, http.StatusOK, code, body)
	select {
	case msgs := <-done:
		assert.Equal(t, events.Narrate(lang.English, 0, nil), texts(msgs))
	case <-time.After(10 * time.Second):
		t.Fatal("the live events did not come")
	}
}

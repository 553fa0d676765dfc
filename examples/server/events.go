package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"time"
)

// eventMessage is the data of one SSE message: an event as the seat sees
// it.
type eventMessage struct {
	Index int             `json:"index"`
	Event json.RawMessage `json:"event"`
	Text  string          `json:"text"`
}

// GET /api/tables/{id}/events[?seat=N&token=T][&after=n]
//
// The stream sends every event after the one the client last saw
// (Last-Event-ID, or ?after=), each redacted for the seat (the spectator
// without a seat), then the live ones; "over" once the game has ended;
// ": ping" comments keep proxies from closing it.
func (s *server) handleEvents(w http.ResponseWriter, r *http.Request) {
	seat := -1
	var tb *table
	var err error
	if q := r.URL.Query().Get("seat"); q != "" {
		tb, seat, err = s.seatOf(r, q)
	} else {
		tb, err = s.lookup(r)
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	next := 0
	after := r.Header.Get("Last-Event-ID")
	if after == "" {
		after = r.URL.Query().Get("after")
	}
	if after != "" {
		n, err := strconv.Atoi(after)
		_, _, events := tb.snapshot()
		if err != nil || n < -1 || n >= events {
			s.fail(w, r, errorf(http.StatusBadRequest, "no event %q to resume after: the game has events 0 to %d", truncate(after), events-1))
			return
		}
		next = n + 1
	}
	flusher, ok := w.(http.Flusher)
	if !ok {
		s.fail(w, r, errorf(http.StatusInternalServerError, "streaming is not supported"))
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	flusher.Flush()

	ping := time.NewTicker(s.pingEvery)
	defer ping.Stop()
	sentOver := false
	for {
		tb.mu.Lock()
		t, moves, changed := tb.t, tb.moves, tb.changed
		tb.mu.Unlock()
		if err := writeEvents(w, moves, next, seat); err != nil {
			return
		}
		if len(moves) > 0 {
			last := moves[len(moves)-1]
			next = max(next, last.first+last.events.Len())
		}
		if t.Over() && !sentOver {
			data, _ := json.Marshal(map[string][]int{"scores": t.Scores(), "winners": t.Winners()})
			if _, err := fmt.Fprintf(w, "event: over\ndata: %s\n\n", data); err != nil {
				return
			}
			sentOver = true
		}
		flusher.Flush()
		select {
		case <-changed:
		case <-ping.C:
			if _, err := fmt.Fprint(w, ": ping\n\n"); err != nil {
				return
			}
			flusher.Flush()
		case <-r.Context().Done():
			return
		case <-s.done:
			return
		}
	}
}

// writeEvents writes the events from index next on, of the moves given,
// as seat sees them.
func writeEvents(w http.ResponseWriter, moves []played, next, seat int) error {
	// The first move with an event at or after next.
	i := len(moves)
	for lo, hi := 0, len(moves); lo < hi; {
		mid := (lo + hi) / 2
		if m := moves[mid]; m.first+m.events.Len() > next {
			i, hi = mid, mid
		} else {
			lo = mid + 1
		}
	}
	for _, m := range moves[i:] {
		events, err := m.events.JSON(seat)
		if err != nil {
			return err
		}
		texts := m.events.Text(seat)
		for k, ev := range events {
			index := m.first + k
			if index < next {
				continue
			}
			data, err := json.Marshal(eventMessage{Index: index, Event: ev, Text: texts[k]})
			if err != nil {
				return err
			}
			if _, err := fmt.Fprintf(w, "id: %d\nevent: game\ndata: %s\n\n", index, data); err != nil {
				return err
			}
		}
	}
	return nil
}

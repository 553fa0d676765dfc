package main

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"time"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// eventMessage is the data of one SSE message: an event as the seat sees
// it.
type eventMessage struct {
	Index int             `json:"index"`
	Event json.RawMessage `json:"event"`
	Text  string          `json:"text"`
	// Turn is the turn sentence Text ends with ("It is your turn: draw a
	// card."), where it ends a move: a page that says the turn apart (its
	// status) cuts it off Text, and leaves it out where the turn is over.
	Turn string `json:"turn,omitempty"`
}

// GET /api/tables/{id}/events[?seat=N&token=T][&after=n][&lang=fr]
//
// The stream sends every event after the one the client last saw
// (Last-Event-ID, or ?after=), each redacted for the seat (the spectator
// without a seat), then the live ones. The events it catches up on are
// told as the table's History tells them, beside the board now, whose
// names of cells hold for all of them; a live one is told beside the
// board after its move, the board now when it is sent. "over" once the
// game has ended; ": ping" comments keep proxies from closing it. When
// the table leaves play (deleted, closed) the stream sends an "ended"
// event saying why and ends; when the server drains, it ends with a
// "retry:" hint.
func (s *server) handleEvents(w http.ResponseWriter, r *http.Request) error {
	seat := -1
	var tb *table
	var err error
	if q := r.URL.Query().Get("seat"); q != "" {
		tb, seat, err = s.seatOf(r, q)
	} else {
		tb, err = s.lookup(r)
	}
	if err != nil {
		return err
	}
	next, err := s.resumeAt(r, tb)
	if err != nil {
		return err
	}
	release, err := s.openStream(tb)
	if err != nil {
		return err
	}
	defer release()
	// Pinned now, the table catches up as moves are announced; what was
	// announced before, it catches up with here.
	if err := s.fresh(r.Context(), tb); err != nil {
		return err
	}
	rc := http.NewResponseController(w)
	// The stream outlives the server's read timeout: the client sends
	// nothing more, and each write has its own deadline instead.
	rc.SetReadDeadline(time.Time{})
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	s.stream(w, rc, r, tb, seat, next) // (its error is the client's going)
	return nil
}

// resumeAt returns the index of the first event a stream sends, from the
// request's Last-Event-ID or ?after=. On a shared store a client may come
// back to this process with an event that another process sent it and
// whose notification is still on its way: the table catches up first.
func (s *server) resumeAt(r *http.Request, tb *table) (int, error) {
	after := r.Header.Get("Last-Event-ID")
	if after == "" {
		after = r.URL.Query().Get("after")
	}
	if after == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(after)
	_, _, events := tb.snapshot()
	if err == nil && n >= events && s.shared != nil {
		if err := s.catchUp(r.Context(), tb); err != nil {
			return 0, err
		}
		_, _, events = tb.snapshot()
	}
	if err != nil || n < -1 || n >= events {
		has := "no events yet: resume after -1, or leave it out"
		if events > 0 {
			has = fmt.Sprintf("events 0 to %d", events-1)
		}
		return 0, errorf(http.StatusBadRequest, "no event %q to resume after: the game has %s", truncate(after), has)
	}
	return n + 1, nil
}

// openStream counts a new stream of tb against the bounds, and pins tb in
// the cache while it is open; release undoes both.
func (s *server) openStream(tb *table) (release func(), err error) {
	if s.draining.Load() {
		return nil, s.refuseWhileDraining()
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if tb.streams >= s.cfg.maxStreamsPerTable {
		return nil, busy(http.StatusTooManyRequests, 10*time.Second, "this table has as many open streams as it may (%d); try again later", s.cfg.maxStreamsPerTable)
	}
	if s.streams.Load() >= int64(s.cfg.maxStreams) {
		return nil, busy(http.StatusServiceUnavailable, 10*time.Second, "the server has as many open streams as it may (%d); try again later", s.cfg.maxStreams)
	}
	s.streams.Add(1)
	tb.pins++
	tb.streams++
	return func() {
		s.streams.Add(-1)
		s.mu.Lock()
		tb.pins--
		tb.streams--
		tb.lastUsed = time.Now()
		s.mu.Unlock()
	}, nil
}

// stream writes tb's events from index next on, as seat sees them, until
// the client goes, the table ends or the server drains.
func (s *server) stream(w io.Writer, rc *http.ResponseController, r *http.Request, tb *table, seat, next int) error {
	ping := time.NewTicker(s.cfg.pingEvery)
	defer ping.Stop()
	l := requestLang(r) // each stream narrates in its own reader's language
	sentOver := false
	write := func(format string, args ...any) error {
		rc.SetWriteDeadline(time.Now().Add(s.cfg.writeTimeout))
		_, err := fmt.Fprintf(w, format, args...)
		return err
	}
	for caughtUp := false; ; caughtUp = true {
		tb.mu.Lock()
		t, moves, changed, ended := tb.t, tb.moves, tb.changes(), tb.ended
		tb.mu.Unlock()
		rc.SetWriteDeadline(time.Now().Add(s.cfg.writeTimeout))
		// What the client missed is told beside the board it sees now
		// (Table.History); what comes live, beside the board after its
		// move, which is the board then.
		var err error
		if caughtUp {
			err = writeEvents(w, moves, next, seat, l, tb.names())
		} else {
			err = writeCatchUp(w, t, moves, next, seat, l, tb.names())
		}
		if err != nil {
			return err
		}
		if len(moves) > 0 {
			last := moves[len(moves)-1]
			next = max(next, last.first+last.events.Len())
		}
		if t.Over() && !sentOver {
			data, _ := json.Marshal(map[string]any{"scores": t.Scores(), "winners": t.Winners(), "options": json.RawMessage(tb.rec.Options)})
			if err := write("event: over\ndata: %s\n\n", data); err != nil {
				return err
			}
			sentOver = true
		}
		if ended != "" {
			data, _ := json.Marshal(map[string]string{"reason": ended})
			write("event: ended\ndata: %s\n\n", data)
			return rc.Flush()
		}
		if err := rc.Flush(); err != nil {
			return err
		}
		select {
		case <-changed:
		case <-ping.C:
			if err := write(": ping\n\n"); err != nil {
				return err
			}
		case <-r.Context().Done():
			return r.Context().Err()
		case <-s.drain:
			// The client's EventSource reconnects after this, with its
			// Last-Event-ID: to another process, or to this one restarted.
			write("retry: 2000\n\n")
			return rc.Flush()
		}
	}
}

// writeCatchUp writes the events from index next on, of the moves given,
// as writeEvents does, but each told as [tabletop.Table.History] tells it:
// beside t, the game the moves led to, whose names of cells hold for every
// event before it. Only a stream's start pays for it, once.
func writeCatchUp(w io.Writer, t tabletop.Table, moves []played, next, seat int, l lang.Language, names []string) error {
	history, err := t.History(seat)
	if err != nil {
		return err
	}
	if len(moves) == 0 || history.Len() != moves[len(moves)-1].first+moves[len(moves)-1].events.Len() {
		// A history that is not the moves' (none yet): each move's own.
		return writeEvents(w, moves, next, seat, l, names)
	}
	var texts, turns []string
	for i, e := range history.All() {
		if i >= next {
			texts = append(texts, e.Narrate(l, seat, names))
			turns = append(turns, e.Turn(l, seat, names))
		}
	}
	var msg []byte
	for _, m := range moves[firstMoveFrom(moves, next):] {
		events, err := m.eventsJSON(seat)
		if err != nil {
			return err
		}
		for k, ev := range events {
			i := m.first + k
			if i < next {
				continue
			}
			index := strconv.AppendInt(nil, int64(i), 10)
			msg = append(append(append(msg[:0], "id: "...), index...), "\nevent: game\ndata: "...)
			msg = append(appendEventMessage(msg, index, ev, texts[i-next], turns[i-next]), "\n\n"...)
			if _, err := w.Write(msg); err != nil {
				return err
			}
		}
	}
	return nil
}

// firstMoveFrom returns the index of the first of moves with an event at
// or after next (len(moves) if none).
func firstMoveFrom(moves []played, next int) int {
	i := len(moves)
	for lo, hi := 0, len(moves); lo < hi; {
		mid := (lo + hi) / 2
		if m := moves[mid]; m.first+m.events.Len() > next {
			i, hi = mid, mid
		} else {
			lo = mid + 1
		}
	}
	return i
}

// writeEvents writes the events from index next on, of the moves given,
// as seat sees them, narrated in l: each move's messages are made once,
// for every stream of the same seat and language.
func writeEvents(w io.Writer, moves []played, next, seat int, l lang.Language, names []string) error {
	for _, m := range moves[firstMoveFrom(moves, next):] {
		msgs, err := m.messages(seat, l, names)
		if err != nil {
			return err
		}
		from := 0
		if next > m.first {
			from = msgs.starts[next-m.first]
		}
		if _, err := w.Write(msgs.text[from:]); err != nil {
			return err
		}
	}
	return nil
}

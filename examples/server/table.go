package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"strconv"
	"sync"
	"time"

	"github.com/tabletopgo/tabletop"
)

// table is one game on the server: its seats, its current Table, and
// every accepted move with the events it caused.
type table struct {
	id       string
	game     string
	options  json.RawMessage // every default filled in
	created  time.Time
	seats    []seatSpec
	botDelay time.Duration
	bots     []*tabletop.Bot // by seat; nil for a human; used only by the table's bot goroutine

	// moving serializes the table's moves, and is held through the sync
	// of a move's log; mu guards what readers (views, streams) take, and
	// is held only to publish a move, so that no reader waits for a sync.
	// t, moves, events and changed change under both, so a mover
	// reads them under moving alone; file, size and broken are a mover's
	// only.
	moving  sync.Mutex
	mu      sync.Mutex
	t       tabletop.Table
	moves   []played      // every accepted move, oldest first
	events  int           // the events of all moves
	changed chan struct{} // closed, and replaced, at every accepted move
	file    *os.File      // the log, open for appending; nil in memory
	size    int64         // the log's length after its last whole move
	broken  error         // set when the log could not be written: no more moves

	wake chan struct{} // tells the bots' goroutine to look again
}

// played is an accepted move: the index of its first event in the game's
// log, and its events, which each seat sees redacted.
type played struct {
	first  int
	events tabletop.Events
}

// snapshot returns the table's game, its moves and its number of events.
// The game and the moves are immutable values, safe to use unlocked.
func (tb *table) snapshot() (tabletop.Table, []played, int) {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	return tb.t, tb.moves, tb.events
}

// makeBots makes the bots of the table's bot seats.
func (tb *table) makeBots() error {
	tb.bots = make([]*tabletop.Bot, len(tb.seats))
	for i, st := range tb.seats {
		if st.Player != "bot" {
			continue
		}
		b, err := tabletop.NewBot(tb.game, st.Bot, st.Options)
		if err != nil {
			return errorf(http.StatusBadRequest, "seat %d: %v", i, err)
		}
		tb.bots[i] = b
	}
	return nil
}

// play plays move, JSON (its notation as a string, or its object), for
// seat. The move's events are in the log, synced, before it is accepted:
// an accepted move survives a crash. An illegal move gets a 409 and
// changes nothing.
func (tb *table) play(seat int, move json.RawMessage) (tabletop.Table, tabletop.Events, error) {
	tb.moving.Lock()
	defer tb.moving.Unlock()
	if tb.broken != nil {
		return tb.t, tabletop.Events{}, errorf(http.StatusServiceUnavailable, "this table's log cannot be written; it takes no more moves")
	}
	next, events, err := tb.t.PlayJSON(seat, move)
	if err != nil {
		if errors.Is(err, tabletop.ErrIllegalMove) {
			return tb.t, tabletop.Events{}, errorf(http.StatusConflict, "%v", err)
		}
		return tb.t, tabletop.Events{}, errorf(http.StatusBadRequest, "%v", err)
	}
	if tb.file != nil && events.Len() > 0 {
		if err := tb.appendMove(events, seat, move); err != nil {
			return tb.t, tabletop.Events{}, err
		}
	}

	tb.mu.Lock()
	tb.t = next
	if events.Len() > 0 {
		tb.moves = append(tb.moves, played{first: tb.events, events: events})
		tb.events += events.Len()
	}
	close(tb.changed)
	tb.changed = make(chan struct{})
	tb.mu.Unlock()

	select {
	case tb.wake <- struct{}{}:
	default:
	}
	return next, events, nil
}

// observeSync, if set, is told how long each move's write and sync took
// (the load benchmark sets it).
var observeSync func(time.Duration)

// header is the first line of a table's log.
type header struct {
	Tabletop   int             `json:"tabletop"` // the log format's version: 1
	ID         string          `json:"id"`
	Game       string          `json:"game"`
	Options    json.RawMessage `json:"options"`
	Seats      []seatSpec      `json:"seats"`
	BotDelayMs int64           `json:"botDelayMs"`
	Created    time.Time       `json:"created"`
}

// logLine is a line of a table's log after the header: one event. The
// first event of a move also names the move, its seat and how many events
// it caused, so that a move cut short by a crash is known, and so that the
// server can replay the moves to redact old events for a seat.
type logLine struct {
	I     int             `json:"i"`
	Seat  *int            `json:"seat,omitempty"`
	Move  json.RawMessage `json:"move,omitempty"`
	N     int             `json:"n,omitempty"`
	Event json.RawMessage `json:"event"`
}

// create makes the table's log in dir, with its header, synced.
func (tb *table) create(dir string) error {
	f, err := os.OpenFile(logPath(dir, tb.id), os.O_WRONLY|os.O_CREATE|os.O_EXCL|os.O_APPEND, 0o600)
	if err != nil {
		return fmt.Errorf("creating the log of table %s: %w", tb.id, err)
	}
	h := header{Tabletop: 1, ID: tb.id, Game: tb.game, Options: tb.options, Seats: tb.seats,
		BotDelayMs: tb.botDelay.Milliseconds(), Created: tb.created}
	line, err := json.Marshal(h)
	if err == nil {
		line = append(line, '\n')
		_, err = f.Write(line)
	}
	if err == nil {
		err = f.Sync()
	}
	if err == nil {
		err = syncDir(dir)
	}
	if err != nil {
		f.Close()
		os.Remove(logPath(dir, tb.id))
		return fmt.Errorf("writing the log of table %s: %w", tb.id, err)
	}
	tb.file, tb.size = f, int64(len(line))
	return nil
}

// appendMove writes the whole events of a move in one write, and syncs
// them. If that fails the log is cut back to its last whole move and the
// move is refused; if even that fails the table takes no more moves.
func (tb *table) appendMove(events tabletop.Events, seat int, move json.RawMessage) error {
	log, err := events.Log()
	if err != nil {
		return err
	}
	// The lines are logLine's JSON, written by hand: the events are JSON
	// that the handle marshalled, and encoding/json would check them again.
	var buf []byte
	n := len(log)
	for k, ev := range log {
		buf = append(buf, `{"i":`...)
		buf = strconv.AppendInt(buf, int64(tb.events+k), 10)
		if k == 0 {
			buf = append(buf, `,"seat":`...)
			buf = strconv.AppendInt(buf, int64(seat), 10)
			buf = append(buf, `,"move":`...)
			buf = append(buf, compactJSON(move)...)
			buf = append(buf, `,"n":`...)
			buf = strconv.AppendInt(buf, int64(n), 10)
		}
		buf = append(buf, `,"event":`...)
		buf = append(buf, ev...)
		buf = append(buf, "}\n"...)
	}
	start := time.Now()
	_, err = tb.file.Write(buf)
	if err == nil {
		err = tb.file.Sync()
	}
	if observeSync != nil {
		observeSync(time.Since(start))
	}
	if err != nil {
		if terr := tb.file.Truncate(tb.size); terr != nil {
			tb.broken = errors.Join(err, terr)
		}
		return fmt.Errorf("table %s: writing the log: %w", tb.id, err)
	}
	tb.size += int64(len(buf))
	return nil
}

// close closes the table's log.
func (tb *table) close() error {
	tb.moving.Lock()
	defer tb.moving.Unlock()
	tb.mu.Lock()
	defer tb.mu.Unlock()
	if tb.file == nil {
		return nil
	}
	err := tb.file.Close()
	tb.file = nil
	if tb.broken == nil {
		tb.broken = errors.New("closed")
	}
	return err
}

package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/bits"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/tabletopgo/tabletop"
)

// table is a game the server holds in its cache: its record, its current
// Table, and every accepted move with the events it caused. The store is
// the log of record; a table is rebuilt from it by replaying the moves
// (no bot runs for that: see botFor), and catches up with it when another
// writer got there first.
type table struct {
	rec      tableRecord
	id       string
	botDelay time.Duration
	seed     uint64 // the deal's seed: bots derive theirs from it
	hidden   []byte // `"seed":"N"`, as views show it, hidden until the end
	memOnly  bool   // a game loaded from a position (the leak tests'): never stored

	// moving serializes the table's moves, and is held through the
	// store's append; mu guards what readers (views, streams) take, and
	// is held only to publish a move, so that no reader waits for a
	// store. t, moves, events, updated and changed change under both, so
	// a mover reads them under moving alone.
	moving  sync.Mutex
	mu      sync.Mutex
	t       tabletop.Table
	moves   []played      // every accepted move, oldest first
	waiting uint64        // the seats whose player has not moved yet, the creator's aside (see summary.OpenSeats), a bit each
	events  int           // the events of all moves
	updated time.Time     // the last move's time, or the creation's
	changed chan struct{} // closed at the next change, made when a stream waits for one (see changes)
	views   viewCache     // the views of t that were asked for
	ended   string        // why the table left play (deleted, closed, server stopping); "" while in it

	// stale is set when another process announced a move that the table
	// may lack and nothing streams or plays it: the next request catches
	// it up first, rather than every announcement.
	stale atomic.Bool

	// hinting is set while a Hint is thought over for the table: one at
	// a time, so that a seat's repeated clicks take one bot worker.
	hinting atomic.Bool

	// Under the server's cache lock.
	pins     int       // the streams and the bot runner that use it: it stays in the cache
	streams  int       // the open streams
	lastUsed time.Time // for the cache's eviction

	wake   chan struct{}      // tells the bots' goroutine to look again
	cancel context.CancelFunc // ends the table's bot searches
	ctx    context.Context
}

// played is an accepted move: the index of its first event in the game's
// log, its events, which each seat sees redacted, and their JSON as the
// seats asked for it.
type played struct {
	first  int
	events tabletop.Events
	wire   *moveWire
}

// newTable makes a table of rec playing t, with no moves yet; t's words
// (labels, previews, pictures) call the seats as the narration does.
func newTable(rec tableRecord, t tabletop.Table) *table {
	tb := &table{
		rec: rec, id: rec.ID, botDelay: time.Duration(rec.BotDelayMs) * time.Millisecond,
		t: named(t, rec.Seats), updated: rec.Created, wake: make(chan struct{}, 1),
	}
	creator := true
	for i, st := range rec.Seats {
		if st.Player == "human" && !creator {
			tb.waiting |= 1 << i
		}
		creator = creator && st.Player != "human"
	}
	var o struct {
		Seed json.RawMessage `json:"seed"`
	}
	if json.Unmarshal(rec.Options, &o) == nil && len(o.Seed) > 0 {
		tb.hidden = append([]byte(`"seed":`), o.Seed...)
		var sd seedValue
		if json.Unmarshal(o.Seed, &sd) == nil {
			tb.seed = uint64(sd)
		}
	}
	return tb
}

// rebuild makes the table of rec from its moves: it opens the game and
// replays each move, checking that it gives the events the store holds.
// Any difference is damage: the table is out of play.
func rebuild(rec tableRecord, moves []moveRecord) (*table, error) {
	t, err := tabletop.Open(rec.Game, rec.Options)
	if err != nil {
		return nil, fmt.Errorf("table %s: %w: %v", rec.ID, errDamaged, err)
	}
	if len(rec.Seats) != t.Players() {
		return nil, fmt.Errorf("table %s: %w: %d seats for %d players", rec.ID, errDamaged, len(rec.Seats), t.Players())
	}
	tb := newTable(rec, t)
	if err := tb.replay(moves); err != nil {
		return nil, err
	}
	return tb, nil
}

// replay plays moves, which the store holds, after the table's own; the
// caller holds moving (or the table is not shared yet).
func (tb *table) replay(moves []moveRecord) error {
	for _, m := range moves {
		if m.First != tb.events {
			return fmt.Errorf("table %s: %w: a move at event %d after %d events", tb.id, errDamaged, m.First, tb.events)
		}
		next, events, err := tb.t.PlayJSON(m.Seat, m.Move)
		if err == nil {
			err = sameEvents(events, m.Events)
		}
		if err != nil {
			return fmt.Errorf("table %s: %w: the move at event %d: %v", tb.id, errDamaged, m.First, err)
		}
		tb.waiting &^= 1 << m.Seat
		tb.publish(next, events, time.Time{})
	}
	return nil
}

// sameEvents checks that a move replayed gives the events stored.
func sameEvents(events tabletop.Events, stored []json.RawMessage) error {
	log, err := events.Log()
	if err != nil {
		return err
	}
	if len(log) != len(stored) {
		return fmt.Errorf("it gives %d events, the log has %d", len(log), len(stored))
	}
	for k := range log {
		if !bytes.Equal(compactJSON(log[k]), compactJSON(stored[k])) {
			return fmt.Errorf("its event %d differs from the log's", k)
		}
	}
	return nil
}

// publish makes next the table's game, after a move whose events are
// events, at time at (zero: the time is unknown, a replay), tells the
// readers, and returns the move.
func (tb *table) publish(next tabletop.Table, events tabletop.Events, at time.Time) played {
	tb.mu.Lock()
	tb.t = next
	m := played{first: tb.events, events: events, wire: newMoveWire()}
	if events.Len() > 0 {
		tb.moves = append(tb.moves, m)
		tb.events += events.Len()
	}
	if !at.IsZero() {
		tb.updated = at
	}
	tb.changedLocked()
	tb.mu.Unlock()
	select {
	case tb.wake <- struct{}{}:
	default:
	}
	return m
}

// changes returns a channel closed at the table's next change, with
// tb.mu held.
func (tb *table) changes() <-chan struct{} {
	if tb.changed == nil {
		tb.changed = make(chan struct{})
	}
	return tb.changed
}

// changedLocked tells the streams waiting that the table changed, with
// tb.mu held. A move that no stream waits for makes no channel.
func (tb *table) changedLocked() {
	if tb.changed != nil {
		close(tb.changed)
		tb.changed = nil
	}
}

// end takes the table out of play for why, and tells its streams.
func (tb *table) end(why string) {
	tb.mu.Lock()
	if tb.ended == "" {
		tb.ended = why
		tb.changedLocked()
	}
	tb.mu.Unlock()
	if tb.cancel != nil {
		tb.cancel()
	}
}

// endedWhy returns why the table left play, or "" while it is in it.
func (tb *table) endedWhy() string {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	return tb.ended
}

// snapshot returns the table's game, its moves and its number of events.
// The game and the moves are immutable values, safe to use unlocked.
func (tb *table) snapshot() (tabletop.Table, []played, int) {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	return tb.t, tb.moves, tb.events
}

// summary returns the table's summary with game t after a move at time at,
// the seats in waiting still open to a stranger.
func (tb *table) summary(t tabletop.Table, moves int, at time.Time, waiting uint64) summary {
	toMove := t.ToMove()
	open := 0
	if !t.Over() {
		open = bits.OnesCount64(waiting)
	}
	return summary{ID: tb.id, Game: tb.rec.Game, Players: len(tb.rec.Seats), ToMove: toMove, Over: t.Over(),
		Moves: moves, OpenSeats: open, Created: tb.rec.Created, Updated: at,
		BotToMove: !t.Over() && toMove >= 0 && tb.rec.Seats[toMove].Player == "bot"}
}

// play plays move, JSON (its notation as a string, or its object), for
// seat: once the store holds it, it is accepted. An illegal move gets a
// 409 and changes nothing. When another writer stored a move first, the
// table catches up and checks the move again, a few times at most. It
// returns the table's new game and the move.
func (s *server) play(ctx context.Context, tb *table, seat int, move json.RawMessage) (tabletop.Table, played, error) {
	tb.moving.Lock()
	defer tb.moving.Unlock()
	caughtUp := false
	for range 3 {
		if why := tb.endedWhy(); why != "" {
			return tb.t, played{}, errorf(http.StatusGone, "this table is %s: it takes no more moves", why)
		}
		if s.abandoned(tb.t, tb.updated) {
			return tb.t, played{}, errorf(http.StatusGone, "this table was closed: no move for %v", s.cfg.idle)
		}
		next, events, err := tb.t.PlayJSON(seat, move)
		if err != nil {
			if errors.Is(err, tabletop.ErrIllegalMove) && s.shared != nil && !caughtUp {
				// The table may be behind the store: another process's
				// move, whose notification is on its way, may be what
				// makes this one legal.
				caughtUp = true
				if err := s.catchUpLocked(ctx, tb); err != nil {
					return tb.t, played{}, err
				}
				continue
			}
			if errors.Is(err, tabletop.ErrIllegalMove) {
				return tb.t, played{}, refusal(err, tb.names())
			}
			return tb.t, played{}, errorf(http.StatusBadRequest, "%v", err)
		}
		at := time.Now().UTC().Truncate(time.Millisecond)
		if !tb.memOnly && events.Len() > 0 {
			err = s.append(tb, seat, move, next, events, at)
		}
		if errors.Is(err, errConflict) {
			if err := s.catchUpLocked(ctx, tb); err != nil {
				return tb.t, played{}, err
			}
			continue
		}
		if err != nil {
			return tb.t, played{}, err
		}
		tb.waiting &^= 1 << seat
		return next, tb.publish(next, events, at), nil
	}
	return tb.t, played{}, busy(http.StatusServiceUnavailable, time.Second, "this table is busy with other moves; try again")
}

// append stores a move, timing it. The append is not cut short by the
// request's end: a move half stored helps nobody. Its context is none of
// a request's (no store reads a request's values), where a request's
// without its cancellation was one allocation a move.
func (s *server) append(tb *table, seat int, move json.RawMessage, next tabletop.Table, events tabletop.Events, at time.Time) error {
	m := moveRecord{First: tb.events, Seat: seat, Move: compactJSON(move), played: events}
	start := time.Now()
	err := s.store.Append(context.Background(), tb.id, m, tb.summary(next, len(tb.moves)+1, at, tb.waiting&^(1<<seat)))
	d := time.Since(start)
	s.metrics.syncSeconds.Observe(d.Seconds())
	if observeSync != nil {
		observeSync(d)
	}
	if errors.Is(err, errNotFound) {
		s.drop(tb, "deleted")
	}
	return err
}

// observeSync, if set, is told how long each move's append took (the load
// benchmark sets it).
var observeSync func(time.Duration)

// catchUp plays the moves the store has and the table lacks (another
// process's, after a change notification).
func (s *server) catchUp(ctx context.Context, tb *table) error {
	tb.moving.Lock()
	defer tb.moving.Unlock()
	return s.catchUpLocked(ctx, tb)
}

// heardStore is a shared store whose notifications may carry the moves
// they announce (the PostgreSQL store's): Heard returns table id's moves
// from event from on as the notifications heard since carried them,
// false when they do not reach back to from.
type heardStore interface {
	Heard(id string, from int) ([]moveRecord, bool)
}

// catchUpHeard is catchUp for a table that a notification marked stale:
// the moves that the store heard announced, when it has them all, make a
// read of the store (a statement and its round trip) needless. A table
// is then as its last notification heard left it, as a read made when
// the notification came would have left it.
func (s *server) catchUpHeard(ctx context.Context, tb *table) error {
	tb.moving.Lock()
	defer tb.moving.Unlock()
	if h, ok := s.store.(heardStore); ok {
		if moves, ok := h.Heard(tb.id, tb.events); ok {
			return s.replayCaughtUp(tb, moves)
		}
	}
	return s.catchUpLocked(ctx, tb)
}

func (s *server) catchUpLocked(ctx context.Context, tb *table) error {
	moves, err := s.store.Moves(ctx, tb.id, tb.events)
	if errors.Is(err, errNotFound) {
		s.drop(tb, "deleted")
	}
	if err != nil {
		return err
	}
	return s.replayCaughtUp(tb, moves)
}

// replayCaughtUp plays moves, the store's, on tb: a table whose moves do
// not replay is out of play.
func (s *server) replayCaughtUp(tb *table, moves []moveRecord) error {
	if err := tb.replay(moves); err != nil {
		s.log.Error("a table's log does not replay; the table is out of play", "table", tb.id, "err", err)
		s.mu.Lock()
		s.damaged[tb.id] = err
		s.mu.Unlock()
		s.drop(tb, "out of play")
		return err
	}
	return nil
}

// check reports whether token is the seat's, comparing the hashes in constant
// time. A bot's seat has no token, and no token opens it.
func (sp *seatSpec) check(token string) bool {
	return checkHash(sp.TokenHash, token)
}

// checkHash reports whether token's SHA-256 is the hex hash want.
func checkHash(want, token string) bool {
	var w [sha256.Size]byte // on the stack: a request allocates nothing here
	if len(want) != hex.EncodedLen(sha256.Size) {
		return false
	}
	if _, err := hex.Decode(w[:], []byte(want)); err != nil {
		return false
	}
	got := sha256.Sum256([]byte(token))
	return subtle.ConstantTimeCompare(got[:], w[:]) == 1
}

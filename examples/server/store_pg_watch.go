package main

import (
	"context"
	"encoding/json"
	"strconv"
	"time"

	"github.com/jackc/pgx/v5"
)

// pgNotice is the payload of a notification: a table's id and its count
// of events after a move, or its deletion.
type pgNotice struct {
	ID      string `json:"id"`
	Events  int    `json:"events,omitempty"`
	Deleted bool   `json:"deleted,omitempty"`
	// Seat, Move and Log are the move that brought the table to Events,
	// as its rows of the events table hold it (its events' JSON in Log),
	// when the notice fits in a payload (pgPayloadMax): a process that
	// holds the table just before the move plays it from the notice,
	// without reading it back (see pgStore.Heard).
	Seat int               `json:"seat,omitempty"`
	Move json.RawMessage   `json:"move,omitempty"`
	Log  []json.RawMessage `json:"log,omitempty"`
}

// pgPayloadMax is the longest payload sent with a move's events: a
// NOTIFY's payload must be shorter than 8,000 bytes. A longer notice
// names the table and its count alone, and its listeners read the move.
const pgPayloadMax = 7900

// appendNotice appends the payload of a move's notification: table id
// after m, with the move when it fits in pgPayloadMax. It is written by
// hand, not by json.Marshal, which would escape the move's and the
// events' '<', '>' and '&' and so change their bytes: a listener must
// hold the very text that the events table holds.
func appendNotice(dst []byte, id string, m moveRecord) []byte {
	dst = append(dst, `{"id":`...)
	quoted, _ := json.Marshal(id) // a string always marshals
	dst = append(dst, quoted...)
	dst = append(dst, `,"events":`...)
	dst = strconv.AppendInt(dst, int64(m.First+len(m.Events)), 10)
	short := len(dst)
	dst = append(dst, `,"seat":`...)
	dst = strconv.AppendInt(dst, int64(m.Seat), 10)
	dst = append(append(dst, `,"move":`...), compactJSON(m.Move)...)
	dst = append(dst, `,"log":[`...)
	for k, e := range m.Events {
		if k > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, e...)
	}
	dst = append(dst, "]}"...)
	if len(dst) > pgPayloadMax {
		return append(dst[:short], '}')
	}
	return dst
}

// pgChannel is the channel of the NOTIFY that a move or a deletion sends,
// with a pgNotice as its payload.
const pgChannel = "tabletop_tables"

// Watch LISTENs on a connection of its own. When the connection drops it
// reconnects (waiting a little longer after each failure, up to a second),
// and then calls changed for every table updated since a minute before
// the connection was lost, so that the server catches up on what was sent
// while nobody listened. (A minute covers the difference between the
// clocks of the processes that write the summaries' times.)
func (p *pgStore) Watch(ctx context.Context, changed func(id string)) error {
	var lost time.Time // when the last connection was lost; zero before the first
	wait := 10 * time.Millisecond
	for {
		err := p.listen(ctx, changed, func() {
			if !lost.IsZero() {
				// The moves heard before may lack those sent while
				// nobody listened: every table reads its moves.
				p.mu.Lock()
				clear(p.heard)
				p.mu.Unlock()
				p.catchUp(ctx, lost.Add(-time.Minute), changed)
			}
			wait = 10 * time.Millisecond
		})
		if ctx.Err() != nil {
			return nil
		}
		if lost.IsZero() || wait == 10*time.Millisecond {
			lost = time.Now()
		}
		p.log.Warn("listening to the other processes failed; reconnecting", "err", err, "in", wait)
		select {
		case <-time.After(wait):
		case <-ctx.Done():
			return nil
		}
		wait = min(2*wait, time.Second)
	}
}

// listen connects, LISTENs, calls ready, and calls changed for every
// notification until the connection fails or ctx is done.
func (p *pgStore) listen(ctx context.Context, changed func(string), ready func()) error {
	conn, err := pgx.ConnectConfig(ctx, p.cfg)
	if err != nil {
		return err
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(ctx, "listen "+pgChannel); err != nil {
		return err
	}
	ready()
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		if id := p.notice(n.Payload); id != "" {
			changed(id)
		}
	}
}

// notice reads a notification's payload and returns the table to catch
// up, or "" for a move of this process's own. The move another process
// sent with its notice is kept for Heard.
func (p *pgStore) notice(payload string) string {
	var n pgNotice
	if json.Unmarshal([]byte(payload), &n) != nil {
		p.log.Warn("a notification that is not the server's", "payload", truncate(payload))
		return ""
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if n.Deleted {
		delete(p.mine, n.ID)
		delete(p.heard, n.ID)
		return n.ID
	}
	mine, ok := p.mine[n.ID]
	if ok && n.Events <= mine {
		// This process's own move, or one it caught up with to make its
		// own: the table here has it, and the moves heard before it are
		// of no more use.
		if n.Events == mine {
			delete(p.mine, n.ID)
		}
		delete(p.heard, n.ID)
		return ""
	}
	p.hear(n)
	return n.ID
}

// hear keeps the move of notice n, after the table's moves heard before
// it when it follows them, with p.mu held. A notice without its move (too
// long for a payload) leaves a gap, which only a read of the moves fills.
func (p *pgStore) hear(n pgNotice) {
	h := p.heard[n.ID]
	if n.Move == nil {
		h = heardMoves{end: n.Events}
	} else {
		m := moveRecord{First: n.Events - len(n.Log), Seat: n.Seat, Move: n.Move, Events: n.Log}
		if h.end != m.First || len(h.moves) >= pgHeardMoves {
			h.moves = nil
		}
		h = heardMoves{moves: append(h.moves, m), end: n.Events}
	}
	if _, known := p.heard[n.ID]; p.heard == nil || !known && len(p.heard) >= pgMine {
		p.heard = map[string]heardMoves{}
	}
	p.heard[n.ID] = h
}

// heardMoves is what the notifications heard of a table said: its count
// of events after the last one, and the moves they carried up to it, in
// order, with no gap between them (none when the last notice could not
// carry its move).
type heardMoves struct {
	moves []moveRecord
	end   int
}

// pgHeardMoves bounds the moves heard and kept for one table that no
// request asked for: past it, the table reads its moves from the store.
const pgHeardMoves = 64

// Heard returns the moves of table id from event from on, as the
// notifications heard since the table was at from carried them, up to
// the last one heard: none when the table has every move they announced
// (it read them, say, to make a move of its own), false when they do not
// reach back to from (a notice too long to carry its move, a
// reconnection, a table not heard of), and the server then reads them
// (Moves). Taken, they are forgotten.
//
// They are the table as its last notification heard left it, which is
// what the server catches up to when that notification marks the table
// stale: a move stored since, whose notification is still on its way,
// is read by Moves when a move conflicts with it.
func (p *pgStore) Heard(id string, from int) ([]moveRecord, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	h, ok := p.heard[id]
	if !ok {
		return nil, false
	}
	if from >= h.end {
		delete(p.heard, id)
		p.heardTaken.Add(1)
		return nil, true
	}
	for k, m := range h.moves {
		if m.First == from {
			delete(p.heard, id)
			p.heardTaken.Add(1)
			return h.moves[k:], true
		}
	}
	return nil, false
}

// catchUp calls changed for every table updated since since.
func (p *pgStore) catchUp(ctx context.Context, since time.Time, changed func(string)) {
	rows, err := p.pool.Query(ctx, "select id from tables where updated >= $1", since.UnixNano())
	if err != nil {
		p.log.Warn("catching up after a reconnection failed", "err", err)
		return
	}
	ids, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		p.log.Warn("catching up after a reconnection failed", "err", err)
		return
	}
	for _, id := range ids {
		changed(id)
	}
}

func (p *pgStore) Lease(ctx context.Context, id string, d time.Duration) (bool, error) {
	if badID(id) {
		return false, nil
	}
	tag, err := p.pool.Exec(ctx, `insert into bot_leases (table_id, owner, expires)
		select $1, $2, now() + $3 * interval '1 millisecond' where exists (select 1 from tables where id = $1)
		on conflict (table_id) do update set owner = excluded.owner, expires = excluded.expires
		where bot_leases.expires < now() or bot_leases.owner = excluded.owner`,
		id, p.owner, d.Milliseconds())
	if err != nil {
		return false, err
	}
	return tag.RowsAffected() == 1, nil
}

func (p *pgStore) Release(ctx context.Context, id string) error {
	_, err := p.pool.Exec(ctx, "delete from bot_leases where table_id = $1 and owner = $2", id, p.owner)
	return err
}

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"maps"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// pgNotice is the payload of a notification: a table's id and its count
// of events after a move, or its deletion.
type pgNotice struct {
	ID      string `json:"id"`
	Events  int    `json:"events,omitempty"`
	Deleted bool   `json:"deleted,omitempty"`
}

// pgChannel is the channel of the NOTIFY that a move or a deletion sends,
// with a pgNotice as its payload.
const pgChannel = "tabletop_tables"

// pgSweep is how often Watch compares the tables' counts of events with
// the notifications heard (see sweep).
const pgSweep = time.Second

// pgSkew covers the difference between the clocks of the processes that
// write the summaries' times, by which Watch's catch-ups find the tables
// that moved.
const pgSkew = time.Minute

// Watch LISTENs on a connection of its own. When the connection drops it
// reconnects (waiting a little longer after each failure, up to a second),
// and then calls changed for every table updated since a minute before
// the connection was lost (pgSkew), so that the server catches up on what
// was sent while nobody listened. Every pgSweep meanwhile it sweeps for the
// moves whose notification never came.
func (p *pgStore) Watch(ctx context.Context, changed func(id string)) error {
	var lost time.Time // when the last connection was lost; zero before the first
	wait := 10 * time.Millisecond
	for {
		err := p.listen(ctx, changed, func() {
			if !lost.IsZero() {
				p.catchUp(ctx, lost.Add(-pgSkew), changed)
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

// listen connects, LISTENs, sends the unsent notices, calls ready, and
// calls changed for every notification and every table a sweep finds
// behind, until the connection fails or ctx is done.
func (p *pgStore) listen(ctx context.Context, changed func(string), ready func()) error {
	conn, err := pgx.ConnectConfig(ctx, p.cfg)
	if err != nil {
		return err
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(ctx, "listen "+pgChannel); err != nil {
		return err
	}
	if err := p.sendUnsent(ctx, conn); err != nil {
		return err
	}
	ready()
	for {
		// Notifications until the sweep's time: pgx's wait, cut short by
		// its context's deadline, leaves the connection as it was (it
		// closes it on other errors only).
		wait, cancel := context.WithTimeout(ctx, pgSweep)
		err := p.notices(wait, conn, changed)
		cancel()
		if ctx.Err() != nil || !errors.Is(err, context.DeadlineExceeded) {
			return err
		}
		if err := p.sendUnsent(ctx, conn); err != nil {
			return err
		}
		if err := p.sweep(ctx, conn, changed); err != nil {
			return err
		}
	}
}

// notices calls changed for every notification on conn until an error,
// ctx's among them.
func (p *pgStore) notices(ctx context.Context, conn *pgx.Conn, changed func(string)) error {
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

// pgSweepSQL is a sweep's query: the counts of events of the tables
// updated since $1.
const pgSweepSQL = "select id, events from tables where updated >= $1"

// sweep calls changed for every table whose count of events in the
// database was ahead of the notifications heard at the last sweep and
// still is: a move whose NOTIFY never came, its process having died
// between the move's commit and its NOTIFY (see append). Ahead at one
// sweep only is a move whose notification is on its way. It looks at the
// tables updated in the last pgSkew, and forgets what it heard of the
// others.
func (p *pgStore) sweep(ctx context.Context, conn *pgx.Conn, changed func(string)) error {
	rows, err := conn.Query(ctx, pgSweepSQL, time.Now().Add(-pgSkew).UnixNano())
	if err != nil {
		return err
	}
	counts := map[string]int{}
	var (
		id     string
		events int
	)
	if _, err := pgx.ForEachRow(rows, []any{&id, &events}, func() error {
		counts[id] = events
		return nil
	}); err != nil {
		return err
	}
	var behind []string
	ahead := map[string]int{}
	p.mu.Lock()
	for id, events := range counts {
		switch {
		case events <= p.heard[id]:
		case p.ahead[id] == events:
			behind = append(behind, id)
			p.heard[id] = events
		default:
			ahead[id] = events
		}
	}
	for id := range p.heard {
		if _, ok := counts[id]; !ok {
			delete(p.heard, id)
		}
	}
	p.ahead = ahead
	p.mu.Unlock()
	for _, id := range behind {
		changed(id)
	}
	return nil
}

// sendUnsent sends on conn the notices whose NOTIFY failed after their
// move was stored (see append). Those of this process come back to it as
// another's, and it catches up with its own move, which its table lacks.
func (p *pgStore) sendUnsent(ctx context.Context, conn *pgx.Conn) error {
	p.mu.Lock()
	unsent := maps.Clone(p.unsent)
	p.mu.Unlock()
	for id, payload := range unsent {
		_, err := conn.Exec(ctx, pgAnnounce, pgChannel, string(payload))
		var refused *pgconn.PgError
		if errors.As(err, &refused) {
			// Not the connection's failure: sent again it would fail
			// again. The sweeps of the other processes find the move.
			p.log.Warn("a move's notification was refused", "payload", truncate(string(payload)), "err", err)
		} else if err != nil {
			return err
		}
		p.mu.Lock()
		if bytes.Equal(p.unsent[id], payload) {
			delete(p.unsent, id)
		}
		p.mu.Unlock()
	}
	return nil
}

// notice reads a notification's payload and returns the table to catch
// up, or "" for a move of this process's own.
func (p *pgStore) notice(payload string) string {
	var n pgNotice
	if json.Unmarshal([]byte(payload), &n) != nil {
		p.log.Warn("a notification that is not the server's", "payload", truncate(payload))
		return ""
	}
	p.mu.Lock()
	if n.Deleted {
		delete(p.mine, n.ID)
		delete(p.heard, n.ID)
		p.mu.Unlock()
		return n.ID
	}
	p.heard[n.ID] = max(p.heard[n.ID], n.Events)
	mine, ok := p.mine[n.ID]
	if ok && n.Events <= mine {
		// This process's own move, or one it caught up with to make its
		// own.
		if n.Events == mine {
			delete(p.mine, n.ID)
		}
		p.mu.Unlock()
		return ""
	}
	p.mu.Unlock()
	return n.ID
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

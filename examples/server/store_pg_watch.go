package main

import (
	"context"
	"encoding/json"
	"time"

	"github.com/jackc/pgx/v5"
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
		p.mu.Unlock()
		return n.ID
	}
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

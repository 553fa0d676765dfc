package main

// This file holds the PostgreSQL store's append: a move's one statement
// (see pgStore), its NOTIFY with it.

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// pgAppend is a move's statement: the table's count of events moves on
// only if it is the move's first index, its summary with it; then the
// events go in (the first with the move), and the NOTIFY is sent, all in
// one transaction. It returns one row when the move is in, none when the
// table had moved on or is gone.
const pgAppend = `
with moved as (
	update tables set events = $2 + cardinality($5::text[]),
		to_move = $6, over = $7, moves = $8, updated = $9, bot_to_move = $10, open_seats = $13
	where id = $1 and events = $2
	returning id
), ins as (
	insert into events (table_id, i, seat, move, n, event)
	select $1, $2 + k - 1,
		case when k = 1 then $3::integer end,
		case when k = 1 then $4::text end,
		case when k = 1 then cardinality($5::text[]) end,
		e
	from unnest($5::text[]) with ordinality as u(e, k), moved
	returning 1
)
select pg_notify($11, $12) from (select count(*) as c from ins) x where x.c > 0`

func (p *pgStore) Append(ctx context.Context, id string, m moveRecord, after summary) error {
	if badID(id) {
		return notFound(id)
	}
	m, err := m.logged()
	if err != nil {
		return err
	}
	if len(m.Events) == 0 {
		return fmt.Errorf("table %s: a move with no events is not stored", id)
	}
	evs := make([]string, len(m.Events))
	for i, e := range m.Events {
		evs[i] = string(e)
	}
	end := m.First + len(m.Events)
	payload := appendNotice(nil, id, m)
	// Noted before the statement: its notification may come back before
	// the statement's answer does.
	p.mu.Lock()
	if len(p.mine) >= pgMine {
		clear(p.mine)
	}
	p.mine[id] = end
	p.mu.Unlock()
	err = p.append(ctx, id, m, evs, after, payload)
	if err != nil {
		p.mu.Lock()
		if p.mine[id] == end {
			delete(p.mine, id)
		}
		p.mu.Unlock()
	}
	return err
}

// append runs a move's statement.
func (p *pgStore) append(ctx context.Context, id string, m moveRecord, evs []string, after summary, payload []byte) error {
	n, err := countRows(p.pool.Query(ctx, pgAppend, id, m.First, m.Seat, string(compactJSON(m.Move)), evs,
		after.ToMove, after.Over, after.Moves, after.Updated.UnixNano(), after.BotToMove, pgChannel, string(payload), after.OpenSeats))
	if isCode(err, "23505") {
		// Rows the count did not know of: only a hand in the database
		// makes those.
		return fmt.Errorf("table %s: event %d exists already: %w", id, m.First, errConflict)
	} else if err != nil {
		return err
	}
	if n == 1 {
		return nil
	}
	var events int
	err = p.pool.QueryRow(ctx, "select events from tables where id = $1", id).Scan(&events)
	if errors.Is(err, pgx.ErrNoRows) {
		return notFound(id)
	}
	if err != nil {
		return err
	}
	return fmt.Errorf("table %s: a move at event %d, but the log has %d events: %w", id, m.First, events, errConflict)
}

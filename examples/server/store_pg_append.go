package main

// This file holds the PostgreSQL store's append: a move's one statement
// (see pgStore), then its NOTIFY in a transaction of its own.

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// pgAppend is a move's statement: the table's count of events moves on
// only if it is the move's first index, its summary with it; then the
// events go in (the first with the move), all in one transaction. It
// returns one row when the move is in, none when the table had moved on
// or is gone.
const pgAppend = `
with moved as (
	update tables set events = $2 + cardinality($5::text[]),
		to_move = $6, over = $7, moves = $8, updated = $9, bot_to_move = $10, open_seats = $11
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
select 1 from (select count(*) as c from ins) x where x.c > 0`

// pgAnnounce tells the other processes of a move (pgNotice), after its
// statement committed and before its mover is answered; see pgStore.append.
const pgAnnounce = "select pg_notify($1, $2)"

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
	payload, err := json.Marshal(pgNotice{ID: id, Events: end})
	if err != nil {
		return err
	}
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

// append runs a move's statement and then, on the same connection, its
// NOTIFY: the other processes are told of a move before its mover is
// answered, as when the NOTIFY was in the move's transaction, but not in
// that transaction, for PostgreSQL serializes the commits of the
// transactions that notify. A notifying transaction takes one lock of the
// whole cluster at its commit (PreCommit_Notify) and keeps it to its end,
// through its commit's WAL flush: with the NOTIFY in the move's statement
// the three processes' moves committed one flush after another, never
// sharing one, and waited in line for each other (issue 41). Alone, the
// NOTIFY's transaction writes nothing to the WAL before its commit record,
// so PostgreSQL commits it without waiting for a flush
// (RecordTransactionCommit: no flush unless the transaction wrote WAL of
// its own) and holds the lock only for that instant, while the move's
// commit flushes without it, sharing a flush with the others'.
//
// Between the move's commit and its NOTIFY there is now a moment when the
// move is in and nobody has been told. If the NOTIFY fails there (the
// connection lost, the database stopping), announce tries once more on
// another connection; failing that, append returns an error, so that no
// mover is answered before the other processes could know of its move
// (the move stays in: as when a commit's answer is lost, its client
// reading the table again finds it there), and the notice waits in
// pgStore.unsent for Watch to send it at its next sweep or on its next
// connection (this process then hears of its own move as another's, and
// catches up with it: its table was not told of it). A process that dies
// in that moment answers nobody, and tells nobody: the others catch up with
// that table at its next notification, which any later move of it sends
// (a process that plays a move on a table behind the store catches up
// first: the move is illegal or its statement finds the count moved on),
// or when Watch's sweep (pgSweep) finds the table's count ahead of the
// notifications heard, or when their watch reconnects.
func (p *pgStore) append(ctx context.Context, id string, m moveRecord, evs []string, after summary, payload []byte) error {
	conn, err := p.pool.Acquire(ctx)
	if err != nil {
		return err
	}
	defer conn.Release()
	n, err := countRows(conn.Query(ctx, pgAppend, id, m.First, m.Seat, string(compactJSON(m.Move)), evs,
		after.ToMove, after.Over, after.Moves, after.Updated.UnixNano(), after.BotToMove, after.OpenSeats))
	if isCode(err, "23505") {
		// Rows the count did not know of: only a hand in the database
		// makes those.
		return fmt.Errorf("table %s: event %d exists already: %w", id, m.First, errConflict)
	} else if err != nil {
		return err
	}
	if n == 1 {
		return p.announce(ctx, conn.Conn(), id, payload)
	}
	var events int
	err = conn.QueryRow(ctx, "select events from tables where id = $1", id).Scan(&events)
	if errors.Is(err, pgx.ErrNoRows) {
		return notFound(id)
	}
	if err != nil {
		return err
	}
	return fmt.Errorf("table %s: a move at event %d, but the log has %d events: %w", id, m.First, events, errConflict)
}

// beforeAnnounce, if set, is called between a move's commit and its
// NOTIFY (the tests set it to make the NOTIFY fail).
var beforeAnnounce func()

// announce sends a stored move's notification (payload, of table id) on
// conn, or else on another connection of the pool; failing both, it keeps
// the notice in unsent for Watch and returns an error that says the move
// is stored.
func (p *pgStore) announce(ctx context.Context, conn *pgx.Conn, id string, payload []byte) error {
	if beforeAnnounce != nil {
		beforeAnnounce()
	}
	_, err := conn.Exec(ctx, pgAnnounce, pgChannel, string(payload))
	if err == nil {
		return nil
	}
	if _, again := p.pool.Exec(ctx, pgAnnounce, pgChannel, string(payload)); again == nil {
		return nil
	}
	p.mu.Lock()
	if len(p.unsent) >= pgMine {
		// So many unsent that the database is gone for all: the other
		// processes' watches reconnect too, and catch up then.
		clear(p.unsent)
	}
	p.unsent[id] = payload
	p.mu.Unlock()
	return fmt.Errorf("table %s: the move is stored, but the other processes were not told of it: %w", id, err)
}

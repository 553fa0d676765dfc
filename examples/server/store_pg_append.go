package main

// This file holds the PostgreSQL store's append: a move's one statement
// (see pgStore), its NOTIFY with it.

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

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
	err = p.append(id, m, evs, after, payload)
	if err != nil {
		p.mu.Lock()
		if p.mine[id] == end {
			delete(p.mine, id)
		}
		p.mu.Unlock()
	}
	return err
}

// pgBatchAppend is the statement of several moves, each of another table,
// taken together: each one's as pgAppend, in one transaction, so that
// the moves that wait while a commit holds PostgreSQL's notify lock (one
// for the whole cluster, held through the commit's WAL flush, so that
// notifying transactions commit one flush after another) share the next
// commit and its flush, as a burst of notifications in one transaction.
// Each move is sent before its mover is answered, as alone. It returns
// the tables moved.
const pgBatchAppend = `
with m as (
	select * from unnest($1::text[], $2::integer[], $3::integer[], $4::text[], $5::integer[], $6::integer[],
		$7::boolean[], $8::integer[], $9::bigint[], $10::boolean[], $11::integer[], $12::text[])
		as m(id, first, seat, move, n, to_move, over, moves, updated, bot_to_move, open_seats, payload)
), moved as (
	update tables t set events = m.first + m.n,
		to_move = m.to_move, over = m.over, moves = m.moves, updated = m.updated, bot_to_move = m.bot_to_move, open_seats = m.open_seats
	from m
	where t.id = m.id and t.events = m.first
	returning t.id, m.first, m.seat, m.move, m.n, m.payload
), ins as (
	insert into events (table_id, i, seat, move, n, event)
	select e.id, mv.first + e.k - 1,
		case when e.k = 1 then mv.seat end,
		case when e.k = 1 then mv.move end,
		case when e.k = 1 then mv.n end,
		e.event
	from unnest($13::text[], $14::integer[], $15::integer[], $16::text[]) as e(id, first, k, event)
		join moved mv on mv.id = e.id and mv.first = e.first
	returning 1
)
select mv.id, pg_notify($17, mv.payload) from moved mv, (select count(*) as c from ins) x`

// pgAppending is a move waiting for its statement, and where its answer
// goes.
type pgAppending struct {
	id      string
	m       moveRecord
	evs     []string
	after   summary
	payload []byte
	done    chan error
	queued  time.Time // when it began to wait for a writer
	// batch, in the first move of a statement, are the moves its writer
	// handed it to write: itself and those waiting behind it.
	batch []*pgAppending
}

// pgWriters is how many statements of moves a process has out at once;
// pgBatchMax, how many moves one takes at most. A move waits for no
// other: the next statement takes every move waiting when the last ends,
// so that a burst, or a slow flush, gathers the moves that queue behind it
// into the next statement. One writer: a second statement out only
// waited in PostgreSQL for the first's pass through the notify lock (one
// for the whole cluster: see pgBatchAppend), holding a connection, where
// its moves now wait in the process and join the next statement. Three
// pairs of BenchmarkLoadPostgres/paced runs, one writer against two,
// alternated at load averages of 13 to 33 (2026-11-30): p50 18-86 ms
// against 82-124, p99 202-847 against 457-797.
const (
	pgWriters  = 1
	pgBatchMax = 64
)

// append stores a move through the process's writers: in a statement of
// its own when it is alone, else with the moves waiting beside it. A
// writer is the goroutine of a move, not one of its own: the move that
// finds fewer than pgWriters statements out writes its own at once, and
// a writer done hands the moves waiting since, as the next statement's,
// to the first of them, whose goroutine writes them (writeOne). So a move
// alone at a light load is stored with no hand-over between goroutines
// (where a writer's goroutine was started for it and sent its answer
// back: two wake-ups, each of which sets an idle core's thread spinning),
// and a mover waits for its own statement, never for those after it.
// Moves wait only while pgWriters statements are out.
func (p *pgStore) append(id string, m moveRecord, evs []string, after summary, payload []byte) error {
	a := &pgAppending{id: id, m: m, evs: evs, after: after, payload: payload, done: make(chan error, 1), queued: time.Now()}
	var batch []*pgAppending
	p.batchMu.Lock()
	if p.writers < pgWriters {
		p.writers++
		batch = []*pgAppending{a}
	} else {
		p.waiting = append(p.waiting, a)
	}
	p.batchMu.Unlock()
	if batch == nil {
		if err := <-a.done; err != errPGWrite {
			return err
		}
		batch = a.batch
	}
	p.writeOne(batch)
	return <-a.done
}

// errPGWrite is what the first move of the next statement is told when
// a writer hands it over (in its batch).
var errPGWrite = errors.New("write the next statement")

// writeOne writes batch's moves and answers each, then hands the moves
// waiting, as many as a statement takes, to the first of them, or is one
// writer less if none is.
func (p *pgStore) writeOne(batch []*pgAppending) {
	p.write(batch)
	p.batchMu.Lock()
	n := min(len(p.waiting), pgBatchMax)
	if n == 0 {
		p.writers--
		p.batchMu.Unlock()
		return
	}
	next := slices.Clone(p.waiting[:n])
	p.waiting = slices.Delete(p.waiting, 0, n)
	p.batchMu.Unlock()
	next[0].batch = next
	next[0].done <- errPGWrite
}

// write writes batch's moves, in one statement when they are several,
// and answers each.
func (p *pgStore) write(batch []*pgAppending) {
	start := time.Now()
	for _, a := range batch {
		p.observe(p.queued, a.queued, start)
	}
	if len(batch) > 1 {
		p.batches.Add(1)
		p.batched.Add(int64(len(batch)))
		err := p.appendBatch(batch)
		end := time.Now()
		for range batch {
			p.observe(p.run, start, end)
		}
		if err == nil {
			return
		}
		// The statement failed whole (a row that a hand put in the
		// events table, the database gone): each move alone says
		// which failed and why.
	}
	for _, a := range batch {
		start := time.Now()
		err := p.appendOne(context.Background(), a)
		p.observe(p.run, start, time.Now())
		a.done <- err
	}
}

// appendBatch runs the statement of several moves and answers each, or
// returns the statement's error, answering none.
func (p *pgStore) appendBatch(batch []*pgAppending) error {
	var (
		ids, moves, payloads, evIDs, evs                     []string
		firsts, seats, ns, toMove, count, open, evFirsts, ks []int
		over, botToMove                                      []bool
		updated                                              []int64
	)
	for _, a := range batch {
		ids = append(ids, a.id)
		firsts = append(firsts, a.m.First)
		seats = append(seats, a.m.Seat)
		moves = append(moves, string(compactJSON(a.m.Move)))
		ns = append(ns, len(a.evs))
		toMove = append(toMove, a.after.ToMove)
		over = append(over, a.after.Over)
		count = append(count, a.after.Moves)
		updated = append(updated, a.after.Updated.UnixNano())
		botToMove = append(botToMove, a.after.BotToMove)
		open = append(open, a.after.OpenSeats)
		payloads = append(payloads, string(a.payload))
		for k, e := range a.evs {
			evIDs = append(evIDs, a.id)
			evFirsts = append(evFirsts, a.m.First)
			ks = append(ks, k+1)
			evs = append(evs, e)
		}
	}
	rows, err := p.pool.Query(context.Background(), pgBatchAppend, ids, firsts, seats, moves, ns, toMove,
		over, count, updated, botToMove, open, payloads, evIDs, evFirsts, ks, evs, pgChannel)
	if err != nil {
		return err
	}
	moved, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (string, error) {
		var id string
		return id, r.Scan(&id, nil) // (pg_notify's void)
	})
	if err != nil {
		return err
	}
	for _, a := range batch {
		if slices.Contains(moved, a.id) {
			a.done <- nil
		} else {
			a.done <- p.notMoved(context.Background(), a.id, a.m.First)
		}
	}
	return nil
}

// appendOne runs a move's statement of its own.
func (p *pgStore) appendOne(ctx context.Context, a *pgAppending) error {
	m, after := a.m, a.after
	n, err := countRows(p.pool.Query(ctx, pgAppend, a.id, m.First, m.Seat, string(compactJSON(m.Move)), a.evs,
		after.ToMove, after.Over, after.Moves, after.Updated.UnixNano(), after.BotToMove, pgChannel, string(a.payload), after.OpenSeats))
	if isCode(err, "23505") {
		// Rows the count did not know of: only a hand in the database
		// makes those.
		return fmt.Errorf("table %s: event %d exists already: %w", a.id, m.First, errConflict)
	} else if err != nil {
		return err
	}
	if n == 1 {
		return nil
	}
	return p.notMoved(ctx, a.id, m.First)
}

// notMoved returns why a move at event first did not move table id: the
// table is gone, or another move was stored first.
func (p *pgStore) notMoved(ctx context.Context, id string, first int) error {
	var events int
	err := p.pool.QueryRow(ctx, "select events from tables where id = $1", id).Scan(&events)
	if errors.Is(err, pgx.ErrNoRows) {
		return notFound(id)
	}
	if err != nil {
		return err
	}
	return fmt.Errorf("table %s: a move at event %d, but the log has %d events: %w", id, first, events, errConflict)
}

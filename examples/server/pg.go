package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

// The PostgreSQL store keeps the games of several server processes in one
// database: a row per table and per seat (with the hash of its token, never
// the token), and the events, append-only, a row each, keyed by (table,
// index), the first event of a move holding the move as its seat sent it
// and how many events it caused, as in a file log. A move is one statement,
// so one transaction: its events, the table's count of events, and a
// NOTIFY on pgChannel that tells the other processes. The key serializes
// two processes that append to a table at once: the second one's insert
// fails, and it reloads the table's new events and checks its move again.

// pgChannel is the channel of the NOTIFY that a move sends, with the
// payload "id count": the table and its number of events after the move.
const pgChannel = "tabletop_moves"

// pgMigrations are the schema's versions: migrations[v-1] takes a database
// from version v-1 to v. They are applied in order, each once, and never
// changed once released: a new version is a new entry.
var pgMigrations = []string{
	// 1: the tables, their seats and their events.
	`create table tables (
		id           text primary key,
		game         text not null,
		options      text not null,       -- JSON, every default filled in, as the handle wrote it
		bot_delay_ms bigint not null,
		created      timestamptz not null,
		events       integer not null default 0 -- the events of all moves: the next event's index
	);
	create table seats (
		table_id   text not null references tables (id) on delete cascade,
		seat       integer not null,
		player     text not null,            -- human or bot
		bot        text not null default '',
		options    text,                     -- the bot's options, JSON
		token_hash text not null default '', -- a human's: the SHA-256 of its token, in hex
		primary key (table_id, seat)
	);
	create table events (
		table_id text not null references tables (id) on delete cascade,
		i        integer not null,
		seat     integer,  -- the move's, on its first event only
		move     text,     -- the move as its seat sent it, JSON, on its first event only
		n        integer,  -- the move's number of events, on its first event only
		event    text not null, -- JSON, as the handle wrote it
		primary key (table_id, i)
	);`,
	// 2: the bots' leases: the process that plays a table's bots, until
	// when, and which tables still have bots to play.
	`alter table tables add column bots_playing boolean not null default false;
	create index tables_bots_playing on tables (id) where bots_playing;
	create table bot_leases (
		table_id text primary key references tables (id) on delete cascade,
		owner    text not null,
		expires  timestamptz not null
	);`,
}

// pgMigrateLock is the advisory lock that serializes the migrations of
// processes that start at once.
const pgMigrateLock = 0x7461626c65746f70 // "tabletop"

// migrate brings the database's schema to the newest version this server
// knows, in one transaction, and returns the version it found. A database
// newer than the server is refused: an old binary must not write a schema
// it does not know.
func migrate(ctx context.Context, db *pgxpool.Pool) (from int, err error) {
	tx, err := db.Begin(ctx)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback(ctx)
	if _, err := tx.Exec(ctx, "select pg_advisory_xact_lock($1)", int64(pgMigrateLock)); err != nil {
		return 0, err
	}
	if _, err := tx.Exec(ctx, "create table if not exists schema_version (version integer not null)"); err != nil {
		return 0, err
	}
	err = tx.QueryRow(ctx, "select version from schema_version").Scan(&from)
	if errors.Is(err, pgx.ErrNoRows) {
		if _, err := tx.Exec(ctx, "insert into schema_version values (0)"); err != nil {
			return 0, err
		}
	} else if err != nil {
		return 0, err
	}
	if from > len(pgMigrations) {
		return from, fmt.Errorf("the database's schema is version %d; this server knows versions up to %d", from, len(pgMigrations))
	}
	for v := from + 1; v <= len(pgMigrations); v++ {
		if _, err := tx.Exec(ctx, pgMigrations[v-1]); err != nil {
			return from, fmt.Errorf("migrating the schema to version %d: %w", v, err)
		}
	}
	if _, err := tx.Exec(ctx, "update schema_version set version = $1", len(pgMigrations)); err != nil {
		return from, err
	}
	return from, tx.Commit(ctx)
}

// pgDB is the server's PostgreSQL database.
type pgDB struct {
	pool *pgxpool.Pool
	url  string
}

// openPG connects to the database at url and migrates its schema.
func openPG(ctx context.Context, url string) (*pgDB, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		// (pgx's parse errors quote the URL, password and all.)
		return nil, errors.New("the PostgreSQL URL cannot be parsed")
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, err
	}
	if _, err := migrate(ctx, pool); err != nil {
		pool.Close()
		return nil, err
	}
	return &pgDB{pool: pool, url: url}, nil
}

// Close closes the database's connections.
func (d *pgDB) Close() { d.pool.Close() }

// errStale is a move that another process got in first: the table has
// events the process did not know of.
var errStale = errors.New("the table has moved on")

// errLeaseLost is a bot's move from a process that no longer holds the
// table's bots.
var errLeaseLost = errors.New("this process no longer plays the table's bots")

// pgAppend is one move's statement: its events (the first with the move),
// the table's new count, whether its bots still have moves to play, and the
// NOTIFY, all in one transaction. A bot's move ($8, the lease's owner, not
// empty) goes in only while the process holds the table's lease. It returns
// no row when the lease is lost; the key refuses a move on a stale table.
const pgAppend = `
with moved as (
	update tables set events = $2 + cardinality($5::text[]), bots_playing = $7
	where id = $1 and events = $2 and ($8 = '' or exists (
		select 1 from bot_leases where table_id = $1 and owner = $8 and expires > now()))
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
select pg_notify($6, $1 || ' ' || ($2 + cardinality($5::text[]))::text)
from (select count(*) as c from ins) x where x.c > 0`

// appendMove appends a move's events as the events from index first on:
// errStale if the table has events from first on already, errLeaseLost
// if owner (not empty for a bot's move) no longer holds the table's bots.
// Only a nil error means the move is committed.
func (d *pgDB) appendMove(ctx context.Context, id string, first, seat int, move json.RawMessage, events []json.RawMessage, botsPlaying bool, owner string) error {
	evs := make([]string, len(events))
	for i, e := range events {
		evs[i] = string(e)
	}
	rows, err := d.pool.Query(ctx, pgAppend, id, first, seat, string(compactJSON(move)), evs, pgChannel, botsPlaying, owner)
	if err != nil {
		return err
	}
	n := 0
	for rows.Next() {
		n++
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		var pe *pgconn.PgError
		if errors.As(err, &pe) && pe.Code == "23505" { // unique_violation
			return errStale
		}
		return err
	}
	if n == 1 {
		return nil
	}
	// No row: the table's count was not first (a stale table), or the
	// lease is gone. Which one, the count says.
	var events0 int
	if err := d.pool.QueryRow(ctx, "select events from tables where id = $1", id).Scan(&events0); err != nil {
		return err
	}
	if events0 != first {
		return errStale
	}
	return errLeaseLost
}

// createTable writes a new table and its seats, in one transaction.
func (d *pgDB) createTable(ctx context.Context, h header, botsPlaying bool) error {
	tx, err := d.pool.Begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback(ctx)
	if _, err := tx.Exec(ctx, `insert into tables (id, game, options, bot_delay_ms, created, bots_playing)
		values ($1, $2, $3, $4, $5, $6)`, h.ID, h.Game, string(h.Options), h.BotDelayMs, h.Created, botsPlaying); err != nil {
		return err
	}
	for i, st := range h.Seats {
		var options *string
		if len(st.Options) > 0 {
			o := string(st.Options)
			options = &o
		}
		if _, err := tx.Exec(ctx, `insert into seats (table_id, seat, player, bot, options, token_hash)
			values ($1, $2, $3, $4, $5, $6)`, h.ID, i, st.Player, st.Bot, options, st.TokenHash); err != nil {
			return err
		}
	}
	return tx.Commit(ctx)
}

// errNoTable is a table the database does not have.
var errNoTable = errors.New("no such table")

// loadHeader reads a table's row and seats.
func (d *pgDB) loadHeader(ctx context.Context, id string) (header, error) {
	h := header{Tabletop: 1, ID: id}
	var options string
	err := d.pool.QueryRow(ctx, "select game, options, bot_delay_ms, created from tables where id = $1", id).
		Scan(&h.Game, &options, &h.BotDelayMs, &h.Created)
	if errors.Is(err, pgx.ErrNoRows) {
		return h, errNoTable
	}
	if err != nil {
		return h, err
	}
	h.Options = json.RawMessage(options)
	h.Created = h.Created.UTC()
	rows, err := d.pool.Query(ctx, "select player, bot, options, token_hash from seats where table_id = $1 order by seat", id)
	if err != nil {
		return h, err
	}
	defer rows.Close()
	for rows.Next() {
		var st seatSpec
		var opts *string
		if err := rows.Scan(&st.Player, &st.Bot, &opts, &st.TokenHash); err != nil {
			return h, err
		}
		if opts != nil {
			st.Options = json.RawMessage(*opts)
		}
		h.Seats = append(h.Seats, st)
	}
	return h, rows.Err()
}

// loadMoves reads a table's moves from its event first on (which begins
// a move).
func (d *pgDB) loadMoves(ctx context.Context, id string, first int) ([]loadedMove, error) {
	rows, err := d.pool.Query(ctx, "select i, seat, move, n, event from events where table_id = $1 and i >= $2 order by i", id, first)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var moves []loadedMove
	want, left := first, 0
	for rows.Next() {
		var (
			i, seat, n *int
			move       *string
			event      string
		)
		if err := rows.Scan(&i, &seat, &move, &n, &event); err != nil {
			return nil, err
		}
		if *i != want {
			return nil, fmt.Errorf("table %s: event %d where %d was expected", id, *i, want)
		}
		want++
		if left == 0 {
			if seat == nil || move == nil || n == nil || *n < 1 {
				return nil, fmt.Errorf("table %s: event %d begins no move", id, *i)
			}
			moves = append(moves, loadedMove{seat: *seat, move: json.RawMessage(*move)})
			left = *n
		}
		m := &moves[len(moves)-1]
		m.events = append(m.events, json.RawMessage(event))
		left--
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if left != 0 {
		// One statement writes a move: a move cut short is a bug.
		return nil, fmt.Errorf("table %s: the last move lacks %d events", id, left)
	}
	return moves, nil
}

// leaseTTL is how long a bot lease lasts unless renewed: the time another
// process waits before it takes over the bots of a process that died.
const leaseTTL = 3 * time.Second

// acquireLease takes table id's bots for owner, if nobody holds them or
// their lease has expired, and reports whether owner holds them now.
func (d *pgDB) acquireLease(ctx context.Context, id, owner string) (bool, error) {
	tag, err := d.pool.Exec(ctx, `insert into bot_leases (table_id, owner, expires)
		values ($1, $2, now() + $3::interval)
		on conflict (table_id) do update set owner = excluded.owner, expires = excluded.expires
		where bot_leases.expires < now() or bot_leases.owner = excluded.owner`,
		id, owner, leaseTTL.String())
	if err != nil {
		return false, err
	}
	return tag.RowsAffected() == 1, nil
}

// renewLeases extends owner's leases and returns the tables it still
// holds.
func (d *pgDB) renewLeases(ctx context.Context, owner string) (map[string]bool, error) {
	rows, err := d.pool.Query(ctx, `update bot_leases set expires = now() + $2::interval
		where owner = $1 and expires > now() returning table_id`, owner, leaseTTL.String())
	if err != nil {
		return nil, err
	}
	held, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, err
	}
	m := make(map[string]bool, len(held))
	for _, id := range held {
		m[id] = true
	}
	return m, nil
}

// releaseLeases gives up owner's leases (at a clean stop), so that another
// process takes the bots over at once.
func (d *pgDB) releaseLeases(ctx context.Context, owner string) error {
	_, err := d.pool.Exec(ctx, "delete from bot_leases where owner = $1", owner)
	return err
}

// orphans returns up to limit tables whose bots have moves to play and
// that no live process holds.
func (d *pgDB) orphans(ctx context.Context, limit int) ([]string, error) {
	rows, err := d.pool.Query(ctx, `select t.id from tables t
		left join bot_leases l on l.table_id = t.id
		where t.bots_playing and (l.table_id is null or l.expires < now())
		limit $1`, limit)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, pgx.RowTo[string])
}

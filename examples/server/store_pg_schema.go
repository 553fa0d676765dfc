package main

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// pgMigrations are the schema's versions: pgMigrations[v-1] takes a
// database from version v-1 to v. Each is applied once, in order, and never
// changed once released: a new version is a new entry.
var pgMigrations = []string{
	// 1: the tables with their lobby summaries, their seats and their
	// events.
	`create table tables (
		id           text primary key,
		game         text not null,
		options      text not null,  -- JSON, every default filled in, as the handle wrote it
		creator_hash text not null default '',
		bot_delay_ms bigint not null,
		created      timestamptz not null,
		events       integer not null default 0, -- the events of all moves: the next one's index
		-- the summary after the last move
		players      integer not null,
		to_move      integer not null,
		over         boolean not null default false,
		moves        integer not null default 0,
		updated      bigint not null, -- Unix nanoseconds: a summary's time comes back as it was stored
		bot_to_move  boolean not null default false
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
		seat     integer,  -- the move's seat, on its first event only
		move     text,     -- the move as its seat sent it, JSON, on its first event only
		n        integer,  -- the move's number of events, on its first event only
		event    text not null, -- JSON, as the handle wrote it, secrets and all
		primary key (table_id, i)
	);`,
	// 2: the bots' leases, and the indices of the lobby's and the
	// janitor's questions and of the tables waiting for a bot.
	`create table bot_leases (
		table_id text primary key references tables (id) on delete cascade,
		owner    text not null,
		expires  timestamptz not null
	);
	create index tables_created on tables (created desc, id);
	create index tables_updated on tables (updated);
	create index tables_bot_to_move on tables (id) where bot_to_move;`,
	// 3: the seats a stranger could still take, in the lobby's summary
	// (a table of an older version counts none: it stays out of the
	// lobby's "Tables").
	`alter table tables add column open_seats integer not null default 0;`,
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

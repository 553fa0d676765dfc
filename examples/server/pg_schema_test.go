package main

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pgPool connects to url for a test.
func pgPool(t *testing.T, url string) *pgxpool.Pool {
	t.Helper()
	pool, err := pgxpool.New(context.Background(), url)
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	return pool
}

func schemaVersion(t *testing.T, pool *pgxpool.Pool) int {
	t.Helper()
	var v int
	require.NoError(t, pool.QueryRow(context.Background(), "select version from schema_version").Scan(&v))
	return v
}

// A new database gets the newest schema; starting again changes nothing;
// a database at an older version is migrated with its data kept; a newer
// one is refused.
func TestPostgreSQLSchemaMigrates(t *testing.T) {
	ctx := context.Background()

	t.Run("new", func(t *testing.T) {
		pool := pgPool(t, newDatabase(t))
		from, err := migrate(ctx, pool)
		require.NoError(t, err)
		assert.Equal(t, 0, from)
		assert.Equal(t, len(pgMigrations), schemaVersion(t, pool))
		from, err = migrate(ctx, pool)
		require.NoError(t, err)
		assert.Equal(t, len(pgMigrations), from, "a second start finds the schema as the first left it")
		assert.Equal(t, len(pgMigrations), schemaVersion(t, pool))
	})

	t.Run("from version 1", func(t *testing.T) {
		pool := pgPool(t, newDatabase(t))
		// Version 1, as a server of that version left it, with a game in it.
		_, err := pool.Exec(ctx, "create table schema_version (version integer not null); insert into schema_version values (1);"+pgMigrations[0])
		require.NoError(t, err)
		_, err = pool.Exec(ctx, `insert into tables (id, game, options, bot_delay_ms, created, events) values ('t1', 'linko', '{}', 0, now(), 1);
			insert into seats (table_id, seat, player, token_hash) values ('t1', 0, 'human', 'ab');
			insert into events values ('t1', 0, 0, '"x"', 1, '{"e":1}')`)
		require.NoError(t, err)
		from, err := migrate(ctx, pool)
		require.NoError(t, err)
		assert.Equal(t, 1, from)
		assert.Equal(t, len(pgMigrations), schemaVersion(t, pool))
		db := &pgDB{pool: pool}
		moves, err := db.loadMoves(ctx, "t1", 0)
		require.NoError(t, err)
		require.Len(t, moves, 1)
		assert.JSONEq(t, `{"e":1}`, string(moves[0].events[0]))
		var playing bool
		require.NoError(t, pool.QueryRow(ctx, "select bots_playing from tables where id = 't1'").Scan(&playing))
		assert.False(t, playing)
	})

	t.Run("newer than the server", func(t *testing.T) {
		pool := pgPool(t, newDatabase(t))
		_, err := pool.Exec(ctx, "create table schema_version (version integer not null); insert into schema_version values (999)")
		require.NoError(t, err)
		_, err = migrate(ctx, pool)
		require.ErrorContains(t, err, "version 999")
		assert.Equal(t, 999, schemaVersion(t, pool), "a refused migration changes nothing")
	})

	t.Run("processes starting at once", func(t *testing.T) {
		url := newDatabase(t)
		errs := make(chan error, 3)
		for range 3 {
			go func() {
				pool, err := pgxpool.New(ctx, url)
				if err == nil {
					_, err = migrate(ctx, pool)
					pool.Close()
				}
				errs <- err
			}()
		}
		for range 3 {
			require.NoError(t, <-errs)
		}
		assert.Equal(t, len(pgMigrations), schemaVersion(t, pgPool(t, url)))
	})
}

// Two appends at the same index: one wins, the other is told the table
// moved on, and the table keeps the winner's events only; a bot's move
// goes in only under its lease.
func TestPostgreSQLAppendSerializes(t *testing.T) {
	ctx := context.Background()
	db, err := openPG(ctx, newDatabase(t))
	require.NoError(t, err)
	defer db.Close()
	h := header{Tabletop: 1, ID: "t1", Game: "linko", Options: json.RawMessage(`{}`),
		Seats:   []seatSpec{{Player: "human", TokenHash: "ab"}, {Player: "bot", Bot: "random", Options: json.RawMessage(`{"seed":1}`)}},
		Created: time.Now().UTC().Truncate(time.Millisecond)}
	require.NoError(t, db.createTable(ctx, h, true))
	got, err := db.loadHeader(ctx, "t1")
	require.NoError(t, err)
	assert.Equal(t, h, got)
	_, err = db.loadHeader(ctx, "nope")
	assert.ErrorIs(t, err, errNoTable)

	ev := func(s string) []json.RawMessage { return []json.RawMessage{json.RawMessage(s), json.RawMessage(s)} }
	require.NoError(t, db.appendMove(ctx, "t1", 0, 0, json.RawMessage(`"a"`), ev(`{"a":1}`), true, ""))
	assert.ErrorIs(t, db.appendMove(ctx, "t1", 0, 0, json.RawMessage(`"b"`), ev(`{"b":1}`), true, ""), errStale)
	assert.ErrorIs(t, db.appendMove(ctx, "t1", 1, 0, json.RawMessage(`"b"`), ev(`{"b":1}`), true, ""), errStale)
	assert.ErrorIs(t, db.appendMove(ctx, "t1", 2, 1, json.RawMessage(`"c"`), ev(`{"c":1}`), true, "p1"), errLeaseLost)
	ok, err := db.acquireLease(ctx, "t1", "p1")
	require.NoError(t, err)
	require.True(t, ok)
	ok, err = db.acquireLease(ctx, "t1", "p2")
	require.NoError(t, err)
	assert.False(t, ok, "a live lease is not taken over")
	require.NoError(t, db.appendMove(ctx, "t1", 2, 1, json.RawMessage(`"c"`), ev(`{"c":1}`), false, "p1"))

	moves, err := db.loadMoves(ctx, "t1", 0)
	require.NoError(t, err)
	require.Len(t, moves, 2)
	assert.Equal(t, `"a"`, string(moves[0].move))
	assert.Equal(t, 1, moves[1].seat)
	assert.Equal(t, `{"c":1}`, string(moves[1].events[1]))
	moves, err = db.loadMoves(ctx, "t1", 2)
	require.NoError(t, err)
	assert.Len(t, moves, 1)
	orphans, err := db.orphans(ctx, 10)
	require.NoError(t, err)
	assert.Empty(t, orphans, "a game whose bots have nothing left to play is nobody's")
}

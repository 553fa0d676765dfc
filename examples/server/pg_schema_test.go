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
		_, err = pool.Exec(ctx, `insert into tables (id, game, options, bot_delay_ms, created, events, players, to_move, updated, bot_to_move)
				values ('t1', 'lino', '{"players":2}', 0, now(), 1, 2, 1, 0, true);
			insert into seats (table_id, seat, player, token_hash) values ('t1', 0, 'human', 'ab');
			insert into seats (table_id, seat, player, bot) values ('t1', 1, 'bot', 'random');
			insert into events values ('t1', 0, 0, '"x"', 1, '{"e":1}')`)
		require.NoError(t, err)
		from, err := migrate(ctx, pool)
		require.NoError(t, err)
		assert.Equal(t, 1, from)
		assert.Equal(t, len(pgMigrations), schemaVersion(t, pool))
		st := &pgStore{pool: pool, owner: "p1", log: logTo(t), mine: map[string]int{}}
		rec, moves, err := st.Load(ctx, "t1")
		require.NoError(t, err)
		assert.Equal(t, "random", rec.Seats[1].Bot)
		require.Len(t, moves, 1)
		assert.JSONEq(t, `{"e":1}`, string(moves[0].Events[0]))
		// What version 2 added works on the old data.
		ok, err := st.Lease(ctx, "t1", time.Second)
		require.NoError(t, err)
		assert.True(t, ok)
		list, err := st.List(ctx, listFilter{BotToMove: true})
		require.NoError(t, err)
		require.Len(t, list, 1)
		// Version 3's count of open seats: none on an old table, which
		// stays out of the lobby's "Tables"; a move writes it.
		assert.Zero(t, list[0].OpenSeats)
		list[0].OpenSeats, list[0].Moves = 1, 2
		require.NoError(t, st.Append(ctx, "t1", moveRecord{First: 1, Seat: 1, Move: json.RawMessage(`"y"`), Events: []json.RawMessage{json.RawMessage(`{"e":2}`)}}, list[0]))
		list, err = st.List(ctx, listFilter{ID: "t1"})
		require.NoError(t, err)
		require.Len(t, list, 1)
		assert.Equal(t, 1, list[0].OpenSeats)
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

package main

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// newTestPGStore returns a PostgreSQL store on a database of its own.
func newTestPGStore(t testing.TB) *pgStore {
	t.Helper()
	return openTestPGStore(t, newDatabase(t))
}

// openTestPGStore returns a store on the database at url, closed when the
// test ends: each is a process's view of the shared database.
func openTestPGStore(t testing.TB, url string) *pgStore {
	t.Helper()
	st, err := newPGStore(context.Background(), url, logTo(t))
	require.NoError(t, err)
	t.Cleanup(func() { st.Close() })
	return st
}

func TestPostgreSQLStore(t *testing.T) {
	needPG(t)
	testStore(t, func(t *testing.T) Store { return newTestPGStore(t) })
	t.Run("an id that text cannot hold", func(t *testing.T) {
		st := newTestPGStore(t)
		ctx := context.Background()
		for _, id := range []string{"a\x00b", "\xff"} {
			_, _, err := st.Load(ctx, id)
			assert.ErrorIs(t, err, errNotFound)
			_, err = st.Moves(ctx, id, 0)
			assert.ErrorIs(t, err, errNotFound)
			assert.ErrorIs(t, st.Append(ctx, id, storeMove(0, 1), summary{ID: id}), errNotFound)
			assert.ErrorIs(t, st.Delete(ctx, id), errNotFound)
			ok, err := st.Lease(ctx, id, time.Second)
			assert.NoError(t, err)
			assert.False(t, ok)
			list, err := st.List(ctx, listFilter{ID: id})
			assert.NoError(t, err)
			assert.Empty(t, list)
		}
	})
	t.Run("its pool's size and metrics", func(t *testing.T) {
		url := newDatabase(t)
		sep := "?"
		if strings.Contains(url, "?") {
			sep = "&"
		}
		assert.EqualValues(t, 3, openTestPGStore(t, url+sep+"pool_max_conns=3").pool.Config().MaxConns, "the URL's")
		st := openTestPGStore(t, url)
		_, _, err := st.Load(context.Background(), "nope")
		require.ErrorIs(t, err, errNotFound)
		reg := prometheus.NewRegistry()
		reg.MustRegister(st.collectors()...)
		families, err := reg.Gather()
		require.NoError(t, err)
		got := map[string]float64{}
		for _, f := range families {
			m := f.GetMetric()[0]
			got[f.GetName()] = m.GetCounter().GetValue() + m.GetGauge().GetValue()
		}
		assert.GreaterOrEqual(t, got["tabletop_db_acquires_total"], 1.0, "the load took a connection")
		assert.Contains(t, got, "tabletop_db_acquire_waits_total")
		assert.Contains(t, got, "tabletop_db_acquire_wait_seconds_total")
		assert.Equal(t, float64(st.pool.Config().MaxConns), got["tabletop_db_conns_max"])
	})
}

// A lease is one process's until it expires or is released; its holder
// renews it.
func TestPostgreSQLLeases(t *testing.T) {
	ctx := context.Background()
	url := newDatabase(t)
	a, b := openTestPGStore(t, url), openTestPGStore(t, url)
	rec, sum := storeTable("g1", time.Now())
	require.NoError(t, a.Create(ctx, rec, sum))

	ok, err := a.Lease(ctx, "nope", time.Second)
	require.NoError(t, err)
	assert.False(t, ok, "no lease on a table that does not exist")

	lease := func(st *pgStore, d time.Duration) bool {
		ok, err := st.Lease(ctx, "g1", d)
		require.NoError(t, err)
		return ok
	}
	require.True(t, lease(a, 300*time.Millisecond))
	assert.False(t, lease(b, time.Second), "a live lease is not taken")
	require.True(t, lease(a, 300*time.Millisecond), "its holder renews it")
	time.Sleep(400 * time.Millisecond)
	assert.True(t, lease(b, time.Minute), "an expired lease is taken over")
	assert.False(t, lease(a, time.Second), "and its old holder has lost it")
	require.NoError(t, a.Release(ctx, "g1"))
	assert.False(t, lease(a, time.Second), "releasing another's lease does nothing")
	require.NoError(t, b.Release(ctx, "g1"))
	assert.True(t, lease(a, time.Second), "a released lease is free at once")
	require.NoError(t, a.Delete(ctx, "g1"))
}

// Watch hears every process's moves and deletions, and after its
// connection is cut it reconnects and names the tables that moved
// meanwhile.
// watched is what a store's Watch named: how many times each table.
type watched struct {
	mu    sync.Mutex
	times map[string]int
	done  chan error // Watch's return
}

// watch runs st.Watch until ctx is done.
func watch(ctx context.Context, st *pgStore) *watched {
	w := &watched{times: map[string]int{}, done: make(chan error, 1)}
	go func() {
		w.done <- st.Watch(ctx, func(id string) {
			w.mu.Lock()
			w.times[id]++
			w.mu.Unlock()
		})
	}()
	return w
}

// heard returns how many times Watch named table id.
func (w *watched) heard(id string) int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.times[id]
}

// wait waits until Watch has named table id n times.
func (w *watched) wait(t *testing.T, id string, n int) {
	t.Helper()
	require.Eventually(t, func() bool { return w.heard(id) >= n }, 5*time.Second, 5*time.Millisecond,
		"heard of %s %d times", id, n)
}

// listening makes moves on a new table id of st, one a 20 ms, until w
// hears of one: Watch listens once its connection is up, and moves made
// before that are not heard of. It returns the table's count of events.
func (w *watched) listening(t *testing.T, st *pgStore, id string) int {
	ctx := context.Background()
	rec, sum := storeTable(id, time.Now())
	require.NoError(t, st.Create(ctx, rec, sum))
	first := 0
	require.Eventually(t, func() bool {
		require.NoError(t, st.Append(ctx, id, storeMove(first, 1), sum))
		first++
		time.Sleep(20 * time.Millisecond)
		return w.heard(id) > 0
	}, 10*time.Second, time.Millisecond)
	return first
}

func TestPostgreSQLWatch(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	url := newDatabase(t)
	a, b := openTestPGStore(t, url), openTestPGStore(t, url)
	w := watch(ctx, a)
	w.listening(t, b, "w1")
	// A process is not told of its own moves, but of another's deletion.
	rec, sum := storeTable("w2", time.Now())
	require.NoError(t, b.Create(ctx, rec, sum))
	require.NoError(t, a.Append(ctx, "w2", storeMove(0, 1), sum))
	require.NoError(t, b.Append(ctx, "w2", storeMove(1, 1), sum))
	w.wait(t, "w2", 1)
	assert.Equal(t, 1, w.heard("w2"), "its own move is not heard of")

	// Cut Watch's connection: it reconnects, and names the tables that
	// moved in the last minute, w1 among them, though nothing happened to
	// it since.
	time.Sleep(3 * pgSweep) // (so that a sweep that names w1, made before a listened, is over)
	before := w.heard("w1")
	var cut int
	require.NoError(t, b.pool.QueryRow(ctx, `select count(pg_terminate_backend(pid)) from pg_stat_activity
		where query in ('listen '||$1, $2)`, pgChannel, pgSweepSQL).Scan(&cut))
	require.Equal(t, 1, cut, "one process listens")
	w.wait(t, "w1", before+1)
	time.Sleep(100 * time.Millisecond) // (the catch-up names w2 too)
	before = w.heard("w2")
	require.NoError(t, b.Append(ctx, "w2", storeMove(2, 1), sum))
	w.wait(t, "w2", before+1)
	require.NoError(t, b.Delete(ctx, "w2"))
	w.wait(t, "w2", before+2)

	cancel()
	select {
	case err := <-w.done:
		assert.NoError(t, err, "Watch returns when its context is done")
	case <-time.After(5 * time.Second):
		t.Fatal("Watch did not return when its context was done")
	}
}

// TestPostgreSQLNotifyFails: a move's NOTIFY, sent after its commit,
// fails (the move's statement is in and nobody was told). Its Append says
// so, though the move is stored, and the notice is sent by the store's
// Watch; a process that dies before it could send it is as good as one
// whose notification was lost, and the other processes' sweeps find the
// move.
func TestPostgreSQLNotifyFails(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	url := newDatabase(t)
	a, b := openTestPGStore(t, url), openTestPGStore(t, url)
	w := watch(ctx, a)
	events := w.listening(t, b, "n1")
	w.wait(t, "n1", 1)
	time.Sleep(3 * pgSweep) // (a's sweeps catch up with the moves made before it listened)
	heard := w.heard("n1")

	// The NOTIFY fails on the move's connection and on another: the
	// move's context is cancelled between the two statements.
	failing := func() error {
		mctx, cancel := context.WithCancel(ctx)
		beforeAnnounce = cancel
		defer func() { beforeAnnounce = nil }()
		_, sum := storeTable("n1", time.Now())
		err := b.Append(mctx, "n1", storeMove(events, 1), sum)
		events++
		return err
	}
	err := failing()
	require.ErrorContains(t, err, "the move is stored, but the other processes were not told of it")
	assert.NotErrorIs(t, err, errConflict)
	moves, err := b.Moves(ctx, "n1", events-1)
	require.NoError(t, err)
	require.Len(t, moves, 1, "the move is in")

	// b dies with its notice unsent: a's sweep finds the move, at the
	// second sweep that sees it ahead of what a heard.
	clear(b.unsent)
	w.wait(t, "n1", heard+1)
	heard = w.heard("n1")
	time.Sleep(3 * pgSweep)
	assert.Equal(t, heard, w.heard("n1"), "the sweep names a table once a count")

	// b lives: its Watch sends the notice, which a hears, and b too (its
	// own move, which its table lacks).
	require.Error(t, failing())
	require.Len(t, b.unsent, 1)
	wb := watch(ctx, b)
	w.wait(t, "n1", heard+1)
	wb.wait(t, "n1", 1)
	b.mu.Lock()
	assert.Empty(t, b.unsent)
	b.mu.Unlock()
}

// dump returns every row the database holds of table id, as JSON lines.
func (p *pgStore) dump(t testing.TB, id string) string {
	t.Helper()
	var out strings.Builder
	for _, table := range []string{"tables where id = $1", "seats where table_id = $1", "events where table_id = $1",
		"bot_leases where table_id = $1"} {
		rows, err := p.pool.Query(context.Background(), "select row_to_json(x)::text from "+strings.Replace(table, " where", " x where", 1), id)
		require.NoError(t, err)
		lines, err := pgx.CollectRows(rows, pgx.RowTo[string])
		require.NoError(t, err)
		for _, l := range lines {
			out.WriteString(l + "\n")
		}
	}
	return out.String()
}

// TestManyTablesCostNothingUntilAsked: a server on a database of 100,000
// tables starts at once and holds none of them until a request asks for
// one.
func TestManyTablesCostNothingUntilAsked(t *testing.T) {
	ctx := context.Background()
	url := newDatabase(t)
	first := startServer(t, config{allowSeeds: true, store: openTestPGStore(t, url)})
	c := first.create(t, humans("lino", `{"seed":"5"}`, 2))
	st := openTestPGStore(t, url)
	_, err := st.pool.Exec(ctx, `insert into tables (id, game, options, bot_delay_ms, created, players, to_move, updated)
		select 'x' || g, 'lino', '{"seed":"1"}', 0, now(), 2, 0, (extract(epoch from now()) * 1e9)::bigint
		from generate_series(1, 100000) g`)
	require.NoError(t, err)

	start := time.Now()
	ts := startServer(t, config{allowSeeds: true, store: st})
	took := time.Since(start)
	assert.Less(t, took, 2*time.Second, "the start reads no game")
	ts.mu.Lock()
	assert.Empty(t, ts.cache, "no table is loaded before a request asks for it")
	ts.mu.Unlock()
	code, body := call(t, "GET", ts.url+"/api/tables/"+c.ID, "", "")
	require.Equal(t, 200, code, body)
	ts.mu.Lock()
	assert.Len(t, ts.cache, 1)
	ts.mu.Unlock()
	t.Logf("the start took %v", took)
}

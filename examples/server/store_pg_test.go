package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	rtmetrics "runtime/metrics"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tabletopgo/tabletop"
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
		ctx := context.Background()
		_, _, err := st.Load(ctx, "nope")
		require.ErrorIs(t, err, errNotFound)
		rec, sum := storeTable("m1", time.Now())
		require.NoError(t, st.Create(ctx, rec, sum))
		require.NoError(t, st.Append(ctx, "m1", storeMove(0, 2), sum))
		_, err = st.Moves(ctx, "m1", 0)
		require.NoError(t, err)
		reg := prometheus.NewRegistry()
		reg.MustRegister(st.collectors()...)
		families, err := reg.Gather()
		require.NoError(t, err)
		got := map[string]float64{}
		stages := map[string]uint64{}
		for _, f := range families {
			m := f.GetMetric()[0]
			got[f.GetName()] = m.GetCounter().GetValue() + m.GetGauge().GetValue()
			if f.GetName() == "tabletop_db_stage_seconds" {
				for _, m := range f.GetMetric() {
					stages[m.GetLabel()[0].GetValue()] = m.GetHistogram().GetSampleCount()
				}
			}
		}
		assert.Equal(t, map[string]uint64{"queue": 1, "statement": 1, "read": 1}, stages,
			"the move's wait for a writer and its statement, and the read, timed once each")
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
func TestPostgreSQLWatch(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	url := newDatabase(t)
	a, b := openTestPGStore(t, url), openTestPGStore(t, url)
	var mu sync.Mutex
	heard := map[string]int{}
	done := make(chan error, 1)
	go func() {
		done <- a.Watch(ctx, func(id string) {
			mu.Lock()
			heard[id]++
			mu.Unlock()
		})
	}()
	waitHeard := func(id string, n int) {
		t.Helper()
		require.Eventually(t, func() bool {
			mu.Lock()
			defer mu.Unlock()
			return heard[id] >= n
		}, 5*time.Second, 5*time.Millisecond, "heard of %s %d times", id, n)
	}
	// Watch listens once its connection is up: moves made before that are
	// not heard of, so move until one is.
	rec, sum := storeTable("w1", time.Now())
	require.NoError(t, b.Create(ctx, rec, sum))
	first := 0
	require.Eventually(t, func() bool {
		require.NoError(t, b.Append(ctx, "w1", storeMove(first, 1), sum))
		first++
		time.Sleep(20 * time.Millisecond)
		mu.Lock()
		defer mu.Unlock()
		return heard["w1"] > 0
	}, 10*time.Second, time.Millisecond)
	// A process is not told of its own moves, but of another's deletion.
	rec, sum = storeTable("w2", time.Now())
	require.NoError(t, b.Create(ctx, rec, sum))
	require.NoError(t, a.Append(ctx, "w2", storeMove(0, 1), sum))
	require.NoError(t, b.Append(ctx, "w2", storeMove(1, 1), sum))
	waitHeard("w2", 1)
	mu.Lock()
	assert.Equal(t, 1, heard["w2"], "its own move is not heard of")
	mu.Unlock()

	// Cut Watch's connection: it reconnects, and names the tables that
	// moved in the last minute, w1 among them, though nothing happened to
	// it since.
	mu.Lock()
	before := heard["w1"]
	mu.Unlock()
	var cut int
	require.NoError(t, b.pool.QueryRow(ctx, `select count(pg_terminate_backend(pid)) from pg_stat_activity
		where query = 'listen '||$1`, pgChannel).Scan(&cut))
	require.Equal(t, 1, cut, "one process listens")
	waitHeard("w1", before+1)
	time.Sleep(100 * time.Millisecond) // (the catch-up names w2 too)
	mu.Lock()
	before = heard["w2"]
	mu.Unlock()
	require.NoError(t, b.Append(ctx, "w2", storeMove(2, 1), sum))
	waitHeard("w2", before+1)
	require.NoError(t, b.Delete(ctx, "w2"))
	waitHeard("w2", before+2)

	cancel()
	select {
	case err := <-done:
		assert.NoError(t, err, "Watch returns when its context is done")
	case <-time.After(5 * time.Second):
		t.Fatal("Watch did not return when its context was done")
	}
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

// A move's notification carries the move as the events table holds it,
// byte for byte ('<', '>' and '&' unescaped), and the moves heard of a
// table are handed back in order, from the event the table is at, only
// when no move is missing between.
func TestANoticeCarriesItsMove(t *testing.T) {
	p := &pgStore{log: logTo(t), mine: map[string]int{}}
	move := func(first, n int) moveRecord {
		m := moveRecord{First: first, Seat: 1, Move: json.RawMessage(`{"seat":1,"say":"<a & b>"}`)}
		for k := range n {
			m.Events = append(m.Events, json.RawMessage(fmt.Sprintf(`{"kind":"said","text":"<b>%d & é</b>"}`, first+k)))
		}
		return m
	}
	hear := func(m moveRecord) {
		t.Helper()
		require.Equal(t, "t1", p.notice(string(appendNotice(nil, "t1", m))), "the table to catch up")
	}
	a, b, c := move(4, 2), move(6, 1), move(7, 3)
	hear(a)
	hear(b)
	hear(c)
	_, ok := p.Heard("t1", 5)
	assert.False(t, ok, "no move begins at 5")
	got, ok := p.Heard("t1", 6)
	require.True(t, ok)
	assert.Equal(t, []moveRecord{b, c}, got, "the moves from 6 on, as sent")
	_, ok = p.Heard("t1", 6)
	assert.False(t, ok, "taken, they are forgotten")

	hear(move(10, 1))
	hear(move(12, 1)) // a move at 11 was not heard
	_, ok = p.Heard("t1", 10)
	assert.False(t, ok, "a gap")
	got, ok = p.Heard("t1", 12)
	assert.True(t, ok)
	assert.Len(t, got, 1)

	hear(move(13, 1))
	long := move(14, 1)
	long.Events[0] = json.RawMessage(`"` + strings.Repeat("x", pgPayloadMax) + `"`)
	payload := appendNotice(nil, "t1", long)
	assert.JSONEq(t, `{"id":"t1","events":15}`, string(payload), "too long for a payload: the table and its count")
	require.Equal(t, "t1", p.notice(string(payload)))
	_, ok = p.Heard("t1", 13)
	assert.False(t, ok, "the move too long to be sent is missing")

	hear(move(15, 1))
	got, ok = p.Heard("t1", 16)
	assert.True(t, ok, "a table that read the moves heard has them all")
	assert.Empty(t, got)

	hear(move(15, 1))
	p.mine["t1"] = 17
	assert.Equal(t, "", p.notice(string(appendNotice(nil, "t1", move(16, 1)))), "this process's own move")
	_, ok = p.Heard("t1", 15)
	assert.False(t, ok, "a move of this process's own makes the moves heard before it useless")
}

// A table that another process moved catches up from the moves that its
// notifications carried, with no read of the database, and ends where a
// read would have left it: the seat to move sees the same view on both
// processes, whichever made the move.
func TestAMoveHeardNeedsNoRead(t *testing.T) {
	ctx := context.Background()
	url := newDatabase(t)
	stores := []*pgStore{openTestPGStore(t, url), openTestPGStore(t, url)}
	servers := []*testServer{
		startServer(t, config{allowSeeds: true, store: stores[0]}),
		startServer(t, config{allowSeeds: true, store: stores[1]}),
	}
	require.Eventually(t, func() bool {
		var n int
		require.NoError(t, stores[0].pool.QueryRow(ctx, `select count(*) from pg_stat_activity
			where datname = current_database() and query = 'listen '||$1`, pgChannel).Scan(&n))
		return n == 2
	}, 10*time.Second, 10*time.Millisecond, "both processes listen")
	stale := func(ts *testServer, id string) bool {
		ts.mu.Lock()
		defer ts.mu.Unlock()
		tb := ts.cache[id]
		return tb != nil && tb.stale.Load()
	}
	for _, tc := range []struct{ game, options string }{
		{"linko", `{"players":2,"seed":"3"}`},
		{"lino", `{"seed":"3"}`},
		{"linx", `{"players":2,"seed":"3"}`},
	} {
		t.Run(tc.game, func(t *testing.T) {
			mirror, err := tabletop.Open(tc.game, []byte(tc.options))
			require.NoError(t, err)
			c := servers[0].create(t, humans(tc.game, tc.options, mirror.Players()))
			servers[1].table(t, c.ID) // both hold it
			for i := range 9 {
				mover := i % 3 / 2 // two moves on the first process, one on the second
				other := 1 - mover
				seat := mirror.ToMove()
				moves := mirror.LegalMoves()
				move := moves[len(moves)-1]
				code, body := servers[mover].move(t, c.ID, seat, c.Seats[seat].Token, move)
				require.Equal(t, http.StatusOK, code, body)
				mirror, _, err = mirror.Play(seat, move)
				require.NoError(t, err)
				require.Eventually(t, func() bool { return stale(servers[other], c.ID) }, 5*time.Second, time.Millisecond,
					"the other process hears of move %d", i)
				reads, heard := stores[other].reads.Load(), stores[other].heardTaken.Load()
				next := mirror.ToMove()
				path := "/api/tables/" + c.ID + "/seats/" + itoa(next) + "/view"
				_, want := call(t, "GET", servers[mover].url+path, c.Seats[next].Token, "")
				code, got := call(t, "GET", servers[other].url+path, c.Seats[next].Token, "")
				require.Equal(t, http.StatusOK, code, got)
				assert.Equal(t, want, got, "move %d: the view on the process that heard of the move", i)
				assert.Equal(t, reads, stores[other].reads.Load(), "move %d: no read of the moves", i)
				assert.Equal(t, heard+1, stores[other].heardTaken.Load(), "move %d: caught up from what it heard", i)
			}
		})
	}
}

// Moves appended at once, each to a table of its own, go in statements of
// several moves (a burst shares a commit), and each is stored, announced
// with its move and answered as alone: a move whose table had moved on is
// refused with errConflict, one whose table is gone with errNotFound.
func TestPostgreSQLAppendsTogether(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	url := newDatabase(t)
	st, other := openTestPGStore(t, url), openTestPGStore(t, url)
	go other.Watch(ctx, func(string) {})
	require.Eventually(t, func() bool {
		var n int
		require.NoError(t, st.pool.QueryRow(ctx, `select count(*) from pg_stat_activity
			where datname = current_database() and query = 'listen '||$1`, pgChannel).Scan(&n))
		return n == 1
	}, 10*time.Second, 10*time.Millisecond, "the other process listens")
	const tables, rounds = 40, 5
	id := func(i int) string { return "p" + itoa(i) }
	var sum summary
	for i := range tables {
		var rec tableRecord
		rec, sum = storeTable(id(i), time.Now())
		require.NoError(t, st.Create(ctx, rec, sum))
	}
	require.NoError(t, other.Append(ctx, id(0), storeMove(0, 1), sum)) // st's moves conflict
	require.NoError(t, other.Delete(ctx, id(1)))                       // st's moves find no table
	for round := range rounds {
		errs := make([]error, tables)
		var wg sync.WaitGroup
		for i := range tables {
			wg.Go(func() { errs[i] = st.Append(ctx, id(i), storeMove(2*round, 2), sum) })
		}
		wg.Wait()
		assert.ErrorIs(t, errs[0], errConflict, "round %d", round)
		assert.ErrorIs(t, errs[1], errNotFound, "round %d", round)
		for i := 2; i < tables; i++ {
			assert.NoError(t, errs[i], "round %d, table %d", round, i)
		}
	}
	assert.Positive(t, st.batches.Load(), "moves went together")
	t.Logf("%d statements of %d moves together", st.batches.Load(), st.batched.Load())
	st.batchMu.Lock()
	assert.Zero(t, st.writers, "each writer's part ended with its moves")
	assert.Empty(t, st.waiting)
	st.batchMu.Unlock()
	moves, err := st.Moves(ctx, id(0), 0)
	require.NoError(t, err)
	assert.Equal(t, []moveRecord{storeMove(0, 1)}, moves, "the other's move alone")
	for i := 2; i < tables; i++ {
		var want []moveRecord
		for round := range rounds {
			want = append(want, storeMove(2*round, 2))
		}
		moves, err := st.Moves(ctx, id(i), 0)
		require.NoError(t, err)
		assert.Equal(t, want, moves, "table %d", i)
		require.Eventually(t, func() bool {
			other.mu.Lock()
			defer other.mu.Unlock()
			return other.heard[id(i)].end == 2*rounds
		}, 5*time.Second, time.Millisecond, "table %d's moves heard", i)
		heard, ok := other.Heard(id(i), 0)
		require.True(t, ok, "table %d", i)
		assert.Equal(t, want, heard, "table %d: the moves as the notifications carried them", i)
	}
}

// A move appended alone is written by its mover's goroutine: no goroutine
// is started for it, nor is its answer sent from another (two wake-ups,
// each of which sets an idle core's thread spinning at a light load).
func TestPostgreSQLAMoveAloneStartsNoGoroutine(t *testing.T) {
	ctx := context.Background()
	st := openTestPGStore(t, newDatabase(t))
	rec, sum := storeTable("alone", time.Now())
	require.NoError(t, st.Create(ctx, rec, sum))
	require.NoError(t, st.Append(ctx, "alone", storeMove(0, 1), sum)) // a connection made
	created := func() uint64 {
		s := []rtmetrics.Sample{{Name: "/sched/goroutines-created:goroutines"}}
		rtmetrics.Read(s)
		return s[0].Value.Uint64()
	}
	const moves = 20
	before := created()
	for k := 1; k <= moves; k++ {
		require.NoError(t, st.Append(ctx, "alone", storeMove(k, 1), sum))
	}
	// (Fewer than one a move, not none: another test's may run meanwhile.)
	assert.Less(t, created()-before, uint64(moves/2), "goroutines started for %d moves", moves)
}

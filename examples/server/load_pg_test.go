package main

import (
	"cmp"
	"context"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// BenchmarkLoadPostgres is BenchmarkLoad on three server processes that
// share one PostgreSQL, every request to a random process: "paced" and
// "flat-out" as there. The database is meant to run with fsync on for
// it, so that each move is as durable as the file store's synced one:
// setFsync's "alter system" turns it on over the test cluster's
// postgresql.conf (pg_test.go), and wal-syncs/move counts the syncs (the
// figures before 2026-11-30 were measured with fsync off: the cluster's
// command line outranked it). cpu-µs/move
// counts the three servers, PostgreSQL and the client, and the servers',
// the database's and the client's shares are reported apart.
//
//	go test -run '^$' -bench LoadPostgres -benchtime 400x ./examples/server
func BenchmarkLoadPostgres(b *testing.B) {
	for _, pace := range []string{"paced", "flat-out"} {
		b.Run(pace, func(b *testing.B) { benchLoadPG(b, pace == "paced") })
	}
}

func benchLoadPG(b *testing.B, paced bool) {
	url := newDatabase(b)
	serverURL := url // (the benchmark's own connections take no pool's parameter)
	if *loadPool > 0 {
		// (Its statements wait for a connection at 0.04 to 0.08 a move,
		// tens of milliseconds each: a tail's cause to measure.)
		sep := "?"
		if strings.Contains(url, "?") {
			sep = "&"
		}
		serverURL += sep + "pool_max_conns=" + strconv.Itoa(*loadPool)
	}
	setFsync(b, true)
	defer setFsync(b, false)
	bin := buildServer(b)
	var urls []string
	var pids []int
	for range 3 {
		// The load's one client makes every table: no bound on it.
		p := startProcessWith(b, bin, "-postgres", serverURL, "-create-burst", "1000000")
		urls = append(urls, p.url)
		pids = append(pids, p.cmd.Process.Pid)
	}
	cpu := func() time.Duration {
		return cpuTime() + procCPU(append(pids, pg.pids()...))
	}
	servers, db := procCPU(pids), procCPU(pg.pids())
	before := scrape(b, urls)
	syncs, commits := walSyncs(b, url)
	moves, _ := runLoad(b, urls, paced, cpu)
	syncsAfter, commitsAfter := walSyncs(b, url)
	// The shares of the servers and of PostgreSQL in cpu-µs/move.
	b.ReportMetric(float64((procCPU(pids)-servers).Microseconds())/float64(moves), "servers-cpu-µs/move")
	b.ReportMetric(float64((procCPU(pg.pids())-db).Microseconds())/float64(moves), "db-cpu-µs/move")
	after := scrape(b, urls)
	d := func(name string) float64 { return (after[name] - before[name]) / float64(moves) }
	// How often a statement waited for a connection, all of its
	// process's pool being in use, and for how long, a move.
	b.ReportMetric(d("tabletop_db_acquire_waits_total"), "pool-waits/move")
	b.ReportMetric(d("tabletop_db_acquire_wait_seconds_total")*1e6, "pool-wait-µs/move")
	// How a process caught a table up with another's moves: from what
	// their notifications carried, or by reading them (a statement).
	b.ReportMetric(d("tabletop_db_catchups_heard_total"), "catchups-heard/move")
	b.ReportMetric(d("tabletop_db_catchups_read_total"), "catchups-read/move")
	// The moves that shared their statement (and commit) with others, and
	// the database's transactions (reads too) and WAL syncs a move: the
	// syncs of notifying transactions are one a commit (see pgBatchAppend).
	b.ReportMetric(d("tabletop_db_append_batched_total"), "batched/move")
	b.ReportMetric(float64(commitsAfter-commits)/float64(moves), "db-xacts/move")
	b.ReportMetric(float64(syncsAfter-syncs)/float64(moves), "wal-syncs/move")
	// Where the tail is spent, by the servers' own histograms (a bucket's
	// upper bound, so a step of 2.5 times): a move's request, from its
	// start to its answer, and its append, the statement.
	b.ReportMetric(after.quantile(before, "tabletop_move_seconds", "", 0.99)*1e3, "server-move-p99-ms")
	b.ReportMetric(after.quantile(before, "tabletop_sync_seconds", "", 0.99)*1e3, "append-p99-ms")
	// The append's stages and the catch-ups' reads (pgStages): a move's
	// wait for one of its process's writers, its statement (the wait for
	// a connection included), a read's statement.
	for _, stage := range pgStages {
		b.ReportMetric(after.quantile(before, "tabletop_db_stage_seconds", `stage="`+stage+`",`, 0.99)*1e3, stage+"-p99-ms")
	}
}

// walSyncs returns the WAL's syncs of the cluster and the commits of the
// database at url, so far (pg_stat_wal, pg_stat_database).
func walSyncs(b *testing.B, url string) (syncs, commits int64) {
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		b.Fatal(err)
	}
	defer conn.Close(ctx)
	err = conn.QueryRow(ctx, `select (select wal_sync from pg_stat_wal),
		(select xact_commit from pg_stat_database where datname = current_database())`).Scan(&syncs, &commits)
	if err != nil {
		b.Fatal(err)
	}
	return syncs, commits
}

// scraped is the servers' /metrics, added up over the servers: a
// counter or a gauge by its name, a histogram's bucket by its name and
// its bound ("tabletop_sync_seconds_bucket{le=\"0.001\"}").
type scraped map[string]float64

// scrape reads the /metrics of the servers at urls.
func scrape(b *testing.B, urls []string) scraped {
	m := scraped{}
	for _, url := range urls {
		_, text := call(b, "GET", url+"/metrics", "", "")
		for line := range strings.Lines(text) {
			name, value, _ := strings.Cut(strings.TrimSpace(line), " ")
			if v, err := strconv.ParseFloat(value, 64); err == nil && !strings.HasPrefix(name, "#") {
				m[name] += v
			}
		}
	}
	return m
}

// quantile returns the upper bound of the bucket of histogram name that
// holds quantile q of what it observed since before; labels, if any, pick
// one of its children (`stage="queue",`: the labels before le, each with
// its comma).
func (m scraped) quantile(before scraped, name, labels string, q float64) float64 {
	type bucket struct{ le, n float64 }
	var buckets []bucket
	prefix := name + `_bucket{` + labels + `le="`
	for k, v := range m {
		if bound, ok := strings.CutPrefix(k, prefix); ok {
			le, err := strconv.ParseFloat(strings.TrimSuffix(bound, `"}`), 64)
			if err == nil {
				buckets = append(buckets, bucket{le, v - before[k]})
			}
		}
	}
	slices.SortFunc(buckets, func(a, b bucket) int { return cmp.Compare(a.le, b.le) })
	if len(buckets) == 0 {
		return 0
	}
	total := buckets[len(buckets)-1].n // +Inf's: every observation
	for _, bk := range buckets {
		if bk.n >= q*total {
			return bk.le
		}
	}
	return math.Inf(1)
}

// setFsync turns the test cluster's fsync on or off.
func setFsync(b *testing.B, on bool) {
	c := needPG(b)
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, c.url("postgres"))
	if err != nil {
		b.Fatal(err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "alter system set fsync = "+strconv.FormatBool(on)); err != nil {
		b.Fatal(err)
	}
	if _, err := conn.Exec(ctx, "select pg_reload_conf()"); err != nil {
		b.Fatal(err)
	}
}

// pids returns the process ids of the cluster: its postmaster and the
// postmaster's children.
func (c *pgCluster) pids() []int {
	data, err := os.ReadFile(filepath.Join(c.dir, "data", "postmaster.pid"))
	if err != nil {
		return nil
	}
	main, _ := strconv.Atoi(strings.SplitN(string(data), "\n", 2)[0])
	pids := []int{main}
	stats, _ := filepath.Glob("/proc/[0-9]*/stat")
	for _, name := range stats {
		f := statFields(name)
		if len(f) > 3 && f[3] == strconv.Itoa(main) {
			pid, _ := strconv.Atoi(filepath.Base(filepath.Dir(name)))
			pids = append(pids, pid)
		}
	}
	return pids
}

// statFields returns the fields of a /proc/PID/stat, field k of proc(5)
// at index k-1 (the pid and the command's name, which may hold spaces,
// are left empty): the parent's pid at 3, utime at 13, stime at 14.
func statFields(name string) []string {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil
	}
	_, rest, ok := strings.Cut(string(data), ") ")
	if !ok {
		return nil
	}
	return append([]string{"", ""}, strings.Fields(rest)...)
}

// procCPU returns the CPU time, user and system, that the processes pids
// have used (Linux's /proc, in clock ticks of 1/100 s).
func procCPU(pids []int) time.Duration {
	var ticks int64
	for _, pid := range pids {
		f := statFields("/proc/" + strconv.Itoa(pid) + "/stat")
		if len(f) > 14 {
			u, _ := strconv.ParseInt(f[13], 10, 64)
			s, _ := strconv.ParseInt(f[14], 10, 64)
			ticks += u + s
		}
	}
	return time.Duration(ticks) * 10 * time.Millisecond
}

package main

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// BenchmarkLoadPostgres is BenchmarkLoad on three server processes that
// share one PostgreSQL, every request to a random process: "paced" and
// "flat-out" as there. The database runs with fsync on for it, so that
// each move is as durable as the file store's synced one; cpu-µs/move
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
	setFsync(b, true)
	defer setFsync(b, false)
	bin := buildServer(b)
	var urls []string
	var pids []int
	for range 3 {
		// The load's one client makes every table: no bound on it.
		p := startProcessWith(b, bin, "-postgres", url, "-create-burst", "1000000")
		urls = append(urls, p.url)
		pids = append(pids, p.cmd.Process.Pid)
	}
	cpu := func() time.Duration {
		return cpuTime() + procCPU(append(pids, pg.pids()...))
	}
	servers, db := procCPU(pids), procCPU(pg.pids())
	waits, waited := poolWaits(b, urls)
	moves, _ := runLoad(b, urls, paced, cpu)
	// The shares of the servers and of PostgreSQL in cpu-µs/move.
	b.ReportMetric(float64((procCPU(pids)-servers).Microseconds())/float64(moves), "servers-cpu-µs/move")
	b.ReportMetric(float64((procCPU(pg.pids())-db).Microseconds())/float64(moves), "db-cpu-µs/move")
	// How often a statement waited for a connection, all of its
	// process's pool being in use, and for how long, a move.
	waitsAfter, waitedAfter := poolWaits(b, urls)
	b.ReportMetric((waitsAfter-waits)/float64(moves), "pool-waits/move")
	b.ReportMetric((waitedAfter-waited)*1e6/float64(moves), "pool-wait-µs/move")
}

// poolWaits returns the waits for a database connection of the servers at
// urls, and the seconds they took, together, from their /metrics.
func poolWaits(b *testing.B, urls []string) (waits, seconds float64) {
	for _, url := range urls {
		_, text := call(b, "GET", url+"/metrics", "", "")
		for line := range strings.Lines(text) {
			name, value, _ := strings.Cut(strings.TrimSpace(line), " ")
			v, _ := strconv.ParseFloat(value, 64)
			switch name {
			case "tabletop_db_acquire_waits_total":
				waits += v
			case "tabletop_db_acquire_wait_seconds_total":
				seconds += v
			}
		}
	}
	return waits, seconds
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

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	rtmetrics "runtime/metrics"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
)

var (
	loadGames    = flag.Int("load.games", 200, "BenchmarkLoad: games played at once")
	loadRate     = flag.Float64("load.rate", 2000, "BenchmarkLoad/paced: the moves per second the games send, together")
	loadDelay    = flag.Duration("load.commit-delay", commitDelay, "BenchmarkLoad/synced: the journals' commit delay (0: none)")
	loadPool     = flag.Int("load.pool", 0, "BenchmarkLoadPostgres: each process's connections at most (the URL's pool_max_conns; 0: pgx's default, the cores and at least 4)")
	loadTimeouts = flag.Bool("load.timeouts", false, "BenchmarkLoad, BenchmarkLoadFloor: serve through the HTTP server of the server's binary, with its timeouts' defaults (httptest's has none)")
)

// BenchmarkLoad plays b.N games, up to -load.games of them at once (a new
// game starts as one ends), of the three kinds in turn, to their end
// through the HTTP API on 127.0.0.1: each game's seats are human, played
// by a client goroutine that sends each move as a request, choosing at
// random among the legal moves of its own copy of the game (in the game
// package's types, to keep the client's share of the two cores small).
// The client runs in a process of its own, so that this one's CPU time is
// the server's alone.
//
// It reports the moves per second over all games, the p50 and p99
// latency of a move's request, and the CPU time per move of the server
// (server-cpu-µs/move), of the client (client-cpu-µs/move) and of both
// (cpu-µs/move), the server's runtime's counts that its load changes
// little (collections, goroutines and wakeups a move, the collector's
// share of the CPU, the heap's peak: see runtimeCounts), the process's
// voluntary context switches a move (vcsw/move: each a thread of the
// server that slept, on a futex, in epoll_wait or a nanosleep, and was
// woken again: what a paced load's wake-ups cost, which its CPU time
// alone does not tell apart from the work), in four
// settings: "synced" logs every game in the files
// store, each move synced (in its journal's batch) before it is answered,
// "memory" keeps the games in memory, so that the difference is the cost
// of the log and its syncs;
// "paced" games send their moves at -load.rate moves per second all
// together (each game a move every games/rate seconds, as people and bots
// with a delay do), which is the target's load; "flat-out" games send each
// move as soon as the last is answered, which measures the most the server
// takes (there, by Little's law, the latency is the games in flight over
// the rate, whatever the server).
//
//	go test -run '^$' -bench Load -benchtime 400x ./examples/server
func BenchmarkLoad(b *testing.B) {
	for _, mode := range []string{"synced", "memory"} {
		for _, pace := range []string{"paced", "flat-out"} {
			b.Run(mode+"/"+pace, func(b *testing.B) { benchLoad(b, mode == "synced", pace == "paced") })
		}
	}
}

func benchLoad(b *testing.B, synced, paced bool) {
	cfg := config{allowSeeds: true, logger: logTo(b)}
	if synced {
		cfg.dataDir = b.TempDir()
	}
	cfg.commitDelay = *loadDelay
	ts := startLoadServer(b, cfg)
	// The collector as the server's binary sets it (-gc-percent's
	// default), unless $GOGC says otherwise.
	if p := defaultGCPercent(); p > 0 {
		defer debug.SetGCPercent(debug.SetGCPercent(p))
	}
	var syncMu sync.Mutex
	var syncs []time.Duration
	observeSync = func(d time.Duration) {
		syncMu.Lock()
		syncs = append(syncs, d)
		syncMu.Unlock()
	}
	var batches, journaled atomic.Int64
	observeBatch = func(moves int) {
		batches.Add(1)
		journaled.Add(int64(moves))
	}
	defer func() { observeSync, observeBatch = nil, nil }()
	before := readRuntime()
	heap := watchHeap()
	moves, used := runLoad(b, []string{ts.url}, paced, cpuTime)
	// The server's CPU alone: this process's, the client being another.
	b.ReportMetric(float64(used.Microseconds())/float64(moves), "server-cpu-µs/move")
	readRuntime().report(b, before, moves)
	b.ReportMetric(float64(heap())/(1<<20), "heap-max-MB")
	syncMu.Lock()
	if len(syncs) > 0 {
		// The write and sync of each move's log lines, inside its latency.
		b.ReportMetric(quantile(syncs, 0.50), "sync-p50-ms")
		b.ReportMetric(quantile(syncs, 0.99), "sync-p99-ms")
	}
	if journaled.Load() > 0 {
		// The journals' syncs a move, which sets most of what the log
		// costs the server's CPU (BenchmarkSync): whatever the machine's
		// load, the same run gives about the same.
		b.ReportMetric(float64(batches.Load())/float64(journaled.Load()), "syncs/move")
	}
	syncMu.Unlock()
}

// startLoadServer starts the server of a load: behind httptest's HTTP
// server, which sets no timeout, or with -load.timeouts behind the one
// the server's binary runs, whose timeouts set deadlines on each request's
// connection (runtime timers, which wake a thread when one becomes its
// processor's earliest).
func startLoadServer(b *testing.B, cfg config) *testServer {
	if !*loadTimeouts {
		return startServer(b, cfg)
	}
	cfg.createBurst = 1000 // as startServer's
	return serveWith(b, cfg, defaultTimeouts(cfg.withDefaults()))
}

// BenchmarkLoadFloor is BenchmarkLoad's load, in memory, with every
// move's request answered by a handler that reads its body and writes a
// reply of 3,000 bytes and nothing else (the tables are made by the
// server, as in BenchmarkLoad): the CPU time a move costs the process
// in net/http and the Go runtime alone, at the same pace over as many
// connections, which no change to the server's own work can cut. Its
// server-cpu-µs/move and vcsw/move are BenchmarkLoad's floor.
func BenchmarkLoadFloor(b *testing.B) {
	reply := append(bytes.Repeat([]byte(" "), 2999), '\n')
	for _, pace := range []string{"paced", "flat-out"} {
		b.Run(pace, func(b *testing.B) {
			ts := startLoadServer(b, config{allowSeeds: true, logger: logTo(b)})
			h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				if r.Method != http.MethodPost || !strings.HasSuffix(r.URL.Path, "/moves") {
					ts.server.ServeHTTP(w, r)
					return
				}
				if _, err := io.Copy(io.Discard, r.Body); err != nil {
					http.Error(w, err.Error(), http.StatusBadRequest)
					return
				}
				w.Header().Set("Content-Type", "application/json")
				w.Write(reply)
			})
			floor := httptest.NewUnstartedServer(h)
			if *loadTimeouts {
				floor.Config = newHTTPServer(ts.server, defaultTimeouts(ts.server.cfg))
				floor.Config.Handler = h
			}
			floor.Start()
			defer floor.Close()
			if p := defaultGCPercent(); p > 0 { // as benchLoad's
				defer debug.SetGCPercent(debug.SetGCPercent(p))
			}
			before := readRuntime()
			moves, used := runLoad(b, []string{floor.URL}, pace == "paced", cpuTime)
			b.ReportMetric(float64(used.Microseconds())/float64(moves), "server-cpu-µs/move")
			readRuntime().report(b, before, moves)
		})
	}
}

// runLoad plays b.N games, up to -load.games at once, each request to one
// of the servers at urls, chosen at random, from a client in a process of
// its own (load_client_test.go), and reports the figures; server() is the
// CPU time used so far by what is measured apart from the client (the
// servers, and the database where there is one). It returns the number of
// moves played and the CPU time server() counted over them.
func runLoad(b *testing.B, urls []string, paced bool, server func() time.Duration) (int, time.Duration) {
	spec := loadSpec{URLs: urls, Games: b.N, AtOnce: min(b.N, *loadGames)}
	if paced {
		spec.Interval = time.Duration(float64(spec.AtOnce) / *loadRate * float64(time.Second))
	}
	path := filepath.Join(b.TempDir(), "load.json")
	data, err := json.Marshal(spec)
	if err == nil {
		err = os.WriteFile(path, data, 0o644)
	}
	if err != nil {
		b.Fatal(err)
	}
	self, err := os.Executable()
	if err != nil {
		b.Fatal(err)
	}
	client := exec.Command(self)
	client.Env = append(os.Environ(), loadClientEnv+"="+path)
	b.ResetTimer()
	cpuStart := server()
	out, err := client.CombinedOutput()
	used := server() - cpuStart
	b.StopTimer()
	if err != nil {
		b.Fatalf("the load's client: %v\n%s", err, out)
	}
	var report loadReport
	if data, err = os.ReadFile(reportPath(path)); err == nil {
		err = json.Unmarshal(data, &report)
	}
	if err != nil {
		b.Fatalf("the load's report: %v\n%s", err, out)
	}
	if report.Error != "" {
		b.Fatal(report.Error)
	}
	if len(report.Latencies) == 0 {
		b.Fatal("no move in the steady part")
	}
	b.ReportMetric(float64(len(report.Latencies))/report.Steady.Seconds(), "moves/s")
	b.ReportMetric(quantile(report.Latencies, 0.50), "p50-ms")
	b.ReportMetric(quantile(report.Latencies, 0.99), "p99-ms")
	b.ReportMetric(float64(report.Moves)/float64(b.N), "moves/game")
	// The CPU time used per move, by everything (the servers, the
	// database where there is one, and the client), which other processes
	// on the machine do not change as they change the rates: two free
	// cores take 2s / it moves a second at most; and the client's share.
	perMove := func(d time.Duration) float64 { return float64(d.Microseconds()) / float64(report.Moves) }
	b.ReportMetric(perMove(used+report.CPU), "cpu-µs/move")
	b.ReportMetric(perMove(report.CPU), "client-cpu-µs/move")
	return report.Moves, used
}

// runtimeCounts is what the Go runtime of the server's process counted:
// the figures of a move's cost that the machine's load changes little,
// as it changes its CPU time.
type runtimeCounts struct {
	gcs, goroutines, schedules uint64
	gcCPU, busyCPU, idleGCCPU  float64
	// sleeps is the process's voluntary context switches (getrusage's):
	// not the runtime's, but the kernel's count of its threads' sleeps.
	sleeps int64
}

// readRuntime reads the runtime's counts (runtime/metrics).
func readRuntime() runtimeCounts {
	samples := []rtmetrics.Sample{
		{Name: "/gc/cycles/total:gc-cycles"},
		{Name: "/sched/goroutines-created:goroutines"},
		{Name: "/sched/latencies:seconds"},
		{Name: "/cpu/classes/gc/total:cpu-seconds"},
		{Name: "/cpu/classes/total:cpu-seconds"},
		{Name: "/cpu/classes/idle:cpu-seconds"},
		{Name: "/cpu/classes/gc/mark/idle:cpu-seconds"},
	}
	rtmetrics.Read(samples)
	var c runtimeCounts
	c.gcs = samples[0].Value.Uint64()
	c.goroutines = samples[1].Value.Uint64()
	if samples[2].Value.Kind() == rtmetrics.KindFloat64Histogram {
		for _, n := range samples[2].Value.Float64Histogram().Counts {
			c.schedules += n
		}
	}
	c.gcCPU = samples[3].Value.Float64()
	c.busyCPU = samples[4].Value.Float64() - samples[5].Value.Float64()
	c.idleGCCPU = samples[6].Value.Float64()
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) == nil {
		c.sleeps = ru.Nvcsw
	}
	return c
}

// report reports the runtime's counts since before, over moves moves:
// the collections a move (gc/kmove, a thousand moves'), the goroutines
// started and the goroutines scheduled (made to run after waiting: the
// wakeups) a move, the threads' sleeps a move (vcsw/move), and the
// collector's share of the process's busy CPU
// time by the runtime's own estimate (gc-cpu-%), with the part of it that
// its workers took on a core that had nothing else to do (gc-idle-cpu-%).
func (c runtimeCounts) report(b *testing.B, before runtimeCounts, moves int) {
	n := float64(moves)
	b.ReportMetric(float64(c.gcs-before.gcs)*1000/n, "gc/kmove")
	b.ReportMetric(float64(c.goroutines-before.goroutines)/n, "goroutines/move")
	// The runtime times one transition in eight of each goroutine
	// (gTrackingPeriod): eight times its count is the estimate.
	b.ReportMetric(float64(c.schedules-before.schedules)*8/n, "schedules/move")
	b.ReportMetric(float64(c.sleeps-before.sleeps)/n, "vcsw/move")
	if busy := c.busyCPU - before.busyCPU; busy > 0 {
		b.ReportMetric(100*(c.gcCPU-before.gcCPU)/busy, "gc-cpu-%")
		b.ReportMetric(100*(c.idleGCCPU-before.idleGCCPU)/busy, "gc-idle-cpu-%")
	}
}

// watchHeap samples the heap's size (its objects, live and dead, not yet
// swept: what the collector's goal lets grow) every 10 ms until the
// function it returns is called, which returns the largest sample.
func watchHeap() func() uint64 {
	done, result := make(chan struct{}), make(chan uint64)
	go func() {
		sample := []rtmetrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
		tick := time.NewTicker(10 * time.Millisecond)
		defer tick.Stop()
		var largest uint64
		for {
			rtmetrics.Read(sample)
			largest = max(largest, sample[0].Value.Uint64())
			select {
			case <-tick.C:
			case <-done:
				result <- largest
				return
			}
		}
	}()
	return func() uint64 {
		close(done)
		return <-result
	}
}

// quantile returns the p-quantile of ds, in milliseconds; it sorts ds.
func quantile(ds []time.Duration, p float64) float64 {
	slices.Sort(ds)
	return float64(ds[int(p*float64(len(ds)-1))]) / float64(time.Millisecond)
}

// cpuTime returns the CPU time the process has used, user and system.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkSync is the cost of what the server does for each move's log:
// a write of a few hundred bytes to a file and its sync, one file after
// another (files=1: a sync's latency), and 200 files at once (files=200:
// ns/op is then the time per sync of the files together). cpu-µs/sync is
// the CPU time (user and system: the kernel's work for the write and the
// sync) a sync costs the process, the rest of ns/op being its wait for the
// disk. Then the same through the files store, "store/tables=N": a move of
// one such event appended to each of N tables at once (its ns/op the time
// per move of the tables together), whose moves share their syncs.
func BenchmarkSync(b *testing.B) {
	line := append(bytes.Repeat([]byte("x"), 300), '\n')
	for _, tables := range []int{1, 200} {
		b.Run("store/tables="+strconv.Itoa(tables), func(b *testing.B) { benchAppend(b, tables) })
	}
	for _, files := range []int{1, 200} {
		b.Run("files="+strconv.Itoa(files), func(b *testing.B) {
			dir := b.TempDir()
			var next atomic.Int64
			var wg sync.WaitGroup
			cpuStart := cpuTime()
			for i := range files {
				f, err := os.Create(filepath.Join(dir, strconv.Itoa(i)))
				if err != nil {
					b.Fatal(err)
				}
				defer f.Close()
				wg.Go(func() {
					for next.Add(1) <= int64(b.N) {
						if _, err := f.Write(line); err != nil {
							b.Error(err)
							return
						}
						if err := f.Sync(); err != nil {
							b.Error(err)
							return
						}
					}
				})
			}
			wg.Wait()
			b.ReportMetric(float64((cpuTime()-cpuStart).Microseconds())/float64(b.N), "cpu-µs/sync")
		})
	}
}

// benchAppend appends b.N moves to tables tables of a files store at once,
// each table's moves from a goroutine of its own, and reports the CPU time
// a move costs the process.
func benchAppend(b *testing.B, tables int) {
	ctx := context.Background()
	st, err := openFilesStore(b.TempDir(), logTo(b))
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	event := json.RawMessage(`{"pad":"` + strings.Repeat("x", 290) + `"}`)
	recs := make([]tableRecord, tables)
	sums := make([]summary, tables)
	for i := range tables {
		recs[i], sums[i] = storeTable("s"+strconv.Itoa(i), time.Now())
		if err := st.Create(ctx, recs[i], sums[i]); err != nil {
			b.Fatal(err)
		}
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	b.ResetTimer()
	cpuStart := cpuTime()
	for i := range tables {
		rec, sum := recs[i], sums[i]
		wg.Go(func() {
			for k := 0; next.Add(1) <= int64(b.N); k++ {
				m := moveRecord{First: k, Move: json.RawMessage(`"m"`), Events: []json.RawMessage{event}}
				sum.Moves = k + 1
				if err := st.Append(ctx, rec.ID, m, sum); err != nil {
					b.Error(err)
					return
				}
			}
		})
	}
	wg.Wait()
	b.ReportMetric(float64((cpuTime()-cpuStart).Microseconds())/float64(b.N), "cpu-µs/move")
}

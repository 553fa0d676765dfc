package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/linx"
)

var (
	loadGames = flag.Int("load.games", 200, "BenchmarkLoad: games played at once")
	loadRate  = flag.Float64("load.rate", 2000, "BenchmarkLoad/paced: the moves per second the games send, together")
)

// BenchmarkLoad plays b.N games, up to -load.games of them at once (a new
// game starts as one ends), of the three kinds in turn, to their end
// through the HTTP API on 127.0.0.1: each game's seats are human, played
// by a client goroutine that sends each move as a request, choosing at
// random among the legal moves of its own copy of the game (in the game
// package's types, to keep the client's share of the two cores small).
//
// It reports the moves per second over all games and the p50 and p99
// latency of a move's request, in four settings: "synced" logs every game
// and syncs each move before answering it, "memory" keeps the games in
// memory, so that the difference is the cost of the log and its sync;
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
	ts := startServer(b, cfg)
	var syncMu sync.Mutex
	var syncs []time.Duration
	observeSync = func(d time.Duration) {
		syncMu.Lock()
		syncs = append(syncs, d)
		syncMu.Unlock()
	}
	defer func() { observeSync = nil }()
	runLoad(b, func() string { return ts.url }, paced, cpuTime)
	syncMu.Lock()
	if len(syncs) > 0 {
		// The write and sync of each move's log lines, inside its latency.
		b.ReportMetric(quantile(syncs, 0.50), "sync-p50-ms")
		b.ReportMetric(quantile(syncs, 0.99), "sync-p99-ms")
	}
	syncMu.Unlock()
}

// runLoad plays b.N games, up to -load.games at once, each request to the
// server at url() (which may pick one of several), and reports the
// figures; cpu() is the CPU time used so far by what is measured. It
// returns the number of moves played.
func runLoad(b *testing.B, url func() string, paced bool, cpu func() time.Duration) int {
	at := min(b.N, *loadGames)
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: at, MaxConnsPerHost: at}}
	defer client.CloseIdleConnections()
	var interval time.Duration // between two moves of one game
	if paced {
		interval = time.Duration(float64(at) / *loadRate * float64(time.Second))
	}

	var (
		next      atomic.Int64
		mu        sync.Mutex
		moves     []loadMove
		wg        sync.WaitGroup
		steady    time.Time // when the first client ran out of games
		steadyEnd sync.Once
	)
	b.ResetTimer()
	start := time.Now()
	cpuStart := cpu()
	for k := range at {
		wg.Go(func() {
			var mine []loadMove
			// The games start spread over one interval.
			pace := time.Now().Add(interval * time.Duration(k) / time.Duration(at))
			for {
				i := next.Add(1) - 1
				if i >= int64(b.N) {
					steadyEnd.Do(func() { steady = time.Now() })
					break
				}
				mine, pace = playLoad(b, client, url, int(i), interval, pace, mine)
			}
			mu.Lock()
			moves = append(moves, mine...)
			mu.Unlock()
		})
	}
	wg.Wait()
	used := cpu() - cpuStart
	b.StopTimer()
	// The figures are those of the steady part of the run, while every
	// client had a game: the last games, ending one by one, would show
	// fewer games at once than asked.
	var latencies []time.Duration
	for _, m := range moves {
		if !m.done.After(steady) {
			latencies = append(latencies, m.latency)
		}
	}
	if len(latencies) == 0 {
		b.Fatal("no move in the steady part")
	}
	b.ReportMetric(float64(len(latencies))/steady.Sub(start).Seconds(), "moves/s")
	b.ReportMetric(quantile(latencies, 0.50), "p50-ms")
	b.ReportMetric(quantile(latencies, 0.99), "p99-ms")
	b.ReportMetric(float64(len(moves))/float64(b.N), "moves/game")
	// The CPU time used per move (by the server and the client, and the
	// database where there is one), which other processes on the machine
	// do not change as they change the rates: two free cores take 2s / it
	// moves a second at most.
	b.ReportMetric(float64(used.Microseconds())/float64(len(moves)), "cpu-µs/move")
	return len(moves)
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

// loadMove is a move of the load: how long its request took, and when it
// was answered.
type loadMove struct {
	latency time.Duration
	done    time.Time
}

// loadState is what the load's client needs of a game package's State.
type loadState[S, M, E any] interface {
	Over() bool
	ToMove() int
	AppendLegalMoves(dst []M) []M
	Apply(m M) (S, []E, error)
}

// loadMirror is the client's own copy of a game, in the game package's
// types: the client plays random moves, and its cost should stay small
// beside the server's.
type loadMirror[S loadState[S, M, E], M fmt.Stringer, E any] struct {
	s     S
	moves []M
}

func (m *loadMirror[S, M, E]) over() bool { return m.s.Over() }

// step chooses a random legal move, plays it on the mirror, and returns
// it for the server.
func (m *loadMirror[S, M, E]) step(r *rand.Rand) (int, string, error) {
	m.moves = m.s.AppendLegalMoves(m.moves[:0])
	move := m.moves[r.IntN(len(m.moves))]
	seat := m.s.ToMove()
	next, _, err := m.s.Apply(move)
	m.s = next
	return seat, move.String(), err
}

type stepper interface {
	over() bool
	step(r *rand.Rand) (int, string, error)
}

// newMirror starts game i of the load: its kind, options and mirror.
func newMirror(i int) (string, string, int, stepper) {
	seed := uint64(i)
	switch i % 3 {
	case 0:
		s, _ := linko.New(linko.Options{Players: 3, Seed: seed})
		return "linko", `{"players":3,"seed":"` + strconv.Itoa(i) + `"}`, 3, &loadMirror[linko.State, linko.Move, linko.Event]{s: s}
	case 1:
		s, _ := lino.New(lino.Options{Seed: seed})
		return "lino", `{"seed":"` + strconv.Itoa(i) + `"}`, 2, &loadMirror[lino.State, lino.Move, lino.Event]{s: s}
	default:
		s, _ := linx.New(linx.Options{Players: 2, Seed: seed})
		return "linx", `{"players":2,"seed":"` + strconv.Itoa(i) + `"}`, 2, &loadMirror[linx.State, linx.Move, linx.Event]{s: s}
	}
}

// playLoad plays game i to its end, each request to url(), and appends
// each move's latency.
// With an interval, each move waits for its turn, pace, which is one
// interval after the last (or now, if the game is behind).
func playLoad(b *testing.B, client *http.Client, url func() string, i int, interval time.Duration, pace time.Time, latencies []loadMove) ([]loadMove, time.Time) {
	game, options, players, mirror := newMirror(i)
	resp, err := client.Post(url()+"/api/tables", "application/json", bytes.NewReader([]byte(humans(game, options, players))))
	if err != nil {
		b.Error(err)
		return latencies, pace
	}
	var c created
	err = json.NewDecoder(resp.Body).Decode(&c)
	resp.Body.Close()
	if err != nil || resp.StatusCode != http.StatusCreated {
		b.Errorf("creating a table: %d %v", resp.StatusCode, err)
		return latencies, pace
	}
	r := rand.New(rand.NewPCG(uint64(i), 1))
	for !mirror.over() {
		seat, move, err := mirror.step(r)
		if err != nil {
			b.Error(err)
			return latencies, pace
		}
		if interval > 0 {
			if wait := time.Until(pace); wait > 0 {
				time.Sleep(wait)
			} else {
				pace = time.Now()
			}
			pace = pace.Add(interval)
		}
		body, _ := json.Marshal(map[string]string{"move": move})
		req, _ := http.NewRequest("POST", url()+"/api/tables/"+c.ID+"/seats/"+strconv.Itoa(seat)+"/moves", bytes.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+c.Seats[seat].Token)
		sent := time.Now()
		resp, err := client.Do(req)
		if err != nil {
			b.Error(err)
			return latencies, pace
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		now := time.Now()
		latencies = append(latencies, loadMove{now.Sub(sent), now})
		if resp.StatusCode != http.StatusOK {
			b.Errorf("move %s: %d", move, resp.StatusCode)
			return latencies, pace
		}
	}
	return latencies, pace
}

// BenchmarkSync is the cost of what the server does for each move's log:
// a write of a few hundred bytes to a file and its sync, one file after
// another (files=1: a sync's latency), and 200 files at once (files=200:
// ns/op is then the time per sync of the files together).
func BenchmarkSync(b *testing.B) {
	line := append(bytes.Repeat([]byte("x"), 300), '\n')
	for _, files := range []int{1, 200} {
		b.Run("files="+strconv.Itoa(files), func(b *testing.B) {
			dir := b.TempDir()
			var next atomic.Int64
			var wg sync.WaitGroup
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
		})
	}
}

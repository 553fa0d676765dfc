package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/linx"
)

// The load's client runs in a process of its own, the test binary started
// again with loadClientEnv naming a file that holds its loadSpec: TestMain
// then plays the games (runLoadClient) and writes its loadReport beside
// the spec, instead of running the tests. So the benchmark's process
// measures the server's CPU alone (getrusage counts a whole process), and
// the client's is counted apart.

// loadClientEnv names the environment variable that makes the test binary
// the load's client: its value is the path of the spec.
const loadClientEnv = "TABLETOP_LOAD_CLIENT"

// loadSpec is what the client is asked to play.
type loadSpec struct {
	// URLs are the servers; each request goes to one of them at random.
	URLs []string `json:"urls"`
	// Games is the number of games to play, to their end.
	Games int `json:"games"`
	// AtOnce is the number of games in play at once.
	AtOnce int `json:"atOnce"`
	// Interval is the time between two moves of one game, 0 for flat-out.
	Interval time.Duration `json:"interval"`
}

// loadReport is what the client measured.
type loadReport struct {
	// Moves is the number of moves played in all.
	Moves int `json:"moves"`
	// Steady is how long the steady part of the run lasted: from the
	// start to when the first client goroutine ran out of games.
	Steady time.Duration `json:"steady"`
	// Latencies are those of the moves answered in the steady part.
	Latencies []time.Duration `json:"latencies"`
	// CPU is the client process's CPU time over the run.
	CPU time.Duration `json:"cpu"`
	// Error is the first thing that went wrong, empty when nothing did.
	Error string `json:"error,omitempty"`
}

// reportPath is where the client writes its report, beside the spec.
func reportPath(spec string) string { return spec + ".report" }

// runLoadClient plays the games of the spec in the file named by path and
// writes its report; it returns the process's exit code.
func runLoadClient(path string) int {
	data, err := os.ReadFile(path)
	var spec loadSpec
	if err == nil {
		err = json.Unmarshal(data, &spec)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "the load's spec: %v\n", err)
		return 1
	}
	report := playAll(spec)
	if data, err = json.Marshal(report); err == nil {
		err = os.WriteFile(reportPath(path), data, 0o644)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "the load's report: %v\n", err)
		return 1
	}
	return 0
}

// playAll plays the spec's games and measures them.
func playAll(spec loadSpec) loadReport {
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: spec.AtOnce, MaxConnsPerHost: spec.AtOnce}}
	defer client.CloseIdleConnections()
	var (
		next      atomic.Int64
		mu        sync.Mutex
		moves     []loadMove
		errs      []error
		wg        sync.WaitGroup
		steady    time.Time // when the first client ran out of games
		steadyEnd sync.Once
	)
	start := time.Now()
	cpuStart := cpuTime()
	for k := range spec.AtOnce {
		wg.Go(func() {
			p := loadPlayer{client: client, urls: spec.URLs, interval: spec.Interval}
			// The games start spread over one interval.
			p.pace = time.Now().Add(spec.Interval * time.Duration(k) / time.Duration(spec.AtOnce))
			var err error
			for err == nil {
				i := next.Add(1) - 1
				if i >= int64(spec.Games) {
					steadyEnd.Do(func() { steady = time.Now() })
					break
				}
				err = p.play(int(i))
			}
			mu.Lock()
			moves = append(moves, p.moves...)
			if err != nil {
				errs = append(errs, err)
			}
			mu.Unlock()
		})
	}
	wg.Wait()
	report := loadReport{Moves: len(moves), Steady: steady.Sub(start), CPU: cpuTime() - cpuStart}
	if err := errors.Join(errs...); err != nil {
		report.Error = err.Error()
	}
	// The figures are those of the steady part of the run, while every
	// client had a game: the last games, ending one by one, would show
	// fewer games at once than asked.
	for _, m := range moves {
		if !m.done.After(steady) {
			report.Latencies = append(report.Latencies, m.latency)
		}
	}
	return report
}

// loadMove is a move of the load: how long its request took, and when it
// was answered.
type loadMove struct {
	latency time.Duration
	done    time.Time
}

// loadPlayer is one of the client's goroutines, playing one game after
// another.
type loadPlayer struct {
	client   *http.Client
	urls     []string
	interval time.Duration // between two moves of one game
	pace     time.Time     // when the next move is due
	moves    []loadMove
}

func (p *loadPlayer) url() string { return p.urls[rand.IntN(len(p.urls))] }

// loadTable is what the client reads of a new table's reply.
type loadTable struct {
	ID    string `json:"id"`
	Seats []struct {
		Token string `json:"token"`
	} `json:"seats"`
}

// play plays game i to its end and appends each move's latency. With an
// interval, each move waits for its turn, pace, which is one interval after
// the last (or now, if the game is behind). It reads nothing of a move's
// reply but its status: its own copy of the game tells it the legal moves,
// as a client that decodes the reply's legal moves alone would know them.
func (p *loadPlayer) play(i int) error {
	game, options, players, mirror := newMirror(i)
	resp, err := p.client.Post(p.url()+"/api/tables", "application/json", strings.NewReader(humans(game, options, players)))
	if err != nil {
		return err
	}
	var tb loadTable
	err = json.NewDecoder(resp.Body).Decode(&tb)
	resp.Body.Close()
	if err != nil || resp.StatusCode != http.StatusCreated {
		return fmt.Errorf("creating a table: %d %v", resp.StatusCode, err)
	}
	r := rand.New(rand.NewPCG(uint64(i), 1))
	for !mirror.over() {
		seat, move, err := mirror.step(r)
		if err != nil {
			return err
		}
		if p.interval > 0 {
			if wait := time.Until(p.pace); wait > 0 {
				time.Sleep(wait)
			} else {
				p.pace = time.Now()
			}
			p.pace = p.pace.Add(p.interval)
		}
		body := `{"move":` + strconv.Quote(move) + `}` // a move's notation is plain ASCII
		req, _ := http.NewRequest("POST", p.url()+"/api/tables/"+tb.ID+"/seats/"+strconv.Itoa(seat)+"/moves", strings.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+tb.Seats[seat].Token)
		sent := time.Now()
		resp, err := p.client.Do(req)
		if err != nil {
			return err
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		now := time.Now()
		p.moves = append(p.moves, loadMove{now.Sub(sent), now})
		if resp.StatusCode != http.StatusOK {
			return fmt.Errorf("move %s: %d", move, resp.StatusCode)
		}
	}
	return nil
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

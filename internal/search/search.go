package search

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/tabletopgo/tabletop/rng"
)

// State is a determinized game state as the search plays it: a full state,
// hidden cards and all. Every game's State meets it.
type State[S any, M comparable] interface {
	// ToMove is the seat that decides next, -1 once the game is over.
	ToMove() int
	Over() bool
	// AppendLegalMoves appends the legal moves of ToMove to dst, in a
	// deterministic order, without duplicates.
	AppendLegalMoves(dst []M) []M
	// Next returns the state after the legal move m; it must not allocate.
	Next(m M) (S, error)
	// RandomMove draws a legal move with r, false when nobody is to move;
	// it must not allocate.
	RandomMove(r *rng.Source) (M, bool)
}

// Game is what the search needs of one game, seen from the observer's seat.
// With Options.Workers above 1, its functions are called from several
// goroutines at once.
type Game[S State[S, M], M comparable] struct {
	// Players is the number of seats, and the length of Reward's dst.
	Players int
	// Sample returns a full state consistent with all the observer knows
	// (a determinization), drawn with r. It must not allocate.
	Sample func(r *rng.Source) S
	// Reward writes into dst (len Players) each seat's result of the
	// finished state s, in [0, 1]: 1 a win, 0 a loss, ties shared;
	// teammates alike. It must not allocate.
	Reward func(s *S, dst []float64)
	// Moves, if not nil, lists the moves the search considers at s (a
	// subset of the legal moves, to narrow huge branching) appended to
	// dst; nil means AppendLegalMoves. Playouts draw from all legal moves
	// with RandomMove whatever Moves says.
	Moves func(s *S, dst []M) []M
	// Playout, if not nil, plays s out to the end of the game in place,
	// drawing each move with RandomMove and playing it with Next exactly
	// as the search would (the same draws of r, the same state at the
	// end), or returns why it could not. It is the game's own loop, whose
	// calls its compiler sees: the search's loop calls RandomMove, Next
	// and Over through the generic code's dictionary, and copies the
	// state in and out of Next at every move, which costs most in
	// WebAssembly. It must not allocate.
	Playout func(s *S, r *rng.Source) error
}

// ErrInvalidGame reports a Game that breaks its contract: a missing
// function, a Sample inconsistent with the first, a refused legal
// move, a live state without moves, a reward outside [0, 1].
var ErrInvalidGame = errors.New("search: invalid game")

// ErrNoRandomMove is what a game's Playout returns for a state not over
// where RandomMove finds no move, which no game reaches; the search wraps
// it in ErrInvalidGame, as it does when its own playout meets such a state.
var ErrNoRandomMove = errors.New("RandomMove found no move in a game not over")

// Options sets the budget and the chance of a search. The search stops at
// whichever comes first of Iterations, Duration and the end of the
// caller's context, always after one iteration at least, and its Result
// says which stopped it (see [Searcher.Search]).
type Options struct {
	// Iterations is the number of iterations of a search, shared among the
	// workers; 0 means no cap when Duration is set, and DefaultIterations
	// when it is not.
	Iterations int
	// Duration is a budget in time, 0 for none; Iterations, when set too,
	// caps it.
	Duration time.Duration
	// Workers is the number of goroutines that search at once, each its
	// own tree (root parallelism); 0 means 1.
	Workers int
	// Seed is the search's only source of chance: equal seeds, equal
	// budgets in iterations and equal numbers of workers give equal
	// results (a budget in time depends on the clock too).
	Seed uint64
	// Exploration is UCB1's constant c; 0 means DefaultExploration.
	Exploration float64
}

const (
	// DefaultIterations is the budget of a search whose Options give none.
	DefaultIterations = 1000
	// DefaultExploration is UCB1's constant when Options give none: the
	// weight of the exploration term c·√(ln n′ / n) beside a mean reward
	// in [0, 1]. 0.7, a little below the textbook √2, favours the moves
	// that look best a little more; the arena is where to tune it.
	DefaultExploration = 0.7
)

// ErrInvalidOptions reports a negative budget or a bad constant.
var ErrInvalidOptions = errors.New("search: invalid options")

// MoveStat is what the search thought of one move at the root.
type MoveStat[M comparable] struct {
	Move M `json:"move"`
	// Visits counts the iterations that chose the move at the root.
	Visits int `json:"visits"`
	// Reward is the observer's mean reward over those iterations, in
	// [0, 1].
	Reward float64 `json:"reward"`
}

// Result is the outcome of a search.
type Result[M comparable] struct {
	// Move is the most visited root move (ties: the better mean reward,
	// then the move tried first).
	Move M
	// Iterations counts the iterations done, over all workers.
	Iterations int
	// Stopped says what ended the search: its budget of iterations, its
	// budget in time, or the caller's context.
	Stopped Stop
	// Stats holds every root move tried, most visited first.
	Stats []MoveStat[M]
}

// Stop is what ended a search. Where the workers were stopped by different
// things, the last of this list wins, for it is the one that cut the most
// work short; a worker that made all its iterations was stopped by them,
// whatever happened after.
type Stop uint8

const (
	// StopIterations: the search made all the iterations of its budget.
	StopIterations Stop = iota
	// StopDuration: the search's budget in time ran out first.
	StopDuration
	// StopContext: the caller's context ended first (its deadline, or a
	// cancel), and the search answered with what it had found.
	StopContext
)

// String returns "iterations", "duration" or "context".
func (s Stop) String() string {
	switch s {
	case StopIterations:
		return "iterations"
	case StopDuration:
		return "duration"
	case StopContext:
		return "context"
	}
	return fmt.Sprintf("Stop(%d)", uint8(s))
}

// The errors of a search from where the observer cannot move. Each error
// a search returns wraps one of them, [ErrInvalidOptions] or
// [ErrInvalidGame].
var (
	// ErrGameOver reports a search from a finished game.
	ErrGameOver = errors.New("search: the game is over")
	// ErrNotToMove reports a search for a seat that is not to move.
	ErrNotToMove = errors.New("search: the observer is not to move")
	// ErrNoLegalMove reports a live game where the observer has no move
	// (or Game.Moves lists none).
	ErrNoLegalMove = errors.New("search: no legal move")
)

// A Searcher runs searches and keeps its trees' pools between them, so that
// once they have grown an iteration allocates nothing. The zero value is
// ready to use. A Searcher is not for several goroutines at once; its
// workers are its own.
type Searcher[S State[S, M], M comparable] struct {
	trees []*tree[S, M]
	// merged finds a move's row of Result.Stats when several workers'
	// roots are summed.
	merged map[M]int
	// stop tells every worker to stop when one has failed.
	stop atomic.Bool
}

// Search runs a fresh Searcher once: for a single decision. A caller that
// decides often keeps a Searcher, whose pools stay grown.
func Search[S State[S, M], M comparable](ctx context.Context, g Game[S, M], observer int, opts Options) (Result[M], error) {
	var s Searcher[S, M]
	return s.Search(ctx, g, observer, opts)
}

// Search runs ISMCTS for the observer, who must be to move in every state
// g.Sample draws, and returns the move it chose with what it thought of
// each move tried. Errors wrap ErrGameOver, ErrNotToMove, ErrNoLegalMove,
// ErrInvalidOptions or ErrInvalidGame; nothing panics on their account.
//
// The search stops at whichever comes first: opts.Iterations spent,
// opts.Duration past, or ctx done; every worker makes its first iteration
// before it looks at any of them, so a search that started always has an
// answer, and Result.Stopped says which ended it. A ctx done during the
// search stops the workers within an iteration, and Search returns the
// most visited move so far, without error. A ctx already done when Search
// is called, canceled or past its deadline, gives an error wrapping
// ctx.Err(): the one case without a move.
//
// Once the pools have grown, a search with one worker allocates only its
// Result's Stats; more workers cost a few allocations more a search (their
// goroutines), still none an iteration.
func (s *Searcher[S, M]) Search(ctx context.Context, g Game[S, M], observer int, opts Options) (Result[M], error) {
	budget, err := checkOptions(opts)
	if err != nil {
		return Result[M]{}, err
	}
	if err := ctx.Err(); err != nil {
		return Result[M]{}, fmt.Errorf("search: called off: %w", err)
	}
	return s.search(ctx, g, observer, opts, budget)
}

// search is Search once the options are checked, whatever ctx is: a ctx
// done already ends the search after its first iteration.
func (s *Searcher[S, M]) search(ctx context.Context, g Game[S, M], observer int, opts Options, budget budget) (Result[M], error) {
	workers := max(1, opts.Workers)
	if budget.iterations > 0 {
		workers = min(workers, budget.iterations)
	}
	for len(s.trees) < workers {
		s.trees = append(s.trees, new(tree[S, M]))
	}
	if err := s.trees[0].probe(g, observer, opts.Seed); err != nil {
		return Result[M]{}, err
	}
	c := opts.Exploration
	if c == 0 {
		c = DefaultExploration
	}
	var deadline time.Time
	if budget.duration > 0 {
		deadline = time.Now().Add(budget.duration)
	}
	root := rng.New(opts.Seed)
	s.stop.Store(false)
	for w, t := range s.trees[:workers] {
		t.reset(g, observer, c, root.Derive(uint64(w)))
		if budget.iterations > 0 {
			// The first workers take one more iteration each, so that
			// the quotas add up to the budget.
			t.quota = budget.iterations / workers
			if w < budget.iterations%workers {
				t.quota++
			}
		}
		t.deadline, t.answerBy, t.stop, t.done = deadline, budget.answerBy, &s.stop, ctx.Done()
		t.pause = pauseOf(ctx)
	}
	if workers == 1 {
		s.trees[0].run()
	} else {
		var wg sync.WaitGroup
		for _, t := range s.trees[:workers] {
			wg.Go(t.run)
		}
		wg.Wait()
	}
	for _, t := range s.trees[:workers] {
		if t.err != nil {
			return Result[M]{}, t.err
		}
	}
	return s.result(workers), nil
}

// budget is a search's budget once defaults are applied.
type budget struct {
	iterations int // 0: no cap
	duration   time.Duration
	// answerBy is when the caller's context is taken as done, a little
	// before its deadline so that the answer reaches it in time; zero:
	// at the context's end only.
	answerBy time.Time
}

func checkOptions(opts Options) (budget, error) {
	switch {
	case opts.Iterations < 0:
		return budget{}, fmt.Errorf("%w: %d iterations", ErrInvalidOptions, opts.Iterations)
	case opts.Duration < 0:
		return budget{}, fmt.Errorf("%w: a duration of %v", ErrInvalidOptions, opts.Duration)
	case opts.Workers < 0:
		return budget{}, fmt.Errorf("%w: %d workers", ErrInvalidOptions, opts.Workers)
	case !(opts.Exploration >= 0) || math.IsInf(opts.Exploration, 1):
		return budget{}, fmt.Errorf("%w: exploration constant %v", ErrInvalidOptions, opts.Exploration)
	}
	b := budget{iterations: opts.Iterations, duration: opts.Duration}
	if b.iterations == 0 && b.duration == 0 {
		b.iterations = DefaultIterations
	}
	return b, nil
}

// result sums the roots of the first n trees into a Result.
func (s *Searcher[S, M]) result(n int) Result[M] {
	var res Result[M]
	first := s.trees[0]
	root := first.nodes[0]
	res.Stats = make([]MoveStat[M], 0, root.n)
	// sums holds Reward as a sum of rewards until the end.
	for _, e := range first.edges[root.first : root.first+root.n] {
		res.Stats = append(res.Stats, MoveStat[M]{e.move, int(e.visits), e.reward})
	}
	res.Iterations, res.Stopped = first.iterations, first.stopped
	if n > 1 {
		if s.merged == nil {
			s.merged = make(map[M]int)
		}
		clear(s.merged)
		for i, st := range res.Stats {
			s.merged[st.Move] = i
		}
		for _, t := range s.trees[1:n] {
			res.Iterations += t.iterations
			res.Stopped = max(res.Stopped, t.stopped)
			root := t.nodes[0]
			for _, e := range t.edges[root.first : root.first+root.n] {
				i, ok := s.merged[e.move]
				if !ok {
					i = len(res.Stats)
					s.merged[e.move] = i
					res.Stats = append(res.Stats, MoveStat[M]{Move: e.move})
				}
				res.Stats[i].Visits += int(e.visits)
				res.Stats[i].Reward += e.reward
			}
		}
	}
	for i := range res.Stats {
		if v := res.Stats[i].Visits; v > 0 {
			res.Stats[i].Reward /= float64(v)
		}
	}
	slices.SortStableFunc(res.Stats, func(a, b MoveStat[M]) int {
		if a.Visits != b.Visits {
			return b.Visits - a.Visits
		}
		switch {
		case a.Reward > b.Reward:
			return -1
		case a.Reward < b.Reward:
			return 1
		}
		return 0
	})
	if len(res.Stats) > 0 {
		res.Move = res.Stats[0].Move
	}
	return res
}

package search

import (
	"fmt"
	"math"
	"slices"
	"sync/atomic"
	"time"

	"github.com/tabletopgo/tabletop/rng"
)

// A tree is one worker's search tree, in two flat pools that a search
// empties and refills without giving back their memory. Nodes and edges
// refer to each other by index, not by pointer: the pools grow by append,
// and the garbage collector has no pointers to chase.
type tree[S State[S, M], M comparable] struct {
	nodes []node
	edges []edge[M]
	// index finds an edge among the children of a node with more than
	// linearChildren of them; smaller nodes are scanned. It holds, for a
	// node and a move, the edge's position among the node's children
	// (which stays true when the children move to a bigger block).
	index map[edgeKey[M]]int32
	// snapMoves and snapChild hold, for each indexed node, the moves it
	// was last offered and the position of each one's child (-1: none):
	// a node offered the same list again, as a game without hidden moves
	// always does, finds its children by comparing lists, without hashing
	// a move.
	snapMoves []M
	snapChild []int32

	game     Game[S, M]
	observer int
	c        float64
	r        rng.Source
	quota    int       // iterations to do; 0: no cap
	deadline time.Time // zero: none
	// answerBy is when the caller's context counts as done (StopContext),
	// a little before its deadline; zero: none.
	answerBy time.Time
	stop     *atomic.Bool
	// done is the caller's ctx.Done(), read at each iteration's end
	// without blocking: a closed channel is seen at once, as a watch
	// (context.AfterFunc) run on another goroutine is not, and reading
	// it costs about what reading stop does.
	done <-chan struct{}
	// pause is the caller's Pauser's Pause, called every few iterations
	// before done is read; nil: none.
	pause func()
	// state is the iteration's state. It lives here, not on the stack,
	// because Game's functions take its address and a pointer passed to
	// a function value escapes: a local would be allocated each time.
	state S

	// Scratch, reused by every iteration.
	moves     []M       // the moves at the node being descended
	found     []int32   // edges of the available children at that node
	untriedAt []int32   // positions in the list of moves of the untried
	path      []step    // the edges descended, root first
	rewards   []float64 // per seat

	iterations int
	stopped    Stop // what ended run
	err        error
}

// node is a decision in the tree: the children it has tried are the edges
// edges[first : first+n], in the order they were tried, in a block with
// room for size. An indexed node's snapshot is snapMoves and snapChild
// [snap : snap+snapLen], in a block with room for snapSize.
type node struct {
	first, n, size          int32
	snap, snapLen, snapSize int32
	indexed                 bool // its children are in tree.index
}

// edge is a move tried at a node, with its statistics: the child's visits
// n, availability n′ (the iterations in which the move was legal at the
// node, counted before this one) and the sum of the rewards of the seat
// that made the move.
type edge[M comparable] struct {
	move   M
	child  int32 // the node the move leads to
	visits int32
	avail  int32
	reward float64
}

type edgeKey[M comparable] struct {
	node int32
	move M
}

// step is an edge of the path and the seat that made its move in this
// iteration's determinization.
type step struct {
	edge int32
	seat int32
}

// linearChildren is the number of children a node scans for a move before
// it indexes them in the map: a scan of a few moves is faster than hashing
// one. (A variable so that a test can check that the index changes
// nothing but the speed.)
var linearChildren int32 = 8

const (
	// firstBlock is the room for children a node gets at its first; a
	// full block moves to one twice its size.
	firstBlock = 4
	// maxNodes bounds a tree, so that its indices fit an int32 however
	// long a budget in time runs; a full tree stops expanding and plays
	// out from its leaves.
	maxNodes = 1 << 26
)

// probe checks what can be checked before the workers start: the
// functions are there, and a first sample is a live state where the
// observer is to move with a move to make. It uses the tree's scratch
// space, so as not to allocate.
func (t *tree[S, M]) probe(g Game[S, M], observer int, seed uint64) error {
	switch {
	case g.Players < 1:
		return fmt.Errorf("%w: %d players", ErrInvalidGame, g.Players)
	case g.Sample == nil:
		return fmt.Errorf("%w: no Sample", ErrInvalidGame)
	case g.Reward == nil:
		return fmt.Errorf("%w: no Reward", ErrInvalidGame)
	case observer < 0 || observer >= g.Players:
		return fmt.Errorf("%w: seat %d is not at a table of %d", ErrNotToMove, observer, g.Players)
	}
	// The probe draws from its own stream, so that the workers' streams
	// do not depend on it.
	t.r = rng.New(seed).Derive(probeLabel)
	t.state = g.Sample(&t.r)
	if t.state.Over() {
		return ErrGameOver
	}
	if seat := t.state.ToMove(); seat != observer {
		return fmt.Errorf("%w: seat %d is to move, not seat %d", ErrNotToMove, seat, observer)
	}
	t.listMoves(&g)
	if len(t.moves) == 0 {
		return fmt.Errorf("%w: seat %d", ErrNoLegalMove, observer)
	}
	return nil
}

// probeLabel derives probe's stream from the seed; the workers use the
// labels 0, 1, 2...
const probeLabel = 1<<64 - 1

// reset empties the tree for a search, keeping its memory.
func (t *tree[S, M]) reset(g Game[S, M], observer int, c float64, r rng.Source) {
	t.nodes = append(t.nodes[:0], node{})
	t.edges = t.edges[:0]
	t.snapMoves, t.snapChild = t.snapMoves[:0], t.snapChild[:0]
	if t.index == nil {
		t.index = make(map[edgeKey[M]]int32)
	}
	clear(t.index)
	t.game, t.observer, t.c, t.r = g, observer, c, r
	t.rewards = append(t.rewards[:0], make([]float64, g.Players)...)
	t.iterations, t.err, t.quota = 0, nil, 0
}

// run iterates until its quota, the deadline, done or stop, and at least
// once, and sets t.stopped to what stopped it. A failing iteration sets
// t.err and stop, which stops the other workers (the error is the search's
// answer then).
func (t *tree[S, M]) run() {
	for {
		if err := t.iterate(); err != nil {
			t.err = err
			t.stop.Store(true)
			return
		}
		t.iterations++
		if t.iterations == t.quota {
			t.stopped = StopIterations
			return
		}
		if t.pause != nil && t.iterations%8 == 0 {
			t.pause()
		}
		select {
		case <-t.done:
			t.stopped = StopContext
			return
		default:
		}
		if t.stop.Load() {
			return
		}
		// The clock is read every few iterations: an iteration takes
		// microseconds, and a reading tens of nanoseconds.
		if t.iterations%8 != 0 || t.deadline.IsZero() && t.answerBy.IsZero() {
			continue
		}
		now := time.Now()
		if !t.answerBy.IsZero() && !now.Before(t.answerBy) {
			t.stopped = StopContext
			return
		}
		if !t.deadline.IsZero() && !now.Before(t.deadline) {
			t.stopped = StopDuration
			return
		}
	}
}

// listMoves sets t.moves to the moves the tree considers at t.state: those
// of g.Moves where the game gives it, and every legal move otherwise.
func (t *tree[S, M]) listMoves(g *Game[S, M]) {
	if g.Moves != nil {
		t.moves = g.Moves(&t.state, t.moves[:0])
	} else {
		t.moves = t.state.AppendLegalMoves(t.moves[:0])
	}
}

// iterate runs one iteration of ISMCTS: determinize, descend, expand, play
// out, back up.
func (t *tree[S, M]) iterate() error {
	g := &t.game
	t.state = g.Sample(&t.r)
	if seat := t.state.ToMove(); seat != t.observer {
		return fmt.Errorf("%w: Sample dealt a state where seat %d is to move, not the observer %d", ErrInvalidGame, seat, t.observer)
	}
	t.path = t.path[:0]
	v := int32(0)
	for !t.state.Over() {
		seat := t.state.ToMove()
		t.listMoves(g)
		if len(t.moves) == 0 {
			return fmt.Errorf("%w: seat %d has no move in a game not over", ErrInvalidGame, seat)
		}
		untried := t.available(v)
		if untried > 0 {
			k := t.r.IntN(untried)
			m := t.moves[k]
			if len(t.nodes) < maxNodes {
				e := t.expand(v, m, t.untriedAt[k])
				t.path = append(t.path, step{e, int32(seat)})
			}
			if err := t.next(m); err != nil {
				return err
			}
			break
		}
		e := t.select_()
		t.path = append(t.path, step{e, int32(seat)})
		if err := t.next(t.edges[e].move); err != nil {
			return err
		}
		v = t.edges[e].child
	}
	if g.Playout != nil {
		if err := g.Playout(&t.state, &t.r); err != nil {
			return fmt.Errorf("%w: playout: %w", ErrInvalidGame, err)
		}
	}
	for !t.state.Over() {
		m, ok := t.state.RandomMove(&t.r)
		if !ok {
			return fmt.Errorf("%w: %w", ErrInvalidGame, ErrNoRandomMove)
		}
		if err := t.next(m); err != nil {
			return err
		}
	}
	g.Reward(&t.state, t.rewards)
	for seat, x := range t.rewards {
		if !(x >= 0 && x <= 1) {
			return fmt.Errorf("%w: Reward gave seat %d %v, outside [0, 1]", ErrInvalidGame, seat, x)
		}
	}
	for _, st := range t.path {
		e := &t.edges[st.edge]
		e.visits++
		e.reward += t.rewards[st.seat]
	}
	return nil
}

func (t *tree[S, M]) next(m M) error {
	after, err := t.state.Next(m)
	if err != nil {
		return fmt.Errorf("%w: move %v refused: %w", ErrInvalidGame, m, err)
	}
	t.state = after
	return nil
}

// available sorts the moves at node v, t.moves, into the children tried
// before, whose edges it lists in t.found, and the untried, which it moves
// to the front of t.moves, with their positions in the list in t.untriedAt,
// and counts.
func (t *tree[S, M]) available(v int32) (untried int) {
	nd := &t.nodes[v]
	t.found, t.untriedAt = t.found[:0], t.untriedAt[:0]
	if nd.n == 0 {
		for p := range t.moves {
			t.untriedAt = append(t.untriedAt, int32(p))
		}
		return len(t.moves)
	}
	if !nd.indexed {
		children := t.edges[nd.first : nd.first+nd.n]
		for p, m := range t.moves {
			i := int32(-1)
			for j := range children {
				if children[j].move == m {
					i = int32(j)
					break
				}
			}
			untried = t.sort(nd, p, m, i, untried)
		}
		return untried
	}
	if int(nd.snapLen) == len(t.moves) && slices.Equal(t.snapMoves[nd.snap:nd.snap+nd.snapLen], t.moves) {
		for p, i := range t.snapChild[nd.snap : nd.snap+nd.snapLen] {
			untried = t.sort(nd, p, t.moves[p], i, untried)
		}
		return untried
	}
	// A new list: look each move up, and keep the list as the snapshot.
	if int(nd.snapSize) < len(t.moves) {
		nd.snap, nd.snapSize = int32(len(t.snapMoves)), int32(len(t.moves))
		t.snapMoves = append(t.snapMoves, t.moves...)
		t.snapChild = append(t.snapChild, make([]int32, len(t.moves))...)
	} else {
		copy(t.snapMoves[nd.snap:], t.moves)
	}
	nd.snapLen = int32(len(t.moves))
	snap := t.snapChild[nd.snap : nd.snap+nd.snapLen]
	for p, m := range t.moves {
		i, ok := t.index[edgeKey[M]{v, m}]
		if !ok {
			i = -1
		}
		snap[p] = i
		untried = t.sort(nd, p, m, i, untried)
	}
	return untried
}

// sort puts the move m at position p of t.moves, whose child at node nd is
// at position i (-1: none), with the available or the untried.
func (t *tree[S, M]) sort(nd *node, p int, m M, i int32, untried int) int {
	if i < 0 {
		t.moves[untried] = m
		t.untriedAt = append(t.untriedAt, int32(p))
		return untried + 1
	}
	t.found = append(t.found, nd.first+i)
	return untried
}

// select_ chooses among the available children in t.found the one with the
// best UCB1 score, r/n + c·√(ln n′/n), where n′ is the child's availability
// (not the parent's visits: a move seldom legal is not to be blamed for
// being seldom tried), then counts every one of them available once more.
// Ties go to the first in the order of the moves.
func (t *tree[S, M]) select_() int32 {
	best, bestScore := int32(-1), math.Inf(-1)
	for _, i := range t.found {
		e := &t.edges[i]
		n := float64(e.visits)
		score := e.reward/n + t.c*math.Sqrt(math.Log(float64(e.avail))/n)
		if score > bestScore {
			best, bestScore = i, score
		}
		e.avail++
	}
	return best
}

// expand adds an edge for move m, at position p of the node's list of
// moves, below node v, with a new node below it, counts the other available
// children available once more, and returns the edge.
func (t *tree[S, M]) expand(v int32, m M, p int32) int32 {
	for _, i := range t.found {
		t.edges[i].avail++
	}
	child := int32(len(t.nodes))
	t.nodes = append(t.nodes, node{})
	nd := &t.nodes[v]
	if nd.n == nd.size {
		// Move the children to a block twice the size at the end of the
		// pool; the old block stays unused until the next search.
		size := max(firstBlock, 2*nd.size)
		first := int32(len(t.edges))
		t.edges = append(t.edges, t.edges[nd.first:nd.first+nd.n]...)
		for range size - nd.n {
			t.edges = append(t.edges, edge[M]{})
		}
		nd.first, nd.size = first, size
	}
	e := nd.first + nd.n
	t.edges[e] = edge[M]{move: m, child: child, avail: 1}
	if nd.indexed {
		t.index[edgeKey[M]{v, m}] = nd.n
		if p < nd.snapLen {
			t.snapChild[nd.snap+p] = nd.n
		}
	} else if nd.n+1 > linearChildren {
		for j := range nd.n + 1 {
			t.index[edgeKey[M]{v, t.edges[nd.first+j].move}] = j
		}
		nd.indexed = true
	}
	nd.n++
	return e
}

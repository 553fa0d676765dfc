package lino

import (
	isearch "github.com/tabletopgo/tabletop/internal/search"
	"github.com/tabletopgo/tabletop/rng"
	"github.com/tabletopgo/tabletop/search"
)

// ISMCTSBot chooses a move from a [View] alone by Information Set Monte
// Carlo Tree Search (Cowling, Powley and Whitehouse, 2012), the search the
// module writes once for every game. For each decision it grows a tree of
// the moves from the present, one iteration at a time:
//
//  1. determinize: a [Sampler] deals what the seat cannot see; in Lino
//     nothing that matters, so every iteration starts from the View's own
//     State;
//  2. descend by UCB1: at each node the seat to move takes the child with
//     the best mean reward (for that seat) plus c·√(ln n′/n), a bonus for
//     the moves tried least;
//  3. expand one untried move with a new node;
//  4. play out to the end of the game with uniformly random moves;
//  5. back up: every node on the path adds the reward of the seat that
//     moved into it.
//
// It plays the move tried most often at the root; [search.ISMCTS.Search]
// returns, beside it, each root move's visits and mean reward.
//
// The reward of a finished game blends the result with the margin: for a
// seat, ½·(1 a win, ½ a draw, 0 a loss) plus ½·(½ + margin/120), the
// margin clamped to ±60 points. A random playout's winner says little
// about a move, its points say more, and the win keeps the bot from
// trading a won game for a wider margin. UCB1's constant is 0.2, not the
// search's default 0.7: mean rewards differ by a few hundredths, and a
// budget of a thousand iterations goes further on the better moves.
//
// The building phase offers some 2,300 tile moves a turn, more than a
// thousand iterations can try once. At the root the search considers 64
// of them, spread evenly over the legal moves (in grid order: most tiles,
// a few targets each); below the root each later tile move of the tree is
// a single move drawn from the state itself (the same at every visit),
// so that the budget goes to this decision and to the stones. Playouts
// still draw from every legal move.
//
// Against [GreedyBot], seats alternating, 1,000 iterations a move won 97%
// of 1,000 games (95% interval 95.7–97.9%; the bonus game 99% of 300, two
// rounds 97.7% of 300); a move then takes about 6 ms of one core on
// average (17 ms from the opening, 8 ms at the first stone, less as the
// field fills). 300 iterations won 76% of 1,000 games. Duration bounds the time
// instead, and Workers searches with several goroutines. With a budget
// in iterations and one worker, the same View and the same Seed give the
// same move and the same statistics: the search's chance comes from Seed
// mixed with what the View shows, whatever the bot decided before.
//
// The budget is Iterations, Duration and the caller's context together:
// the search stops at whichever comes first, always after one iteration
// at least, and [search.Result.Stopped] says which stopped it. A context
// that ends during the search does not throw it away: the bot answers
// with the most visited move so far, as it would at the end of its budget.
// (The module's one budget story, as the handle's "ismcts" options
// iterations and ms spell it, is in the package doc of
// [github.com/tabletopgo/tabletop], under Bots and deadlines.)
//
// Its fields (Iterations, Duration, Workers, Seed), its methods and its
// JSON are those of [search.ISMCTS], which also says how a bot keeps its
// memory: it is not for concurrent use. Its zero value is ready to use.
type ISMCTSBot = search.ISMCTS[View, Move, ismcts]

// The tuning of the search (see ISMCTSBot's doc), measured against
// GreedyBot over 200 games each: the win alone as the reward 85%, the
// margin alone 89%, the blend 90.5–91% (margin scales 40 and 80; 20 gave
// 87.5%); 1 building candidate 85.5%, 24 90.5%, 64 92%, all with UCB1's
// 0.7; then 64 candidates with a constant of 0.3 96.5%, 0.2 98% (24
// candidates: 0.15 94%, 0.3 94.5%, 1.0 87%); 128 candidates 96.5%.
const (
	rewardWin       = 0.5
	marginScale     = 60.0
	buildCandidates = 64
	exploration     = 0.2 // UCB1's constant
)

// ismcts is Lino's part of its [ISMCTSBot]: its UCB1 constant, its reward,
// and the moves its tree considers.
type ismcts struct{}

// Mind returns a search of Lino's decisions with a memory of its own: the
// decision under way.
func (ismcts) Mind() isearch.Mind[View, Move] {
	d := new(decision)
	return isearch.NewBot(isearch.Spec[View, State, Move]{
		Exploration: exploration, Seat: func(v View) int { return v.Seat }, Label: viewLabel,
		Prepare: d.prepare, IllegalMove: ErrIllegalMove, InvalidOptions: ErrInvalidOptions,
	})
}

// decision is the state of the decision under way and the tile moves its
// search considers.
type decision struct {
	root       State
	candidates []Move
}

// prepare readies d for a decision of the View's seat: the state it
// starts from and the tile moves its root considers.
func (d *decision) prepare(v View) (isearch.Game[State, Move], error) {
	if v.noGame() {
		return isearch.Game[State, Move]{}, errNoGameToMove
	}
	sampler, err := NewSampler(v)
	if err != nil {
		return isearch.Game[State, Move]{}, err
	}
	if v.Seat < 0 || v.ToMove != v.Seat {
		return isearch.Game[State, Move]{}, noMove(v)
	}
	d.root = sampler.state
	d.candidates = d.candidates[:0]
	if d.root.phase == PhaseBuilding {
		d.candidates = spread(d.root.AppendLegalMoves(d.candidates), buildCandidates)
	}
	return isearch.Game[State, Move]{
		Players: Players,
		Sample:  sampler.Sample,
		Reward:  reward,
		Moves:   d.moves,
		Playout: playout,
	}, nil
}

// viewLabel mixes into the seed a few public facts of the View, so that the
// searches of successive decisions draw different stones, while equal views
// draw equal ones.
func viewLabel(v View) uint64 {
	return uint64(v.Round)<<48 | uint64(v.Phase)<<40 | uint64(len(v.Moved))<<32 | uint64(len(v.Stones[0]))<<16 | uint64(len(v.Stones[1]))
}

// spread keeps n moves of the list, spread evenly over it, in order.
func spread(moves []Move, n int) []Move {
	if len(moves) <= n {
		return moves
	}
	for i := range n {
		moves[i] = moves[i*len(moves)/n]
	}
	return moves[:n]
}

// moves lists the moves the tree considers at s: every stone; at the root
// of a building decision the candidates; at a later tile move, one move
// drawn from a stream that the state alone decides, so that each visit of a
// node sees the same move.
func (d *decision) moves(s *State, dst []Move) []Move {
	if s.phase != PhaseBuilding {
		return s.AppendLegalMoves(dst)
	}
	if *s == d.root {
		return append(dst, d.candidates...)
	}
	r := rng.New(buildingKey(&s.field))
	if m, ok := s.RandomMove(&r); ok {
		dst = append(dst, m)
	}
	return dst
}

// buildingKey is a number that the tiles moved and the cells vacated
// decide, to seed the stream of a later tile move.
func buildingKey(f *field) uint64 {
	k := uint64(f.moves)
	for i := range f.moves {
		k = k*0x9E3779B97F4A7C15 + uint64(f.moved[i])<<16 + uint64(f.vacated[i])
	}
	return k
}

// playout plays s out to the end in place, with the moves that RandomMove
// draws with r, played as Next plays them: the search's playouts
// (search.Game.Playout), without the copies of a State in and out of Next
// and the calls through the search's generic code. TestPlayoutIsNext
// keeps it equal to the loop of RandomMove and Next. Each game writes
// this loop for itself: a generic one would call randomMove and advance
// through a dictionary, the very cost it is here to avoid.
func playout(s *State, r *rng.Source) error {
	for !s.Over() {
		m, ok := s.randomMove(r)
		if !ok {
			return isearch.ErrNoRandomMove
		}
		if err := s.advance(m); err != nil {
			return err
		}
	}
	return nil
}

// reward writes each seat's reward of the finished game s into dst: see
// ISMCTSBot. It allocates nothing, unlike Scores and Winners.
func reward(s *State, dst []float64) {
	margin := float64(int(s.totals[0]+s.points[0]) - int(s.totals[1]+s.points[1]))
	win := 0.5
	switch {
	case margin > 0:
		win = 1
	case margin < 0:
		win = 0
	}
	m := 0.5 + min(max(margin/marginScale, -1), 1)/2
	dst[0] = rewardWin*win + (1-rewardWin)*m
	dst[1] = 1 - dst[0]
}

// SearchResult is what an [ISMCTSBot] thought of a move: the move it
// chose, the iterations it ran, what stopped it, and its statistics of
// every move it tried at the root (see [search.Result]).
type SearchResult = search.Result[Move]

// MoveStat is what the search found of one move at the root: how often it
// was tried, and the seat's mean reward after it, in [0, 1] (see
// [ISMCTSBot] for the reward, [search.MoveStat] for the fields).
type MoveStat = search.MoveStat[Move]

// Stop is what ended a search, as [search.Result.Stopped] says; its JSON
// is its name (see [search.Stop]).
type Stop = search.Stop

// What ends a search, the first of them that comes: see [search.Stop]'s
// values, which these are.
const StopIterations, StopDuration, StopContext = search.StopIterations, search.StopDuration, search.StopContext

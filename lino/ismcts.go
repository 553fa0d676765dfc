package lino

import (
	"context"
	"time"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/search"
	"github.com/tabletopgo/tabletop/rng"
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
// It plays the move tried most often at the root; [ISMCTSBot.Search]
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
// at least, and [SearchResult.Stopped] says which stopped it. A context
// that ends during the search does not throw it away: the bot answers
// with the most visited move so far, as it would at the end of its budget.
// (The module's one budget story, as the handle's "ismcts" options
// iterations and ms spell it, is in the package doc of
// [github.com/tabletopgo/tabletop], under Bots and their budgets.)
//
// An ISMCTSBot keeps its search's memory between moves, so that once it
// has grown an iteration allocates nothing: it is not for concurrent use
// (give each goroutine its own bot). Its zero value is ready to use.
type ISMCTSBot struct {
	// Iterations is the budget of a move in iterations; 0 means 1,000 when
	// Duration is 0 too.
	Iterations int
	// Duration is a budget in time; Iterations, when set too, caps it.
	Duration time.Duration
	// Workers is the number of goroutines that search at once; 0 means 1.
	Workers int
	// Seed is the search's source of chance.
	Seed uint64

	bot search.Bot[State, Move]
	// root and candidates are the state of the decision under way and
	// the tile moves its search considers.
	root       State
	candidates []Move
}

// MarshalJSON writes the bot's budget in the wire's style, with the names
// of the handle's "ismcts" options: {"iterations":1000,"ms":0,"workers":1},
// its Duration in whole milliseconds. The seed is left out, as the
// handle's Bot leaves it out (it would replay the bot's choices), and so
// is the search's memory.
func (b ISMCTSBot) MarshalJSON() ([]byte, error) {
	return search.MarshalBudget(b.options())
}

// UnmarshalJSON reads a bot as MarshalJSON writes it, with Seed zero (a
// seed given in the JSON, as digits or a number, is read) and a memory of
// its own; malformed JSON is an error, and leaves b as it was.
func (b *ISMCTSBot) UnmarshalJSON(data []byte) error {
	return search.UnmarshalBudget(data, func(o search.Options) {
		*b = ISMCTSBot{Iterations: o.Iterations, Duration: o.Duration, Workers: o.Workers, Seed: o.Seed}
	})
}

// SearchResult is what an [ISMCTSBot] thought of a move: the move it
// chose, the iterations it ran, and its statistics of every move it tried
// at the root.
type SearchResult struct {
	// Move is the move chosen: the one tried most often.
	Move Move `json:"move"`
	// Iterations is the number of iterations the search ran.
	Iterations int `json:"iterations"`
	// Stopped says what ended the search: its Iterations, its Duration,
	// or the caller's context.
	Stopped Stop `json:"stopped"`
	// Moves holds every root move tried, most visited first.
	Moves []MoveStat `json:"moves"`
}

// Stop is what ended a search, as [SearchResult.Stopped] says; its JSON
// is its name, as String writes it.
type Stop uint8

// What ends a search: the first of them that comes (see [ISMCTSBot]).
const (
	// StopIterations: the search made all its Iterations.
	StopIterations Stop = Stop(search.StopIterations)
	// StopDuration: its Duration ran out first.
	StopDuration Stop = Stop(search.StopDuration)
	// StopContext: the caller's context ended first, and the bot answered
	// with the move it found best so far.
	StopContext Stop = Stop(search.StopContext)
)

// String returns "iterations", "duration" or "context".
func (s Stop) String() string { return search.Stop(s).String() }

// MarshalText returns the stop's name, as String writes it; a value that
// is no stop is an error.
func (s Stop) MarshalText() ([]byte, error) { return engine.KindText(s) }

// UnmarshalText reads a stop's name, as MarshalText writes it; other text
// is an error, and leaves s as it was.
func (s *Stop) UnmarshalText(text []byte) error { return engine.ParseKind(text, s) }

// MoveStat is what the search found of one move at the root: how often it
// was tried, and the seat's mean reward after it, in [0, 1] (see
// [ISMCTSBot] for the reward).
type MoveStat struct {
	// Move is the root move.
	Move Move `json:"move"`
	// Visits is how many iterations tried it.
	Visits int `json:"visits"`
	// Reward is the seat's mean reward after it, in [0, 1].
	Reward float64 `json:"reward"`
}

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

// options returns the bot's budget and seed, with its UCB1 constant.
func (b *ISMCTSBot) options() search.Options {
	return search.Options{Iterations: b.Iterations, Duration: b.Duration, Workers: b.Workers, Seed: b.Seed, Exploration: exploration}
}

// Choose implements [Bot]: the move Search chooses.
func (b *ISMCTSBot) Choose(ctx context.Context, v View) (Move, error) {
	r, err := b.Search(ctx, v)
	if err != nil {
		return Move{}, err
	}
	return r.Move, nil
}

// Search runs the search for the View's seat, which must be to move, and
// returns the move chosen with what the search thought of each move. A
// seat that is not to move, and the zero View, give an error wrapping
// [ErrIllegalMove]; a View no game reaches, [ErrInvalidPosition]; a
// negative budget, [ErrInvalidOptions]; a ctx done before the call,
// ctx.Err(). A ctx that ends during the search stops it within an
// iteration, with the move it found best so far (see [ISMCTSBot] for the
// budget).
func (b *ISMCTSBot) Search(ctx context.Context, v View) (SearchResult, error) {
	res, err := b.bot.Search(ctx, search.Decision[State, Move]{
		Seat:    v.Seat,
		Options: b.options(),
		Label:   viewLabel(v),
		Prepare: func() (search.Game[State, Move], error) {
			return b.prepare(v)
		},
		IllegalMove:    ErrIllegalMove,
		InvalidOptions: ErrInvalidOptions,
	})
	return search.ResultAs[SearchResult](res), err
}

// prepare readies the bot for a decision of the View's seat: the state it
// starts from and the tile moves its root considers.
func (b *ISMCTSBot) prepare(v View) (search.Game[State, Move], error) {
	if v.noGame() {
		return search.Game[State, Move]{}, errNoGameToMove
	}
	sampler, err := NewSampler(v)
	if err != nil {
		return search.Game[State, Move]{}, err
	}
	if v.Seat < 0 || v.ToMove != v.Seat {
		return search.Game[State, Move]{}, noMove(v)
	}
	b.root = sampler.state
	b.candidates = b.candidates[:0]
	if b.root.phase == PhaseBuilding {
		b.candidates = spread(b.root.AppendLegalMoves(b.candidates), buildCandidates)
	}
	return search.Game[State, Move]{
		Players: Players,
		Sample:  sampler.Sample,
		Reward:  reward,
		Moves:   b.moves,
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
func (b *ISMCTSBot) moves(s *State, dst []Move) []Move {
	if s.phase != PhaseBuilding {
		return s.AppendLegalMoves(dst)
	}
	if *s == b.root {
		return append(dst, b.candidates...)
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
			return search.ErrNoRandomMove
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

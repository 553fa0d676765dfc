package search

import (
	"context"
	"fmt"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/rng"
)

// Bot is the part of a game's ISMCTS bot that is the same in every game:
// it checks the budget, derives the search's seed, runs the search and maps
// its errors to the game's. A game's ISMCTSBot holds one and gives it, for
// each decision, what only the game knows (a [Decision]). The zero Bot is
// ready; it keeps its Searcher's memory between decisions, so it is not for
// concurrent use, and a copy of a Bot that has searched shares that memory.
type Bot[S State[S, M], M comparable] struct {
	searcher *Searcher[S, M]
}

// Decision is what a game tells its [Bot] of one decision.
type Decision[S State[S, M], M comparable] struct {
	// Seat is the seat that decides, the View's.
	Seat int
	// Options are the bot's budget and seed, and the game's UCB1
	// constant; a negative budget gives an error that wraps
	// InvalidOptions. The search's seed is not Options.Seed but derived
	// from it and Label (see [Bot.Search]).
	Options Options
	// Label is a number that the View alone decides.
	Label uint64
	// Prepare returns the search's Game for the View, once the budget has
	// been checked. Its errors are the game's and pass as they are: a seat
	// not to move wraps the game's ErrIllegalMove, a View no game reaches
	// its ErrInvalidPosition.
	Prepare func() (Game[S, M], error)
	// IllegalMove and InvalidOptions are the game's sentinels, which the
	// search's errors are mapped to.
	IllegalMove, InvalidOptions error
}

// Search runs the search of one decision. It is the one policy of every
// game's bot:
//
//   - a ctx done before the call, canceled or past its deadline, gives
//     ctx.Err() itself: the one case without a move; otherwise the search
//     makes one iteration at least, and a ctx that ends during it
//     stops it within an iteration with the most visited move so far
//     (Result.Stopped is StopContext), as [Searcher.Search] does; the
//     search stops before ctx's deadline, by a quarter of the time left
//     and at most 50 ms ([engine.AnswerBy]), so that its answer reaches
//     the caller by that deadline;
//   - a negative budget, or a bad UCB1 constant, gives an error that wraps
//     d.InvalidOptions;
//   - d.Prepare's error is returned as it is;
//   - a finished game, a seat not to move and a seat without a legal move
//     give an error that wraps d.IllegalMove; so does a Game that breaks
//     its contract (ErrInvalidGame, a bug of the game's, not the caller's),
//     for the View is then one the game cannot search from.
//
// The search's seed is derived from d.Options.Seed and d.Label, a fingerprint of
// the View: successive decisions of a game draw different deals, while
// equal views (and equal bot seeds) give equal choices, whatever the bot
// decided before; with a budget in iterations and one worker, the same
// View and Seed give the same move and statistics.
func (b *Bot[S, M]) Search(ctx context.Context, d Decision[S, M]) (Result[M], error) {
	if err := ctx.Err(); err != nil { // done is done, whatever else is wrong
		return Result[M]{}, err
	}
	opts := d.Options
	if opts.Iterations < 0 || opts.Duration < 0 || opts.Workers < 0 {
		return Result[M]{}, fmt.Errorf("%w: an ISMCTS bot of %d iterations, %v and %d workers", d.InvalidOptions, opts.Iterations, opts.Duration, opts.Workers)
	}
	budget, err := checkOptions(opts)
	if err != nil { // the game's exploration constant
		return Result[M]{}, fmt.Errorf("%w: %w", d.InvalidOptions, err)
	}
	g, err := d.Prepare()
	if err != nil {
		return Result[M]{}, err
	}
	if b.searcher == nil {
		b.searcher = new(Searcher[S, M])
	}
	seed := rng.New(opts.Seed).Derive(d.Label)
	opts.Seed = seed.Uint64()
	// The search stops early enough for its answer to reach the caller by
	// ctx's deadline, as a bot the handle registered is given: by the
	// clock, not a derived context, which would hide a Pauser and link
	// context's cancel machinery into WebAssembly. Not Searcher.Search,
	// which would refuse a ctx that ended while Prepare ran: once called,
	// the bot answers.
	if deadline, ok := ctx.Deadline(); ok {
		budget.answerBy = engine.AnswerBy(deadline)
	}
	res, err := b.searcher.search(ctx, g, d.Seat, opts, budget)
	if err != nil {
		return Result[M]{}, fmt.Errorf("%w: %w", d.IllegalMove, err)
	}
	return res, nil
}

// ResultAs converts a Result to a game's own SearchResult type R, whose
// fields are those of a Result but for its Stopped, the game's own Stop
// type S (defined in the game, so that go doc shows its values), and its
// Moves, a slice of the game's own MoveStat type T, whose fields are those
// of [MoveStat]. Moves is nil for none, as a failed search has.
func ResultAs[R ~struct {
	Move       M   `json:"move"`
	Iterations int `json:"iterations"`
	Stopped    S   `json:"stopped"`
	Moves      []T `json:"moves"`
}, T ~struct {
	Move   M       `json:"move"`
	Visits int     `json:"visits"`
	Reward float64 `json:"reward"`
}, S ~uint8, M comparable](res Result[M]) R {
	var moves []T
	if len(res.Stats) > 0 {
		moves = make([]T, len(res.Stats))
		for i, st := range res.Stats {
			moves[i] = T(st)
		}
	}
	return R{Move: res.Move, Iterations: res.Iterations, Stopped: S(res.Stopped), Moves: moves}
}

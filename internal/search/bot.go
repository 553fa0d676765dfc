package search

import (
	"context"
	"fmt"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/rng"
)

// MixCounts mixes counts into label, one after another, for a game's
// Spec.Label: the sizes of the hands or piles that a View shows, which
// change from one decision to the next.
func MixCounts(label uint64, counts []int) uint64 {
	for _, n := range counts {
		label = label*31 + uint64(n)
	}
	return label
}

// Spec is what a game tells its bot's search: the game's own parts of
// every decision, given once when the bot's [Bot] is made.
type Spec[V any, S State[S, M], M comparable] struct {
	// Exploration is the game's UCB1 constant, which a decision's
	// Options.Exploration takes.
	Exploration float64
	// Seat returns the seat that decides at the View v: its own.
	Seat func(v V) int
	// Label returns a number that the View alone decides, mixed into the
	// search's seed (see [Bot.Decide]).
	Label func(v V) uint64
	// Prepare returns the search's Game for the View, once the budget has
	// been checked. Its errors are the game's and pass as they are: a seat
	// not to move wraps the game's ErrIllegalMove, a View no game reaches
	// its ErrInvalidPosition.
	Prepare func(v V) (Game[S, M], error)
	// IllegalMove and InvalidOptions are the game's sentinels, which the
	// search's errors are mapped to.
	IllegalMove, InvalidOptions error
}

// A Mind searches the decisions of one bot and keeps its memory between
// them: it is what the public bot (package
// github.com/tabletopgo/tabletop/search) holds of the game, whose State
// type the public bot does not name. A game's [Bot] is one.
type Mind[V any, M comparable] interface {
	// Decide runs the search of the decision at v with the bot's budget
	// and seed in o, as [Bot.Decide] does.
	Decide(ctx context.Context, v V, o Options) (Result[M], error)
}

// Bot is the part of a game's ISMCTS bot that is the same in every game:
// it checks the budget, derives the search's seed, runs the search and maps
// its errors to the game's, with what only the game knows given by its
// [Spec]. It keeps its Searcher's memory between decisions, so it is not
// for concurrent use.
type Bot[V any, S State[S, M], M comparable] struct {
	spec     Spec[V, S, M]
	searcher Searcher[S, M]
}

// NewBot returns the Bot of a game's Spec, with a memory of its own.
func NewBot[V any, S State[S, M], M comparable](spec Spec[V, S, M]) *Bot[V, S, M] {
	return &Bot[V, S, M]{spec: spec}
}

// Decide runs the search of one decision, at the View v, with the budget
// and seed of o and the Spec's UCB1 constant. It is the one policy of
// every game's bot:
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
//     the Spec's InvalidOptions;
//   - the Spec's Prepare's error is returned as it is;
//   - a finished game, a seat not to move and a seat without a legal move
//     give an error that wraps the Spec's IllegalMove; so does a Game that
//     breaks its contract (ErrInvalidGame, a bug of the game's, not the
//     caller's), for the View is then one the game cannot search from.
//
// The search's seed is derived from o.Seed and the Spec's Label of v, a
// fingerprint of the View: successive decisions of a game draw different
// deals, while equal views (and equal bot seeds) give equal choices,
// whatever the bot decided before; with a budget in iterations and one
// worker, the same View and Seed give the same move and statistics.
func (b *Bot[V, S, M]) Decide(ctx context.Context, v V, o Options) (Result[M], error) {
	if err := ctx.Err(); err != nil { // done is done, whatever else is wrong
		return Result[M]{}, err
	}
	o.Exploration = b.spec.Exploration
	if o.Iterations < 0 || o.Duration < 0 || o.Workers < 0 {
		return Result[M]{}, fmt.Errorf("%w: an ISMCTS bot of %d iterations, %v and %d workers", b.spec.InvalidOptions, o.Iterations, o.Duration, o.Workers)
	}
	budget, err := checkOptions(o)
	if err != nil { // the game's exploration constant
		return Result[M]{}, fmt.Errorf("%w: %w", b.spec.InvalidOptions, err)
	}
	g, err := b.spec.Prepare(v)
	if err != nil {
		return Result[M]{}, err
	}
	seed := rng.New(o.Seed).Derive(b.spec.Label(v))
	o.Seed = seed.Uint64()
	// The search stops early enough for its answer to reach the caller by
	// ctx's deadline, as a bot the handle registered is given: by the
	// clock, not a derived context, which would hide a Pauser and link
	// context's cancel machinery into WebAssembly. Not Searcher.Search,
	// which would refuse a ctx that ended while Prepare ran: once called,
	// the bot answers.
	if deadline, ok := ctx.Deadline(); ok {
		budget.answerBy = engine.AnswerBy(deadline)
	}
	res, err := b.searcher.search(ctx, g, b.spec.Seat(v), o, budget)
	if err != nil {
		return Result[M]{}, fmt.Errorf("%w: %w", b.spec.IllegalMove, err)
	}
	return res, nil
}

// Package search is the public face of the module's bots: the Information
// Set Monte Carlo Tree Search (ISMCTS; Cowling, Powley and Whitehouse,
// 2012) that every game's ISMCTSBot is, with what it answers, and the
// baselines it is measured against, [Greedy] (each game's GreedyBot) and
// [Random] (each game's RandomBot).
//
// Each game declares its bot as an instantiation of [ISMCTS], with its View,
// its Move and its own part of the search (how it deals what its seat
// cannot see, its reward, its UCB1 constant), so that linko.ISMCTSBot,
// lino.ISMCTSBot and linx.ISMCTSBot have the fields, methods and JSON
// documented here; each game's doc says how its bot plays and how strong
// it is. A program uses a game's bot, not this package's types directly:
//
//	bot := &linko.ISMCTSBot{Iterations: 1000, Seed: 1}
//	res, err := bot.Search(ctx, state.View(seat))
//
// The search itself, the same in every game, is internal to the module.
package search

import (
	"context"
	"time"

	"github.com/tabletopgo/tabletop/internal/engine"
	isearch "github.com/tabletopgo/tabletop/internal/search"
)

// ISMCTS chooses moves by Information Set Monte Carlo Tree Search from a
// seat's view V alone: it never sees a full state, so it cannot cheat. A
// search grows a tree of move sequences from the present decision, the
// same tree whatever lies hidden; each iteration deals what the seat
// cannot see anew, descends the tree by UCB1 over availability counts,
// adds one untried move, plays the game out at random and backs the
// rewards up, every seat playing for itself. The bot plays the root move
// visited most, and [ISMCTS.Search] says what it thought of each move
// tried.
//
// M is the game's move and G the game's own part of the search, which each
// game of the module supplies (it names a type internal to the module):
// use a game's ISMCTSBot, an instantiation of ISMCTS.
//
// The budget is Iterations, Duration and the caller's context together:
// the search stops at whichever comes first, always after one iteration
// at least, and [Result.Stopped] says which stopped it. With neither
// Iterations nor Duration, the budget is 1,000 iterations. A context that
// ends during the search does not throw it away: the bot answers with the
// most visited move so far, as it would at the end of its budget, and it
// stops early enough before the context's deadline for its answer to
// reach the caller in time. (The module's one budget story, as the
// handle's "ismcts" options iterations and ms spell it, is in the package
// doc of [github.com/tabletopgo/tabletop], under Bots and deadlines.)
//
// Workers above 1 search that many trees on as many goroutines and add up
// their roots (root parallelism); the iterations are shared among them.
// The search's chance comes from Seed alone, mixed with what the view
// shows, so with a budget in iterations and one worker equal views give
// equal moves and statistics, whatever the bot decided before.
//
// The zero value is ready to use. A bot keeps its search's memory between
// moves, so that once its pools have grown an iteration allocates nothing.
// It is not for concurrent use: give each goroutine a bot of its own (a
// copy of a bot that has searched shares its memory).
type ISMCTS[V any, M comparable, G game[V, M]] struct {
	// Iterations is the budget of a move in iterations, shared among the
	// workers; 0 means 1,000 when Duration is 0 too.
	Iterations int
	// Duration is a budget in time per move; Iterations, when set too,
	// caps it.
	Duration time.Duration
	// Workers is the number of goroutines that search at once (root
	// parallelism); 0 means 1.
	Workers int
	// Seed is the search's only source of chance.
	Seed uint64

	// mind is the game's search with its memory, made at the first
	// search.
	mind isearch.Mind[V, M]
}

// game is what a game gives its [ISMCTS]: a search of its decisions with
// a memory of its own, for each bot.
type game[V any, M comparable] interface {
	Mind() isearch.Mind[V, M]
}

// MarshalJSON writes the bot's budget in the wire's style, with the names
// of the handle's "ismcts" options: {"iterations":1000,"workers":1}, its
// Duration in whole milliseconds, a zero field left out (so that the
// handle reads it as its default, as the bot does: the zero bot is {}).
// The search's memory is left out. A bot with a Seed refuses, saying to
// marshal a copy with Seed 0, as the handle's seeded Bot refuses: its
// JSON would either tell its secret (whoever knows the seed foresees the
// bot's moves) or make a bot that plays otherwise, without a word.
func (b ISMCTS[V, M, G]) MarshalJSON() ([]byte, error) {
	if b.Seed != 0 {
		return nil, engine.NoJSON(gameName[G](), "an ISMCTSBot with a Seed", "a copy with Seed 0 (the seed kept in your own records)")
	}
	return isearch.MarshalBudget(b.options())
}

// UnmarshalJSON reads a bot as MarshalJSON writes it (its seed as digits
// or a number; none, Seed 0), with a memory of its own; malformed JSON is
// an error, and leaves b as it was.
func (b *ISMCTS[V, M, G]) UnmarshalJSON(data []byte) error {
	return isearch.UnmarshalBudget(data, func(o isearch.Options) {
		*b = ISMCTS[V, M, G]{Iterations: o.Iterations, Duration: o.Duration, Workers: o.Workers, Seed: o.Seed}
	})
}

// options returns the bot's budget and seed.
func (b *ISMCTS[V, M, G]) options() isearch.Options {
	return isearch.Options{Iterations: b.Iterations, Duration: b.Duration, Workers: b.Workers, Seed: b.Seed}
}

// Choose returns the move of [ISMCTS.Search], so that the bot is a game's
// Bot.
func (b *ISMCTS[V, M, G]) Choose(ctx context.Context, v V) (M, error) {
	res, err := b.Search(ctx, v)
	return res.Move, err
}

// Search runs the search for the view's seat, which must be to move, and
// returns its choice with its statistics. A context done before the call
// gives ctx.Err(); one that ends during the search stops it within an
// iteration, with the move it found best so far (see [ISMCTS] for the
// budget). A view whose seat is not to move, or has no move, gives an
// error that wraps the game's ErrIllegalMove; a view no game reaches, one
// that wraps its ErrInvalidPosition; a negative budget or number of
// workers, one that wraps its ErrInvalidOptions.
func (b *ISMCTS[V, M, G]) Search(ctx context.Context, v V) (Result[M], error) {
	if b.mind == nil {
		var g G
		b.mind = g.Mind()
	}
	res, err := b.mind.Decide(ctx, v, b.options())
	return resultOf(res), err
}

// Result is what an [ISMCTS] thought of a decision. The zero Result, a
// failed search's, marshals as {"iterations":0,"stopped":"iterations",
// "moves":null}, without the "move" that it has not chosen (a game's zero
// Move refuses to marshal), and reads back as itself.
type Result[M comparable] struct {
	// Move is the move chosen: the root move visited most (between equals,
	// the better mean reward, then the move tried first). Its JSON leaves
	// out the zero Move, which only a failed search answers.
	Move M `json:"move,omitzero"`
	// Iterations counts the iterations the search made, over all workers.
	Iterations int `json:"iterations"`
	// Stopped says what ended the search: its Iterations, its Duration,
	// or the caller's context.
	Stopped Stop `json:"stopped"`
	// Moves holds every move tried at the root, the most visited first;
	// nil for a search that failed.
	Moves []MoveStat[M] `json:"moves"`
}

// MoveStat is what a search thought of one move at the root.
type MoveStat[M comparable] struct {
	// Move is the legal move tried.
	Move M `json:"move"`
	// Visits counts the iterations that chose the move first.
	Visits int `json:"visits"`
	// Reward is the seat's mean reward over them, from 0 (it loses) to 1
	// (it wins alone): what each game's ISMCTSBot rewards is in its doc.
	Reward float64 `json:"reward"`
}

// resultOf returns the internal search's result as a Result.
func resultOf[M comparable](res isearch.Result[M]) Result[M] {
	var moves []MoveStat[M]
	if len(res.Stats) > 0 {
		moves = make([]MoveStat[M], len(res.Stats))
		for i, st := range res.Stats {
			moves[i] = MoveStat[M](st)
		}
	}
	return Result[M]{Move: res.Move, Iterations: res.Iterations, Stopped: Stop(res.Stopped), Moves: moves}
}

// Stop is what ended a search, as [Result.Stopped] says; its JSON is its
// name, as String writes it. Where several workers were stopped by
// different things, the last of the constants below wins, for it cut the
// most work short.
type Stop uint8

// What ends a search: the first of them that comes (see [ISMCTS]).
const (
	// StopIterations: the search made all its Iterations.
	StopIterations Stop = Stop(isearch.StopIterations)
	// StopDuration: its Duration ran out first.
	StopDuration Stop = Stop(isearch.StopDuration)
	// StopContext: the caller's context ended first (its deadline, or a
	// cancel), and the bot answered with the move it found best so far.
	StopContext Stop = Stop(isearch.StopContext)
)

// String returns "iterations", "duration" or "context".
func (s Stop) String() string { return isearch.Stop(s).String() }

// MarshalText returns the stop's name, as String writes it; a value that
// is no stop is an error.
func (s Stop) MarshalText() ([]byte, error) { return engine.KindText(s) }

// UnmarshalText reads a stop's name, as MarshalText writes it; other text
// is an error, and leaves s as it was.
func (s *Stop) UnmarshalText(text []byte) error { return engine.ParseKind(text, s) }

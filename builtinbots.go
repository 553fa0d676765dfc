package tabletop

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// The bounds of a search bot's options: a server offers the bot to anyone,
// who must not tie it up for minutes.
const (
	maxIterations   = 1_000_000
	maxMilliseconds = 60_000
	maxWorkers      = 64
)

// defaultIterations is a search's budget when its options set none.
const defaultIterations = 1000

// searchOptions are a search bot's options, checked against its schema.
type searchOptions struct {
	Iterations    int  `json:"iterations"`
	Ms            int  `json:"ms"`
	Workers       int  `json:"workers"`
	UntilDeadline bool `json:"untilDeadline"`
	Seed          seed `json:"seed"`
}

// iterations returns the search's budget of iterations, 0 for none: the
// iterations given, else none when ms sets a time budget or the search
// runs until the caller's deadline, else the default.
func (o searchOptions) iterations() int {
	if o.Iterations == 0 && o.Ms == 0 && !o.UntilDeadline {
		return defaultIterations
	}
	return o.Iterations
}

// duration returns the search's budget in time, 0 for none: ms, else the
// most ms may be when the search runs until the caller's deadline, so that
// a caller without one is not held for longer than any bot may take.
func (o searchOptions) duration() time.Duration {
	if o.Ms == 0 && o.UntilDeadline {
		return maxMilliseconds * time.Millisecond
	}
	return time.Duration(o.Ms) * time.Millisecond
}

// searchBot is a game's search bot.
func searchBot[V, M any, B chooser[V, M]](make func(searchOptions) B) botMaker[V, M] {
	return botMaker[V, M]{
		builtIn: true,
		info: BotInfo{Name: "ismcts", Doc: "searches the moves by Information Set Monte Carlo Tree Search, from its seat's view alone",
			Options: []OptionInfo{
				// No Default: left out, its bound depends on ms and untilDeadline,
				// which one default value cannot say (a form that sent 1000
				// with ms would bound a search its player meant to time).
				{Name: "iterations", Type: "int", Min: 1, Max: maxIterations,
					Doc: fmt.Sprintf("the iterations of a move's search; left out, %d, or no bound when ms or untilDeadline is given; the search stops at whichever comes first of iterations, ms and the caller's deadline, with the best move it has found", defaultIterations)},
				{Name: "ms", Type: "int", Default: 0, Min: 0, Max: maxMilliseconds,
					Doc: "a time budget in milliseconds a move; 0: none; the search stops at whichever comes first of iterations, ms and the caller's deadline"},
				{Name: "workers", Type: "int", Default: 1, Min: 1, Max: maxWorkers,
					Doc: "goroutines that search at once"},
				{Name: "untilDeadline", Type: "bool", Default: false,
					Doc: fmt.Sprintf("true: the search runs until the caller's deadline (or its cancel), unbounded in iterations unless iterations is given, and for at most ms, or %d ms when ms is left out; left out, false", maxMilliseconds)},
				{Name: "seed", Type: "seed", Doc: "the search's own stream of chance; left out, drawn at random"},
			}},
		make: func(options json.RawMessage) (func(context.Context, V) (M, error), error) {
			var o searchOptions
			if err := json.Unmarshal(options, &o); err != nil {
				return nil, err
			}
			return make(o).Choose, nil
		},
	}
}

// randomBot is a game's random bot.
func randomBot[V, M any, B chooser[V, M]](make func(seed uint64) B) botMaker[V, M] {
	return botMaker[V, M]{
		builtIn: true, shared: true,
		info: BotInfo{Name: "random", Doc: "chooses uniformly among the legal moves",
			Options: []OptionInfo{{Name: "seed", Type: "seed", Doc: "the bot's chance, mixed with what its seat sees: a bot made again from its seed at any point of a game chooses as the first would; left out, drawn at random"}}},
		make: func(options json.RawMessage) (func(context.Context, V) (M, error), error) {
			var o struct {
				Seed seed `json:"seed"`
			}
			if err := json.Unmarshal(options, &o); err != nil {
				return nil, err
			}
			return make(uint64(o.Seed)).Choose, nil
		},
	}
}

// greedyBot is a game's greedy bot, which has no options.
func greedyBot[V, M any, B chooser[V, M]](bot B) botMaker[V, M] {
	return botMaker[V, M]{
		builtIn: true,
		info:    BotInfo{Name: "greedy", Doc: "plays by rules of thumb, one move ahead", Options: []OptionInfo{}},
		make:    func(json.RawMessage) (func(context.Context, V) (M, error), error) { return bot.Choose, nil },
	}
}

// seed is a seed in JSON: a string of digits or a number.
type seed uint64

func (s *seed) UnmarshalJSON(data []byte) error {
	v, err := engine.UnmarshalSeed(data)
	*s = seed(v)
	return err
}

// maxIdle is the most choosers a built-in bot keeps for later calls; a
// call while all are in use makes one more, dropped after it.
const maxIdle = 8

// botPool holds a built-in bot's choosers that no call is using, so that
// calls from several goroutines each run on a chooser of their own (a
// search's tree is not for two calls at once) and none waits for another.
// Every chooser is made from the bot's own options, seed included, and a
// built-in chooser's answer is a function of its options and the view
// alone (the search derives its chance from the seed and the view's
// fingerprint at each call), so which chooser serves a call, and what it
// served before, changes nothing: a shared bot answers each table as a
// bot of its own would.
type botPool struct {
	idle  chan any            // func(context.Context, View) (Move, error) of the game's types
	spare func() (any, error) // makes a chooser from the bot's options
}

// newBotPool returns a pool holding first, making its spares with spare.
func newBotPool(first any, spare func() (any, error)) *botPool {
	p := &botPool{idle: make(chan any, maxIdle), spare: spare}
	p.idle <- first
	return p
}

// take returns a chooser that no other call is using: an idle one, else
// a spare made for the call.
func (p *botPool) take() (any, error) {
	select {
	case choose := <-p.idle:
		return choose, nil
	default:
		return p.spare()
	}
}

// give hands back a chooser that take returned, once its call is over.
func (p *botPool) give(choose any) {
	select {
	case p.idle <- choose:
	default: // enough are kept
	}
}

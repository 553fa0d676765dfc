package tabletop

import (
	"context"
	"fmt"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// guarded returns choose, a registered bot's, run by a guard of its own
// (see there for the promises it keeps), and whether the bot is busy
// ([Bot.Busy]). Only this part, which holds the game's types, is made for
// each game, and only for one whose bot is registered: register hands
// it to [NewBot], so that a program that registers no bot (the
// WebAssembly builds) links no guard at all. The bot's answer is checked
// to be legal here, with the View; everything else is the guard's.
func (r *rules[S, M, E, V, P, O]) guarded(name string, choose func(context.Context, V) (M, error)) (func(context.Context, V) (M, error), func() bool) {
	g := &guard{game: r.info.Name, name: name, busy: make(chan struct{}, 1)}
	return func(ctx context.Context, v V) (M, error) {
		call := &botCall[V, M]{choose: choose, view: v} // one allocation: a closure and its move would be two
		answered, err := g.run(ctx, call)
		if !answered {
			var none M
			return none, err
		}
		return r.checked(name, v, call.move, err)
	}, g.isBusy
}

// A botCall is one call of a registered bot, which a guard runs: the
// bot, the View it is given and, once it has answered, its move, which
// the bot's goroutine writes and the caller reads only once the guard has
// its answer.
type botCall[V, M any] struct {
	choose func(context.Context, V) (M, error)
	view   V
	move   M
}

// call calls the bot with ctx and keeps its move.
func (c *botCall[V, M]) call(ctx context.Context) (err error) {
	c.move, err = c.choose(ctx, c.view)
	return err
}

// A guard runs a registered bot's calls so that [Bot.Choose] keeps its
// promises whatever the bot does: it answers within a grace after ctx ends
// even if the bot ignores ctx, and it refuses the bot's own error or panic with one
// wrapping [ErrBotFailed], naming the game and the bot (a panic's stack in
// its [BotPanic]). (A move that is not among the View's legal moves is
// refused by checked, with ErrBotFailed too.) The built-in bots honour ctx and play legal
// moves, and run inline. It knows no game's types, so it is written once
// for every game, not made for each.
//
// The bot is given a deadline earlier than ctx's ([engine.Earlier]: a
// quarter of the time left, at most 50 ms), so that a bot that answers once
// its context ends is heard by ctx's deadline on a machine with CPU to
// spare. On a loaded one the caller's deadline may be seen before the
// bot's answer, which is on its way: once ctx ends, by its deadline or a
// cancel ("play now"), the guard waits a grace for it (see [graceFor]: a
// quarter of the budget, 20 to 50 ms), yields once more so that the bot's
// goroutine has had its turn, and only then abandons the bot. An answer
// within the grace is the bot's move, late if after ctx's deadline
// ([Bot.Choose] says so with [ErrLate]), so a bot that answers promptly
// once its context ends is heard on a busy machine too, and Choose waits
// no longer than the grace past ctx's end for one that does not.
//
// The bot runs on a goroutine of its own. A call abandoned after the grace
// runs on until the bot returns, and its answer is dropped; until then the
// bot is busy, and the next call fails at once with [ErrBotBusy], since
// a bot that has overrun one deadline is no answer by the next. A call
// made while another caller's call is under way (not abandoned) waits for
// it (or for its own ctx). Either way the bot, which need not be safe for
// concurrent use, is never called twice at once.
type guard struct {
	game, name string
	// busy holds a token while a call is under way, which the next call
	// would wait for ([Bot.Busy]). The bot is free again before its answer
	// is handed over, so that a caller that has the answer finds it free.
	busy chan struct{}
	// mu guards overrun and each call's finished and abandoned, so that a
	// call is abandoned only while its bot runs.
	mu sync.Mutex
	// overrun is whether the call under way was abandoned: the next call
	// refuses at once rather than wait for it.
	overrun bool
}

// run calls the bot through bot, which keeps its move, and returns
// whether the bot answered within ctx or the grace after its end (then its
// move may be read) and the error: the bot's own, wrapped as above, or,
// unanswered, one wrapping ctx.Err().
func (g *guard) run(ctx context.Context, bot interface{ call(context.Context) error }) (bool, error) {
	if err := ctx.Err(); err != nil { // as every built-in bot does
		return false, err
	}
	grace := graceFor(ctx) // of the budget Choose was given, before any wait
	g.mu.Lock()
	overrun := g.overrun
	g.mu.Unlock()
	if overrun {
		return false, fmt.Errorf("%w: the %s bot has not answered a call abandoned at its deadline", ErrBotBusy, engine.Quote(g.name))
	}
	select {
	case g.busy <- struct{}{}:
	case <-ctx.Done():
		return false, fmt.Errorf("the %s bot did not answer in time: it was still choosing an earlier move: %w", engine.Quote(g.name), ctx.Err())
	}
	botCtx, cancel := engine.Earlier(ctx)
	answers := make(chan error, 1) // the goroutine never waits to send
	var finished, abandoned bool   // this call's, under g.mu
	go func() {
		var err error
		func() {
			defer func() {
				if p := recover(); p != nil {
					// the stack says where, which the bot's author needs,
					// kept out of the message, which a log shows on one line
					panicked := &BotPanic{Bot: g.name, Value: oneLine(fmt.Sprint(p)), Stack: string(debug.Stack())}
					err = asGames(g.game, ErrBotFailed, panicked.Error(), panicked)
				}
			}()
			err = bot.call(botCtx)
			if err != nil && botCtx.Err() == nil {
				err = asGames(g.game, ErrBotFailed, fmt.Sprintf("the %s bot: %v", engine.Quote(g.name), err), err)
			}
		}()
		cancel()
		g.mu.Lock()
		finished = true
		if abandoned {
			g.overrun = false
		}
		g.mu.Unlock()
		<-g.busy // before the answer: a caller that has it finds the bot free
		answers <- err
	}()
	select {
	case err := <-answers:
		return true, err
	case <-ctx.Done(): // botCtx, ctx's child, has ended too: the answer may be on its way
	}
	graceOver := time.NewTimer(grace)
	defer graceOver.Stop()
	select {
	case err := <-answers:
		return true, err
	case <-graceOver.C:
	}
	// A machine too loaded to run the program during the grace wakes the
	// guard and the bot's goroutine together, and the guard's timer first:
	// the bot has its turn before it is called off, at no cost but a yield.
	runtime.Gosched()
	g.mu.Lock()
	defer g.mu.Unlock()
	if finished { // its answer is on its way
		return true, <-answers
	}
	abandoned, g.overrun = true, true
	return false, fmt.Errorf("the %s bot did not answer in time: %w", engine.Quote(g.name), ctx.Err())
}

// minGrace is the least grace a registered bot is given (see [graceFor]).
const minGrace = 20 * time.Millisecond

// graceFor returns how long a guard waits for a registered bot's answer
// once ctx has ended: a quarter of the time ctx has left when the bot is
// called, as the margin before the deadline is, but at least minGrace,
// two of the Go scheduler's 10 ms time slices, so that a bot that answers
// at once is run even on a processor shared with a goroutine that never
// waits, and at most [engine.Grace] (50 ms), the most the margin is;
// engine.Grace for a ctx without a deadline, which ends by a cancel. The
// grace runs from when the guard sees ctx end: on a machine too loaded to
// run the program at ctx's deadline, no timer of its would have been on
// time either.
func graceFor(ctx context.Context) time.Duration {
	deadline, ok := ctx.Deadline()
	if !ok {
		return engine.Grace
	}
	return min(max(time.Until(deadline)/4, minGrace), engine.Grace)
}

// isBusy reports whether a call is under way, which the next call would
// wait for ([Bot.Busy]).
func (g *guard) isBusy() bool { return len(g.busy) > 0 }

// A BotPanic is a registered bot's panic: [Bot.Choose] returns it
// wrapped in an error that matches [ErrBotFailed], whose message says on
// one line which bot panicked and with what, and errors.As finds it for
// the stack, which a bot's author needs and which the message leaves out
// (it names the server's source files, for its operator's eyes alone).
//
//	var panicked *tabletop.BotPanic
//	if errors.As(err, &panicked) {
//		log.Printf("%v\n%s", err, panicked.Stack)
//	}
type BotPanic struct {
	// Bot is the bot's name, as RegisterBot was given it.
	Bot string `json:"bot"`
	// Value is what the bot panicked with, as fmt.Sprint writes it, on
	// one line.
	Value string `json:"value"`
	// Stack is the panicking goroutine's stack, as runtime/debug.Stack
	// writes it.
	Stack string `json:"stack"`
}

// Error says which bot panicked and with what, on one line, without the
// stack.
func (p *BotPanic) Error() string {
	return fmt.Sprintf("the %s bot panicked: %s", engine.Quote(p.Bot), p.Value)
}

// oneLine returns text with each line break a space.
func oneLine(text string) string {
	return strings.Join(strings.Fields(text), " ")
}

// checked returns move and err, a registered bot's answer to v, or an error
// wrapping [ErrBotFailed] that names the bot and its move when move is not
// legal: the bot's fault, not the move's sender's, so not [ErrIllegalMove],
// which a server answers as a client's mistake.
func (r *rules[S, M, E, V, P, O]) checked(name string, v V, move M, err error) (M, error) {
	var none M
	if err == nil && !slices.Contains(v.LegalMoves(), move) {
		chose := engine.Quote(move.String())
		if move == none { // whose String is no notation
			chose = "the zero Move, no move at all"
		}
		return none, asGames(r.info.Name, ErrBotFailed, fmt.Sprintf("the %s bot chose %s, which is not a legal move now", engine.Quote(name), chose))
	}
	return move, err
}

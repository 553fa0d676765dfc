package tabletop

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// RegisterBot offers a bot of one's own for the game called game, under
// info.Name, with the options info.Options describes. From then on [Games]
// lists it after the game's built-in bots and [NewBot] makes it, so every
// program that goes through the handle (the terminal game, the server, the
// arena) offers it by name, like the built-in ones.
//
// The bot is written against the game package's own types: any type with
// the method Choose(ctx, V) (M, error) of the game's View and Move, such as
// a type that implements [github.com/tabletopgo/tabletop/linko.Bot].
// newBot makes one bot from its options: a JSON object holding each option
// of info.Options that has a value, those given checked against their type
// and bounds, the defaults of the rest, and a seed left out drawn at random,
// so that json.Unmarshal into a struct reads it. A seed (an option of Type
// "seed") is always written as a string, {"seed":"42"}, since JavaScript
// reads no 64-bit number whole: the struct reads it with the option
// ",string", as the games' Options do,
//
//	Seed uint64 `json:"seed,string"`
//
// NewBot calls newBot once for each bot it makes; an error of newBot's
// is NewBot's, wrapping [ErrBotFailed] (the maker's fault, as the options
// passed the schema), not [ErrInvalidOptions].
//
// Its bot is called with a ctx whose deadline is earlier than the
// caller's (see Bots and their budgets in the package doc), and never
// twice at once: a call while another is under way, or while a call
// abandoned at its deadline runs on, waits for it, and [Bot.Busy] says so
// beforehand.
//
// Like database/sql.Register, it is meant for a package's init or a
// program's start, and is safe for concurrent use with every other
// function of this package. A registration lasts as long as the process
// and a name is taken once, so a test registers its bot once, in TestMain
// or behind a sync.Once, not in a test's body, which go test -count=2
// runs twice.
//
// A bot's name is what a lobby lists and a command line takes (-bots
// mybot): a lower-case ASCII letter, then lower-case ASCII letters, digits
// and '-', at most 32 bytes ("coverer", "greedy-2"), so that no name
// breaks a line, hides in spaces or markup, or passes for a built-in
// bot's in another case.
//
// It returns an error wrapping [ErrUnknownGame]
// for a game [Games] does not list, and one wrapping [ErrInvalidBot] for a
// name that is not such a name or that the game already has in any case
// ("Greedy"), a malformed options schema (an option without a name or
// with one that is not lower camel case of ASCII letters and digits, at
// most 32 bytes, two of one name, a type OptionInfo.Type does not list,
// bounds on a type other than "int" and "number", min above max, a
// default its own option refuses), a nil
// newBot, or a bot of another game's View or Move: the game is named by a
// string, so the compiler cannot tie it to the bot's types, and
// RegisterBot checks them, before any bot is made. Nothing is registered
// then. A maker that returns a nil pointer is refused by [NewBot], with
// an error wrapping [ErrBotFailed], rather than a panic at every Choose.
func RegisterBot[B interface {
	Choose(ctx context.Context, v V) (M, error)
}, V, M any](game string, info BotInfo, newBot func(options json.RawMessage) (B, error)) error {
	g, err := lookup(game)
	if err != nil {
		return err
	}
	if newBot == nil {
		return fmt.Errorf("%w: %s's bot %q has no function to make it", ErrInvalidBot, game, info.Name)
	}
	return g.register(info, func(options json.RawMessage) (func(context.Context, V) (M, error), error) {
		bot, err := newBot(options)
		switch {
		case err != nil:
			return nil, err
		case any(bot) == nil:
			return nil, errors.New("it returned no bot")
		case reflect.ValueOf(bot).Kind() == reflect.Pointer && reflect.ValueOf(bot).IsNil():
			// refused here rather than as a panic on every Choose
			return nil, fmt.Errorf("it returned a nil %T, no bot", bot)
		}
		return bot.Choose, nil
	})
}

// register adds a bot of the game, make being the function that makes it
// from its filled options, of the game's types when it is the game's.
func (r *rules[S, M, E, V, P, O]) register(info BotInfo, make any) error {
	m, ok := make.(func(json.RawMessage) (func(context.Context, V) (M, error), error))
	if !ok {
		var v V
		var move M
		return fmt.Errorf("%w: a %s bot chooses a %T from a %T; this one does not", ErrInvalidBot, r.info.Name, move, v)
	}
	if info.Name == "" {
		return fmt.Errorf("%w: a %s bot has no name", ErrInvalidBot, r.info.Name)
	}
	if !validBotName(info.Name) {
		return fmt.Errorf("%w: %s is no bot's name: a lower-case letter, then lower-case letters, digits and '-', at most 32", ErrInvalidBot, engine.Quote(info.Name))
	}
	if err := checkSchema(info.Options); err != nil {
		return fmt.Errorf("%w: %s's bot %q: %v", ErrInvalidBot, r.info.Name, info.Name, err)
	}
	info.Options = slices.Clone(info.Options)
	if info.Options == nil {
		info.Options = []OptionInfo{} // a JSON list, even when empty
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if slices.ContainsFunc(r.bots, func(b botMaker[V, M]) bool { return strings.EqualFold(b.info.Name, info.Name) }) {
		return fmt.Errorf("%w: %s already has a bot called %q", ErrInvalidBot, r.info.Name, info.Name)
	}
	r.bots = append(r.bots, botMaker[V, M]{info: info, make: m, guard: r.guarded})
	return nil
}

// validBotName reports whether name may name a registered bot (see
// RegisterBot).
func validBotName(name string) bool {
	if len(name) > 32 || name == "" || name[0] < 'a' || name[0] > 'z' {
		return false
	}
	for i := range len(name) {
		if c := name[i]; (c < 'a' || c > 'z') && (c < '0' || c > '9') && c != '-' {
			return false
		}
	}
	return true
}

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
// promises whatever the bot does: it answers when ctx ends even if the bot
// ignores ctx, and it refuses the bot's own error or panic with one
// wrapping [ErrBotFailed], naming the game and the bot (a panic's stack in
// its [BotPanic]). (A move that is not among the View's legal moves is
// refused by checked, with ErrBotFailed too.) The built-in bots honour ctx and play legal
// moves, and run inline. It knows no game's types, so it is written once
// for every game, not made for each.
//
// The bot is given a deadline earlier than ctx's ([engine.Earlier]: a
// quarter of the time left, at most 50 ms), so that a bot that answers once
// its context ends is heard by ctx's deadline on a machine with CPU to
// spare. Under load that margin may not be enough, and Choose then returns
// at ctx's end without the bot's answer: best effort, not a guarantee. A
// caller that must have a move by a time gives ctx a deadline of its own
// margin before it, and plays a fallback (a built-in bot) on an error.
//
// A ctx canceled without a deadline's passing (a player's "play now")
// ends the bot's context at once, and Choose waits for its answer up to
// [engine.Grace] (50 ms, the most a deadline's margin is), so that a bot
// that answers promptly once its context ends is heard; a bot that does not
// answer within it is abandoned as at a deadline.
//
// The bot runs on a goroutine of its own. A call abandoned at ctx's end
// runs on until the bot returns, and its answer is dropped; until then the
// bot is busy, and the next call waits for it (or for its own ctx), so
// that the bot, which need not be safe for concurrent use, is never called
// twice at once.
type guard struct {
	game, name string
	// busy holds a token while a call is under way, which the next call
	// would wait for ([Bot.Busy]). The bot is free again before its answer
	// is handed over, so that a caller that has the answer finds it free.
	busy chan struct{}
}

// run calls the bot through bot, which keeps its move, and returns
// whether the bot answered within ctx (then its move may be read) and the
// error: the bot's own, wrapped as above, or, unanswered, one wrapping
// ctx.Err().
func (g *guard) run(ctx context.Context, bot interface{ call(context.Context) error }) (bool, error) {
	if err := ctx.Err(); err != nil { // as every built-in bot does
		return false, err
	}
	select {
	case g.busy <- struct{}{}:
	case <-ctx.Done():
		return false, fmt.Errorf("the %s bot did not answer in time: it was still choosing an earlier move: %w", engine.Quote(g.name), ctx.Err())
	}
	botCtx, cancel := engine.Earlier(ctx)
	answers := make(chan error, 1) // the goroutine never waits to send
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
		<-g.busy // before the answer: a caller that has it finds the bot free
		answers <- err
	}()
	select {
	case err := <-answers:
		return true, err
	case <-ctx.Done():
	}
	if ctx.Err() == context.Canceled { // "play now": botCtx, ctx's child, has ended too
		grace := time.NewTimer(engine.Grace)
		defer grace.Stop()
		select {
		case err := <-answers:
			return true, err
		case <-grace.C:
		}
	}
	return false, fmt.Errorf("the %s bot did not answer in time: %w", engine.Quote(g.name), ctx.Err())
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

// A Bot chooses moves for a game's seats from their views alone, so it
// cannot cheat. One Bot may serve several tables and goroutines at once:
// see [Bot.Choose] for how calls at once share it. The zero Bot, and a nil
// *Bot, play no game: Choose says so.
type Bot struct {
	game, name string
	options    json.RawMessage
	shown      json.RawMessage // options without seeds: the bot's JSON
	choose     any             // func(context.Context, View) (Move, error) of the game's types
	pool       *botPool        // a built-in bot's choosers; nil for a registered bot
	busy       func() bool     // a registered bot's: whether a call is under way; nil for a built-in bot
}

// NewBot returns a new bot called name ("random", "greedy", ..., or one
// that [RegisterBot] added; see [GameInfo.Bots]) for the game called game,
// set up by options, a JSON object of the bot's options (empty: the
// defaults). An option left out takes its default, and a seed left out is
// drawn at random: [Bot.Options] reports it, so that an equal bot can be
// made again. An unknown game gives an error wrapping [ErrUnknownGame]; an
// unknown bot, one wrapping [ErrUnknownBot]; bad options, one wrapping
// [ErrInvalidOptions] that says which option and what is wrong; a
// registered bot whose maker fails on options its schema took, one
// wrapping [ErrBotFailed].
func NewBot(game, name string, options []byte) (*Bot, error) {
	g, err := lookup(game)
	if err != nil {
		return nil, err
	}
	return g.newBot(name, options)
}

// newBot makes the game's bot called name.
func (r *rules[S, M, E, V, P, O]) newBot(name string, options []byte) (*Bot, error) {
	r.mu.RLock()
	i := slices.IndexFunc(r.bots, func(b botMaker[V, M]) bool { return b.info.Name == name })
	var maker botMaker[V, M]
	if i >= 0 {
		maker = r.bots[i]
	}
	r.mu.RUnlock()
	if i < 0 {
		return nil, fmt.Errorf("%w: %s has no bot %s; it has %s", ErrUnknownBot, r.info.Name, engine.Quote(name), r.describe().botNames())
	}
	filled, err := fillOptions(maker.info.Options, options, fillMode{drawSeeds: true, checkBounds: true})
	if err != nil {
		return nil, fmt.Errorf("%w: %s's %s bot: %v", ErrInvalidOptions, r.info.Name, name, err)
	}
	choose, err := maker.make(filled)
	switch {
	case err != nil && !maker.builtIn:
		// the options passed the schema: the registered maker failed
		return nil, fmt.Errorf("%w: %s's %s bot: its maker failed on the options %s: %w", ErrBotFailed, r.info.Name, name, filled, err)
	case err != nil:
		return nil, fmt.Errorf("%w: %s's %s bot: %w", ErrInvalidOptions, r.info.Name, name, err)
	}
	shown, _ := fillOptions(maker.info.Options, filled, fillMode{dropSeeds: true}) // filled passed already
	bot := &Bot{game: r.info.Name, name: name, options: filled, shown: shown, choose: choose}
	if maker.builtIn {
		bot.pool = newBotPool(choose, func(n uint64) (any, error) {
			spare, _ := fillOptions(maker.info.Options, filled, fillMode{spare: n})
			return maker.make(spare)
		})
	} else {
		bot.choose, bot.busy = maker.guard(name, choose)
	}
	return bot, nil
}

// Name returns the bot's name, such as "greedy".
func (b *Bot) Name() string {
	if b == nil {
		return ""
	}
	return b.name
}

// Game returns the name of the game the bot plays, such as "linko".
func (b *Bot) Game() string {
	if b == nil {
		return ""
	}
	return b.game
}

// Options returns the options the bot was made with, as the JSON object
// that [NewBot] reads: every option that has a value, defaults and drawn
// seeds filled in. NewBot of them makes an equal bot, which chooses as
// this one does. A seed is the bot's own stream of chance, a secret like
// a game's: whoever knows it may foresee the bot's moves, so Options is
// for the program's own records (to replay a bot's game), never for a
// player; the bot's JSON ([Bot.MarshalJSON]) leaves its seeds out.
func (b *Bot) Options() json.RawMessage {
	if b == nil {
		return nil
	}
	return slices.Clone(b.options)
}

// MarshalJSON returns what makes a bot of its kind again, as [NewBot]
// takes it: {"game":"linko","name":"ismcts","options":{...}}, the
// options as [Bot.Options] reports them but for the seeds (every option
// of type "seed"), which are the bot's secret: a bot's JSON may be kept
// or shown to anyone, and the bot it makes draws seeds of its own. To
// make the very same bot again, take [Bot.Options]. The zero Bot, which
// plays no game, refuses, with an error wrapping [ErrNoGame] that says
// what to marshal instead, as the zero Table, Event, Move and Choice do:
// null would read back as no bot without a word. A nil *Bot is null, as
// encoding/json writes every nil pointer.
func (b Bot) MarshalJSON() ([]byte, error) {
	if b.choose == nil {
		return nil, errZeroBotJSON
	}
	return json.Marshal(botJSON{Game: b.game, Name: b.name, Options: b.shown})
}

// UnmarshalJSON makes the bot that data, as [Bot.MarshalJSON] writes it,
// describes, with [NewBot] and its errors (its seeds, left out, drawn at
// random; given, taken); an object that is not such a
// description (one without "game" or "name" among them) gives an error
// wrapping [ErrUnknownBot], as one that names an unknown bot does; one
// that names an unknown game wraps [ErrUnknownGame], as NewBot's. On an error, and
// for null, the bot is left as it was.
func (b *Bot) UnmarshalJSON(data []byte) error {
	if string(data) == "null" {
		return nil
	}
	if b == nil {
		return fmt.Errorf("%w: a nil *Bot cannot hold a bot", ErrUnknownBot)
	}
	var wire botJSON
	if err := engine.Decode(data, &wire, engine.Strict{MaxBytes: maxInput, RefuseRepeats: true}); err != nil {
		return fmt.Errorf("%w: a bot's JSON: %v", ErrUnknownBot, err)
	}
	switch { // no description at all, not a description of an unknown game
	case wire.Game == "":
		return fmt.Errorf("%w: a bot's JSON names no game: give \"game\" and \"name\", as Bot.MarshalJSON writes them", ErrUnknownBot)
	case wire.Name == "":
		return fmt.Errorf("%w: a bot's JSON names no bot: give \"name\", as Bot.MarshalJSON writes it", ErrUnknownBot)
	}
	made, err := NewBot(wire.Game, wire.Name, wire.Options)
	if err != nil {
		return err
	}
	*b = *made
	return nil
}

// errZeroBotJSON is the zero Bot's marshal error.
var errZeroBotJSON = fmt.Errorf("%w: the zero Bot plays no game, so there is no bot to marshal: marshal a Bot that NewBot made, or a nil *Bot for none", ErrNoGame)

// botJSON is a Bot's JSON.
type botJSON struct {
	Game    string          `json:"game"`
	Name    string          `json:"name"`
	Options json.RawMessage `json:"options,omitempty"`
}

// Choose returns the bot's move, in notation, for the seat to move at t,
// from that seat's view alone.
//
// Its errors are listed in the package doc's Errors, call by call: a nil
// ctx is refused (context.Background() is the one with no deadline); a
// table of another game wraps [ErrInvalidBot]; a registered bot's move
// that is not legal, its error or its panic wraps [ErrBotFailed], never
// [ErrIllegalMove], since the bot, not the caller, is at fault (no
// [MoveError] comes with it), and names the bot and its move on one line
// (a panic's stack is its [BotPanic]'s).
//
// Choose answers by ctx's deadline on a machine with CPU to spare. An
// answer after it comes with an error wrapping [ErrLate]. A registered bot
// that does not answer in time is abandoned, with an error wrapping
// ctx.Err(). A ctx canceled while the bot chooses is no deadline: its move
// comes without error. A registered bot still choosing an earlier move
// ([Bot.Busy]) is waited for, within ctx. Bots and their budgets, in the
// package doc, says how each bot keeps a deadline and how calls at once
// are served.
func (b *Bot) Choose(ctx context.Context, t Table) (string, error) {
	switch {
	case b == nil || b.choose == nil:
		return "", fmt.Errorf("%w: the zero Bot plays no game; NewBot makes one", ErrNoGame)
	case ctx == nil:
		return "", errNilContext
	case t.p == nil:
		return "", errZeroTable
	case t.Game() != b.game:
		return "", fmt.Errorf("%w: a %s bot cannot play %s: make a %s bot (NewBot(%q, …))", ErrInvalidBot, b.game, engine.Quote(t.Game()), t.Game(), t.Game())
	case t.Over(): // a Table holds games between moves: else a seat is to move
		return "", gameError{ErrIllegalMove, fmt.Errorf("%w: nobody is to move", ErrGameOver)}
	}
	choose := b.choose // a registered bot's, whose guard serves one call at a time
	if b.pool != nil {
		var err error
		if choose, err = b.pool.take(); err != nil {
			return "", fmt.Errorf("%w: %s's %s bot: %w", ErrInvalidOptions, b.game, b.name, err)
		}
		defer b.pool.give(choose)
	}
	move, err := t.p.botMove(ctx, choose)
	if err == nil && late(ctx) {
		return move, asGames(b.game, ErrLate, fmt.Sprintf("the %s bot answered after its context's deadline: %v", engine.Quote(b.name), context.DeadlineExceeded), context.DeadlineExceeded)
	}
	return move, err
}

// Busy reports whether a call to [Bot.Choose] now would wait for an
// earlier call to end: whether the bot is one that [RegisterBot] added and
// is still choosing a move, for a call under way or one abandoned at its
// deadline (a registered bot is never called twice at once; see
// RegisterBot). A product then plays its fallback at once rather than
// spend its deadline waiting. A built-in bot is never busy: calls at once
// each run on a chooser of their own. Another goroutine's call may make
// the bot busy, or an earlier call end, right after Busy answers: it is
// news for a caller that would otherwise wait, not a reservation. The
// zero Bot and a nil *Bot are not busy.
func (b *Bot) Busy() bool {
	return b != nil && b.busy != nil && b.busy()
}

// late reports whether ctx's deadline has passed, by the clock: ctx.Err()
// alone says so only once ctx's timer has fired, which on a busy machine
// may be long after the deadline, and an answer in between would pass as
// on time. A ctx canceled is no deadline: a cancel asks for the move now.
func late(ctx context.Context) bool {
	switch err := ctx.Err(); {
	case errors.Is(err, context.DeadlineExceeded):
		return true
	case err != nil:
		return false
	}
	deadline, ok := ctx.Deadline()
	return ok && !time.Now().Before(deadline)
}

// BotInfo describes a bot that [NewBot] makes: what [GameInfo.Bots] lists,
// and what [RegisterBot] takes. How the search's options and the caller's
// deadline combine is told once, under Bots and their budgets in the
// package doc.
type BotInfo struct {
	// Name is the name NewBot takes, such as "greedy": not empty, and not
	// one another bot of the game has.
	Name string `json:"name"`
	// Doc says how the bot plays, in a sentence, for a lobby to show.
	Doc string `json:"doc"`
	// Options describes the JSON object of options NewBot reads, in the
	// order a form shows them; NewBot refuses any other option.
	Options []OptionInfo `json:"options"`
}

// A botMaker is a bot that NewBot makes for a game with views V and moves
// M: its description, and what makes one from its options, a JSON object
// that fillOptions has checked and filled.
type botMaker[V, M any] struct {
	info BotInfo
	make func(options json.RawMessage) (func(context.Context, V) (M, error), error)
	// builtIn: make returns a bot of its own at each call (see botPool).
	builtIn bool
	// guard runs a registered bot's calls (see rules.guarded): set by
	// register, not referred to by newBot, so that the linker drops it
	// from a program that registers no bot.
	guard func(name string, choose func(context.Context, V) (M, error)) (func(context.Context, V) (M, error), func() bool)
}

// chooser is what every game's Bot interface is, whatever its types.
type chooser[V, M any] interface {
	Choose(ctx context.Context, v V) (M, error)
}

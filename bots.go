package tabletop

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// A Bot chooses moves for a game's seats from their views alone, so it
// cannot cheat. The zero Bot, and a nil *Bot, play no game: Choose says
// so.
//
// Built-in and registered bots differ when several goroutines share one
// ([Bot.Serial] says which a Bot is):
//
//   - A built-in bot ("random", "greedy", "ismcts") serves any number of
//     calls at once: a call made while another is under way runs on a
//     spare made from the same options, seed included (the random bot's
//     one chooser serves them all). No call waits, and a seeded bot
//     chooses as a function of its options and the view alone (a search
//     bounded by "iterations", not by time): shared by any number of
//     tables, it gives each the move that a bot of its own, made from
//     [Bot.Options], would give it.
//   - A bot that [RegisterBot] added serves one call at a time, since its
//     maker's value need not be safe for concurrent use. A second caller
//     waits, and gets no move when its ctx ends first; a caller after a
//     call abandoned at its deadline, while the bot still runs, gets
//     [ErrBotBusy] at once. Give each table its own registered Bot.
//
// See Concurrency, and Bots and deadlines, in the package doc.
type Bot struct {
	game, name string
	options    json.RawMessage
	shown      json.RawMessage // options without seeds: the bot's JSON
	seeded     bool            // whether a seed was given, which the bot's JSON would lose: it refuses
	choose     any             // func(context.Context, View) (Move, error) of the game's types
	pool       *botPool        // a built-in bot's choosers; nil for a registered bot, and for the random bot, whose one chooser serves every call
	busy       func() bool     // a registered bot's: whether a call is under way; nil for a built-in bot
}

// NewBot returns a new bot called name ("random", "greedy", ..., or one
// that [RegisterBot] added; see [GameInfo.Bots]) for the game called game,
// set up by options, a JSON object of the bot's options (empty: the
// defaults). An option left out takes its default, and a seed left out is
// drawn at random: [Bot.Options] reports it, so that an equal bot can be
// made again. An unknown game gives an error wrapping [ErrUnknownGame]; an
// unknown bot, one wrapping [ErrUnknownBot]; bad options, one wrapping
// [ErrInvalidOptions] that says which option and what is wrong, an
// *[OptionError] naming the option where one is at fault, as [Open]'s; a
// registered bot whose maker fails on options its schema took, one
// wrapping [ErrBotFailed].
func NewBot(game, name string, options []byte) (*Bot, error) {
	g, err := lookup(game)
	if err != nil {
		return nil, err
	}
	return g.newBot(name, options)
}

// optionError returns err, the refusal of a bot's options, as an
// *OptionError where one option is at fault (see OptionError), as [Open]'s
// are, so that a form built from [BotInfo].Options marks its field.
func (maker botMaker[V, M]) optionError(options []byte, err error) error {
	if len(options) == 0 {
		return err
	}
	option := faultIn(maker.info.Options, options, func(data []byte) bool {
		filled, err := fillOptions(maker.info.Options, data, fillMode{drawSeeds: true, checkBounds: true})
		if err == nil {
			_, err = maker.make(filled)
		}
		return err == nil
	})
	if option == "" {
		return err
	}
	return &OptionError{Option: option, Err: err, fault: &optionFault{bot: true}}
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
		names := r.describe().botNames()
		return nil, fmt.Errorf("%w: %s has no bot %s%s; it has %s", ErrUnknownBot, r.info.Name, engine.Quote(name), didYouMean(name, names), strings.Join(names, ", "))
	}
	filled, err := fillOptions(maker.info.Options, options, fillMode{drawSeeds: true, checkBounds: true})
	if err != nil {
		return nil, maker.optionError(options, fmt.Errorf("%w: %s's %s bot: %v", ErrInvalidOptions, r.info.Name, name, err))
	}
	choose, err := maker.make(filled)
	switch {
	case err != nil && !maker.builtIn:
		// the options passed the schema: the registered maker failed
		return nil, fmt.Errorf("%w: %s's %s bot: its maker failed on the options %s: %w", ErrBotFailed, r.info.Name, name, filled, err)
	case err != nil:
		return nil, maker.optionError(options, fmt.Errorf("%w: %s's %s bot: %w", ErrInvalidOptions, r.info.Name, name, err))
	}
	shown, _ := fillOptions(maker.info.Options, filled, fillMode{dropSeeds: true}) // filled passed already
	given, _ := readObject(options)                                                // read already
	seeded := slices.ContainsFunc(maker.info.Options, func(o OptionInfo) bool { return o.Type == "seed" && given[o.Name] != nil })
	bot := &Bot{game: r.info.Name, name: name, options: filled, shown: shown, seeded: seeded, choose: choose}
	switch {
	case maker.shared: // its one chooser serves every call
	case maker.builtIn:
		bot.pool = newBotPool(choose, func() (any, error) { return maker.make(filled) })
	default:
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
// player. Store Options, not the bot's JSON, to make a seeded bot again:
// [Bot.MarshalJSON] refuses a bot made with a seed.
func (b *Bot) Options() json.RawMessage {
	if b == nil {
		return nil
	}
	return slices.Clone(b.options)
}

// MarshalJSON returns what makes a bot of its kind again, as [NewBot]
// takes it: {"game":"linko","name":"ismcts","options":{...}}, the
// options as [Bot.Options] reports them but for the seeds it drew (every
// option of type "seed"), which are the bot's secret: a bot's JSON may be
// kept or shown to anyone, and the bot it makes draws seeds of its own,
// as this one did. A bot made with a seed (given to NewBot, or in the
// JSON it read) refuses, with an error that says to store [Bot.Options]
// instead (wrapping [ErrInvalidBot]), as a [Table] refuses and says what
// to marshal: its JSON would either tell its secret or make a bot that
// plays otherwise, without a word. The zero Bot, which plays no game, refuses, with an error
// wrapping [ErrNoGame] that says what to marshal instead, as the zero
// Table, Save, Event, Move and Choice do: null would read back as no bot
// without a word. A nil *Bot is null, as encoding/json writes every nil
// pointer.
func (b Bot) MarshalJSON() ([]byte, error) {
	switch {
	case b.choose == nil:
		return nil, errZeroBotJSON
	case b.seeded:
		return nil, errSeededBotJSON
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

// errZeroBotJSON and errSeededBotJSON are MarshalJSON's refusals of the
// zero Bot and of a bot made with a seed.
var (
	errZeroBotJSON   = fmt.Errorf("%w: the zero Bot plays no game, so there is no bot to marshal: marshal a Bot that NewBot made, or a nil *Bot for none", ErrNoGame)
	errSeededBotJSON = fmt.Errorf("%w: a Bot made with a seed does not marshal to JSON, for its seed is a secret its JSON would lose: store its Options() and make it again with NewBot", ErrInvalidBot)
)

// botJSON is a Bot's JSON.
type botJSON struct {
	Game    string          `json:"game"`
	Name    string          `json:"name"`
	Options json.RawMessage `json:"options,omitempty"`
}

// Choose returns the bot's move, in notation, for the seat to move at t,
// from that seat's view alone. A move comes only legal, and with an error
// only late: as with io.Reader's n, look at the move before the error to
// play a late answer (see the example).
//
// Its errors (see Errors in the package doc): a nil ctx is
// refused (context.Background() has no deadline); a table of another game
// wraps [ErrInvalidBot]; a registered bot's illegal move, error or panic
// wraps [ErrBotFailed], not [ErrIllegalMove]: the bot is at fault, and is
// named on one line (a panic's stack is its [BotPanic]'s).
//
// On a machine with CPU to spare (best effort), Choose answers by ctx's
// deadline, or after it with an error wrapping [ErrLate]; a registered
// bot has a grace (20 to 50 ms), then is abandoned with ctx.Err(), and
// fails the next call at once ([ErrBotBusy]) if still busy. A ctx
// canceled while the bot thinks ("play now") gives its move; one done
// before the call, ctx.Err() ([Bot.ChooseOr] then plays the first legal
// move). See Bots and deadlines in the package doc.
func (b *Bot) Choose(ctx context.Context, t Table) (string, error) {
	if err := b.refuse(ctx, t); err != nil {
		return "", err
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

// refuse returns why b cannot choose a move at t with ctx (Choose's
// errors that come before any move), or nil.
func (b *Bot) refuse(ctx context.Context, t Table) error {
	switch {
	case b == nil || b.choose == nil:
		return fmt.Errorf("%w: the zero Bot plays no game; NewBot makes one", ErrNoGame)
	case ctx == nil:
		return errNilContext
	case t.p == nil:
		return errZeroTable
	case t.Game() != b.game:
		return fmt.Errorf("%w: a %s bot cannot play %s: make a %s bot (NewBot(%q, …))", ErrInvalidBot, b.game, engine.Quote(t.Game()), t.Game(), t.Game())
	case t.Over(): // a Table holds games between moves: else a seat is to move
		return gameError{ErrIllegalMove, fmt.Errorf("%w: nobody is to move", ErrGameOver)}
	}
	return nil
}

// Serial reports whether the bot serves one call at a time: true for a
// bot that [RegisterBot] added, whose maker's value need not be safe for
// concurrent use; false for a built-in bot, which serves calls at once on
// spares, and for the zero Bot. A server that shares one Bot between
// tables makes one per table where Serial is true.
func (b *Bot) Serial() bool { return b != nil && b.busy != nil }

// Busy reports whether a call to [Bot.Choose] now could not start at
// once: whether the bot is one that [RegisterBot] added and is still
// choosing a move, for a call under way (the next call would wait for it)
// or one abandoned at its deadline (the next call fails at once with
// [ErrBotBusy]); a registered bot is never called twice at once (see
// RegisterBot). A product then plays its fallback at once. A built-in bot is never busy: calls at once
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

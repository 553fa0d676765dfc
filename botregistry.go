package tabletop

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"

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
// caller's, by a quarter of the time left and at most 50 ms, and a bot
// that answers promptly once that ctx ends is heard: [Bot.Choose] waits
// for its answer past the caller's end by a grace, a quarter of the time
// the caller's ctx had left, at least 20 ms and at most 50 ms (50 ms after
// a cancel without a deadline), and plays it, late ([ErrLate]) if after
// the caller's deadline; a bot that does not answer by then is abandoned.
// It is never called twice at once: a call while another caller's is
// under way waits for it; a call while a call abandoned at its deadline
// runs on fails at once with [ErrBotBusy]. [Bot.Busy] says so
// beforehand, and [Bot.Serial] is true. See Bots and
// deadlines, and Concurrency, in the package doc.
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

// BotInfo describes a bot that [NewBot] makes: what [GameInfo.Bots] lists,
// and what [RegisterBot] takes. How the search's options and the caller's
// deadline combine: see Bots and deadlines in the package doc.
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
	// shared: the built-in bot's chooser holds no state (the random bot's
	// choice is a function of its seed and the view), so that every call,
	// at once or not, runs on it and chooses as the bot alone would.
	shared bool
	// guard runs a registered bot's calls (see rules.guarded): set by
	// register, not referred to by newBot, so that the linker drops it
	// from a program that registers no bot.
	guard func(name string, choose func(context.Context, V) (M, error)) (func(context.Context, V) (M, error), func() bool)
}

// chooser is what every game's Bot interface is, whatever its types.
type chooser[V, M any] interface {
	Choose(ctx context.Context, v V) (M, error)
}

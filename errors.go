package tabletop

import (
	"errors"
	"fmt"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// The sentinel errors of the handle. Every error that a [Table], [Open],
// [Load], [Fold], [Resume] or [NewBot] returns wraps one of them, or one
// of a refused move's ([ErrIllegalMove], [ErrNotYourTurn],
// [ErrGameOver]). Which call returns which: see Errors in the package
// doc.
var (
	// ErrUnknownGame reports a game name that [Games] does not list.
	ErrUnknownGame = errors.New("tabletop: unknown game")
	// ErrInvalidOptions reports options that the game cannot play, or
	// that are not a JSON object of the game's options; and a bot's
	// options that [NewBot] cannot use.
	ErrInvalidOptions = errors.New("tabletop: invalid options")
	// ErrInvalidPosition reports a saved position that no game can reach,
	// a [Save] whose seats' languages are not of lang.All ([Resume]), and
	// a Save's JSON with a member a Save has not ([Save.UnmarshalJSON]).
	ErrInvalidPosition = errors.New("tabletop: invalid position")
	// ErrInvalidEvent reports an event log that does not replay: a
	// malformed event, or one that cannot follow the events before it.
	ErrInvalidEvent = errors.New("tabletop: invalid event")
	// ErrNotFromStart reports the [Table.Log] asked of a table that [Load]
	// or [Guess] opened ([Table.Loaded]): its events start at its position,
	// not at the game's start where [Fold] begins, so it has no log to
	// save. Such a table saves by its [Table.Position].
	ErrNotFromStart = errors.New("tabletop: the log does not start at the game's start")
	// ErrNoSeat reports a seat that is not at the table (-1, the
	// spectator, is always allowed where a view is asked for) and, in
	// [Table.CheckSeating], a computer's seat or a name past the table's
	// seats.
	ErrNoSeat = errors.New("tabletop: no such seat")
	// ErrNoGame reports the zero [Table], the zero [Bot] or the zero
	// [Save], which hold no game: the value a struct field or a map miss
	// gives, used before [Open], [NewBot] or [Table.Save] filled it; and
	// the zero [Event], [Move] or [Choice] marshalled.
	ErrNoGame = errors.New("tabletop: no game")
	// ErrOthersHistory reports a seat's history ([Table.History]) asked
	// to tell another seat, or a spectator, what happened: its events are
	// as its own seat saw them, so they would tell the other a wrong
	// story; tell each seat its own history ([Events.Check]).
	ErrOthersHistory = errors.New("tabletop: another seat's history")
	// ErrReservedName reports a name that [CheckName] refuses: one that
	// reads as a name the game's words give a seat (the computer's, a seat's
	// default name or the reader's), in one of the languages, look-alike
	// letters included, or as a sentence of its own, so that a front-end
	// asks its player for another; from [Table.CheckSeating], also a name
	// that reads as an earlier seat's.
	ErrReservedName = errors.New("tabletop: reserved name")
)

// The sentinel errors of the bots: [NewBot]'s, [RegisterBot]'s and
// [Bot.Choose]'s. How a bot keeps a deadline: see Bots and deadlines in
// the package doc.
var (
	// ErrUnknownBot reports a bot name the game does not offer (bad bot
	// options are [ErrInvalidOptions]).
	ErrUnknownBot = errors.New("tabletop: unknown bot")
	// ErrInvalidBot reports a bot that [RegisterBot] cannot offer: no name,
	// a name its game already has, a malformed options schema, or a bot
	// written for another game's types; a [Bot] asked to move at a table
	// of another game than its own ([Bot.Choose]); and a Bot made with a
	// seed asked for its JSON ([Bot.MarshalJSON]: store its Options).
	ErrInvalidBot = errors.New("tabletop: invalid bot")
	// ErrBotFailed reports a bot that [RegisterBot] added which returned an
	// error of its own, chose a move that is not legal, or panicked, or
	// whose maker failed on options its schema took (such as a seed read
	// without ",string"): the bot's fault, not the caller's move's or
	// options', so it is neither [ErrIllegalMove] nor [ErrInvalidOptions].
	// Its message names the game and the bot.
	ErrBotFailed = errors.New("tabletop: bot failed")
	// ErrLate reports a bot's answer that came after the deadline of the
	// context given to [Bot.Choose]: Choose returns the move with it, so
	// that a caller that must move by a time sees it is late, and one that
	// need not plays it.
	ErrLate = errors.New("tabletop: the bot answered late")
	// ErrBotBusy reports a bot that [RegisterBot] added which is still
	// choosing a move for a call already abandoned at its deadline
	// ([Bot.Busy]): [Bot.Choose] refuses at once, rather than spend the
	// caller's whole deadline waiting for a bot that has overrun, so that
	// the caller plays its fallback in time.
	ErrBotBusy = errors.New("tabletop: the bot is still choosing an earlier move")
)

// gameError is an error of a game package seen through the handle: it
// reads as the game's message and matches both the game's sentinel and the
// handle's.
type gameError struct {
	sentinel error // the handle's
	err      error // the game's
}

func (e gameError) Error() string   { return e.err.Error() }
func (e gameError) Unwrap() []error { return []error{e.sentinel, e.err} }

// gameWords is an error of the handle's about a game that reads as the
// game's, with one prefix: the game's name, what happened, then why. It
// matches errs.
type gameWords struct {
	text string
	errs []error
}

func (e gameWords) Error() string   { return e.text }
func (e gameWords) Unwrap() []error { return e.errs }

// asGames returns the handle's error sentinel about the game called game,
// with detail: "linko: bot failed: detail", the sentinel's words without
// their "tabletop: ", as the package doc promises. It matches sentinel and
// also.
func asGames(game string, sentinel error, detail string, also ...error) error {
	return gameWords{game + ": " + strings.TrimPrefix(sentinel.Error(), "tabletop: ") + ": " + detail, append([]error{sentinel}, also...)}
}

// sentinels pairs a game's sentinel errors with the handle's.
type sentinels struct {
	options, move, position, event, notYourTurn, gameOver error
}

// fail returns the handle's error, matching fallback, about the game: it
// reads as the game's error that corresponds to fallback, with detail.
func (s sentinels) fail(fallback error, detail string) error {
	game := map[error]error{ErrInvalidOptions: s.options, ErrInvalidPosition: s.position, ErrInvalidEvent: s.event}[fallback]
	return gameError{fallback, fmt.Errorf("%w: %s", game, detail)}
}

// refuser returns the maker of the MoveErrors that the handle itself gives
// for game: the game's own, which its package made at its start, so that
// they read as the game's, in its words (its verbs for an empty move).
func (sentinels) refuser(game string) *engine.Refuser {
	return engine.RefuserOf(game)
}

// refuse returns refused, a MoveError of the game, as the handle's
// MoveError, matching the handle's sentinels too.
func (s sentinels) refuse(refused *engine.MoveError) error {
	also := []error{ErrIllegalMove}
	if errors.Is(refused, s.notYourTurn) {
		also = append(also, ErrNotYourTurn)
	}
	if errors.Is(refused, s.gameOver) {
		also = append(also, ErrGameOver)
	}
	return moveErrorOf(refused, also)
}

// wrap returns err, from the game, matching the handle's sentinel that
// corresponds to the game's: fallback's first (a position whose options
// are invalid is an invalid position), then any other; fallback when none
// does. A nil err stays nil.
func (s sentinels) wrap(err, fallback error) error {
	if err == nil {
		return nil
	}
	var refused *engine.MoveError
	if fallback == ErrIllegalMove && errors.As(err, &refused) {
		return s.refuse(refused)
	}
	pairs := [...][2]error{
		{s.options, ErrInvalidOptions},
		{s.move, ErrIllegalMove},
		{s.position, ErrInvalidPosition},
		{s.event, ErrInvalidEvent},
	}
	for _, pair := range pairs {
		if pair[1] == fallback && errors.Is(err, pair[0]) {
			return gameError{fallback, err}
		}
	}
	for _, pair := range pairs {
		if errors.Is(err, pair[0]) {
			return gameError{pair[1], err}
		}
	}
	return gameError{fallback, err}
}

package tabletop

import (
	"errors"
	"fmt"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// The sentinel errors of the handle. Every error a [Table], [Open], [Load],
// [Fold] or [NewBot] returns wraps one of them or one of a refused move's
// ([ErrIllegalMove], [ErrNotYourTurn], [ErrGameOver]), so that one errors.Is
// serves every game; an error that comes from a game package also wraps
// that package's own sentinel (linko.ErrIllegalMove, say), and its message
// is the game's own.
//
// Errors, call by call. Every error matches this package's sentinels with
// errors.Is, and the game's own (linko.ErrIllegalMove, say), and reads as
// the game's ("linko: invalid event: event 3: …"); "tabletop: " begins only
// the handle's own (an unknown game, a seat not at the table). A bot's
// errors read so too, the game's name, what happened, then the bot, on one
// line: "linko: bot failed: the "mine" bot: …", "linko: called off: the
// "mine" bot did not answer in time: context canceled", "linko: the bot
// answered late: the "ismcts" bot answered after its context's deadline:
// …".
//
//	Open, CheckOptions     ErrUnknownGame: no such game (names are exact:
//	                       "Linko" is none, and the error suggests "linko")
//	                       ErrInvalidOptions: broken JSON (at which byte),
//	                       an option unknown, given twice, of the wrong
//	                       type, out of bounds, or against another
//	                       (Linko!'s rounds), another game's "game";
//	                       an *OptionError names the option at fault
//	Load, Guess            ErrUnknownGame; ErrInvalidPosition: a position
//	                       no game reaches, or one inside a move
//	Fold                   ErrUnknownGame, ErrInvalidOptions (Fold's an
//	                       *OptionError, the seed where it is missing);
//	                       ErrInvalidEvent: the first bad event, by number
//	Play, PlayJSON         *MoveError wrapping ErrIllegalMove (and
//	                       ErrNotYourTurn or ErrGameOver for that reason);
//	                       ErrNoSeat: a seat not at the table (no MoveError)
//	View, ViewText,        ErrNoSeat: a seat neither at the table nor -1
//	History
//	Log                    ErrNotFromStart: a table Load or Guess opened
//	Events.JSON, Check     ErrNoSeat; ErrOthersHistory: a seat's history
//	                       told to another seat or a spectator (Narrate
//	                       and Text give it nil)
//	CheckName              ErrReservedName: a name that reads as the
//	                       computer, a seat's default name or the reader
//	                       (look-alike letters too), or as a sentence
//	CheckSeating           ErrNoSeat: a computer's seat, or a name, past
//	                       the table's seats; ErrReservedName: a name
//	                       CheckName refuses, or like an earlier seat's
//	NewBot                 ErrUnknownBot, ErrInvalidOptions; ErrBotFailed:
//	                       a registered maker's error, or its nil bot
//	RegisterBot            ErrUnknownGame; ErrInvalidBot: a bad name or
//	                       schema, a nil maker, another game's types
//	Bot.Choose             ErrInvalidBot: a table of another game;
//	                       ErrIllegalMove and ErrGameOver: a game over;
//	                       ErrBotFailed: a registered bot's illegal move,
//	                       error or panic ([BotPanic]);
//	                       ErrLate: an answer after ctx's deadline;
//	                       ctx.Err(): called off after the grace, or ctx
//	                       done before;
//	                       an error of its own: a nil ctx
//	any call of the zero   ErrNoGame
//	Table or Bot
var (
	// ErrUnknownGame reports a game name that [Games] does not list.
	ErrUnknownGame = errors.New("tabletop: unknown game")
	// ErrInvalidOptions reports options that the game cannot play, or
	// that are not a JSON object of the game's options; and a bot's
	// options that [NewBot] cannot use.
	ErrInvalidOptions = errors.New("tabletop: invalid options")
	// ErrInvalidPosition reports a saved position that no game can reach.
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
	// ErrNoGame reports the zero [Table] or the zero [Bot], which hold no
	// game: the value a struct field or a map miss gives, used before
	// [Open] or [NewBot] filled it.
	ErrNoGame = errors.New("tabletop: no game")
	// ErrOthersHistory reports a seat's history ([Table.History]) asked
	// to tell another seat, or a spectator, what happened: its events are
	// as its own seat saw them, so they would tell the other a wrong
	// story; tell each seat its own history ([Events.Check]).
	ErrOthersHistory = errors.New("tabletop: another seat's history")
	// ErrReservedName reports a name that [CheckName] refuses: one that
	// reads as a name the words give a seat (the computer's, a seat's
	// default name or the reader's), in one of the languages, look-alike
	// letters included, or as a sentence of its own, so that a front-end
	// asks its player for another; from [Table.CheckSeating], also a name
	// that reads as an earlier seat's.
	ErrReservedName = errors.New("tabletop: a name the words give a seat")
)

// The sentinel errors of the bots: [NewBot]'s, [RegisterBot]'s and
// [Bot.Choose]'s.
//
// Bots and their budgets. A bot answers [Bot.Choose] by the caller's
// deadline on a machine with CPU to spare; under load it may answer late
// (best effort, below). The built-in search, "ismcts", has four options
// (its schema in [Games] gives their bounds and defaults), three of them a
// budget, with the caller's context:
//
//	iterations     the iterations of a move's search (left out: 1000, or
//	               no bound when ms or untilDeadline is given)
//	ms             a budget in time, in milliseconds (0: none)
//	untilDeadline  true: search until ctx ends, with no bound in
//	               iterations unless they are given, and for at most ms,
//	               or a minute (ms's most) when ms is left out
//	ctx            the context given to Bot.Choose, its deadline or a cancel
//	workers        goroutines that search at once (1 to 64; left out: 1)
//
// {"untilDeadline":true} is the budget of a caller whose deadline is the
// budget, a turn's clock say; older options without it search as they
// did. The search stops at whichever comes first, always after one
// iteration at least, and answers with the move it has visited most so
// far: a deadline shorter than the budget cuts the search short, and does
// not throw it away. Each game's ISMCTSBot, which this bot is, takes the
// same budget as Iterations, Duration and ctx, and its
// SearchResult.Stopped says which of them stopped the search. The random
// and greedy bots take no time worth a deadline.
//
// How a deadline is kept:
//
//   - The margin. The search stops short of ctx's deadline, and a bot that
//     [RegisterBot] added is given a context whose deadline is earlier
//     than the caller's, by a quarter of the time left and at most 50 ms,
//     so that a bot that answers once its context ends is heard by the
//     caller's deadline.
//   - Under load (more runnable goroutines than cores, a pause of the
//     collector) an answer may come after the deadline: best effort, not
//     a guarantee (the margin a caller adds, in numbers, is below).
//   - A late answer is not a silent success: an answer that comes after
//     ctx's deadline by the clock (whether or not ctx's timer has fired)
//     comes with an error wrapping [ErrLate] and
//     [context.DeadlineExceeded], the move legal.
//   - The grace. Once ctx ends (its deadline, or a cancel), a registered
//     bot's answer is waited for a grace: a quarter of the time ctx had
//     left, at least 20 ms and at most 50 ms (50 ms for a ctx without a
//     deadline), from when Choose sees ctx end. A bot that answers
//     promptly once its context ends is heard on a busy machine too, late
//     (ErrLate) after a deadline; one that does not answer within the
//     grace is abandoned: Choose returns without it, with an error that
//     wraps ctx.Err(). It runs on a goroutine of its own, so when it
//     ignores its context the abandoned call's answer is dropped, and the
//     bot's next call waits for that call to end.
//   - "Play now": a ctx canceled while the bot chooses is no deadline: the
//     move it brings within the grace comes without error.
//   - A ctx already done when Choose is called is the one case without a
//     move: Choose returns an error wrapping ctx.Err().
//
// A caller that must have a move by a time gives ctx a deadline earlier
// by a margin of its own and plays a fallback, such as the "greedy" bot,
// on any error, the late answer's included (a move that comes with an
// error is always a late one: a caller that would rather play late checks
// the move before the error, as [Bot.Choose]'s example does). The margin, in numbers: 20 ms
// with CPU to spare; 250 ms on a loaded machine, which covered the latest
// answer every review measured (220 ms late, at a load of 15 on one
// core), though no margin covers every call there:
//
//	ctx, cancel := context.WithTimeout(context.Background(), budget-margin)
//	move, err := bot.Choose(ctx, table)
//	cancel()
//	if err != nil { // called off, failed, or late (errors.Is(err, tabletop.ErrLate))
//		move, _ = greedy.Choose(context.Background(), table)
//	}
//
// Several callers at once:
//
//   - One built-in [Bot] may serve several tables and goroutines at once:
//     calls one after another share the bot's state (its random stream,
//     as its seed says), and a call while another is under way runs on a
//     spare made from the same options, with a seed derived from the
//     bot's, none waiting for another.
//   - A registered bot is one value of its maker's, which need not be safe
//     for concurrent use, so it serves its calls one at a time: a call
//     waits for the one under way, and when its ctx ends first, gives an
//     error wrapping ctx.Err() that says the bot was still choosing.
//
// A table that must not wait has a Bot of its own, or asks [Bot.Busy]
// first and plays its fallback at once when the bot is still choosing:
//
//	if bot.Busy() { // still on an earlier move, abandoned at its deadline
//		move, _ = greedy.Choose(context.Background(), table)
//	}
//
// Bots of one's own. A bot is written against one game's own types, as the
// built-in ones are (any [github.com/tabletopgo/tabletop/linko.Bot], say).
// [RegisterBot] offers it under a name, with a schema of its options, as
// database/sql.Register offers a driver, to every program that goes through
// the handle and registers it:
//
//	tabletop.RegisterBot("linko", tabletop.BotInfo{Name: "edge", Doc: "plays its first legal move"},
//		func(options json.RawMessage) (edge, error) { return edge{}, nil })
//	bot, err := tabletop.NewBot("linko", "edge", nil)
var (
	// ErrUnknownBot reports a bot name the game does not offer (bad bot
	// options are [ErrInvalidOptions]).
	ErrUnknownBot = errors.New("tabletop: unknown bot")
	// ErrInvalidBot reports a bot that [RegisterBot] cannot offer: no name,
	// a name its game already has, a malformed options schema, or a bot
	// written for another game's types; and a [Bot] asked to move at a
	// table of another game than its own ([Bot.Choose]).
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

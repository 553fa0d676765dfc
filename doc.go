// Package tabletop is a family of embeddable rules engines for tabletop
// games, behind one handle: a Go program hosts a game, runs a bot or a
// server, or simulates millions of games without writing the rules again.
//
// The five calls to make first, whatever the game:
//
//	table, err := tabletop.Open("lino", nil)             // a game by name, with JSON options
//	view, err := table.View(l, seat)                     // what seat may see, as JSON (or ViewText)
//	table, events, err := table.Play(seat, "move K7 K6") // a move as a person types it (PlayJSON: as JSON)
//	bot, err := tabletop.NewBot("lino", "ismcts", nil)   // a computer player: bot.Choose(ctx, table)
//	save, err := table.Save()                            // the whole table; Resume(save) gives it back
//
// Then [Table.ChoicesFor] lists the moves of the seat that asks, and
// [Events.Narrate] tells each seat what happened. A refused move is a
// *[MoveError]: show its Sentence(l, nil). Every call that returns words
// takes a [github.com/tabletopgo/tabletop/lang.Language] first.
//
// The rest lives in the sections below; in each type's doc ([Table],
// [Move], [MoveError], [Choice] for the wire, [Game] for fast generic
// code, [Games] for a lobby); in the runnable examples (a front-end, a text
// front-end, a save, a clock, a bot of one's own); and in each package:
//
//	linko   Linko! (Kramer & Kiesling), cards, 2 to 5 players
//	lino    Lino (Ghislaine van den Bulk), tiles and stones, for two
//	linx    LINX (Fabrice Puleo, Matagot), 2 to 4 players or two teams
//	search  the ISMCTS search the games' bots share, and its Result
//	lang    the four languages, lang.Match for Accept-Language
//	rng     the seeded generator: equal seeds give equal games everywhere
//	deck    immutable, comparable piles of byte-sized cards or tiles
//
// # Saving and resuming
//
// A [Save] ([Table.Save]) is the game's name, options, log and position,
// the [Seating] (names, the computer's seats) and the seats' languages
// ([Table.WithLanguages]); [Resume] gives the table back. It marshals to
// JSON, one document. It holds every secret of the game: the server's to
// keep, never a client's.
//
// Resume checks everything, the seating strictly, and replays the whole
// log, so that a damaged save is refused at once (naming the first bad
// event), not played on. A chat that resumes every message pays that
// replay each time (BenchmarkResume, CPU time): about 1 ms for a whole
// game at the default options (70 to 160 events), 7 ms for LINX of four,
// 130 ms for the longest Linko! (five seats, 100 rounds, 34,118 events).
// Where that is too much, keep the log apart: a Save with no log resumes
// by [Load] of its position, well under a millisecond.
//
// The parts of a Save are calls too: [Fold] replays options and a log,
// [Load] reads a position (a table with no log from the start,
// [Table.Loaded]), [Table.WithSeating] seats the players. A seat that
// comes back gets its [Table.History].
//
// Bots are made again after a resume from their options ([Bot.Options]).
// A seeded "random" bot chooses from its seed and the view alone, so it
// plays as if never rebuilt; so does a seeded "ismcts" bounded by
// iterations alone (with "ms" or "untilDeadline", the clock decides).
//
// # Limits
//
// The handle bounds every input it reads, so that a hostile caller costs
// little. Input over a bound is refused for it ("longer than 256 bytes"):
//
//	a move, typed or JSON         256 bytes (JSON counted compact, without
//	                              its "label" and "preview")
//	what PlayJSON reads           1024 bytes; longer input is refused unread
//	options, a position           1 MiB each (Open, Load, Resume)
//	an event (Fold, Resume)       4,096 bytes in Linko!, 1,024 in Lino and
//	                              LINX; refused unread, as is every event
//	                              after a bad one
//	a log (Fold, Resume)          MaxEvents events, MaxLogBytes bytes
//	a seat's name                 MaxNameLength characters (CleanName)
//	ismcts "iterations", "ms"     1 to 1,000,000 (left out: 1000); 0 to 60,000
//	a registered bot's deadline   ctx's, earlier by a quarter of the time
//	                              left, and by 50 ms at most
//	"play now" (ctx canceled)     a registered bot is waited for 50 ms
//
// # Errors
//
// Every error wraps one of these sentinels (one errors.Is for every game),
// and one from a game package its own too (linko.ErrIllegalMove).
//
//	ErrUnknownGame      no such game (names are exact; a near one is suggested)
//	ErrInvalidOptions   broken JSON, an option unknown, twice, mistyped or out
//	                    of bounds (Open, CheckOptions, Fold, NewBot); an
//	                    *OptionError names the option at fault
//	ErrInvalidPosition  a position no game reaches (Load, Guess, Resume), or a
//	                    save's language outside lang.All
//	ErrInvalidEvent     the first bad event of a log, by number (Fold, Resume,
//	                    a resumed table's History)
//	ErrIllegalMove      a refused move, a *MoveError (Play, PlayJSON), and a
//	                    game over for Bot.Choose; with ErrNotYourTurn or
//	                    ErrGameOver for that reason
//	ErrNoSeat           a seat not at the table (Play, View, ChoicesFor,
//	                    Events.JSON), a seating past the seats (Resume)
//	ErrOthersHistory    a seat's history told to another seat; ErrNotFromStart:
//	                    Log of a table that Load or Guess opened
//	ErrReservedName     a name that reads as the computer or a seat's default
//	                    name (CheckName, CheckSeating, Resume)
//	ErrUnknownBot       NewBot of no bot's name; ErrInvalidBot: RegisterBot's bad
//	                    name, schema or maker, Bot.Choose at another game
//	ErrBotFailed        a registered bot's maker error, illegal move, error or
//	                    panic (*BotPanic)
//	ErrLate, ErrBotBusy a bot's answer after ctx's deadline; a registered bot
//	                    still on a call abandoned at its deadline
//	ErrNoGame           the zero Table or Bot
//
// # Bots and deadlines
//
// [NewBot] makes "random", "greedy" or "ismcts" (the search) with JSON
// options; [Games] lists each game's bots and their options' schema. The
// search stops at the first of "iterations" (left out: 1000), "ms",
// "untilDeadline" and ctx's end, and answers with the best move found so
// far. A seeded bot chooses from its options and the view alone, however
// shared (the search when "iterations" bounds it; see Saving and resuming).
//
// [Bot.Choose] answers by ctx's deadline on a machine with CPU to spare:
// best effort. An answer after it comes with an error wrapping [ErrLate].
// The search and a registered bot stop before ctx's deadline by one cut,
// a quarter of the time left, 50 ms at most (of 50 ms, 37.5 are the
// bot's); a registered bot then has a grace of 20 to 50 ms, and is
// abandoned with an error wrapping ctx.Err(). A ctx canceled while the bot
// thinks is "play now": its move comes without an error.
//
// Under load answers come late by hundreds of milliseconds, so ctx alone
// is no clock for timed turns. [Bot.ChooseOr] is the hard clock: by ctx's
// deadline, the bot's move if in time, else a quick fallback's ("greedy",
// "random"), else the first legal move, and whose move it is (one cut).
//
// A bot of one's own (a game's Bot) is offered by name with [RegisterBot],
// as database/sql.Register offers a driver.
//
// # Concurrency
//
// A [Table] is an immutable value (Play returns a new one): goroutines
// share it, and it serves as an undo step. A built-in bot serves callers
// at once; a registered one serves a call at a time (a call waits, or
// fails with [ErrBotBusy] while an abandoned one runs): give each table
// its own. [RegisterBot], [NewBot] and [Games] are safe anywhere.
//
// # Languages
//
// English, French, Italian and Dutch, with each rulebook's words: a
// [github.com/tabletopgo/tabletop/lang.Language] is the first argument of
// every method that returns words for a person: [Events.Narrate], [Table.View] and
// [Table.Choices] (labels, previews), [Table.ViewText],
// the Sentence of a [MoveError], [OptionError] or [NameError], [Rules]. The wire's keys,
// the notation and the developer's errors are the same in every language. lang.Match reads an
// Accept-Language header. A table keeps its seats' languages
// ([Table.WithLanguages], [Table.Languages]) across a [Save].
//
// A name that reads as a seat's default name or the computer's, in any
// language, is no name ([Table.WithNames], [CleanName], [CheckName]).
//
// # Text front-ends
//
// A chat or a terminal plays with words alone: [Table.ViewText] draws the table; [Table.ChoicesFor] lists the moves of
// the seat that asks (its secrets), each with a Label, a Preview and its
// Typed form ("play 7x2", "move K7 K6", "up R D4"); [Table.Play] reads
// what the player types in English, [Table.PlayIn] in the player's
// language, and text that is no move is a *[MoveError] whose Sentence
// quotes it; [Events.Narrate] tells each seat what happened and whose
// turn it is.
//
// Notation (a bot's answer) is for programs: show a person [Table.Move]'s
// Label. The example TextFrontEnd plays so, saving between messages.
package tabletop

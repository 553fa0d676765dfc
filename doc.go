// Package tabletop is a family of embeddable rules engines for tabletop
// games. A Go program can host a game, run a bot or a server, or simulate
// millions of games, without writing the rules again.
//
// A front-end of any game needs five calls of this package, in a loop:
//
//	table, err := tabletop.Open("lino", nil)             // 1. a game by name, with JSON options
//	view, err := table.View(l, seat)                     // 2. what seat may see, as JSON (or ViewText),
//	choices, err := table.ChoicesFor(l, seat)            //    and its legal moves, when it is to move
//	table, events, err := table.Play(seat, "move K7 K6") // 3. a move, typed as a person reads it (or PlayJSON)
//	sentences := events.Narrate(l, seat, nil)            // 4. what happened, told to each seat
//	save, err := table.Save()                            // 5. the save, which Resume reads back
//
// A refused move is a *[MoveError]: show its Sentence(l, nil).
// [Table.WithNames] gives the seats names, which every word then says. A
// computer player is a [Bot] ([NewBot]): [Bot.Choose] gives a move for
// Play. Every call that returns words takes a
// [github.com/tabletopgo/tabletop/lang.Language] first.
//
// The reference, by subject, is in the sections below: Saving and
// resuming, Limits, Errors, Bots and deadlines, Concurrency, Languages,
// Text front-ends. Each type's doc tells the rest: [Table] (one handle
// for any game), [Move] (moves, typed and JSON), [MoveError] and [Reason]
// (refusals), [Choice] (the wire, for a client in another language),
// [Game] (fast generic code, the shape of a game package), [Games] (a
// lobby's games, options and bots).
//
// The packages, each under github.com/tabletopgo/tabletop/ (a game
// package's doc gives its rules and its own types):
//
//	linko   Linko! (Kramer & Kiesling), cards, 2 to 5 players: a play of
//	        one value steals the opponents' top plays of as many, lower
//	lino    Lino (Ghislaine van den Bulk), for two: reshape a field of 56
//	        tiles, then close rows with stones and lay runs of four
//	linx    LINX (Fabrice Puleo, Matagot), 2 to 4 players or two teams:
//	        rock, paper and scissors tiles, three of one's colour in a line
//	search  the ISMCTS search the games' bots share, and its Result
//	lang    the four languages, lang.Match for Accept-Language
//	rng     the seeded generator: equal seeds give equal games everywhere
//	deck    immutable, comparable piles of byte-sized cards or tiles
//
// # Saving and resuming
//
// [Table.Save] returns a [Save]: the game's name, options, log and
// position, and the [Seating] (the names and the computer's seats).
// [Resume] turns it back into the table. It marshals to JSON, so a server
// stores it as one document. It holds every secret of the game: it is the
// server's to keep, never a client's.
//
//	save, err := table.Save()           // after each move
//	table, err := tabletop.Resume(save) // before the next
//
// Resume loads the position and replays the whole log, to refuse a
// damaged save at once (the error names the first bad event) rather than
// play on from it and save the damage again.
// It checks the seating strictly ([Table.CheckSeating]): it renames no
// one. A front-end that speaks each seat its own language gives the table
// the seats' languages ([Table.WithLanguages]): the save keeps them
// ([Save.Languages]) and the resumed table gives them back
// ([Table.Languages]).
//
// A table that [Load] or [Guess] opened has no log from the game's start
// ([Table.Loaded]). Its [Table.Log] refuses with [ErrNotFromStart]. Its
// Save holds the position and the seating, and no log, and its history
// starts at the position.
//
// The parts of a Save are calls of their own too. [Fold] replays options
// and a log; [Load] reads a position; [Table.WithSeating] seats the
// players. A seat that comes back (a page reloaded) gets every event so
// far as it may see them: [Table.History]. Its [Events.Narrate] tells
// each event beside the board on which its cell names still hold, so the
// sentences agree with the board the player sees now.
//
// # Limits
//
// The handle bounds every input it reads from a caller, so that a hostile
// one costs little. A refusal names its bound ("longer than 256 bytes"):
//
//	a move, typed or JSON         256 bytes (JSON counted compact, without
//	                              its "label" and "preview")
//	what PlayJSON reads           1024 bytes; longer input is refused unread
//	options, a position           1 MiB each (Open, Load, Resume)
//	an event (Fold, Resume)       4,096 bytes in Linko!, 1,024 in Lino and LINX;
//	                              a longer one is refused unread, and so
//	                              is every event after a bad one
//	a log (Fold, Resume)          MaxEvents events, MaxLogBytes bytes
//	a seat's name                 MaxNameLength characters (CleanName)
//	ismcts "iterations"           1 to 1,000,000 (left out: 1000)
//	ismcts "ms"                   0 to 60,000 (a minute)
//	a registered bot's deadline   ctx's, earlier by a quarter of the time
//	                              left, and by 50 ms at most
//	"play now" (ctx canceled)     a registered bot is waited for 50 ms
//
// Fold and Resume replay every event, so their cost grows with the game:
// a whole game at the default options (about a hundred events) replays
// in well under a millisecond, a 10-round Linko! game of five players
// (2,422 events) in about 5 ms, a 100-round one (34,104 events, 1.6 MB)
// took 373 ms to fold on a loaded machine. Load of a position takes a
// fraction of a millisecond.
//
// # Errors
//
// Every error wraps one of this package's sentinels, so one errors.Is
// serves every game. An error that comes from a game package also wraps
// that package's sentinel (linko.ErrIllegalMove, say), and reads as the
// game's: "linko: invalid event: event 3: …". Only the handle's own
// errors begin "tabletop: " (an unknown game, a seat not at the table).
// A bot's errors name the game, what happened, then the bot: "linko: bot
// failed: the "mine" bot: …".
//
//	Open, CheckOptions   ErrUnknownGame: no such game (names are exact:
//	                     "Linko" is none, and the error suggests "linko")
//	                     ErrInvalidOptions: broken JSON, an option unknown,
//	                     given twice, of the wrong type or out of bounds,
//	                     another game's "game"; an *OptionError names the
//	                     option at fault
//	Load, Guess          ErrUnknownGame; ErrInvalidPosition: a position no
//	                     game reaches, or one inside a move
//	Fold                 ErrUnknownGame, ErrInvalidOptions (an *OptionError
//	                     names a missing seed); ErrInvalidEvent: the first
//	                     bad event, by number
//	Resume               Fold's and Load's errors; ErrNoSeat and
//	                     ErrReservedName: a seating it would change;
//	                     ErrInvalidPosition: a language outside lang.All
//	Play, PlayJSON       *MoveError, wrapping ErrIllegalMove (and
//	                     ErrNotYourTurn or ErrGameOver for that reason);
//	                     ErrNoSeat: a seat not at the table (no MoveError)
//	ChoicesFor           ErrNoSeat: a seat not at the table, or -1;
//	                     ErrNotYourTurn: another seat's turn; ErrGameOver
//	View, ViewText,      ErrNoSeat: a seat neither at the table nor -1
//	History              (History of a resumed table: ErrInvalidEvent when
//	                     the save's log does not lead to its position)
//	Log                  ErrNotFromStart: a table that Load or Guess opened
//	Events.JSON, Check   ErrNoSeat; ErrOthersHistory: a seat's history told
//	                     to another seat (Narrate and Text give it nil)
//	CheckName            ErrReservedName: a name that reads as the
//	                     computer, a seat's default name or the reader,
//	                     that holds the computer's or a seat's, or that
//	                     reads as a sentence
//	CheckSeating         ErrNoSeat: a computer's seat, or a name, past the
//	                     table's seats; ErrReservedName: a name CheckName
//	                     refuses, or one like an earlier seat's
//	NewBot               ErrUnknownBot, ErrInvalidOptions (an *OptionError
//	                     names the option at fault); ErrBotFailed: a
//	                     registered maker's error, or its nil bot
//	RegisterBot          ErrUnknownGame; ErrInvalidBot: a bad name or
//	                     schema, a nil maker, another game's types
//	Bot.Choose           ErrInvalidBot: a table of another game;
//	                     ErrIllegalMove and ErrGameOver: a game over;
//	                     ErrBotFailed: a registered bot's illegal move,
//	                     error or panic (*BotPanic); ErrLate: an answer
//	                     after ctx's deadline; ctx.Err(): called off, or
//	                     ctx done before the call; ErrBotBusy: a
//	                     registered bot still on a call abandoned at its
//	                     deadline; an error of its own for a nil ctx
//	the zero Table, Bot  ErrNoGame
//
// # Bots and deadlines
//
// [NewBot] makes a bot by name: "random", "greedy" or "ismcts" (the
// search), with JSON options. [Games] lists each game's bots and the
// schema of their options. The search has three budgets: "iterations"
// (left out: 1000), "ms", and "untilDeadline" (search until ctx ends). It
// stops at the first budget spent, and at ctx's end. It always answers
// with the best move found so far: a short deadline cuts the search
// short, and does not throw it away.
//
// A bot answers [Bot.Choose] by ctx's deadline on a machine with CPU to
// spare. On a loaded machine (more runnable goroutines than cores) it may
// answer late: this is best effort, not a guarantee.
//
//   - An answer after ctx's deadline comes with the move and an error
//     wrapping [ErrLate] and context.DeadlineExceeded.
//   - A registered bot gets a context whose deadline is earlier than the
//     caller's, by a quarter of the time left and 50 ms at most, so that
//     its answer at its context's end is heard in time.
//   - Once ctx ends, a registered bot is waited for a grace: a quarter of
//     the time ctx had, at least 20 ms and at most 50 ms. A bot that does
//     not answer by then is abandoned, and Choose returns an error
//     wrapping ctx.Err(). On a loaded machine Choose itself may return
//     later than the grace (best effort, as above).
//   - "Play now": a ctx canceled while the bot thinks is no deadline. The
//     move the bot brings within the grace comes without an error.
//   - A ctx already done when Choose is called gives no move, and an
//     error wrapping ctx.Err().
//
// Under load, answers come late, by hundreds of milliseconds: reviews
// measured answers 220 ms and 429 ms past a 100 ms deadline, one call in
// six late at 30 ms. No bound holds there, so ctx's deadline alone is no
// clock for a game whose turns are timed. [Bot.ChooseOr] is the hard
// clock: it answers by ctx's deadline whatever the bot does, with the
// bot's move when it comes in time (the bot's context ends a little
// earlier, so that it is heard), else a quick fallback's, such as the
// "greedy" or "random" bot's, which take no search and are asked at once
// beside it, else the first legal move; and it says whose move it is.
//
// A bot of one's own is written against one game's own types, as the
// built-in ones are (a [github.com/tabletopgo/tabletop/linko.Bot], say).
// [RegisterBot] offers it under a name, with a schema of its options, as
// database/sql.Register offers a driver:
//
//	tabletop.RegisterBot("linko", tabletop.BotInfo{Name: "edge", Doc: "plays its first legal move"},
//		func(options json.RawMessage) (edge, error) { return edge{}, nil })
//	bot, err := tabletop.NewBot("linko", "edge", nil)
//
// # Concurrency
//
// A [Table] is an immutable value: Play returns a new Table and leaves
// the old one as it was. Any number of goroutines may share a Table, and
// a Table serves as an undo step.
//
// Bots differ, and the difference matters to a server:
//
//   - A built-in bot serves any number of callers at once. A call made
//     while another is under way runs on a spare, made from the same
//     options with a seed derived from the bot's. No call waits.
//   - A registered bot serves one call at a time. Its maker's value need
//     not be safe for concurrent use, so a call waits for another caller's
//     call under way. When the call's ctx ends first, it returns an error
//     wrapping ctx.Err() that says the bot was still choosing. A call made
//     while the bot still runs for a call abandoned at its deadline does
//     not wait: it fails at once with [ErrBotBusy], so that the caller
//     plays a fallback in time. Give each table its own registered Bot.
//
// [RegisterBot] and [NewBot] may be called from any goroutine, and
// [Games] returns a copy that the caller may change.
//
// # Languages
//
// The games speak English, French, Italian and Dutch, each with its
// rulebook's words for the game's things (Linko!'s "pioche", "mazzetto",
// "trekstapel"). A language is a
// [github.com/tabletopgo/tabletop/lang.Language], English its zero value.
// Every method that returns words for a person takes it as its first
// argument: [Events.Narrate], [Table.View] and [Table.Choices] (whose
// labels and previews are words), [Table.ViewText], [MoveError.Sentence],
// [Rules], and each game's own. The wire's keys, the notation, an event's
// String and the developer's error messages are the same in every
// language. lang.Match picks a language from an Accept-Language header:
//
//	l := lang.Match(r.Header.Get("Accept-Language")) // "fr-BE,fr;q=0.9" → French
//	view, _ := table.View(l, seat)                   // labels in French
//	sentences := events.Narrate(l, seat, nil)        // "Vous avez pris un 7 dans la pioche."
//
// A front-end that speaks each seat its own language (a chat with a French
// and an English player) keeps the seats' languages with the table:
// [Table.WithLanguages] gives them, [Table.Languages] says them, and a
// [Save] keeps them across [Resume]. The table still speaks the language
// each call is given:
//
//	table = table.WithLanguages([]lang.Language{lang.English, lang.French})
//	save, err := table.Save()            // save.Languages: ["en","fr"]
//	table, err = tabletop.Resume(save)   // table.Languages(): English, French
//
// A seat's name is a person's text that other players read: see
// [Table.WithNames], [CleanName] and [CheckName]. No name passes for
// another seat or for the computer as CheckName reads them: a name that
// reads as, or holds, a seat's default name or the computer's, in any of
// the four languages, is no name, and its seat keeps its default name.
//
// # Text front-ends
//
// A chat, a terminal or a voice assistant plays with words alone:
//
//   - [Table.ViewText] draws the table.
//   - [Table.ChoicesFor] lists the moves of the seat that asks, when it is
//     to move, and refuses any other seat: the moves are the mover's
//     secrets (its hand). Each has a Label and a Preview to show, and its
//     Typed: the move as the player types it ("play 7x2", "move K7 K6",
//     "up R D4").
//   - [Table.Play] reads what the player types in English, and
//     [Table.PlayIn] in the player's language: verbs, cards, symbols and
//     cell names in any case, with or without "SEAT:". Text that is no
//     move is a *[MoveError] of reason [ReasonMalformed]. Its Sentence
//     says why in the player's language, and quotes the player's text.
//   - [Events.Narrate] tells each seat what happened, then whose turn it
//     is while the game goes on.
//
// Notation ([Move.Notation], [Table.LegalMoves], a bot's answer) keeps the
// seat and the cells' "x,y": it is for logs and programs. To show a bot's
// move to a person, look it up with [Table.Move] at the table it answered,
// and show that Move's Label and Typed. Its Label says the whole move on
// its own ("Move the tile at K7 to K6"), where [Table.Choices] labels a
// Lino building move by its target alone ("K6"), beside its choice's
// label. The example TextFrontEnd plays a game so, saving between two
// messages.
package tabletop

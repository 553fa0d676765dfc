// Package tabletop is a family of embeddable rules engines for tabletop
// games, written so that a Go program can host a game, run a bot or a
// server, or simulate millions of games, without re-implementing the rules.
//
// # Start here
//
// A front-end of any game needs five calls of this package, in a loop:
//
//	table, err := tabletop.Open("lino", nil)             // 1. a game by name; Fold(game, options, log) resumes a saved one
//	view, err := table.View(l, seat)                     // 2. what seat may see, as JSON (or ViewText), and
//	choices := table.Choices(l)                          //    the legal moves of the seat to move, labelled
//	table, events, err := table.Play(seat, "move K7 K6") // 3. a move: typed as a person reads it, or PlayJSON of a choice's JSON
//	sentences := events.Narrate(l, seat, nil)            // 4. what happened, told to each seat (events.JSON(seat) for a client)
//	log, err := table.Log()                              // 5. the save: the options and the log, which Fold reads back
//
// A refused move is a *[MoveError]: show its Sentence(l, nil). A named
// table ([Table.WithNames]) says its players' names in every word, its
// events' and refusals' included. A computer player is a [Bot] ([NewBot]),
// whose [Bot.Choose] gives a move for Play.
//
// In a hurry, read the sections below by what you need:
//
//	Limits                  every bound, in one table
//	Errors, call by call    which sentinel each call returns, and when
//	Moves: typed and JSON   what Play and PlayJSON read and refuse
//	Refusals                a MoveError's reason, sentence and names
//	Bots and their budgets  deadlines, "play now", bots shared by callers
//	The wire                the JSON, for a client in another language
//
// [Games] describes the options for a lobby, and a game package's doc its
// rules and its own types.
//
// # The packages
//
//	linko   Linko! (Kramer & Kiesling), cards, 2 to 5 players: a play of
//	        one value steals the opponents' top plays of as many, lower
//	lino    Lino (Ghislaine van den Bulk), for two: reshape a field of 56
//	        tiles, then close rows with stones and lay runs of four
//	linx    LINX (Fabrice Puleo, Matagot), 2 to 4 players or two teams:
//	        rock, paper and scissors tiles, three of one's colour in a line
//	search  the ISMCTS search the games' bots share, and its Result
//	        (linko.SearchResult is a search.Result)
//	lang    the four languages, lang.Match for Accept-Language
//	rng     the seeded generator: equal seeds give equal games everywhere
//	deck    immutable, comparable piles of byte-sized cards or tiles
//
// (each under github.com/tabletopgo/tabletop/). Every game package has
// the same shape, so a user who learns one knows all of them:
//
//	New(Options)        starts a game; Options.Seed is the only chance
//	                    (0 a seed like any other): equal Options, equal games
//	State               an immutable value: s.LegalMoves, s.Apply(move)
//	                    returns the next State and its events, s unchanged
//	Decide, Evolve      moves decided into past-tense events, events folded
//	                    into states: a log is a complete, replayable record
//	View(seat)          all one seat may know, and events' RedactFor(seat):
//	                    a server that sends each only these leaks nothing
//	View's Choices      the legal moves as data, grouped by the pick; a
//	                    Move marshals to the object of its kind and fields
//	Narrate(l, r, n)    an event as a sentence for its reader: "You drew a
//	                    7." (Lino's is a View's, which names its cells);
//	                    an event's String is the line for a log
//	Position,           every fact as plain JSON, and back: the save format
//	FromPosition
//	Replay(Options, m)  a game rebuilt from its moves
//
// # Fast code for every game: Game
//
// [Game] is that shape as a generic interface, Game[S, M, E, V] of a
// package's State, Move, Event and View, with what playouts, searches and
// simulations need: ToMove, Over, Scores, Winners, AppendLegalMoves,
// RandomMove, Apply, Next and View. A function written once against it,
//
//	func playout[S tabletop.Game[S, M, E, V], M comparable, E, V any](s S, r *rng.Source) []int {
//		for !s.Over() {
//			m, _ := s.RandomMove(r)
//			s, _ = s.Next(m)
//		}
//		return s.Winners()
//	}
//
// plays every game at the speed of the game's own types, its moves without
// allocating (Winners' slice is the one allocation, once a game); the
// example of Game runs such a simulation of every game on all cores.
//
// # One handle for any game
//
// A server, a terminal program or a binding to another language serves
// every game through one code path, [Open] by name with options as JSON:
//
//	views         Table.View (JSON), Table.ViewText
//	legal moves   Table.Choices (data), Table.LegalMoves (notation)
//	moves         Table.Play, Table.PlayJSON, checked against the seat
//	events        Events, redacted for any seat
//	saves, loads  Table.Position, Table.Log; Load, Fold
//	seats         Table.WithNames, Table.WithComputers, Table.Computers
//	bots          NewBot by name; RegisterBot for one's own
//	a lobby       Games (options, their types and bounds, bots);
//	              CheckOptions checks a form without a table
//
// A Table is immutable like the States it holds. The zero Table holds no
// game: no seats, nobody to move, and errors wrapping [ErrNoGame]. No root
// type marshals to an empty object: a [Table] or [Events], which hold
// secrets, refuse to, and say what to marshal instead.
//
// # Limits
//
// Every input the handle reads from a caller is bounded, so that a hostile
// one costs little before it is refused; each refusal names its bound
// ("longer than 256 bytes"):
//
//	a move, typed or JSON         256 bytes, longer text refused unread (a
//	                              JSON move counted compact, without its
//	                              "label" and "preview")
//	what PlayJSON reads           1024 bytes: longer input is refused unread
//	options, a position, an event 1 MiB each ([Open], [Load], [Fold])
//	a log ([Fold])                [MaxEvents] events, [MaxLogBytes] bytes
//	a seat's name                 [MaxNameLength] characters ([CleanName])
//	ismcts "iterations"           1 to 1,000,000 (left out: 1000)
//	ismcts "ms"                   0 to 60,000 (a minute)
//	a registered bot's deadline   ctx's, earlier by a quarter of the time
//	                              left and at most 50 ms
//	"play now" (ctx canceled)     a registered bot is waited for 50 ms
//
// # Errors, call by call
//
// Every error matches this package's sentinels with errors.Is, and the
// game's own (linko.ErrIllegalMove, say), and reads as the game's
// ("linko: invalid event: event 3: …"); "tabletop: " begins only the
// handle's own (an unknown game, a seat not at the table). A bot's errors
// read so too, the game's name, what happened, then the bot, on one line:
// "linko: bot failed: the "mine" bot: …", "linko: called off: the "mine"
// bot did not answer in time: context canceled", "linko: the bot answered
// late: the "ismcts" bot answered after its context's deadline: …".
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
//	Log, History           ErrNotFromStart: a table Load or Guess opened
//	Events.JSON, Check     ErrNoSeat; ErrOthersHistory: a seat's history
//	                       told to another seat or a spectator (Narrate
//	                       and Text give it nil)
//	CheckName              ErrReservedName: a name that reads as the
//	                       computer, a seat's default name or the reader
//	                       (look-alike letters too), or as a sentence
//	NewBot                 ErrUnknownBot, ErrInvalidOptions; ErrBotFailed:
//	                       a registered maker's error, or its nil bot
//	RegisterBot            ErrUnknownGame; ErrInvalidBot: a bad name or
//	                       schema, a nil maker, another game's types
//	Bot.Choose             ErrInvalidBot: a table of another game;
//	                       ErrIllegalMove and ErrGameOver: a game over;
//	                       ErrBotFailed: a registered bot's illegal move,
//	                       error or panic ([BotPanic]);
//	                       ErrLate: an answer after ctx's deadline;
//	                       ctx.Err(): called off, or ctx done before;
//	                       an error of its own: a nil ctx
//	any call of the zero   ErrNoGame
//	Table or Bot
//
// # Moves: typed and JSON
//
// [Table.Play] reads a move's notation, such as "play 7x2" or "0:play
// 7x2" (a seat before the colon must be the seat that sends it), or the
// text a person types: cells named as every sentence names them, "move K7
// K6" in Lino, "up R D4" in LINX, or by their "x,y" ("move 4,0 4,-1"),
// read on the board's axes; a name beyond them is refused with a sentence
// that says so.
//
// [Table.PlayJSON] reads the same notation as a JSON string, or an object
// of the move's kind and fields with the names the game's View uses, such
// as {"seat":0,"kind":"play","meld":"7x2"} (each game package's doc lists
// its moves' fields), its cells as "x,y" or by their names on the View's
// axes: {"kind":"up","symbol":"R","cell":"D4"}. An object's seat must be
// the seat that sends it; an object without one is that seat's move, so a
// client may send a move of its choices without repeating who it is. A
// move as json.Marshal([Move]) writes it is taken too: its "label" and
// "preview" are ignored, whatever they say (the game packages'
// Move.UnmarshalJSON, which reads a move alone, refuses them as members
// no move has). Empty input, null or an empty string is an empty move.
//
// Either way, a move the seat cannot make now is a *[MoveError] (see
// Refusals), and the table is left as it was. What each refusal says:
//
//   - A seat out of turn is refused as not your turn, whatever it sent.
//   - Typed text, and a JSON string, which is what a person typed, is
//     refused with a sentence that says why: the verbs the game knows
//     (for empty text too), that it is too long, or the word that is no
//     card, symbol or cell.
//   - An object is a client's, not a player's, to fix: its refusal's
//     Detail says what is wrong (broken JSON at which byte, a member
//     missing, unknown or of the wrong type), quoting the bytes the
//     client sent, and its Sentence is the shared "That is not a move of
//     this game.".
//   - A cell off the board, named beyond the axes ("Z9") or by an "x,y"
//     off it ("99,99"), typed or in JSON, is [ReasonNotLegalHere], with
//     the game's sentence for it ("outside the square").
//
// # Refusals
//
// A refused move is a *[MoveError] in every game. Its Reason is a code to
// switch on, its Seat the seat that sent the move and its ToMove the seat
// to move; its Sentence(l, names) is a plain sentence for the player, in
// language l and the second person:
//
//	var refused *tabletop.MoveError
//	if errors.As(err, &refused) {
//		show(refused.Sentence(lang.English, names)) // "It is not your turn: Seat 2 is to move."
//	}
//
// The sentence names a seat i by names[i] where it is given and not empty
// (as [CleanName] makes it, or the computer: [Computer]), and as the
// language's "Seat i+1" otherwise. Nil names are the names of the table
// that refused the move ([Table.WithNames]), so that a named table's names
// are given once; an empty, non-nil list names every seat by its default
// name.
//
// A MoveError marshals to JSON with its sentence in each language, said
// with the seats' default names. Read back, it says the sentence its JSON
// holds; given names, it says the sentence again with them, rebuilt from
// its fields (Reason, Phrase, ToMove, Other) and the game's words,
// wherever those say the sentence its JSON holds (the refusals that name
// a card or a cell, which JSON keeps as words alone, keep the JSON's). A
// MoveError read from JSON matches [ErrIllegalMove]. A nil *MoveError and
// the zero MoveError, which refused no move, say "".
//
// # Text front-ends
//
// A chat, a terminal or a voice assistant plays with words alone:
//
//   - [Table.ViewText] draws the table. [Table.Choices] lists the moves,
//     each with its Label and Preview to show, and its Typed: the move as
//     the player types it, "play 7x2", "move K7 K6", "up R D4".
//   - [Table.Play] reads what the player types: verbs, cards, symbols and
//     cell names in any case, cells by their names ("K7") or their "x,y",
//     with or without "SEAT:". Typed text that is no move is a
//     *[MoveError] of reason [ReasonMalformed]. Its Sentence says why in
//     the player's language (see Moves: typed and JSON), the word that is
//     no card, symbol or cell quoted with each control, format or
//     bidirectional character shown as U+FFFD.
//   - [Events.Narrate] tells each seat what happened.
//
// Notation ([Move.Notation], [Table.LegalMoves], a bot's answer) keeps the
// seat and the cells' "x,y": it is for logs and programs. To show a bot's
// move to a person, look it up with [Table.Move] at the table it
// answered, and show that Move's Label and Typed. The example TextFrontEnd
// plays a game so, saving between two messages.
//
// # What a save keeps
//
// A game saves as [Table.Options] and [Table.Log]; a long game resumes
// faster from [Table.Position] (see [Fold]). The options name their
// game ("game" first), so that the save names its game: [Fold] reads them
// back and refuses another game's save as such. A table that
// [Load] or [Guess] opened has no log from the start: it saves by
// [Table.Position], and has no history to tell.
//
// No save holds what belongs to the people rather than the game. Keep
// beside it:
//
//   - who sits where, [Table.Seating] (the names and the computer's
//     seats, in JSON): give it to [Table.WithSeating] of the rebuilt
//     table, whose events, history and refusals then say them ([Table.Names]
//     alone would lose the computers: WithNames reads no name as one);
//   - each seat's language, which every call that returns words takes.
//
// A [MoveError]'s JSON says its sentences with the default names, for the
// same reason.
//
// A seat that comes back (a page reloaded, a client reconnected) gets
// every event so far as it may see them: [Table.History] (of a saved
// game: [Fold], then [Table.WithSeating], then History). Its events are redacted for the
// seat, [Events.Log] included, and [Events.Narrate] of the seat tells the
// game so far, each event beside the latest board on which its names of
// cells still hold, so that the sentences agree with the board the player
// sees now: a Lino event beside the table's current board (a Lino cell
// keeps its name for the whole game, so the sentence is the one sent
// live), a LINX event on its own round's grid, unchanged by a later round.
// A table that [Load] or [Guess] opened refuses its history with an
// error wrapping [ErrNotFromStart]: what came before the position is in
// no position, so a server that must tell a reconnecting player the game
// so far saves by [Table.Options] and [Table.Log].
//
// # Bots of one's own
//
// A bot is written against one game's own types, as the built-in ones are
// (any [github.com/tabletopgo/tabletop/linko.Bot], say). [RegisterBot]
// offers it under a name, with a schema of its options, as
// database/sql.Register offers a driver, to every program that goes
// through the handle and registers it:
//
//	tabletop.RegisterBot("linko", tabletop.BotInfo{Name: "edge", Doc: "plays its first legal move"},
//		func(options json.RawMessage) (edge, error) { return edge{}, nil })
//	bot, err := tabletop.NewBot("linko", "edge", nil)
//
// # Bots and their budgets
//
// A bot answers [Bot.Choose] by the caller's deadline on a machine with
// CPU to spare; under load it may answer late (best effort, below). The
// built-in search,
// "ismcts", has four options (its schema in [Games] gives their bounds
// and defaults), three of them a budget, with the caller's context:
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
//     collector) the search may answer after the deadline, and a
//     registered bot's answer may miss it and be dropped: best effort,
//     not a guarantee (the margin a caller adds, in numbers, is below).
//   - A late answer is not a silent success: an answer that comes after
//     ctx's deadline by the clock (whether or not ctx's timer has fired)
//     comes with an error wrapping [ErrLate] and
//     [context.DeadlineExceeded], the move legal.
//   - A registered bot that does not answer by ctx's end is abandoned:
//     Choose returns without it, with an error that wraps ctx.Err(). It
//     runs on a goroutine of its own, so when it ignores its context the
//     abandoned call's answer is dropped, and the bot's next call waits
//     for that call to end.
//   - "Play now": a ctx canceled while the bot chooses is no deadline: the
//     move it brings comes without error, and a registered bot, whose
//     context ends with ctx's, is waited for up to 50 ms (the most a
//     deadline's margin is), so that a bot that answers promptly once its
//     context ends is heard.
//   - A ctx already done when Choose is called is the one case without a
//     move: Choose returns an error wrapping ctx.Err().
//
// A caller that must have a move by a time gives ctx a deadline earlier
// by a margin of its own and plays a fallback, such as the "greedy" bot,
// on any error, the late answer's included. The margin, in numbers: 20 ms
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
// # Languages
//
// The games speak English, French, Italian and Dutch, each language with
// its rulebook's words for the game's things (Linko!'s "pioche" and
// "subtilynxer", "mazzetto" and "sgraffignare", "trekstapel" and
// "afpakken"). A language is a [github.com/tabletopgo/tabletop/lang.Language],
// English its zero value, and one rule says where it goes: every method
// that returns words for a person takes it as its first argument — an
// event's Narrate(l, reader, names), a View's Label(l, m, names) and
// Preview(l, m, names), [Events.Narrate], [Table.View] and [Table.Choices]
// (whose JSON holds the moves' labels and previews), [Rules] and each
// game's Rules(l). A typed View is a value that marshals its words: it
// speaks English until View.In(l) gives it another language, which its
// Choices and its JSON then use. The wire's keys, the notation, the
// event's String and the developer's error messages stay as they are in
// every language. lang.Match picks a language from an Accept-Language
// header or $LANGUAGE:
//
//	l := lang.Match(r.Header.Get("Accept-Language")) // "fr-BE,fr;q=0.9" → French
//	view, _ := table.View(l, seat)                   // labels in French
//	sentences := events.Narrate(l, seat, names)      // "Vous avez pris un 7 dans la pioche."
//
// A seat's name is a person's text that other players read: see
// [Table.WithNames], [CleanName] and [CheckName] (no name passes for
// another seat or the computer) and [Table.WithComputers].
//
// # The wire
//
// The JSON of every game speaks one vocabulary, so a browser reads all
// three the same way. Every View marshals to one envelope:
//
//	game        "linko", "lino" or "linx"
//	seat        whose view it is; -1 for a spectator
//	players     the number of seats
//	round       the round being played, from 1
//	rounds      the rounds a game plays, where it plays a fixed number
//	toMove      the seat that decides next; -1 when nobody does
//	over        whether the game has ended
//	winners     the seats with the best result, once over
//	scores      each seat's score, as State.Scores counts it
//	legalMoves  the seat's legal moves as choices when it is to move, else []
//
// and beside them, flat, the game's own fields (a Linko! hand and tableaux,
// a Lino field, a LINX grid), with names a JavaScript programmer would
// guess. Cards, symbols, tiles, faces and cells are short text or numbers:
// nothing is base64, and nothing is padded for seats that do not exist.
// Events and Positions use the same names and forms, and a Position names
// its game ("game" first), so that one game's save is not read as
// another's.
//
// A Move encodes as the object of its kind and fields, such as
// {"seat":0,"kind":"play","meld":"7x2"}, and decodes from that object or
// from its notation, "0:play 7x2"; the handle's notation also names cells
// as a person reads them on the axes below, "move K7 K6". Legal moves are data, grouped the way a
// player chooses them: first a card, tile or symbol (the pick), then where
// or how it goes. Each choice holds its "pick" (left out where nothing is
// picked: a button such as take or pass, or a cell of the board to click,
// such as a Lino stone), the members all its moves share, and "moves",
// each move's other members:
//
//	"legalMoves": [
//	  {"pick":"7","label":"Your 7s","seat":0,"kind":"play","moves":[
//	    {"meld":"7","label":"Play a 7","preview":"Attacks Seat 2's 5."},
//	    {"meld":"7x2","label":"Play two 7s","preview":"Attacks nobody."}]},
//	  {"seat":0,"moves":[{"kind":"take","label":"Take Seat 2's two 5s","preview":"Seat 2 draws two cards."},
//	    {"kind":"leave","label":"Leave them","preview":"..."}]}
//	]
//
// Moves describe themselves, each text left out when "":
//
//	a choice's "label"     names its pick for a person
//	a move's "label"       the text of its button
//	a move's "preview"     what it will do, as the mover may know it (never
//	                       a card to be drawn); seats "Seat N", from 1, and
//	                       View.Label and View.Preview give the names
//	Lino's building moves  unlabelled: one list of the member they differ
//	                       in, "to":["4,-1","5,-1",…], in place of "moves",
//	                       the choice's label saying what they do ("Move
//	                       the tile at K7"); in Go, Table.Choices labels
//	                       each with its target's name, "K6"
//	"axes" (Lino, LINX)    {"left":-6,"top":-6,"columns":["A",…],"rows":
//	                       ["1",…]}: cell x,y is named columns[x-left] +
//	                       rows[y-top] ("C4") in every language, label,
//	                       sentence, refusal and picture
//
// So Lino's largest View is at most about 24 KB (in any language, with any
// options), and a Linko! or LINX View under 12 KB.
//
// A move is its choice's members but "pick", "label" and "moves", with the
// members of one entry of "moves" beside them:
// {"seat":0,"kind":"play","meld":"7x2"}, which a client sends back as it
// is ([Table.PlayJSON] ignores a "label" and a "preview" beside it). In
// Go, [Table.Choices] gives the same choices, each move with its
// notation, JSON, label and preview, and json.Marshal of it is
// "legalMoves".
//
// Events have two texts, for logs ([Events.Text]) and for the seat that
// reads them ([Events.Narrate]). People count seats from 1 in every
// sentence and picture of the table; notation and JSON keep the indexes
// from 0, and seat -1 is the spectator ([Table.View]). A seed encodes as a
// string, which JavaScript reads without loss, and decodes from a string
// or a number.
//
// Package [github.com/tabletopgo/tabletop/deck] holds immutable, comparable
// piles of byte-sized cards or tiles: a Linko! event that deals a round
// carries the deal as one. Building a pile allocates, so the game states
// themselves keep their cards in fixed-size arrays, and a playout's moves
// allocate nothing.
package tabletop

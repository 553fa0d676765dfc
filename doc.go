// Package tabletop is a family of embeddable rules engines for tabletop
// games, written so that a Go program can host a game, run a bot or a
// server, or simulate millions of games, without re-implementing the rules.
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
// table ([Table.WithNames]) says its players' names in every word. A
// computer player is a [Bot] ([NewBot]), whose [Bot.Choose] gives a move
// for Play. Every call that returns words takes a
// [github.com/tabletopgo/tabletop/lang.Language] first.
//
// Where each subject is told in full:
//
//   - one handle for any game, call by call: [Table]
//   - every bound, in one table: [MaxEvents]
//   - errors, call by call: the sentinels, [ErrUnknownGame]
//   - moves, typed and JSON: [Move]
//   - refusals, their reasons and sentences: [MoveError]
//   - text front-ends (a chat, a terminal): [Table.Move]
//   - what a save keeps, and a seat that comes back: [Seating]
//   - bots, their deadlines and bots of one's own: [ErrLate]
//   - languages: [Rules]
//   - the wire, for a client in another language: [Choice]
//   - fast code for every game, the shape of a game package: [Game]
//   - a lobby's games, options and bots: [Games]
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
//	        (linko.SearchResult is a search.Result)
//	lang    the four languages, lang.Match for Accept-Language
//	rng     the seeded generator: equal seeds give equal games everywhere
//	deck    immutable, comparable piles of byte-sized cards or tiles
package tabletop

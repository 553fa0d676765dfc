// Package linx is a rules engine for LINX (Fabrice Puleo, Matagot), a
// rock-paper-scissors tile game for 2 to 4 players, in rounds, each for
// their own or, with four and Options.Teams, in two teams.
//
// # The rules in brief
//
// Four colours of 15 tiles each: five rocks, five papers, five scissors.
// Rock beats scissors, scissors beat paper, paper beats rock. Seat i plays
// colour i from its own face-down pile, shuffled each round; starting hands
// are 3 and 4 tiles with two seats, 2, 2, 3 with three and 2, 2, 3, 3 with
// four, in turn order from the round's first seat. With three seats, nine
// tiles of the unused colour lie face up in a 3×3 block before play, and
// belong to nobody.
//
// On its turn a seat places a tile from its hand: face up on an empty cell
// touching a tile (by a side or a corner), keeping every tile within a 4×4
// square (two seats) or 5×5 (three or four), then draws two; or face down
// on a face-up tile it beats (anyone's, its own, a neutral one), drawing
// nothing; a face-down tile is never covered. A seat with an empty hand or
// nothing it can place passes: it shows its hand and draws two.
//
// A seat that makes a line of three tiles of its colour (horizontal,
// vertical or diagonal, on top) all face up, or all face down, wins the
// round at once; a mixed line does not count. The round also ends at once,
// blocked, when no seat can place a tile now and none could after drawing:
// no pile holds a tile, or no tile could be placed whatever it was (every
// cell of the square bound is full and every face-up tile covered: "plus
// aucun joueur ne peut placer de tuiles"). Then the seat with the most
// tiles of its colour on top wins, a tie going to the tied seat that comes
// last in the round's turn order. Each round won is a point; the first to two wins the match. Each
// round begins with the left neighbour of the previous round's first seat.
//
// Teams ([Options.Teams], four seats): seats 0 and 2 against 1 and 3. A
// member's line of its own colour wins the round for the team; at a stuck
// end the team totals count, a tie going to the team that plays second in
// the round; the first team to two wins. Team-mates' hands stay hidden from
// each other.
//
// # Decisions where the rulebook is silent
//
//   - The grid floats, so where the first tile goes does not matter: it goes
//     at 0,0 ([Cell]), and with three seats the neutral block covers 0,0 to
//     2,2, in the order of the neutral colour's shuffled pile, row by row.
//   - A face-down tile's symbol is known to every seat: it had to beat the
//     tile it covers, and only one symbol does. Views and positions show it.
//   - A hand shown by a pass stays known, as far as the seat's later tiles
//     cannot have come from it ([View.Known]): placing a rock makes one
//     known rock fewer, since nobody can tell which it was.
//   - A line is checked before the mover draws: the round is won at once.
//     A blocked end is checked after the draw; the grid can only die by a
//     face-down tile, which draws nothing, so no draw is ever wasted.
//   - The first tile of a round must go at 0,0; elsewhere the move is
//     refused with a message that says so.
//   - The first round is dealt by [New]; each later round by a
//     [RoundStarted] event carrying every pile, shuffled from a stream that
//     depends on the seed, the round and the colour only.
//   - In events of a team match, a round or the match is won by a team,
//     named by its lower seat: 0 for seats 0 and 2, 1 for seats 1 and 3;
//     the event says Teams, so that it reads right on its own. A log
//     written before events said so reads as not in teams.
//   - A seat not at the table (-1, or any number past the last seat) is a
//     spectator: [State.View] gives it only what every seat sees, and
//     [Event.RedactFor] hides from it every drawn tile and every deal but
//     the neutral block.
//   - A saved [Position] is exactly a state some play reaches: see
//     [Position] for what [FromPosition] checks. The round number must fit
//     the rounds won (each round won is one point to one side).
//   - A [Sampler] deals the unseen tiles of a View uniformly, reading
//     nothing into the other seats' past choices beyond the tiles they
//     showed. A View does not show which seat began the round (which
//     decides a blocked round's tie and who begins the next), so the
//     sampler works it out from the hand and pile sizes and the tiles each
//     seat placed, and picks one at random where several fit. A View in the
//     middle of a move does not show the mover, and cannot be sampled.
//
// # Bots
//
// [RandomBot], [GreedyBot] and [ISMCTSBot] choose from a View alone. The
// search bot deals a determinization with a [Sampler] at each iteration
// (the unseen tiles anew, a seed of its own), searches to the end of the
// round by ISMCTS, every seat making a line whenever it can, in the tree
// and in its playouts, and rewards each seat with its side's chance to win
// the match from the score the round leaves.
//
// # Playing
//
// The package has the shape of every tabletop game: [New],
// [State.LegalMoves], [State.Apply] (and [State.Next], without events, with
// [State.RandomMove] for playouts),
// [State.View] for what one seat may know, [Event.RedactFor] for what it
// may see of an event, [State.Position] and [FromPosition] as the save
// format, [Replay] and [Fold]. A [State] is a comparable value that
// allocates nothing as a round is played.
//
// # Events
//
// [TilePlaced] or [Passed]; then [LineMade] and [RoundWon], or
// [TilesDrawn] (after a face-up tile or a pass), then [RoundWon] at a
// blocked end or [TurnPassed]; between rounds [RoundStarted], at the end
// [MatchWon].
//
// # Notation
//
// Symbols are R, P and S; colours y (yellow, seat 0), b (blue), p (pink) and
// g (green); a tile is written "yP" (colour initial, then symbol), all in
// capitals, "YP", when face down in the drawings of [State.String] and
// [View.String]; "?" is a tile or symbol not shown. Cells are "x,y" in
// notation and JSON; a sentence names them as a board-game player does, a
// column letter and a row number from 1 ("D4"), as [View.CellName] does. Moves are SEAT:VERB, as [ParseMove] reads them
// ([ParseMoveFor] also without the SEAT: prefix, for a seat it is given):
//
//	0:up R 1,2      put a rock face up at 1,2
//	1:down P 0,0    cover the tile at 0,0 with paper, face down
//	2:pass          pass: show the hand, draw two
//
// # JSON
//
// Everything marshals to JSON in the same words: symbols, tiles and cells
// as the short text above (never base64), events as objects of their
// kind and fields, positions with their fields named as in the View. A
// [View] is the wire's envelope shared by every game of the module (game,
// seat, players, round, toMove, over, winners, scores, legalMoves) with
// grid, hand, handSizes, known, pileSizes, teams and phase beside it. Its
// legalMoves are its [View.Choices]: the moves grouped by the symbol a
// player picks first, each listing the cells it may go to, face up or face
// down (see [View] for the shape), so that a front-end never parses
// notation. A symbol's choice has a "label" ("Rock"), and each move its
// "label" and "preview", [View.Label] and [View.Preview] with seats named
// "Seat N": "Play the rock face up at E4", "You block Seat 2's
// line, then draw two tiles."; a client leaves them out of the move it
// sends back. A Move marshals to an object with the View's names, and reads
// from that object or from its notation:
//
//	{"seat":0,"kind":"up","symbol":"R","cell":"1,2"}
//	{"seat":1,"kind":"down","symbol":"P","cell":"0,0"}
//	{"seat":2,"kind":"pass"}
//	"0:up R 1,2"
//
// Cells a person reads are named on the grid's axes ([Axes], [View.Axes],
// [View.CellName]), as board games name their squares: a column letter from
// A and a row number from 1, "D4", the same in every language, never 0 or
// below, and fixed for the whole match (with two seats the middle, 0,0, is
// D4). A View's JSON carries them as "axes", {"left":-3,"top":-3,
// "columns":["A",…,"G"],"rows":["1",…,"7"]}: the name of cell x,y is
// columns[x-left] + rows[y-top], and every cell a tile can reach lies
// within.
//
// A [Position] names its game first, "game":"linx"; a position of another
// game does not read as one of LINX. Each [Event] has a sentence for the
// seat that reads it ([Event.Narrate]), in the language passed first
// (English, French, Italian or Dutch: [github.com/tabletopgo/tabletop/lang]),
// as have the moves' labels and previews and the short rules ([Rules]);
// its key=value text is the form for logs. The sentences of a move end,
// while the match goes on, with whose turn it is ([View.Turn] of the View
// after it, "It is Ana's turn."), said once: a TurnPassed and a
// RoundStarted already say it so, and nothing is added after them.
// French uses its rulebook's
// words: placer les tuiles Pierre, Papier et Ciseaux, face visible et
// face cachée, sur la grille, piocher, la manche, la partie. Italian and
// Dutch have no rulebook here, and speak as their board-gamers do: a
// tessera named by its symbol with its gender and number (un Sasso
// scoperto, una Carta coperta, le Forbici, una tessera Forbici), la
// griglia, la manche, la partita; steen, papier en schaar ("leg je papier
// open", "een schaartegel"), open en dicht, afdekken, het vak, het
// speelveld, de ronde, de partij. The player is addressed
// as vous, tu, je and you, previews included: "Vous bloquez l’alignement
// du joueur 2, puis piochez deux tuiles."
//
// [Options] write the seed as a string (JavaScript's numbers stop at 2^53)
// and read it from a string or a number; they refuse unknown fields. The
// zero Seed is a seed like any other: Options{Players: 2} always deals the
// same match.
// Decoding refuses lists longer than any that the game writes before it
// reads them, so that it costs memory in proportion to its input.
//
// # Errors
//
// Bad input never panics: it gives an error that wraps [ErrInvalidOptions],
// [ErrIllegalMove], [ErrInvalidPosition] or [ErrInvalidEvent], and changes
// nothing.
package linx

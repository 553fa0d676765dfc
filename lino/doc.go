// Package lino is a rules engine for Lino (Ghislaine van den Bulk), a game
// for two: the players first reshape a field of 56 square tiles, then take
// turns putting stones on it, scoring the rows they close and, at the end,
// the runs of their own stones.
//
// # The rules in brief
//
// Each player has 24 stones to place (the 25th of the box marks the score):
// 48 in all, so 8 tiles stay empty. Seat 0 plays black (X), seat 1 white
// (O).
//
// Building: from [Options.FirstSeat], the seats take turns moving one tile
// each until each has moved three. A tile moves at most once; it never goes
// where a tile was moved away from, nor onto a tile; and afterwards every
// tile touches another by a side or a corner (the field need not stay in
// one piece).
//
// Filling: the first seat places first; the seats alternate, each putting a
// stone on an empty tile. A row is a maximal straight line of two or more
// tiles, horizontal, vertical or diagonal, ended at both sides by a cell
// without a tile. The stone that fills a row's last empty tile scores the
// row's length; one stone can close a row in each of the four directions.
//
// End: after the 48th stone, each maximal run of a player's own stones in a
// line (no gap, no other stone, no missing tile) scores 10 for 4 stones,
// 20 for 5, 30 for 6 and 40 for 7 or more, once per direction. The higher
// total wins; equal totals are a draw, and both seats win.
//
// Bonus game ([Options.Bonus]): the tiles lie face up. At the end each
// empty tile showing a number gives that number to the player of its
// colour, and each star gives 10 to the player with more stones on the
// tiles around it (up to eight), or on a tie to the owner of the stone on
// the star; an empty star on a tie gives nothing. [Options.StarsOnly]
// shows the stars alone. [Options.Rounds] = 2 plays a fair match: the
// field built in the first round is played again, the other seat placing
// first, and the points add up.
//
// # Decisions where the rulebook is silent
//
//   - The rulebook's pictures are lost. The default field is an asymmetric
//     cross ([DefaultLayout]); the default faces are ours ([DefaultFaces]):
//     for each colour eight 1s, six 2s, four 3s and two 5s, four stars and
//     twelve blank faces.
//   - In the plain game the faces are face down and matter to nobody, so
//     the game deals none; with StarsOnly the numbers stay face down and
//     are blank in the state: Lino has no hidden information at all.
//   - A layout's cells have coordinates from 0 to 19 ([Options.Layout]); the
//     field can then grow six cells beyond that square while building.
//   - A seat that cannot move any tile ends the building phase at once (no
//     sensible field comes to that).
//   - The final scoring reports each run, number and star as an event, in
//     that order: runs by direction (east, south, southeast, northeast) and
//     first cell, then numbers, then stars, by cell in grid order.
//   - The rulebook's "count horizontally, then vertically, then diagonally,
//     to avoid counting twice" is read as an order of counting, not as "a
//     stone counts in one run only": each run counts once, in its
//     direction, and a stone may score in runs of several directions (a
//     stone at the crossing of a horizontal and a vertical run of four
//     scores 10 twice).
//   - Lino hides nothing, so every seat's [View] holds the whole game; a
//     seat not at the table (-1 or any seat but 0 and 1) gets the
//     spectator's view, whose Seat is -1 and which has no legal moves.
//   - A saved [Position] loads only if play can reach it; [Position] says
//     exactly what that means. The order of the building moves and which
//     seat closed a row that both seats have stones in are not recorded:
//     any that fit are accepted.
//
// # Playing
//
// [New] lays out a game; the seed of its [Options] is its only chance, and
// the zero Seed is a seed like any other (equal options, equal games: a
// program that wants a new game each time draws its own seed).
// [State.LegalMoves] lists what [State.ToMove] may do; [State.Apply] returns the next state and the events of the move.
// [State.Next] is Apply without events, and [State.RandomMove] draws a
// uniformly random legal move without listing the thousands of tile moves:
// together they make a random playout that allocates nothing. A [State] is
// a comparable value; [State.Position] and [FromPosition] are the save
// format; [State.String] draws the field, and [View.Text] the table as a
// seat sees it, with its axes, as a terminal program shows it, in any
// language ([View.String] in English).
//
// Cells are grid coordinates ([Cell]): X grows to the right, Y downwards.
//
// # Bots
//
// [RandomBot], [GreedyBot] and [ISMCTSBot] choose from a [View] alone.
// Lino hides nothing that matters, so a [Sampler] returns the View's State:
// the seed only shuffles the bonus faces at New, face up; a second round is
// played on the field and faces of the first; StarsOnly's face-down
// numbers score nothing and the state holds them blank ([Sampler.Unseen]
// lists them). So a sample keeps the View's seed without learning the
// future. The search bot's reward blends the win with the margin, and while
// building it considers 64 tile moves spread over the legal ones.
//
// # Events
//
// [TileMoved], then [FillingStarted] after the last tile; [StonePlaced]
// (Last for the round's last stone), then a [RowClosed] for each row it
// closed; at the end of a round each
// [RunScored], [NumberScored] and [StarScored], then [RoundEnded], and
// [RoundStarted] or [GameEnded]. Only the first event of a move is the
// seat's decision; the others follow from the rules, and between two of
// them the state is in a settling phase in which nobody moves.
// [View.Narrate] tells an event to a seat, or to a spectator, in a
// sentence, beside the board of a View: "You closed the row from K7 to N7
// and scored 4 points." The sentences of a move end, while the game goes
// on, with whose turn it is ([View.Turn] of the View after it, "It is your
// turn: place a stone."), said once: a FillingStarted and a RoundStarted
// already say it so, and nothing is added after them.
//
// # Cell names
//
// People read a cell by its name on the board, as board games name their
// squares: a column letter from A and a row number from 1, "C4", the same
// in every language, never 0 or below ([Axes]). A cell has one name from
// the first move to the last: the board is the opening layout's rectangle
// widened by six cells on every side, every cell a building move can
// reach (the default cross's corner 0,0 is G7), through the building, the
// filling and every later round; the built field's corner keeps the name
// it had while building, such as C4. Every sentence is told
// beside the board it goes with. Labels, previews, refusals,
// [View.Text] and the narration of every event name cells on it: a
// sentence and the board shown with it always agree. [View.Axes] and
// [View.CellName] give the names to a front-end, and the View's JSON
// carries them as "axes".
//
// The sentences, the moves' labels and previews and the short rules
// ([Rules]) are in English, French, Italian or Dutch, the language passed
// first ([github.com/tabletopgo/tabletop/lang]). French uses its
// rulebook's words: le plateau, les cases, les pierres, les rangées,
// l'étoile. Italian and Dutch have no rulebook here, and speak as their
// board-gamers do: il campo, le tessere, le pedine, le file, gli
// allineamenti; het speelveld, de tegels, de stenen, de rijen, de
// reeksen.
//
// # Notation and JSON
//
// A cell is "x,y"; a row "3,4..5,4", its first and last cells; a face "."
// (blank), "*" (a star), or "x3" and "o5" (black's 3, white's 5: lower
// case, where a drawing shows the stones in capitals). Moves are SEAT:VERB,
// as [ParseMove] reads them; [ParseMoveFor] reads them with or without the
// seat, for a seat a server knows:
//
//	0:move 4,0 3,8    move the tile at 4,0 to 3,8
//	1:place 5,4       place a stone on the tile at 5,4
//
// A move's JSON is an object with the names a [View] uses,
// {"seat":1,"kind":"place","to":"5,4"} or
// {"seat":0,"kind":"move","from":"4,0","to":"3,8"}; it also reads from
// the notation as a string. A View's JSON is the envelope that every game
// of the module shares (see [View]), its legal moves grouped as
// [View.Choices]: a front-end draws them without parsing any notation.
// Its "axes" name the board's cells, {"left":-6,"top":-6,"columns":["A",
// "B",…],"rows":["1","2",…]}: the name of cell x,y is columns[x-left] +
// rows[y-top], "K7" for 4,0 on the opening field, and every cell the View
// shows or a move names lies within. Each stone carries its "label" and
// "preview" ("Place a stone on L11", "You close the row from G11 to L11
// and score 6 points."); a tile's choice carries one "label", "Move the
// tile at K7", and its thousands of targets none: they are written as one list,
// "to":["4,-1","5,-1",…] (see [View]), which keeps a building View
// about 25 KB at most, where an object a target made it 37 KB: the largest
// of 1,200 random games (plain, with the bonus over two rounds, and stars
// only) weighed 24,940 bytes in English and 25,246 in Dutch, whose words
// are the longest, the players' names adding nothing to it. A client
// leaves the labels out of the move it sends back. An event's text is its kind and
// fields, "row-closed seat=1 row=3,4..5,4 points=3", the form for logs;
// its JSON an object with the same fields; [View.Narrate] tells it in a
// sentence for a reader. A [Position]'s JSON
// names the game first. [Options] write the seed as a string and read it
// from a string or a number. Nothing is base64.
//
// Decoding refuses input far longer than any game's before it decodes the
// items of a list, so that it costs memory and time in proportion to the
// input; errors quote at most 40 bytes of it.
//
// # Errors
//
// Bad input never panics: it gives an error that wraps [ErrInvalidOptions],
// [ErrIllegalMove], [ErrInvalidPosition] or [ErrInvalidEvent] and says what
// is wrong, and changes nothing. The zero values are no game and say so
// alike: the zero [State] and [View] have nobody to move and no moves,
// refuse every move and event with an error that says "no game", and print
// as "no game".
//
// A refused move is a [MoveError], whose Sentence names each cell as a
// player types it, and never by an "x,y". A cell beyond the board is
// named so too, whatever spelled it (its name typed, "Z99", or its "x,y",
// typed or in JSON): where a move takes its tile or a stone goes, "There
// is no tile at Z99."; where a tile goes, "Z99 is too far from the
// field.", so that a move's sentence says which of its cells is wrong. A
// cell above or left of the board, which no name says, is told by what is
// wrong there: "There is no tile that far from the field.", "That cell is
// too far from the field.". A word the player typed that reads as nothing
// is quoted back in capitals ("The cell “K#” cannot be read"), unless it
// holds an "x,y" or a developer's punctuation: the sentence then says
// what to type. [View.ParseTyped] reads a move as a person types it,
// "move K7 K6", and with a word between its cells, "move K7 to K6" (in
// French en, in Italian in, in Dutch naar, or an arrow, "K7 → K6").
package lino

// Package tabletop is a family of embeddable rules engines for tabletop
// games, written so that a Go program can host a game, run a bot or a
// server, or simulate millions of games, without re-implementing the rules.
//
// The games:
//
//   - [github.com/tabletopgo/tabletop/linko] plays Linko! (Kramer &
//     Kiesling), a card game of stealing plays for 2 to 5 players: each
//     turn a seat plays cards of one value onto its stack, and the play
//     steals every opponent's top play of as many cards and a lower value.
//     Cards on one's stack score, cards in hand cost.
//   - [github.com/tabletopgo/tabletop/lino] plays Lino (Ghislaine van den
//     Bulk), for two: the players reshape a field of 56 tiles, then place
//     stones in turn, scoring each row they close and, at the end, each run
//     of four or more of their stones.
//   - [github.com/tabletopgo/tabletop/linx] plays LINX (Fabrice Puleo,
//     Matagot), for 2 to 4 players, in teams with four: tiles of rock,
//     paper and scissors go face up next to others, or face down on a tile
//     they beat; three of one's colour in a line, all face up or all face
//     down, win the round, and two rounds the match.
//
// Every game package has the same shape, so a user who learns one knows all
// of them:
//
//   - New(Options) starts a game. Options.Seed is the only source of chance:
//     equal Options give equal games, on every machine and Go version (see
//     package [github.com/tabletopgo/tabletop/rng]).
//   - A State is an immutable value. s.LegalMoves lists what s.ToMove may do;
//     s.Apply(move) returns the next State and the events that happened, and
//     leaves s as it was, so keeping history or searching a game tree is a
//     matter of keeping values.
//   - Moves are decided into past-tense events (s.Decide), and events are
//     folded into states (s.Evolve, Fold): an event log is a complete,
//     replayable record of a game.
//   - s.View(seat) holds all that one seat may know and nothing else, and
//     events that reveal hidden things have RedactFor(seat): a server that
//     sends each client only its View and its redacted events leaks nothing.
//   - s.Position() is every fact of the game as plain, JSON-ready data, and
//     FromPosition rebuilds the State from it: the save-game format, and the
//     way to set up a scene.
//   - Replay(Options, moves) rebuilds a game from its moves.
//
// [Game] is that shape as a generic interface, so one playout, one bot or one
// front-end can serve every game.
//
// Package [github.com/tabletopgo/tabletop/deck] holds immutable, comparable
// piles of byte-sized cards or tiles: a Linko! event that deals a round
// carries the deal as one. Building a pile allocates, so the game states
// themselves keep their cards in fixed-size arrays, and a playout allocates
// nothing.
package tabletop

// Package linko is a rules engine for Linko! (Kramer & Kiesling), a card
// game of stealing plays for 2 to 5 players. The steal is what the French
// rulebook calls "subtilynxer", the Dutch "afpakken" and the Italian
// "sgraffignare"; here it is an attack.
//
// # The rules in brief
//
// 109 cards: eight of each number from 1 to 13, and 5 jokers. Each seat is
// dealt 13; six more lie face up in the display; the rest is the draw pile.
// On its turn a seat must play a meld: any number of cards of one value,
// with or without jokers, or jokers alone (worth 14). The meld goes on top
// of the seat's tableau, a stack that keeps every meld it played.
//
// Then the new meld attacks, clockwise from the left neighbour, every
// opponent whose top meld has the same number of cards and a lower value.
// Attacks are compulsory and each opponent is compared once. For each, the
// attacker takes the meld into its hand, and the victim draws as many cards;
// or leaves it, and the victim takes it back into its hand, or discards it
// and draws as many. A victim draws card by card, each from the top of the
// draw pile or any card of the display; the display is refilled to six only
// when it has drawn all. The attacked meld always leaves the tableau, baring
// the one below, which attacks nobody.
//
// The game ends at once when a seat plays its last card (its meld attacks
// nobody), or when the draw pile and the display are both empty, even in the
// middle of a draw. Each card on one's tableau scores +1, each card in hand
// −1; the best score wins, and ties share the win. [Options.Rounds] plays
// several rounds, the first seat moving one seat left each round, the
// scores adding up.
//
// # Decisions where the rulebook is silent
//
//   - All chance comes from [Options.Seed], and the zero Seed is a seed like
//     any other: Options{Players: 3} deals the same game every time. Draw a
//     seed (from crypto/rand, say) for a new game, and keep it to replay
//     it.
//   - The first round is dealt by [New], from the seed; its cards are in the
//     state, not in an event. Every later round is dealt by a [RoundDealt]
//     event that carries the order of all 109 cards, drawn from a stream
//     that depends on the seed and the round number only.
//   - Cards are dealt one at a time, from the round's first seat clockwise;
//     the next six form the display, left to right; the rest is the draw
//     pile, whose top is the next card of the order.
//   - The display is a row of six slots. Drawing a display card takes the
//     leftmost slot holding that card, so equal cards of the display are one
//     choice; refilling fills the empty slots from the left with the top
//     cards of the pile.
//   - While an attack is being decided, the attacked meld stays on the
//     victim's tableau: the running [State.Scores] count it there until it
//     is taken, taken back or discarded.
//   - Cards that enter a hand in view of all (taken, taken back, drawn from
//     the display) are known to every seat. When the hand plays cards of
//     that value, nobody can tell whether they were the known ones, so as
//     many stop being known ([View.Known]).
//   - Options.Rounds is 1 or a multiple of the number of seats, at most 100.
//     With several rounds "the game ends at once" ends the round; the next
//     round is dealt, and the game ends after the last.
//   - A saved game is exact: [FromPosition] accepts exactly the positions
//     some game reaches, as [Position] lists. Two conditions the rulebook
//     implies are checked too: a round with no meld on the table has not
//     begun (so it is as dealt), and the totals of the rounds scored are 0
//     before the first is scored and at most 109 points, without sign, per
//     round scored (a round scores each card once at most); a round just
//     scored adds exactly what its table shows.
//   - A seat not at the table, -1 or any other, is a spectator: its
//     [State.View] has Seat -1 and no hand, and [Event.RedactFor] hides from
//     it all that any seat would not see.
//   - Input is bounded before it is read: a move's notation or JSON is at
//     most 256 bytes, an event's 4096, a view's 64 KiB, and a list in a
//     Position or View at most as long as a game has. JSON objects with a
//     field the type does not have are refused, so that a typo is not
//     silently dropped.
//
// # Playing
//
// [New] deals a game; [State.LegalMoves] lists what [State.ToMove] may
// do; [State.Apply] returns the next state and the events of the move, and
// leaves the receiver as it was. The seat to move is not always the seat
// whose turn it is ([State.Active]): during an attack the victim takes back
// or discards, and draws. [State.Next] is Apply without the events, for
// searches and playouts, and [State.RandomMove] draws a uniformly random
// legal move without listing them: together they make a playout that
// allocates nothing.
//
// A [State] is a comparable value: copy it to keep history, compare it with
// ==, use it as a map key. [State.Position] is every fact of it as plain
// JSON-ready data, and [FromPosition] rebuilds it; [State.View] is what one
// seat may know, and nothing more.
//
// [State.Apply] and [State.Next] take two paths through the rules, on
// purpose. Apply plays a move step by step, each step the event it reports,
// the steps that [State.Evolve] replays too. Next, the fast path of
// searches and random playouts, plays a legal move with the same helpers
// but without steps or events, and hands a move it does not accept to
// Apply's path for the error; through Apply's path a random playout costs
// half as much again (50% more instructions). The two give equal states and
// equal errors for every move, legal or not: a property test checks it at
// every decision of random games with arbitrary moves, and a fuzz target
// goes on from there.
//
// # Bots
//
// [RandomBot], [GreedyBot] and [ISMCTSBot] choose from a [View] alone, so
// none can cheat. The search bot deals the cards its seat cannot see with a
// [Sampler] at each iteration: uniformly over the unseen cards (reading
// nothing into how the others played), with a seed of its own for later
// rounds, and with the round's first seat taken to be the seat active in
// the View, which a View does not show otherwise (exact at a round's start;
// later it changes only who begins later rounds). It then searches by
// ISMCTS with UCB1's constant at 0.3 and a reward of 1 for a win, shared
// on a tie. TABLETOP_STRENGTH=N go test -run ISMCTSStrength ./linko plays
// it against GreedyBot.
//
// # Events
//
// A move is decided into events, facts in the past tense, and
// [State.Evolve] (or [Fold], for a whole log) rebuilds a state from them:
// [CardsPlayed], then each [Attacked] with its [CardsTaken] or [CardsLeft],
// [CardsTakenBack] or [CardsDiscarded], each [CardDrawn] and the
// [DisplayRefilled] after, [TurnPassed] when the attacks are done, and
// [RoundEnded], [RoundDealt] and [GameEnded]. Only the first event of a move
// is the seat's decision; the others follow from the rules, and between two
// of them a state is in a settling phase ([PhaseAttacking] and after) in
// which nobody moves. [Event.RedactFor] hides what a seat may not see: the
// card another seat drew from the pile, and the others' hands and the pile
// in a deal. [Event.Narrate] tells an event to a seat in a sentence ("Seat
// 2 took your two 5s."), as that seat may see it; seats are counted from 1
// there, and in [View.String], as people count them, while notation and
// JSON keep the indexes from 0. The sentences of a move end, while the
// game goes on, with whose turn it is ([View.Turn] of the View after it,
// "It is your turn: draw a card."), said once: a TurnPassed and a
// RoundDealt already say it so, and nothing is added after them.
//
// The sentences, the moves' labels and previews and the short rules
// ([Rules]) are in English, French, Italian or Dutch, the language passed
// first ([github.com/tabletopgo/tabletop/lang]), each in its own
// rulebook's words: in French la pioche, la réserve, la défausse,
// subtilynxer; in Italian il mazzetto, il display, gli scarti,
// sgraffignare, calare, il Jolly; in Dutch de trekstapel, de voorraad, de
// aflegstapel, afpakken, uitleggen. The attacker takes the cards attacked
// or does not take them (ne pas les prendre, non prenderle, niet nemen),
// as the rulebooks say; the previews speak to the mover as the labels do
// (vous, tu, je: "Vous ne subtilynxez personne.").
//
// # Notation
//
// A meld is written as its number cards, "7" or "7x3", and its jokers, "J"
// or "Jx2", joined by "+": "7x2+J" is two 7s and a joker, "Jx2" two jokers
// alone. A move is SEAT:VERB, as [ParseMove] reads it:
//
//	2:play 7x2+J    play a meld
//	0:take          the attacker takes the attacked meld
//	0:leave         the attacker leaves it
//	3:takeback      the victim takes the left meld back
//	3:discard       the victim discards it, and draws as many
//	3:draw pile     draw the top card of the draw pile
//	3:draw 7        draw a 7 from the display ("3:draw J" for a joker)
//
// [ParseMoveFor] parses a move of a known seat with or without its SEAT:
// prefix ("play 7x2+J"). An event's text is its kind and its fields, such as
// "card-drawn seat=1 from=pile card=7"; its JSON is an object with the same
// fields.
//
// # JSON: the wire
//
// Options, moves, events, positions and views all marshal to JSON that
// reads back as itself, with cards and melds in notation ("7", "J",
// "7x2+J"; "?" for a hidden card or an empty display slot) and nothing
// opaque. The seed is written as a string, which JavaScript reads without
// loss, and read from a string or a number. A [View] marshals to the
// envelope every game of the module shares — "game", "seat", "players",
// "round", "rounds", "toMove", "over", "winners" (once over), "scores" and
// "legalMoves" — with Linko!'s fields beside it, flat: "phase", "active",
// "victim", "draws", "hand", "handSizes", "known", "tableaux", "display",
// "pileSize", "discard". A [Move] marshals to an object of its seat, its
// kind (the verb of its notation) and what the kind names, in the View's
// names, and reads from that object or from its notation:
//
//	{"seat":2,"kind":"play","meld":"7x2+J"}
//	{"seat":0,"kind":"take"}
//	{"seat":3,"kind":"draw pile"}
//	{"seat":3,"kind":"draw","card":"7"}
//
// A View's "legalMoves" lists those objects grouped by what the player
// picks first ([View.Choices]): a card value of the hand for a play, the
// card for a draw from the display, nothing for the buttons (take, leave,
// take back, discard, draw from the pile). A front-end draws them without
// parsing notation; see [View] for the shape. Each choice with a pick has a
// "label" ("Your 7s", "The 8 on the display"), and each move its "label"
// and "preview", [View.Label] and [View.Preview] with seats named "Seat N":
// "Play two 7s", "Attacks Seat 2's two 4s and Seat 3's 6."; a client leaves
// them out of the move it sends back. A [Position] names its game
// first, "game":"linko", so that a save of another game is refused as
// such; a position that names none, as older saves, is read as Linko!'s.
//
// [View.Text] draws the table as the view's seat sees it, for a terminal,
// in any language ([View.String] in English), and [Event.Narrate] tells an
// event in a sentence. In French, Italian and Dutch the picture writes the
// cards as their rulebooks print them, X for a joker, and a meld as its
// cards joined by + ("7+7+X"); in English it keeps the notation ("7x2+J").
//
// # Errors
//
// Bad input never panics: it gives an error that wraps [ErrInvalidOptions],
// [ErrIllegalMove], [ErrInvalidPosition] or [ErrInvalidEvent] and says what
// is wrong in a player's words, and changes nothing.
package linko

// Package search chooses moves in games of hidden information by
// single-observer Information Set Monte Carlo Tree Search (ISMCTS; Cowling,
// Powley and Whitehouse, IEEE TCIAIG 4(2), 2012), written once for every
// game of the module.
//
// The search runs for one seat, the observer, who is to move. Its tree holds
// the observer's information sets, not states: a node is a sequence of moves
// from the present, whatever cards lie hidden. Each iteration
//
//  1. determinizes: Game.Sample deals a full state consistent with all the
//     observer knows (its own hand as it is, every unseen card drawn from
//     the unseen pool);
//  2. descends from the root while every move available in this
//     determinization has been tried at the node, choosing by UCB1 over
//     availability counts: a child scores r/n + c·√(ln n′/n), where n is
//     its visits, r the sum of its rewards, and n′ the number of iterations
//     in which its move was legal at that node. Using n′ where plain UCT
//     uses the parent's visits keeps a move that few determinizations allow
//     from looking under-explored. Every available child counts n′ once
//     more;
//  3. expands one move available in this determinization but untried at
//     the node, chosen uniformly, with a new child;
//  4. plays out at random to the end of the game, with State.RandomMove and
//     State.Next, which allocate nothing;
//  5. backs up: Game.Reward gives every seat its result in [0, 1], and each
//     node on the path adds the reward of the seat that moved into it (in
//     this determinization), so opponents play for themselves, 2 to 5 seats
//     alike, and teammates share a reward.
//
// The search answers with the most visited move at the root, and, for each
// root move tried, its visits and the observer's mean reward: what the bot
// thought, for a front-end to show.
//
// A budget is a number of iterations, a time, or both; the search stops at
// the first reached, or when the caller's context ends, whichever comes
// first, always after one iteration at least, and its result says which
// stopped it (a search cut short by its context answers with what it has
// found).
// Root parallelism runs several workers, each with its own tree and its own
// stream of chance derived from the seed, and sums the roots' statistics; a
// budget in iterations is shared among the workers. With a budget in
// iterations the search is deterministic: the same seed and the same number
// of workers give the same move and statistics.
//
// A Searcher keeps its trees' memory between searches: flat pools of nodes
// and edges that refer to each other by index. A node finds its child for a
// move by scanning its few children, and, past a handful, through a map the
// whole tree shares; such a node also keeps the list of moves it was last
// offered, with each one's child, and when offered the same list again (as
// wherever nothing hidden changes the moves: Lino's 2,300 of them) it
// compares lists instead of hashing moves. Once the pools have grown, an
// iteration allocates nothing, provided the game's Sample, Reward, Moves,
// Next and RandomMove allocate nothing either. A tree grows by a node an
// iteration at most: a long budget in time costs memory in proportion.
//
// Every game's ISMCTSBot is the public package's ISMCTS
// (github.com/tabletopgo/tabletop/search) instantiated with the game's View,
// Move and its own part, which makes a [Bot] of the game's [Spec]: its
// Sampler, reward and move filter for each decision, a label of the View,
// its UCB1 constant and its sentinels. Bot does the rest the same way in
// every game: one seed policy (the search's seed derived from the bot's
// and the label, so that equal views give equal choices) and one mapping
// of errors (see [Bot.Decide]).
//
// Decisions where the paper leaves a choice: n′ counts the availabilities
// before the current iteration (so a child new in the last iteration has no
// exploration bonus yet, as in the paper's back-up); ties in UCB1 go to the
// first move in the order of the legal moves; Game.Moves may narrow the
// moves the tree considers (Lino's building phase offers about 2,300),
// while playouts draw from all legal moves.
package search

package tabletop

import "github.com/tabletopgo/tabletop/rng"

// Game is the shape that the State of every game package has, so that one
// random playout, one search, one simulation or one bot, written once,
// serves all the games at full speed. S is the game's State
// type, M its Move, E its Event and V its View.
//
// It holds the methods a program that plays many games needs: what a
// position is (ToMove, Over, Scores, Winners), what may be done
// (AppendLegalMoves, RandomMove), doing it (Apply, or Next without the
// events), and what one seat knows (View), which a bot decides from.
// The slow or game-specific rest (Position, Decide, Evolve, String) stays
// with each package's own types.
//
// A function written once against Game,
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
// Every game package has the same shape, so a user who learns one knows
// all of them:
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
// The game packages do not import this package; each asserts in its tests
// that its State satisfies Game:
//
//	var _ tabletop.Game[linko.State, linko.Move, linko.Event, linko.View] = linko.State{}
type Game[S any, M comparable, E, V any] interface {
	// ToMove returns the seat that must decide next, or -1 when nobody
	// can: once the game is over, and in a state between two events of one
	// move, which Evolve of part of a move's events gives.
	ToMove() int
	// Over reports whether the game has ended.
	Over() bool
	// Players returns the number of seats at the table, 0 for the zero
	// State, which holds no game.
	Players() int
	// Scores returns the running score of each seat, final once Over.
	Scores() []int
	// Winners returns the seats with the best result once Over (several
	// on a tie), and nil before.
	Winners() []int
	// AppendLegalMoves appends every legal move of ToMove to dst, in a
	// deterministic order and without duplicates, and returns the extended
	// slice. It does not allocate when dst has room.
	AppendLegalMoves(dst []M) []M
	// RandomMove returns a legal move of ToMove chosen uniformly at random
	// with r, without listing the moves, and false when nobody is to
	// move: with Next, a random playout that allocates nothing.
	RandomMove(r *rng.Source) (M, bool)
	// Apply returns the state after m and the events it caused, or an error
	// and the unchanged game if m is not legal.
	Apply(m M) (S, []E, error)
	// Next is Apply without the events, for searches and playouts: it
	// does not allocate.
	Next(m M) (S, error)
	// View returns all that seat may know of the game, and nothing else:
	// what a bot or a player of that seat decides from.
	View(seat int) V
}

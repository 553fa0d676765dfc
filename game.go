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

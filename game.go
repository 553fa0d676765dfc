package tabletop

// Game is the shape that the State of every game package has, so that one
// random playout, one bot, one test harness or one front-end can serve all
// the games. S is the game's State type, M its Move and E its Event.
//
// The game packages do not import this package; each asserts in its tests
// that its State satisfies Game:
//
//	var _ tabletop.Game[linko.State, linko.Move, linko.Event] = linko.State{}
type Game[S any, M comparable, E any] interface {
	// ToMove returns the seat that must decide next, or -1 when nobody
	// can: once the game is over, and in a state between two events of one
	// move, which Fold of a log cut inside a move gives.
	ToMove() int
	// Over reports whether the game has ended.
	Over() bool
	// Scores returns the running score of each seat, final once Over.
	Scores() []int
	// AppendLegalMoves appends every legal move of ToMove to dst, in a
	// deterministic order and without duplicates, and returns the extended
	// slice. It does not allocate when dst has room.
	AppendLegalMoves(dst []M) []M
	// Apply returns the state after m and the events it caused, or an error
	// and the unchanged game if m is not legal.
	Apply(m M) (S, []E, error)
}

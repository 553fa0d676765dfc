// Package gametest is the conformance harness that every game package of
// tabletop passes: OpenSpiel's random-simulation checks over uniformly random
// legal games.
//
// A game's test runs [Check] inside a rapid property, with a [Spec] naming
// the game's functions and a [Draw] that takes its choices from rapid, so
// that a failing game is shrunk to a short one:
//
//	rapid.Check(t, func(t *rapid.T) {
//		draw := func(n int, label string) int { return rapid.IntRange(0, n-1).Draw(t, label) }
//		gametest.Check(t, spec, options.Draw(t, "options"), draw)
//	})
//
// The package itself does not import rapid, so that only test files do. At
// every step of the game the harness checks that
//   - only ToMove has moves, they are unique and come in a stable order, and
//     AppendLegalMoves follows the append convention, and uses dst when it
//     has room for the moves;
//   - a live game has a legal move, and a finished one has none, ToMove -1
//     and winners;
//   - an arbitrary move is accepted exactly when it is legal, and a rejected
//     one wraps ErrIllegalMove and changes nothing;
//   - Apply leaves its receiver unchanged, deeply (the position before and
//     after is compared, not just the value), and no returned slice aliases
//     the state;
//   - Decide followed by Evolve of each event gives what Apply gives;
//   - Position round-trips, directly and through JSON, and so do the moves
//     and the events;
//   - the game's own invariants hold.
//
// At the end it checks that the game ended within its bound, that Replay of
// the moves and Fold of the events rebuild the final state, and that Winners
// are the seats with the best score.
package gametest

import (
	"encoding/json"
	"errors"
	"slices"
)

// State is what the harness needs of a game's State: the part of the shared
// API it checks, and comparability, so that "the same state" can be checked
// with ==. It is spelled out rather than embedding tabletop.Game, so that a
// toy game that checks the harness need not have a View or a RandomMove.
type State[S any, M comparable, E comparable] interface {
	comparable
	ToMove() int
	Over() bool
	Scores() []int
	AppendLegalMoves(dst []M) []M
	Apply(m M) (S, []E, error)
	LegalMoves() []M
	Winners() []int
	Decide(m M) ([]E, error)
	Evolve(e E) (S, error)
}

// TB is the part of testing.TB that the harness uses; *testing.T and
// *rapid.T have it.
type TB interface {
	Helper()
	Fatalf(format string, args ...any)
}

// Draw returns a choice in [0, n), n > 0; label names the choice in failure
// reports.
type Draw func(n int, label string) int

// Spec describes a game to the harness. O is the game's Options type, S its
// State, M its Move, E its Event and P its Position. Every field is
// required but Invariants.
type Spec[O any, S State[S, M, E], M comparable, E comparable, P any] struct {
	// New, Replay and Fold are the package's functions of those names.
	New    func(O) (S, error)
	Replay func(O, []M) (S, []E, error)
	Fold   func(O, []E) (S, error)
	// Position and FromPosition are the State's Position method and the
	// package's FromPosition function.
	Position     func(S) P
	FromPosition func(P) (S, error)
	// Seat returns the seat a move is made for.
	Seat func(M) int
	// AnyMove draws an arbitrary move, legal or not: wrong seats, wrong
	// kinds, out-of-range fields.
	AnyMove func(draw Draw) M
	// ErrIllegalMove is the package's sentinel error for illegal moves.
	ErrIllegalMove error
	// MaxDecisions bounds the length of a game: a game that has not ended
	// after this many decisions fails.
	MaxDecisions int
	// Invariants, if set, checks the game's own invariants of a state; it
	// is called at every step.
	Invariants func(t TB, s S)
}

// Check plays one game with the given options, every choice taken from
// draw, and checks it step by step. It returns the final state, so that a
// game's own property can check more of it.
func Check[O any, S State[S, M, E], M comparable, E comparable, P any](t TB, spec Spec[O, S, M, E, P], opts O, draw Draw) S {
	t.Helper()
	c := checker[O, S, M, E, P]{t, spec}
	s, err := spec.New(opts)
	if err != nil {
		t.Fatalf("New(%+v) of valid options: %v", opts, err)
	}
	var moves []M
	var events []E
	for {
		legal := c.step(s)
		if s.Over() {
			break
		}
		if len(moves) >= spec.MaxDecisions {
			t.Fatalf("the game has not ended after %d decisions", len(moves))
		}
		c.arbitraryMove(s, legal, spec.AnyMove(draw))
		m := legal[draw(len(legal), "move")]
		next, evs := c.apply(s, m)
		moves = append(moves, m)
		events = append(events, evs...)
		s = next
	}
	c.end(opts, s, moves, events)
	return s
}

// checker holds what every check needs.
type checker[O any, S State[S, M, E], M comparable, E comparable, P any] struct {
	t    TB
	spec Spec[O, S, M, E, P]
}

// step checks a state and returns its legal moves.
func (c checker[O, S, M, E, P]) step(s S) []M {
	t := c.t
	t.Helper()
	legal := s.LegalMoves()
	seats := len(s.Scores())
	if s.Over() {
		if s.ToMove() != -1 || len(legal) != 0 {
			t.Fatalf("a finished game has ToMove %d and moves %v", s.ToMove(), legal)
		}
		if len(s.Winners()) == 0 {
			t.Fatalf("a finished game has no winner")
		}
	} else {
		if s.ToMove() < 0 || s.ToMove() >= seats {
			t.Fatalf("a live game of %d seats has ToMove %d", seats, s.ToMove())
		}
		if len(legal) == 0 {
			t.Fatalf("a live game has no legal move for seat %d:\n%v", s.ToMove(), s)
		}
		if s.Winners() != nil {
			t.Fatalf("a live game has winners %v", s.Winners())
		}
	}
	seen := make(map[M]bool, len(legal))
	for _, m := range legal {
		if seen[m] {
			t.Fatalf("move %v is listed twice", m)
		}
		seen[m] = true
		if c.spec.Seat(m) != s.ToMove() {
			t.Fatalf("move %v is listed for seat %d, but seat %d is to move", m, c.spec.Seat(m), s.ToMove())
		}
	}
	if again := s.LegalMoves(); !slices.Equal(legal, again) {
		t.Fatalf("LegalMoves changed between two calls: %v, then %v", legal, again)
	}
	if len(legal) > 0 {
		// A buffer with room for the moves and not one more: they must
		// go in it, without a new array.
		prefix := make([]M, 1, 1+len(legal))
		prefix[0] = legal[len(legal)-1]
		appended := s.AppendLegalMoves(prefix)
		if appended[0] != prefix[0] || !slices.Equal(appended[1:], legal) {
			t.Fatalf("AppendLegalMoves(dst) does not keep dst and append the legal moves")
		}
		if &appended[0] != &prefix[0] {
			t.Fatalf("AppendLegalMoves(dst) made a new array, though dst had room for the %d moves", len(legal))
		}
	}
	c.noAliasing(s)
	c.position(s)
	if c.spec.Invariants != nil {
		c.spec.Invariants(t, s)
	}
	return legal
}

// noAliasing scribbles on the slices a state returns, as a careless caller
// might, and checks that the state did not change.
func (c checker[O, S, M, E, P]) noAliasing(s S) {
	c.t.Helper()
	scores := s.Scores()
	want := slices.Clone(scores)
	for i := range scores {
		scores[i] += 1000
	}
	if !slices.Equal(s.Scores(), want) {
		c.t.Fatalf("changing the slice Scores returned changed the state")
	}
	if winners := s.Winners(); len(winners) > 0 {
		winners[0] = -7
		if s.Winners()[0] == -7 {
			c.t.Fatalf("changing the slice Winners returned changed the state")
		}
	}
}

// position checks that the state's Position rebuilds it, directly and after
// a trip through JSON.
func (c checker[O, S, M, E, P]) position(s S) {
	t := c.t
	t.Helper()
	p := c.spec.Position(s)
	back, err := c.spec.FromPosition(p)
	if err != nil {
		t.Fatalf("FromPosition rejects the position of a reachable state: %v\n%v", err, s)
	}
	if back != s {
		t.Fatalf("FromPosition(Position()) differs from the state:\n%v\nrebuilt:\n%v", s, back)
	}
	data, err := json.Marshal(p)
	if err != nil {
		t.Fatalf("Position does not marshal to JSON: %v", err)
	}
	var decoded P
	if err := json.Unmarshal(data, &decoded); err != nil {
		t.Fatalf("Position JSON does not unmarshal: %v\n%s", err, data)
	}
	if back, err := c.spec.FromPosition(decoded); err != nil || back != s {
		t.Fatalf("Position does not survive JSON (err %v):\n%s", err, data)
	}
}

// arbitraryMove checks that the move m is accepted exactly when it is legal,
// and that a rejected one changes nothing.
func (c checker[O, S, M, E, P]) arbitraryMove(s S, legal []M, m M) {
	t := c.t
	t.Helper()
	before := c.snapshot(s)
	next, evs, err := s.Apply(m)
	if slices.Contains(legal, m) {
		if err != nil {
			t.Fatalf("Apply rejects the legal move %v: %v", m, err)
		}
		return
	}
	if err == nil {
		t.Fatalf("Apply accepts %v, which is not among the legal moves %v", m, legal)
	}
	if !errors.Is(err, c.spec.ErrIllegalMove) {
		t.Fatalf("Apply(%v) returns %q, which does not wrap ErrIllegalMove", m, err)
	}
	CheckRefusal(t, err, len(s.Scores()))
	if next != s || evs != nil {
		t.Fatalf("a rejected move returned a changed game or events %v", evs)
	}
	if _, err := s.Decide(m); !errors.Is(err, c.spec.ErrIllegalMove) {
		t.Fatalf("Decide(%v) of an illegal move returns %v", m, err)
	}
	if c.snapshot(s) != before {
		t.Fatalf("a rejected move changed its receiver")
	}
}

// apply applies a legal move and checks Apply against Decide and Evolve, the
// receiver's immutability, and the JSON of moves and events.
func (c checker[O, S, M, E, P]) apply(s S, m M) (S, []E) {
	t := c.t
	t.Helper()
	before, copied := c.snapshot(s), s
	next, evs, err := s.Apply(m)
	if err != nil {
		t.Fatalf("Apply rejects the legal move %v: %v", m, err)
	}
	if s != copied || c.snapshot(s) != before {
		t.Fatalf("Apply(%v) changed its receiver", m)
	}
	if len(evs) == 0 {
		t.Fatalf("Apply(%v) reports no event", m)
	}
	decided, err := s.Decide(m)
	if err != nil {
		t.Fatalf("Decide rejects the legal move %v: %v", m, err)
	}
	if !slices.Equal(decided, evs) {
		t.Fatalf("Decide(%v) gives events %v, Apply gives %v", m, decided, evs)
	}
	folded := s
	for i, e := range evs {
		if folded, err = folded.Evolve(e); err != nil {
			t.Fatalf("Evolve rejects event %d (%v) of Apply(%v): %v", i, e, m, err)
		}
	}
	if folded != next {
		t.Fatalf("Decide+Evolve of %v differs from Apply:\n%v\nApply:\n%v", m, folded, next)
	}
	if s != copied || c.snapshot(s) != before {
		t.Fatalf("Decide or Evolve changed the receiver")
	}
	RoundTripJSON(t, m)
	for _, e := range evs {
		RoundTripJSON(t, e)
	}
	return next, evs
}

// end checks a finished game against its record.
func (c checker[O, S, M, E, P]) end(opts O, s S, moves []M, events []E) {
	t := c.t
	t.Helper()
	replayed, replayEvents, err := c.spec.Replay(opts, moves)
	if err != nil {
		t.Fatalf("Replay of the game's own moves: %v", err)
	}
	if replayed != s || !slices.Equal(replayEvents, events) {
		t.Fatalf("Replay of the moves does not rebuild the game")
	}
	folded, err := c.spec.Fold(opts, events)
	if err != nil {
		t.Fatalf("Fold of the game's own events: %v", err)
	}
	if folded != s {
		t.Fatalf("Fold of the events does not rebuild the game")
	}
	scores := s.Scores()
	best := slices.Max(scores)
	var want []int
	for seat, score := range scores {
		if score == best {
			want = append(want, seat)
		}
	}
	if !slices.Equal(s.Winners(), want) {
		t.Fatalf("Winners %v, but the best score %d of %v is held by %v", s.Winners(), best, scores, want)
	}
}

// snapshot is a deep picture of a state: its position as JSON. Comparing
// snapshots catches a change made through shared storage, which == on the
// state value cannot see.
func (c checker[O, S, M, E, P]) snapshot(s S) string {
	c.t.Helper()
	data, err := json.Marshal(c.spec.Position(s))
	if err != nil {
		c.t.Fatalf("Position does not marshal to JSON: %v", err)
	}
	return string(data)
}

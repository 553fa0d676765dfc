package gametest

import (
	"context"
	"errors"
	"reflect"
	"slices"

	"github.com/tabletopgo/tabletop/rng"
)

// Walk plays on from s for a number of moves that draw picks, up to
// maxSteps, each drawn among the legal moves, and returns the state it
// reaches, earlier if the game ends: a state of any phase, for properties
// that hold everywhere. A move the game refuses fails t.
func Walk[S State[S, M, E], M, E comparable](t TB, s S, maxSteps int, draw Draw) S {
	t.Helper()
	for range draw(maxSteps+1, "steps") {
		moves := s.LegalMoves()
		if len(moves) == 0 {
			break
		}
		var err error
		if s, _, err = s.Apply(moves[draw(len(moves), "move")]); err != nil {
			t.Fatalf("a legal move is refused: %v", err)
		}
	}
	return s
}

// Viewed is what CheckBot needs of a game's State: its legal moves, and
// the View of each seat, which a bot chooses from.
type Viewed[M, V any] interface {
	ToMove() int
	LegalMoves() []M
	View(seat int) V
}

// CheckBot checks a bot's choice at s, a state of a game of the given
// number of seats: from the View of the seat to move, choose returns one of
// s's legal moves; from the View of another seat (the next one, or seat 0
// when nobody is to move), an error wrapping errIllegal.
func CheckBot[S Viewed[M, V], M comparable, V any](t TB, s S, seats int, choose func(context.Context, V) (M, error), errIllegal error) {
	t.Helper()
	ctx := context.Background()
	seat := s.ToMove()
	other := 0
	if seat >= 0 {
		m, err := choose(ctx, s.View(seat))
		if err != nil || !slices.Contains(s.LegalMoves(), m) {
			t.Fatalf("seat %d's bot chose %v, %v: not one of its legal moves", seat, m, err)
		}
		other = (seat + 1) % seats
	}
	if _, err := choose(ctx, s.View(other)); !errors.Is(err, errIllegal) {
		t.Fatalf("a bot of seat %d, not to move, gives %v, not %v", other, err, errIllegal)
	}
}

// Player is what Playthrough needs of a game's State: the legal moves,
// and Next.
type Player[S any, M any] interface {
	Over() bool
	LegalMoves() []M
	Next(m M) (S, error)
}

// Playthrough plays from s to the end of the game, each move drawn with r
// among the legal moves, and returns every state met before the end: a
// mix of every phase, for benchmarks to run over.
func Playthrough[S Player[S, M], M any](s S, r *rng.Source) []S {
	var states []S
	for !s.Over() {
		states = append(states, s)
		moves := s.LegalMoves()
		s, _ = s.Next(moves[r.IntN(len(moves))])
	}
	return states
}

// Rover is what PlayRandomly needs of a game's State: whether it is over,
// a random legal move, and Next.
type Rover[S any, M any] interface {
	Over() bool
	RandomMove(r *rng.Source) (M, bool)
	Next(m M) (S, error)
}

// PlayRandomly plays on from s for up to steps moves, each drawn by
// RandomMove with r, and returns the last state before the game would end:
// a state where a seat is to move, for the search bots' tests. A move the
// game refuses fails t.
func PlayRandomly[S Rover[S, M], M any](t TB, s S, r *rng.Source, steps int) S {
	t.Helper()
	for range steps {
		m, _ := s.RandomMove(r)
		next, err := s.Next(m)
		if err != nil {
			t.Fatalf("a random move is refused: %v", err)
		}
		if next.Over() {
			break
		}
		s = next
	}
	return s
}

// Visit plays s to the end, each move drawn by RandomMove with r, and
// calls f with every state met, the first and the last included: for
// checks that hold in every state of a game. A game with no move drawn
// before its end, or a move it refuses, fails t.
func Visit[S Rover[S, M], M any](t TB, s S, r *rng.Source, f func(S)) {
	t.Helper()
	for {
		f(s)
		if s.Over() {
			return
		}
		m, ok := s.RandomMove(r)
		if !ok {
			t.Fatalf("no random move in a game that is not over")
		}
		var err error
		if s, err = s.Next(m); err != nil {
			t.Fatalf("a random move is refused: %v", err)
		}
	}
}

// Seats is what VisitSeats needs of a game's State: a Rover that says how
// many seats its game has.
type Seats[S any, M any] interface {
	Rover[S, M]
	Players() int
}

// VisitSeats plays games random games as Visit does, game g from
// newGame(g) with its moves drawn by rng.New(g), and calls f with every
// state met and each of its seats and the spectator (-1): for checks that
// hold in every seat's View of random games. A game newGame refuses fails
// t.
func VisitSeats[S Seats[S, M], M any](t TB, games uint64, newGame func(seed uint64) (S, error), f func(s S, seat int)) {
	t.Helper()
	for seed := range games {
		s, err := newGame(seed)
		if err != nil {
			t.Fatalf("game %d: %v", seed, err)
		}
		r := rng.New(seed)
		Visit(t, s, &r, func(s S) {
			for seat := -1; seat < s.Players(); seat++ {
				f(s, seat)
			}
		})
	}
}

// Applier is what Applies needs of a game's State: Apply.
type Applier[S any, M, E any] interface {
	Apply(m M) (S, []E, error)
}

// Applies applies m to s and returns the next state, failing t unless the
// move is accepted and causes exactly the events want, in order: the step
// of the games' scripted scenes.
func Applies[S Applier[S, M, E], M, E any](t TB, s S, m M, want ...E) S {
	t.Helper()
	next, events, err := s.Apply(m)
	if err != nil {
		t.Fatalf("%v is refused: %v", m, err)
	}
	if !reflect.DeepEqual(want, events) {
		t.Fatalf("the events of %v are\n%+v, not\n%+v", m, events, want)
	}
	return next
}

// Playthroughs returns the states that Playthrough meets in games games,
// game g from newGame(g), every move drawn from one Source seeded 1: a mix
// of every phase and seed, for benchmarks to run over. An error of newGame
// fails t.
func Playthroughs[S Player[S, M], M any](t TB, games int, newGame func(seed uint64) (S, error)) []S {
	t.Helper()
	var states []S
	r := rng.New(1)
	for seed := range uint64(games) {
		s, err := newGame(seed)
		if err != nil {
			t.Fatalf("game %d: %v", seed, err)
		}
		states = append(states, Playthrough(s, &r)...)
	}
	return states
}

// Stepper is what NextAgrees needs of a game's State: Apply, and Next, its
// fast path without events.
type Stepper[S any, M, E any] interface {
	comparable
	Apply(m M) (S, []E, error)
	Next(m M) (S, error)
}

// NextAgrees plays m, legal or not, on s with Apply and with Next, and
// fails t unless they answer alike: the same state, and the same error
// (none, or the same message). It returns that state and error.
func NextAgrees[S Stepper[S, M, E], M, E any](t TB, s S, m M) (S, error) {
	t.Helper()
	applied, _, applyErr := s.Apply(m)
	next, nextErr := s.Next(m)
	switch {
	case (applyErr == nil) != (nextErr == nil) || applyErr != nil && applyErr.Error() != nextErr.Error():
		t.Fatalf("%v: Apply says %v, Next %v", m, applyErr, nextErr)
	case applied != next:
		t.Fatalf("%v: Apply gives\n%v\nNext gives\n%v", m, applied, next)
	}
	return next, nextErr
}

// CheckPlayout plays each of states out with playout, a game's own loop
// for the search (search.Game.Playout), and with the loop of RandomMove
// and Next that it stands for, each from a copy of one Source, and fails t
// unless both end in the same state with the Source at the same place.
func CheckPlayout[S interface {
	comparable
	Rover[S, M]
}, M any](t TB, states []S, playout func(s *S, r *rng.Source) error) {
	t.Helper()
	r := rng.New(7)
	for i, start := range states {
		want, wantR := start, r
		for !want.Over() {
			m, ok := want.RandomMove(&wantR)
			if !ok {
				t.Fatalf("state %d: RandomMove found no move in a game not over", i)
			}
			next, err := want.Next(m)
			if err != nil {
				t.Fatalf("state %d: a random move is refused: %v", i, err)
			}
			want = next
		}
		got := start
		if err := playout(&got, &r); err != nil {
			t.Fatalf("state %d: playout: %v", i, err)
		}
		if got != want || r != wantR {
			t.Fatalf("state %d: playout ends in another state, or at another place of the Source, than RandomMove and Next", i)
		}
	}
}

package gametest

import (
	"errors"
	"strings"

	"github.com/tabletopgo/tabletop/rng"
)

// NoGameState is what CheckNoGame needs of a game's State: every method
// that must answer "no game" on the zero State.
type NoGameState[S any, M, E, V any] interface {
	comparable
	ToMove() int
	Over() bool
	Scores() []int
	Winners() []int
	LegalMoves() []M
	String() string
	RandomMove(r *rng.Source) (M, bool)
	Apply(m M) (S, []E, error)
	Decide(m M) ([]E, error)
	Next(m M) (S, error)
	Evolve(e E) (S, error)
	View(seat int) V
}

// NoGameView is what CheckNoGameView needs of a game's View.
type NoGameView[M, C any] interface {
	LegalMoves() []M
	Choices() []C
	String() string
}

// noGame is what the zero State's refusals say after the package's name.
const noGame = "no game: the zero State holds none"

// CheckNoGame checks that s, the zero State of the package named pkg,
// answers as a game that holds nothing: nobody to move, over, no scores,
// winners or moves, no move to draw, "no game" for its String; each of
// moves refused by Apply, Decide and Next with an error wrapping
// errIllegal that reads "pkg: illegal move: no game: the zero State holds
// none", Apply giving s back and no events; each of events refused by
// Evolve with an error wrapping errEvent that says the same; and the View
// of each of seats a View of no game (see CheckNoGameView).
func CheckNoGame[S NoGameState[S, M, E, V], M, E any, V NoGameView[M, C], C any](t TB, s S, pkg string, moves []M, events []E, seats []int, errIllegal, errEvent error) {
	t.Helper()
	r := rng.New(1)
	_, ok := s.RandomMove(&r)
	switch {
	case s.ToMove() != -1 || !s.Over():
		t.Fatalf("the zero State has seat %d to move, over %v", s.ToMove(), s.Over())
	case s.Scores() != nil || s.Winners() != nil || s.LegalMoves() != nil || ok:
		t.Fatalf("the zero State has scores %v, winners %v, moves %v, a move to draw %v", s.Scores(), s.Winners(), s.LegalMoves(), ok)
	case s.String() != "no game":
		t.Fatalf("the zero State reads %q", s.String())
	}
	refused := pkg + ": illegal move: " + noGame
	for _, m := range moves {
		after, events, err := s.Apply(m)
		if after != s || events != nil {
			t.Fatalf("the zero State's Apply(%v) gives %v and events %v", m, after, events)
		}
		checkRefusal(t, "Apply", m, err, errIllegal, refused)
		_, err = s.Decide(m)
		checkRefusal(t, "Decide", m, err, errIllegal, refused)
		_, err = s.Next(m)
		checkRefusal(t, "Next", m, err, errIllegal, refused)
	}
	for _, e := range events {
		_, err := s.Evolve(e)
		if !errors.Is(err, errEvent) || err == nil || !strings.Contains(err.Error(), noGame) {
			t.Fatalf("the zero State's Evolve(%v) gives %v, not %v saying %q", e, err, errEvent, noGame)
		}
	}
	for _, seat := range seats {
		CheckNoGameView[V, M, C](t, s.View(seat))
	}
}

func checkRefusal(t TB, method string, m any, err, want error, text string) {
	t.Helper()
	if !errors.Is(err, want) || err.Error() != text {
		t.Fatalf("the zero State's %s(%v) gives %v, not %q", method, m, err, text)
	}
}

// CheckNoGameView checks that v, a View of no game, has no moves and no
// choices (nil, as JSON's null: the wire form writes them as []), and
// reads "no game".
func CheckNoGameView[V NoGameView[M, C], M, C any](t TB, v V) {
	t.Helper()
	if v.LegalMoves() != nil || v.Choices() != nil || v.String() != "no game" {
		t.Fatalf("a View of no game has moves %v, choices %v and reads %q", v.LegalMoves(), v.Choices(), v.String())
	}
}

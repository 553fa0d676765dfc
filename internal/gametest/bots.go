package gametest

import "context"

// Seated is what PlayBots needs of a game's State: the seat to move, its
// View, and Next.
type Seated[S any, M, V any] interface {
	Over() bool
	ToMove() int
	View(seat int) V
	Next(m M) (S, error)
}

// Chooser is a game's Bot: it chooses a move from a seat's View.
type Chooser[V, M any] interface {
	Choose(ctx context.Context, v V) (M, error)
}

// PlayBots plays s to the end, each move chosen by the bot of the seat to
// move, bots[seat], from that seat's View, and returns the final state. A
// bot's error, or a move the game refuses, fails t.
func PlayBots[S Seated[S, M, V], B Chooser[V, M], M, V any](t TB, s S, bots []B) S {
	t.Helper()
	for !s.Over() {
		seat := s.ToMove()
		m, err := bots[seat].Choose(context.Background(), s.View(seat))
		if err != nil {
			t.Fatalf("seat %d's bot chose no move: %v", seat, err)
		}
		if s, err = s.Next(m); err != nil {
			t.Fatalf("seat %d's bot chose %v, which the game refuses: %v", seat, m, err)
		}
	}
	return s
}

// Won is what Duel needs of a finished game: its winners, the seats with
// the best score.
type Won interface{ Winners() []int }

// Duel plays games two-seat games with PlayBots, game g from newGame(g),
// with bot a in seat g%2 and other(g) in the other seat, and returns a's
// wins and the ties (games of two winners). An error of newGame fails t.
func Duel[S interface {
	Seated[S, M, V]
	Won
}, B Chooser[V, M], M, V any](t TB, games int, newGame func(g int) (S, error), a B, other func(g int) B) (wins, ties int) {
	t.Helper()
	for g := range games {
		s, err := newGame(g)
		if err != nil {
			t.Fatalf("game %d: %v", g, err)
		}
		seat := g % 2
		bots := make([]B, 2)
		bots[seat], bots[1-seat] = a, other(g)
		switch w := PlayBots(t, s, bots).Winners(); {
		case len(w) == 2:
			ties++
		case w[0] == seat:
			wins++
		}
	}
	return wins, ties
}

package gametest

import "github.com/tabletopgo/tabletop/lang"

// Typer is what CheckTypedReadsBack needs of a seat's View in one
// language: the text a player types for a move, and its reading.
type Typer[M any] interface {
	Typed(m M) string
	ParseTyped(seat int, text string) (M, error)
}

// CheckTypedReadsBack fails t unless, in every language, each of moves'
// Typed, as view(l) (the View of seat, the seat to move, in l) writes it,
// reads back as that very move: what a player copies from a screen in
// their language is the move the screen offered.
func CheckTypedReadsBack[M comparable, V Typer[M]](t TB, seat int, moves []M, view func(l lang.Language) V) {
	t.Helper()
	for _, l := range lang.All() {
		v := view(l)
		for _, m := range moves {
			typed := v.Typed(m)
			read, err := v.ParseTyped(seat, typed)
			if err != nil || read != m {
				t.Fatalf("%s: %v, typed %q, reads back as %v, %v", l, m, typed, read, err)
			}
		}
	}
}

package gametest

import (
	"math"
	"slices"

	"github.com/tabletopgo/tabletop/rng"
)

// ChiSquareBound returns the value that a chi-square statistic of df
// degrees of freedom exceeds with the chance that a standard normal value
// exceeds z (Wilson and Hilferty's approximation of the quantile): at z = 5,
// far below one in a million. The games' tests of chance are seeded, so
// they are deterministic: the bound says that a bias would be caught, not
// that a test might flake.
func ChiSquareBound(df int, z float64) float64 {
	k := float64(df)
	c := 1 - 2/(9*k) + z*math.Sqrt(2/(9*k))
	return k * c * c * c
}

// Drawer is what CheckRandomMove needs of a game's State: its legal moves,
// and one of them drawn at random.
type Drawer[M any] interface {
	LegalMoves() []M
	RandomMove(r *rng.Source) (M, bool)
}

// CheckRandomMoveIsLegal fails t unless RandomMove at s, with r, gives one
// of s's legal moves, and false exactly when s has none.
func CheckRandomMoveIsLegal[S Drawer[M], M comparable](t TB, s S, r *rng.Source) {
	t.Helper()
	legal := s.LegalMoves()
	m, ok := s.RandomMove(r)
	switch {
	case ok != (len(legal) > 0):
		t.Fatalf("RandomMove says %v where %d moves are legal", ok, len(legal))
	case ok && !slices.Contains(legal, m):
		t.Fatalf("RandomMove draws %v, which is not legal", m)
	}
}

// CheckRandomMove draws perMove moves for each legal move of s, a state
// where a seat is to move, with RandomMove and r, and fails t unless every
// draw is legal, every legal move comes up, and the counts pass a
// chi-square test of uniformity at z = 5.
func CheckRandomMove[S Drawer[M], M comparable](t TB, s S, r *rng.Source, perMove int) {
	t.Helper()
	legal := s.LegalMoves()
	counts := make(map[M]int, len(legal))
	for range perMove * len(legal) {
		m, ok := s.RandomMove(r)
		if !ok {
			t.Fatalf("RandomMove draws no move where %d are legal", len(legal))
		}
		counts[m]++
	}
	if len(counts) != len(legal) {
		t.Fatalf("%d moves came up, not the %d legal ones", len(counts), len(legal))
	}
	var x2 float64
	for _, m := range legal {
		d := float64(counts[m] - perMove)
		x2 += d * d / float64(perMove)
	}
	if bound := ChiSquareBound(len(legal)-1, 5); x2 >= bound {
		t.Fatalf("moves are not drawn uniformly: chi-square %.1f, above %.1f", x2, bound)
	}
}

package lino_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/lino"
)

// scene sets up a game in its filling phase from a picture, two characters
// a cell as State.String draws them: "X " and "O " for stones (X* and O* for
// a stone on a star), ". " for an empty tile, "* " for an empty star, "x3" or
// "o5" for an empty tile with black's 3 or white's 5, blanks for no tile.
// Row y of the picture is y=0. The field is padded to 56 tiles with upright
// dominoes in rows 12 to 19, far from the picture, which take the stones
// that make placed stones in all (seat 0 placing first) and can neither
// close a row nor make a run with the picture (an odd count adds a tile
// beside the last domino's foot). Six of them count as the
// tiles moved while building.
func scene(t testing.TB, picture string, placed int) lino.State {
	t.Helper()
	var layout []lino.Cell
	var faces []lino.Face
	var stones [2][]lino.Cell
	for y, line := range strings.Split(strings.Trim(picture, "\n"), "\n") {
		for x := 0; 2*x < len(line); x++ {
			cellText := (line[2*x:] + " ")[:2]
			c := lino.Cell{X: int8(x), Y: int8(y)}
			face := lino.Blank
			switch cellText[0] {
			case ' ':
				continue
			case 'X', 'O':
				stones[strings.IndexByte("XO", cellText[0])] = append(stones[strings.IndexByte("XO", cellText[0])], c)
				if cellText[1] == '*' {
					face = lino.Star
				}
			case '*':
				face = lino.Star
			case 'x', 'o':
				var err error
				face, err = lino.ParseFace(strings.ToUpper(cellText))
				require.NoError(t, err, "%q", cellText)
			case '.':
			default:
				t.Fatalf("%q is not a cell of a picture", cellText)
			}
			layout = append(layout, c)
			faces = append(faces, face)
		}
	}
	var filler []lino.Cell
	for _, y := range []int8{12, 15, 18} {
		for x := int8(0); x < 20; x += 2 {
			filler = append(filler, lino.Cell{X: x, Y: y}, lino.Cell{X: x, Y: y + 1})
		}
	}
	need := lino.NumTiles - len(layout)
	filler = filler[:need&^1]
	if need%2 == 1 { // an odd count: a tile beside the last domino's foot
		last := filler[len(filler)-1]
		filler = append(filler, lino.Cell{X: last.X + 1, Y: last.Y})
	}
	layout = append(layout, filler...)
	for len(faces) < lino.NumTiles {
		faces = append(faces, lino.Blank)
	}
	want := [2]int{(placed + 1) / 2, placed / 2}
	free := filler
	for seat := range 2 {
		for len(stones[seat]) < want[seat] {
			require.NotEmpty(t, free, "not enough filler tiles for the stones")
			stones[seat] = append(stones[seat], free[0])
			free = free[1:]
		}
	}
	var tiles []lino.Tile
	for i, c := range layout {
		tiles = append(tiles, lino.Tile{Cell: c, Face: faces[i]})
	}
	p := lino.Position{
		Options: lino.Options{Bonus: true, Layout: layout, Faces: faces},
		Round:   1,
		Phase:   lino.PhaseFilling,
		ToMove:  placed % 2,
		Tiles:   tiles,
		Stones:  stones,
		Moved:   filler[len(filler)-6:],
		Vacated: []lino.Cell{{19, 0}, {19, 1}, {19, 2}, {19, 3}, {19, 4}, {19, 5}},
	}
	s, err := lino.FromPosition(p)
	require.NoError(t, err)
	return s
}

// cell parses a cell, for tests.
func cell(t testing.TB, s string) lino.Cell {
	t.Helper()
	c, err := lino.ParseCell(s)
	require.NoError(t, err)
	return c
}

// row parses a row, for tests.
func row(t testing.TB, s string) lino.Row {
	t.Helper()
	r, err := lino.ParseRow(s)
	require.NoError(t, err)
	return r
}

// apply applies m and checks that it causes exactly the events want.
func apply(t *testing.T, s lino.State, m lino.Move, want ...lino.Event) lino.State {
	t.Helper()
	next, events, err := s.Apply(m)
	require.NoError(t, err, "%v", m)
	require.Equal(t, want, events, "events of %v", m)
	return next
}

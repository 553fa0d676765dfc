package lino_test

import (
	"cmp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/lino"
)

// scene sets up a game in its filling phase from a picture, two characters
// a cell as State.String draws them: "X " and "O " for stones (X* and O* for
// a stone on a star), ". " for an empty tile, "* " for an empty star, "x3" or
// "o5" for an empty tile with black's 3 or white's 5, blanks for no tile.
// Row y of the picture is y=0; it may be 7 rows high at most.
//
// The position is one that play reaches, as FromPosition checks. The field
// is padded to 56 tiles with filler: horizontal lines in rows 8 to 18, each
// with an empty tile, so that no filler row is closed, far from the picture
// and from each other. They take the stones that make placed stones in all
// (seat 0 placing first), never four of a seat in a line, so that they make
// no run. The last filler line, of six tiles, holds the tiles moved while
// building, from the cells 19,0 to 19,5 of the layout. The faces of the
// picture are dealt to it by choosing Options.Faces, and the picture's
// closed rows are credited to the seat that has stones in them (to seat 0
// when both have): the scene's Scores may not be zero. It is long because
// it does all that, in that order, once.
func scene(t testing.TB, picture string, placed int) lino.State {
	t.Helper()
	var cells []lino.Cell
	faceAt := map[lino.Cell]lino.Face{}
	var stones [2][]lino.Cell
	lines := strings.Split(strings.Trim(picture, "\n"), "\n")
	require.LessOrEqual(t, len(lines), 7, "the picture is too high")
	for y, line := range lines {
		for x := 0; 2*x < len(line); x++ {
			cellText := (line[2*x:] + " ")[:2]
			c := lino.Cell{X: int8(x), Y: int8(y)}
			face := lino.Blank
			switch cellText[0] {
			case ' ':
				continue
			case 'X', 'O':
				seat := strings.IndexByte("XO", cellText[0])
				stones[seat] = append(stones[seat], c)
				if cellText[1] == '*' {
					face = lino.Star
				}
			case '*':
				face = lino.Star
			case 'x', 'o':
				var err error
				face, err = lino.ParseFace(cellText)
				require.NoError(t, err, "%q", cellText)
			case '.':
			default:
				t.Fatalf("%q is not a cell of a picture", cellText)
			}
			cells = append(cells, c)
			faceAt[c] = face
		}
	}
	want := [2]int{(placed + 1) / 2, placed / 2}
	quota := [2]int{want[0] - len(stones[0]), want[1] - len(stones[1])}
	require.True(t, quota[0] >= 0 && quota[1] >= 0, "more stones in the picture than placed")
	filler := lino.NumTiles - len(cells)
	empties := filler - quota[0] - quota[1]
	require.GreaterOrEqual(t, filler, 6+2)
	// The filler lines: the last of six tiles, the others sharing the
	// rest, one empty tile each.
	groups := min(empties, 1+(filler-6)/2, 12)
	require.GreaterOrEqual(t, groups, 2, "too few empty tiles for the filler")
	lengths := []int{}
	for g := range groups - 1 {
		lengths = append(lengths, (filler-6)/(groups-1)+btoi(g < (filler-6)%(groups-1)))
	}
	lengths = append(lengths, 6)
	var fillerCells []lino.Cell
	x, y := 0, 8
	emptyLeft := empties
	run := [2]int{} // the seat and length of the run of stones so far
	for _, n := range lengths {
		require.LessOrEqual(t, n, 20, "a filler line too long")
		if x+n > 20 {
			x, y = 0, y+2
		}
		require.LessOrEqual(t, y, 18, "no room for the filler")
		for i := range n {
			c := lino.Cell{X: int8(x + i), Y: int8(y)}
			fillerCells = append(fillerCells, c)
			faceAt[c] = lino.Blank
			if i == 0 || (emptyLeft > len(lengths)-len(fillerCells) && quota[0]+quota[1] == 0) {
				emptyLeft--
				run = [2]int{}
				continue
			}
			if quota[0]+quota[1] == 0 {
				emptyLeft--
				continue
			}
			seat := 0
			if quota[1] > quota[0] {
				seat = 1
			}
			if quota[seat] == 0 || (run[0] == seat && run[1] == 3) {
				seat = 1 - seat
			}
			require.Positive(t, quota[seat], "the filler cannot take the stones without a run")
			quota[seat]--
			stones[seat] = append(stones[seat], c)
			if run[0] == seat {
				run[1]++
			} else {
				run = [2]int{seat, 1}
			}
		}
		x += n + 1
	}
	require.Equal(t, [2]int{}, quota, "the filler cannot take the stones")
	moved := fillerCells[len(fillerCells)-6:]
	vacated := []lino.Cell{{X: 19, Y: 0}, {X: 19, Y: 1}, {X: 19, Y: 2}, {X: 19, Y: 3}, {X: 19, Y: 4}, {X: 19, Y: 5}}
	tiles := append(cells, fillerCells...)
	layout := append(append([]lino.Cell(nil), tiles[:len(tiles)-6]...), vacated...)
	slices.SortFunc(layout, func(a, b lino.Cell) int { return cmp.Or(cmp.Compare(a.Y, b.Y), cmp.Compare(a.X, b.X)) })
	opts := lino.Options{Bonus: true, Layout: layout, Faces: facesFor(t, layout, faceAt)}
	var tileList []lino.Tile
	for _, c := range tiles {
		tileList = append(tileList, lino.Tile{Cell: c, Face: faceAt[c]})
	}
	p := lino.Position{
		Options: opts,
		Round:   1,
		Phase:   lino.PhaseFilling,
		ToMove:  placed % 2,
		Tiles:   tileList,
		Stones:  stones,
		Moved:   moved,
		Vacated: vacated,
		Points:  closedRowCredit(p0(tileList, stones)),
	}
	s, err := lino.FromPosition(p)
	require.NoError(t, err)
	return s
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// p0 is a position with the tiles and stones alone, for the helpers of
// properties_test.go.
func p0(tiles []lino.Tile, stones [2][]lino.Cell) lino.Position {
	return lino.Position{Tiles: tiles, Stones: stones}
}

// closedRowCredit returns the points of the closed rows of p, each credited
// to the seat with stones in it, to seat 0 when both have.
func closedRowCredit(p lino.Position) [2]int {
	tiles := tilesOf(p)
	own := [2]set{stonesOf(p, 0), stonesOf(p, 1)}
	var points [2]int
	for c := range tiles {
		for _, step := range steps {
			if tiles[lino.Cell{X: c.X - step[0], Y: c.Y - step[1]}] {
				continue // not the line's first tile
			}
			line := lineThrough(tiles, c, step)
			has := [2]bool{}
			full := len(line) >= 2
			for _, r := range line {
				has[0], has[1] = has[0] || own[0][r], has[1] || own[1][r]
				full = full && (own[0][r] || own[1][r])
			}
			if full {
				points[btoi(!has[0])] += len(line)
			}
		}
	}
	return points
}

// facesFor returns the Options.Faces that the seed-0 shuffle deals so that
// each cell of the layout gets faceAt's face: it learns where the shuffle
// sends each face from six deals of stars and blanks, one bit of the
// face's index each.
func facesFor(t testing.TB, layout []lino.Cell, faceAt map[lino.Cell]lino.Face) []lino.Face {
	var from [lino.NumTiles]int
	for bit := range 6 {
		probe := make([]lino.Face, lino.NumTiles)
		for i := range probe {
			if i>>bit&1 != 0 {
				probe[i] = lino.Star
			}
		}
		s, err := lino.New(lino.Options{Bonus: true, Layout: layout, Faces: probe})
		require.NoError(t, err)
		for j, tile := range s.Position().Tiles {
			if tile.Face == lino.Star {
				from[j] |= 1 << bit
			}
		}
	}
	faces := make([]lino.Face, lino.NumTiles)
	for j, c := range layout {
		faces[from[j]] = faceAt[c]
	}
	return faces
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

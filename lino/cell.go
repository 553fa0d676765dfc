package lino

import (
	"fmt"
	"iter"
	"math/bits"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// Cell is a square of the table, in grid coordinates: X grows to the right,
// Y downwards. A cell may hold a tile, and a tile a stone.
type Cell struct {
	// X is the column: it grows to the right.
	X int8
	// Y is the row: it grows downwards.
	Y int8
}

// String returns "x,y", such as "4,0" or "-1,3".
func (c Cell) String() string { return engine.FormatPair(c.X, c.Y) }

// ParseCell parses the form String returns.
func ParseCell(s string) (Cell, error) {
	x, y, ok := engine.ParsePair(s)
	if !ok {
		return Cell{}, fmt.Errorf("%s is not a cell: write x,y from -128 to 127, such as 4,0", engine.Quote(s))
	}
	return Cell{x, y}, nil
}

// MarshalText implements [encoding.TextMarshaler]; JSON shows a cell as
// "x,y".
func (c Cell) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText implements [encoding.TextUnmarshaler] with [ParseCell].
func (c *Cell) UnmarshalText(text []byte) error {
	parsed, err := ParseCell(string(text))
	if err == nil {
		*c = parsed
	}
	return err
}

// Direction is one of the four directions of a line: the other four are the
// same lines walked backwards.
type Direction uint8

// The directions of lines.
const (
	East      Direction = iota // horizontal, to the right
	South                      // vertical, downwards
	SouthEast                  // diagonal, down and to the right
	NorthEast                  // diagonal, up and to the right
	numDirections
)

// step returns the change of X and Y one cell along d.
func (d Direction) step() (dx, dy int) {
	return [...]int{1, 0, 1, 1}[d], [...]int{0, 1, 1, -1}[d]
}

// String returns "east", "south", "southeast" or "northeast".
func (d Direction) String() string {
	if d < numDirections {
		return [...]string{"east", "south", "southeast", "northeast"}[d]
	}
	return fmt.Sprintf("Direction(%d)", uint8(d))
}

// Row is a straight line of cells: Len cells from Start, along Dir. Rows
// that close and runs of stones that score are Rows.
type Row struct {
	// Start is the row's first cell, from which it runs along Dir.
	Start Cell
	// Dir is the direction the row runs from Start.
	Dir Direction
	// Len is the number of cells, two at least.
	Len int
}

// valid reports whether r is a row that String and ParseRow agree on: two
// cells at least, along one of the four directions, within the cells'
// range.
func (r Row) valid() bool {
	if r.Dir >= numDirections || r.Len < 2 || r.Len > 256 {
		return false
	}
	dx, dy := r.Dir.step()
	x, y := int(r.Start.X)+(r.Len-1)*dx, int(r.Start.Y)+(r.Len-1)*dy
	return x >= -128 && x <= 127 && y >= -128 && y <= 127
}

// Cells returns the row's cells, from Start, and nil for a Row that is not
// one: fewer than two cells, a direction that is not one of the four, or
// cells beyond the range of a Cell.
func (r Row) Cells() []Cell {
	if !r.valid() {
		return nil
	}
	dx, dy := r.Dir.step()
	cells := make([]Cell, r.Len)
	for i := range cells {
		cells[i] = Cell{r.Start.X + int8(i*dx), r.Start.Y + int8(i*dy)}
	}
	return cells
}

// End returns the row's last cell, and Start for a Row that is not one
// (see Cells).
func (r Row) End() Cell {
	if !r.valid() {
		return r.Start
	}
	dx, dy := r.Dir.step()
	return Cell{r.Start.X + int8((r.Len-1)*dx), r.Start.Y + int8((r.Len-1)*dy)}
}

// String returns the row as its first and last cells, "3,4..5,4"; a Row
// that is not one (see Cells) shows its fields, "Row(3,4 east 0)".
func (r Row) String() string {
	if !r.valid() {
		return fmt.Sprintf("Row(%v %v %d)", r.Start, r.Dir, r.Len)
	}
	return r.Start.String() + ".." + r.End().String()
}

// ParseRow parses the form String returns. The cells must lie on one line,
// walked east, south, southeast or northeast.
func ParseRow(s string) (Row, error) {
	from, to, ok := strings.Cut(s, "..")
	start, err1 := ParseCell(from)
	end, err2 := ParseCell(to)
	if !ok || err1 != nil || err2 != nil {
		return Row{}, fmt.Errorf("%s is not a row: write its first and last cells, such as 3,4..5,4", engine.Quote(s))
	}
	dx, dy := int(end.X)-int(start.X), int(end.Y)-int(start.Y)
	n := max(abs(dx), abs(dy))
	for d := range numDirections {
		sx, sy := d.step()
		if n > 0 && dx == sx*n && dy == sy*n {
			return Row{start, d, n + 1}, nil
		}
	}
	return Row{}, fmt.Errorf("%s is not a row: walk it east, south, southeast or northeast, two cells at least", engine.Quote(s))
}

// MarshalText implements [encoding.TextMarshaler]; a Row that is not one
// (see Cells) gives an error.
func (r Row) MarshalText() ([]byte, error) {
	if !r.valid() {
		return nil, fmt.Errorf("lino: cannot marshal %v: not a row", r)
	}
	return []byte(r.String()), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler] with [ParseRow].
func (r *Row) UnmarshalText(text []byte) error {
	parsed, err := ParseRow(string(text))
	if err == nil {
		*r = parsed
	}
	return err
}

func abs(n int) int { return max(n, -n) }

// The grid. Layout cells have coordinates from 0 to maxCoord; each move of
// the building phase can take the field one cell further, so every cell of
// a game lies within margin cells of that square, and a 32×32 grid of
// uint32 rows holds them all.
const (
	gridSize = 32
	margin   = 6
	maxCoord = gridSize - 2*margin - 1
)

// spot is a cell's index in the grid: y*gridSize + x, offset by the margin.
type spot int

func spotOf(c Cell) (spot, bool) {
	x, y := int(c.X)+margin, int(c.Y)+margin
	if x < 0 || x >= gridSize || y < 0 || y >= gridSize {
		return 0, false
	}
	return spot(y*gridSize + x), true
}

func (p spot) cell() Cell {
	return Cell{int8(int(p)%gridSize - margin), int8(int(p)/gridSize - margin)}
}

// board is a set of spots: bit x of row y.
type board [gridSize]uint32

func (b *board) has(p spot) bool { return b[p/gridSize]>>(p%gridSize)&1 != 0 }
func (b *board) set(p spot)      { b[p/gridSize] |= 1 << (p % gridSize) }
func (b *board) clear(p spot)    { b[p/gridSize] &^= 1 << (p % gridSize) }

// at reports whether the board holds the cell x, y, which may lie off the
// grid.
func (b *board) at(x, y int) bool {
	return x >= 0 && x < gridSize && y >= 0 && y < gridSize && b[y]>>x&1 != 0
}

// all yields the board's spots in grid order.
func (b *board) all() iter.Seq[spot] {
	return func(yield func(spot) bool) {
		for y, row := range b {
			for ; row != 0; row &= row - 1 {
				if !yield(spot(y*gridSize + bits.TrailingZeros32(row))) {
					return
				}
			}
		}
	}
}

// spots appends the board's spots to dst in grid order.
func (b *board) spots(dst []spot) []spot {
	for y, row := range b {
		for ; row != 0; row &= row - 1 {
			dst = append(dst, spot(y*gridSize+bits.TrailingZeros32(row)))
		}
	}
	return dst
}

// bounds returns the smallest and largest x and y of the board's spots.
func (b *board) bounds() (minX, minY, maxX, maxY int) {
	var columns uint32
	minY, maxY = gridSize, -1
	for y, row := range b {
		if row != 0 {
			columns |= row
			minY, maxY = min(minY, y), y
		}
	}
	return bits.TrailingZeros32(columns), minY, gridSize - 1 - bits.LeadingZeros32(columns), maxY
}

// xy splits a spot into grid coordinates.
func (p spot) xy() (x, y int) { return int(p) % gridSize, int(p) / gridSize }

// tileSet is the field's tiles: a board, the number of tiles in the rows
// above each row, and the tiles' cells in grid order, so that the rank of
// a tile is a popcount and the tile of a rank is a load, instead of walks
// over the rows. Make one with tileSetOf and change it with move, which
// keep the counts and the cells.
type tileSet struct {
	board
	above [gridSize]uint8
	cells [NumTiles]Cell
}

// tileSetOf returns the tiles of b, which holds NumTiles of them.
func tileSetOf(b board) tileSet {
	t := tileSet{board: b}
	t.count()
	return t
}

func (t *tileSet) count() {
	n := 0
	for y, row := range t.board {
		t.above[y] = uint8(n)
		for ; row != 0; row &= row - 1 {
			t.cells[n] = spot(y*gridSize + bits.TrailingZeros32(row)).cell()
			n++
		}
	}
}

// move moves the tile at from to the empty spot to.
func (t *tileSet) move(from, to spot) {
	t.clear(from)
	t.set(to)
	t.count()
}

// rank returns the number of tiles before p in grid order.
func (t *tileSet) rank(p spot) int {
	return int(t.above[p/gridSize]) + bits.OnesCount32(t.board[p/gridSize]&(1<<(p%gridSize)-1))
}

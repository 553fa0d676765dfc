package lino

import (
	"iter"
	"math/bits"

	"github.com/tabletopgo/tabletop/internal/engine"
)

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
	i, ok := engine.SquareIndex(c.X, c.Y, margin, gridSize)
	return spot(i), ok
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

package lino

import (
	"fmt"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
)

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
	return engine.TextIfValid(r, r.valid(), "lino: cannot marshal %v: not a row")
}

// UnmarshalText implements [encoding.TextUnmarshaler] with [ParseRow].
func (r *Row) UnmarshalText(text []byte) error {
	return engine.UnmarshalWith(r, text, ParseRow)
}

func abs(n int) int { return max(n, -n) }

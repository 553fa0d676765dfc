package linx

import (
	"fmt"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// Line is three cells in a row: Start and the two after it along Dir. A
// Line whose Dir is not one of the four directions, or whose cells would
// leave the range of a Cell, is no line: it does not marshal.
type Line struct {
	Start Cell      // the first cell
	Dir   Direction // where the other two lie from it
}

// Direction is one of the four directions of a line.
type Direction uint8

// The directions.
const (
	East Direction = iota
	South
	SouthEast
	NorthEast
	numDirections
)

func (d Direction) step() (dx, dy int8) {
	return [...]int8{1, 0, 1, 1}[d&3], [...]int8{0, 1, 1, -1}[d&3]
}

// Cells returns the line's three cells. Those of a Line that is no line
// (see [Line]) wrap around the range of a Cell.
func (l Line) Cells() [3]Cell {
	dx, dy := l.Dir.step()
	return [3]Cell{l.Start, {l.Start.X + dx, l.Start.Y + dy}, {l.Start.X + 2*dx, l.Start.Y + 2*dy}}
}

// valid reports whether l is a line: a direction, and cells within range.
func (l Line) valid() bool {
	if l.Dir >= numDirections {
		return false
	}
	dx, dy := l.Dir.step()
	x, y := int(l.Start.X)+2*int(dx), int(l.Start.Y)+2*int(dy)
	return -128 <= x && x <= 127 && -128 <= y && y <= 127
}

// String returns the line's first and last cells, "0,0..2,2".
func (l Line) String() string { c := l.Cells(); return c[0].String() + ".." + c[2].String() }

// ParseLine parses the form String returns: two cells two steps apart
// along a row, a column or a diagonal, within the range of a Cell.
func ParseLine(text string) (Line, error) {
	from, to, ok := strings.Cut(text, "..")
	a, errA := ParseCell(from)
	b, errB := ParseCell(to)
	if ok && errA == nil && errB == nil {
		for d := range numDirections {
			if l := (Line{a, d}); l.valid() && l.Cells()[2] == b {
				return l, nil
			}
		}
	}
	return Line{}, fmt.Errorf("%s is not a line of three: write its ends, such as 0,0..2,2", engine.Quote(text))
}

// MarshalText implements [encoding.TextMarshaler]: the form of String. A
// Line that is no line gives an error.
func (l Line) MarshalText() ([]byte, error) {
	return engine.TextIfValid(l, l.valid(), "linx: cannot marshal the line %+v: no line of three cells")
}

// UnmarshalText implements [encoding.TextUnmarshaler] with [ParseLine].
func (l *Line) UnmarshalText(text []byte) error {
	return engine.UnmarshalWith(l, text, ParseLine)
}

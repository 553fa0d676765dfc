package linx

import "github.com/tabletopgo/tabletop/internal/engine"

// Cell is a square of the grid. The grid floats: the first tile is placed
// at 0,0 and every other where the rules allow, X to the right, Y
// downwards.
type Cell struct {
	X int8 // columns, to the right of 0,0
	Y int8 // rows, downwards from 0,0
}

// String returns "x,y".
func (c Cell) String() string { return engine.FormatPair(c.X, c.Y) }

// ParseCell parses the form String returns.
func ParseCell(text string) (Cell, error) { return engine.ParseCell[Cell](text, "1,-2") }

// MarshalText implements [encoding.TextMarshaler].
func (c Cell) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText implements [encoding.TextUnmarshaler] with [ParseCell].
func (c *Cell) UnmarshalText(text []byte) error {
	return engine.UnmarshalWith(c, text, ParseCell)
}

// The window of the grid: every tile of a round fits a 5×5 square that
// holds 0,0, so its cells lie within reach of 0,0.
const (
	reach    = 4
	span     = 2*reach + 1
	numSpots = span * span
)

// spot is a cell's index in the window.
type spot int

func spotOf(c Cell) (spot, bool) {
	i, ok := engine.SquareIndex(c.X, c.Y, reach, span)
	return spot(i), ok
}

func (p spot) cell() Cell { return Cell{int8(int(p)%span - reach), int8(int(p)/span - reach)} }

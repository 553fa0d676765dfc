package lino

import "github.com/tabletopgo/tabletop/internal/engine"

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
func ParseCell(s string) (Cell, error) { return engine.ParseCell[Cell](s, "4,0") }

// MarshalText implements [encoding.TextMarshaler]; JSON shows a cell as
// "x,y".
func (c Cell) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText implements [encoding.TextUnmarshaler] with [ParseCell].
func (c *Cell) UnmarshalText(text []byte) error {
	return engine.UnmarshalWith(c, text, ParseCell)
}

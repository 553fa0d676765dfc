package linx

import (
	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/speech"
)

// Axes are the names of the grid's columns and rows, as a person reads
// them: columns by letters from A, left to right, rows by numbers from 1,
// top to bottom, and a cell by both together, "D4", in every language.
// Every label, preview, sentence, refusal and picture names cells so, and
// the View's JSON carries its axes ("axes") so that a front-end draws the
// same names and never works them out itself; notation and JSON keep the
// grid's "x,y".
//
// The axes span every cell a tile may reach in a round, whatever the
// seats do: the square of the widest grid (4×4 with two seats, 5×5 with
// three or four) around the round's first tile, at 0,0, or the neutral
// block of three seats, at 0,0 to 2,2. That is 7×7 cells with two seats
// (0,0 is D4, the middle), 7×7 with three (the block is C3 to E5, the
// middle) and 9×9 with four (0,0 is E5). So the names hold for the whole
// match, a name is never 0 or below, and the middle of the grid is the
// middle of the axes.
type Axes struct {
	// Left is the x of column A.
	Left int `json:"left"`
	// Top is the y of row 1.
	Top int `json:"top"`
	// Columns are the columns' names, left to right: "A", "B", ….
	Columns []string `json:"columns"`
	// Rows are the rows' names, top to bottom: "1", "2", ….
	Rows []string `json:"rows"`
}

// Axes returns the names of the columns and rows of the view's grid (see
// [Axes] for the cells they span). A View of no table has none.
func (v View) Axes() Axes { return engine.AxesOf[Axes](frameFor(v.Players)) }

// Name returns the name of c on the axes: Columns[c.X-Left] +
// Rows[c.Y-Top], such as "D4". A cell beyond the axes, which no tile can
// reach, keeps its "x,y".
func (a Axes) Name(c Cell) string { return cellName(engine.FrameOf(a), c) }

// Cell returns the cell that the axes name name, the inverse of [Axes.Name]:
// "D4", its letters in any case, is Columns[i] + Rows[j] at the cell
// Left+i, Top+j. ok is false for a name beyond the axes, where no tile can
// go, and for anything that is no name, "0,0" included ([ParseCell] reads
// that).
func (a Axes) Cell(name string) (c Cell, ok bool) {
	x, y, ok := engine.NamedCell(engine.FrameOf(a), name)
	return Cell{x, y}, ok
}

// ParseMoveFor is [ParseMoveFor] with the cell written as a person reads
// it on the axes, "up R D4" (as every label and sentence names it), or as
// its "x,y": what a text front-end calls with the text a player typed,
// which the handle's Play does with the grid's axes. A name beyond the
// axes is refused as an "x,y" off the grid is, of reason
// [ReasonNotLegalHere], whose sentence says that the cell lies outside the
// square.
func (a Axes) ParseMoveFor(seat int, text string) (Move, error) {
	return parseMoveFor(nil, seat, text, typedCell(engine.FrameOf(a)))
}

// typedCell reads a cell as a person types it on the frame f: its name,
// "D4", or its "x,y"; a name beyond f is refused as off the board.
func typedCell(f speech.Frame) func(string) (Cell, error) {
	return func(word string) (Cell, error) {
		return engine.TypedCell(f, word, ParseCell, "off-board", "the grid's axes", "D4", "0,0")
	}
}

// Contains reports whether the axes name c.
func (a Axes) Contains(c Cell) bool { return engine.FrameOf(a).Contains(int(c.X), int(c.Y)) }

// CellName returns the name of c on the view's grid, "D4", as every word
// of the View names it: v.Axes().Name(c), without building the axes.
func (v View) CellName(c Cell) string { return cellName(frameFor(v.Players), c) }

// cellName names c on the frame f, or writes its "x,y" beyond it.
func cellName(f speech.Frame, c Cell) string { return engine.CellName(f, c.X, c.Y) }

// frameFor returns the cells the grid of a table of players names: every
// cell within the square bound of the tiles a round starts with, the first
// at 0,0 or the neutral block at 0,0 to 2,2. A number of players that is no
// table's names none.
func frameFor(players int) speech.Frame {
	if players < MinPlayers || players > MaxPlayers {
		return speech.Frame{}
	}
	last := 0 // of the tiles a round starts with, in x and in y
	if players == 3 {
		last = 2
	}
	side := boundFor(players)
	left := last - (side - 1)
	return speech.Frame{Left: left, Top: left, Width: 2*(side-1) - last + 1, Height: 2*(side-1) - last + 1}
}

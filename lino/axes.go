package lino

import (
	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/speech"
)

// Axes are the names of a board's columns and rows, as a person reads
// them: columns by letters from A, left to right, rows by numbers from 1,
// top to bottom, and a cell by both together, "C4", in every language.
// Every label, preview, sentence, refusal and picture names cells so, and
// the View's JSON carries its axes ("axes") so that a front-end draws the
// same names and never works them out itself; notation and JSON keep the
// grid's "x,y".
//
// The axes frame the field: the rectangle around every cell that holds
// or ever held a tile (the opening layout, the moved tiles, the cells they
// left). While the field is built, that rectangle is widened by one cell
// on every side, so that every cell a building move may reach (each
// touches a tile) is named: the top-left corner of the default cross's
// rectangle, 0,0, is B2. A building move that grows the field up or left shifts the names by
// one, so a sentence is told beside the board it goes with ([View.Narrate]
// takes that view), and board and words agree. Once the field is built,
// the axes are that rectangle alone, its top-left corner A1, and they stay
// so from the first stone to the last round: a front-end that tells the
// log again beside the current view gives the building's old sentences
// the built field's names. A picture draws only the cells that show
// something. A name is never 0 or below.
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

// Name returns the name of c on the axes: Columns[c.X-Left] +
// Rows[c.Y-Top], such as "C4". A cell beyond the axes, which no board of a
// game names, keeps its "x,y".
func (a Axes) Name(c Cell) string { return cellName(a.frame(), c) }

// Contains reports whether the axes name c.
func (a Axes) Contains(c Cell) bool { return a.frame().Contains(int(c.X), int(c.Y)) }

// frame returns the frame of the axes.
func (a Axes) frame() speech.Frame {
	return speech.Frame{Left: a.Left, Top: a.Top, Width: len(a.Columns), Height: len(a.Rows)}
}

// Axes returns the names of the columns and rows of the view's board: the
// field's rectangle, widened by one cell on every side while it is built,
// from A1 at its top-left corner once it is built (see [Axes]). A View of
// no game has none.
func (v View) Axes() Axes { return axesOf(v.frame()) }

// CellName returns the name of c on the view's board, "C4", as every word
// of the View names it: v.Axes().Name(c), without building the axes.
func (v View) CellName(c Cell) string { return cellName(v.frame(), c) }

// axesOf returns the axes of a frame.
func axesOf(f speech.Frame) Axes {
	return Axes{Left: f.Left, Top: f.Top, Columns: f.Columns(), Rows: f.Rows()}
}

// cellName names c on the frame f, or writes its "x,y" beyond it.
func cellName(f speech.Frame, c Cell) string { return engine.CellName(f, c.X, c.Y) }

// frame returns the cells the view's board names: every cell that holds
// or held a tile, with a margin while the field is built.
func (v View) frame() speech.Frame {
	var b box
	for _, t := range v.Tiles {
		b.add(t.Cell)
	}
	for _, c := range v.Vacated {
		b.add(c)
	}
	return b.frame(v.Phase == PhaseBuilding)
}

// frame returns the cells the board of s names, as [View.Axes] tells.
func (s *State) frame() speech.Frame {
	var b box
	for _, c := range s.tiles.cells {
		b.add(c)
	}
	for _, p := range s.vacated[:s.moves] {
		b.add(spot(p).cell())
	}
	return b.frame(s.phase == PhaseBuilding)
}

// box is the smallest rectangle around the cells added to it.
type box struct {
	minX, minY, maxX, maxY int
	found                  bool
}

// add puts c in the box.
func (b *box) add(c Cell) {
	x, y := int(c.X), int(c.Y)
	if !b.found {
		b.minX, b.minY, b.maxX, b.maxY, b.found = x, y, x, y, true
		return
	}
	b.minX, b.minY, b.maxX, b.maxY = min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y)
}

// frame returns the frame of the box's cells, widened by one cell on
// every side while building, where a tile may go next to any tile; the
// zero Frame for an empty box.
func (b box) frame(building bool) speech.Frame {
	if !b.found {
		return speech.Frame{}
	}
	margin := 0
	if building {
		margin = 1
	}
	return speech.Frame{Left: b.minX - margin, Top: b.minY - margin, Width: b.maxX - b.minX + 1 + 2*margin, Height: b.maxY - b.minY + 1 + 2*margin}
}

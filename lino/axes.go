package lino

import (
	"slices"

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
// The axes frame the field in two ways, one while it is built and one
// after, so that a cell's name changes once, when the field is built.
// While it is built, the frame is fixed for the six building moves: the
// rectangle around the opening layout (the tiles not moved and the cells
// moved tiles left), widened by six cells on every side, since each move
// takes the field at most one cell further (the default cross's corner
// 0,0 is G7). Once it is built, the frame is the rectangle around every
// cell that holds or ever held a tile, with no margin: the field's
// top-left corner is A1, from the first stone to the last round. A
// sentence is told beside the board it goes with ([View.Narrate] takes
// that view); a front-end that tells the log again beside the current
// view gives the building's old sentences the built field's names. A
// picture draws only the cells that show something. A name is never 0 or
// below.
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

// Axes returns the names of the columns and rows of the view's board:
// while the field is built, the opening layout's rectangle widened by six
// cells on every side, the same for the six building moves; once it is
// built, the rectangle around every cell that holds or held a tile, from
// A1 at its top-left corner to the last round (see [Axes]). A View of no
// game has none.
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

// frame returns the cells the view's board names, as [View.Axes] tells.
func (v View) frame() speech.Frame {
	building := v.Phase == PhaseBuilding
	var b box
	for _, t := range v.Tiles {
		if !building || !slices.Contains(v.Moved, t.Cell) {
			b.add(t.Cell)
		}
	}
	for _, c := range v.Vacated {
		b.add(c)
	}
	return b.frame(building)
}

// frame returns the cells the board of s names, as [View.Axes] tells.
func (s *State) frame() speech.Frame {
	building := s.phase == PhaseBuilding
	var b box
	for _, c := range s.tiles.cells {
		if !building || !s.Moved(c) {
			b.add(c)
		}
	}
	for _, p := range s.vacated[:s.moves] {
		b.add(spot(p).cell())
	}
	return b.frame(building)
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

// frame returns the frame of the box's cells: while building, the box of
// the opening layout widened by the building's reach, one cell a move on
// every side; once built, the box alone. The zero Frame for an empty box.
func (b box) frame(building bool) speech.Frame {
	if !b.found {
		return speech.Frame{}
	}
	margin := 0
	if building {
		margin = buildMoves
	}
	return speech.Frame{Left: b.minX - margin, Top: b.minY - margin, Width: b.maxX - b.minX + 1 + 2*margin, Height: b.maxY - b.minY + 1 + 2*margin}
}

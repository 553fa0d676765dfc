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
// The axes span one frame for the whole game (see [View.Axes]): every
// cell a building move can reach from the opening layout. A tile moved
// while building goes next to a tile, so each of the six moves takes the
// field at most one cell beyond the rectangle around the tiles; the frame
// is the rectangle around the opening layout, widened by six cells on
// every side (22 columns and 20 rows around the default cross, whose
// corner 0,0 is G7). The opening layout is every tile not moved and every
// cell a moved tile left, so every View and State of a game finds the same
// frame, from the first move to the last round: one cell has one name in
// every sentence, label, preview, refusal and picture of the game, the
// log's old sentences included. A picture draws only the cells that show
// something, named on that frame. A name is never 0 or below.
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
// every cell a building move can reach from the opening layout, the same
// from the game's first move to its last, so that a cell keeps its name
// while the field is built and after (see [Axes]). A View of no game has
// none.
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

// frame returns the cells the view's board names: the opening layout,
// the tiles not moved and the cells moved tiles left, widened by the
// building's reach.
func (v View) frame() speech.Frame {
	var b box
	for _, t := range v.Tiles {
		if !slices.Contains(v.Moved, t.Cell) {
			b.add(t.Cell)
		}
	}
	for _, c := range v.Vacated {
		b.add(c)
	}
	return b.reach()
}

// frame returns the cells the board of s names, as [View.Axes] tells.
func (s *State) frame() speech.Frame {
	var b box
	for _, c := range s.tiles.cells {
		if !s.Moved(c) {
			b.add(c)
		}
	}
	for _, p := range s.vacated[:s.moves] {
		b.add(spot(p).cell())
	}
	return b.reach()
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

// reach returns the frame of the cells the building can reach from the
// box's tiles: the box widened by one cell a building move on every side;
// the zero Frame for an empty box.
func (b box) reach() speech.Frame {
	if !b.found {
		return speech.Frame{}
	}
	const r = buildMoves
	return speech.Frame{Left: b.minX - r, Top: b.minY - r, Width: b.maxX - b.minX + 1 + 2*r, Height: b.maxY - b.minY + 1 + 2*r}
}

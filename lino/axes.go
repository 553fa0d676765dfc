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
// Which cells the axes span (see [View.Axes]):
//
//   - once the field is built (filling, and every later round, which is
//     played on the same field), the smallest rectangle around its tiles
//     and the cells tiles left: the names hold, fixed, from the first
//     stone to the end of the game;
//   - while building, the smallest rectangle around every cell the board
//     shows: the tiles, the cells they left, and every cell next to a tile,
//     which holds every cell a tile may move to. The names shift when the
//     field grows left or up, and when it is built (the empty border goes).
//
// So a sentence names cells with the axes of the board it is shown with:
// the labels, previews and refusals with those of the View they come from,
// and the events of a move with those of the table the move leads to
// ([View.Narrate]), which contain every cell any event of the game names,
// since a tile moves once (it lies where it went) and the cells tiles
// left stay in the axes. A name is never 0 or below.
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

// Axes returns the names of the columns and rows of the view's board (see
// [Axes] for the cells they span). A View of no game has none.
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

// frame returns the cells the view's board names.
func (v View) frame() speech.Frame {
	var b box
	for _, t := range v.Tiles {
		b.add(t.Cell, v.Phase == PhaseBuilding)
	}
	for _, c := range v.Vacated {
		b.add(c, false)
	}
	return b.frame()
}

// frame returns the cells the board of s names, as [View.Axes] tells.
func (s *State) frame() speech.Frame {
	var b box
	for _, c := range s.tiles.cells {
		b.add(c, s.phase == PhaseBuilding)
	}
	for _, p := range s.vacated[:s.moves] {
		b.add(spot(p).cell(), false)
	}
	return b.frame()
}

// box is the smallest rectangle around the cells added to it.
type box struct {
	minX, minY, maxX, maxY int
	found                  bool
}

// add puts c in the box, and with around the cells next to it too.
func (b *box) add(c Cell, around bool) {
	x0, y0, x1, y1 := int(c.X), int(c.Y), int(c.X), int(c.Y)
	if around {
		x0, y0, x1, y1 = x0-1, y0-1, x1+1, y1+1
	}
	if !b.found {
		b.minX, b.minY, b.maxX, b.maxY, b.found = x0, y0, x1, y1, true
		return
	}
	b.minX, b.minY, b.maxX, b.maxY = min(b.minX, x0), min(b.minY, y0), max(b.maxX, x1), max(b.maxY, y1)
}

// frame returns the frame of the box; the zero Frame for an empty one.
func (b box) frame() speech.Frame {
	if !b.found {
		return speech.Frame{}
	}
	return speech.Frame{Left: b.minX, Top: b.minY, Width: b.maxX - b.minX + 1, Height: b.maxY - b.minY + 1}
}

package lino

import (
	"slices"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/speech"
)

// Axes returns the names of the columns and rows of the view's board:
// the opening layout's rectangle widened by six cells on every side, the
// same at every moment of the game, its later rounds included (see
// [Axes]). A View of no game has none.
func (v View) Axes() Axes { return engine.AxesOf[Axes](v.frame()) }

// Axes are the names of a board's columns and rows, as a person reads
// them: columns by letters from A, left to right, rows by numbers from 1,
// top to bottom, and a cell by both together, "C4", in every language.
// Every label, preview, sentence, refusal and picture names cells so, and
// the View's JSON carries its axes ("axes") so that a front-end draws the
// same names and never works them out itself; notation and JSON keep the
// grid's "x,y".
//
// The axes frame the field once for the whole game, so that a cell has
// one name from the first move to the last: the rectangle around the
// opening layout (the tiles not moved and the cells moved tiles left),
// widened by six cells on every side, since each of the six building
// moves takes the field at most one cell further (the default cross's
// corner 0,0 is G7). The building, the filling and every later round of a
// match keep that frame; the built field's corner is wherever it falls,
// such as C4, and is never renamed. So a sentence names a cell alike
// beside every board of its game. A picture draws only the cells that
// show something. A name is never 0 or below.
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
func (a Axes) Name(c Cell) string { return cellName(engine.FrameOf(a), c) }

// Cell returns the cell that the axes name name, the inverse of [Axes.Name]:
// "K7", its letters in any case, is Columns[i] + Rows[j] at the cell
// Left+i, Top+j. ok is false for a name beyond the axes, which names no
// cell of the game's board, and for anything that is no name, "4,0"
// included ([ParseCell] reads that).
func (a Axes) Cell(name string) (c Cell, ok bool) {
	x, y, ok := engine.NamedCell(engine.FrameOf(a), name)
	return Cell{x, y}, ok
}

// ParseMoveFor is [ParseMoveFor] with each cell written as a person reads
// it on the axes, "move K7 K6" (as every label and sentence names it), or
// as its "x,y": what a text front-end calls with the text a player typed,
// which the handle's Play does with the board's axes. A name beyond the
// axes is refused as its "x,y" is, of reason [ReasonNotLegalHere], by a
// sentence that names it as typed (see [View.ParseTyped]).
func (a Axes) ParseMoveFor(seat int, text string) (Move, error) {
	return parseMoveFor(nil, seat, text, typedCellsOn(engine.FrameOf(a)))
}

// Contains reports whether the axes name c.
func (a Axes) Contains(c Cell) bool { return engine.FrameOf(a).Contains(int(c.X), int(c.Y)) }

// CellName returns the name of c on the view's board, "C4", as every word
// of the View names it: v.Axes().Name(c), without building the axes.
func (v View) CellName(c Cell) string { return cellName(v.frame(), c) }

// cellName names c on the frame f, or writes its "x,y" beyond it.
func cellName(f speech.Frame, c Cell) string { return engine.CellName(f, c.X, c.Y) }

// frame returns the cells the view's board names, as [View.Axes] tells.
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
	return b.frame()
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
	return b.frame()
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

// frame returns the frame of the game, the box being the opening
// layout's: the box widened by the building's reach, one cell a move on
// every side. The zero Frame for an empty box.
func (b box) frame() speech.Frame {
	if !b.found {
		return speech.Frame{}
	}
	const margin = buildMoves
	return speech.Frame{Left: b.minX - margin, Top: b.minY - margin, Width: b.maxX - b.minX + 1 + 2*margin, Height: b.maxY - b.minY + 1 + 2*margin}
}

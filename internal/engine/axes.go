package engine

import "github.com/tabletopgo/tabletop/internal/speech"

// axes is the shape of a board game's Axes (Lino's and LINX's): the x of
// column A, the y of row 1, and the names of the columns and the rows.
type axes = struct {
	Left    int      `json:"left"`
	Top     int      `json:"top"`
	Columns []string `json:"columns"`
	Rows    []string `json:"rows"`
}

// AxesOf returns a game's Axes A of the frame f: the names of its columns
// and rows.
func AxesOf[A ~axes](f speech.Frame) A {
	return A(axes{Left: f.Left, Top: f.Top, Columns: f.Columns(), Rows: f.Rows()})
}

// FrameOf returns the frame that a game's axes a name.
func FrameOf[A ~axes](a A) speech.Frame {
	x := axes(a)
	return speech.Frame{Left: x.Left, Top: x.Top, Width: len(x.Columns), Height: len(x.Rows)}
}

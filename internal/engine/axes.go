package engine

import (
	"fmt"

	"github.com/tabletopgo/tabletop/internal/speech"
)

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

// NamedCell returns the cell x,y that the frame f names name, "C4" or
// "aa12", the inverse of [CellName] on f: ok is false for a name f does
// not give, one beyond the frame (see [CellNamed]) or no name at all, such
// as "4,0".
func NamedCell(f speech.Frame, name string) (x, y int8, ok bool) {
	column, row, ok := CellNamed(name)
	cx, cy := f.Left+column, f.Top+row
	if !ok || !f.Contains(cx, cy) {
		return 0, 0, false
	}
	return int8(cx), int8(cy), true
}

// TypedCell reads a cell as a player types it in a move's text: its "x,y"
// (parse, the game's ParseCell) or its name on the frame f, "K7". A name
// beyond f is a move off the board (NotLegalHere, as a cell's "x,y" off
// it is), refused with phrase, the game's sentence for a cell off its board, whose detail says it is beyond board (what f
// frames: "the board's axes"); anything else is an error that shows both
// forms by the examples name and xy ("K7", "4,0").
func TypedCell[C ~struct{ X, Y int8 }](f speech.Frame, word string, parse func(string) (C, error), phrase, board, name, xy string) (C, error) {
	if c, err := parse(word); err == nil {
		return c, nil
	}
	if x, y, ok := NamedCell(f, word); ok {
		return C{X: x, Y: y}, nil
	}
	if _, _, named := CellNamed(word); named {
		return C{}, Refusal(NotLegalHere, phrase, nil, Quote(word)+" is beyond "+board) // off the board, as "99,99" is
	}
	return C{}, fmt.Errorf("%s is not a cell: write its name, such as %s, or x,y such as %s", Quote(word), name, xy)
}

// CellNamed reads a cell's name on any axes, letters in any case for its
// column, then its row from 1: "C4" is column 2, row 3, counted from 0.
// ok is false for what is no name, such as "4,0" or "A0".
func CellNamed(name string) (column, row int, ok bool) {
	letters := 0
	for letters < len(name) && isLetter(name[letters]) {
		letters++
	}
	digits := name[letters:]
	// A frame is at most a few dozen cells wide: three letters and four
	// digits bound the arithmetic long before it could overflow.
	if letters == 0 || letters > 3 || digits == "" || len(digits) > 4 || digits[0] == '0' {
		return 0, 0, false
	}
	for _, c := range []byte(name[:letters]) {
		column = column*26 + int(c|0x20-'a') + 1 // bijective base 26: A is 1, AA 27
	}
	for _, c := range []byte(digits) {
		if c < '0' || c > '9' {
			return 0, 0, false
		}
		row = row*10 + int(c-'0')
	}
	return column - 1, row - 1, true
}

// isLetter reports whether c is an ASCII letter, which names a column.
func isLetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

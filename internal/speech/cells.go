package speech

import "strconv"

// A Frame is the rectangle of cells a board names for a person, as board
// games name their squares: columns by letters from A, left to right, and
// rows by numbers from 1, top to bottom, written together ("C4"). A cell's
// name is the same in every language. Left and Top are the grid
// coordinates of column A and row 1; Width and Height count the columns and
// rows. The zero Frame names no cell.
type Frame struct {
	Left, Top, Width, Height int
}

// Contains reports whether the frame names the cell at x, y.
func (f Frame) Contains(x, y int) bool {
	return f.Left <= x && x < f.Left+f.Width && f.Top <= y && y < f.Top+f.Height
}

// Name returns the name of the cell at x, y ("C4"), or "" when the frame
// does not contain it: a name is never 0 or below.
func (f Frame) Name(x, y int) string {
	if !f.Contains(x, y) {
		return ""
	}
	return Column(x-f.Left) + strconv.Itoa(y-f.Top+1)
}

// Columns returns the names of the frame's columns, left to right: "A",
// "B", …; an empty list, not nil, for a frame of none.
func (f Frame) Columns() []string {
	names := make([]string, max(f.Width, 0))
	for i := range names {
		names[i] = Column(i)
	}
	return names
}

// Rows returns the names of the frame's rows, top to bottom: "1", "2", …;
// an empty list, not nil, for a frame of none.
func (f Frame) Rows() []string {
	names := make([]string, max(f.Height, 0))
	for i := range names {
		names[i] = strconv.Itoa(i + 1)
	}
	return names
}

// Column returns the name of column i, counted from 0, as spreadsheets
// and board games go on past Z: A to Z, then AA, AB, … AZ, BA.
func Column(i int) string {
	name := string(rune('A' + i%26))
	for i /= 26; i > 0; i = (i - 1) / 26 {
		name = string(rune('A'+(i-1)%26)) + name
	}
	return name
}

package gametest

import (
	"encoding/json"
	"regexp"
	"slices"
)

// cellName is what a name of a cell looks like in a text: a column's
// letters then a row's number, "C4", "AA12", "A0" (which none may be).
var cellName = regexp.MustCompile(`\b[A-Z]{1,2}-?[0-9]+\b`)

// bareCell is a cell as the grid's "x,y", which no person reads.
var bareCell = regexp.MustCompile(`-?[0-9]+,-?[0-9]+`)

// Axes are the names of a board's columns and rows, as a View's JSON
// carries them ("axes"): the name of cell x,y is Columns[x-Left] +
// Rows[y-Top].
type Axes struct {
	Left    int      `json:"left"`
	Top     int      `json:"top"`
	Columns []string `json:"columns"`
	Rows    []string `json:"rows"`
}

// ViewAxes returns the axes of a View's JSON, view.
func ViewAxes(t TB, view []byte) Axes {
	t.Helper()
	var v struct{ Axes *Axes }
	if err := json.Unmarshal(view, &v); err != nil || v.Axes == nil {
		t.Fatalf("a view without axes (%v): %.200s", err, view)
		return Axes{}
	}
	return *v.Axes
}

// Name returns the name of cell x, y on the axes, and whether they hold
// it.
func (a Axes) Name(x, y int) (string, bool) {
	i, j := x-a.Left, y-a.Top
	if i < 0 || i >= len(a.Columns) || j < 0 || j >= len(a.Rows) {
		return "", false
	}
	return a.Columns[i] + a.Rows[j], true
}

// CheckAxes fails unless the axes name their columns A, B, … and their
// rows 1, 2, …, as board games do: so no name is 0 or below.
func CheckAxes(t TB, where string, a Axes) {
	t.Helper()
	for i, c := range a.Columns {
		if want := columnName(i); c != want {
			t.Fatalf("%s: column %d is named %q, not %q", where, i, c, want)
		}
	}
	for j, r := range a.Rows {
		if want := itoa(j + 1); r != want {
			t.Fatalf("%s: row %d is named %q, not %q", where, j, r, want)
		}
	}
}

// CheckCellNames fails unless every name of a cell in text is one of the
// axes' (a column's and a row's, so never 0 or below), and text holds no
// bare "x,y".
func CheckCellNames(t TB, where, text string, a Axes) {
	t.Helper()
	if pair := bareCell.FindString(text); pair != "" {
		t.Fatalf("%s: %q names a cell as %q", where, text, pair)
	}
	for _, name := range cellName.FindAllString(text, -1) {
		if !a.holds(name) {
			t.Fatalf("%s: %q names %s, which the axes (columns %v, rows %v) do not", where, text, name, a.Columns, a.Rows)
		}
	}
}

// holds reports whether name is the name of a cell on the axes.
func (a Axes) holds(name string) bool {
	for _, c := range a.Columns {
		if len(name) > len(c) && name[:len(c)] == c && slices.Contains(a.Rows, name[len(c):]) {
			return true
		}
	}
	return false
}

// columnName is the name of column i, from 0: A to Z, then AA.
func columnName(i int) string {
	if i < 26 {
		return string(rune('A' + i))
	}
	return columnName(i/26-1) + columnName(i%26)
}

// itoa writes n in figures.
func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

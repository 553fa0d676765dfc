package speech_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/tabletopgo/tabletop/internal/speech"
)

// TestColumnsAreNamedAsBoardGamesDo: A to Z, then AA, AB, … AZ, BA, … ZZ,
// AAA, every name once.
func TestColumnsAreNamedAsBoardGamesDo(t *testing.T) {
	for i, want := range map[int]string{0: "A", 2: "C", 25: "Z", 26: "AA", 27: "AB", 51: "AZ", 52: "BA", 701: "ZZ", 702: "AAA"} {
		assert.Equal(t, want, speech.Column(i), "column %d", i)
	}
	seen := map[string]bool{}
	for i := range 800 {
		name := speech.Column(i)
		assert.False(t, seen[name], "%s twice", name)
		seen[name] = true
	}
}

// TestAFrameNamesItsCellsFromA1: the cell at Left, Top is A1, the names
// run right and down, and a cell beyond the frame has no name, so that
// none is 0 or below.
func TestAFrameNamesItsCellsFromA1(t *testing.T) {
	f := speech.Frame{Left: -3, Top: -1, Width: 12, Height: 10}
	assert.Equal(t, "A1", f.Name(-3, -1))
	assert.Equal(t, "D2", f.Name(0, 0))
	assert.Equal(t, "L10", f.Name(8, 8))
	for _, c := range [][2]int{{-4, 0}, {0, -2}, {9, 0}, {0, 9}} {
		assert.False(t, f.Contains(c[0], c[1]), "%v", c)
		assert.Empty(t, f.Name(c[0], c[1]), "%v", c)
	}
	assert.Equal(t, []string{"A", "B", "C"}, speech.Frame{Width: 3, Height: 2}.Columns())
	assert.Equal(t, []string{"1", "2"}, speech.Frame{Width: 3, Height: 2}.Rows())
	assert.Equal(t, []string{}, speech.Frame{}.Columns(), "a frame of none has an empty list, not null")
}

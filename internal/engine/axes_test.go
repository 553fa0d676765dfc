package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/tabletopgo/tabletop/internal/speech"
)

type testAxes struct {
	Left    int      `json:"left"`
	Top     int      `json:"top"`
	Columns []string `json:"columns"`
	Rows    []string `json:"rows"`
}

func TestAxesAndTheirFrameAreOneAnother(t *testing.T) {
	f := speech.Frame{Left: -3, Top: 2, Width: 3, Height: 2}
	a := AxesOf[testAxes](f)
	assert.Equal(t, testAxes{Left: -3, Top: 2, Columns: []string{"A", "B", "C"}, Rows: []string{"1", "2"}}, a)
	assert.Equal(t, f, FrameOf(a))
	assert.Equal(t, speech.Frame{}, FrameOf(testAxes{}))
}

func TestNamedCellIsCellNamesInverse(t *testing.T) {
	f := speech.Frame{Left: -6, Top: -5, Width: 30, Height: 12}
	for x := f.Left; x < f.Left+f.Width; x++ {
		for y := f.Top; y < f.Top+f.Height; y++ {
			name := CellName(f, int8(x), int8(y))
			gx, gy, ok := NamedCell(f, name)
			assert.True(t, ok, name)
			assert.Equal(t, [2]int{x, y}, [2]int{int(gx), int(gy)}, name)
		}
	}
	x, y, ok := NamedCell(f, "ab3") // any case
	assert.Equal(t, [3]any{int8(-6 + 27), int8(-5 + 2), true}, [3]any{x, y, ok})
	for _, name := range []string{"", "A", "7", "A0", "A07", "AE1", "A13", "4,0", "A1x", "ZZZZ1", "A12345", "é1"} {
		_, _, ok := NamedCell(f, name)
		assert.False(t, ok, name)
	}
}

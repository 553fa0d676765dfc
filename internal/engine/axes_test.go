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

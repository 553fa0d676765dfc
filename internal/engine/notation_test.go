package engine_test

import (
	"errors"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/speech"
)

func TestCellNameNamesInsideTheFrameAndWritesXYBeyond(t *testing.T) {
	f := speech.Frame{Left: -1, Top: -2, Width: 3, Height: 4}
	assert.Equal(t, "A1", engine.CellName(f, -1, -2))
	assert.Equal(t, "C4", engine.CellName(f, 1, 1))
	assert.Equal(t, "2,1", engine.CellName(f, 2, 1), "beyond the frame")
	assert.Equal(t, "0,0", engine.CellName(speech.Frame{}, 0, 0), "the zero frame names nothing")
}

func TestUnmarshalWithSetsOnlyWhatParses(t *testing.T) {
	n := 7
	require.NoError(t, engine.UnmarshalWith(&n, []byte("42"), strconv.Atoi))
	assert.Equal(t, 42, n)
	err := engine.UnmarshalWith(&n, []byte("x"), strconv.Atoi)
	assert.True(t, errors.Is(err, strconv.ErrSyntax))
	assert.Equal(t, 42, n, "a failed parse leaves the value as it was")
}

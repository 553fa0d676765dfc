package engine_test

import (
	"errors"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

func TestCellNameNamesInsideTheFrameAndWritesXYBeyond(t *testing.T) {
	f := speech.Frame{Left: -1, Top: -2, Width: 3, Height: 4}
	assert.Equal(t, "A1", engine.CellName(f, -1, -2))
	assert.Equal(t, "C4", engine.CellName(f, 1, 1))
	assert.Equal(t, "2,1", engine.CellName(f, 2, 1), "beyond the frame")
	assert.Equal(t, "0,0", engine.CellName(speech.Frame{}, 0, 0), "the zero frame names nothing")
}

// TestParseCellReadsXYAndShowsTheGamesExample holds the ParseCell that
// Lino's and LINX's write once: "x,y" read into the game's Cell, and a
// refusal that quotes the input and gives the game's example.
func TestParseCellReadsXYAndShowsTheGamesExample(t *testing.T) {
	type cell struct{ X, Y int8 }
	c, err := engine.ParseCell[cell]("-1,3", "4,0")
	require.NoError(t, err)
	assert.Equal(t, cell{-1, 3}, c)
	for _, text := range []string{"", "4", "4,", "a,1", "128,0", "1,2,3"} {
		c, err := engine.ParseCell[cell](text, "1,-2")
		assert.Equal(t, cell{}, c, text)
		assert.EqualError(t, err, strconv.Quote(text)+" is not a cell: write x,y from -128 to 127, such as 1,-2", text)
	}
}

func TestUnmarshalWithSetsOnlyWhatParses(t *testing.T) {
	n := 7
	require.NoError(t, engine.UnmarshalWith(&n, []byte("42"), strconv.Atoi))
	assert.Equal(t, 42, n)
	err := engine.UnmarshalWith(&n, []byte("x"), strconv.Atoi)
	assert.True(t, errors.Is(err, strconv.ErrSyntax))
	assert.Equal(t, 42, n, "a failed parse leaves the value as it was")
}

// Typed writes a move as a person types it: no seat, cells by their names
// inside the frame, "x,y" beyond it, one space between words.
func TestTypedNamesCellsAndDropsTheSeat(t *testing.T) {
	f := speech.Frame{Left: -1, Top: -2, Width: 3, Height: 4}
	assert.Equal(t, "move A1 C4", engine.Typed("0:move -1,-2   1,1", f))
	assert.Equal(t, "up R 2,1", engine.Typed("3:up R 2,1", f), "beyond the frame")
	assert.Equal(t, "play 7x2+J", engine.Typed("2:play 7x2+J", speech.Frame{}))
	assert.Equal(t, "pass", engine.Typed("pass", f), "no seat to drop")
}

// MalformedAs says the game's phrase, quoting the word typed; Malformed
// says the shared sentence.
func TestMalformedAsSaysThePhraseAndQuotesTheWord(t *testing.T) {
	words := func(l lang.Language) engine.Words {
		return engine.Words{"typed-cell": "The cell {item} cannot be read."}
	}
	r := engine.NewRefuser("game", words)
	e := r.MalformedAs("typed-cell", "Q#", 0, "move Q# A1", "no cell")
	assert.Equal(t, "The cell “Q#” cannot be read.", e.Sentence(lang.English, nil))
	assert.Equal(t, engine.Malformed, e.Reason)
	assert.ErrorIs(t, e, r.Illegal)
	assert.Equal(t, "That is not a move of this game.", r.Malformed(0, "x", "why").Sentence(lang.English, nil))
}

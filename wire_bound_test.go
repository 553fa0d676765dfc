package tabletop_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A move's 256 bytes are counted on the move itself: insignificant
// whitespace and a label beside it do not count, and a move itself longer
// than its bound is refused so.
func TestAMovesBoundIsCountedOnTheMoveItself(t *testing.T) {
	table := open(t, "linko", `{"seed":"3"}`)
	move := string(table.Choices(0)[0].Moves[0].JSON) // {"seat":0,"kind":"play",…}
	padded := move[:len(move)-1] + strings.Repeat(" ", 300) + "}"
	_, _, err := table.PlayJSON(table.ToMove(), []byte(padded))
	assert.NoError(t, err, "300 bytes of whitespace are no part of the move")

	labelled := move[:len(move)-1] + `,"label":"` + strings.Repeat("x", 600) + `"}`
	_, _, err = table.PlayJSON(table.ToMove(), []byte(labelled))
	assert.NoError(t, err, "a label is ignored, and not counted")

	long := move[:len(move)-1] + `,"junk":"` + strings.Repeat("x", 300) + `"}`
	_, _, err = table.PlayJSON(table.ToMove(), []byte(long))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "longer than 256 bytes")
}

package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestName: a value's name from its table, and words for a value without
// one, before the table's first name (the zero kind), or beyond its end:
// no Go type name, which a bot's refused move would quote.
func TestName(t *testing.T) {
	names := []string{1: "play", 2: "take"}
	assert.Equal(t, "take", Name(names, "MoveKind", uint8(2)))
	assert.Equal(t, "unknown kind (0)", Name(names, "MoveKind", uint8(0)))
	assert.Equal(t, "unknown kind (3)", Name(names, "MoveKind", uint8(3)))
	assert.Equal(t, "unknown phase (9)", Name(names, "Phase", uint8(9)))
}

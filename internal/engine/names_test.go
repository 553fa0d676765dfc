package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestName: a value's name from its table, and Type(v) for a value
// without one, before the table's first name, or beyond its end.
func TestName(t *testing.T) {
	names := []string{1: "play", 2: "take"}
	assert.Equal(t, "take", Name(names, "MoveKind", uint8(2)))
	assert.Equal(t, "MoveKind(0)", Name(names, "MoveKind", uint8(0)))
	assert.Equal(t, "MoveKind(3)", Name(names, "MoveKind", uint8(3)))
}

package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type stringer int

func (s stringer) String() string { return "s" + string(rune('0'+s)) }

// TestTextIfValid: a valid value is written as its String; an invalid one
// gives the error its format says, with the value in it, and no text.
func TestTextIfValid(t *testing.T) {
	text, err := TextIfValid(stringer(3), true, "game: cannot marshal %v")
	require.NoError(t, err)
	assert.Equal(t, "s3", string(text))
	text, err = TextIfValid(stringer(4), false, "game: cannot marshal %v")
	require.EqualError(t, err, "game: cannot marshal s4")
	assert.Nil(t, text)
}

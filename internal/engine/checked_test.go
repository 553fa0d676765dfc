package engine

import (
	"errors"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestChecked: what f accepts comes back as f gives it; what f refuses
// gives the zero value and an error that says the sentinel, then f's
// reason, and matches both.
func TestChecked(t *testing.T) {
	sentinel := errors.New("bad number")
	n, err := Checked(sentinel, strconv.Atoi, "42")
	require.NoError(t, err)
	assert.Equal(t, 42, n)
	n, err = Checked(sentinel, func(s string) (int, error) { return 7, errors.New("no digits") }, "x")
	assert.Zero(t, n)
	require.EqualError(t, err, "bad number: no digits")
	assert.ErrorIs(t, err, sentinel)
}

package linx_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/linx"
)

func TestEqualOptionsGiveEqualMatches(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts := options().Draw(t, "options")
		a, _ := linx.New(opts)
		b, _ := linx.New(opts)
		require.True(t, a == b)
	})
}

func TestOptionsAreChecked(t *testing.T) {
	for _, opts := range []linx.Options{{Players: 1}, {Players: 5}, {Players: 2, FirstSeat: 2}, {Players: 2, Teams: true}} {
		_, err := linx.New(opts)
		assert.ErrorIs(t, err, linx.ErrInvalidOptions, "%+v", opts)
	}
}

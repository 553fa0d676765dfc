package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
)

// Options as tabletop.Table.Options writes them, "game" first, start a
// table of that game: a client may open again what a table reported.
func TestOptionsThatNameTheirGameStartATable(t *testing.T) {
	mirror, err := tabletop.Open("linko", []byte(`{"players":3,"seed":"9"}`))
	require.NoError(t, err)
	options, err := mirror.Options()
	require.NoError(t, err)
	require.Contains(t, string(options), `"game":"linko"`)

	ts := startServer(t, config{allowSeeds: true})
	c := ts.create(t, `{"game":"linko","options":`+string(options)+`,"seats":[{"player":"human"},{"player":"human"},{"player":"human"}]}`)
	assert.Equal(t, "linko", c.Game)
	assert.Equal(t, 3, c.Players)
}

package tabletop_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The JSON that Events.JSON and Events.Log give is the caller's: changing
// it in place changes nothing another seat or the log is given.
func TestEventsJSONIsTheCallers(t *testing.T) {
	table := open(t, "linko", `{"players":3,"seed":"3"}`)
	_, events, err := table.PlayJSON(table.ToMove(), table.Choices(0)[0].Moves[0].JSON)
	require.NoError(t, err)
	before, err := events.Log()
	require.NoError(t, err)
	want := string(before[0])
	for _, seat := range []int{-1, 0, 1, 2} {
		mine, err := events.JSON(seat)
		require.NoError(t, err)
		mine[0][2] = 'X'
	}
	log, err := events.Log()
	require.NoError(t, err)
	log[0][2] = 'X'
	for _, seat := range []int{-1, 1} {
		theirs, err := events.JSON(seat)
		require.NoError(t, err)
		assert.Equal(t, want, string(theirs[0]), "seat %d", seat)
	}
	log, err = events.Log()
	require.NoError(t, err)
	assert.Equal(t, want, string(log[0]))
	assert.Equal(t, want, string(before[0]))
}

package tabletop_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// TestAHistoryTellsItsSeatAlone: a seat's history told to another seat,
// or to a spectator, is refused with ErrOthersHistory by JSON and Check,
// and Narrate and Text give it nothing, rather than a story told with the
// wrong seat's eyes ("You drew two tiles." without the tiles); the events
// of a move, whole, still tell every seat.
func TestAHistoryTellsItsSeatAlone(t *testing.T) {
	table := open(t, "linx", `{"players":2,"seed":"8"}`)
	next, moved, err := table.Play(table.ToMove(), table.LegalMoves()[0])
	require.NoError(t, err)
	for _, seat := range []int{-1, 0, 1} {
		assert.NoError(t, moved.Check(seat))
		_, err := moved.JSON(seat)
		assert.NoError(t, err)
		assert.NotEmpty(t, moved.Narrate(lang.English, seat, nil))
	}
	for _, seat := range []int{-1, 0, 1} {
		history, err := next.History(seat)
		require.NoError(t, err)
		require.Positive(t, history.Len())
		assert.NoError(t, history.Check(seat))
		_, err = history.JSON(seat)
		assert.NoError(t, err)
		assert.NotEmpty(t, history.Narrate(lang.English, seat, nil))
		for _, other := range []int{-1, 0, 1} {
			if other == seat {
				continue
			}
			assert.ErrorIs(t, history.Check(other), tabletop.ErrOthersHistory, "%d told to %d", seat, other)
			_, err := history.JSON(other)
			assert.ErrorIs(t, err, tabletop.ErrOthersHistory)
			assert.Nil(t, history.Narrate(lang.English, other, nil))
			assert.Nil(t, history.Text(other))
			for _, e := range history.All() {
				_, err := e.JSON(other)
				assert.ErrorIs(t, err, tabletop.ErrOthersHistory)
				assert.Empty(t, e.Narrate(lang.French, other, nil))
			}
		}
		_, err = history.JSON(5)
		assert.ErrorIs(t, err, tabletop.ErrNoSeat)
	}
}

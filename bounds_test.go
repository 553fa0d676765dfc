package tabletop_test

import (
	"encoding/json"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
)

// allocated returns the bytes that f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestFoldStopsAtTheFirstBadEvent: a long log whose first event cannot
// begin the game is refused at that event, without reading the rest; a
// log past the bounds on events and bytes is refused unread.
func TestFoldStopsAtTheFirstBadEvent(t *testing.T) {
	for _, game := range []string{"linko", "lino", "linx"} {
		table := open(t, game, `{"seed":"3"}`)
		options, err := table.Options()
		require.NoError(t, err)
		for range 3 {
			table, _, err = table.Play(table.ToMove(), table.LegalMoves()[0])
			require.NoError(t, err)
		}
		log, err := table.Log()
		require.NoError(t, err)
		late := log[len(log)-1] // an event that cannot come first
		long := make([]json.RawMessage, 200_000)
		for i := range long {
			long[i] = late
		}
		var foldErr error
		bytes := allocated(func() { _, foldErr = tabletop.Fold(game, options, long) })
		require.ErrorIs(t, foldErr, tabletop.ErrInvalidEvent, game)
		assert.Contains(t, foldErr.Error(), "event 0", game)
		assert.Less(t, bytes, uint64(1<<20), "%s: Fold read past the first bad event", game)

		tooMany := make([]json.RawMessage, tabletop.MaxEvents+1)
		bytes = allocated(func() { _, foldErr = tabletop.Fold(game, options, tooMany) })
		require.ErrorIs(t, foldErr, tabletop.ErrInvalidEvent, game)
		assert.Contains(t, foldErr.Error(), "more than 262144 events", game)
		assert.Less(t, bytes, uint64(1<<16), game)

		big := json.RawMessage(`"` + strings.Repeat("x", 1<<20-2) + `"`)
		heavy := make([]json.RawMessage, tabletop.MaxLogBytes>>20+1)
		for i := range heavy {
			heavy[i] = big
		}
		bytes = allocated(func() { _, foldErr = tabletop.Fold(game, options, heavy) })
		require.ErrorIs(t, foldErr, tabletop.ErrInvalidEvent, game)
		assert.Contains(t, foldErr.Error(), "longer than 67108864 bytes", game)
		assert.Less(t, bytes, uint64(1<<16), game)
	}
}

// TestLoadNamesItsBound: a position past a mebibyte is refused unread,
// with the bound in the error.
func TestLoadNamesItsBound(t *testing.T) {
	huge := []byte(`"` + strings.Repeat("x", 1<<20) + `"`)
	var err error
	bytes := allocated(func() { _, err = tabletop.Load("lino", huge) })
	require.ErrorIs(t, err, tabletop.ErrInvalidPosition)
	assert.Contains(t, err.Error(), "longer than 1048576 bytes")
	assert.Less(t, bytes, uint64(1<<16))
}

// TestAMoveIsReadNoFurtherThanItsBound: a mebibyte sent as a move, in
// notation or JSON, by the seat to move or out of turn, is refused as too
// long, with its bound in the error, at the cost of a few kilobytes: the
// handle reads no more of it than a move's bound and a margin, and keeps
// no more of it in the MoveError.
func TestAMoveIsReadNoFurtherThanItsBound(t *testing.T) {
	huge := strings.Repeat("x", 1<<20)
	for _, game := range []string{"linko", "lino", "linx"} {
		table := open(t, game, `{"seed":"3"}`)
		for _, seat := range []int{table.ToMove(), (table.ToMove() + 1) % table.Players()} {
			var err error
			bytes := allocated(func() { _, _, err = table.Play(seat, huge) })
			require.Error(t, err, game)
			if seat == table.ToMove() {
				assert.Contains(t, err.Error(), "longer than 256 bytes", game)
			}
			assert.Less(t, bytes, uint64(1<<14), "%s: Play of a mebibyte by seat %d", game, seat)
			assert.Less(t, len(err.Error()), 1<<10, game)
			var refused *tabletop.MoveError
			require.ErrorAs(t, err, &refused)
			assert.Equal(t, huge[:256]+"...", refused.Move, "%s: Move's doc says its bound (Go builder r16, F10)", game)

			asJSON := []byte(`"` + huge + `"`)
			bytes = allocated(func() { _, _, err = table.PlayJSON(seat, asJSON) })
			require.Error(t, err, game)
			if seat == table.ToMove() {
				assert.Contains(t, err.Error(), "longer than 1024 bytes", game)
			}
			assert.Less(t, bytes, uint64(1<<14), "%s: PlayJSON of a mebibyte by seat %d", game, seat)
			assert.Less(t, len(err.Error()), 1<<10, game)
		}
	}
}

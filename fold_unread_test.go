package tabletop_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
)

// Fold refuses an event longer than the game reads without reading it,
// nor any event after it (go-r29 3: 63 events of a megabyte each took 30
// ms to refuse event 0, which was scanned whole, several times). The
// events here are no JSON at all: read, they would be refused as such,
// so the refusal in the game's words of length shows that none was read.
// An event of the bound exactly, padded with spaces, is still read: the
// handle's bound is the game's, no tighter.
func TestFoldRefusesALongEventUnread(t *testing.T) {
	for game, most := range map[string]int{"linko": 4096, "lino": 1024, "linx": 1024} {
		table, err := tabletop.Open(game, []byte(`{"seed":"4"}`))
		require.NoError(t, err)
		options, err := table.Options()
		require.NoError(t, err)
		after, _, err := table.Play(table.ToMove(), table.LegalMoves()[0])
		require.NoError(t, err)
		log, err := after.Log()
		require.NoError(t, err)

		padded := slices.Clone(log)
		padded[0] = json.RawMessage(string(log[0][:len(log[0])-1]) + strings.Repeat(" ", most-len(log[0])) + "}")
		require.Len(t, padded[0], most)
		_, err = tabletop.Fold(game, options, padded)
		require.NoError(t, err, "%s: an event of %d bytes", game, most)

		junk := json.RawMessage("{" + strings.Repeat("x", 1<<20-2))
		long := []json.RawMessage{junk[:most+1], junk, junk}
		_, err = tabletop.Fold(game, options, long)
		assert.ErrorIs(t, err, tabletop.ErrInvalidEvent)
		assert.EqualError(t, err, fmt.Sprintf("%s: invalid event: event 0: %d bytes of JSON; an event takes at most %d", game, most+1, most))
		long[0] = log[0]
		_, err = tabletop.Fold(game, options, long)
		assert.EqualError(t, err, fmt.Sprintf("%s: invalid event: event 1: %d bytes of JSON; an event takes at most %d", game, len(junk), most))
	}
}

package tabletop_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// TestALoadedTableSavesByItsPosition: in every game, a table that Load
// opened mid-game, or Guess dealt, logs from its position, so that Fold
// and History of its Options and Log refuse, with ErrNotFromStart and a
// message that says to save it by its Position; its Position loads back
// to an equal table. A log from the game's start still folds.
func TestALoadedTableSavesByItsPosition(t *testing.T) {
	for _, game := range []string{"linko", "lino", "linx"} {
		table := open(t, game, `{"seed":"5"}`)
		table = playFirst(t, table, 6)
		position, err := table.Position()
		require.NoError(t, err)
		view, err := table.View(lang.English, table.ToMove())
		require.NoError(t, err)
		loaded, err := tabletop.Load(game, position)
		require.NoError(t, err)
		guessed, err := tabletop.Guess(game, view, 9)
		require.NoError(t, err)
		for name, saved := range map[string]tabletop.Table{"loaded": playFirst(t, loaded, 2), "guessed": playFirst(t, guessed, 2)} {
			require.True(t, saved.Loaded(), game, name)
			options, err := saved.Options()
			require.NoError(t, err)
			log, err := saved.Log()
			require.NoError(t, err)
			_, foldErr := tabletop.Fold(game, options, log)
			_, historyErr := tabletop.History(game, options, log, 0)
			for _, err := range []error{foldErr, historyErr} {
				assert.ErrorIs(t, err, tabletop.ErrNotFromStart, "%s %s", game, name)
				assert.ErrorIs(t, err, tabletop.ErrInvalidEvent, "%s %s", game, name)
				assert.ErrorContains(t, err, "by its Position", "%s %s", game, name)
			}
			again, err := saved.Position()
			require.NoError(t, err)
			back, err := tabletop.Load(game, again)
			require.NoError(t, err)
			assert.Equal(t, saved.LegalMoves(), back.LegalMoves(), "%s %s", game, name)
		}

		options, err := table.Options()
		require.NoError(t, err)
		log, err := table.Log()
		require.NoError(t, err)
		_, err = tabletop.Fold(game, options, log)
		require.NoError(t, err, game)
		_, err = tabletop.Fold(game, options, append([]json.RawMessage{json.RawMessage(`{"kind":"nothing"}`)}, log...))
		assert.False(t, errors.Is(err, tabletop.ErrNotFromStart), "%s: a malformed event is not a log from elsewhere: %v", game, err)
	}
}

// playFirst plays the first legal move n times, or until the game ends.
func playFirst(t *testing.T, table tabletop.Table, n int) tabletop.Table {
	t.Helper()
	for range n {
		if table.Over() {
			break
		}
		next, _, err := table.Play(table.ToMove(), table.LegalMoves()[0])
		require.NoError(t, err)
		table = next
	}
	return table
}

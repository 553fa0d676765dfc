package tabletop_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// TestALoadedTableSavesByItsPosition: in every game, a table that Load
// opened mid-game, or Guess dealt, starts at its position, so that its
// Log refuses, with ErrNotFromStart and a message that says to save it by
// its Position, even before its first move (when a log would be empty and
// Fold of it would silently give the game's start); its Position loads
// back to an equal table. A log from the game's start still folds, and a
// log whose first event is simply bad is ErrInvalidEvent, not
// ErrNotFromStart. Its History starts at its position too: empty, then
// the moves played since.
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
		for name, saved := range map[string]tabletop.Table{"loaded": loaded, "guessed": guessed,
			"loaded, played": playFirst(t, loaded, 2), "guessed, played": playFirst(t, guessed, 2)} {
			require.True(t, saved.Loaded(), game, name)
			log, err := saved.Log()
			assert.Nil(t, log, "%s %s", game, name)
			assert.ErrorIs(t, err, tabletop.ErrNotFromStart, "%s %s", game, name)
			assert.ErrorContains(t, err, "by its Position", "%s %s", game, name)
			history, err := saved.History(saved.ToMove())
			require.NoError(t, err, "%s %s", game, name)
			assert.Equal(t, saved != loaded && saved != guessed, history.Len() > 0,
				"%s %s: the history starts at the position (Go builder r16, F8)", game, name)
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
		for _, first := range []json.RawMessage{json.RawMessage(`{"kind":"nothing"}`), log[len(log)-1]} {
			_, err = tabletop.Fold(game, options, append([]json.RawMessage{first}, log...))
			assert.ErrorIs(t, err, tabletop.ErrInvalidEvent, game)
			assert.False(t, errors.Is(err, tabletop.ErrNotFromStart), "%s: a bad first event is not a log from elsewhere: %v", game, err)
		}
	}
	_, err := tabletop.Fold("linko", []byte(`{"seed":"5"}`), []json.RawMessage{json.RawMessage(`{"kind":"cards-played","seat":1,"meld":"2"}`)})
	assert.ErrorIs(t, err, tabletop.ErrInvalidEvent)
	assert.False(t, errors.Is(err, tabletop.ErrNotFromStart), "a corrupt log is not a log from elsewhere: %v", err)
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

// A Save's JSON past the bounds Resume reads is refused as it is read,
// before its events are decoded (go-r37 #8: 3 million events took 2.6 s
// to decode, then Resume refused them).
func TestSaveJSONBeyondTheBoundsIsRefusedUnread(t *testing.T) {
	events := strings.Repeat(`{},`, tabletop.MaxEvents+1)
	doc := `{"game":"linko","options":{"players":2,"seed":"1"},"log":[` + strings.TrimSuffix(events, ",") + `]}`
	var s tabletop.Save
	err := json.Unmarshal([]byte(doc), &s)
	assert.ErrorIs(t, err, tabletop.ErrInvalidPosition)
	assert.ErrorContains(t, err, fmt.Sprintf("more than %d items", tabletop.MaxEvents))
	assert.Empty(t, s.Game, "nothing read")
}

package tabletop_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lang"
)

// TestEventsNarrateToEachReader: every game's events say themselves as
// sentences, one per event, for the seat that reads them, with no
// key=value left; a seat not at the table is told them as a spectator,
// in sentences and text, while JSON refuses it with ErrNoSeat.
func TestEventsNarrateToEachReader(t *testing.T) {
	for _, game := range tabletop.GameNames() {
		table, err := tabletop.Open(game, []byte(`{"seed":"3"}`))
		require.NoError(t, err, game)
		seat := table.ToMove()
		_, events, err := table.Play(seat, table.LegalMoves()[0])
		require.NoError(t, err, game)
		for _, reader := range []int{-1, seat, (seat + 1) % table.Players()} {
			lines := events.Narrate(lang.English, reader, nil)
			require.Len(t, lines, events.Len(), "%s, reader %d", game, reader)
			for _, l := range lines {
				assert.NotContains(t, l, "=", "%s, reader %d", game, reader)
				assert.True(t, strings.HasSuffix(l, ".") || strings.HasSuffix(l, "!"), "%s: %q", game, l)
			}
		}
		for _, stranger := range []int{-5, table.Players(), 99} { // not at the table: told as a spectator, JSON refuses
			assert.Equal(t, events.Narrate(lang.English, -1, nil), events.Narrate(lang.English, stranger, nil), "%s, reader %d", game, stranger)
			assert.Equal(t, events.Text(-1), events.Text(stranger), "%s, reader %d", game, stranger)
			_, err := events.JSON(stranger)
			assert.ErrorIs(t, err, tabletop.ErrNoSeat, "%s, reader %d", game, stranger)
		}
		named := events.Narrate(lang.English, -1, []string{"Ana", "Bo", "Cy", "Di"})
		assert.Contains(t, strings.Join(named, " "), []string{"Ana", "Bo", "Cy", "Di"}[seat], game)
	}
	assert.Nil(t, tabletop.Events{}.Narrate(lang.English, 0, nil), "the zero Events")
}

func ExampleEvents_Narrate() {
	table, _ := tabletop.Open("linko", []byte(`{"players":2,"seed":"7"}`))
	_, events, _ := table.Play(0, table.LegalMoves()[0])
	fmt.Println(events.Narrate(lang.English, 1, nil)[0])
	// Output:
	// Seat 1 played a 2.
}

// TestRulesInEveryLanguage: each game's rules in short, through the
// handle, in every language, with no English left in another.
func TestRulesInEveryLanguage(t *testing.T) {
	for _, game := range tabletop.GameNames() {
		english, err := tabletop.Rules(lang.English, game)
		require.NoError(t, err)
		for _, l := range lang.All() {
			rules, err := tabletop.Rules(l, game)
			require.NoError(t, err)
			require.Len(t, rules, len(english), "%s in %s", game, l.Name())
			for _, p := range rules {
				gametest.CheckSpoken(t, l, p)
			}
		}
	}
	_, err := tabletop.Rules(lang.French, "chess")
	require.ErrorIs(t, err, tabletop.ErrUnknownGame)
}

// Tell is Narrate that fails loudly (Go builder r28, #6): another seat's
// history, and a seat not at the table, are errors, where Narrate tells
// nothing, or a spectator's story, without a word; the history's own seat
// is told what Narrate tells it.
func TestTellRefusesWhatNarrateTellsNoOne(t *testing.T) {
	table := open(t, "linko", `{"players":2,"seed":"7"}`)
	table, _, err := table.Play(0, table.LegalMoves()[0])
	require.NoError(t, err)
	history, err := table.History(0)
	require.NoError(t, err)
	told, err := history.Tell(lang.English, 0, nil)
	require.NoError(t, err)
	assert.Equal(t, history.Narrate(lang.English, 0, nil), told)
	assert.NotEmpty(t, told)

	assert.Empty(t, history.Narrate(lang.English, 1, nil), "Narrate: nothing, and no error")
	_, err = history.Tell(lang.English, 1, nil)
	assert.ErrorIs(t, err, tabletop.ErrOthersHistory)
	_, err = history.Tell(lang.English, 9, nil)
	assert.ErrorIs(t, err, tabletop.ErrNoSeat)
}

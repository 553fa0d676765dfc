package tabletop_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// A Save read back from its JSON resumes the same table in every game:
// the game, the seating, the log and the history, and the table plays on
// and saves again as a table played without a break would.
func TestResumeGivesTheTableBack(t *testing.T) {
	for _, game := range tables {
		t.Run(game.game, func(t *testing.T) {
			table := open(t, game.game, game.options).WithNames([]string{"Ana", "Bo"}).WithComputers(1)
			table = playFirst(t, table, 6)
			save, err := table.Save()
			require.NoError(t, err)
			stored, err := json.Marshal(save)
			require.NoError(t, err)
			var read tabletop.Save
			require.NoError(t, json.Unmarshal(stored, &read))

			again, err := tabletop.Resume(read)
			require.NoError(t, err)
			assert.False(t, again.Loaded())
			assert.Equal(t, table.Seating(), again.Seating())
			for seat := -1; seat < table.Players(); seat++ {
				want, err := table.History(seat)
				require.NoError(t, err)
				got, err := again.History(seat)
				require.NoError(t, err)
				assert.Equal(t, want.Narrate(lang.French, seat, nil), got.Narrate(lang.French, seat, nil), "seat %d", seat)
			}

			table, again = playFirst(t, table, 3), playFirst(t, again, 3)
			want, err := table.Save()
			require.NoError(t, err)
			got, err := again.Save()
			require.NoError(t, err)
			assert.Equal(t, want, got)
			history, err := again.History(0)
			require.NoError(t, err)
			live, err := table.History(0)
			require.NoError(t, err)
			assert.Equal(t, live.Narrate(lang.English, 0, nil), history.Narrate(lang.English, 0, nil))
		})
	}
}

// Resume refuses a save it cannot give back whole: a seating it would
// change, a position of other options, a save of nothing; and its
// History refuses a log that does not lead to the position.
func TestResumeRefusesABadSave(t *testing.T) {
	table := playFirst(t, open(t, "linko", `{"players":3,"seed":"7"}`), 4)
	save, err := table.Save()
	require.NoError(t, err)

	bad := save
	bad.Seating = tabletop.Seating{Names: []string{"Ana", "ana"}}
	_, err = tabletop.Resume(bad)
	assert.ErrorIs(t, err, tabletop.ErrReservedName, "no one is renamed")
	bad.Seating = tabletop.Seating{Computers: []int{3}}
	_, err = tabletop.Resume(bad)
	assert.ErrorIs(t, err, tabletop.ErrNoSeat)

	bad = save
	bad.Languages = []lang.Language{lang.English, lang.French, lang.Italian, lang.Dutch}
	_, err = tabletop.Resume(bad)
	assert.ErrorIs(t, err, tabletop.ErrNoSeat)

	bad = save
	bad.Options = json.RawMessage(`{"players":3,"seed":"8"}`)
	_, err = tabletop.Resume(bad)
	assert.ErrorIs(t, err, tabletop.ErrInvalidPosition)

	bad = save
	bad.Game = "lino"
	_, err = tabletop.Resume(bad)
	assert.ErrorIs(t, err, tabletop.ErrInvalidPosition)

	_, err = tabletop.Resume(tabletop.Save{Game: "linko"})
	assert.ErrorIs(t, err, tabletop.ErrInvalidPosition)
	_, err = tabletop.Resume(tabletop.Save{})
	assert.ErrorIs(t, err, tabletop.ErrNoGame, "the zero Save, as ErrNoGame's doc says (go-r36 #7)")

	bad = save
	bad.Log = save.Log[:len(save.Log)-1]
	_, err = tabletop.Resume(bad) // a short log is replayed at once
	assert.ErrorIs(t, err, tabletop.ErrInvalidEvent)
	assert.ErrorContains(t, err, "the save's log does not lead to its position")
}

// A table that Load opened saves all but the log, and resumes loaded; a
// save without a position folds its log; the zero Table has no save.
func TestSaveOfALoadedTable(t *testing.T) {
	table := playFirst(t, open(t, "linx", `{"players":2,"seed":"3"}`), 2)
	position, err := table.Position()
	require.NoError(t, err)
	loaded, err := tabletop.Load("linx", position)
	require.NoError(t, err)
	save, err := loaded.Save()
	require.NoError(t, err)
	assert.Nil(t, save.Log)
	again, err := tabletop.Resume(save)
	require.NoError(t, err)
	assert.True(t, again.Loaded())
	assert.Equal(t, table.LegalMoves(), again.LegalMoves())

	whole, err := table.Save()
	require.NoError(t, err)
	whole.Position = nil
	folded, err := tabletop.Resume(whole)
	require.NoError(t, err)
	assert.Equal(t, table.LegalMoves(), folded.LegalMoves())

	_, err = tabletop.Table{}.Save()
	assert.ErrorIs(t, err, tabletop.ErrNoGame)
}

// Save.Languages as Resume's doc says (Go builder r28, #5): a Language
// outside lang.All is refused, not played as English; and a stored save
// whose tag this version does not speak ("de") still loads, that seat in
// English, as lang.Match falls back, rather than fail the whole document.
func TestASavesLanguagesAreCheckedAndReadLeniently(t *testing.T) {
	save, err := open(t, "linko", `{"players":2,"seed":"7"}`).Save()
	require.NoError(t, err)
	bad := save
	bad.Languages = []lang.Language{lang.French, 99}
	_, err = tabletop.Resume(bad)
	assert.ErrorIs(t, err, tabletop.ErrInvalidPosition)
	assert.ErrorIs(t, err, lang.ErrUnknown)
	// Go builder r30 #9: the seat exists, so no ErrNoSeat, and the
	// developer's message counts from 0 and shows the bad value.
	assert.NotErrorIs(t, err, tabletop.ErrNoSeat)
	assert.ErrorContains(t, err, "Languages[1] is Language(99)")
	bad.Languages = []lang.Language{9}
	_, err = tabletop.Resume(bad)
	assert.ErrorContains(t, err, "Languages[0] is Language(9)")

	save.Languages = []lang.Language{lang.French, lang.Dutch}
	data, err := json.Marshal(save)
	require.NoError(t, err)
	assert.Contains(t, string(data), `"languages":["fr","nl"]`)
	stored := strings.Replace(string(data), `"nl"`, `"de"`, 1)
	var read tabletop.Save
	require.NoError(t, json.Unmarshal([]byte(stored), &read))
	assert.Equal(t, []lang.Language{lang.French, lang.English}, read.Languages)
	assert.Equal(t, save.Seating, read.Seating)
	assert.JSONEq(t, string(save.Position), string(read.Position))
	_, err = tabletop.Resume(read)
	assert.NoError(t, err)

	require.NoError(t, json.Unmarshal(data, &read))
	assert.Equal(t, save.Languages, read.Languages, "known tags read back as they were")
	assert.Error(t, json.Unmarshal([]byte(`{"languages":[99]}`), &read), "a tag is a string")
}

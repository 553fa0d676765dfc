package tabletop_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// The table keeps its seats' languages (go-r29 6): WithLanguages gives
// them, Play and the seating methods keep them, Save writes them, and
// Resume, of the save's JSON too, gives them back, so that a French seat
// stays French without the front-end keeping the Save. They change no
// word of the table's: its View is the one of the table without them.
func TestTheTableKeepsItsSeatsLanguages(t *testing.T) {
	plain, err := tabletop.Open("linko", []byte(`{"players":3,"seed":"9"}`))
	require.NoError(t, err)
	assert.Nil(t, plain.Languages())
	languages := []lang.Language{lang.English, lang.French, lang.Dutch}
	table := plain.WithLanguages(languages)
	assert.Equal(t, languages, table.Languages())
	languages[1] = lang.Italian
	assert.Equal(t, lang.French, table.Languages()[1], "the table's own copy")

	view, err := table.View(lang.French, 1)
	require.NoError(t, err)
	want, err := plain.View(lang.French, 1)
	require.NoError(t, err)
	assert.JSONEq(t, string(want), string(view))

	table = table.WithNames([]string{"Ana", "Bruno"}).WithComputers(2)
	table, _, err = table.Play(table.ToMove(), table.LegalMoves()[0])
	require.NoError(t, err)
	want2 := []lang.Language{lang.English, lang.French, lang.Dutch}
	assert.Equal(t, want2, table.Languages(), "kept by WithNames, WithComputers and Play")
	assert.Equal(t, want2, table.WithSeating(tabletop.Seating{}).Languages(), "kept by WithSeating")
	assert.Equal(t, []string{"Ana", "Bruno", tabletop.Computer}, table.Names(), "the languages change no name")

	save, err := table.Save()
	require.NoError(t, err)
	assert.Equal(t, want2, save.Languages)
	data, err := json.Marshal(save)
	require.NoError(t, err)
	assert.Contains(t, string(data), `"languages":["en","fr","nl"]`)
	var read tabletop.Save
	require.NoError(t, json.Unmarshal(data, &read))
	again, err := tabletop.Resume(read)
	require.NoError(t, err)
	assert.Equal(t, want2, again.Languages())
	assert.Equal(t, table.Seating(), again.Seating())

	none, err := table.WithLanguages(nil).Save()
	require.NoError(t, err)
	assert.Nil(t, none.Languages, "nil keeps none")
	assert.Equal(t, table.Names(), table.WithLanguages(nil).Names())
}

// WithLanguages never fails, as WithNames does not: languages past the
// seats are dropped, and one outside lang.All is kept as English, as a
// save's unknown tag reads; the zero Table stays the zero Table.
func TestWithLanguagesKeepsWhatFits(t *testing.T) {
	table, err := tabletop.Open("lino", []byte(`{"seed":"9"}`))
	require.NoError(t, err)
	assert.Equal(t, []lang.Language{lang.French, lang.English},
		table.WithLanguages([]lang.Language{lang.French, lang.Language(42), lang.Dutch}).Languages())
	assert.Equal(t, tabletop.Table{}, tabletop.Table{}.WithLanguages([]lang.Language{lang.French}))
	assert.Nil(t, tabletop.Table{}.Languages())
}

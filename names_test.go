package tabletop_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// TestNamesReachEveryWord: a table given its players' names once calls
// them so in its View's labels and previews, its Choices and its
// ViewText, move after move, and never by a seat's default name.
func TestNamesReachEveryWord(t *testing.T) {
	table, err := tabletop.Open("linko", []byte(`{"players":2,"seed":"7"}`))
	require.NoError(t, err)
	names := []string{"Ana", "Bo"}
	table = table.WithNames(names)
	names[0] = "changed" // the table keeps its own copy
	assert.Equal(t, []string{"Ana", "Bo"}, table.Names())
	namedOnce := false
	for step := 0; step < 60 && !table.Over(); step++ {
		for _, l := range []lang.Language{lang.English, lang.French} {
			var words []string
			text, err := table.ViewText(l, 0)
			require.NoError(t, err)
			view, err := table.View(l, table.ToMove())
			require.NoError(t, err)
			words = append(words, text, string(view))
			for _, c := range table.Choices(l) {
				for _, m := range c.Moves {
					words = append(words, m.Label, m.Preview)
				}
			}
			for _, w := range words {
				assert.NotContains(t, w, tabletop.DefaultName(l, 0).Label)
				assert.NotContains(t, w, tabletop.DefaultName(l, 1).Label)
				namedOnce = namedOnce || strings.Contains(w, "Bo") || strings.Contains(w, "Ana")
			}
		}
		table, _, err = table.Play(table.ToMove(), table.LegalMoves()[0])
		require.NoError(t, err)
		require.Equal(t, []string{"Ana", "Bo"}, table.Names(), "a played table keeps the names")
	}
	assert.True(t, namedOnce)
	text, err := table.WithNames(nil).ViewText(lang.French, 1)
	require.NoError(t, err)
	assert.Contains(t, text, "Vous êtes le joueur 2", "nil names the seats by default again")
	assert.Nil(t, tabletop.Table{}.WithNames(names).Names())
}

// TestDefaultNameInEveryLanguage: a seat's default name, as a
// front-end's own sentences need it, with its article and contractions.
func TestDefaultNameInEveryLanguage(t *testing.T) {
	for l, want := range map[lang.Language]tabletop.SeatName{
		lang.English: {Label: "Seat 2", Name: "Seat 2", To: "to Seat 2", Of: "of Seat 2"},
		lang.French:  {Label: "Joueur 2", Name: "le joueur 2", To: "au joueur 2", Of: "du joueur 2"},
		lang.Italian: {Label: "Giocatore 2", Name: "il giocatore 2", To: "al giocatore 2", Of: "del giocatore 2"},
		lang.Dutch:   {Label: "Speler 2", Name: "speler 2", To: "aan speler 2", Of: "van speler 2"},
	} {
		assert.Equal(t, want, tabletop.DefaultName(l, 1), "%s", l)
	}
}

// TestNamedTablesCompare: a table with names is comparable with ==, as a
// plain one is (a server's cache compares the tables it made views of),
// and a move keeps its names.
func TestNamedTablesCompare(t *testing.T) {
	table, err := tabletop.Open("lino", nil)
	require.NoError(t, err)
	named := table.WithNames([]string{"Ana"}).WithComputers(1)
	assert.True(t, named == named)
	assert.False(t, named == table)
	next, _, err := named.Play(named.ToMove(), named.LegalMoves()[0])
	require.NoError(t, err)
	assert.True(t, next == next)
	assert.False(t, next == named)
	assert.Equal(t, []string{"Ana", tabletop.Computer}, next.Names())
}

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

// nameError returns the NameError of a seating whose second name reads
// as the first's.
func nameError(t *testing.T) *tabletop.NameError {
	t.Helper()
	table, err := tabletop.Open("linko", []byte(`{"players":3,"seed":"1"}`))
	require.NoError(t, err)
	refused := new(tabletop.NameError)
	require.True(t, errors.As(table.CheckSeating(tabletop.Seating{Names: []string{"Ana", "a-NA"}}), &refused))
	return refused
}

// A refused name says why to the person who chose it, in their language,
// and asks for another (go-r36 #4): CheckName's and CheckSeating's.
func TestNameErrorSaysWhyInEachLanguage(t *testing.T) {
	for _, c := range []struct {
		name string
		want map[lang.Language]string
	}{
		{"Seat 2", map[lang.Language]string{
			lang.English: `“Seat 2” reads as a word the game uses for a seat, the computer or you: choose another name.`,
			lang.French:  "«\u00a0Seat 2\u00a0» se confond avec un mot que le jeu emploie pour un joueur, pour l’ordinateur ou pour vous\u00a0: choisissez un autre nom.",
		}},
		{"Ana: it is your turn", map[lang.Language]string{
			lang.Italian: "«Ana: it is your turn» sembra una frase, non un nome: scegli un nome senza due punti e senza parole dopo un punto.",
		}},
		{"À vous Ana", map[lang.Language]string{
			lang.Dutch: "“À vous Ana” lijkt op woorden die tegen jou gezegd worden, niet op een naam: kies een andere naam.",
		}},
	} {
		refused := new(tabletop.NameError)
		require.True(t, errors.As(tabletop.CheckName(c.name), &refused), c.name)
		assert.ErrorIs(t, refused, tabletop.ErrReservedName)
		assert.Equal(t, -1, refused.Seat)
		for l, want := range c.want {
			assert.Equal(t, want, refused.Sentence(l), "%s %s", c.name, l)
		}
	}
	refused := nameError(t)
	assert.Equal(t, 1, refused.Seat)
	assert.Equal(t, "Ana", refused.Like)
	assert.Equal(t, `“a-NA” reads as “Ana”, another player's name: choose another name.`, refused.Sentence(lang.English))
	assert.Empty(t, (&tabletop.NameError{}).Sentence(lang.English))
	assert.Empty(t, (*tabletop.NameError)(nil).Sentence(lang.English))
}

// A NameError read back from its JSON says what it said.
func TestNameErrorJSONRoundTrip(t *testing.T) {
	refused := nameError(t)
	data, err := json.Marshal(refused)
	require.NoError(t, err)
	var back tabletop.NameError
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, refused.Error(), back.Error())
	for _, l := range lang.All() {
		assert.Equal(t, refused.Sentence(l), back.Sentence(l), "%s", l)
	}
	assert.Error(t, json.Unmarshal([]byte(`{"name":"x","reason":"nope"}`), &back))
}

// CheckSeating refuses a computer's seat given twice, which WithSeating
// would keep once (go-r36 #10), and so does Resume.
func TestCheckSeatingRefusesAComputerGivenTwice(t *testing.T) {
	table, err := tabletop.Open("linko", []byte(`{"players":3,"seed":"1"}`))
	require.NoError(t, err)
	err = table.CheckSeating(tabletop.Seating{Computers: []int{1, 2, 1}})
	assert.ErrorIs(t, err, tabletop.ErrNoSeat)
	assert.ErrorContains(t, err, "Computers[2] is 1 again, which Computers[0] gave")
	assert.NoError(t, table.CheckSeating(tabletop.Seating{Computers: []int{2, 1}}))
}

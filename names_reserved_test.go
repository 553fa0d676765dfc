package tabletop_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// TestNoNameImpersonatesASeat: a name that reads as the computer, a
// seat's default name or the reader, in any of the four languages and in
// any case, is refused by CheckName and is no name for CleanName and
// WithNames, so that its seat keeps its default name; names that only
// look alike are kept.
func TestNoNameImpersonatesASeat(t *testing.T) {
	for _, name := range []string{
		"The computer", "the COMPUTER", "Computer", "Computer 2", "Seat 1", "seat 12", "Seat-1",
		"Joueur 2", "le joueur 3", "l’ordinateur", "L'ordinateur 2", "Ordinateur", "il computer",
		"Giocatore 4", "il giocatore 2", "de computer", "Speler 3", "you", "YOU", "vous", "Tu", "jij",
		"\x00computer", " Seat\t1 ",
	} {
		assert.Equal(t, "", tabletop.CleanName(name), name)
		assert.ErrorIs(t, tabletop.CheckName(name), tabletop.ErrReservedName, name)
	}
	for _, name := range []string{"Ana", "Seat", "Joueur", "Computerworld", "Youssef", "Tú", "Ik en Ana", "张伟🙂", ""} {
		assert.NoError(t, tabletop.CheckName(name), name)
	}
	assert.Equal(t, "Youssef", tabletop.CleanName("Youssef"))

	table, err := tabletop.Open("linko", []byte(`{"players":3,"seed":"4"}`))
	require.NoError(t, err)
	table = table.WithNames([]string{"The computer", "Seat 1", "Ana"}).WithComputers(2)
	assert.Equal(t, []string{"", "", tabletop.Computer}, table.Names())
	next, events, err := table.Play(table.ToMove(), table.LegalMoves()[0])
	require.NoError(t, err)
	_ = next
	said := events.Narrate(lang.English, 2, nil)
	require.NotEmpty(t, said)
	assert.Regexp(t, `^Seat \d`, said[0], "the seat of a person who called themselves the computer is called by its number")
}

// TestTheReaderWordsAreTheCatalogues: the reader's words that CheckName
// refuses are the four that the catalogues call the reader among others,
// so that a catalogue that changed its word would fail here.
func TestTheReaderWordsAreTheCatalogues(t *testing.T) {
	for l, word := range map[lang.Language]string{lang.English: "you", lang.French: "vous", lang.Italian: "tu", lang.Dutch: "jij"} {
		assert.True(t, errors.Is(tabletop.CheckName(word), tabletop.ErrReservedName), l.String())
	}
}

// TestLookAlikesAndSentencesAreNoNames: a name that passes for a seat's
// through look-alike letters (Cyrillic, Greek, full-width, digits for
// letters) or that reads as a sentence of its own is refused, as the
// reviewer's names were not; names are kept that only share letters.
func TestLookAlikesAndSentencesAreNoNames(t *testing.T) {
	for _, name := range []string{
		"Ѕeat 2", "Ѕeat 1", "Тhe computer", "C0mputer", "Seat-2", "Ｓｅａｔ 2", "ＣＯＭＰＵＴＥＲ", "Сomputer",
		"Τhe cοmputer", "1'ordinateur", "Y0U", "Ana: It is your turn", "Ana：hi", "Ana. It is your turn",
		"Ana! It is your turn",
	} {
		assert.Equal(t, "", tabletop.CleanName(name), name)
		assert.ErrorIs(t, tabletop.CheckName(name), tabletop.ErrReservedName, name)
	}
	for _, name := range []string{"Ana", "Mr. Smith", "J. R. R. Tolkien", "Ana!", "Андрей", "Σοφία", "Ana 2", "Leo", "R2D2"} {
		assert.NoError(t, tabletop.CheckName(name), name)
		assert.Equal(t, name, tabletop.CleanName(name))
	}
}

// TestTwoSeatsAreNotNamedAlike: a seat whose name reads as an earlier
// seat's is called by its number, so that "Ana played" says one seat.
func TestTwoSeatsAreNotNamedAlike(t *testing.T) {
	table, err := tabletop.Open("linko", []byte(`{"players":4,"seed":"1"}`))
	require.NoError(t, err)
	table = table.WithNames([]string{"Ana", "Bo", "ana", "Аna"})
	assert.Equal(t, []string{"Ana", "Bo", "", ""}, table.Names())
	assert.Equal(t, "Seat 3", tabletop.NameOf(lang.English, 2, table.Names()).Label)
	assert.Equal(t, "Seat 4", tabletop.NameOf(lang.English, 3, table.Names()).Label)
}

// TestOtherWordsForASeatAreNoNames: the names the reviewer saw taken
// beside those refused, a seat's or the computer's in other words, the
// reader's own pronouns and a sentence to the reader without a name
// before it, are refused in the four languages; names that only hold
// those letters are kept.
func TestOtherWordsForASeatAreNoNames(t *testing.T) {
	for _, name := range []string{
		"It is your turn", "Your turn", "À vous de jouer", "C'est à toi", "Jij bent aan de beurt", "È il tuo turno",
		"Jij en ik", "Player 2", "player 12", "Joueuse 3", "Giocatrice 2", "Speelster 4", "Bot", "Bot 2", "B0t",
		"Robot", "ROBOT 2", "CPU", "Ordi", "Ordi 2", "me", "I", "moi", "Moi", "io", "mij", "ik", "je", "toi",
	} {
		assert.Equal(t, "", tabletop.CleanName(name), name)
		assert.ErrorIs(t, tabletop.CheckName(name), tabletop.ErrReservedName, name)
	}
	for _, name := range []string{"Al", "Bo", "Robert", "Botond", "Mei", "Iona", "Youssef", "Ik en Ana", "Player", "Joueur", "Giocatore", "Speler", "<b>Ana</b>"} {
		assert.NoError(t, tabletop.CheckName(name), name)
		assert.Equal(t, name, tabletop.CleanName(name))
	}
}

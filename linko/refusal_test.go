package linko_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/linko"
)

// TestATypedMeldSaysWhatIsWrong: a meld typed with a fault that the
// reading knows is refused with a sentence that says it, in the player's
// words, not only that the cards are not recognised (words28c: "2x9" said
// no more, where its Detail knew that 9 is not a count from 2 to 8): too
// many of a number or of jokers, in a part or in all the parts, says how
// many the meld asks for; a count of one, two values, a part that is no
// card each say so; a count that is no number, or an empty part, says how
// a meld is typed.
func TestATypedMeldSaysWhatIsWrong(t *testing.T) {
	gametest.CheckTypedRefusals(t, linko.MaxPlayers, func(text string) error {
		_, err := linko.ParseMoveFor(0, text)
		return err
	}, map[string]string{
		"play 13x9":      "You can play 1 to 8 cards of one value: “13x9” asks for 9.",
		"play 7x2+2x12":  "You can play 1 to 8 cards of one value: “2x12” asks for 12.",
		"play 7x5+7x4":   "You can play 1 to 8 cards of one value: “7x5+7x4” asks for 9.",
		"play Xx6":       "You can play up to 5 jokers: “Xx6” asks for 6.",
		"play 7+Jx9":     "You can play up to 5 jokers: “Jx9” asks for 9.",
		"play Jx3+X+jx2": "You can play up to 5 jokers: “Jx3+X+jx2” asks for 6.",
		"play 7x1":       "Type one card without x, such as “7”, not “7x1”.",
		"play 7x2+8":     "The cards “7x2+8” are of different values: play cards of one value, with or without jokers, such as “7x2+J”.",
		"play 7x2+Q":     "There is no card “Q”: type 1 to 13, or J for a joker, such as “7x2+J”.",
		"play 14":        "There is no card “14”: type 1 to 13, or J for a joker, such as “7x2+J”.",
		"play 7x2+":      "The cards “7x2+” are not recognised: type the value, then x and how many, and +J for a joker, such as “7x2+J”.",
		"play 7x0":       "The cards “7x0” are not recognised: type the value, then x and how many, and +J for a joker, such as “7x2+J”.",
	})
	// In every language, with the count.
	_, err := linko.ParseMoveFor(0, "play 2x9")
	var refused *linko.MoveError
	require.ErrorAs(t, err, &refused)
	for l, want := range map[lang.Language]string{
		lang.French:  "Vous pouvez poser de 1 à 8\u00a0cartes de même valeur\u00a0: avec «\u00a02x9\u00a0», vous en demandez 9.",
		lang.Italian: "Puoi calare da 1 a 8 carte dello stesso valore: con «2x9» ne chiedi 9.",
		lang.Dutch:   "Je kunt 1 tot 8 kaarten met hetzelfde getal uitleggen: met “2x9” vraag je er 9.",
	} {
		require.Equal(t, want, refused.Sentence(l, nil), "%s", l)
	}
}

// TestATypedWordIsQuotedInAPlayersWords: typed text that is no move is
// refused with a sentence a player reads, which quotes back the word it
// cannot read as typed (in capitals a cell's name, and a word that mixes
// cases and would read as code), and only when it
// holds no "x,y" and no developer's word (go-r24 9: "2x9" was echoed
// "2X9") (issue #40: a refusal once echoed "xA" and "7,7").
func TestATypedWordIsQuotedInAPlayersWords(t *testing.T) {
	gametest.CheckTypedRefusals(t, linko.MaxPlayers, func(text string) error {
		_, err := linko.ParseMoveFor(0, text)
		return err
	}, map[string]string{
		"play 7,7":  "Type “play” followed by cards, such as “play 7x2+J”; “draw” followed by “pile” or a card of the display, such as “draw pile”; or “take”, “leave”, “takeback” or “discard”.",
		"play xA":   "The cards “XA” are not recognised: type the value, then x and how many, and +J for a joker, such as “7x2+J”.",
		"play a_b":  "Type “play” followed by cards, such as “play 7x2+J”; “draw” followed by “pile” or a card of the display, such as “draw pile”; or “take”, “leave”, “takeback” or “discard”.",
		"play 7y2":  "The cards “7y2” are not recognised: type the value, then x and how many, and +J for a joker, such as “7x2+J”.",
		"draw 1,2":  "",
		"play k=7x": "",
		"play 2x9":  "You can play 1 to 8 cards of one value: “2x9” asks for 9.",
		"play nil":  "There is no card “NIL”: type 1 to 13, or J for a joker, such as “7x2+J”.",
	})
}

// TestARefusalReadBackSpeaksEnglishForAnInvalidLanguage: a MoveError read
// back from JSON keeps the sentences it was written with, and a Language
// outside lang.All is spoken as English there too, as everywhere (it once
// rebuilt the sentence from the reason alone, losing what was typed).
func TestARefusalReadBackSpeaksEnglishForAnInvalidLanguage(t *testing.T) {
	_, err := linko.ParseMoveFor(0, "play 2x9")
	var refused *linko.MoveError
	require.ErrorAs(t, err, &refused)
	back := gametest.ReadBack(t, refused)
	want := refused.Sentence(lang.English, nil)
	assert.Equal(t, want, back.Sentence(lang.English, nil))
	assert.Equal(t, want, back.Sentence(lang.Language(99), nil))
}

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

// refusedSentences returns the sentences, in every language, of the
// refusal of move typed by the seat to move at a new table of game, and
// those its JSON carries.
func refusedSentences(t *testing.T, game, move string) (said []string, wire string) {
	t.Helper()
	tb, err := tabletop.Open(game, []byte(`{"seed":"5"}`))
	require.NoError(t, err)
	_, _, err = tb.Play(tb.ToMove(), move)
	var refused *tabletop.MoveError
	require.ErrorAs(t, err, &refused, "%s %q", game, move)
	assert.Equal(t, tabletop.ReasonMalformed, refused.Reason)
	for _, l := range lang.All() {
		said = append(said, refused.Sentence(l, nil))
	}
	data, err := json.Marshal(refused)
	require.NoError(t, err)
	return said, string(data)
}

// Empty, blank and over-long typed input is refused with a sentence that
// says why: the verbs the game knows, or that it is too long (its bound
// is 256 bytes, which no sentence calls characters: an accented move is
// refused well short of 256 of them); not only "That is not a move of
// this game.".
func TestEmptyAndLongTypedInputSaysWhy(t *testing.T) {
	verbs := map[string]string{"linko": "Type “play” followed by cards", "lino": "Type “move” followed by two cells", "linx": "Type “up” or “down”"}
	for game, want := range verbs {
		for _, move := range []string{"", " ", "\t \n"} {
			said, _ := refusedSentences(t, game, move)
			assert.Contains(t, said[0], want, "%s %q", game, move)
		}
		// 150 characters, 300 bytes: the bound is the bytes', and no
		// sentence counts characters it does not count
		said, _ := refusedSentences(t, game, strings.Repeat("é", 150))
		for i, want := range []string{"too long to be a move", "trop long pour un coup", "troppo lungo per una mossa", "te lang voor een zet"} {
			assert.Contains(t, said[i], want, "%s, %s", game, lang.All()[i])
			assert.NotContains(t, said[i], "256", "%s, %s", game, lang.All()[i])
		}
	}
}

// A word of the player's that a sentence quotes carries no control, format
// or bidirectional character, in the sentence and in its JSON: an ASCII
// control shows as its picture, "1␀" (go-r34: a NUL typed was shown back
// as "1�"), any other as U+FFFD (the word in capitals, as every quoted
// word is: issue #40), in every game and every language.
func TestAQuotedWordCarriesNoControlCharacter(t *testing.T) {
	for _, c := range []struct{ game, move, quoted string }{
		{"linko", "play 7\x00x", "7\u2400x"}, // as typed (go-r24 9)
		{"linko", "play 1\x00", "1\u2400"},
		{"linko", "play 7\x1bx", "7\u241bx"},
		{"linko", "play 7\x7fx", "7\u2421x"},
		{"linko", "play \u202e7", "\uFFFD7"},
		{"linko", "play 7\u200bx", "7\uFFFDx"},
		{"linko", "play 7\xffx", "7\uFFFDx"},
		{"linx", "up R D4\x00", "D4\u2400"},
		{"linx", "up R\x07 D4", "R\u2407"},
		{"lino", "move K\u2066 K6", "K\uFFFD"},
		{"lino", "move K7\x00 K6", "K7\u2400"},
	} {
		said, wire := refusedSentences(t, c.game, c.move)
		for _, sentence := range said {
			assert.Contains(t, sentence, c.quoted, "%s %q", c.game, c.move)
			assert.NotContains(t, sentence, "\x00")
			assert.NotContains(t, sentence, "\x1b")
			assert.NotContains(t, sentence, "\x7f")
			assert.NotContains(t, sentence, "\u202e")
			assert.NotContains(t, sentence, "\u2066")
			assert.NotContains(t, sentence, "\u200b")
		}
		var sentences struct{ Sentences map[string]string }
		require.NoError(t, json.Unmarshal([]byte(wire), &sentences))
		for l, sentence := range sentences.Sentences {
			assert.Contains(t, sentence, c.quoted, "%s %q in the JSON's %s", c.game, c.move, l)
		}
	}
}

package linko_test

import (
	"testing"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/linko"
)

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
		"play 7,7":  "Type play, draw, take, leave, takeback or discard: such as “play 7x2+J” or “draw pile”.",
		"play xA":   "The cards “XA” cannot be read: type the value, then x and how many, and +J for a joker, such as “7x2+J”.",
		"play a_b":  "Type play, draw, take, leave, takeback or discard: such as “play 7x2+J” or “draw pile”.",
		"play 7y2":  "The cards “7y2” cannot be read: type the value, then x and how many, and +J for a joker, such as “7x2+J”.",
		"draw 1,2":  "",
		"play k=7x": "",
		"play 2x9":  "The cards “2x9” cannot be read: type the value, then x and how many, and +J for a joker, such as “7x2+J”.",
		"play nil":  "The cards “NIL” cannot be read: type the value, then x and how many, and +J for a joker, such as “7x2+J”.",
	})
}

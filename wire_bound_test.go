package tabletop_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// A move's 256 bytes are counted on the move itself: insignificant
// whitespace and a label beside it do not count, and a move itself longer
// than its bound is refused so.
func TestAMovesBoundIsCountedOnTheMoveItself(t *testing.T) {
	table := open(t, "linko", `{"seed":"3"}`)
	move := string(table.Choices(0)[0].Moves[0].JSON) // {"seat":0,"kind":"play",…}
	padded := move[:len(move)-1] + strings.Repeat(" ", 300) + "}"
	_, _, err := table.PlayJSON(table.ToMove(), []byte(padded))
	assert.NoError(t, err, "300 bytes of whitespace are no part of the move")

	labelled := move[:len(move)-1] + `,"label":"` + strings.Repeat("x", 600) + `"}`
	_, _, err = table.PlayJSON(table.ToMove(), []byte(labelled))
	assert.NoError(t, err, "a label is ignored, and not counted")

	long := move[:len(move)-1] + `,"junk":"` + strings.Repeat("x", 300) + `"}`
	_, _, err = table.PlayJSON(table.ToMove(), []byte(long))
	var refused *tabletop.MoveError
	require.ErrorAs(t, err, &refused)
	assert.Equal(t, "", refused.Phrase, "an object is a client's: no player typed it")
	assert.Equal(t, "That is not a move of this game.", refused.Sentence(lang.English, nil))

	typed := `"` + strings.Repeat("x", 300) + `"`
	_, _, err = table.PlayJSON(table.ToMove(), []byte(typed))
	require.ErrorAs(t, err, &refused)
	assert.Equal(t, "typed-long", refused.Phrase, "a string is what a person typed")
	assert.Contains(t, err.Error(), "longer than 256 bytes")
}

// An object over a move's 256 bytes is refused for what is wrong with it,
// as a shorter one is, and never with the typed text's sentence: broken
// JSON says at which byte, an unknown member that it is unknown (where
// the game reads an object that long: LINX refuses it for its length).
func TestAnObjectOverTheBoundSaysWhatIsWrong(t *testing.T) {
	for game, move := range map[string]string{
		"linko": `{"kind":"play","meld":"7x2","label":"` + string(make([]byte, 900)) + `"}`,
		"linx":  `{"kind":"up","symbol":"R","cell":"0,0","zz":"` + strings.Repeat("a", 300) + `"}`,
		"lino":  `{"kind":"place","to":"4,0","label":"\u0000","zz":"` + strings.Repeat("a", 300) + `"}`,
	} {
		table := open(t, game, `{"seed":"3"}`)
		_, _, err := table.PlayJSON(table.ToMove(), []byte(move))
		var refused *tabletop.MoveError
		require.ErrorAs(t, err, &refused, game)
		assert.Equal(t, "", refused.Phrase, game)
		assert.Equal(t, "That is not a move of this game.", refused.Sentence(lang.English, nil), game)
		switch game {
		case "linko":
			assert.Contains(t, refused.Detail, "not valid JSON at byte 38", game)
		case "lino":
			assert.Contains(t, refused.Detail, `unknown field "zz"`, game)
		}
	}
}

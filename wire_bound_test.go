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

// An object over a move's 256 bytes is refused for its length, whatever
// else is wrong with it, as the Limits promise ("longer than 256 bytes"),
// and never with the typed text's sentence: its bound is checked first,
// for every form (go-r35 #5: Linko! said "a move is its notation or an
// object").
func TestAnObjectOverTheBoundIsRefusedForItsLength(t *testing.T) {
	long := strings.Repeat("a", 300)
	for game, moves := range map[string][]string{
		"linko": {`{"kind":"play","meld":"2","zzz":"` + long + `"}`, `{"kind":"play","meld":"7x2","label":"` + string(make([]byte, 900)) + `"}`,
			`{"kind":"take"` + strings.Repeat(`,"a":1`, 60) + `}`, `{"kind":"take",` + strings.Repeat(" ", 300)},
		"linx": {`{"kind":"up","symbol":"R","cell":"0,0","zz":"` + long + `"}`},
		"lino": {`{"kind":"place","to":"4,0","label":"\u0000","zz":"` + long + `"}`, `{"kind":"pass"` + strings.Repeat(`,"a":1`, 60) + `}`},
	} {
		table := open(t, game, `{"seed":"3"}`)
		for _, move := range moves {
			_, _, err := table.PlayJSON(table.ToMove(), []byte(move))
			var refused *tabletop.MoveError
			require.ErrorAs(t, err, &refused, game)
			assert.Equal(t, "", refused.Phrase, game)
			assert.Equal(t, "That is not a move of this game.", refused.Sentence(lang.English, nil), game)
			assert.Contains(t, refused.Detail, "longer than 256 bytes", "%s: %.40s", game, move)
		}
	}
	_, _, err := open(t, "linko", `{"seed":"3"}`).PlayJSON(0, []byte(strings.Repeat(" ", 300)))
	assert.ErrorIs(t, err, tabletop.ErrIllegalMove, "white space alone")
}

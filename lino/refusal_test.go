package lino_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/lino"
)

// TestACellOffTheBoardIsNamedAsThePlayerTypesIt: a cell beyond the
// board is refused with one sentence whatever its spelling (its name
// typed, its "x,y" typed or in JSON), which names it as a player types
// it and says which of a move's cells is wrong: the one a tile is taken
// from holds no tile, the one it goes to is too far from the field (issue
// #40, go-r23 7: "That cell is too far from the field." was said of
// both, and "There is no tile at that cell." of the same cell by its
// "x,y"). A cell that no name says, above or left of the board, is said
// by what is wrong there.
func TestACellOffTheBoardIsNamedAsThePlayerTypesIt(t *testing.T) {
	s, err := lino.New(lino.Options{})
	require.NoError(t, err)
	v := s.View(0)
	a := v.Axes()
	m := s.LegalMoves()[0]
	from, to := v.CellName(m.From), v.CellName(m.To)
	z99 := lino.Cell{X: int8(a.Left + 25), Y: int8(a.Top + 98)}
	far := "99,99"
	farName := "DB106" // column 105 and row 106 of the board, which begins at -6,-6: no name a player knows
	require.Equal(t, -6, a.Left)
	sentence := func(err error) string {
		t.Helper()
		gametest.CheckRefusal(t, err, lino.Players)
		var refused *lino.MoveError
		require.ErrorAs(t, err, &refused)
		assert.Equal(t, lino.ReasonNotLegalHere, refused.Reason, "%v", err)
		return refused.Sentence(lang.English, nil)
	}
	typed := func(text string) string {
		t.Helper()
		m, err := v.ParseTyped(0, text)
		if err == nil {
			_, _, err = s.Apply(m)
		}
		return sentence(err)
	}
	inJSON := func(from, to string) string {
		t.Helper()
		var m lino.Move
		require.NoError(t, json.Unmarshal([]byte(`{"seat":0,"kind":"move","from":"`+from+`","to":"`+to+`"}`), &m))
		_, _, err := s.Apply(m)
		return sentence(err)
	}
	for want, said := range map[string][]string{
		"There is no tile at Z99.":                  {typed("move Z99 " + to), typed("move z99 " + to), typed("move " + z99.String() + " " + to), inJSON(z99.String(), m.To.String())},
		"Z99 is too far from the field.":            {typed("move " + from + " Z99"), typed("move " + from + " " + z99.String()), inJSON(m.From.String(), z99.String())},
		"There is no tile at " + farName + ".":      {typed("move " + farName + " " + to)}, // as typed; 99,99 is not named (go-r28 #8)
		"There is no tile at ZZ999.":                {typed("move ZZ999 " + to)},           // no Cell can hold it
		"ZZ999 is too far from the field.":          {typed("move " + from + " zz999")},
		"There is no tile that far from the field.": {typed("move -100,0 " + to), inJSON("0,-100", m.To.String()), typed("move " + far + " " + to), inJSON(far, m.To.String())},
		"That cell is too far from the field.":      {typed("move " + from + " -100,0"), inJSON(m.From.String(), "0,-100"), typed("move " + from + " " + far), inJSON(m.From.String(), far)},
	} {
		for i, got := range said {
			assert.Equal(t, want, got, "spelling %d", i)
		}
	}
	// Every language names the cell so.
	_, err = v.ParseTyped(0, "move "+from+" Z99")
	var refused *lino.MoveError
	require.ErrorAs(t, err, &refused)
	for _, l := range lang.All() {
		assert.Contains(t, refused.Sentence(l, nil), "Z99", l)
	}
}

// TestAWordBetweenTheCellsIsRead: "move K7 to K6", with the language's
// own words ("en", "à" or "vers", "in" or "a", "naar"), English "to" in
// every language, or an arrow, with or without spaces, is read as "move
// K7 K6" (go-r23 7: a chat user's "move K7 to K6" was refused); the
// typing hint shows the first, as the narration says it ("en M15", "in
// G15": words-r25).
func TestAWordBetweenTheCellsIsRead(t *testing.T) {
	s, err := lino.New(lino.Options{Seed: 1})
	require.NoError(t, err)
	m := s.LegalMoves()[0]
	for l, fillers := range map[lang.Language][]string{lang.English: {"to"}, lang.French: {"en", "à", "vers"}, lang.Italian: {"in", "a"}, lang.Dutch: {"naar"}} {
		v := s.View(0).In(l)
		words := strings.Fields(v.Typed(m))
		verb, from, to := words[0], words[1], words[2]
		texts := []string{
			verb + " " + from + " to " + to,
			verb + " " + from + " → " + to,
			verb + " " + from + "→" + to,
		}
		for _, filler := range fillers {
			texts = append(texts, verb+" "+from+" "+filler+" "+to, "0:"+verb+" "+from+" "+strings.ToUpper(filler)+" "+to)
		}
		for _, text := range texts {
			read, err := v.ParseTyped(0, text)
			require.NoError(t, err, "%s %q", l, text)
			assert.Equal(t, m, read, "%s %q", l, text)
		}
		assert.Contains(t, s.View(0).In(l).Typed(m), verb)
		_, err := v.ParseTyped(0, "move K7 K6 K5")
		var refused *lino.MoveError
		require.ErrorAs(t, err, &refused)
		assert.Contains(t, refused.Sentence(l, nil), " "+fillers[0]+" K6", "%s: the hint shows the word", l)
	}
	_, err = s.View(0).ParseTyped(0, "move K7 from K6")
	require.ErrorIs(t, err, lino.ErrIllegalMove, "another word is no filler")
}

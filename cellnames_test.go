package tabletop_test

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/linx"
)

// Play reads cells as every sentence names them, "move K7 K6", through
// the board's axes, and refuses a name beyond them with a sentence that
// says so.
func TestPlayReadsCellsByTheirNames(t *testing.T) {
	s, err := lino.New(lino.Options{Seed: 5})
	require.NoError(t, err)
	tb, err := tabletop.Open("lino", []byte(`{"seed":"5"}`))
	require.NoError(t, err)
	v := s.View(0)
	m := s.LegalMoves()[0]
	named := "move " + v.CellName(m.From) + " " + strings.ToLower(v.CellName(m.To))
	require.NotContains(t, named, ",")
	byName, ev, err := tb.Play(0, named)
	require.NoError(t, err, named)
	byXY, want, err := tb.Play(0, m.String())
	require.NoError(t, err)
	assert.Equal(t, logOf(t, want), logOf(t, ev), named)
	assert.Equal(t, byXY.LegalMoves(), byName.LegalMoves())
	_, ev, err = tb.PlayJSON(0, []byte(`"`+named+`"`))
	require.NoError(t, err, "PlayJSON's notation too")
	assert.Equal(t, logOf(t, want), logOf(t, ev))

	_, _, err = tb.Play(0, "move ZZ40 "+v.CellName(m.To))
	var refused *tabletop.MoveError
	require.ErrorAs(t, err, &refused)
	assert.Equal(t, tabletop.ReasonNotLegalHere, refused.Reason, "a cell off the board is not legal here, however it is named")
	assert.Equal(t, "There is no tile at ZZ40.", refused.Sentence(lang.English, nil), "named as typed, where the tile is taken from (go-r23 7)")
	assert.Contains(t, err.Error(), `"ZZ40" is beyond the board's axes`)

	x, err := tabletop.Open("linx", []byte(`{"seed":"5"}`))
	require.NoError(t, err)
	_, ev, err = x.Play(x.ToMove(), "up R D4")
	require.NoError(t, err)
	assert.Contains(t, ev.Narrate(lang.English, -1, nil)[0], "D4")
	_, _, err = x.Play(x.ToMove(), "up R H1")
	require.True(t, errors.As(err, &refused))
	assert.Equal(t, "That cell lies outside the square: no tile can go there.", refused.Sentence(lang.English, nil))
}

// TestACellOffTheBoardIsOneRefusal: a cell off the board is refused with
// one reason, not-legal-here, whether it is named beyond the axes ("Z9")
// or by an "x,y" off the board ("99,99"), typed or in JSON, in LINX and in
// Lino alike (go-r22 #7).
func TestACellOffTheBoardIsOneRefusal(t *testing.T) {
	x, err := tabletop.Open("linx", []byte(`{"seed":"5"}`))
	require.NoError(t, err)
	seat := x.ToMove()
	refusals := map[string]error{}
	for _, move := range []string{"up R Z9", "up R 99,99"} {
		_, _, refusals["typed "+move] = x.Play(seat, move)
		_, _, refusals["a JSON string "+move] = x.PlayJSON(seat, []byte(`"`+move+`"`))
	}
	for _, cell := range []string{"Z9", "99,99"} {
		_, _, refusals["JSON "+cell] = x.PlayJSON(seat, []byte(`{"kind":"up","symbol":"R","cell":"`+cell+`"}`))
	}
	l, err := tabletop.Open("lino", []byte(`{"seed":"5"}`))
	require.NoError(t, err)
	to := l.Choices(lang.English)[0].Moves[0].JSON
	var lm struct{ To string }
	require.NoError(t, json.Unmarshal(to, &lm))
	for _, from := range []string{"ZZ40", "99,99"} {
		_, _, refusals["lino typed "+from] = l.Play(0, "move "+from+" "+lm.To)
	}
	for what, err := range refusals {
		var refused *tabletop.MoveError
		require.ErrorAs(t, err, &refused, what)
		assert.Equal(t, tabletop.ReasonNotLegalHere, refused.Reason, what)
		assert.Equal(t, seat, refused.ToMove, what)
	}
}

// Axes.Cell is the inverse of Axes.Name over every cell the axes name.
func TestAxesCellIsNamesInverse(t *testing.T) {
	s, err := lino.New(lino.Options{})
	require.NoError(t, err)
	a := s.View(0).Axes()
	for i := range a.Columns {
		for j := range a.Rows {
			c := lino.Cell{X: int8(a.Left + i), Y: int8(a.Top + j)}
			got, ok := a.Cell(a.Name(c))
			assert.True(t, ok && got == c, a.Name(c))
		}
	}
	_, ok := a.Cell("4,0")
	assert.False(t, ok)
	_, ok = a.Cell("A99")
	assert.False(t, ok)

	x, err := linx.New(linx.Options{Players: 4})
	require.NoError(t, err)
	xa := x.View(0).Axes()
	c, ok := xa.Cell("e5")
	assert.Equal(t, linx.Cell{}, c)
	assert.True(t, ok)
	_, ok = xa.Cell("J1")
	assert.False(t, ok)
}

// logOf returns the events' log.
func logOf(t *testing.T, ev tabletop.Events) []json.RawMessage {
	t.Helper()
	log, err := ev.Log()
	require.NoError(t, err)
	return log
}

// Every move of Lino's building has a label a text front-end can show,
// the cell it goes to, which the compact wire leaves out as the View does.
func TestLinoBuildingMovesAreLabelledByTheirTarget(t *testing.T) {
	s, err := lino.New(lino.Options{Seed: 5})
	require.NoError(t, err)
	tb, err := tabletop.Open("lino", []byte(`{"seed":"5"}`))
	require.NoError(t, err)
	v := s.View(0)
	choices := tb.Choices(lang.French)
	n := 0
	for _, c := range choices {
		for _, m := range c.Moves {
			var typed lino.Move
			require.NoError(t, json.Unmarshal(m.JSON, &typed))
			assert.Equal(t, v.CellName(typed.To), m.Label, m.Notation)
			n++
		}
	}
	assert.Equal(t, len(s.LegalMoves()), n)
	named := tb.WithNames([]string{"Ana", "Bo"}).Choices(lang.French)
	assert.Equal(t, choices[0].Moves[0].Label, named[0].Moves[0].Label, "a named table keeps the cells' labels")
	wire, err := json.Marshal(choices)
	require.NoError(t, err)
	view, err := tb.View(lang.French, 0)
	require.NoError(t, err)
	var legal struct{ LegalMoves json.RawMessage }
	require.NoError(t, json.Unmarshal(view, &legal))
	assert.JSONEq(t, string(legal.LegalMoves), string(wire))
	assert.NotContains(t, string(wire), `"label":"`+choices[0].Moves[0].Label+`"`)
}

// A cell named beyond the axes in a move's JSON is refused as typed text
// naming it is, "outside the square", not with advice to write x,y; and a
// refusal of JSON quotes the client's bytes, not the handle's rewrite of
// them (a seat added, "K6" written as its x,y).
func TestJSONCellNamesAreRefusedAsTypedOnes(t *testing.T) {
	lx := open(t, "linx", `{"seed":"1","players":2}`)
	sent := `{"kind":"up","symbol":"R","cell":"Z9"}`
	_, _, err := lx.PlayJSON(0, []byte(sent))
	var refused *tabletop.MoveError
	require.ErrorAs(t, err, &refused)
	_, _, typed := lx.Play(0, "up R Z9")
	var typedRefusal *tabletop.MoveError
	require.ErrorAs(t, typed, &typedRefusal)
	assert.Equal(t, typedRefusal.Phrase, refused.Phrase)
	assert.Equal(t, typedRefusal.Sentence(lang.English, nil), refused.Sentence(lang.English, nil))
	assert.NotContains(t, refused.Detail, "write x,y")

	lo := open(t, "lino", `{"seed":"1","players":2}`)
	sent = `{"kind":"place","cell":"K6"}`
	_, _, err = lo.PlayJSON(0, []byte(sent))
	require.ErrorAs(t, err, &refused)
	assert.Equal(t, sent, refused.Move)
	assert.True(t, strings.HasPrefix(refused.Detail, strconv.Quote(sent)+" is not a move: "), refused.Detail)
}

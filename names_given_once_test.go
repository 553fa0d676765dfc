package tabletop_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lang"
)

// A named table's events and refusals say its names when given none; an
// empty list still says the default names.
func TestANamedTablesWordsSayItsNames(t *testing.T) {
	table := open(t, "linko", `{"players":2,"seed":"3"}`).WithNames([]string{"Ana", "Bo"})
	seat := table.ToMove()
	next, events, err := table.PlayJSON(seat, table.Choices(0)[0].Moves[0].JSON)
	require.NoError(t, err)
	told := events.Narrate(lang.English, -1, nil)
	assert.Contains(t, told[0], []string{"Ana", "Bo"}[seat], told)
	assert.Equal(t, told, events.Narrate(lang.English, -1, next.Names()))
	assert.NotContains(t, events.Narrate(lang.English, -1, []string{})[0], []string{"Ana", "Bo"}[seat])
	for _, e := range events.All() {
		assert.Equal(t, told[0], e.Narrate(lang.English, -1, nil))
		break
	}
	history, err := next.History(-1)
	require.NoError(t, err)
	assert.Equal(t, told, history.Narrate(lang.English, -1, nil)[len(history.Narrate(lang.English, -1, nil))-len(told):])

	_, _, err = next.Play(seat, "take")
	var refused *tabletop.MoveError
	require.ErrorAs(t, err, &refused)
	assert.Contains(t, refused.Sentence(lang.French, nil), []string{"Ana", "Bo"}[next.ToMove()])
	assert.Contains(t, refused.Sentence(lang.French, []string{}), "joueur")

	// names are in no JSON, as MoveError's doc and WithNames's say (Go
	// builder r16, F5): read back, the refusal says the default names
	// until given the table's
	back := gametest.ReadBack(t, refused)
	assert.Equal(t, refused.Sentence(lang.French, []string{}), back.Sentence(lang.French, nil))
	assert.Equal(t, refused.Sentence(lang.French, nil), back.Sentence(lang.French, next.Names()))
}

// A MoveError read back from JSON still matches ErrIllegalMove (and its
// reason's sentinel), and says the names it is given.
func TestAMoveErrorReadFromJSONKeepsItsPromises(t *testing.T) {
	table := open(t, "linko", `{"players":2,"seed":"3"}`)
	other := 1 - table.ToMove()
	_, _, err := table.Play(other, "take")
	var refused *tabletop.MoveError
	require.ErrorAs(t, err, &refused)
	back := gametest.ReadBack(t, refused)
	assert.ErrorIs(t, back, tabletop.ErrIllegalMove)
	assert.ErrorIs(t, back, tabletop.ErrNotYourTurn)
	names := []string{"Ana", "Bo"}
	for _, l := range lang.All() {
		assert.Equal(t, refused.Sentence(l, names), back.Sentence(l, names), l)
		assert.Equal(t, refused.Sentence(l, nil), back.Sentence(l, nil), l)
	}
}

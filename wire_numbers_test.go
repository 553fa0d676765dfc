package tabletop_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// TestOneRuleForWholeNumbers: a whole number on the wire is written in
// digits alone, in options as in moves: {"players":2.0} is refused as
// {"seat":0.0} is, and so is 2e0; {"players":2} is taken.
func TestOneRuleForWholeNumbers(t *testing.T) {
	for _, game := range []string{"linko", "lino", "linx"} {
		for _, players := range []string{"2.0", "2e0", "20e-1"} {
			_, err := tabletop.Open(game, []byte(`{"players":`+players+`}`))
			assert.ErrorIs(t, err, tabletop.ErrInvalidOptions, "%s players %s", game, players)
			assert.ErrorContains(t, err, "in digits, such as 2", "%s players %s", game, players)
		}
		table, err := tabletop.Open(game, []byte(`{"players":2,"seed":"4"}`))
		require.NoError(t, err, game)
		move := string(table.Choices(0)[0].Moves[0].JSON)
		seat := `"seat":` + string(rune('0'+table.ToMove()))
		_, _, err = table.PlayJSON(table.ToMove(), []byte(strings.Replace(move, seat, seat+".0", 1)))
		assert.True(t, errors.Is(err, tabletop.ErrIllegalMove), "%s: a seat 0.0: %v", game, err)
	}
	_, err := tabletop.NewBot("lino", "ismcts", []byte(`{"iterations":20.0}`))
	assert.ErrorIs(t, err, tabletop.ErrInvalidOptions)
}

// TestEventsAndViewsAgreeOnSeats: a seat not at the table is refused by
// the JSON of a move's events, of a history and of one event, as by View;
// -1, the spectator, is welcome everywhere.
func TestEventsAndViewsAgreeOnSeats(t *testing.T) {
	table := open(t, "linx", `{"players":3,"seed":"2"}`)
	next, events, err := table.Play(table.ToMove(), table.LegalMoves()[0])
	require.NoError(t, err)
	history, err := next.History(-1)
	require.NoError(t, err)
	one := func(seat int) error {
		for _, e := range events.All() {
			_, err := e.JSON(seat)
			return err
		}
		return nil
	}
	for _, seat := range []int{-2, 3, 99} {
		_, err := next.View(lang.English, seat)
		assert.ErrorIs(t, err, tabletop.ErrNoSeat, "View of seat %d", seat)
		_, err = events.JSON(seat)
		assert.ErrorIs(t, err, tabletop.ErrNoSeat, "Events.JSON of seat %d", seat)
		_, err = history.JSON(seat)
		assert.ErrorIs(t, err, tabletop.ErrNoSeat, "a history's JSON of seat %d", seat)
		assert.ErrorIs(t, one(seat), tabletop.ErrNoSeat, "Event.JSON of seat %d", seat)
	}
	for _, seat := range []int{-1, 0, 2} {
		_, err := events.JSON(seat)
		assert.NoError(t, err, seat)
		assert.NoError(t, one(seat), seat)
	}
}

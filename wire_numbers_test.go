package tabletop_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
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

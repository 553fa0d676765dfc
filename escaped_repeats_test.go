package tabletop_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
)

// A key given twice is refused however the second is written: with
// escapes ("\u0070layers" is "players") in a game's options, a bot's
// options and a move object, whose readers would otherwise disagree on
// which value holds (go-r35 #1).
func TestAKeyEscapedIsStillGivenTwice(t *testing.T) {
	for _, options := range []string{`{"players":2,"\u0070layers":5}`, `{"\u0073eed":"1","seed":"2"}`} {
		_, err := tabletop.Open("linko", []byte(options))
		require.ErrorIs(t, err, tabletop.ErrInvalidOptions, options)
		assert.Contains(t, err.Error(), "is given twice", options)
		var refused *tabletop.OptionError
		require.True(t, errors.As(tabletop.CheckOptions("linko", []byte(options)), &refused), options)
		assert.Contains(t, []string{"players", "seed"}, refused.Option, options)
	}

	options := `{"iterations":5,"\u0069terations":7}`
	_, err := tabletop.NewBot("linko", "ismcts", []byte(options))
	require.ErrorIs(t, err, tabletop.ErrInvalidOptions, options)
	assert.Contains(t, err.Error(), "is given twice", options)

	for game, move := range map[string]string{
		"linko": `{"seat":1,"kind":"take","\u0073eat":0}`,
		"lino":  `{"kind":"place","to":"4,0","\u006bind":"place"}`,
		"linx":  `{"kind":"pass","\u006bind":"pass"}`,
	} {
		table := open(t, game, `{"seed":"1"}`)
		_, _, err := table.PlayJSON(table.ToMove(), []byte(move))
		require.ErrorIs(t, err, tabletop.ErrIllegalMove, move)
		assert.Contains(t, err.Error(), "is given twice", move)
	}
}

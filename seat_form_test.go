package tabletop_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// A seat is written one way, as the notation writes it, "0:": its digits,
// no sign, no leading zero, no space before the colon; a move object's
// "seat" is no "-0" (go-r35 #10: "-0:", "+0:", "00:", "0 :" and
// "seat":-0 all played as seat 0). A person typing (PlayIn) leaves the
// prefix out, or writes it so; a space after the colon is a space
// between words.
func TestASeatIsWrittenOneWay(t *testing.T) {
	for _, game := range []string{"linko", "lino", "linx"} {
		table := open(t, game, `{"seed":"5"}`)
		notation := table.LegalMoves()[0]
		rest, ok := strings.CutPrefix(notation, "0:")
		require.True(t, ok, notation)
		for _, good := range []string{notation, "0: " + rest, rest} {
			_, _, err := table.PlayIn(lang.English, 0, good)
			assert.NoError(t, err, "%s: %q", game, good)
		}
		_, _, err := table.Play(0, notation)
		assert.NoError(t, err, game)
		for _, bad := range []string{"-0:", "+0:", "00:", "0 :", "0\t:"} {
			_, _, err := table.Play(0, bad+rest)
			assert.ErrorIs(t, err, tabletop.ErrIllegalMove, "%s: %q", game, bad+rest)
			for _, l := range lang.All() {
				_, _, err = table.PlayIn(l, 0, bad+rest)
				assert.ErrorIs(t, err, tabletop.ErrIllegalMove, "%s in %v: %q", game, l, bad+rest)
			}
		}
		object := string(table.Choices(lang.English)[0].Moves[0].JSON)
		require.Contains(t, object, `"seat":0`, game)
		_, _, err = table.PlayJSON(0, []byte(strings.Replace(object, `"seat":0`, `"seat":-0`, 1)))
		require.ErrorIs(t, err, tabletop.ErrIllegalMove, game)
		assert.Contains(t, err.Error(), "-0 is not a seat number", game)
	}
}

package tabletop_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/rng"
)

// TestViewTextKeepsItsDocumentedWidth walks games of each game, at each
// number of seats, in the four languages and from every seat and the
// spectator's, and holds the widest line of ViewText, with the default
// names, to the width Table.ViewText's doc states for its game: a chat
// that sizes its block from the doc does not wrap a line.
func TestViewTextKeepsItsDocumentedWidth(t *testing.T) {
	documented := map[string]int{"linko": 170, "lino": 125, "linx": 90}
	widest := map[string]int{}
	for _, c := range []struct{ game, options string }{
		{"linko", `{"players":2,"seed":"1"}`}, {"linko", `{"players":5,"seed":"2"}`},
		{"lino", `{"seed":"3"}`},
		{"linx", `{"players":2,"seed":"4"}`}, {"linx", `{"players":3,"seed":"5"}`},
		{"linx", `{"players":4,"teams":true,"seed":"9"}`}, {"linx", `{"players":4,"seed":"6"}`},
	} {
		table := open(t, c.game, c.options)
		r := rng.New(7)
		for {
			for _, l := range lang.All() {
				for seat := -1; seat < table.Players(); seat++ {
					text, err := table.ViewText(l, seat)
					require.NoError(t, err)
					for _, line := range strings.Split(text, "\n") {
						widest[c.game] = max(widest[c.game], engine.Width(line))
					}
				}
			}
			if table.Over() {
				break
			}
			moves := table.LegalMoves()
			var err error
			table, _, err = table.Play(table.ToMove(), moves[r.IntN(len(moves))])
			require.NoError(t, err)
		}
	}
	for game, bound := range documented {
		assert.LessOrEqual(t, widest[game], bound, "%s: ViewText's doc states %d columns", game, bound)
	}
}

package tabletop_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// Lino's largest View is at most about 24 KB, as the package doc says: a
// client that budgets its messages from it is not short. Whole random
// games, in the wordiest options, every seat's view in every language.
func TestLinosViewsAreAtMostAbout24KB(t *testing.T) {
	const bound = 24 * 1024
	largest := largestView(t, "lino", `{"seed":"%d","bonus":true,"rounds":2}`, 3)
	assert.LessOrEqual(t, largest, bound)
	assert.Greater(t, largest, 20*1024, "the bound is about the largest, not far above it")
}

// A Linko! or LINX View stays under 12 KB, as the package doc says: whole
// random games at the most seats, every seat's view in every language.
func TestLinkoAndLinxViewsStayUnder12KB(t *testing.T) {
	for _, game := range []struct{ name, options string }{
		{"linko", `{"players":5,"seed":"%d"}`},
		{"linx", `{"players":4,"teams":true,"seed":"%d"}`},
	} {
		assert.Less(t, largestView(t, game.name, game.options, 2), 12*1024, game.name)
	}
}

// largestView returns the length of the largest View of games random
// games of the game called name, the options options with %d for each
// game's seed, from first move to last, every seat's and the spectator's
// in every language.
func largestView(t *testing.T, name, options string, games int) int {
	largest := 0
	for seed := range games {
		table := open(t, name, fmt.Sprintf(options, seed))
		bot, err := tabletop.NewBot(name, "random", []byte(fmt.Sprintf(`{"seed":"%d"}`, seed)))
		require.NoError(t, err)
		for !table.Over() {
			for _, l := range lang.All() {
				for seat := -1; seat < table.Players(); seat++ {
					view, err := table.View(l, seat)
					require.NoError(t, err)
					largest = max(largest, len(view))
				}
			}
			move, err := bot.Choose(context.Background(), table)
			require.NoError(t, err)
			table, _, err = table.Play(table.ToMove(), move)
			require.NoError(t, err)
		}
	}
	return largest
}

package lino

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// TestEveryLanguageHasEveryPhrase: a phrase in one language and not in
// another fails here.
func TestEveryLanguageHasEveryPhrase(t *testing.T) { gametest.CheckPhrases(t, catalogue) }

// TestEveryRefusalIsSaidInEveryLanguage: every sentence of a refused
// move, the game's and the shared ones, is said in every language with
// what it names, with no placeholder and no English left.
func TestEveryRefusalIsSaidInEveryLanguage(t *testing.T) {
	keys := slices.Collect(maps.Keys(catalogue[lang.English].refusals))
	gametest.CheckRefusalWords(t, keys, func(key string) error {
		item := cellItem{Cell{X: 2, Y: 3}, speech.Frame{Width: 8, Height: 8}}
		return refuser.Refuse(0, "move", 1, engine.Refusal(engine.NotLegalHere, key, item, "why").About(key, item, 1))
	}, Players)
}

// TestItalianCallsACellCasella: Italian Lino has one word for a cell of
// the grid, "casella" ("tessera" is a tile), in the legend, the refusals
// and the rules, never "posto".
func TestItalianCallsACellCasella(t *testing.T) {
	w := catalogue[lang.Italian]
	words := append(slices.Collect(maps.Values(w.refusals)), w.picLegend(1, buildMoves))
	words = append(words, w.rules...)
	text := strings.Join(words, "\n")
	require.NotRegexp(t, `\bpost[oi]\b`, text)
	require.Contains(t, text, "casella vietata")
	require.Contains(t, text, "in una nuova casella")
}

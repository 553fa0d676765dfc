package linko

import (
	"maps"
	"slices"
	"testing"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/gametest"
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
		return refuser.Refuse(0, "move", 1, engine.Refusal(engine.NotLegalHere, key, refusedItem(key), "why").About(key, refusedItem(key), 1))
	}, MaxPlayers)
}

// refusedItem returns what the refusal keyed key names.
func refusedItem(key string) engine.Item {
	switch key {
	case "too-few-in-hand":
		return cardsItem{card: 7, count: 2}
	case "must-take-or-leave":
		return ownedItem{Meld{Value: 8, Count: 2, Jokers: 1}, 1}
	case "must-draw":
		return drawItem(2)
	}
	return cardsItem{card: Joker, name: true}
}

package linx

import (
	"testing"

	"github.com/tabletopgo/tabletop/internal/gametest"
)

// TestEveryLanguageHasEveryPhrase: a phrase in one language and not in
// another fails here.
func TestEveryLanguageHasEveryPhrase(t *testing.T) { gametest.CheckPhrases(t, catalogue) }

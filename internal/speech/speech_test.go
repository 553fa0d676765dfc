package speech_test

import (
	"testing"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// TestEveryLanguageHasTheBasics: a word of the shared grammar, or a
// shared refusal, in one language and not in another fails here.
func TestEveryLanguageHasTheBasics(t *testing.T) {
	catalogue := map[lang.Language]*speech.Basics{}
	for _, l := range lang.All() {
		b := speech.Of(l)
		catalogue[l] = &b
	}
	gametest.CheckPhrases(t, catalogue)
}

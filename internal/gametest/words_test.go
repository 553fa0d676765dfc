package gametest_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/tabletopgo/tabletop/internal/gametest"
)

// TestPlayerWordsLooksInsideQuotations: a raw "x,y" is a developer's
// word wherever it stands, inside a quotation of what the player typed
// too (issue #40: a refusal names a cell as the player reads it); a
// quoted cell name or card is the player's.
func TestPlayerWordsLooksInsideQuotations(t *testing.T) {
	for _, bad := range []string{"The cell “Y9,3” cannot be read.", "La case « 99,99 » est trop loin.", "De cel „4,0” is onleesbaar.", "There is no tile at 4,-1."} {
		assert.Error(t, gametest.PlayerWords(bad), bad)
	}
	for _, good := range []string{"The cell “Y9” cannot be read: type its letter and number, such as “K7”.", "There is no tile at Z99."} {
		assert.NoError(t, gametest.PlayerWords(good), good)
	}
}

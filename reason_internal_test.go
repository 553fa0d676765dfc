package tabletop

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// The shared reasons are written out as their codes, for go doc to show
// them: each is the code the games refuse with.
func TestTheSharedReasonsAreTheGamesCodes(t *testing.T) {
	assert.Equal(t, Reason(engine.NotYourTurn), ReasonNotYourTurn)
	assert.Equal(t, Reason(engine.GameOver), ReasonGameOver)
	assert.Equal(t, Reason(engine.NotLegalHere), ReasonNotLegalHere)
	assert.Equal(t, Reason(engine.Malformed), ReasonMalformed)
}

package tabletop_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
)

// The zero Move's and the zero Choice's marshal errors say what is wrong,
// whole, after the package's prefix.
func TestZeroMovesAndChoicesSayWhyTheyDoNotMarshal(t *testing.T) {
	_, err := json.Marshal(tabletop.Move{})
	assert.ErrorContains(t, err, "tabletop: a move with no JSON, such as the zero Move, has nothing to write")
	_, err = json.Marshal(tabletop.Choice{})
	assert.ErrorContains(t, err, `tabletop: the choice "" has no moves`)
	_, err = json.Marshal(tabletop.Choice{Pick: "7", Moves: []tabletop.Move{{}}})
	assert.ErrorContains(t, err, `tabletop: the choice "7": move 0: a move with no JSON`)
	_, err = json.Marshal(tabletop.Move{JSON: json.RawMessage(`[1]`)})
	assert.ErrorContains(t, err, "tabletop: a move's JSON must be an object")
}

// TestTheZeroMoveErrorNamesNoInternalType: the zero MoveError's refusal to
// marshal names the type a caller holds, not the internal one it wraps.
func TestTheZeroMoveErrorNamesNoInternalType(t *testing.T) {
	for _, v := range []any{tabletop.MoveError{}, &tabletop.MoveError{}} {
		_, err := json.Marshal(v)
		require.Error(t, err)
		assert.Contains(t, err.Error(), "an empty MoveError refused no move")
		assert.NotContains(t, err.Error(), "engine")
	}
}

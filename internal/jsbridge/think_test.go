package jsbridge

import (
	"encoding/json"
	"errors"
	"slices"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAStoppedSearchAnswersItsBestMoveSoFar(t *testing.T) {
	b := New()
	var pauses atomic.Int64
	reached, stopped := make(chan struct{}), make(chan struct{})
	// The search's pause is where a stop comes in the WebAssembly build:
	// at the hundredth, the search waits while the caller stops it.
	b.Pause = func(first bool) {
		assert.Equal(t, pauses.Load() == 0, first, "first at the search's first pause alone")
		if pauses.Add(1) == 100 {
			close(reached)
			<-stopped
		}
	}
	h, _, _ := handleOf(t, must(t, b, "open", "lino", `{"seed":"4"}`))
	var bot struct{ Handle int }
	require.NoError(t, json.Unmarshal(must(t, b, "newBot", "lino", "ismcts", `{"iterations":1000000,"seed":"1"}`), &bot))
	answers := make(chan string, 1)
	id, err := b.Think(args(t, bot.Handle, h), func(out []byte, err error) {
		require.NoError(t, err)
		var move string
		require.NoError(t, json.Unmarshal(out, &move))
		answers <- move
	})
	require.NoError(t, err)
	<-reached
	must(t, b, "stop", json.RawMessage(id))
	close(stopped)
	move := <-answers
	var legal []string
	require.NoError(t, json.Unmarshal(must(t, b, "legalMoves", h), &legal))
	assert.True(t, slices.Contains(legal, move), move)
	assert.Equal(t, int64(100), pauses.Load(), "the search ended at its stop")
	// A stop of a search that has answered, or of none, does nothing.
	must(t, b, "stop", json.RawMessage(id))
	must(t, b, "stop", 12345)
}

func TestThinkRefusesWhatChooseRefuses(t *testing.T) {
	b := New()
	h, _, _ := handleOf(t, must(t, b, "open", "linx", `{"seed":"4"}`))
	_, err := b.Think(args(t, h, h), func([]byte, error) { t.Error("no search starts") })
	assert.True(t, errors.Is(err, ErrBadCall), "%v", err)
	_, err = b.Think([]byte(`[1]`), func([]byte, error) { t.Error("no search starts") })
	assert.True(t, errors.Is(err, ErrBadCall), "%v", err)
}

package search

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	isearch "github.com/tabletopgo/tabletop/internal/search"
)

// TestResultOf: a Result takes the internal search's result as it is, its
// stop and statistics in this package's types, and no statistics as nil,
// so that a failed search's result is the zero one.
func TestResultOf(t *testing.T) {
	res := isearch.Result[int]{Move: 7, Iterations: 4, Stopped: isearch.StopDuration,
		Stats: []isearch.MoveStat[int]{{Move: 7, Visits: 3, Reward: 0.5}, {Move: 2, Visits: 1, Reward: 1}}}
	assert.Equal(t, Result[int]{7, 4, StopDuration, []MoveStat[int]{{7, 3, 0.5}, {2, 1, 1}}}, resultOf(res))
	assert.Equal(t, Result[int]{}, resultOf(isearch.Result[int]{}))
}

// TestStopIsTheSearchsStop: each Stop is the internal search's of the same
// name, and reads back from its JSON; a value that is no stop refuses to
// marshal.
func TestStopIsTheSearchsStop(t *testing.T) {
	for _, s := range []Stop{StopIterations, StopDuration, StopContext} {
		assert.Equal(t, isearch.Stop(s).String(), s.String())
		data, err := json.Marshal(s)
		require.NoError(t, err)
		assert.Equal(t, `"`+s.String()+`"`, string(data))
		var back Stop
		require.NoError(t, json.Unmarshal(data, &back))
		assert.Equal(t, s, back)
	}
	_, err := json.Marshal(Stop(9))
	assert.Error(t, err)
}

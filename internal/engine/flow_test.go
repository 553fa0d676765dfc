package engine_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// tally is a toy State for the flow: run and check refuse to go below
// zero, and a refused move or event leaves the tally as it was.
type tally struct{ n int }

func (t *tally) run(step int, dst []event, keep bool) ([]event, error) {
	if t.n+step < 0 {
		return dst, errors.New("below zero")
	}
	if keep {
		t.n += step
	}
	return append(dst, event{Kind: 1, Step: step}), nil
}

func (t *tally) refused(step int, why error) error { return errors.Join(errors.New("refused"), why) }

func (t *tally) check(e event) error {
	if t.n+e.Step < 0 {
		return errors.New("below zero")
	}
	return nil
}

func (t *tally) change(e *event) { t.n += e.Step }

func TestApplyAndEvolveChangeOnlyTheirCopy(t *testing.T) {
	start := tally{n: 1}
	after, events, err := engine.Apply(start, 2, (*tally).run, (*tally).refused)
	require.NoError(t, err)
	assert.Equal(t, tally{n: 3}, after)
	assert.Equal(t, []event{{Kind: 1, Step: 2}}, events)
	assert.Equal(t, tally{n: 1}, start, "Apply changed its caller's State")

	same, events, err := engine.Apply(start, -2, (*tally).run, (*tally).refused)
	assert.EqualError(t, err, "refused\nbelow zero")
	assert.Nil(t, events)
	assert.Equal(t, start, same, "a refused move changed the State")

	invalid := errors.New("toy: invalid event")
	evolved, err := engine.Evolve(start, event{Kind: 1, Step: 2}, (*tally).check, (*tally).change, invalid)
	require.NoError(t, err)
	assert.Equal(t, after, evolved, "Evolve of Apply's events is Apply")
	same, err = engine.Evolve(start, event{Kind: 1, Step: -2}, (*tally).check, (*tally).change, invalid)
	assert.ErrorIs(t, err, invalid)
	assert.Equal(t, start, same, "an event that cannot follow changed the State")
}

func TestReplayNewAndFoldNewStartFromTheOptions(t *testing.T) {
	illegal, invalid, noGame := errors.New("toy: illegal move"), errors.New("toy: invalid event"), errors.New("toy: no game")
	newCounter := func(start int) (counter, error) {
		if start < 0 {
			return 0, noGame
		}
		return counter(start), nil
	}
	end, events, err := engine.ReplayNew(newCounter, 1, []int{2, -1}, illegal)
	require.NoError(t, err)
	assert.Equal(t, counter(2), end)
	folded, err := engine.FoldNew(newCounter, 1, events, invalid)
	require.NoError(t, err)
	assert.Equal(t, end, folded)

	_, _, err = engine.ReplayNew(newCounter, -1, []int{2}, illegal)
	assert.Equal(t, noGame, err, "newGame's error is returned as it is")
	_, err = engine.FoldNew(newCounter, -1, events, invalid)
	assert.Equal(t, noGame, err)
	_, _, err = engine.ReplayNew(newCounter, 0, []int{-1}, illegal)
	assert.ErrorIs(t, err, illegal)
}

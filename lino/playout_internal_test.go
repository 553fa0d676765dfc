package lino

import (
	"testing"

	"github.com/tabletopgo/tabletop/internal/gametest"
)

// TestPlayoutIsNext holds the search's playout to the loop of RandomMove
// and Next it stands for, from states of every phase.
func TestPlayoutIsNext(t *testing.T) {
	states := gametest.Playthroughs(t, 3, func(seed uint64) (State, error) {
		return New(Options{Players: Players, Seed: seed})
	})
	gametest.CheckPlayout(t, states, playout)
}

package linko

import (
	"testing"

	"github.com/tabletopgo/tabletop/internal/gametest"
)

// TestPlayoutIsNext holds the search's playout to the loop of RandomMove
// and Next it stands for, from states of every phase at every table size.
func TestPlayoutIsNext(t *testing.T) {
	for players := MinPlayers; players <= MaxPlayers; players++ {
		states := gametest.Playthroughs(t, 3, func(seed uint64) (State, error) {
			return New(Options{Players: players, Seed: seed})
		})
		gametest.CheckPlayout(t, states, playout)
	}
}

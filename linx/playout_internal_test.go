package linx

import (
	"testing"

	"github.com/tabletopgo/tabletop/internal/gametest"
)

// TestPlayoutIsNext holds the search's playout to the loop of RandomMove
// and Next it stands for, from states of every round at every table size:
// each searched until its round ends.
func TestPlayoutIsNext(t *testing.T) {
	for players := MinPlayers; players <= MaxPlayers; players++ {
		var states []searchState
		for _, s := range gametest.Playthroughs(t, 2, func(seed uint64) (State, error) {
			return New(Options{Players: players, Seed: seed})
		}) {
			states = append(states, searchState{s, s.round})
		}
		gametest.CheckPlayout(t, states, (*searchState).playout)
	}
}

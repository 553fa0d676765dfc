package linko_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/rng"
)

// TestRoundsRotateTheFirstSeatAndAddUp plays a match of three rounds for
// three seats: each round is dealt afresh from the seed, the first seat
// moves left each round, and the final scores are the sums of the rounds.
func TestRoundsRotateTheFirstSeatAndAddUp(t *testing.T) {
	opts := linko.Options{Players: 3, Rounds: 3, FirstSeat: 1, Seed: 11}
	s, err := linko.New(opts)
	require.NoError(t, err)
	assert.Equal(t, 1, s.ToMove())
	r := rng.New(5)
	var deals []linko.Event
	var roundScores [][5]int
	var final linko.Event
	for !s.Over() {
		moves := s.LegalMoves()
		var events []linko.Event
		s, events, err = s.Apply(moves[r.IntN(len(moves))])
		require.NoError(t, err)
		for _, e := range events {
			switch e.Kind {
			case linko.RoundDealt:
				deals = append(deals, e)
				assert.Equal(t, e.Seat, s.ToMove(), "the round's first seat begins")
				assert.Equal(t, e.Round, s.Round())
				assert.Equal(t, linko.HandSize, s.HandSize(0))
			case linko.RoundEnded:
				roundScores = append(roundScores, e.Scores)
			case linko.GameEnded:
				final = e
			}
		}
	}
	require.Len(t, deals, 2)
	assert.Equal(t, []int{2, 3}, []int{deals[0].Round, deals[1].Round})
	assert.Equal(t, []int{2, 0}, []int{deals[0].Seat, deals[1].Seat}, "the first seat moves left")
	assert.NotEqual(t, deals[0].Deal, deals[1].Deal, "each round is dealt afresh")

	require.Len(t, roundScores, 3)
	var want [5]int
	for _, rs := range roundScores {
		for i := range want {
			want[i] += rs[i]
		}
	}
	assert.Equal(t, want, final.Scores)
	assert.Equal(t, want[:3], s.Scores())

}

// TestLaterRoundsDependOnTheSeedAndRoundOnly: two different games with the
// same options deal the same second round, however the first went.
func TestLaterRoundsDependOnTheSeedAndRoundOnly(t *testing.T) {
	opts := linko.Options{Players: 2, Rounds: 2, Seed: 3}
	dealOf := func(choices uint64) linko.Event {
		s, _ := linko.New(opts)
		r := rng.New(choices)
		for {
			moves := s.LegalMoves()
			next, events, err := s.Apply(moves[r.IntN(len(moves))])
			require.NoError(t, err)
			for _, e := range events {
				if e.Kind == linko.RoundDealt {
					return e
				}
			}
			s = next
		}
	}
	assert.Equal(t, dealOf(1), dealOf(2))
}

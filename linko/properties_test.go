package linko_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/linko"
)

// TestANewMeldAttacksExactlyTheMeldsItBeats: the seats a new meld attacks
// are the opponents whose top meld it beats (Meld.Beats), clockwise from the
// left neighbour, all of them unless the round ends during the attacks.
func TestANewMeldAttacksExactlyTheMeldsItBeats(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts := options().Draw(t, "options")
		s, err := linko.New(opts)
		require.NoError(t, err)
		var want, got []int
		for !s.Over() {
			moves := s.LegalMoves()
			before := s
			var events []linko.Event
			s, events, err = s.Apply(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
			require.NoError(t, err)
			for _, e := range events {
				switch e.Kind {
				case linko.CardsPlayed:
					want, got = []int{}, []int{}
					for seat := (e.Seat + 1) % opts.Players; seat != e.Seat; seat = (seat + 1) % opts.Players {
						if top, ok := before.Top(seat); ok && e.Meld.Beats(top) {
							want = append(want, seat)
						}
					}
				case linko.Attacked:
					got = append(got, e.Victim)
				case linko.TurnPassed:
					require.Equal(t, want, got, "seats attacked in the turn")
				case linko.RoundEnded:
					require.Equal(t, want[:len(got)], got, "seats attacked before the round ended")
				}
			}
		}
	})
}

// TestEachOpponentIsAttackedAtMostOncePerTurn follows the events of random
// games: between two turns, no seat is attacked twice, and never the
// attacker itself.
func TestEachOpponentIsAttackedAtMostOncePerTurn(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts := options().Draw(t, "options")
		s, err := linko.New(opts)
		require.NoError(t, err)
		attacked := map[int]bool{}
		for !s.Over() {
			moves := s.LegalMoves()
			var events []linko.Event
			s, events, err = s.Apply(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
			require.NoError(t, err)
			for _, e := range events {
				switch e.Kind {
				case linko.Attacked:
					require.False(t, attacked[e.Victim], "seat %d attacked twice in one turn", e.Victim)
					require.NotEqual(t, e.Seat, e.Victim)
					attacked[e.Victim] = true
				case linko.TurnPassed, linko.RoundDealt:
					clear(attacked)
				}
			}
		}
	})
}

func TestEqualOptionsGiveEqualGames(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts := options().Draw(t, "options")
		a, err := linko.New(opts)
		require.NoError(t, err)
		b, _ := linko.New(opts)
		for !a.Over() {
			require.Equal(t, a, b)
			moves := a.LegalMoves()
			m := moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")]
			var ea, eb []linko.Event
			a, ea, _ = a.Apply(m)
			b, eb, _ = b.Apply(m)
			require.Equal(t, ea, eb)
		}
		require.Equal(t, a, b)
	})
}

func TestSeedsGiveDifferentDeals(t *testing.T) {
	a, _ := linko.New(linko.Options{Players: 4, Seed: 1})
	b, _ := linko.New(linko.Options{Players: 4, Seed: 2})
	require.NotEqual(t, a.Position().Pile, b.Position().Pile)
}

// TestNextAgreesWithApply checks the fast path against Apply.
func TestNextAgreesWithApply(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, err := linko.New(options().Draw(t, "options"))
		require.NoError(t, err)
		for !s.Over() {
			moves := s.LegalMoves()
			m := moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")]
			s, err = gametest.NextAgrees(t, s, m)
			require.NoError(t, err)
		}
		_, err = s.Next(linko.Take(0))
		require.ErrorIs(t, err, linko.ErrIllegalMove)
	})
}

// candidates returns every move seat might make, legal or not, in the
// order AppendLegalMoves documents: plays by value, count and jokers, then
// jokers alone; take, leave, take back, discard; the pile, then the display
// cards by value.
func candidates(seat int) []linko.Move {
	var moves []linko.Move
	for value := linko.Card(1); value <= 13; value++ {
		for count := uint8(1); count <= linko.CopiesEach; count++ {
			for jokers := range uint8(linko.NumJokers + 1) {
				moves = append(moves, linko.Play(seat, value, count, jokers))
			}
		}
	}
	for jokers := uint8(1); jokers <= linko.NumJokers; jokers++ {
		moves = append(moves, linko.Play(seat, linko.Hidden, 0, jokers))
	}
	moves = append(moves, linko.Take(seat), linko.Leave(seat), linko.TakeBack(seat), linko.Discard(seat), linko.DrawFromPile(seat))
	for c := linko.Card(1); c <= linko.Joker; c++ {
		moves = append(moves, linko.DrawFromDisplay(seat, c))
	}
	return moves
}

// TestLegalMovesAreWhatNextAccepts checks the listing against the rules:
// the legal moves are exactly the candidates that Next accepts, in the
// documented order, however much room the buffer has and whatever it
// already holds.
func TestLegalMovesAreWhatNextAccepts(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomState(t)
		if s.Over() {
			t.Skip("nobody moves")
		}
		var accepted []linko.Move
		for _, m := range candidates(s.ToMove()) {
			if _, err := s.Next(m); err == nil {
				accepted = append(accepted, m)
			}
		}
		require.Equal(t, accepted, s.LegalMoves())
		exact := s.AppendLegalMoves(make([]linko.Move, 0, len(accepted)))
		require.Equal(t, accepted, exact)
		prefix := []linko.Move{linko.Take(9)}
		require.Equal(t, append(prefix, accepted...), s.AppendLegalMoves(prefix))
	})
}

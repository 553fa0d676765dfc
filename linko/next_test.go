package linko_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/rng"
)

// anyMove draws a move that is legal now and then: mostly of the seat to
// move, of any kind, with small fields.
func anyMove(t *rapid.T, seat int) linko.Move {
	if rapid.IntRange(0, 5).Draw(t, "other seat") == 0 {
		seat = rapid.IntRange(-1, linko.MaxPlayers).Draw(t, "seat")
	}
	m := linko.Move{Seat: seat, Kind: linko.MoveKind(rapid.IntRange(0, 8).Draw(t, "kind"))}
	if rapid.Bool().Draw(t, "meld") {
		m.Meld = linko.Meld{
			Value:  linko.Card(rapid.IntRange(0, 15).Draw(t, "value")),
			Count:  uint8(rapid.IntRange(0, 9).Draw(t, "count")),
			Jokers: uint8(rapid.IntRange(0, 6).Draw(t, "jokers")),
		}
	}
	if rapid.Bool().Draw(t, "card") {
		m.Card = linko.Card(rapid.IntRange(0, 15).Draw(t, "card"))
	}
	return m
}

// TestNextAgreesWithApplyOnAnyMove checks Next's own path through the rules
// against Apply's steps: at every decision of random games, some with a
// short draw pile so that the cards to draw run out, Next and Apply give the
// same state for the move played and for arbitrary moves, mostly illegal,
// and the same error for those they refuse.
func TestNextAgreesWithApplyOnAnyMove(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, err := linko.New(options().Draw(t, "options"))
		require.NoError(t, err)
		if rapid.Bool().Draw(t, "short pile") {
			// Cards can have been discarded only once a meld is on the
			// table: the first play comes first.
			s, err = s.Next(s.LegalMoves()[0])
			require.NoError(t, err)
			p := s.Position()
			keep := rapid.IntRange(0, len(p.Pile)).Draw(t, "pile kept")
			p.Discard = append(p.Discard, p.Pile[keep:]...)
			p.Pile = p.Pile[:keep]
			s, err = linko.FromPosition(p)
			require.NoError(t, err)
		}
		for !s.Over() {
			for range 3 {
				_, _ = gametest.NextAgrees(t, s, anyMove(t, s.ToMove()))
			}
			moves := s.LegalMoves()
			s, err = gametest.NextAgrees(t, s, moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
			require.NoError(t, err)
		}
	})
}

// TestRandomMoveIsTheListedMoveDrawn checks the promise that RandomMove
// gives the legal move at the index that r draws, without listing: one draw
// of IntN over the number of legal moves.
func TestRandomMoveIsTheListedMoveDrawn(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomState(t)
		r := rng.New(rapid.Uint64().Draw(t, "seed"))
		listed := r
		m, ok := s.RandomMove(&r)
		moves := s.LegalMoves()
		require.Equal(t, len(moves) > 0, ok)
		if ok {
			require.Equal(t, moves[listed.IntN(len(moves))], m)
			require.Equal(t, listed, r, "RandomMove draws once")
		}
	})
}

// FuzzNextAgreesWithApply plays a stream of arbitrary moves, legal or not,
// through Next and Apply: the same state after each, and the same error.
func FuzzNextAgreesWithApply(f *testing.F) {
	f.Add(uint64(1), []byte{1, 2, 3, 4, 5, 6, 7, 8})
	f.Add(uint64(7), []byte("play a game of linko with these bytes"))
	f.Fuzz(func(t *testing.T, seed uint64, data []byte) {
		players, rounds := 2+int(seed%4), 1
		if seed/4%2 == 1 {
			rounds = players
		}
		s, err := linko.New(linko.Options{Players: players, Seed: seed, Rounds: rounds})
		require.NoError(t, err)
		for len(data) >= 4 {
			m := fuzzMove(s, data, data[0]%4 != 0)
			data = data[4:]
			s, _ = gametest.NextAgrees(t, s, m)
		}
	})
}

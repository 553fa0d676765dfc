package linko_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/linko"
)

// TestTypedReadsBack: in every language, every legal move's Typed, as the
// view of the seat to move writes it, reads back as that move, through
// random games (issue #40: typed moves in the player's language).
func TestTypedReadsBack(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, err := linko.New(options().Draw(t, "options"))
		require.NoError(t, err)
		for step := 0; step < 60 && !s.Over(); step++ {
			seat := s.ToMove()
			moves := s.LegalMoves()
			gametest.CheckTypedReadsBack(t, seat, moves, func(l lang.Language) linko.View { return s.View(seat).In(l) })
			s, _, err = s.Apply(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
			require.NoError(t, err)
		}
	})
}

// TestTypedInLanguage: what each language types, and the boards' X for a
// joker, are read; J still is, and Italian's letters are its own.
func TestTypedInLanguage(t *testing.T) {
	for _, c := range []struct {
		l    lang.Language
		text string
		want linko.Move
	}{
		{lang.English, "play 7x2+J", play(linko.Meld{Value: 7, Count: 2, Jokers: 1})},
		{lang.English, "play 7x2+X", play(linko.Meld{Value: 7, Count: 2, Jokers: 1})},
		{lang.English, "play Xx2", play(linko.Meld{Jokers: 2})},
		{lang.English, "play 7x2+J+X", play(linko.Meld{Value: 7, Count: 2, Jokers: 2})},
		{lang.English, "play 7×2", play(linko.Meld{Value: 7, Count: 2})},
		{lang.French, "poser 7+7+X", play(linko.Meld{Value: 7, Count: 2, Jokers: 1})},
		{lang.French, "POSER 1+x", play(linko.Meld{Value: 1, Count: 1, Jokers: 1})},
		{lang.French, "Défausser", linko.Discard(0)},
		{lang.French, "defausser", linko.Discard(0)},
		{lang.French, "piocher pioche", linko.DrawFromPile(0)},
		{lang.French, "piocher X", linko.DrawFromDisplay(0, linko.Joker)},
		{lang.French, "play 7x2+J", play(linko.Meld{Value: 7, Count: 2, Jokers: 1})},
		{lang.Italian, "cala 13", play(linko.Meld{Value: 13, Count: 1})},
		{lang.Italian, "pesca mazzetto", linko.DrawFromPile(0)},
		{lang.Italian, "riprendi", linko.TakeBack(0)},
		{lang.Dutch, "leg 7x2+X", play(linko.Meld{Value: 7, Count: 2, Jokers: 1})},
		{lang.Dutch, "pak stapel", linko.DrawFromPile(0)},
		{lang.Dutch, "terugnemen", linko.TakeBack(0)},
		{lang.Dutch, "0:neem", linko.Take(0)},
	} {
		got, err := linko.View{}.In(c.l).ParseTyped(0, c.text)
		require.NoError(t, err, "%s %q", c.l, c.text)
		require.Equal(t, c.want, got, "%s %q", c.l, c.text)
	}
	for _, bad := range []string{"play 7x2+J+9", "play 7+8", "play Xx6", "play 7x", "play Jx9", "play 7x9", "draw ?"} {
		_, err := linko.ParseMoveFor(0, bad)
		require.ErrorIs(t, err, linko.ErrIllegalMove, bad)
	}
}

// play is seat 0's play of a meld.
func play(m linko.Meld) linko.Move { return linko.Move{Seat: 0, Kind: linko.MovePlay, Meld: m} }

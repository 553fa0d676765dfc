package linx_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/linx"
)

// TestTypedReadsBack: in every language, every legal move's Typed, as the
// view of the seat to move writes it, reads back as that move, through
// random games (issue #40: typed moves in the player's language).
func TestTypedReadsBack(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, err := linx.New(linx.Options{Players: rapid.IntRange(2, 4).Draw(t, "players"), Seed: rapid.Uint64().Draw(t, "seed")})
		require.NoError(t, err)
		for step := 0; step < 40 && !s.Over(); step++ {
			seat := s.ToMove()
			moves := s.LegalMoves()
			gametest.CheckTypedReadsBack(t, seat, moves, func(l lang.Language) linx.View { return s.View(seat).In(l) })
			s, _, err = s.Apply(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
			require.NoError(t, err)
		}
	})
}

// TestTypedInLanguage: each language's words and its board's letters are
// read; a letter of two of its symbols is refused, with a sentence that
// names the language's; Italian S is Sasso (go-r21 friction 1).
func TestTypedInLanguage(t *testing.T) {
	s, err := linx.New(linx.Options{Players: 2})
	require.NoError(t, err)
	d4 := linx.Cell{X: 0, Y: 0}
	for _, c := range []struct {
		l    lang.Language
		text string
		want linx.Move
	}{
		{lang.English, "up S D4", linx.Up(0, linx.Scissors, d4)},
		{lang.Italian, "up S D4", linx.Up(0, linx.Rock, d4)},
		{lang.Italian, "su sasso D4", linx.Up(0, linx.Rock, d4)},
		{lang.Italian, "GIU F d4", linx.Down(0, linx.Scissors, d4)},
		{lang.Italian, "coperta carta 0,0", linx.Down(0, linx.Paper, d4)},
		{lang.Italian, "passo", linx.PassTurn(0)},
		{lang.Dutch, "up steen D4", linx.Up(0, linx.Rock, d4)},
		{lang.Dutch, "open St D4", linx.Up(0, linx.Rock, d4)},
		{lang.Dutch, "dicht sc D4", linx.Down(0, linx.Scissors, d4)},
		{lang.Dutch, "open P D4", linx.Up(0, linx.Paper, d4)},
		{lang.French, "visible Pi D4", linx.Up(0, linx.Rock, d4)},
		{lang.French, "cachee ciseaux D4", linx.Down(0, linx.Scissors, d4)},
		{lang.French, "Cachée Pa D4", linx.Down(0, linx.Paper, d4)},
		{lang.French, "0:passer", linx.PassTurn(0)},
		{lang.French, "up R D4", linx.Up(0, linx.Rock, d4)},
	} {
		got, err := s.View(0).In(c.l).ParseTyped(0, c.text)
		require.NoError(t, err, "%s %q", c.l, c.text)
		require.Equal(t, c.want, got, "%s %q", c.l, c.text)
	}
	for l, want := range map[lang.Language]string{
		lang.Dutch:  "Het symbool “S” wordt niet herkend: typ St (steen), Pa (papier) of Sc (schaar).",
		lang.French: "Le symbole «\u00a0P\u00a0» n’est pas reconnu\u00a0: tapez Pi (pierre), Pa (papier) ou Ci (ciseaux).",
	} {
		_, err := s.View(0).In(l).ParseTyped(0, "up P D4")
		if l == lang.Dutch {
			_, err = s.View(0).In(l).ParseTyped(0, "open S D4")
		}
		var refused *linx.MoveError
		require.ErrorAs(t, err, &refused)
		require.Equal(t, want, refused.Sentence(l, nil))
	}
	require.Equal(t, "su S D4", s.View(0).In(lang.Italian).Typed(linx.Up(0, linx.Rock, d4)))
	require.Equal(t, "dicht Sc D4", s.View(0).In(lang.Dutch).Typed(linx.Down(0, linx.Scissors, d4)))
	require.Equal(t, "up R D4", s.View(0).Typed(linx.Up(0, linx.Rock, d4)))
}

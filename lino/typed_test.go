package lino_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/lino"
)

// TestTypedReadsBack: in every language, a legal move's Typed, as the
// view of the seat to move writes it, reads back as that move, through
// random games (issue #40: typed moves in the player's language). Lino's
// building has thousands of moves: a few, drawn, each turn.
func TestTypedReadsBack(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, err := lino.New(lino.Options{Seed: rapid.Uint64().Draw(t, "seed")})
		require.NoError(t, err)
		for step := 0; step < 40 && !s.Over(); step++ {
			seat := s.ToMove()
			moves := s.LegalMoves()
			drawn := make([]lino.Move, 8)
			for i := range drawn {
				drawn[i] = moves[rapid.IntRange(0, len(moves)-1).Draw(t, "typed")]
			}
			gametest.CheckTypedReadsBack(t, seat, drawn, func(l lang.Language) lino.View { return s.View(seat).In(l) })
			s, _, err = s.Apply(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
			require.NoError(t, err)
		}
	})
}

// TestTypedInLanguage: each language's verbs are read, accents optional,
// and the English ones still; the refusal names the language's.
func TestTypedInLanguage(t *testing.T) {
	s, err := lino.New(lino.Options{Seed: 1})
	require.NoError(t, err)
	m := s.LegalMoves()[0]
	for l, verb := range map[lang.Language]string{lang.English: "move", lang.French: "deplacer", lang.Italian: "SPOSTA", lang.Dutch: "verplaats"} {
		v := s.View(0).In(l)
		typed := v.Typed(m)
		for _, text := range []string{typed, "0:" + typed, "move" + typed[len(typed)-6:], verb + typed[len(typed)-6:]} {
			read, err := v.ParseTyped(0, text)
			require.NoError(t, err, "%s %q", l, text)
			require.Equal(t, m, read, "%s %q", l, text)
		}
	}
	require.Equal(t, "déplacer", s.View(0).In(lang.French).Typed(m)[:len("déplacer")])
	_, err = s.View(0).In(lang.Italian).ParseTyped(0, "muovi K7 K6")
	var refused *lino.MoveError
	require.ErrorAs(t, err, &refused)
	require.Contains(t, refused.Sentence(lang.Italian, nil), "Scrivi «sposta» seguito da due caselle")
}

// TestAxesParseMoveForNamesTheCellBeyond: Axes.ParseMoveFor refuses a
// name beyond the axes by the sentence that names it as typed, as
// View.ParseTyped does, not the sentence of a cell no name can say.
func TestAxesParseMoveForNamesTheCellBeyond(t *testing.T) {
	s, err := lino.New(lino.Options{Seed: 1})
	require.NoError(t, err)
	v := s.View(0)
	to := v.CellName(s.LegalMoves()[0].To)
	for text, want := range map[string]string{
		"move Z99 " + to: "There is no tile at Z99.",
		"move " + v.CellName(s.LegalMoves()[0].From) + " Z99": "Z99 is too far from the field.",
	} {
		_, err := v.Axes().ParseMoveFor(0, text)
		var refused *lino.MoveError
		require.ErrorAs(t, err, &refused, text)
		require.Equal(t, lino.ReasonNotLegalHere, refused.Reason, text)
		require.Equal(t, want, refused.Sentence(lang.English, nil), text)
	}
}

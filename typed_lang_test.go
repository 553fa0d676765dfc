package tabletop_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// TestPlayInReadsEachLanguage: a chat in Italian and Dutch plays what its
// players type in their words (go-r21 friction 1): Italian S is Sasso,
// Dutch steen is rock, and Dutch S, two symbols' letter, is refused with
// a sentence that names the Dutch letters.
func TestPlayInReadsEachLanguage(t *testing.T) {
	table, err := tabletop.Open("linx", []byte(`{"seed":"8"}`))
	require.NoError(t, err)
	seat := table.ToMove()
	up, ok := table.Move(lang.Italian, table.LegalMoves()[0])
	require.True(t, ok)
	next, events, err := table.PlayIn(lang.Italian, seat, up.Typed)
	require.NoError(t, err, up.Typed)
	log, err := events.Log()
	require.NoError(t, err)
	require.NotEmpty(t, log)
	played, _, err := table.Play(seat, up.Notation)
	require.NoError(t, err)
	require.Equal(t, played.LegalMoves(), next.LegalMoves())

	// the notation, which a program sends with the player's language,
	// is read as the notation: S is Scissors
	scissors := fmt.Sprintf("%d:up S 0,0", seat)
	byNotation, _, err := table.Play(seat, scissors)
	require.NoError(t, err)
	inItalian, _, err := table.PlayIn(lang.Italian, seat, scissors)
	require.NoError(t, err)
	require.Equal(t, byNotation.LegalMoves(), inItalian.LegalMoves())
	rock, _, err := table.PlayIn(lang.Italian, seat, "su S D4")
	require.NoError(t, err)
	require.NotEqual(t, byNotation.LegalMoves(), rock.LegalMoves(), "typed, S is Sasso")

	_, _, err = table.PlayIn(lang.Dutch, seat, "open S D4")
	var refused *tabletop.MoveError
	require.ErrorAs(t, err, &refused)
	require.Equal(t, tabletop.ReasonMalformed, refused.Reason)
	require.Equal(t, "open S D4", refused.Move)
	require.Contains(t, refused.Sentence(lang.Dutch, nil), "typ St (steen), Pa (papier) of Sc (schaar)")

	_, _, err = table.PlayIn(lang.Italian, 1-seat, "su S D4")
	require.ErrorIs(t, err, tabletop.ErrNotYourTurn, "out of turn, whatever it says")
	require.ErrorAs(t, err, &refused)
	require.Equal(t, 1-seat, refused.Seat)
	require.Equal(t, seat, refused.ToMove)

	_, _, err = table.PlayIn(lang.French, 7, "passer")
	require.ErrorIs(t, err, tabletop.ErrNoSeat)
	_, _, err = tabletop.Table{}.PlayIn(lang.French, 0, "passer")
	require.Error(t, err)
}

// TestPlayInNamesTheTable: a refusal of PlayIn at a named table names its
// seats, as Play's does.
func TestPlayInNamesTheTable(t *testing.T) {
	table, err := tabletop.Open("linko", []byte(`{"players":2,"seed":"1"}`))
	require.NoError(t, err)
	table = table.WithNames([]string{"Ana", "Bo"})
	other := 1 - table.ToMove()
	_, _, err = table.PlayIn(lang.French, other, "poser 7")
	var refused *tabletop.MoveError
	require.ErrorAs(t, err, &refused)
	require.Contains(t, refused.Sentence(lang.French, nil), []string{"Ana", "Bo"}[table.ToMove()])
}

// TestChoicesTypedReadBack: through random games of each game, in every
// language, the Typed of a move of Choices(l) is read by PlayIn(l) as that
// move: the table it plays to is the notation's (each game's own test
// reads every move's Typed back).
func TestChoicesTypedReadBack(t *testing.T) {
	for _, game := range []string{"linko", "lino", "linx"} {
		steps := 6
		if game == "lino" {
			steps = 2 // Lino's Choices list its thousands of moves
		}
		t.Run(game, func(t *testing.T) {
			rapid.Check(t, func(t *rapid.T) {
				table, err := tabletop.Open(game, []byte(`{"seed":"`+rapid.StringMatching(`[1-9][0-9]{0,5}`).Draw(t, "seed")+`"}`))
				require.NoError(t, err)
				for step := 0; step < steps && !table.Over(); step++ {
					seat := table.ToMove()
					l := rapid.SampledFrom(lang.All()).Draw(t, "lang")
					var moves []tabletop.Move
					for _, c := range table.Choices(l) {
						moves = append(moves, c.Moves...)
					}
					m := moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")]
					typed, _, err := table.PlayIn(l, seat, m.Typed)
					require.NoError(t, err, "%s %q", l, m.Typed)
					notation, _, err := table.Play(seat, m.Notation)
					require.NoError(t, err)
					want, err := notation.Position()
					require.NoError(t, err)
					got, err := typed.Position()
					require.NoError(t, err)
					require.JSONEq(t, string(want), string(got), "%s %q", l, m.Typed)
					legal := table.LegalMoves()
					table, _, err = table.Play(seat, legal[rapid.IntRange(0, len(legal)-1).Draw(t, "next")])
					require.NoError(t, err)
				}
			})
		})
	}
}

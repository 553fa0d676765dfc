package linko_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/linko"
)

// describe returns the label and the preview of m in the View of its
// mover, seats named by names.
func describe(s linko.State, m linko.Move, names []string) [2]string {
	v := s.View(m.Seat)
	return [2]string{v.Label(lang.English, m, names), v.Preview(lang.English, m, names)}
}

// TestEveryMoveDescribesItself: each kind of move, on a table set by hand,
// with its label and its preview as the mover reads them.
func TestEveryMoveDescribesItself(t *testing.T) {
	names := []string{"Ana", "", "Cleo"}
	s := scene{
		players:  3,
		hands:    []string{"4 4 6 9 J", "1 2", "3 5"},
		tableaux: []string{"", "2x2", "3 1x2"},
		display:  "7 8 8 11 J 13",
		pileSize: 10,
	}.state(t)
	assert.Equal(t, [2]string{"Play two 4s", "Attacks Seat 2's two 2s and Cleo's two 1s."}, describe(s, linko.Play(0, 4, 2, 0), names))
	assert.Equal(t, [2]string{"Play a 9 and a joker", "Attacks Seat 2's two 2s and Cleo's two 1s."}, describe(s, linko.Play(0, 9, 1, 1), names))
	assert.Equal(t, [2]string{"Play a 6", "Attacks nobody."}, describe(s, linko.Play(0, 6, 1, 0), names))
	assert.Equal(t, [2]string{"Play a joker", "Attacks nobody."}, describe(s, linko.Play(0, linko.Hidden, 0, 1), names))

	s, _, err := s.Apply(linko.Play(0, 4, 2, 0))
	require.NoError(t, err)
	assert.Equal(t, [2]string{"Take Seat 2's two 2s", "Seat 2 draws two cards."}, describe(s, linko.Take(0), names))
	assert.Equal(t, [2]string{"Leave them", "Seat 2 chooses whether to take them back or to discard them and draw two cards."}, describe(s, linko.Leave(0), names))

	s, _, err = s.Apply(linko.Leave(0))
	require.NoError(t, err)
	assert.Equal(t, [2]string{"Take back", "You draw nothing."}, describe(s, linko.TakeBack(1), names))
	assert.Equal(t, [2]string{"Discard", "You draw two cards."}, describe(s, linko.Discard(1), names))

	s, _, err = s.Apply(linko.Discard(1))
	require.NoError(t, err)
	assert.Equal(t, [2]string{"Draw from the pile", "You have one more to draw after this one."}, describe(s, linko.DrawFromPile(1), names))
	assert.Equal(t, [2]string{"Draw the 8 from the display", "You have one more to draw after this one."}, describe(s, linko.DrawFromDisplay(1, 8), names))
	assert.Equal(t, [2]string{"Draw the joker from the display", "You have one more to draw after this one."}, describe(s, linko.DrawFromDisplay(1, linko.Joker), names))
	s, _, err = s.Apply(linko.DrawFromDisplay(1, 8))
	require.NoError(t, err)
	assert.Equal(t, [2]string{"Draw the 11 from the display", "It is your last card to draw."}, describe(s, linko.DrawFromDisplay(1, 11), names))
}

// TestAPlayThatEmptiesTheHandEndsTheRound: no attack happens then, and the
// preview says so, naming the round or the game by what is left to play.
func TestAPlayThatEmptiesTheHandEndsTheRound(t *testing.T) {
	s := scene{players: 2, hands: []string{"5 5", "1 2"}, tableaux: []string{"", "1x2"}, pileSize: -1}.state(t)
	assert.Equal(t, [2]string{"Play two 5s", "Empties your hand: the game ends."}, describe(s, linko.Play(0, 5, 2, 0), nil))
	assert.Equal(t, [2]string{"Play a 5", "Attacks nobody."}, describe(s, linko.Play(0, 5, 1, 0), nil))
}

// TestTheLastCardToDrawEndsTheRound: drawing the last card of the pile and
// the display ends the round, and the preview says so.
func TestTheLastCardToDrawEndsTheRound(t *testing.T) {
	s := scene{players: 2, hands: []string{"5 7", "1 2"}, tableaux: []string{"", "1"}, display: "J", pileSize: 0}.state(t)
	s, _, err := s.Apply(linko.Play(0, 5, 1, 0))
	require.NoError(t, err)
	s, _, err = s.Apply(linko.Take(0))
	require.NoError(t, err)
	assert.Equal(t, [2]string{"Draw the joker from the display", "The last card to draw: the game ends."}, describe(s, linko.DrawFromDisplay(1, linko.Joker), nil))
}

// TestMovesDescribeThemselvesInEveryGame: in random games, every legal
// move has a label and a preview in a player's words, the labels of one
// decision all differ, and a draw from the pile names no card.
func TestMovesDescribeThemselvesInEveryGame(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, err := linko.New(options().Draw(t, "options"))
		require.NoError(t, err)
		for step := 0; !s.Over() && step < 150; step++ {
			v := s.View(s.ToMove())
			seen := map[string]bool{}
			moves := s.LegalMoves()
			for _, m := range moves {
				label, preview := v.Label(lang.English, m, nil), v.Preview(lang.English, m, nil)
				require.NoError(t, gametest.PlayerWords(label), "%v", m)
				require.NoError(t, gametest.PlayerWords(preview), "%v", m)
				require.False(t, seen[label], "two moves labelled %q", label)
				seen[label] = true
				if m.Kind == linko.MoveDrawPile {
					require.NotRegexp(t, `[0-9]|joker`, label+preview, "a draw from the pile names no card")
				}
			}
			s, _, err = s.Apply(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
			require.NoError(t, err)
		}
	})
}

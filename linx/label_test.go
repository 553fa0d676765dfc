package linx_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/linx"
)

// describe returns the label and the preview of m in the View of its
// mover, seats named by names.
func describe(s linx.State, m linx.Move, names []string) [2]string {
	v := s.View(m.Seat)
	return [2]string{v.Label(lang.English, m, names), v.Preview(lang.English, m, names)}
}

// TestEveryMoveDescribesItself: a face-up tile that wins, one that blocks
// a line, a face-down tile, and a pass, with their labels and previews;
// cells by their names on the 7 by 7 axes around 0,0, which is D4.
func TestEveryMoveDescribesItself(t *testing.T) {
	s := table{players: 2, grid: `
yR yP .
bS bS .`, hands: []string{"RPS", "RR"}}.state(t)
	assert.Equal(t, [2]string{"Play the scissors face up at F4", "Makes a line of three: wins the round."},
		describe(s, linx.Up(0, linx.Scissors, cell(2, 0)), nil))
	assert.Equal(t, [2]string{"Play the rock face up at F5", "Blocks Ben's line; then you draw two tiles."},
		describe(s, linx.Up(0, linx.Rock, cell(2, 1)), []string{"Ana", "Ben"}))
	assert.Equal(t, [2]string{"Play the rock face down on Seat 2's scissors at D5", "You draw nothing."},
		describe(s, linx.Down(0, linx.Rock, cell(0, 1)), nil))
	assert.Equal(t, [2]string{"Play the scissors face down on your paper at E4", "You draw nothing."},
		describe(s, linx.Down(0, linx.Scissors, cell(1, 0)), nil))

	s = table{players: 2, grid: `
yR yP
bS bS`, hands: []string{"", "RR"}}.state(t)
	assert.Equal(t, [2]string{"Pass", "You draw two tiles."}, describe(s, linx.PassTurn(0), nil))
}

// TestMovesDescribeThemselvesInEveryGame: in random games, every legal
// move has a label and a preview in a player's words, the labels of one
// decision all differ, and the choices carry them.
func TestMovesDescribeThemselvesInEveryGame(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, err := linx.New(options().Draw(t, "options"))
		require.NoError(t, err)
		for step := 0; !s.Over() && step < 100; step++ {
			v := s.View(s.ToMove())
			seen := map[string]bool{}
			for _, c := range v.Choices() {
				for i, m := range c.Moves {
					label, preview := v.Label(lang.English, m, nil), v.Preview(lang.English, m, nil)
					require.NoError(t, gametest.PlayerWords(label), "%v", m)
					require.NoError(t, gametest.PlayerWords(preview), "%v", m)
					require.False(t, seen[label], "two moves labelled %q", label)
					seen[label] = true
					require.Equal(t, [2]string{label, preview}, [2]string{c.Labels[i], c.Previews[i]})
				}
			}
			moves := s.LegalMoves()
			s, _, err = s.Apply(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
			require.NoError(t, err)
		}
	})
}

package lino_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/lino"
)

// describe returns the label and the preview of m in the View of its
// mover.
func describe(s lino.State, m lino.Move) [2]string {
	v := s.View(m.Seat)
	return [2]string{v.Label(lang.English, m, nil), v.Preview(lang.English, m, nil)}
}

// TestEveryMoveDescribesItself: a tile's move (the tiles its mover has left), a stone that closes three
// rows, one that closes one, and one that scores nothing, with their
// labels and previews; cells by their names on the board: the opening
// field spans A1 (-6,-6) to V20 (its tiles from G7), and a field of scene
// from G7 (0,0): a layout's corner is G7 for the whole game.
func TestEveryMoveDescribesItself(t *testing.T) {
	s, err := lino.New(lino.Options{})
	require.NoError(t, err)
	assert.Equal(t, [2]string{"Move the tile at K7 to K6", "You will have two tiles left to move."},
		describe(s, lino.MoveTileTo(0, cell(t, "4,0"), cell(t, "4,-1"))), "a tile's move: the tiles its mover has left")

	s = scene(t, `
X .
X O`, 4)
	assert.Equal(t, [2]string{"Place a stone on H7", "You close three rows and score 6 points."},
		describe(s, lino.Place(0, cell(t, "1,0"))))

	s = scene(t, `
X . .
    .`, 2)
	assert.Equal(t, [2]string{"Place a stone on H7", "You score no points."}, describe(s, lino.Place(0, cell(t, "1,0"))))
	s, _, err = s.Apply(lino.Place(0, cell(t, "1,0")))
	require.NoError(t, err)
	assert.Equal(t, [2]string{"Place a stone on I7", "You close the row from G7 to I7 and score 3 points."},
		describe(s, lino.Place(1, cell(t, "2,0"))))
}

// TestStonesPreviewTheirRuns: a stone that makes a run of four or more of
// its colour says so, and what its runs will score at the end (issue #38:
// the runs decided the game unseen); at a crossing, every run through it.
func TestStonesPreviewTheirRuns(t *testing.T) {
	s := scene(t, `
X X X X . O`, 8)
	assert.Equal(t, [2]string{"Place a stone on K7", "You close the row from G7 to L7 and score 6 points. It makes your run of five stones: 20 points at the end."},
		describe(s, lino.Place(0, cell(t, "4,0"))))
	s = scene(t, `
      X
      X
      X
X X X . O`, 12)
	assert.Equal(t, [2]string{"Place a stone on J10", "You close two rows and score 9 points. It makes two runs of yours: 20 points at the end."},
		describe(s, lino.Place(0, cell(t, "3,3"))))
}

// TestMovesDescribeThemselvesInEveryGame: in random games, every legal
// move has a label in a player's words, the labels of one decision all
// differ, a stone has a preview, and the choices carry the labels of the
// stones and of the tiles picked.
func TestMovesDescribeThemselvesInEveryGame(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, err := lino.New(options().Draw(t, "options"))
		require.NoError(t, err)
		for step := 0; !s.Over() && step < 30; step++ {
			v := s.View(s.ToMove())
			seen := map[string]bool{}
			moves := s.LegalMoves()
			for _, c := range v.Choices() {
				for i, m := range c.Moves {
					label := v.Label(lang.English, m, nil)
					require.NoError(t, gametest.PlayerWords(label), "%v", m)
					require.False(t, seen[label], "two moves labelled %q", label)
					seen[label] = true
					if m.Kind == lino.MoveTile {
						require.True(t, strings.HasPrefix(label, c.Label+" to "), "%q is not the label of %q's moves", c.Label, label)
						continue
					}
					require.Equal(t, label, c.Labels[i])
					require.NoError(t, gametest.PlayerWords(c.Previews[i]), "%v", m)
				}
			}
			s, _, err = s.Apply(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
			require.NoError(t, err)
		}
	})
}

// TestTileMovesPreviewTheBuilding: each building move's preview, in the
// order of the six: the tiles its mover will have left, the first seat's
// last tile, and the last of all, which ends the building.
func TestTileMovesPreviewTheBuilding(t *testing.T) {
	s, err := lino.New(lino.Options{})
	require.NoError(t, err)
	var got []string
	for s.Phase() == lino.PhaseBuilding {
		m := s.View(s.ToMove()).LegalMoves()[0]
		got = append(got, describe(s, m)[1])
		s, _, err = s.Apply(m)
		require.NoError(t, err)
	}
	assert.Equal(t, []string{
		"You will have two tiles left to move.",
		"You will have two tiles left to move.",
		"You will have one tile left to move.",
		"You will have one tile left to move.",
		"You move your last tile.",
		"You move the last tile: the field is built, and stones are placed next.",
	}, got)
}

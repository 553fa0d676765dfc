package tabletop_test

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// TestChoicesForShowsTheMoverAlone holds ChoicesFor to the seat that asks
// (review r30 #1): the seat to move gets Choices, every other seat no
// moves, since the moves are the mover's hand, and the refusal a move of
// its own would get, in the player's words (go-r35 #2: "seat 1 asked for
// its moves; it is seat 0's turn", developer's words, seats from 0).
func TestChoicesForShowsTheMoverAlone(t *testing.T) {
	for _, tc := range tables {
		t.Run(tc.game, func(t *testing.T) {
			table := open(t, tc.game, tc.options)
			for i := 0; !table.Over(); i++ {
				require.Less(t, i, 5000, "the game does not end")
				mover := table.ToMove()
				for seat := -1; seat <= table.Players(); seat++ {
					choices, err := table.ChoicesFor(lang.French, seat)
					switch {
					case seat == mover:
						require.NoError(t, err)
						require.Equal(t, table.Choices(lang.French), choices)
					case seat < 0 || seat >= table.Players():
						require.ErrorIs(t, err, tabletop.ErrNoSeat)
						require.Nil(t, choices)
					default:
						require.ErrorIs(t, err, tabletop.ErrNotYourTurn)
						var refused *tabletop.MoveError
						require.ErrorAs(t, err, &refused)
						_, _, played := table.Play(seat, "")
						require.EqualError(t, played, err.Error(), "the refusal of a move")
						require.Equal(t, tabletop.ReasonNotYourTurn, refused.Reason)
						require.Contains(t, refused.Sentence(lang.French, nil), "joueur "+strconv.Itoa(mover+1))
						require.Nil(t, choices)
					}
				}
				var err error
				table, _, err = table.Play(mover, table.LegalMoves()[0])
				require.NoError(t, err)
			}
			for seat := range table.Players() {
				choices, err := table.ChoicesFor(lang.English, seat)
				assert.ErrorIs(t, err, tabletop.ErrGameOver)
				assert.Nil(t, choices)
			}
		})
	}
	_, err := tabletop.Table{}.ChoicesFor(lang.English, 0)
	assert.ErrorIs(t, err, tabletop.ErrNoGame)
}

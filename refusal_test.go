package tabletop_test

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/linx"
)

// refusedAs plays move for seat and checks that it is refused with a
// MoveError of reason want that matches every sentinel it should, the
// game's and the handle's; it returns the error.
func refusedAs(t *testing.T, table tabletop.Table, seat int, move string, want tabletop.Reason, gameSentinels ...error) *tabletop.MoveError {
	t.Helper()
	_, _, err := table.Play(seat, move)
	require.Error(t, err, move)
	gametest.CheckRefusal(t, err, table.Players())
	var refused *tabletop.MoveError
	require.ErrorAs(t, err, &refused)
	if want == "" { // any reason: the caller checks
		return refused
	}
	assert.Equal(t, want, refused.Reason, "%s: %v", move, err)
	assert.Equal(t, table.Game(), refused.Game)
	assert.Equal(t, seat, refused.Seat)
	assert.True(t, strings.HasPrefix(err.Error(), table.Game()+": "), err.Error())
	require.ErrorIs(t, err, tabletop.ErrIllegalMove)
	for _, sentinel := range gameSentinels {
		require.ErrorIs(t, err, sentinel)
	}
	assert.Equal(t, want == tabletop.ReasonNotYourTurn, errors.Is(err, tabletop.ErrNotYourTurn), move)
	assert.Equal(t, want == tabletop.ReasonGameOver, errors.Is(err, tabletop.ErrGameOver), move)
	return refused
}

// playOut plays the table's first legal move until the game is over.
func playOut(t *testing.T, table tabletop.Table) tabletop.Table {
	t.Helper()
	for !table.Over() {
		next, _, err := table.Play(table.ToMove(), table.LegalMoves()[0])
		require.NoError(t, err)
		table = next
	}
	return table
}

func TestEveryReasonOfLinko(t *testing.T) {
	table := open(t, "linko", `{"seed":"3"}`)
	seat := table.ToMove()
	other := (seat + 1) % table.Players()
	refused := refusedAs(t, table, other, "take", tabletop.ReasonNotYourTurn, linko.ErrIllegalMove, linko.ErrNotYourTurn)
	assert.Equal(t, seat, refused.ToMove)
	assert.Equal(t, "It is not your turn: Seat 1 is to move.", refused.Sentence(lang.English, nil))
	assert.Equal(t, "It is not your turn: Ann is to move.", refused.Sentence(lang.English, []string{"Ann", "Bo"}))
	refusedAs(t, table, seat, "take", tabletop.ReasonNotLegalHere, linko.ErrIllegalMove)
	refusedAs(t, table, seat, "dance", tabletop.ReasonMalformed, linko.ErrIllegalMove)
	refusedAs(t, table, seat, "9:take", tabletop.ReasonMalformed, linko.ErrIllegalMove)
	refused = refusedAs(t, table, seat, "play 13x8", tabletop.ReasonNotInHand, linko.ErrIllegalMove)
	assert.Contains(t, []string{"You have no 13 in your hand.", "You have only a 13 in your hand.", "You have only two 13s in your hand."},
		refused.Sentence(lang.English, nil))
	refusedAs(t, playOut(t, table), seat, "take", tabletop.ReasonGameOver, linko.ErrIllegalMove, linko.ErrGameOver)
}

func TestEveryReasonOfLino(t *testing.T) {
	table := open(t, "lino", `{"seed":"3"}`)
	seat := table.ToMove()
	refusedAs(t, table, 1-seat, strings.SplitN(table.LegalMoves()[0], ":", 2)[1], tabletop.ReasonNotYourTurn, lino.ErrIllegalMove, lino.ErrNotYourTurn)
	refusedAs(t, table, seat, "place 4,0", tabletop.ReasonNotLegalHere, lino.ErrIllegalMove)
	refusedAs(t, table, seat, "move", tabletop.ReasonMalformed, lino.ErrIllegalMove)
	// A tile moved onto another tile of the field.
	var froms []string
	for _, move := range table.LegalMoves() {
		if from := strings.Fields(move)[1]; !strings.Contains(strings.Join(froms, " "), from) {
			froms = append(froms, from)
		}
	}
	require.GreaterOrEqual(t, len(froms), 2)
	refused := refusedAs(t, table, seat, "move "+froms[0]+" "+froms[1], tabletop.ReasonCellTaken, lino.ErrIllegalMove)
	var x, y int
	_, err := fmt.Sscanf(froms[1], "%d,%d", &x, &y)
	require.NoError(t, err)
	view, err := table.View(lang.English, seat)
	require.NoError(t, err)
	name, ok := gametest.ViewAxes(t, view).Name(x, y)
	require.True(t, ok, "the cell is on the board")
	assert.Equal(t, "There is a tile at "+name+" already.", refused.Sentence(lang.English, nil), "named as the board names it")
	refusedAs(t, playOut(t, table), seat, "place 4,0", tabletop.ReasonGameOver, lino.ErrIllegalMove, lino.ErrGameOver)
}

func TestEveryReasonOfLinx(t *testing.T) {
	table := open(t, "linx", `{"seed":"3"}`)
	refusedAs(t, table, 1-table.ToMove(), "pass", tabletop.ReasonNotYourTurn, linx.ErrIllegalMove, linx.ErrNotYourTurn)
	refusedAs(t, table, table.ToMove(), "pass", tabletop.ReasonNotLegalHere, linx.ErrIllegalMove)
	refusedAs(t, table, table.ToMove(), "up Q 0,0", tabletop.ReasonMalformed, linx.ErrIllegalMove)
	// Once a tile lies at 0,0, each symbol there is either taken or not
	// in the hand; over some seeds, both happen.
	seen := map[tabletop.Reason]bool{}
	for seed := 1; seed <= 20 && len(seen) < 2; seed++ {
		table := open(t, "linx", `{"seed":"`+strconv.Itoa(seed)+`"}`)
		next, _, err := table.Play(table.ToMove(), table.LegalMoves()[0])
		require.NoError(t, err)
		for _, symbol := range []string{"R", "P", "S"} {
			reason := refusedAs(t, next, next.ToMove(), "up "+symbol+" 0,0", "", linx.ErrIllegalMove).Reason
			seen[reason] = true
		}
	}
	assert.Equal(t, map[tabletop.Reason]bool{tabletop.ReasonCellTaken: true, tabletop.ReasonNotInHand: true}, seen)
	refusedAs(t, playOut(t, table), 0, "pass", tabletop.ReasonGameOver, linx.ErrIllegalMove, linx.ErrGameOver)
}

func TestTheGamesShareTheirReasonsWords(t *testing.T) {
	assert.Equal(t, linko.ReasonNotInHand, linx.ReasonNotInHand)
	assert.Equal(t, lino.ReasonCellTaken, linx.ReasonCellTaken)
	for _, reason := range []tabletop.Reason{tabletop.ReasonNotYourTurn, tabletop.ReasonGameOver, tabletop.ReasonNotLegalHere,
		tabletop.ReasonMalformed, tabletop.ReasonNotInHand, tabletop.ReasonCellTaken} {
		assert.Regexp(t, `^[a-z]+(-[a-z]+)*$`, string(reason))
	}
}

// TestAnyRefusedMoveIsAMoveErrorAPlayerCanRead plays random games through
// the handle and tries, at each step, a move drawn from everything a
// client might send: another seat's legal move, a legal move of an earlier
// turn, junk, and JSON.
func TestAnyRefusedMoveIsAMoveErrorAPlayerCanRead(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		game := rapid.SampledFrom([]string{"linko", "lino", "linx"}).Draw(rt, "game")
		table, err := tabletop.Open(game, []byte(`{"seed":"`+rapid.StringMatching(`[0-9]{1,5}`).Draw(rt, "seed")+`"}`))
		require.NoError(rt, err)
		var seen []string
		for step := 0; step < 40 && !table.Over(); step++ {
			legal := table.LegalMoves()
			seen = append(seen, legal...)
			seat := rapid.IntRange(0, table.Players()-1).Draw(rt, "seat")
			move := rapid.OneOf(
				rapid.SampledFrom(seen),
				rapid.StringMatching(`[0-9]?:?(play|take|move|place|up|down|pass|draw)? ?[A-Z0-9xJ,+ -]{0,12}`),
				rapid.SampledFrom([]string{`{"kind":"pass"}`, `{"kind":"play","meld":"1x9"}`, `{"seat":9}`, `[]`, `{`}),
			).Draw(rt, "move")
			var err error
			if strings.HasPrefix(move, "{") || strings.HasPrefix(move, "[") {
				_, _, err = table.PlayJSON(seat, []byte(move))
			} else {
				_, _, err = table.Play(seat, move)
			}
			if err != nil {
				gametest.CheckRefusal(rt, err, table.Players())
				require.ErrorIs(rt, err, tabletop.ErrIllegalMove)
			}
			table, _, err = table.Play(table.ToMove(), legal[rapid.IntRange(0, len(legal)-1).Draw(rt, "legal")])
			require.NoError(rt, err)
		}
	})
}

func TestMoveJSONIsReadStrictly(t *testing.T) {
	for game, moves := range map[string][2]string{
		"linko": {`{"kind":"play","kind":"take"}`, `{"Kind":"take"}`},
		"lino":  {`{"kind":"place","kind":"move","to":"4,0"}`, `{"Kind":"place","to":"4,0"}`},
		"linx":  {`{"kind":"pass","kind":"pass"}`, `{"Kind":"pass"}`},
	} {
		table := open(t, game, `{"seed":"1"}`)
		_, _, err := table.PlayJSON(table.ToMove(), []byte(moves[0]))
		require.ErrorIs(t, err, tabletop.ErrIllegalMove, moves[0])
		assert.Contains(t, err.Error(), `the key "kind" is given twice`, game)
		var refused *tabletop.MoveError
		require.ErrorAs(t, err, &refused)
		assert.Equal(t, tabletop.ReasonMalformed, refused.Reason)

		_, _, err = table.PlayJSON(table.ToMove(), []byte(moves[1]))
		require.ErrorIs(t, err, tabletop.ErrIllegalMove, moves[1])
		assert.Regexp(t, `"Kind" must be written "kind"|unknown field "Kind"`, err.Error(), game)
		require.ErrorAs(t, err, &refused)
		assert.Equal(t, tabletop.ReasonMalformed, refused.Reason)
	}
}

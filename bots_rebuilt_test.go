package tabletop_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
)

// TestSeededBotsChooseAlikeWhenMadeAgain plays a game of each game straight
// through, a seeded bot in every seat, and the same game as a chat
// front-end plays it: saved after every move, resumed, its bots made
// again from their options before each move. Both games are move for move
// the same, for the random bot and for an ISMCTS bot with a budget in
// iterations and one worker (go-r30 handle26 #1: a rebuilt random bot
// began its stream of chance again, and a game resumed every move was
// not the game played straight).
func TestSeededBotsChooseAlikeWhenMadeAgain(t *testing.T) {
	for _, game := range tabletop.Games() {
		for _, bot := range []struct{ name, options string }{
			{"random", `{"seed":"%d"}`},
			{"ismcts", `{"iterations":8,"workers":1,"seed":"%d"}`},
		} {
			name := game.Name + " " + bot.name
			straight := playSeeded(t, game.Name, bot.name, bot.options, false)
			resumed := playSeeded(t, game.Name, bot.name, bot.options, true)
			require.NotEmpty(t, straight, name)
			assert.Equal(t, straight, resumed, "%s: the game resumed before every move is the game played straight", name)
		}
	}
}

// playSeeded plays a game of game to its end, or for 400 moves, with a bot
// called name in each seat, seat n's options format with n+1, and
// returns its moves; with again, the table is saved and resumed and the
// bots made anew before every move.
func playSeeded(t *testing.T, game, name, format string, again bool) []string {
	t.Helper()
	table := open(t, game, `{"seed":"11"}`)
	newBots := func() []*tabletop.Bot {
		bots := make([]*tabletop.Bot, table.Players())
		for seat := range bots {
			var err error
			bots[seat], err = tabletop.NewBot(game, name, fmt.Appendf(nil, format, seat+1))
			require.NoError(t, err)
		}
		return bots
	}
	bots := newBots()
	var moves []string
	for len(moves) < 400 && !table.Over() {
		if again {
			save, err := table.Save()
			require.NoError(t, err)
			data, err := json.Marshal(save)
			require.NoError(t, err)
			var back tabletop.Save
			require.NoError(t, json.Unmarshal(data, &back))
			table, err = tabletop.Resume(back)
			require.NoError(t, err)
			bots = newBots()
		}
		move, err := bots[table.ToMove()].Choose(context.Background(), table)
		require.NoError(t, err)
		moves = append(moves, move)
		table, _, err = table.Play(table.ToMove(), move)
		require.NoError(t, err)
	}
	return moves
}

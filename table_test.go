package tabletop_test

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/linx"
)

// tables are the games the handle's tests play, each with options that
// show something of the game.
var tables = []struct {
	game, options string
}{
	{"linko", `{"players":3,"seed":"7"}`},
	{"lino", `{"seed":"7","bonus":true}`},
	{"linx", `{"players":4,"seed":"7","teams":true}`},
}

func open(t *testing.T, game, options string) tabletop.Table {
	t.Helper()
	table, err := tabletop.Open(game, []byte(options))
	require.NoError(t, err)
	return table
}

// playToEnd plays a game to its end through the handle alone, the bots
// given taking turns by seat. The moves go in turn as a JSON string, as
// notation without the seat, as notation with it, and as a JSON object. It returns the final table and the JSON events
// each seat was sent.
func playToEnd(t *testing.T, table tabletop.Table, bots []*tabletop.Bot) (tabletop.Table, [][]json.RawMessage) {
	t.Helper()
	sent := make([][]json.RawMessage, table.Players())
	for i := 0; !table.Over(); i++ {
		require.Less(t, i, 5000, "the game does not end")
		seat := table.ToMove()
		move, err := bots[seat%len(bots)].Choose(context.Background(), table)
		require.NoError(t, err)
		require.Contains(t, table.LegalMoves(), move, "a bot chose a move the table does not list")
		var next tabletop.Table
		var events tabletop.Events
		switch i % 4 {
		case 0:
			data, _ := json.Marshal(move)
			next, events, err = table.PlayJSON(seat, data)
		case 3:
			next, events, err = table.PlayJSON(seat, moveObject(t, table.Game(), move))
		case 1:
			_, withoutSeat, _ := strings.Cut(move, ":")
			next, events, err = table.Play(seat, withoutSeat)
		default:
			next, events, err = table.Play(seat, move)
		}
		require.NoError(t, err, "move %d: %s", i, move)
		for s := range sent {
			redacted, err := events.JSON(s)
			require.NoError(t, err)
			require.Len(t, redacted, events.Len())
			sent[s] = append(sent[s], redacted...)
		}
		table = next
	}
	return table, sent
}

func TestEveryGamePlaysToTheEndThroughTheHandle(t *testing.T) {
	for _, tc := range tables {
		t.Run(tc.game, func(t *testing.T) {
			table := open(t, tc.game, tc.options)
			greedy, err := tabletop.NewBot(tc.game, "greedy", nil)
			require.NoError(t, err)
			random, err := tabletop.NewBot(tc.game, "random", []byte(`{"seed":3}`))
			require.NoError(t, err)
			end, _ := playToEnd(t, table, []*tabletop.Bot{greedy, random})

			assert.True(t, end.Over())
			assert.Equal(t, -1, end.ToMove())
			assert.Empty(t, end.LegalMoves())
			assert.NotEmpty(t, end.Winners())
			best := end.Scores()[end.Winners()[0]]
			for _, w := range end.Winners() {
				assert.Equal(t, best, end.Scores()[w], "winners have equal scores")
			}

			// The log and the position both rebuild the game exactly.
			log, err := end.Log()
			require.NoError(t, err)
			options, err := end.Options()
			require.NoError(t, err)
			folded, err := tabletop.Fold(tc.game, options, log)
			require.NoError(t, err)
			want, err := end.Position()
			require.NoError(t, err)
			got, err := folded.Position()
			require.NoError(t, err)
			assert.JSONEq(t, string(want), string(got), "Fold of the log")
			loaded, err := tabletop.Load(tc.game, want)
			require.NoError(t, err)
			got, err = loaded.Position()
			require.NoError(t, err)
			assert.JSONEq(t, string(want), string(got), "Load of the position")
			assert.True(t, loaded.Loaded())
			assert.False(t, folded.Loaded())
			assert.Equal(t, end.Scores(), loaded.Scores())
			assert.Equal(t, end.Winners(), loaded.Winners())
		})
	}
}

func TestPlayLeavesTheTableAsItWas(t *testing.T) {
	for _, tc := range tables {
		t.Run(tc.game, func(t *testing.T) {
			table := open(t, tc.game, tc.options)
			before, err := table.Position()
			require.NoError(t, err)
			next, events, err := table.Play(table.ToMove(), table.LegalMoves()[0])
			require.NoError(t, err)
			require.Positive(t, events.Len())
			after, err := table.Position()
			require.NoError(t, err)
			assert.Equal(t, string(before), string(after))
			moved, err := next.Position()
			require.NoError(t, err)
			assert.NotEqual(t, string(before), string(moved))

			// Two moves from one table make two games, each with its own log.
			moves := table.LegalMoves()
			a, _, err := table.Play(table.ToMove(), moves[0])
			require.NoError(t, err)
			b, _, err := table.Play(table.ToMove(), moves[len(moves)-1])
			require.NoError(t, err)
			logA, _ := a.Log()
			logB, _ := b.Log()
			a2, _, err := a.Play(a.ToMove(), a.LegalMoves()[0])
			require.NoError(t, err)
			logA2, _ := a2.Log()
			logB2, _ := b.Log()
			assert.Equal(t, logB, logB2, "playing on from a does not change b's log")
			assert.Equal(t, logA, logA2[:len(logA)])
		})
	}
}

func TestTheHandleRefusesBadInputWithItsSentinels(t *testing.T) {
	linkoTable := open(t, "linko", `{"players":3,"seed":"7"}`)
	seat := linkoTable.ToMove()
	other := (seat + 1) % 3
	for _, tc := range []struct {
		name     string
		err      error
		call     func() error
		contains string
	}{
		{"unknown game", tabletop.ErrUnknownGame, func() error { _, err := tabletop.Open("chess", nil); return err }, "linko, lino, linx"},
		{"unknown option", tabletop.ErrInvalidOptions, func() error { _, err := tabletop.Open("linko", []byte(`{"player":3}`)); return err }, `"player"`},
		{"options not an object", tabletop.ErrInvalidOptions, func() error { _, err := tabletop.Open("linko", []byte(`[3]`)); return err }, "JSON object"},
		{"too many players", tabletop.ErrInvalidOptions, func() error { _, err := tabletop.Open("linko", []byte(`{"players":9}`)); return err }, "9 players"},
		{"rounds not a multiple of the players", tabletop.ErrInvalidOptions, func() error {
			_, err := tabletop.Open("linko", []byte(`{"players":3,"rounds":4}`))
			return err
		}, "rounds"},
		{"teams without four", tabletop.ErrInvalidOptions, func() error { _, err := tabletop.Open("linx", []byte(`{"teams":true}`)); return err }, "teams"},
		{"illegal move", tabletop.ErrIllegalMove, func() error { _, _, err := linkoTable.Play(seat, "take"); return err }, ""},
		{"malformed move", tabletop.ErrIllegalMove, func() error { _, _, err := linkoTable.Play(seat, "fly away"); return err }, ""},
		{"move out of turn", tabletop.ErrIllegalMove, func() error {
			_, _, err := linkoTable.Play(other, strings.Replace(linkoTable.LegalMoves()[0], fmt.Sprint(seat)+":", fmt.Sprint(other)+":", 1))
			return err
		}, ""},
		{"another seat's move", tabletop.ErrIllegalMove, func() error { _, _, err := linkoTable.Play(other, linkoTable.LegalMoves()[0]); return err }, ""},
		{"another seat's move as JSON", tabletop.ErrIllegalMove, func() error {
			data, _ := json.Marshal(linkoTable.LegalMoves()[0])
			_, _, err := linkoTable.PlayJSON(other, data)
			return err
		}, ""},
		{"malformed JSON move", tabletop.ErrIllegalMove, func() error { _, _, err := linkoTable.PlayJSON(seat, []byte(`{"kind":`)); return err }, ""},
		{"seat not at the table", tabletop.ErrNoSeat, func() error { _, _, err := linkoTable.Play(3, "take"); return err }, "seats 0 to 2"},
		{"spectator plays", tabletop.ErrNoSeat, func() error { _, _, err := linkoTable.Play(-1, "take"); return err }, ""},
		{"view of no seat", tabletop.ErrNoSeat, func() error { _, err := linkoTable.View(lang.English, 99); return err }, ""},
		{"text view of no seat", tabletop.ErrNoSeat, func() error { _, err := linkoTable.ViewText(lang.English, -2); return err }, ""},
		{"bad position", tabletop.ErrInvalidPosition, func() error { _, err := tabletop.Load("linko", []byte(`{"round":-1}`)); return err }, ""},
		{"position not JSON", tabletop.ErrInvalidPosition, func() error { _, err := tabletop.Load("lino", []byte(`{`)); return err }, ""},
		{"bad event", tabletop.ErrInvalidEvent, func() error {
			_, err := tabletop.Fold("linx", []byte(`{"players":2,"seed":"1"}`), []json.RawMessage{json.RawMessage(`{"kind":"no-such"}`)})
			return err
		}, "event 0"},
		{"event that cannot follow", tabletop.ErrInvalidEvent, func() error {
			next, _, _ := linkoTable.Play(seat, linkoTable.LegalMoves()[0])
			log, _ := next.Log()
			_, err := tabletop.Fold("linko", []byte(`{"players":3,"seed":"7"}`), append(log, log...))
			return err
		}, ""},
		{"unknown bot", tabletop.ErrUnknownBot, func() error { _, err := tabletop.NewBot("lino", "genius", nil); return err }, "random, greedy"},
		{"bad bot options", tabletop.ErrInvalidOptions, func() error { _, err := tabletop.NewBot("lino", "random", []byte(`{"sed":1}`)); return err }, ""},
		{"bot of another game", tabletop.ErrInvalidBot, func() error {
			bot, _ := tabletop.NewBot("lino", "greedy", nil)
			_, err := bot.Choose(context.Background(), linkoTable)
			return err
		}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.call()
			require.Error(t, err)
			assert.ErrorIs(t, err, tc.err)
			assert.Contains(t, err.Error(), tc.contains)
			assert.Less(t, len(err.Error()), 300, "a short message")
		})
	}
}

func TestHandleErrorsMatchTheGamesSentinelsToo(t *testing.T) {
	for _, tc := range []struct {
		game string
		want error
	}{{"linko", linko.ErrIllegalMove}, {"lino", lino.ErrIllegalMove}, {"linx", linx.ErrIllegalMove}} {
		table := open(t, tc.game, "")
		_, _, err := table.Play(table.ToMove(), "xyzzy")
		assert.ErrorIs(t, err, tc.want)
		assert.ErrorIs(t, err, tabletop.ErrIllegalMove)
		assert.NotContains(t, err.Error(), "tabletop:", "the game's own message, not wrapped twice")
	}
}

func TestEveryDefaultOpensAndEveryOptionIsDescribed(t *testing.T) {
	games := tabletop.Games()
	require.Len(t, games, 3)
	for _, g := range games {
		table, err := tabletop.Open(g.Name, nil)
		require.NoError(t, err, g.Name)
		assert.Equal(t, g.Name, table.Game())
		options, err := table.Options()
		require.NoError(t, err)
		var set map[string]any
		require.NoError(t, json.Unmarshal(options, &set))
		for _, o := range g.Options {
			assert.NotEmpty(t, o.Doc, "%s option %s", g.Name, o.Name)
			if o.Default == nil {
				continue
			}
			// Every default is what the game plays when it is left out.
			want, _ := json.Marshal(o.Default)
			got, _ := json.Marshal(set[o.Name])
			assert.JSONEq(t, string(want), string(got), "%s option %s", g.Name, o.Name)
			if o.Type == "int" {
				assert.LessOrEqual(t, o.Min, o.Default, "%s option %s", g.Name, o.Name)
				assert.GreaterOrEqual(t, o.Max, o.Default, "%s option %s", g.Name, o.Name)
			}
		}
		assert.Equal(t, g.MinPlayers <= table.Players() && table.Players() <= g.MaxPlayers, true)
		for _, b := range g.Bots {
			if strings.HasPrefix(b.Name, "test-") {
				continue // the registry's tests register bots that fail on purpose
			}
			bot, err := tabletop.NewBot(g.Name, b.Name, nil)
			require.NoError(t, err, "%s bot %s", g.Name, b.Name)
			// Every default is what the bot is made with when it is left out.
			var set map[string]any
			require.NoError(t, json.Unmarshal(bot.Options(), &set))
			for _, o := range b.Options {
				assert.NotEmpty(t, o.Doc, "%s bot %s option %s", g.Name, b.Name, o.Name)
				if o.Default != nil {
					want, _ := json.Marshal(o.Default)
					got, _ := json.Marshal(set[o.Name])
					assert.JSONEq(t, string(want), string(got), "%s bot %s option %s", g.Name, b.Name, o.Name)
				}
			}
		}
	}
	// Games returns copies: changing one changes nothing for the next caller.
	games[0].Options[0].Name = "changed"
	games[0].Bots[0].Options[0].Name = "changed"
	again := tabletop.Games()
	assert.Equal(t, "players", again[0].Options[0].Name)
	assert.Equal(t, "seed", again[0].Bots[0].Options[0].Name)
}

func TestEventsAreRedactedForEachSeat(t *testing.T) {
	// In Linko!, a seat that draws from the pile is seen drawing a card,
	// but only it sees which.
	table := open(t, "linko", `{"players":2,"seed":"1"}`)
	greedy, _ := tabletop.NewBot("linko", "greedy", nil)
	for !table.Over() {
		seat := table.ToMove()
		move, err := greedy.Choose(context.Background(), table)
		require.NoError(t, err)
		if strings.HasSuffix(move, "draw pile") {
			next, events, err := table.Play(seat, move)
			require.NoError(t, err)
			own, other, spectator := events.Text(seat), events.Text(1-seat), events.Text(-1)
			require.True(t, strings.HasPrefix(own[0], "card-drawn"), own[0])
			assert.NotContains(t, own[0], "card=?")
			assert.Contains(t, other[0], "card=?")
			assert.Equal(t, other, spectator)
			ownJSON, err := events.JSON(seat)
			require.NoError(t, err)
			otherJSON, err := events.JSON(1 - seat)
			require.NoError(t, err)
			assert.NotContains(t, string(ownJSON[0]), `"?"`)
			assert.Contains(t, string(otherJSON[0]), `"?"`)
			full, err := next.Log()
			require.NoError(t, err)
			assert.NotContains(t, string(full[len(full)-events.Len()]), `"?"`, "the log keeps every secret")
			whole, err := events.Log()
			require.NoError(t, err)
			assert.Equal(t, full[len(full)-events.Len():], whole, "a move's whole events are the end of the log")
			return
		}
		table, _, err = table.Play(seat, move)
		require.NoError(t, err)
	}
	t.Fatal("no seat drew from the pile")
}

func TestTheSearchBotPlaysThroughTheHandle(t *testing.T) {
	for _, g := range tabletop.Games() {
		if !slices.ContainsFunc(g.Bots, func(b tabletop.BotInfo) bool { return b.Name == "ismcts" }) {
			continue
		}
		t.Run(g.Name, func(t *testing.T) {
			table := open(t, g.Name, "")
			bot, err := tabletop.NewBot(g.Name, "ismcts", []byte(`{"iterations":30,"seed":"5"}`))
			require.NoError(t, err)
			twin, err := tabletop.NewBot(g.Name, "ismcts", []byte(`{"iterations":30,"seed":5}`))
			require.NoError(t, err)
			move, err := bot.Choose(context.Background(), table)
			require.NoError(t, err)
			assert.Contains(t, table.LegalMoves(), move)
			again, err := twin.Choose(context.Background(), table)
			require.NoError(t, err)
			assert.Equal(t, move, again, "equal options, equal moves")

			for options, want := range map[string]string{
				`{"iterations":-1}`:           "iterations must be from 1 to 1000000, not -1",
				`{"iterations":2000000}`:      "iterations must be from 1 to 1000000, not 2000000",
				`{"ms":3600000}`:              "ms must be from 0 to 60000, not 3600000",
				`{"ms":1e9}`:                  "ms must be a whole number in digits, such as 1000000000, not 1e9",
				`{"workers":6.5e1}`:           "workers must be a whole number in digits, such as 65, not 6.5e1",
				`{"workers":100}`:             "workers must be from 1 to 64, not 100",
				`{"iterations":5.5}`:          "iterations must be a whole number, not 5.5",
				`{"iters":5}`:                 `no option "iters"; the options are iterations, ms, workers, untilDeadline, seed`,
				`{"seed":"-1"}`:               `seed must be a whole number from 0 to 2^64-1, as a string or a number, not "-1"`,
				`{"iterations":"a thousand"}`: "iterations must be a whole number, not a string",
				`{"seed":1,"seed":2}`:         `the key "seed" is given twice`,
			} {
				_, err := tabletop.NewBot(g.Name, "ismcts", []byte(options))
				assert.ErrorIs(t, err, tabletop.ErrInvalidOptions, options)
				if err != nil {
					assert.Contains(t, err.Error(), want, options)
				}
			}
		})
	}
}

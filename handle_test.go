package tabletop_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/linko"
)

func TestGameOptionsAreReadStrictly(t *testing.T) {
	for options, want := range map[string]string{
		`{"players":3,}`:              "linko: invalid options: not valid JSON at byte 14: invalid character '}'",
		`{"players":`:                 "linko: invalid options: not valid JSON at byte 11: unexpected end of JSON input",
		"\n  {\"players\":3,}":        "at byte 17: invalid character '}'",
		`{"players":3} x`:             "linko: invalid options: not valid JSON at byte 15: invalid character 'x' after top-level value",
		`{"players":"3"}`:             "players must be a whole number, not a string",
		`{"players":2.5}`:             "players must be a whole number, not 2.5",
		`{"players":true}`:            "players must be a whole number, not a boolean",
		`{"players":3,"players":4}`:   `the key "players" is given twice`,
		`{"seed":1,"seed":1}`:         `the key "seed" is given twice`,
		`{"rounds":[1]}`:              "rounds must be a whole number, not a list",
		`{"seed":"-1"}`:               `seed must be a whole number from 0 to 2^64-1, as a string or a number, not "-1"`,
		`{"seed":{}}`:                 `seed must be a whole number`,
		`"players"`:                   "the options must be a JSON object, not a string",
		`{"player":3,"seeds":1}`:      `no option "player", "seeds"; the options are players, seed, firstSeat, rounds`,
		`{"players":3,"firstSeat":9}`: "first seat 9",
	} {
		_, err := tabletop.Open("linko", []byte(options))
		require.ErrorIs(t, err, tabletop.ErrInvalidOptions, options)
		assert.Contains(t, err.Error(), want, options)
		assert.Less(t, len(err.Error()), 200, options)
	}
	_, err := tabletop.Open("lino", []byte(`{"bonus":"yes"}`))
	assert.ErrorContains(t, err, "bonus must be true or false, not a string")
	_, err = tabletop.Open("lino", []byte(`{"layout":"cross"}`))
	assert.ErrorContains(t, err, "layout must be a list, not a string")

	// Null, as an option or as the whole, is left out: every default.
	for _, options := range []string{`null`, ` `, `{}`, `{"players":null}`} {
		table, err := tabletop.Open("linko", []byte(options))
		require.NoError(t, err, options)
		assert.Equal(t, 3, table.Players(), options)
	}
}

// seedOf returns the seed a JSON object of options holds.
func seedOf(t *testing.T, options json.RawMessage) string {
	t.Helper()
	var o struct {
		Seed string `json:"seed"`
	}
	require.NoError(t, json.Unmarshal(options, &o))
	require.Regexp(t, `^[0-9]+$`, o.Seed)
	return o.Seed
}

func TestAnOmittedSeedIsDrawnAtRandomAndReported(t *testing.T) {
	for _, g := range tabletop.Games() {
		t.Run(g.Name, func(t *testing.T) {
			a, b := open(t, g.Name, ""), open(t, g.Name, `{"players":null}`)
			optionsA, err := a.Options()
			require.NoError(t, err)
			optionsB, err := b.Options()
			require.NoError(t, err)
			assert.NotEqual(t, seedOf(t, optionsA), seedOf(t, optionsB), "two tables, two seeds")

			// The reported options play the same game again.
			again := open(t, g.Name, string(optionsA))
			want, _ := a.Position()
			got, _ := again.Position()
			assert.JSONEq(t, string(want), string(got))

			// The schema says so.
			seed := g.Options[1]
			require.Equal(t, "seed", seed.Name)
			assert.Nil(t, seed.Default)
			assert.Contains(t, seed.Doc, "drawn at random")
		})
	}
}

func TestAnOmittedBotSeedIsDrawnAtRandomAndReported(t *testing.T) {
	for _, name := range []string{"random", "ismcts"} {
		t.Run(name, func(t *testing.T) {
			options := `{"iterations":20}`
			if name == "random" {
				options = ""
			}
			a, err := tabletop.NewBot("lino", name, []byte(options))
			require.NoError(t, err)
			b, err := tabletop.NewBot("lino", name, []byte(options))
			require.NoError(t, err)
			assert.NotEqual(t, seedOf(t, a.Options()), seedOf(t, b.Options()))
			twin, err := tabletop.NewBot("lino", name, a.Options())
			require.NoError(t, err)

			// The reported options make a bot that plays the same moves.
			table := open(t, "lino", `{"seed":"3"}`)
			for range 4 {
				move, err := a.Choose(context.Background(), table)
				require.NoError(t, err)
				same, err := twin.Choose(context.Background(), table)
				require.NoError(t, err)
				require.Equal(t, move, same)
				table, _, err = table.Play(table.ToMove(), move)
				require.NoError(t, err)
			}
		})
	}
}

// The search bot's budget is what its schema says: iterations alone,
// milliseconds alone, or whichever of both comes first.
func TestTheSearchBotsBudget(t *testing.T) {
	table := open(t, "linko", `{"players":2,"seed":"3"}`)
	think := func(options string) time.Duration {
		bot, err := tabletop.NewBot("linko", "ismcts", []byte(options))
		require.NoError(t, err)
		start := time.Now()
		_, err = bot.Choose(context.Background(), table)
		require.NoError(t, err)
		return time.Since(start)
	}
	assert.GreaterOrEqual(t, think(`{"ms":150,"seed":"1"}`), 150*time.Millisecond, "ms alone searches for ms")
	assert.Less(t, think(`{"ms":20000,"iterations":50,"seed":"1"}`), 10*time.Second, "50 iterations come first")
	assert.Less(t, think(`{"ms":150,"iterations":1000000,"seed":"1"}`), 10*time.Second, "150 ms come first")

	bot, err := tabletop.NewBot("linko", "ismcts", []byte(`{"ms":150,"seed":"1"}`))
	require.NoError(t, err)
	assert.JSONEq(t, `{"ms":150,"workers":1,"untilDeadline":false,"seed":"1"}`, string(bot.Options()), "no default iterations slipped in")
	info := tabletop.Games()[0].Bots[2]
	require.Equal(t, "ismcts", info.Name)
	require.Equal(t, "iterations", info.Options[0].Name)
	assert.Nil(t, info.Options[0].Default)
	assert.Contains(t, info.Options[0].Doc, "no bound when ms or untilDeadline is given")

	bot, err = tabletop.NewBot("linko", "ismcts", []byte(`{"untilDeadline":true,"seed":"1"}`))
	require.NoError(t, err)
	assert.JSONEq(t, `{"ms":0,"workers":1,"untilDeadline":true,"seed":"1"}`, string(bot.Options()), "kept, so that the bot's options make it again")
	bot, err = tabletop.NewBot("linko", "ismcts", nil)
	require.NoError(t, err)
	assert.Contains(t, string(bot.Options()), `"untilDeadline":false`, "its default, which the schema gives a form")
}

func TestAnEmptyMoveSaysSo(t *testing.T) {
	table := open(t, "linx", `{"seed":"1"}`)
	seat := table.ToMove()
	for _, move := range []string{"", " ", "\t\n"} {
		_, _, err := table.Play(seat, move)
		require.ErrorIs(t, err, tabletop.ErrIllegalMove, "%q", move)
		assert.Equal(t, "linx: illegal move: empty move", err.Error())
	}
	for _, move := range []string{``, ` `, `""`, `" "`, `null`} {
		_, _, err := table.PlayJSON(seat, []byte(move))
		require.ErrorIs(t, err, tabletop.ErrIllegalMove, "%q", move)
		assert.Equal(t, "linx: illegal move: empty move", err.Error())
	}
	_, _, err := table.PlayJSON(seat, []byte(`{"kind":"place","cell":`))
	require.ErrorIs(t, err, tabletop.ErrIllegalMove)
	assert.Contains(t, err.Error(), "not valid JSON at byte 23")
}

// A log cut inside a move does not fold into a table that nobody can move
// at, and its last state's position does not load into one either.
func TestALogCutInsideAMoveIsRefused(t *testing.T) {
	options := `{"players":3,"seed":"7"}`
	table := open(t, "linko", options)
	greedy, _ := tabletop.NewBot("linko", "greedy", nil)
	var boundaries []int // the log's length after each move
	for !table.Over() {
		move, err := greedy.Choose(context.Background(), table)
		require.NoError(t, err)
		table, _, err = table.Play(table.ToMove(), move)
		require.NoError(t, err)
		log, _ := table.Log()
		boundaries = append(boundaries, len(log))
	}
	log, _ := table.Log()
	events := make([]linko.Event, len(log))
	for i, raw := range log {
		require.NoError(t, json.Unmarshal(raw, &events[i]))
	}
	inside := 0
	for cut := 1; cut <= len(log); cut++ {
		s, err := linko.Fold(linko.Options{Players: 3, Seed: 7}, events[:cut])
		require.NoError(t, err)
		folded, err := tabletop.Fold("linko", []byte(options), log[:cut])
		if s.ToMove() >= 0 || s.Over() {
			assert.NoError(t, err, "cut at %d", cut)
			continue
		}
		inside++
		assert.NotContains(t, boundaries, cut, "a move ends where somebody is to move")
		require.ErrorIs(t, err, tabletop.ErrInvalidEvent, "cut at %d", cut)
		assert.Contains(t, err.Error(), "the log ends inside a move")
		assert.Equal(t, tabletop.Table{}, folded)

		position, _ := json.Marshal(s.Position())
		_, err = tabletop.Load("linko", position)
		assert.ErrorIs(t, err, tabletop.ErrInvalidPosition, "cut at %d", cut)
	}
	assert.Positive(t, inside, "some cut falls inside a move")
}

// Broken JSON says where it breaks, under the handle's sentinel; JSON that
// a game refuses says why in the game's words.
func TestBrokenJSONSaysWhere(t *testing.T) {
	_, err := tabletop.Fold("linko", []byte(`{"seed":"1"}`), []json.RawMessage{json.RawMessage(`{"kind":`)})
	require.ErrorIs(t, err, tabletop.ErrInvalidEvent)
	assert.Equal(t, "linko: invalid event: event 0: not valid JSON at byte 8: unexpected end of JSON input", err.Error())
	_, err = tabletop.Load("lino", []byte(`{"options":}`))
	require.ErrorIs(t, err, tabletop.ErrInvalidPosition)
	assert.Equal(t, "lino: invalid position: the position is not valid JSON at byte 12: invalid character '}' looking for beginning of value", err.Error())

	_, err = tabletop.Load("linko", []byte(`{"players":3}`))
	require.ErrorIs(t, err, tabletop.ErrInvalidPosition)
	require.ErrorIs(t, err, linko.ErrInvalidPosition)
	assert.True(t, strings.HasPrefix(err.Error(), "linko: invalid position: "), err.Error())
}

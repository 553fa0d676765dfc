package tabletop_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/linx"
)

// registered counts the bots the tests register, so that each gets a name
// of its own, however often the tests run in one process (-count).
var registered atomic.Int64

// fresh returns a bot name no test registered yet.
func fresh(prefix string) string { return fmt.Sprintf("test-%s-%d", prefix, registered.Add(1)) }

// lastBot plays the last of its legal moves; it keeps the options it was
// made with, so that a test sees what the registry passed.
type lastBot struct {
	options json.RawMessage
}

func (b *lastBot) Choose(ctx context.Context, v linx.View) (linx.Move, error) {
	moves := v.LegalMoves()
	if len(moves) == 0 {
		return linx.Move{}, linx.ErrIllegalMove
	}
	return moves[len(moves)-1], nil
}

func newLastBot(options json.RawMessage) (*lastBot, error) { return &lastBot{options: options}, nil }

// everyType is a schema with an option of every type.
var everyType = []tabletop.OptionInfo{
	{Name: "depth", Type: "int", Default: 2, Min: 1, Max: 9, Doc: "how far to look"},
	{Name: "temper", Type: "number", Default: 0.5, Doc: "how bold"},
	{Name: "loud", Type: "bool", Default: false, Doc: "whether to talk"},
	{Name: "style", Type: "string", Default: "calm", Doc: "how to play"},
	{Name: "seed", Type: "seed", Doc: "its chance; left out, drawn at random"},
	{Name: "openings", Type: "list", Doc: "moves to begin with"},
	{Name: "salt", Type: "seed", Default: 5, Doc: "a seed with a default"},
}

func TestARegisteredBotIsOfferedLikeTheBuiltInOnes(t *testing.T) {
	made := make(chan *lastBot, 10)
	name := fresh("last")
	info := tabletop.BotInfo{Name: name, Doc: "plays its last legal move", Options: everyType}
	require.NoError(t, tabletop.RegisterBot("linx", info, func(options json.RawMessage) (*lastBot, error) {
		b := &lastBot{options: options}
		made <- b
		return b, nil
	}))

	// Games lists it, after the built-in bots, with its schema.
	games := tabletop.Games()
	i := slices.IndexFunc(games, func(g tabletop.GameInfo) bool { return g.Name == "linx" })
	bots := games[i].Bots
	require.Equal(t, name, bots[len(bots)-1].Name)
	assert.Equal(t, []string{"random", "greedy", "ismcts"}, []string{bots[0].Name, bots[1].Name, bots[2].Name})
	assert.Equal(t, everyType, bots[len(bots)-1].Options)
	everyType[0].Name = "changed"
	assert.Equal(t, "depth", tabletop.Games()[i].Bots[len(bots)-1].Options[0].Name, "the registry keeps its own copy")
	everyType[0].Name = "depth"

	// NewBot makes it with the options checked and filled: defaults, a
	// drawn seed, the rest as given; the bot and Bot.Options agree.
	bot, err := tabletop.NewBot("linx", name, []byte(`{"depth":3,"openings":["a"]}`))
	require.NoError(t, err)
	var got map[string]any
	require.NoError(t, json.Unmarshal(bot.Options(), &got))
	assert.Equal(t, float64(3), got["depth"])
	assert.Equal(t, 0.5, got["temper"])
	assert.Equal(t, false, got["loud"])
	assert.Equal(t, "calm", got["style"])
	assert.Regexp(t, `^[0-9]+$`, got["seed"])
	assert.Equal(t, []any{"a"}, got["openings"])
	assert.Equal(t, "5", got["salt"], "a seed's default, written as a seed is")
	assert.JSONEq(t, string(bot.Options()), string((<-made).options), "the bot is made from what Options reports")
	again, err := tabletop.NewBot("linx", name, bot.Options())
	require.NoError(t, err)
	assert.JSONEq(t, string(bot.Options()), string(again.Options()), "Options makes an equal bot")
	<-made

	// Its options are read as strictly as a built-in bot's.
	for options, want := range map[string]string{
		`{"depth":10}`:          "depth must be from 1 to 9, not 10",
		`{"depth":"3"}`:         "depth must be a whole number, not a string",
		`{"temper":"hot"}`:      "temper must be a number, not a string",
		`{"loud":1}`:            "loud must be true or false, not a number",
		`{"style":3}`:           "style must be a string, not a number",
		`{"openings":{}}`:       "openings must be a list, not an object",
		`{"deep":1}`:            `no option "deep"; the options are depth, temper, loud, style, seed, openings, salt`,
		`{"depth":1,"depth":2}`: `the key "depth" is given twice`,
		`{"depth":1,}`:          "not valid JSON at byte 12: invalid character '}'",
		`{"depth":1} {}`:        "not valid JSON at byte 13: invalid character '{' after top-level value",
		`[1]`:                   "must be a JSON object, not a list",
		`{"seed":"x"}`:          `seed must be a whole number from 0 to 2^64-1, as a string or a number, not "x"`,
	} {
		_, err := tabletop.NewBot("linx", name, []byte(options))
		require.ErrorIs(t, err, tabletop.ErrInvalidOptions, options)
		assert.Contains(t, err.Error(), want, options)
	}

	// It plays through the handle like any bot.
	table := open(t, "linx", `{"players":3,"seed":"2"}`)
	greedy, err := tabletop.NewBot("linx", "greedy", nil)
	require.NoError(t, err)
	end, _ := playToEnd(t, table, []*tabletop.Bot{bot, greedy})
	assert.True(t, end.Over())
}

// linoFirst is a Lino bot: the wrong types for Linko! or LINX.
type linoFirst struct{}

func (linoFirst) Choose(ctx context.Context, v lino.View) (lino.Move, error) {
	return v.LegalMoves()[0], nil
}

func newLinoFirst(json.RawMessage) (linoFirst, error) { return linoFirst{}, nil }

func TestRegisterBotRefusesWhatItCannotOffer(t *testing.T) {
	before := tabletop.Games()
	for _, tc := range []struct {
		name, game string
		info       tabletop.BotInfo
		err        error
		want       string
	}{
		{"unknown game", "chess", tabletop.BotInfo{Name: "x"}, tabletop.ErrUnknownGame, `"chess"`},
		{"no name", "lino", tabletop.BotInfo{}, tabletop.ErrInvalidBot, "has no name"},
		{"a built-in name", "lino", tabletop.BotInfo{Name: "greedy"}, tabletop.ErrInvalidBot, `lino already has a bot called "greedy"`},
		{"another game's types", "linko", tabletop.BotInfo{Name: "x"}, tabletop.ErrInvalidBot, "a linko bot chooses a linko.Move from a linko.View"},
		{"an option without a name", "lino", tabletop.BotInfo{Name: "x", Options: []tabletop.OptionInfo{{Type: "int"}}}, tabletop.ErrInvalidBot, "option 0 has no name"},
		{"two options of one name", "lino", tabletop.BotInfo{Name: "x", Options: []tabletop.OptionInfo{{Name: "a", Type: "int"}, {Name: "a", Type: "bool"}}}, tabletop.ErrInvalidBot, `two options are called "a"`},
		{"an unknown type", "lino", tabletop.BotInfo{Name: "x", Options: []tabletop.OptionInfo{{Name: "a", Type: "float"}}}, tabletop.ErrInvalidBot, `type "float"`},
		{"bounds the wrong way", "lino", tabletop.BotInfo{Name: "x", Options: []tabletop.OptionInfo{{Name: "a", Type: "int", Min: 5, Max: 1}}}, tabletop.ErrInvalidBot, "min 5 above max 1"},
		{"a default out of bounds", "lino", tabletop.BotInfo{Name: "x", Options: []tabletop.OptionInfo{{Name: "a", Type: "int", Default: 7, Min: 1, Max: 5}}}, tabletop.ErrInvalidBot, "a must be from 1 to 5, not 7"},
		{"a built-in name in another case", "lino", tabletop.BotInfo{Name: "Greedy"}, tabletop.ErrInvalidBot, "is no bot's name"},
		{"a space", "lino", tabletop.BotInfo{Name: " "}, tabletop.ErrInvalidBot, "is no bot's name"},
		{"a space after", "lino", tabletop.BotInfo{Name: "greedy "}, tabletop.ErrInvalidBot, "is no bot's name"},
		{"a newline", "lino", tabletop.BotInfo{Name: "nl\n"}, tabletop.ErrInvalidBot, "is no bot's name"},
		{"a NUL", "lino", tabletop.BotInfo{Name: "nul\x00"}, tabletop.ErrInvalidBot, "is no bot's name"},
		{"a bidi control", "lino", tabletop.BotInfo{Name: "\u202eevil"}, tabletop.ErrInvalidBot, "is no bot's name"},
		{"markup", "lino", tabletop.BotInfo{Name: "<b>bold</b>"}, tabletop.ErrInvalidBot, "is no bot's name"},
		{"too long", "lino", tabletop.BotInfo{Name: strings.Repeat("a", 33)}, tabletop.ErrInvalidBot, "is no bot's name"},
		{"an option's name with a space", "lino", tabletop.BotInfo{Name: "x", Options: []tabletop.OptionInfo{{Name: "x y", Type: "int"}}}, tabletop.ErrInvalidBot, `option "x y" is no option's name`},
		{"bounds on a bool", "lino", tabletop.BotInfo{Name: "x", Options: []tabletop.OptionInfo{{Name: "a", Type: "bool", Max: 1}}}, tabletop.ErrInvalidBot, "only an int or a number has"},
		{"a number's default out of bounds", "lino", tabletop.BotInfo{Name: "x", Options: []tabletop.OptionInfo{{Name: "a", Type: "number", Default: 2.5, Min: 0, Max: 1}}}, tabletop.ErrInvalidBot, "a must be from 0 to 1, not 2.5"},
		{"a default of another type", "lino", tabletop.BotInfo{Name: "x", Options: []tabletop.OptionInfo{{Name: "a", Type: "bool", Default: "yes"}}}, tabletop.ErrInvalidBot, "a must be true or false, not a string"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tabletop.RegisterBot(tc.game, tc.info, newLinoFirst)
			require.ErrorIs(t, err, tc.err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
	err := tabletop.RegisterBot[linoFirst]("lino", tabletop.BotInfo{Name: "x"}, nil)
	assert.ErrorIs(t, err, tabletop.ErrInvalidBot, "no function to make it")
	assert.Equal(t, before, tabletop.Games(), "nothing was registered")
}

// TestANumberOptionIsChecked: a registered bot's "number" option is held
// to its Min and Max as an int's is, and a number no float64 holds
// (1e400) is the caller's invalid options, never the bot's failure.
func TestANumberOptionIsChecked(t *testing.T) {
	name := fresh("temp")
	require.NoError(t, tabletop.RegisterBot("linx", tabletop.BotInfo{Name: name, Options: []tabletop.OptionInfo{
		{Name: "temperature", Type: "number", Default: 1.0}, {Name: "x", Type: "number", Default: 1.5, Min: 1, Max: 2}}}, newLastBot))
	for options, want := range map[string]string{
		`{"x":5}`:                `x must be from 1 to 2, not 5`,
		`{"x":0.5}`:              `x must be from 1 to 2, not 0.5`,
		`{"temperature":1e400}`:  `temperature is out of range: 1e400 is too large`,
		`{"temperature":-1e400}`: `temperature is out of range: -1e400 is too large`,
		`{"temperature":"NaN"}`:  `temperature must be a number, not a string`,
	} {
		_, err := tabletop.NewBot("linx", name, []byte(options))
		require.ErrorIs(t, err, tabletop.ErrInvalidOptions, options)
		assert.NotErrorIs(t, err, tabletop.ErrBotFailed, options)
		assert.Contains(t, err.Error(), want, options)
	}
	_, err := tabletop.NewBot("linx", name, []byte(`{"x":2,"temperature":1e300}`))
	assert.NoError(t, err)
}

func TestAMakersErrorIsNewBotsError(t *testing.T) {
	tooHard := errors.New("too hard")
	sulky := fresh("sulky")
	require.NoError(t, tabletop.RegisterBot("linx", tabletop.BotInfo{Name: sulky},
		func(json.RawMessage) (*lastBot, error) { return &lastBot{}, tooHard }))
	_, err := tabletop.NewBot("linx", sulky, nil)
	assert.ErrorIs(t, err, tabletop.ErrBotFailed)
	assert.ErrorIs(t, err, tooHard)

	absent := fresh("absent")
	require.NoError(t, tabletop.RegisterBot("linx", tabletop.BotInfo{Name: absent},
		func(json.RawMessage) (linx.Bot, error) { return nil, nil }))
	_, err = tabletop.NewBot("linx", absent, nil)
	assert.ErrorIs(t, err, tabletop.ErrBotFailed)
	assert.Contains(t, err.Error(), "its maker failed on the options {}: it returned no bot")
}

// Registering, listing and making bots at once is safe (run with -race).
func TestRegisterBotIsSafeForConcurrentUse(t *testing.T) {
	prefix := fresh("many")
	var wg sync.WaitGroup
	errs := make([]error, 16)
	for i := range errs {
		wg.Go(func() {
			errs[i] = tabletop.RegisterBot("linx", tabletop.BotInfo{Name: fmt.Sprintf("%s-%d", prefix, i%8)}, newLastBot)
			_ = tabletop.Games()
			_, _ = tabletop.NewBot("linx", fmt.Sprintf("%s-%d", prefix, (i+1)%8), nil)
		})
	}
	wg.Wait()
	registered := 0
	for _, err := range errs {
		if err == nil {
			registered++
		} else {
			assert.ErrorIs(t, err, tabletop.ErrInvalidBot, "a name registered twice")
		}
	}
	assert.Equal(t, 8, registered, "each name once")
	for i := range 8 {
		_, err := tabletop.NewBot("linx", fmt.Sprintf("%s-%d", prefix, i), nil)
		assert.NoError(t, err)
	}
}

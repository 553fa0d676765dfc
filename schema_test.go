package tabletop_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop"
)

// A drawn value of an option, as JSON, and whether the option's schema
// (its type and bounds) allows it.
type drawn struct {
	json    string
	allowed bool
}

// drawValue draws a value for o: inside its range, outside it, or of
// another type, for every type an option may have.
func drawValue(t *rapid.T, o tabletop.OptionInfo) drawn {
	wrong := rapid.SampledFrom([]string{`"x"`, `"3"`, `true`, `2.5`, `[]`, `{}`, `1e3`}).Draw(t, "wrong")
	bounded := o.Min != 0 || o.Max != 0
	switch kind := rapid.IntRange(0, 2).Draw(t, "kind"); {
	case kind == 2:
		allowed := o.Type == "number" && (wrong == "2.5" || wrong == "1e3") ||
			o.Type == "string" && strings.HasPrefix(wrong, `"`) ||
			o.Type == "bool" && wrong == "true" ||
			o.Type == "list" && wrong == "[]" ||
			o.Type == "seed" && wrong == `"3"`
		return drawn{wrong, allowed}
	case o.Type == "int" && bounded && kind == 1:
		below := rapid.Bool().Draw(t, "below")
		step := rapid.OneOf(rapid.Just(1), rapid.IntRange(1, 1<<20)).Draw(t, "step") // often the edge
		if below {
			return drawn{strconv.Itoa(o.Min - step), false}
		}
		return drawn{strconv.Itoa(o.Max + step), false}
	case o.Type == "int" && bounded:
		return drawn{strconv.Itoa(rapid.IntRange(o.Min, o.Max).Draw(t, "in")), true}
	case o.Type == "int":
		return drawn{strconv.Itoa(rapid.Int().Draw(t, "any")), true}
	case o.Type == "seed" && kind == 1:
		return drawn{rapid.SampledFrom([]string{`-1`, `"-1"`, `"18446744073709551616"`, `18446744073709551616`, `""`, `"0x10"`}).Draw(t, "bad seed"), false}
	case o.Type == "seed":
		s := rapid.Uint64().Draw(t, "seed")
		if rapid.Bool().Draw(t, "as a string") {
			return drawn{strconv.Quote(strconv.FormatUint(s, 10)), true}
		}
		return drawn{strconv.FormatUint(s, 10), true}
	case o.Type == "bool":
		return drawn{strconv.FormatBool(rapid.Bool().Draw(t, "bool")), true}
	case o.Type == "number":
		return drawn{strconv.FormatFloat(rapid.Float64Range(-1e9, 1e9).Draw(t, "number"), 'g', -1, 64), true}
	case o.Type == "string":
		return drawn{strconv.Quote(rapid.String().Draw(t, "string")), true}
	}
	return drawn{wrong, false} // a list: see furtherRules
}

// furtherRules says whether a game plays options that its schema allows,
// by the rules each option's Doc states beyond its range.
func furtherRules(game string, options map[string]string) bool {
	players, _ := strconv.Atoi(options["players"])
	number := func(name string) (int, bool) {
		n, err := strconv.Atoi(options[name])
		return n, err == nil
	}
	if seat, ok := number("firstSeat"); ok && seat >= players {
		return false // "one of the players"
	}
	if rounds, ok := number("rounds"); ok && game == "linko" && rounds != 1 && rounds%players != 0 {
		return false // "1, or a multiple of the players"
	}
	if options["teams"] == "true" && players != 4 {
		return false // "four players in two teams"
	}
	if _, ok := options["layout"]; ok {
		return false // "56 cells": the lists drawn are empty
	}
	if _, ok := options["faces"]; ok {
		return false // "the 56 faces": the lists drawn are empty
	}
	return true
}

// optionsJSON writes options as a JSON object.
func optionsJSON(options map[string]string) []byte {
	var parts []string
	for name, value := range options {
		parts = append(parts, strconv.Quote(name)+":"+value)
	}
	return []byte("{" + strings.Join(parts, ",") + "}")
}

// reported checks that set, the options a Table or Bot reports, holds each
// option given, in its normal form, and the stated default of each left
// out.
func reported(t *rapid.T, schema []tabletop.OptionInfo, given map[string]string, set json.RawMessage) {
	var got map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(set, &got))
	for _, o := range schema {
		value, ok := given[o.Name]
		switch {
		case ok && o.Type == "seed":
			s, err := strconv.ParseUint(strings.Trim(value, `"`), 10, 64)
			require.NoError(t, err)
			assert.Equal(t, strconv.Quote(strconv.FormatUint(s, 10)), string(got[o.Name]), o.Name)
		case o.Name == "bonus" && given["starsOnly"] == "true": // given false or not at all
			assert.JSONEq(t, "true", string(got[o.Name]), "starsOnly plays the bonus game, as bonus's Doc says")
		case ok:
			assert.JSONEq(t, value, string(got[o.Name]), o.Name)
		case o.Default != nil:
			want, _ := json.Marshal(o.Default)
			assert.JSONEq(t, string(want), string(got[o.Name]), "%s: its stated default", o.Name)
		case o.Type == "seed":
			assert.Regexp(t, `^"[0-9]+"$`, string(got[o.Name]), "%s: drawn and reported", o.Name)
		default:
			assert.NotContains(t, got, o.Name, "%s: left to the game or bot, and Doc says how", o.Name)
		}
	}
}

// Games() is what Open and NewBot do: every value inside each option's
// range is accepted, every value outside it or of another type refused
// with ErrInvalidOptions, and every option left out takes its stated
// default, for every game, option and bot.
func TestTheSchemaIsTheBehaviour(t *testing.T) {
	t.Run("games", rapid.MakeCheck(func(t *rapid.T) {
		g := rapid.SampledFrom(tabletop.Games()).Draw(t, "game")
		given := map[string]string{}
		for _, o := range g.Options {
			if rapid.Bool().Draw(t, "give "+o.Name) {
				given[o.Name] = "" // drawn below, once players is known
			}
		}
		allowed := true
		for _, o := range g.Options {
			if _, ok := given[o.Name]; ok {
				v := drawValue(t, o)
				given[o.Name], allowed = v.json, allowed && v.allowed
			}
		}
		asPlayed := map[string]string{"players": fmt.Sprint(g.Options[0].Default)}
		for name, value := range given {
			asPlayed[name] = value
		}
		want := allowed && furtherRules(g.Name, asPlayed)
		table, err := tabletop.Open(g.Name, optionsJSON(given))
		if !want {
			require.ErrorIs(t, err, tabletop.ErrInvalidOptions, "%s %s", g.Name, optionsJSON(given))
			return
		}
		require.NoError(t, err, "%s %s", g.Name, optionsJSON(given))
		set, err := table.Options()
		require.NoError(t, err)
		reported(t, g.Options, given, set)
	}))

	t.Run("bots", rapid.MakeCheck(func(t *rapid.T) {
		g := rapid.SampledFrom(tabletop.Games()).Draw(t, "game")
		b := rapid.SampledFrom(g.Bots).Draw(t, "bot")
		if strings.HasPrefix(b.Name, "test-") {
			t.Skip("the registry's tests register bots that fail on purpose")
		}
		given := map[string]string{}
		allowed := true
		for _, o := range b.Options {
			if rapid.Bool().Draw(t, "give "+o.Name) {
				v := drawValue(t, o)
				given[o.Name], allowed = v.json, allowed && v.allowed
			}
		}
		bot, err := tabletop.NewBot(g.Name, b.Name, optionsJSON(given))
		if !allowed {
			require.Error(t, err, "%s %s %s", g.Name, b.Name, optionsJSON(given))
			// ErrUnknownBot until the errors branch makes bad bot options
			// ErrInvalidOptions, as a game's are.
			assert.True(t, errors.Is(err, tabletop.ErrInvalidOptions) || errors.Is(err, tabletop.ErrUnknownBot), "%v", err)
			return
		}
		require.NoError(t, err, "%s %s %s", g.Name, b.Name, optionsJSON(given))
		reported(t, b.Options, given, bot.Options())
	}))
}

// The drawn values above reach every edge: the schema's bounds themselves
// are accepted, and one past them refused.
func TestTheSchemasBoundsAreExact(t *testing.T) {
	for _, g := range tabletop.Games() {
		for _, o := range g.Options {
			if o.Type != "int" || o.Name == "firstSeat" || o.Name == "rounds" && g.Name == "linko" {
				continue // bounds that furtherRules narrows, tested there
			}
			for value, ok := range map[int]bool{o.Min: true, o.Max: true, o.Min - 1: false, o.Max + 1: false} {
				options := map[string]string{o.Name: strconv.Itoa(value)}
				if o.Name != "players" && g.Name != "lino" {
					options["players"] = strconv.Itoa(g.MaxPlayers)
				}
				_, err := tabletop.Open(g.Name, optionsJSON(options))
				if ok {
					assert.NoError(t, err, "%s %s", g.Name, optionsJSON(options))
				} else {
					assert.ErrorIs(t, err, tabletop.ErrInvalidOptions, "%s %s", g.Name, optionsJSON(options))
				}
			}
		}
	}
	_, err := tabletop.Open("linko", []byte(fmt.Sprintf(`{"seed":%d}`, uint64(math.MaxUint64))))
	assert.NoError(t, err, "the greatest seed")
}

package tabletop_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lang"
)

// gamesWithRounds are the games whose Views say how many rounds they play.
var gamesWithRounds = map[string]bool{"linko": true, "lino": true}

// checkEnvelope checks that a View's JSON carries the envelope every game
// shares, with the meanings the package doc gives them.
func checkEnvelope(t *testing.T, table tabletop.Table, seat int) {
	t.Helper()
	data, err := table.View(lang.English, seat)
	require.NoError(t, err)
	var v map[string]any
	require.NoError(t, json.Unmarshal(data, &v))
	where := fmt.Sprintf("%s, seat %d", table.Game(), seat)
	// The handle writes the View's JSON out as the game wrote it, so it
	// must be as json.Marshal would leave it: compact, and valid.
	var compact bytes.Buffer
	require.NoError(t, json.Compact(&compact, data))
	assert.Equal(t, compact.String(), string(data), "%s: the view's JSON is not compact", where)

	assert.Equal(t, table.Game(), v["game"], where)
	assert.Equal(t, float64(seat), v["seat"], where)
	assert.Equal(t, float64(table.Players()), v["players"], where)
	assert.Equal(t, float64(table.ToMove()), v["toMove"], where)
	assert.Equal(t, table.Over(), v["over"], where)
	assert.Equal(t, numbers(table.Scores()), v["scores"], where)
	round, ok := v["round"].(float64)
	assert.True(t, ok && round >= 1, "%s: round %v", where, v["round"])
	rounds, hasRounds := v["rounds"]
	assert.Equal(t, gamesWithRounds[table.Game()], hasRounds, "%s: rounds %v", where, rounds)
	if hasRounds {
		assert.GreaterOrEqual(t, rounds, round, where)
	}
	if table.Over() {
		assert.Equal(t, numbers(table.Winners()), v["winners"], where)
	} else {
		assert.NotContains(t, v, "winners", "%s: winners before the end", where)
	}
	legal, ok := v["legalMoves"].([]any)
	require.True(t, ok, "%s: legalMoves is a list, never null: %v", where, v["legalMoves"])
	if seat >= 0 && seat == table.ToMove() {
		checkChoices(t, table, seat, where, data)
	} else {
		assert.Empty(t, legal, "%s: moves of a seat not to move", where)
	}
	checkNoBase64(t, where, data)
}

// checkChoices checks a View's legalMoves, choices (move objects grouped
// by what a player picks first): rebuilt as a client rebuilds them, they
// are the table's legal moves, in order, each the object of its notation.
func checkChoices(t *testing.T, table tabletop.Table, seat int, where string, data []byte) {
	t.Helper()
	var want []any
	for _, m := range table.LegalMoves() {
		var object any
		require.NoError(t, json.Unmarshal(moveObject(t, table.Game(), m), &object), where)
		want = append(want, object)
	}
	var v struct{ LegalMoves json.RawMessage }
	require.NoError(t, json.Unmarshal(data, &v), where)
	_, choices, err := gametest.UnmarshalChoices(v.LegalMoves)
	require.NoError(t, err, where)
	var got []any
	for _, moves := range choices {
		for _, m := range moves {
			var object any
			require.NoError(t, json.Unmarshal(m, &object), where)
			got = append(got, object)
		}
	}
	assert.Equal(t, want, got, where)
}

func numbers(ints []int) []any {
	out := make([]any, len(ints))
	for i, n := range ints {
		out[i] = float64(n)
	}
	return out
}

// base64ish is what a byte slice marshalled by encoding/json looks like: a
// run of letters of both cases and digits, as no name, card or cell of the
// games is.
var base64ish = regexp.MustCompile(`^[A-Za-z0-9+/]{6,}={0,2}$`)

// linkoMeld is a Linko! meld, such as "11x2+J", which looks like base64
// and is not.
var linkoMeld = regexp.MustCompile(`^[0-9]+(x[0-9]+)?(\+J(x[0-9]+)?)?$`)

// checkNoBase64 walks a JSON document and fails on any string that looks
// like base64 rather than a readable name, card or cell.
func checkNoBase64(t tester, where string, data []byte) {
	t.Helper()
	var doc any
	require.NoError(t, json.Unmarshal(data, &doc), where)
	var walk func(key string, v any)
	walk = func(key string, v any) {
		switch v := v.(type) {
		case string:
			if key == "label" || key == "preview" {
				assert.NoError(t, gametest.PlayerWords(v), "%s: the %s %q", where, key, v)
				return
			}
			mixed := regexp.MustCompile(`[A-Z]`).MatchString(v) && regexp.MustCompile(`[a-z0-9]`).MatchString(v) &&
				!linkoMeld.MatchString(v)
			assert.False(t, base64ish.MatchString(v) && mixed, "%s: %q looks like base64", where, v)
		case []any:
			for _, item := range v {
				walk(key, item)
			}
		case map[string]any:
			for k, item := range v {
				walk(k, item)
			}
		}
	}
	walk("", doc)
}

// TestEveryViewSpeaksTheEnvelope plays every game through the handle and
// reads each seat's and the spectator's View as a browser would, as plain
// JSON, at every move: the envelope's fields are there with the same
// meanings in every game, and nothing anywhere is base64.
func TestEveryViewSpeaksTheEnvelope(t *testing.T) {
	for _, tc := range tables {
		t.Run(tc.game, func(t *testing.T) {
			table := open(t, tc.game, tc.options)
			bot, err := tabletop.NewBot(tc.game, "random", []byte(`{"seed":"1"}`))
			require.NoError(t, err)
			for moves := 0; ; moves++ {
				for seat := -1; seat < table.Players(); seat++ {
					checkEnvelope(t, table, seat)
				}
				if table.Over() {
					break
				}
				require.Less(t, moves, 5000)
				move, err := bot.Choose(context.Background(), table)
				require.NoError(t, err)
				next, events, err := table.Play(table.ToMove(), move)
				require.NoError(t, err)
				for seat := -1; seat < table.Players(); seat++ {
					sent, err := events.JSON(seat)
					require.NoError(t, err)
					for _, e := range sent {
						checkNoBase64(t, tc.game+" event", e)
					}
				}
				table = next
			}
			position, err := table.Position()
			require.NoError(t, err)
			checkNoBase64(t, tc.game+" position", position)
			options, err := table.Options()
			require.NoError(t, err)
			checkNoBase64(t, tc.game+" options", options)
		})
	}
}

// tester is what the checks need of a *testing.T, so that a test can
// check a check.
type tester interface {
	require.TestingT
	Helper()
}

// recorder is a tester that notes a failure and goes on.
type recorder struct{ failed bool }

func (r *recorder) Errorf(string, ...any) { r.failed = true }
func (r *recorder) FailNow()              { r.failed = true }
func (r *recorder) Helper()               {}

func TestTheBase64CheckCatchesBase64(t *testing.T) {
	data, _ := json.Marshal(map[string]any{"hand": []byte{1, 1, 1, 2, 2, 3, 3, 3}})
	var caught recorder
	checkNoBase64(&caught, "a byte slice", data)
	assert.True(t, caught.failed, "%s passed the check", data)
	var passed recorder
	checkNoBase64(&passed, "names", []byte(`{"phase":"take-or-leave","cells":["3,4"],"faces":["x3","*"],"seed":"42","move":"0:play 7x2+J","tile":"yR"}`))
	assert.False(t, passed.failed, "readable names passed for base64")
}

package linko_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/linko"
)

// TestHandBuiltViewsNeverPanic: a View that no game reaches, built by
// hand or decoded, makes neither LegalMoves, the bots, String nor
// MarshalJSON panic, and the moves it lists marshal.
func TestHandBuiltViewsNeverPanic(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		anyInt := rapid.OneOf(rapid.IntRange(-2, 8), rapid.Int())
		cards := rapid.SliceOfN(rapid.Custom(func(t *rapid.T) linko.Card {
			return linko.Card(rapid.IntRange(0, 255).Draw(t, "card"))
		}), 0, 20)
		melds := rapid.SliceOfN(rapid.Custom(func(t *rapid.T) linko.Meld {
			return linko.Meld{Value: linko.Card(rapid.IntRange(0, 20).Draw(t, "value")),
				Count: uint8(rapid.IntRange(0, 255).Draw(t, "count")), Jokers: uint8(rapid.IntRange(0, 255).Draw(t, "jokers"))}
		}), 0, 4)
		seat := rapid.IntRange(-2, 6).Draw(t, "seat")
		v := linko.View{
			Seat: seat, Players: anyInt.Draw(t, "players"), Round: anyInt.Draw(t, "round"),
			ToMove:    rapid.SampledFrom([]int{seat, -1, 0, 1}).Draw(t, "toMove"),
			Over:      rapid.Bool().Draw(t, "over"),
			Winners:   rapid.SliceOfN(anyInt, 0, 7).Draw(t, "winners"),
			Scores:    rapid.SliceOfN(anyInt, 0, 7).Draw(t, "scores"),
			Phase:     linko.Phase(rapid.IntRange(0, 12).Draw(t, "phase")),
			Active:    anyInt.Draw(t, "active"),
			Victim:    anyInt.Draw(t, "victim"),
			Draws:     anyInt.Draw(t, "draws"),
			Hand:      cards.Draw(t, "hand"),
			HandSizes: rapid.SliceOfN(anyInt, 0, 7).Draw(t, "hand sizes"),
			Known:     rapid.SliceOfN(cards, 0, 7).Draw(t, "known"),
			Tableaux:  rapid.SliceOfN(melds, 0, 7).Draw(t, "tableaux"),
			PileSize:  anyInt.Draw(t, "pile size"),
			Discard:   cards.Draw(t, "discard"),
		}
		for i := range v.Display {
			v.Display[i] = linko.Card(rapid.IntRange(0, 16).Draw(t, "display"))
		}
		for _, m := range v.LegalMoves() {
			_, err := m.MarshalText()
			require.NoError(t, err, "a listed move %v does not marshal", m)
		}
		_, _ = linko.GreedyBot{}.Choose(context.Background(), v)
		_, _ = linko.NewRandomBot(1).Choose(context.Background(), v)
		require.LessOrEqual(t, strings.Count(v.String(), "\n")+1, 40)
		if data, err := json.Marshal(v); err == nil {
			var back linko.View
			_ = json.Unmarshal(data, &back)
		}
	})
}

// TestPositionJSONNamesTheBadField: a malformed field of a Position's JSON
// is refused with ErrInvalidPosition and its name (issue #12).
func TestPositionJSONNamesTheBadField(t *testing.T) {
	good, err := json.Marshal(example2(t).Position())
	require.NoError(t, err)
	text := string(good)
	for _, c := range []struct{ old, new, says string }{
		{`"phase":"play"`, `"phase":"lunch"`, `phase: "lunch" is not a phase`},
		{`"phase":"play"`, `"phase":7`, `phase: must be a string, not a number`},
		{`"hands":[["1","2","12","12"]`, `"hands":[["1","2","12","Q"]`, `hands[0]: "Q" is not a card`},
		{`"hands":[["1","2","12","12"]`, `"hands":[["1","2","12",12]`, `hands[0]: a card is a string`},
		{`"tableaux":[[],["3"]`, `"tableaux":[[],["3x9"]`, `tableaux[1]: "3x9" is not a meld`},
		{`"round":1`, `"round":"one"`, `round: `},
		{`"round":1`, `"round":1e999`, `round: `},
		{`"draws":0`, `"score":3`, `linko: invalid position: unknown field "score"`},
		{`"draws":0`, `"draws":0,"score":3`, `linko: invalid position: unknown field "score"`},
		{`"draws":0`, `"draws":0` + strings.Repeat(`,"score":3`, 20), `a position is a JSON object of the fields game, options, round`},
		{`"game":"linko"`, `"game":"lino"`, `game: this is a lino position, not a linko one`},
		{`"game":"linko"`, `"game":7`, `game: the name of a game, such as "linko"`},
		{`"seed":"0"`, `"seed":"zero"`, `options: seed "zero" is not a whole number`},
		{`"players":4`, `"players":4,"colour":"red"`, `options: unknown field "colour"`},
		{`"display":["10","10","11","11","8","8"]`, `"display":["10","10","11","11","8"]`, `display: the display is a list of 6 cards`},
		{`"totals":[0,0,0,0]`, `"totals":[0,0,0,0,0,0]`, `totals: a list of at most 5 items`},
		{`"pile":[`, `"pile":[` + strings.Repeat(`"7",`, 200), `pile: a list of at most 109 items`},
		{`"hands":[`, `"hands":[[],[],[],[],[],`, `hands: a list of at most 5 lists`},
	} {
		require.Contains(t, text, c.old)
		data := strings.Replace(text, c.old, c.new, 1)
		p := linko.Position{Round: 9}
		err := json.Unmarshal([]byte(data), &p)
		require.ErrorIs(t, err, linko.ErrInvalidPosition, c.says)
		assert.ErrorContains(t, err, c.says)
		assert.NotContains(t, err.Error(), "linko: invalid position: linko:")
		assert.Less(t, len(err.Error()), 300)
		assert.Equal(t, linko.Position{Round: 9}, p, "a failed decoding changed the position")
	}
}

// readsBack checks that v, if it marshals to text, reads back as itself
// from that text with parse and from its JSON.
func readsBack[T interface {
	comparable
	MarshalText() ([]byte, error)
}](t *rapid.T, v T, parse func(string) (T, error)) {
	text, err := v.MarshalText()
	if err != nil {
		return
	}
	back, err := parse(string(text))
	require.NoError(t, err)
	require.Equal(t, v, back)
	var fromJSON T
	data, _ := json.Marshal(v)
	require.NoError(t, json.Unmarshal(data, &fromJSON))
	require.Equal(t, v, fromJSON)
}

// TestCardsMeldsAndEventsMarshalToWhatReadsBackOrFail: any Card, Meld or
// Event a caller can build either marshals to text and JSON that read back
// as itself, or fails to marshal; nothing panics.
func TestCardsMeldsAndEventsMarshalToWhatReadsBackOrFail(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := linko.Card(rapid.IntRange(0, 255).Draw(t, "card"))
		readsBack(t, c, linko.ParseCard)
		m := linko.Meld{Value: linko.Card(rapid.IntRange(0, 20).Draw(t, "value")),
			Count: uint8(rapid.IntRange(0, 255).Draw(t, "count")), Jokers: uint8(rapid.IntRange(0, 255).Draw(t, "jokers"))}
		readsBack(t, m, linko.ParseMeld)
		e := linko.Event{
			Kind:    linko.EventKind(rapid.IntRange(0, 14).Draw(t, "kind")),
			Seat:    rapid.IntRange(-2, 6).Draw(t, "seat"),
			Victim:  rapid.IntRange(-2, 6).Draw(t, "victim"),
			Meld:    m,
			Card:    c,
			From:    linko.Source(rapid.IntRange(0, 3).Draw(t, "from")),
			Round:   rapid.IntRange(-1, 101).Draw(t, "round"),
			Players: rapid.IntRange(-1, 6).Draw(t, "players"),
		}
		_ = e.String()
		if text, err := e.MarshalText(); err == nil {
			var back linko.Event
			require.NoError(t, back.UnmarshalText(text))
			require.Equal(t, e, back)
		}
		if data, err := json.Marshal(e); err == nil {
			var back linko.Event
			require.NoError(t, json.Unmarshal(data, &back))
			require.Equal(t, e, back)
		}
	})
}

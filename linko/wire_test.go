package linko_test

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/linko"
)

// decodeObject decodes JSON generically, as a client in another language
// would.
func decodeObject(t require.TestingT, data []byte) map[string]any {
	var obj map[string]any
	require.NoError(t, json.Unmarshal(data, &obj), "%s", data)
	return obj
}

// TestTheWireEnvelope: a View, an Event and a Position, decoded as plain
// maps, carry the envelope's fields with the meanings the wire contract
// gives them.
func TestTheWireEnvelope(t *testing.T) {
	s := example2(t)
	s, events, err := s.Apply(linko.Play(0, 12, 2, 0))
	require.NoError(t, err)

	data, err := json.Marshal(s.View(0))
	require.NoError(t, err)
	v := decodeObject(t, data)
	assert.Equal(t, "linko", v["game"])
	assert.Equal(t, 0.0, v["seat"])
	assert.Equal(t, 4.0, v["players"])
	assert.Equal(t, 1.0, v["round"])
	assert.Equal(t, 1.0, v["rounds"])
	assert.Equal(t, 0.0, v["toMove"])
	assert.Equal(t, false, v["over"])
	assert.NotContains(t, v, "winners", "winners only once over")
	assert.Equal(t, []any{0.0, -2.0, 1.0, 0.0}, v["scores"])
	assert.Equal(t, []any{map[string]any{"seat": 0.0, "moves": []any{
		map[string]any{"kind": "take", "label": "Take Seat 3's two 9s", "preview": "Seat 3 draws two cards."},
		map[string]any{"kind": "leave", "label": "Leave them", "preview": "Seat 3 chooses whether to take them back or to discard them and draw two cards."}}}}, v["legalMoves"],
		"take and leave need nothing picked: one choice, its moves' shared members once, each with its label and preview")
	assert.Equal(t, []any{"1", "2"}, v["hand"])
	assert.Equal(t, []any{2.0, 3.0, 3.0, 3.0}, v["handSizes"])
	assert.Equal(t, "take-or-leave", v["phase"])
	assert.Equal(t, []any{"10", "10", "11", "11", "8", "8"}, v["display"])
	assert.NotContains(t, v, "position", "the game's fields are flat")

	// Not to move: no legal moves, but an empty list.
	data, _ = json.Marshal(s.View(1))
	assert.Equal(t, []any{}, decodeObject(t, data)["legalMoves"])
	// A spectator.
	data, _ = json.Marshal(s.View(-1))
	spectator := decodeObject(t, data)
	assert.Equal(t, -1.0, spectator["seat"])
	assert.Nil(t, spectator["hand"])

	// An event uses the same names and forms.
	data, err = json.Marshal(events[1])
	require.NoError(t, err)
	assert.Equal(t, map[string]any{"kind": "attacked", "seat": 0.0, "victim": 2.0, "meld": "9x2"}, decodeObject(t, data))

	// A position too: cards and melds as text, the seed a string.
	data, err = json.Marshal(s.Position())
	require.NoError(t, err)
	p := decodeObject(t, data)
	assert.Equal(t, map[string]any{"players": 4.0, "seed": "0", "firstSeat": 0.0, "rounds": 1.0}, p["options"])
	assert.Equal(t, "take-or-leave", p["phase"])
	assert.Equal(t, []any{"1", "2"}, p["hands"].([]any)[0])
	assert.Equal(t, []any{"12x2"}, p["tableaux"].([]any)[0])
	assert.Equal(t, 2.0, p["victim"])

	// Once over: the winners.
	over := playToTheEnd(t, linko.Options{Players: 3, Seed: 5})
	data, _ = json.Marshal(over.View(1))
	end := decodeObject(t, data)
	assert.Equal(t, true, end["over"])
	assert.Equal(t, -1.0, end["toMove"])
	var winners []any
	for _, w := range over.Winners() {
		winners = append(winners, float64(w))
	}
	assert.Equal(t, winners, end["winners"])
}

func playToTheEnd(t *testing.T, opts linko.Options) linko.State {
	s, err := linko.New(opts)
	require.NoError(t, err)
	for !s.Over() {
		s, _, err = s.Apply(s.LegalMoves()[0])
		require.NoError(t, err)
	}
	return s
}

var digits = regexp.MustCompile(`^[0-9]+$`)

// checkWireText fails unless value, a string of the wire under key, is
// readable text of the game: a card, a meld, a phase, an event or move
// kind, a source, an ending, or the seed's digits. Base64, or any other opaque bytes,
// fails.
func checkWireText(t require.TestingT, key, value string) {
	var phase linko.Phase
	ok := false
	switch key {
	case "seed":
		ok = digits.MatchString(value)
	case "game":
		ok = value == "linko"
	case "phase":
		ok = phase.UnmarshalText([]byte(value)) == nil
	case "kind": // of an event, or of a move
		var m linko.Move
		ok = strings.Contains(value, "-") || value == "attacked" ||
			json.Unmarshal([]byte(`{"seat":0,"kind":"`+value+`","meld":"1"}`), &m) == nil ||
			json.Unmarshal([]byte(`{"seat":0,"kind":"`+value+`","card":"1"}`), &m) == nil ||
			json.Unmarshal([]byte(`{"seat":0,"kind":"`+value+`"}`), &m) == nil
	case "from":
		ok = value == "pile" || value == "display"
	case "ending":
		ok = value == "hand-emptied" || value == "cards-out"
	default:
		_, errCard := linko.ParseCard(value)
		_, errMeld := linko.ParseMeld(value)
		_, errMove := linko.ParseMove(value)
		ok = errCard == nil || errMeld == nil || (key == "" && errMove == nil)
	}
	require.True(t, ok, "%s: %q is not readable text of the game", key, value)
}

// TestNoBase64OnTheWire walks every JSON the package emits in random games
// (views of every seat and of a spectator, events, positions, options,
// moves) and finds only readable text.
func TestNoBase64OnTheWire(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts := options().Draw(t, "options")
		s, err := linko.New(opts)
		require.NoError(t, err)
		emit := func(v any) {
			gametest.WireStrings(t, v, func(key, s string) { checkWireText(t, key, s) })
		}
		emit(opts)
		for step := 0; !s.Over() && step < 300; step++ {
			moves := s.LegalMoves()
			m := moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")]
			var events []linko.Event
			s, events, err = s.Apply(m)
			require.NoError(t, err)
			emit(m)
			for _, e := range events {
				emit(e)
				emit(e.RedactFor(-1))
			}
			if step%20 == 0 {
				emit(s.Position())
				for seat := -1; seat < opts.Players; seat++ {
					emit(s.View(seat))
				}
			}
		}
		emit(s.Position())
		emit(s.View(0))
	})
}

// TestViewsRoundTripThroughJSON, for every seat and a spectator, in random
// states; the picture of the table fits a 40-row terminal.
func TestViewsRoundTripThroughJSON(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomState(t)
		for seat := -1; seat < s.Options().Players; seat++ {
			v := gametest.RoundTripJSON(t, s.View(seat))
			require.LessOrEqual(t, strings.Count(v.String(), "\n")+1, 40)
		}
	})
}

func TestSpectatorsSeeWhatEverySeatSees(t *testing.T) {
	s := example2(t)
	spectator := s.View(-1)
	for _, seat := range []int{-7, 4, 99} {
		assert.Equal(t, spectator, s.View(seat), "seat %d is not at the table", seat)
	}
	assert.Equal(t, -1, spectator.Seat)
	assert.Nil(t, spectator.Hand)
	assert.Nil(t, spectator.LegalMoves())
	seat0 := s.View(0)
	seat0.Seat, seat0.Hand = -1, nil
	assert.Equal(t, spectator, seat0, "a spectator sees what a seat sees, but a hand")
	assert.NotContains(t, spectator.String(), "your hand")
	assert.Contains(t, spectator.String(), "Linko! · You watch\n")
}

func TestSpectatorsGetRedactedEvents(t *testing.T) {
	drawn := linko.Event{Kind: linko.CardDrawn, Seat: 1, From: linko.FromPile, Card: 7}
	for _, seat := range []int{-1, 5, 99} {
		assert.Equal(t, linko.Hidden, drawn.RedactFor(seat).Card)
	}
	opts := linko.Options{Players: 2, Rounds: 2, Seed: 3}
	st, _ := linko.New(opts)
	for st.Round() == 1 {
		var events []linko.Event
		st, events, _ = st.Apply(st.LegalMoves()[0])
		for _, e := range events {
			if e.Kind != linko.RoundDealt {
				continue
			}
			for _, seat := range []int{-1, 2, 7} {
				shown := 0
				for c := range e.RedactFor(seat).Deal.All() {
					if c != linko.Hidden {
						shown++
					}
				}
				assert.Equal(t, linko.DisplaySize, shown, "a spectator sees the display of a deal, and nothing else")
			}
		}
	}
}

func TestViewStringDrawsTheTable(t *testing.T) {
	s := example2(t)
	s, _, _ = s.Apply(linko.Play(0, 12, 2, 0))
	s, _, _ = s.Apply(linko.Leave(0))
	s, _, _ = s.Apply(linko.Discard(2))
	s, _, _ = s.Apply(linko.DrawFromDisplay(2, 10))
	// Seat 1 (the second, as people count) sees the discarded 9s, the 10
	// seat 2 drew from the display, its own hand, and that seat 2 draws
	// one more.
	assert.Equal(t, `Linko! · You are Seat 2
draw pile 82 · display - 10 11 11 8 8 · discard (2): 9 9
    seat     cards score  known  tableau (top last)
    1            2     0  -      12x2
    2 (you)      3    −2  -      3
>   3            4    −2  10     4x2
    4            3     0  -      5 7x2
your hand: 5 6 13
Seat 3 is to draw one more card from the pile or the display.`, s.View(1).String())

	// However many cards a seat is known to hold, the tableaux start in
	// one column.
	long := playToTheEnd(t, linko.Options{Players: 3, Seed: 5}).View(0).String()
	var column []int
	for _, line := range strings.Split(long, "\n") {
		if strings.HasPrefix(line, "    seat") {
			column = append(column, strings.Index(line, "tableau"))
		}
	}
	require.Len(t, column, 1)
	for _, line := range strings.Split(long, "\n")[3:6] {
		runes := []rune(line) // columns in characters: a score's minus sign − is one
		require.Greater(t, len(runes), column[0], line)
		assert.Equal(t, "  ", string(runes[column[0]-2:column[0]]), "the known column runs into the tableau: %q", line)
	}
	assert.Contains(t, s.View(2).String(), "You are to draw one more card from the pile or the display", "the second card of two")

	s = example2(t)
	s, _, _ = s.Apply(linko.Play(0, 12, 2, 0))
	assert.Contains(t, s.View(0).String(), "Your two 12s attack Seat 3's two 9s: you are to take them or leave them")
	s, _, _ = s.Apply(linko.Leave(0))
	assert.Contains(t, s.View(2).String(), "Seat 1 left your two 9s: you are to take them back, or discard them and draw two cards")
	s, _, _ = s.Apply(linko.Discard(2))
	assert.Contains(t, s.View(2).String(), "You are to draw two cards, one by one, from the pile or the display",
		"nothing drawn yet: not \"two more\"")
	assert.Contains(t, example2(t).View(3).String(), "Seat 1 is to play a meld")

	over := playToTheEnd(t, linko.Options{Players: 3, Seed: 5})
	assert.Contains(t, over.View(-1).String(), "Game over · won by Seat ")
}

// TestViewStringSaysWhatASettlingPhaseDoes: a View taken between two
// events of a move says in words what the rules are doing, with no debug
// text.
func TestViewStringSaysWhatASettlingPhaseDoes(t *testing.T) {
	s := example2(t)
	_, events, err := s.Apply(linko.Play(0, 12, 2, 0))
	require.NoError(t, err)
	mid, err := s.Evolve(events[0])
	require.NoError(t, err)
	require.Equal(t, linko.PhaseAttacking, mid.Phase())
	text := mid.View(1).String()
	assert.Contains(t, text, "Seat 1's two 12s are being compared with the other seats' top cards")
	assert.NotContains(t, text, "attacking", "the phase's name is no sentence")
	assert.NotContains(t, text, "=")
}

func TestViewJSONIsChecked(t *testing.T) {
	good, err := json.Marshal(example2(t).View(1))
	require.NoError(t, err)
	for _, c := range []struct{ data, says string }{
		{strings.Replace(string(good), `"game":"linko"`, `"game":"lino"`, 1), "a view of \"lino\", not of linko"},
		{strings.Replace(string(good), `"seat":1`, `"seat":1,"cheat":1`, 1), "unknown field"},
		{strings.Replace(string(good), `"hand":["5","6","13"]`, `"hand":["5","6","X"]`, 1), `"X" is not a card`},
		{strings.Replace(string(good), `"hand":["5","6","13"]`, `"hand":[`+strings.Repeat(`"5",`, 200)+`"5"]`, 1), "hand: a list of at most 109 items"},
		{`[]`, "a view is a JSON object"},
	} {
		v := linko.View{Seat: 3}
		err := json.Unmarshal([]byte(c.data), &v)
		require.ErrorIs(t, err, linko.ErrInvalidPosition, c.says)
		assert.ErrorContains(t, err, c.says)
		assert.Equal(t, linko.View{Seat: 3}, v, "a failed decoding changed the view")
	}
}

func TestOptionsJSON(t *testing.T) {
	for data, want := range map[string]linko.Options{
		`{"players":3,"seed":42}`:                           {Players: 3, Seed: 42},
		`{"players":3,"seed":"18446744073709551615"}`:       {Players: 3, Seed: 1<<64 - 1},
		`{"players":4,"seed":"7","firstSeat":2,"rounds":4}`: {Players: 4, Seed: 7, FirstSeat: 2, Rounds: 4},
		`{"players":2}`: {Players: 2},
	} {
		var o linko.Options
		require.NoError(t, json.Unmarshal([]byte(data), &o), data)
		assert.Equal(t, want, o, data)
		out, err := json.Marshal(o)
		require.NoError(t, err)
		var back linko.Options
		require.NoError(t, json.Unmarshal(out, &back))
		assert.Equal(t, o, back)
	}
	out, _ := json.Marshal(linko.Options{Players: 2, Seed: 1<<64 - 1})
	assert.Contains(t, string(out), `"seed":"18446744073709551615"`, "the seed is a string, safe in JavaScript")
	for data, says := range map[string]string{
		`{"players":3,"sead":42}`:  `unknown field "sead"`,
		`{"players":3,"seed":-1}`:  "is not a whole number",
		`{"players":3,"seed":1.5}`: "is not a whole number",
		`{"players":"3"}`:          "players",
		`[3]`:                      "options are a JSON object",
	} {
		o := linko.Options{Players: 5}
		err := json.Unmarshal([]byte(data), &o)
		require.ErrorIs(t, err, linko.ErrInvalidOptions, data)
		assert.ErrorContains(t, err, says, data)
		assert.Equal(t, linko.Options{Players: 5}, o)
	}
}

// TestPositionsNameTheirGame: a Position's JSON names the game first; a
// position of another game is refused as such, though its fields are not
// Linko!'s, and one that names no game, as older saves, is read.
func TestPositionsNameTheirGame(t *testing.T) {
	s := example2(t)
	data, err := json.Marshal(s.Position())
	require.NoError(t, err)
	require.True(t, strings.HasPrefix(string(data), `{"game":"linko","options":`), "%s", data)
	var p linko.Position
	require.NoError(t, json.Unmarshal(data, &p))
	back, err := linko.FromPosition(p)
	require.NoError(t, err)
	assert.Equal(t, s, back)

	older := strings.Replace(string(data), `"game":"linko",`, "", 1)
	var fromOlder linko.Position
	require.NoError(t, json.Unmarshal([]byte(older), &fromOlder), "a position that names no game")
	assert.Equal(t, p, fromOlder)

	for data, says := range map[string]string{
		`{"game":"lino","options":{"players":2,"seed":"1"},"round":1,"toMove":0,"board":[]}`: "this is a lino position, not a linko one",
		`{"game":"linx","options":{"players":2,"seed":"1"},"teams":true}`:                    "this is a linx position, not a linko one",
		`{"toMove":0,"game":"Go!"}`: `this is a position of "Go!", not a linko one`,
	} {
		var p linko.Position
		err := json.Unmarshal([]byte(data), &p)
		require.ErrorIs(t, err, linko.ErrInvalidPosition, data)
		assert.ErrorContains(t, err, says, data)
	}
}

// TestNullLeavesValuesAlone, as encoding/json does for its own types.
func TestNullLeavesValuesAlone(t *testing.T) {
	card, meld, move := linko.Card(7), linko.Meld{Value: 3, Count: 1}, linko.Take(1)
	opts, pos, view := linko.Options{Players: 3}, linko.Position{Round: 2}, linko.View{Seat: 1}
	for _, v := range []any{&card, &meld, &move, &opts, &pos, &view} {
		require.NoError(t, json.Unmarshal([]byte(`null`), v))
	}
	assert.Equal(t, linko.Card(7), card)
	assert.Equal(t, linko.Meld{Value: 3, Count: 1}, meld)
	assert.Equal(t, linko.Take(1), move)
	assert.Equal(t, linko.Options{Players: 3}, opts)
	assert.Equal(t, linko.Position{Round: 2}, pos)
	assert.Equal(t, linko.View{Seat: 1}, view)
}

// TestEventJSONRefusesAKeyTwice: an event's JSON that gives a field twice
// is refused, as its text is, rather than read as its last value.
func TestEventJSONRefusesAKeyTwice(t *testing.T) {
	var e linko.Event
	require.NoError(t, json.Unmarshal([]byte(`{"kind":"turn-passed","seat":1}`), &e))
	err := json.Unmarshal([]byte(`{"kind":"turn-passed","seat":1,"seat":2}`), &e)
	assert.ErrorIs(t, err, linko.ErrInvalidEvent)
	assert.ErrorContains(t, err, `the key "seat" is given twice`)
}

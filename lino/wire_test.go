package lino_test

import (
	"bytes"
	"context"
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/lino"
)

// toMap encodes v to JSON and decodes it as a JavaScript client would.
func toMap(t testing.TB, v any) map[string]any {
	t.Helper()
	data, err := json.Marshal(v)
	require.NoError(t, err)
	var m map[string]any
	require.NoError(t, json.Unmarshal(data, &m))
	return m
}

// numbers converts a list of seats or scores to ints, as JSON gives them.
func numbers(v any) []int {
	var out []int
	for _, x := range v.([]any) {
		out = append(out, int(x.(float64)))
	}
	return out
}

// TestTheWireHasTheEnvelope decodes a View, an Event and a Position
// generically, as a browser does, and finds the envelope's fields with
// their meanings, during a game and once it is over.
func TestTheWireHasTheEnvelope(t *testing.T) {
	s, err := lino.New(lino.Options{Seed: 9, Bonus: true, Rounds: 2})
	require.NoError(t, err)
	var events []lino.Event
	for i := 0; !s.Over(); i++ {
		for seat := -1; seat <= 2; seat++ {
			v := toMap(t, s.View(seat))
			assert.Equal(t, "lino", v["game"])
			wantSeat := seat
			if seat != 0 && seat != 1 {
				wantSeat = -1
			}
			assert.Equal(t, float64(wantSeat), v["seat"])
			assert.Equal(t, float64(2), v["players"])
			assert.Equal(t, float64(s.Round()), v["round"])
			assert.Equal(t, float64(2), v["rounds"])
			assert.Equal(t, float64(s.ToMove()), v["toMove"])
			assert.Equal(t, false, v["over"])
			assert.NotContains(t, v, "winners")
			assert.Equal(t, s.Scores(), numbers(v["scores"]))
			if seat == s.ToMove() {
				assert.NotEmpty(t, v["legalMoves"])
			} else {
				assert.Equal(t, []any{}, v["legalMoves"])
			}
			assert.Equal(t, s.Phase().String(), v["phase"])
			assert.Len(t, v["tiles"], lino.NumTiles)
			assert.Len(t, v["stones"], 2)
			assert.NotContains(t, v, "position", "flat")
		}
		var evs []lino.Event
		s, evs, err = s.Apply(s.LegalMoves()[i%3])
		require.NoError(t, err)
		events = append(events, evs...)
	}
	v := toMap(t, s.View(0))
	assert.Equal(t, true, v["over"])
	assert.Equal(t, float64(-1), v["toMove"])
	assert.Equal(t, s.Winners(), numbers(v["winners"]))
	assert.Equal(t, s.Scores(), numbers(v["scores"]))
	assert.Equal(t, []any{}, v["legalMoves"])

	e := toMap(t, events[0])
	assert.Equal(t, "tile-moved", e["kind"])
	assert.Equal(t, float64(0), e["seat"])
	last := toMap(t, events[len(events)-1])
	assert.Equal(t, "game-ended", last["kind"])
	assert.Equal(t, s.Scores(), numbers(last["scores"]))

	p := toMap(t, s.Position())
	assert.Equal(t, float64(2), p["round"])
	assert.Equal(t, "over", p["phase"])
	assert.Equal(t, "9", p["options"].(map[string]any)["seed"], "the seed is a string")
	tile := p["tiles"].([]any)[0].(map[string]any)
	assert.IsType(t, "", tile["cell"])
	assert.IsType(t, "", tile["face"])
}

// wireText is every form a string takes on the wire: a cell, a row, a
// face, a name (of the game, a phase, an event's kind), a seed, a move.
var wireText = regexp.MustCompile(`^(-?\d+,-?\d+|-?\d+,-?\d+\.\.-?\d+,-?\d+|\.|\*|[xo][1-9]|[a-z]+(-[a-z]+)*|\d+|\d+:(move -?\d+,-?\d+ -?\d+,-?\d+|place -?\d+,-?\d+))$`)

// columnName is the name of a column of the axes.
var columnName = regexp.MustCompile(`^[A-Z]+$`)

// TestNoBase64OnTheWire walks every JSON the package emits over random
// games, every variant, and finds no base64: every string is a cell, a
// face, a row, a name, a seed, a move in notation or the name of a column
// of the axes (a base64 list would be a string of another form).
func TestNoBase64OnTheWire(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts := options().Draw(t, "options")
		opts.Layout = lino.DefaultLayout()
		if opts.Bonus || opts.StarsOnly {
			opts.Faces = lino.DefaultFaces()
		}
		states, events := game(t, opts)
		var docs []any
		docs = append(docs, opts)
		for i := range events {
			for _, e := range events[i] {
				docs = append(docs, e)
			}
		}
		for range 3 {
			s := states[rapid.IntRange(0, len(states)-1).Draw(t, "state")]
			docs = append(docs, s.View(0), s.View(1), s.View(-1), s.Position())
		}
		for _, doc := range docs {
			gametest.WireStrings(t, doc, func(key, s string) {
				if !wireText.MatchString(s) && (key != "columns" || !columnName.MatchString(s)) {
					t.Fatalf("%s: %.60q is not a cell, face, row, name, seed or move", key, s)
				}
			})
		}
	})
}

// TestViewJSONRoundTrips: every View of a random game, a spectator's
// included, decodes back to itself, and its legal moves are the State's.
func TestViewJSONRoundTrips(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		states, _ := game(t, options().Draw(t, "options"))
		s := states[rapid.IntRange(0, len(states)-1).Draw(t, "state")]
		seat := rapid.IntRange(-2, 3).Draw(t, "seat")
		back := gametest.RoundTripJSON(t, s.View(seat))
		if seat == s.ToMove() {
			require.Equal(t, s.LegalMoves(), back.LegalMoves())
		} else {
			require.Nil(t, back.LegalMoves())
		}
	})
}

func TestSpectatorsView(t *testing.T) {
	s, _ := lino.New(lino.Options{})
	for _, seat := range []int{-1, 2, 99, -7} {
		v := s.View(seat)
		assert.Equal(t, -1, v.Seat)
		assert.Nil(t, v.LegalMoves())
		_, err := lino.GreedyBot{}.Choose(context.Background(), v)
		assert.ErrorIs(t, err, lino.ErrIllegalMove)
		assert.Contains(t, v.String(), "You watch.")
	}
	assert.NotEmpty(t, s.View(0).LegalMoves())
}

// TestOnlyAViewHidesItsSeed reads a View whose seed a server hides as
// null, as the plain game's seed 0; Options and a Position, which must
// say the seed their game has, refuse null.
func TestOnlyAViewHidesItsSeed(t *testing.T) {
	s, err := lino.New(lino.Options{Seed: 7})
	require.NoError(t, err)
	data, err := json.Marshal(s.View(0))
	require.NoError(t, err)
	hidden := strings.Replace(string(data), `"seed":"7"`, `"seed":null`, 1)
	require.NotEqual(t, string(data), hidden, "the view shows its seed")
	var v lino.View
	require.NoError(t, json.Unmarshal([]byte(hidden), &v))
	want := s.View(0)
	want.Options.Seed = 0
	assert.Equal(t, want, v)

	var o lino.Options
	assert.ErrorIs(t, json.Unmarshal([]byte(`{"seed":null}`), &o), lino.ErrInvalidOptions)
	pos, err := json.Marshal(s.Position())
	require.NoError(t, err)
	var p lino.Position
	err = json.Unmarshal(bytes.Replace(pos, []byte(`"seed":"7"`), []byte(`"seed":null`), 1), &p)
	assert.ErrorIs(t, err, lino.ErrInvalidPosition)
}

func TestViewRefusesOtherGamesAndUnknownFields(t *testing.T) {
	s, _ := lino.New(lino.Options{})
	data, err := json.Marshal(s.View(0))
	require.NoError(t, err)
	var v lino.View
	for _, c := range []struct{ json, says string }{
		{strings.Replace(string(data), `"game":"lino"`, `"game":"linx"`, 1), `a view of "linx", not of lino`},
		{strings.Replace(string(data), `"seat":0`, `"seat":0,"hand":[]`, 1), `unknown field "hand"`},
		{strings.Replace(string(data), `"phase":"building"`, `"phase":"dancing"`, 1), `phase: "dancing" is not a phase`},
		{strings.Replace(string(data), `"cell":"4,0"`, `"cell":"4;0"`, 1), `tiles: "4;0" is not a cell`},
	} {
		err := json.Unmarshal([]byte(c.json), &v)
		assert.ErrorIs(t, err, lino.ErrInvalidPosition, c.says)
		assert.ErrorContains(t, err, c.says)
	}
}

// TestViewString draws the table at every step of a game: axes, marks,
// whose turn, and at the end who won; never more than 40 rows.
func TestViewString(t *testing.T) {
	s, _ := lino.New(lino.Options{Seed: 2, Bonus: true})
	text := s.View(0).String()
	assert.Contains(t, text, "\n      F   G   H   I   J   K   L   M   N   O   P   Q\n", "the columns the field spans and those its tiles may move to, named on the building's fixed axes: A to E lie left of it, out of reach")
	assert.Contains(t, text, "\n  6                   +   +   +", "row 6 holds cells a tile may move to; rows 1 to 5 lie above, not drawn")
	assert.NotContains(t, text, "\n  5 ")
	assert.Contains(t, text, "\n 15 ")
	assert.NotContains(t, text, "\n 16", "nor drawn below it")
	assert.Contains(t, text, "It is your turn to move a tile")
	assert.Contains(t, s.View(0).Text(lang.Dutch), "\nVerplaats een tegel.", "the Dutch reader is asked plainly, not \"Jij moet…\"")
	assert.Contains(t, s.View(1).Text(lang.Dutch), "\nSpeler 1 moet een tegel verplaatsen.")
	assert.Contains(t, text, "You play black (X), as Seat 1.")
	for l, says := range map[lang.Language]string{
		lang.English: "You play white (O), as Hugo.",
		lang.French:  "Vous êtes Hugo et jouez les Blancs (O).",
		lang.Italian: "Sei Hugo: giochi con le pedine bianche (O).",
		lang.Dutch:   "Je bent Hugo en speelt met wit (O).",
	} {
		assert.Contains(t, s.View(1).Named([]string{"Ana", "Hugo"}).Text(l), says, "the reader by the name the players gave")
	}
	assert.Contains(t, s.View(1).Text(lang.French), "Vous êtes le joueur 2 et jouez les Blancs (O).")
	assert.Contains(t, s.View(1).String(), "It is Seat 1's turn to move a tile")
	for !s.Over() {
		s, _, _ = s.Apply(s.LegalMoves()[0])
		if s.Phase() == lino.PhaseBuilding {
			assert.Contains(t, s.View(1).String(), "#", "the moved tiles are marked")
		}
		for seat := -1; seat < 2; seat++ {
			assert.LessOrEqual(t, strings.Count(s.View(seat).String(), "\n")+1, 40)
			requireCellsApart(t, s.View(seat).String())
		}
	}
	text = s.View(1).String()
	assert.Contains(t, text, "Game over: ")
	for l, says := range map[lang.Language]string{
		lang.English: "You played white (O), as Seat 2.",
		lang.Italian: "Sei il giocatore 2: hai giocato con le pedine bianche (O).",
		lang.Dutch:   "Je was speler 2 en speelde met wit (O).",
	} {
		assert.Contains(t, s.View(1).Text(l), says, "the reader's side in the past once the game is over")
	}
	assert.Contains(t, text, " X")
	assert.Contains(t, text, " O")
	winners := s.Winners()
	if len(winners) == 1 {
		assert.Contains(t, s.View(-1).String(), []string{"Game over: Seat 1 (black, X) wins.", "Game over: Seat 2 (white, O) wins."}[winners[0]])
		assert.Contains(t, s.View(winners[0]).String(), "Game over: you win.")
	}
}

// requireCellsApart checks that no two cells of a picture's field, nor a
// cell and its row's name, run together: every cell's code, at most three
// characters ("#o2"), stands between spaces.
func requireCellsApart(t *testing.T, picture string) {
	t.Helper()
	for _, line := range strings.Split(picture, "\n") {
		fields := strings.Fields(line)
		if len(fields) == 0 || strings.Trim(fields[0], "0123456789") != "" {
			continue // not a row of the field
		}
		for _, code := range fields[1:] {
			require.LessOrEqual(t, len(code), 3, "cells run together in %q:\n%s", line, picture)
		}
	}
}

func TestOptionsJSON(t *testing.T) {
	var o lino.Options
	require.NoError(t, json.Unmarshal([]byte(`{"seed":42,"bonus":true}`), &o))
	assert.Equal(t, lino.Options{Seed: 42, Bonus: true}, o)
	require.NoError(t, json.Unmarshal([]byte(`{"seed":"18446744073709551615"}`), &o))
	assert.Equal(t, uint64(18446744073709551615), o.Seed)
	data, err := json.Marshal(lino.Options{Seed: 1 << 60, Layout: lino.DefaultLayout()})
	require.NoError(t, err)
	assert.Contains(t, string(data), `"seed":"1152921504606846976"`)
	var back lino.Options
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, lino.Options{Seed: 1 << 60, Layout: lino.DefaultLayout()}, back)
	for text, says := range map[string]string{
		`{"seed":42,"colour":"red"}`: `unknown field "colour"`,
		`{"seed":-1}`:                "seed",
		`{"firstSeat":"one"}`:        "firstSeat",
		`{"layout":"4,0"}`:           "layout: not a list",
		`{"faces":[".","#"]}`:        `faces: "#" is not a face`,
		`[1,2]`:                      "not a JSON object",
		`{"layout":[` + strings.Repeat(`"0,0",`, 60) + `"0,0"]}`: "layout: 61 items; at most 56",
	} {
		err := json.Unmarshal([]byte(text), &o)
		assert.ErrorIs(t, err, lino.ErrInvalidOptions, text)
		assert.ErrorContains(t, err, says, text)
		if err != nil {
			assert.Equal(t, 1, strings.Count(err.Error(), "lino:"), "%v", err)
		}
	}
}

func TestMoveJSONFromNotationOrObject(t *testing.T) {
	for text, want := range map[string]lino.Move{
		`"1:place 5,4"`:                                     lino.Place(1, lino.Cell{X: 5, Y: 4}),
		`{"seat":0,"kind":"place","to":"3,4"}`:              lino.Place(0, lino.Cell{X: 3, Y: 4}),
		`{"seat":0,"kind":"move","from":"1,2","to":"3,4"}`:  lino.MoveTileTo(0, lino.Cell{X: 1, Y: 2}, lino.Cell{X: 3, Y: 4}),
		`{"kind":"move","to":"-3,4","from":"1,2","seat":1}`: lino.MoveTileTo(1, lino.Cell{X: 1, Y: 2}, lino.Cell{X: -3, Y: 4}),
	} {
		var m lino.Move
		require.NoError(t, json.Unmarshal([]byte(text), &m), text)
		assert.Equal(t, want, m, text)
		data, err := json.Marshal(m)
		require.NoError(t, err)
		want := `{"seat":` + strconv.Itoa(m.Seat) + `,"kind":"place","to":"` + m.To.String() + `"}`
		if m.Kind == lino.MoveTile {
			want = `{"seat":` + strconv.Itoa(m.Seat) + `,"kind":"move","from":"` + m.From.String() + `","to":"` + m.To.String() + `"}`
		}
		assert.Equal(t, want, string(data), "one canonical form: the object, its members in order")
	}
	for text, says := range map[string]string{
		`{"seat":0,"kind":"place"}`:                         `"place" needs "to"`,
		`{"seat":0,"kind":"place","from":"1,1","to":"1,2"}`: `no "from"`,
		`{"seat":0,"kind":"move","to":"1,2"}`:               `"move" needs "from" and "to"`,
		`{"seat":-1,"kind":"place","to":"1,2"}`:             "needs its seat",
		`{"kind":"place","to":"1,2"}`:                       "needs its seat",
		`{"seat":0,"kind":"jump","to":"1,2"}`:               `the kind "jump"`,
		`{"seat":0,"kind":"place","to":"1,2","why":1}`:      `unknown field "why"`,
		`{"seat":0,"kind":"place","to":"1;2"}`:              `to: "1;2" is not a cell`,
		`"place 1,2"`:                                       "write SEAT:",
		`42`:                                                "not a JSON object",
	} {
		var m lino.Move
		err := json.Unmarshal([]byte(text), &m)
		assert.ErrorIs(t, err, lino.ErrIllegalMove, text)
		assert.ErrorContains(t, err, says, text)
	}
}

func TestParseMoveFor(t *testing.T) {
	for _, text := range []string{"place 5,4", "1:place 5,4", " 1: PLACE 5,4"} {
		m, err := lino.ParseMoveFor(1, text)
		require.NoError(t, err, text)
		assert.Equal(t, lino.Place(1, lino.Cell{X: 5, Y: 4}), m)
	}
	_, err := lino.ParseMoveFor(0, "1:place 5,4")
	assert.ErrorIs(t, err, lino.ErrIllegalMove)
	assert.ErrorContains(t, err, "is a move of seat 1, not of seat 0")
	_, err = lino.ParseMoveFor(-1, "place 5,4")
	assert.ErrorIs(t, err, lino.ErrIllegalMove)
	_, err = lino.ParseMoveFor(0, "jump 5,4")
	assert.ErrorContains(t, err, "use move or place")
}

func TestFacesHaveOneForm(t *testing.T) {
	f := lino.Number(0, 3)
	assert.Equal(t, "x3", f.String())
	data, err := json.Marshal(f)
	require.NoError(t, err)
	assert.Equal(t, `"x3"`, string(data))
	s := scene(t, "x3.", 0)
	assert.Contains(t, s.String(), "x3")
	assert.Contains(t, s.View(0).String(), "x3")
	back, err := lino.ParseFace("X3")
	require.NoError(t, err, "the capitals of earlier saves still read")
	assert.Equal(t, f, back)
}

// TestEventJSONReadsEveryFormOfAnEvent: an event's JSON reads back the
// same with its keys in another order, indented, or with an escape in a
// string (which the fast reader leaves to encoding/json), and is refused
// without a key (but "last", which a stone's event writes only when true),
// with an unknown one, or with one twice.
func TestEventJSONReadsEveryFormOfAnEvent(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		_, events := game(t, options().Draw(t, "options"))
		var log []lino.Event
		for _, evs := range events {
			log = append(log, evs...)
		}
		e := log[rapid.IntRange(0, len(log)-1).Draw(t, "event")]
		data, err := json.Marshal(e)
		require.NoError(t, err)
		var fields map[string]json.RawMessage
		require.NoError(t, json.Unmarshal(data, &fields))
		sorted, err := json.Marshal(fields)
		require.NoError(t, err)
		var indented bytes.Buffer
		require.NoError(t, json.Indent(&indented, data, "", "  "))
		escaped := strings.Replace(string(data), `-`, `\u002d`, 1)
		for _, form := range []string{string(data), string(sorted), indented.String(), escaped} {
			var back lino.Event
			require.NoError(t, json.Unmarshal([]byte(form), &back), form)
			require.Equal(t, e, back, form)
		}
		for key := range fields {
			without := map[string]json.RawMessage{}
			for k, v := range fields {
				if k != key {
					without[k] = v
				}
			}
			broken, _ := json.Marshal(without)
			var back lino.Event
			if key == "last" { // written only when true: without it, the stone is not the last
				require.NoError(t, json.Unmarshal(broken, &back), "%s", broken)
				notLast := e
				notLast.Last = false
				require.Equal(t, notLast, back, "%s", broken)
			} else {
				require.ErrorIs(t, json.Unmarshal(broken, &back), lino.ErrInvalidEvent, "%s", broken)
			}
			twice := strings.Replace(string(data), "{", `{"`+key+`":`+string(fields[key])+`,`, 1)
			require.ErrorIs(t, json.Unmarshal([]byte(twice), &back), lino.ErrInvalidEvent, twice)
		}
		extra := strings.Replace(string(data), "{", `{"extra":1,`, 1)
		var back lino.Event
		require.ErrorIs(t, json.Unmarshal([]byte(extra), &back), lino.ErrInvalidEvent, extra)
	})
}

package linx_test

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/linx"
)

// TestTheWireEnvelope: a View, an Event and a Position decoded generically
// show the envelope's fields with the meanings the wire gives them.
func TestTheWireEnvelope(t *testing.T) {
	s, err := linx.New(linx.Options{Players: 3, Seed: 4})
	require.NoError(t, err)
	s, events, err := s.Apply(s.LegalMoves()[0])
	require.NoError(t, err)

	require.Equal(t, 1, s.ToMove())
	var view map[string]any
	data, err := json.Marshal(s.View(2))
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(data, &view))
	assert.Equal(t, "linx", view["game"])
	assert.EqualValues(t, 2, view["seat"])
	assert.EqualValues(t, 3, view["players"])
	assert.EqualValues(t, 1, view["round"])
	assert.EqualValues(t, s.ToMove(), view["toMove"])
	assert.Equal(t, false, view["over"])
	assert.NotContains(t, view, "winners", "winners only once over")
	assert.NotContains(t, view, "rounds", "LINX has no fixed number of rounds")
	assert.NotContains(t, view, "points")
	assert.Equal(t, []any{0.0, 0.0, 0.0}, view["scores"])
	assert.Equal(t, []any{}, view["legalMoves"], "seat 2 is not to move")
	for _, key := range []string{"grid", "hand", "handSizes", "known", "pileSizes", "teams", "phase"} {
		assert.Contains(t, view, key)
	}
	hand := view["hand"].([]any)
	require.Len(t, hand, len(s.Hand(2)))
	assert.Equal(t, s.Hand(2)[0].String(), hand[0])

	data, err = json.Marshal(s.View(s.ToMove()))
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(data, &view))
	choices := view["legalMoves"].([]any)
	require.Len(t, choices, len(s.View(s.ToMove()).Choices()))
	first := choices[0].(map[string]any)
	assert.Equal(t, s.LegalMoves()[0].Symbol.String(), first["pick"])
	assert.Equal(t, map[string]any{"kind": "up", "cell": s.LegalMoves()[0].Cell.String(),
		"label": "Play the paper face up at A1", "preview": "You draw two tiles."}, first["moves"].([]any)[0])

	var event map[string]any
	data, err = json.Marshal(events[0])
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(data, &event))
	assert.Equal(t, "tile-placed", event["kind"])
	assert.EqualValues(t, 0, event["seat"])

	var position map[string]any
	data, err = json.Marshal(s.Position())
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(data, &position))
	assert.EqualValues(t, 1, position["round"])
	assert.EqualValues(t, s.ToMove(), position["toMove"])
	assert.Equal(t, []any{0.0, 0.0, 0.0}, position["scores"])
	assert.Equal(t, "4", position["options"].(map[string]any)["seed"], "the seed is a string")
	assert.IsType(t, []any{}, position["hands"].([]any)[0], "a hand is a list")

	// Once over: winners, and toMove -1.
	over := finishedMatch(t)
	data, err = json.Marshal(over.View(0))
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(data, &view))
	assert.Equal(t, true, view["over"])
	assert.EqualValues(t, -1, view["toMove"])
	winners := view["winners"].([]any)
	require.Len(t, winners, len(over.Winners()))
	assert.EqualValues(t, over.Winners()[0], winners[0])
}

func finishedMatch(t *testing.T) linx.State {
	s, err := linx.New(linx.Options{Players: 2, Seed: 6})
	require.NoError(t, err)
	for !s.Over() {
		s, err = s.Next(s.LegalMoves()[0])
		require.NoError(t, err)
	}
	return s
}

// wireText is every form a string takes in the package's JSON: names,
// notation, tiles, symbols, cells, lines, hands, seeds.
var wireText = regexp.MustCompile(`^(linx|[a-z-]+|[ybpg][RPS]|[RPS?]|-?\d+,-?\d+|-?\d+,-?\d+\.\.-?\d+,-?\d+|[RPS]*\.|\d+|\d+:(up|down) [RPS] -?\d+,-?\d+|\d+:pass)$`)

// TestNoBase64 walks every JSON the package emits in random matches played
// to the end: the views of every seat and of a spectator, the events and
// their redactions, the positions, the options and the moves. Every string is short readable
// text: a symbol, a tile, a cell, a name, a notation, never base64.
func TestNoBase64(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts := options().Draw(t, "options")
		s, err := linx.New(opts)
		require.NoError(t, err)
		check := func(v any) {
			gametest.WireStrings(t, v, func(key, text string) {
				if key == "columns" {
					require.Regexp(t, `^[A-Z]+$`, text, "in %T, a column's name", v)
					return
				}
				require.Regexp(t, wireText, text, "in %T, under %q", v, key)
			})
		}
		check(opts)
		for step := 0; !s.Over(); step++ {
			if step%8 == 0 { // the views and positions of every eighth state, to keep it quick
				check(s.Position())
				for seat := -1; seat < opts.Players; seat++ {
					check(s.View(seat))
				}
			}
			moves := s.LegalMoves()
			m := moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")]
			check(m)
			var events []linx.Event
			s, events, err = s.Apply(m)
			require.NoError(t, err)
			for _, e := range events {
				check(e)
				check(e.RedactFor(-1))
			}
		}
		check(s.Position())
		for seat := -1; seat < opts.Players; seat++ {
			check(s.View(seat))
		}
	})
}

// TestViewsRoundTripThroughJSON: every seat's View, and a spectator's,
// decodes back to itself.
func TestViewsRoundTripThroughJSON(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomState(t)
		for seat := -1; seat < s.Options().Players; seat++ {
			gametest.RoundTripJSON(t, s.View(seat))
		}
	})
	var v linx.View
	err := json.Unmarshal([]byte(`{"game":"lino","seat":0}`), &v)
	assert.ErrorIs(t, err, linx.ErrInvalidPosition)
	assert.ErrorContains(t, err, `a view of "lino"`)
}

// TestSpectators: a seat not at the table gets the spectator's view and
// redactions: no hand, no drawn tile, no deal but the neutral block.
func TestSpectators(t *testing.T) {
	s, err := linx.New(linx.Options{Players: 3, Seed: 5})
	require.NoError(t, err)
	spectator := s.View(-1)
	assert.Equal(t, -1, spectator.Seat)
	assert.Nil(t, spectator.Hand)
	assert.Nil(t, spectator.LegalMoves())
	for _, seat := range []int{3, 99, -7} {
		assert.Equal(t, spectator, s.View(seat), "seat %d", seat)
	}
	assert.NotContains(t, spectator.String(), "your hand")
	_, err = linx.GreedyBot{}.Choose(context.Background(), spectator)
	assert.ErrorIs(t, err, linx.ErrIllegalMove)

	deal := linx.Event{Kind: linx.RoundStarted, Round: 2, Seat: 1, Players: 3}
	for c := range deal.Piles {
		for i := range deal.Piles[c] {
			deal.Piles[c][i] = linx.MakeTile(linx.Colour(c), linx.Symbol(1+i%3))
		}
	}
	for _, seat := range []int{-1, 3, 99} {
		r := deal.RedactFor(seat)
		for c, pile := range r.Piles {
			for i, tile := range pile {
				if c == 3 && i < 9 {
					assert.Equal(t, deal.Piles[c][i], tile)
				} else {
					assert.Zero(t, tile, "seat %d sees pile %d", seat, c)
				}
			}
		}
		drawn := linx.Event{Kind: linx.TilesDrawn, Seat: 0, Count: 2, Tiles: [2]linx.Tile{linx.MakeTile(0, linx.Rock), linx.MakeTile(0, linx.Paper)}}
		assert.Equal(t, [2]linx.Tile{}, drawn.RedactFor(seat).Tiles)
	}
}

// TestViewString: the drawing has both axes, named as the cells are, the seat's hand, the scores
// and whose turn it is, fits 40 rows, and says who won once over.
func TestViewString(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomState(t)
		for seat := -1; seat < s.Options().Players; seat++ {
			text := s.View(seat).String()
			require.LessOrEqual(t, strings.Count(text, "\n")+1, 40, text)
			axes := s.View(seat).Axes()
			require.Regexp(t, `\n {8}[A-I]( {3}[B-I])*\n`, text, "the columns' letters above the grid")
			require.Regexp(t, `\n +[1-9] +[.+a-zA-Z]`, text, "the rows' numbers left of it")
			require.NotEmpty(t, axes.Columns)
			if seat >= 0 {
				require.Contains(t, text, "Your hand:")
			}
			if s.Over() {
				require.Contains(t, text, "Game over: ")
				require.Contains(t, text, " won")
			}
		}
	})
	s, _ := linx.New(linx.Options{Players: 2, Seed: 1})
	assert.Equal(t, `LINX · round 1 · you are Seat 2 (blue)
        D
   4    +
Seat 1 (yellow)  hand  3  pile 12  score 0
Seat 2 (blue)    hand  4  pile 11  score 0  (you)
Your hand: a rock tile, a paper tile and two scissors tiles
Seat 1 (yellow) is to move.`, s.View(1).String())

	over := finishedMatch(t)
	winner := over.Winners()[0]
	assert.True(t, strings.HasSuffix(over.View(winner).String(), "\nGame over: you won."), over.View(winner).String())
	assert.True(t, strings.HasSuffix(over.View(-1).String(), fmt.Sprintf("\nGame over: Seat %d won.", winner+1)))
	teams, err := linx.New(linx.Options{Players: 4, Teams: true, Seed: 3})
	require.NoError(t, err)
	for !teams.Over() {
		teams, err = teams.Next(teams.LegalMoves()[0])
		require.NoError(t, err)
	}
	w := teams.Winners()
	letter := string(rune('A' + w[0]%2))
	assert.True(t, strings.HasSuffix(teams.View(w[1]).String(), fmt.Sprintf("\nGame over: team\u00a0%s (you and Seat %d) won.", letter, w[0]+1)))
	assert.True(t, strings.HasSuffix(teams.View(-1).String(), fmt.Sprintf("\nGame over: team\u00a0%s (seats %d and %d) won.", letter, w[0]+1, w[1]+1)))
}

// TestEventJSONRefusesAKeyTwice: an event's JSON that gives a field twice
// is refused, as its text is, rather than read as its last value.
func TestEventJSONRefusesAKeyTwice(t *testing.T) {
	var e linx.Event
	require.NoError(t, json.Unmarshal([]byte(`{"kind":"turn-passed","seat":1}`), &e))
	err := json.Unmarshal([]byte(`{"kind":"turn-passed","seat":1,"seat":2}`), &e)
	assert.ErrorIs(t, err, linx.ErrInvalidEvent)
	assert.ErrorContains(t, err, `the key "seat" is given twice`)
}

func TestMovesInJSON(t *testing.T) {
	for data, want := range map[string]linx.Move{
		`"0:up R 1,2"`: linx.Up(0, linx.Rock, cell(1, 2)),
		`{"seat":0,"kind":"up","symbol":"R","cell":"1,2"}`:   linx.Up(0, linx.Rock, cell(1, 2)),
		`{"seat":1,"kind":"down","symbol":"P","cell":"0,0"}`: linx.Down(1, linx.Paper, cell(0, 0)),
		`{"seat":2,"kind":"pass"}`:                           linx.PassTurn(2),
	} {
		var m linx.Move
		require.NoError(t, json.Unmarshal([]byte(data), &m), data)
		assert.Equal(t, want, m, data)
	}
	for _, data := range []string{`{"kind":"pass"}`, `{"seat":-1,"kind":"pass"}`, `{"seat":0,"kind":"pass","cell":"0,0"}`,
		`{"seat":0,"kind":"up","cell":"0,0"}`, `{"seat":0,"kind":"up","symbol":"?","cell":"0,0"}`, `{"seat":0,"kind":"left"}`,
		`{"seat":0,"kind":"pass","extra":1}`, `"up R 1,2"`, `7`, `"` + strings.Repeat("x", 1000) + `"`} {
		var m linx.Move
		err := json.Unmarshal([]byte(data), &m)
		assert.ErrorIs(t, err, linx.ErrIllegalMove, data)
		if err != nil {
			assert.Less(t, len(err.Error()), 250, data)
		}
	}
	rapid.Check(t, func(t *rapid.T) {
		for _, m := range randomState(t).LegalMoves() {
			data, err := json.Marshal(m)
			require.NoError(t, err)
			var back linx.Move
			require.NoError(t, json.Unmarshal(data, &back))
			require.Equal(t, m, back)
			object := map[string]any{"seat": m.Seat, "kind": m.Kind.String()}
			if m.Kind != linx.Pass {
				object["symbol"], object["cell"] = m.Symbol.String(), m.Cell.String()
			}
			data, _ = json.Marshal(object)
			back = linx.Move{}
			require.NoError(t, json.Unmarshal(data, &back), "%s", data)
			require.Equal(t, m, back)
		}
	})
}

func TestParseMoveFor(t *testing.T) {
	for text, want := range map[string]linx.Move{
		"up R 1,2":    linx.Up(2, linx.Rock, cell(1, 2)),
		"2:up R 1,2":  linx.Up(2, linx.Rock, cell(1, 2)),
		" pass ":      linx.PassTurn(2),
		"down s -1,0": linx.Down(2, linx.Scissors, cell(-1, 0)),
	} {
		m, err := linx.ParseMoveFor(2, text)
		require.NoError(t, err, text)
		assert.Equal(t, want, m, text)
	}
	_, err := linx.ParseMoveFor(2, "1:pass")
	assert.ErrorIs(t, err, linx.ErrIllegalMove)
	assert.ErrorContains(t, err, "is a move of seat 1, not of seat 2")
	_, err = linx.ParseMoveFor(-1, "pass")
	assert.ErrorIs(t, err, linx.ErrIllegalMove)
	_, err = linx.ParseMoveFor(0, "x:pass")
	assert.ErrorIs(t, err, linx.ErrIllegalMove)
}

func TestOptionsJSON(t *testing.T) {
	for data, want := range map[string]linx.Options{
		`{"players":2,"seed":42}`:                     {Players: 2, Seed: 42},
		`{"players":4,"seed":"18446744073709551615"}`: {Players: 4, Seed: 1<<64 - 1},
		`{"players":4,"teams":true,"firstSeat":3}`:    {Players: 4, Teams: true, FirstSeat: 3},
	} {
		var o linx.Options
		require.NoError(t, json.Unmarshal([]byte(data), &o), data)
		assert.Equal(t, want, o)
		back, err := json.Marshal(o)
		require.NoError(t, err)
		var again linx.Options
		require.NoError(t, json.Unmarshal(back, &again))
		assert.Equal(t, o, again)
	}
	for _, data := range []string{`{"players":2,"colour":1}`, `{"seed":-1}`, `{"seed":"x"}`, `[]`, `{"players":"2"}`} {
		var o linx.Options
		err := json.Unmarshal([]byte(data), &o)
		assert.ErrorIs(t, err, linx.ErrInvalidOptions, data)
		if err != nil {
			assert.Equal(t, 1, strings.Count(err.Error(), "linx:"), err.Error())
		}
	}
	_, err := linx.New(linx.Options{Players: 9})
	assert.EqualError(t, err, "linx: invalid options: 9 players; LINX is for 2 to 4")
}

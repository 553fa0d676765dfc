package tabletop_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
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

// moveObject returns a move, given in notation, as the JSON object a
// client builds from a View's names: {"seat":0,"kind":"place","to":"3,4"}.
func moveObject(t *testing.T, game, notation string) []byte {
	t.Helper()
	object := map[string]any{}
	switch game {
	case "linko":
		m, err := linko.ParseMove(notation)
		require.NoError(t, err)
		object["seat"], object["kind"] = m.Seat, m.Kind.String()
		switch m.Kind {
		case linko.MovePlay:
			object["meld"] = m.Meld
		case linko.MoveDrawDisplay:
			object["card"] = m.Card
		}
	case "lino":
		m, err := lino.ParseMove(notation)
		require.NoError(t, err)
		object["seat"], object["kind"], object["to"] = m.Seat, m.Kind.String(), m.To
		if m.Kind == lino.MoveTile {
			object["from"] = m.From
		}
	case "linx":
		m, err := linx.ParseMove(notation)
		require.NoError(t, err)
		object["seat"], object["kind"] = m.Seat, m.Kind.String()
		if m.Kind != linx.Pass {
			object["symbol"], object["cell"] = m.Symbol, m.Cell
		}
	default:
		t.Fatalf("no object form for %s", game)
	}
	data, err := json.Marshal(object)
	require.NoError(t, err)
	return data
}

// TestAFrontEndPlaysFromChoicesAlone plays every game to its end as a
// front-end that never parses notation does: it picks among the table's
// Choices and sends the chosen move's JSON, and reads what happened as
// sentences. At every step the choices are the legal moves, in order, each
// the object of its notation.
func TestAFrontEndPlaysFromChoicesAlone(t *testing.T) {
	for _, g := range tables {
		t.Run(g.game, func(t *testing.T) {
			table := open(t, g.game, g.options)
			r := rand.New(rand.NewPCG(1, 2))
			for i := 0; !table.Over(); i++ {
				require.Less(t, i, 5000, "the game does not end")
				var notation []string
				var moves []tabletop.Move
				for _, c := range table.Choices(lang.English) {
					require.NotEmpty(t, c.Moves, "a choice without moves")
					for _, m := range c.Moves {
						notation = append(notation, m.Notation)
						moves = append(moves, m)
						assert.JSONEq(t, string(moveObject(t, table.Game(), m.Notation)), string(m.JSON))
						assert.Contains(t, string(m.JSON), `"kind":"`+m.Kind+`"`)
					}
				}
				require.Equal(t, table.LegalMoves(), notation, "move %d", i)
				m := moves[r.IntN(len(moves))]
				next, events, err := table.PlayJSON(table.ToMove(), m.JSON)
				require.NoError(t, err, "move %d: %s", i, m.JSON)
				for seat := -1; seat < table.Players(); seat++ {
					sentences := events.Narrate(lang.English, seat, nil)
					require.Len(t, sentences, events.Len())
					for _, s := range sentences {
						assert.True(t, strings.HasSuffix(s, ".") && !strings.Contains(s, "="),
							"seat %d reads %q", seat, s)
					}
				}
				table = next
			}
			assert.Nil(t, table.Choices(lang.English), "nobody is to move at the end")
		})
	}
}

func TestAMoveObjectWithoutItsSeatIsTheSendersMove(t *testing.T) {
	table := open(t, "linko", `{"players":2,"seed":"3"}`)
	seat := table.ToMove()
	move := table.Choices(lang.English)[0].Moves[0]
	var object map[string]any
	require.NoError(t, json.Unmarshal(move.JSON, &object))
	delete(object, "seat")
	bare, err := json.Marshal(object)
	require.NoError(t, err)
	_, byBare, err := table.PlayJSON(seat, bare)
	require.NoError(t, err, "%s", bare)
	_, whole, err := table.PlayJSON(seat, move.JSON)
	require.NoError(t, err)
	assert.Equal(t, whole.Text(seat), byBare.Text(seat))

	_, _, err = table.PlayJSON(1-seat, bare)
	assert.ErrorIs(t, err, tabletop.ErrIllegalMove, "another seat's move is still refused")
}

// The zero Move of every game, which is no move, prints as "no move", not
// as a notation of a kind no game has ("0:MoveKind(0) - ?").
func TestTheZeroMovePrintsAsNoMove(t *testing.T) {
	for _, m := range []fmt.Stringer{linko.Move{}, lino.Move{}, linx.Move{}} {
		assert.Equal(t, "no move", m.String(), "%T", m)
	}
}

// LINX's symbols are common nouns in the middle of a French sentence,
// « une tuile papier », and capitalised only where a label begins with
// one. (Italian writes them with a capital, "una tessera Carta", as its
// rulebook does: a ruling of the words' rounds.)
func TestLINXSymbolsAreLowerCaseMidSentence(t *testing.T) {
	table := open(t, "linx", `{"seed":"1","players":2}`)
	for l, capital := range map[lang.Language]string{lang.French: "tuile P", lang.English: "the P"} {
		for _, c := range table.Choices(l) {
			assert.Equal(t, strings.ToUpper(c.Label[:1]), c.Label[:1], "%s: %q", l, c.Label)
			for _, m := range c.Moves {
				assert.NotContains(t, m.Label, capital, "%s", l)
			}
		}
	}
}

// A move of no kind, such as a bot's linx.Move{Seat: 1}, prints its kind
// in words, which an error about the bot's move quotes (go-r24 9: it
// read "1:MoveKind(0) ? 0,0").
func TestAMoveOfNoKindSaysSoInWords(t *testing.T) {
	for _, m := range []fmt.Stringer{linko.Move{Seat: 1}, lino.Move{Seat: 1}, linx.Move{Seat: 1}} {
		assert.Contains(t, m.String(), "1:unknown kind (0)", "%T", m)
	}
}

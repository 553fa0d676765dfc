package lino_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/lino"
)

// TestChoicesAreTheLegalMovesGrouped: for random states and every seat,
// the Choices flattened are exactly the View's legal moves, in order; each
// pick comes once; a tile move's pick is its tile's cell and a stone's is
// "", so that building offers one choice per movable tile and filling one
// choice of every empty tile.
func TestChoicesAreTheLegalMovesGrouped(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		states, _ := game(t, options().Draw(t, "options"))
		s := states[rapid.IntRange(0, len(states)-1).Draw(t, "state")]
		v := s.View(rapid.IntRange(-1, 1).Draw(t, "seat"))
		choices := v.Choices()
		var flat []lino.Move
		picks := map[string]bool{}
		for _, c := range choices {
			require.NotEmpty(t, c.Moves)
			require.False(t, picks[c.Pick], "the pick %q comes twice", c.Pick)
			picks[c.Pick] = true
			for _, m := range c.Moves {
				want := ""
				if m.Kind == lino.MoveTile {
					want = m.From.String()
				}
				require.Equal(t, want, c.Pick, "%v", m)
			}
			flat = append(flat, c.Moves...)
		}
		require.Equal(t, v.LegalMoves(), flat)
		if s.Phase() == lino.PhaseFilling && v.Seat == s.ToMove() {
			require.Len(t, choices, 1)
		}
	})
}

// TestViewJSONCarriesTheChoices: a client that rebuilds the moves of the
// View's JSON with the wire's reference reading gets objects that decode,
// as Moves, to exactly the legal moves, picks and all; and every move's own
// JSON reads back as itself.
func TestViewJSONCarriesTheChoices(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		states, _ := game(t, options().Draw(t, "options"))
		s := states[rapid.IntRange(0, len(states)-1).Draw(t, "state")]
		v := s.View(rapid.IntRange(-1, 1).Draw(t, "seat"))
		data, err := json.Marshal(v)
		require.NoError(t, err)
		var raw struct{ LegalMoves json.RawMessage }
		require.NoError(t, json.Unmarshal(data, &raw))
		picks, objects, err := gametest.UnmarshalChoices(raw.LegalMoves)
		require.NoError(t, err)
		var moves []lino.Move
		for i, c := range v.Choices() {
			require.Equal(t, c.Pick, picks[i])
		}
		require.Len(t, picks, len(v.Choices()))
		for _, list := range objects {
			for _, object := range list {
				var m lino.Move
				require.NoError(t, json.Unmarshal(object, &m), "%s", object)
				moves = append(moves, m)
			}
		}
		require.Equal(t, v.LegalMoves(), moves)
		for _, m := range moves {
			data, err := json.Marshal(m)
			require.NoError(t, err)
			var back lino.Move
			require.NoError(t, json.Unmarshal(data, &back), "%s", data)
			require.Equal(t, m, back)
		}
	})
}

// TestBuildingViewIsNoLargerThanNotation: a building View's JSON, its
// thousands of tile moves as choices, is no larger than the legal moves in
// notation alone were.
func TestBuildingViewIsNoLargerThanNotation(t *testing.T) {
	s, err := lino.New(lino.Options{Seed: 3, Bonus: true})
	require.NoError(t, err)
	for range 4 { // the opening, and after some tiles moved
		require.Equal(t, lino.PhaseBuilding, s.Phase())
		v := s.View(s.ToMove())
		data, err := json.Marshal(v)
		require.NoError(t, err)
		var notation []string
		for _, m := range v.LegalMoves() {
			notation = append(notation, m.String())
		}
		old, err := json.Marshal(notation)
		require.NoError(t, err)
		assert.Greater(t, len(notation), 1000)
		assert.LessOrEqual(t, len(data), len(old), "%d moves", len(notation))
		s, _, err = s.Apply(v.LegalMoves()[len(notation)/2])
		require.NoError(t, err)
	}
}

// TestChoicesAreOnlyTheSeatsToMove: a seat not to move, a spectator and a
// finished game have no choices.
func TestChoicesAreOnlyTheSeatsToMove(t *testing.T) {
	s, err := lino.New(lino.Options{FirstSeat: 1})
	require.NoError(t, err)
	assert.Nil(t, s.View(0).Choices())
	assert.Nil(t, s.View(-1).Choices())
	assert.NotEmpty(t, s.View(1).Choices())
	assert.True(t, slices.IsSortedFunc(s.View(1).Choices()[0].Moves, func(a, b lino.Move) int {
		return int(a.To.Y-b.To.Y)*64 + int(a.To.X-b.To.X)
	}), "a tile's targets in grid order")
}

// TestViewJSONShowsChoicesAsDocumented: the axes and the legal moves of a
// building and of a filling View's JSON read as the View's doc shows them:
// while building, each tile with the list of the cells it may go to.
func TestViewJSONShowsChoicesAsDocumented(t *testing.T) {
	s, err := lino.New(lino.Options{})
	require.NoError(t, err)
	data, err := json.Marshal(s.View(0))
	require.NoError(t, err)
	assert.Contains(t, string(data), `"axes":{"left":-6,"top":-6,"columns":["A","B","C","D","E","F","G","H","I","J","K","L","M","N","O","P","Q","R","S","T","U","V"],"rows":["1","2","3","4","5","6","7","8","9","10","11","12","13","14","15","16","17","18","19","20"]},`+
		`"legalMoves":[{"pick":"4,0","label":"Move the tile at K7","seat":0,"kind":"move","from":"4,0","to":["4,-1","5,-1",`)

	s, _, err = lino.Replay(lino.Options{}, parse(append(opening, "0:place 4,0")...))
	require.NoError(t, err)
	data, err = json.Marshal(s.View(1))
	require.NoError(t, err)
	assert.Contains(t, string(data), `"legalMoves":[{"seat":1,"kind":"place","moves":[{"to":"5,0","label":"Place a stone on L7","preview":"You score no points."},`)
	assert.True(t, strings.HasSuffix(string(data), `{"to":"8,7","label":"Place a stone on O14","preview":"You score no points."}]}]}`), "%s", data[len(data)-40:])
}

// TestBuildingChoicesMarshalAsTheEnvelopeDoes: the building View's
// "legalMoves", which MarshalJSON writes without listing each move's
// members, are byte for byte what the wire's envelope writes of its
// Choices, over the building states of random games (and the first state
// of filling).
func TestBuildingChoicesMarshalAsTheEnvelopeDoes(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		states, _ := game(t, options().Draw(t, "options"))
		s := states[rapid.IntRange(0, min(len(states), 7)-1).Draw(t, "state")]
		v := s.View(rapid.IntRange(-1, 1).Draw(t, "seat"))
		data, err := json.Marshal(v)
		require.NoError(t, err)
		var got struct{ LegalMoves json.RawMessage }
		require.NoError(t, json.Unmarshal(data, &got))
		wire := make([]engine.Choice[lino.Move], 0)
		for _, c := range v.Choices() {
			wire = append(wire, engine.Choice[lino.Move](c))
		}
		want, err := engine.AppendChoicesJSON(nil, wire, func(dst []engine.Member, m lino.Move) []engine.Member {
			object, err := json.Marshal(m)
			require.NoError(t, err)
			members, err := engine.ObjectMembers(object)
			require.NoError(t, err)
			return append(dst, members...)
		})
		require.NoError(t, err)
		require.Equal(t, string(want), string(got.LegalMoves))
	})
}

// TestAChoiceReadsItsJSONBack: every choice of a View, in a language,
// reads back from its JSON as itself, labels and previews included; JSON
// that is no choice (one without moves, one whose moves are not the
// game's) is refused as such, and leaves the choice as it was.
func TestAChoiceReadsItsJSONBack(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		states, _ := game(t, options().Draw(t, "options"))
		s := states[rapid.IntRange(0, len(states)-1).Draw(t, "state")]
		v := s.View(rapid.IntRange(-1, 1).Draw(t, "seat"))
		gametest.ChoicesReadBack(t, v.In(lang.French).Choices())
	})
	for _, bad := range []string{`[]`, `{"pick":"7"}`, `{"moves":[{"kind":"jump"}]}`, `{"pick":"4,0","seat":0,"kind":"move","from":"4,0","to":["4,-1"],"cell":["4,-1"]}`} {
		c := lino.Choice{Pick: "kept"}
		err := json.Unmarshal([]byte(bad), &c)
		require.ErrorIs(t, err, lino.ErrIllegalMove, bad)
		assert.ErrorContains(t, err, "lino: illegal move: a choice's JSON: ", bad)
		assert.Equal(t, lino.Choice{Pick: "kept"}, c, bad)
	}
}

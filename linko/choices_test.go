package linko_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/linko"
)

// TestChoicesAreTheLegalMovesGrouped: for every seat of random states, the
// moves of the choices, in order, are exactly LegalMoves; no pick comes
// twice, and every move of a choice has its pick.
func TestChoicesAreTheLegalMovesGrouped(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomState(t)
		for seat := -1; seat < s.Options().Players; seat++ {
			v := s.View(seat)
			var flat []linko.Move
			var picks []string
			for _, c := range v.Choices() {
				require.NotEmpty(t, c.Moves, "a choice with no moves")
				require.NotContains(t, picks, c.Pick, "the pick %q twice", c.Pick)
				picks = append(picks, c.Pick)
				for _, m := range c.Moves {
					require.Equal(t, pickOf(m), c.Pick, "%v", m)
				}
				flat = append(flat, c.Moves...)
			}
			require.Equal(t, v.LegalMoves(), flat)
		}
	})
}

// pickOf is what a player picks first for m, as the package documents it.
func pickOf(m linko.Move) string {
	switch {
	case m.Kind == linko.MovePlay && m.Meld.Count == 0:
		return "J"
	case m.Kind == linko.MovePlay:
		return m.Meld.Value.String()
	case m.Kind == linko.MoveDrawDisplay:
		return m.Card.String()
	}
	return ""
}

// TestTheViewsChoicesRebuildTheLegalMoves: a client that reads a View's
// JSON "legalMoves" as the wire documents it gets Move objects that decode
// to exactly the legal moves, in order, with the picks of Choices.
func TestTheViewsChoicesRebuildTheLegalMoves(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomState(t)
		for seat := -1; seat < s.Options().Players; seat++ {
			v := s.View(seat)
			data, err := json.Marshal(v)
			require.NoError(t, err)
			var envelope struct{ LegalMoves json.RawMessage }
			require.NoError(t, json.Unmarshal(data, &envelope))
			picks, objects, err := gametest.UnmarshalChoices(envelope.LegalMoves)
			require.NoError(t, err, "%s", envelope.LegalMoves)
			var moves []linko.Move
			for _, choice := range objects {
				for _, object := range choice {
					var m linko.Move
					require.NoError(t, json.Unmarshal(object, &m), "%s", object)
					moves = append(moves, m)
				}
			}
			require.Equal(t, v.LegalMoves(), moves)
			var want []string
			for _, c := range v.Choices() {
				want = append(want, c.Pick)
			}
			require.Equal(t, want, picks)
		}
	})
}

// TestChoicesPickACardThenAMeld: in the play phase the choices are the
// values of the hand, lowest first, jokers alone last under "J"; in a draw,
// the pile is a button and each card of the display a pick; take and leave
// are buttons.
func TestChoicesPickACardThenAMeld(t *testing.T) {
	st := scene{
		players:  2,
		active:   0,
		hands:    []string{"3 3 9 J", "5 6"},
		tableaux: []string{"2", "1"},
		display:  "10 10 11 11 8 J",
		pileSize: -1,
	}.state(t)
	choices := st.View(0).Choices()
	require.Len(t, choices, 3)
	assert.Equal(t, linko.Choice{Pick: "3", Label: "Your 3s",
		Moves:    []linko.Move{linko.Play(0, 3, 1, 0), linko.Play(0, 3, 1, 1), linko.Play(0, 3, 2, 0), linko.Play(0, 3, 2, 1)},
		Labels:   []string{"Play a 3", "Play a 3 and a joker", "Play two 3s", "Play two 3s and a joker"},
		Previews: []string{"Attacks Seat 2's 1.", "Attacks nobody.", "Attacks nobody.", "Attacks nobody."},
	}, choices[0])
	assert.Equal(t, "9", choices[1].Pick)
	assert.Equal(t, linko.Choice{Pick: "J", Label: "Your joker", Moves: []linko.Move{linko.Play(0, linko.Hidden, 0, 1)},
		Labels: []string{"Play a joker"}, Previews: []string{"Attacks Seat 2's 1."}}, choices[2])
	assert.Nil(t, st.View(1).Choices(), "not to move: no choices")
	assert.Nil(t, st.View(-1).Choices(), "a spectator has no choices")

	// Seat 0 plays a 3, which attacks seat 1's 1: take or leave, buttons.
	st, _, err := st.Apply(linko.Play(0, 3, 1, 0))
	require.NoError(t, err)
	assert.Equal(t, []linko.Choice{{Pick: "", Moves: []linko.Move{linko.Take(0), linko.Leave(0)},
		Labels:   []string{"Take Seat 2's 1", "Leave it"},
		Previews: []string{"Seat 2 draws a card.", "Seat 2 chooses whether to take it back or to discard it and draw a card."},
	}}, st.View(0).Choices())

	// Taken: seat 1 draws one, from the pile (a button) or the display.
	st, _, err = st.Apply(linko.Take(0))
	require.NoError(t, err)
	choices = st.View(1).Choices()
	only := []string{"You have only this one card to draw."} // one card of one: not "last"
	assert.Equal(t, []linko.Choice{
		{Pick: "", Moves: []linko.Move{linko.DrawFromPile(1)}, Labels: []string{"Draw from the pile"}, Previews: only},
		{Pick: "8", Label: "The 8 on the display", Moves: []linko.Move{linko.DrawFromDisplay(1, 8)}, Labels: []string{"Draw the 8 from the display"}, Previews: only},
		{Pick: "10", Label: "The 10 on the display", Moves: []linko.Move{linko.DrawFromDisplay(1, 10)}, Labels: []string{"Draw the 10 from the display"}, Previews: only},
		{Pick: "11", Label: "The 11 on the display", Moves: []linko.Move{linko.DrawFromDisplay(1, 11)}, Labels: []string{"Draw the 11 from the display"}, Previews: only},
		{Pick: "J", Label: "The joker on the display", Moves: []linko.Move{linko.DrawFromDisplay(1, linko.Joker)}, Labels: []string{"Draw the joker from the display"}, Previews: only},
	}, choices, "equal cards of the display are one choice")
}

// TestAChoiceReadsItsJSONBack: every choice of a View, in a language,
// reads back from its JSON as itself, labels and previews included; JSON
// that is no choice (one without moves, one whose moves are not the
// game's) is refused as such, and leaves the choice as it was.
func TestAChoiceReadsItsJSONBack(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomState(t)
		v := s.View(rapid.IntRange(-1, s.Options().Players-1).Draw(t, "seat"))
		gametest.ChoicesReadBack(t, v.In(lang.French).Choices())
	})
	for _, bad := range []string{`[]`, `{"pick":"7"}`, `{"moves":[{"kind":"jump"}]}`, `{"pick":"7","label":"Your 7s","seat":0,"kind":"play"}`} {
		c := linko.Choice{Pick: "kept"}
		err := json.Unmarshal([]byte(bad), &c)
		require.ErrorIs(t, err, linko.ErrIllegalMove, bad)
		assert.ErrorContains(t, err, "linko: illegal move: a choice's JSON: ", bad)
		assert.Equal(t, linko.Choice{Pick: "kept"}, c, bad)
	}
}

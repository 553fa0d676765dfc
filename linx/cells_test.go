package linx_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/linx"
)

// TestEveryCellIsNamedOnTheAxes plays random matches (two to four seats,
// teams) and, at every state, finds the grid's axes named A, B, … and 1,
// 2, …, the same for the whole match, the JSON's "axes" every seat's
// View's, every tile inside them and named by CellName as the JSON's axes
// name it; and every word that names a cell, in every language, names it
// on those axes, never 0 or below and never as "x,y": the events, and at
// some states every seat's picture, the labels and previews of the seat to
// move, and the refusal of a move drawn at random.
func TestEveryCellIsNamedOnTheAxes(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, err := linx.New(options().Draw(t, "options"))
		require.NoError(t, err)
		first := s.View(-1).Axes()
		gametest.CheckAxes(t, "linx", gametest.Axes(first))
		for step := 0; !s.Over() && step < 300; step++ {
			axes := checkAxes(t, s, first)
			if rapid.IntRange(0, 5).Draw(t, "look closer") == 0 {
				checkWordsOf(t, s, axes)
			}
			moves := s.LegalMoves()
			var events []linx.Event
			s, events, err = s.Apply(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
			require.NoError(t, err)
			for _, e := range events {
				for _, l := range lang.All() {
					for reader := -1; reader < s.Options().Players; reader++ {
						gametest.CheckCellNames(t, fmt.Sprint(e), e.Narrate(l, reader, nil), axes)
					}
				}
			}
		}
	})
}

// checkAxes checks the axes of every seat's View of s against the match's
// first, and returns them as the JSON gives them.
func checkAxes(t *rapid.T, s linx.State, first linx.Axes) gametest.Axes {
	var axes gametest.Axes
	for seat := -1; seat < s.Options().Players; seat++ {
		v := s.View(seat)
		require.Equal(t, first, v.Axes(), "the grid keeps its names for the whole match")
		data, err := json.Marshal(v)
		require.NoError(t, err)
		axes = gametest.ViewAxes(t, data)
		require.Equal(t, first, linx.Axes(axes), "the JSON's axes are the View's")
		for _, st := range v.Grid {
			name, ok := axes.Name(int(st.Cell.X), int(st.Cell.Y))
			require.True(t, ok, "%v is shown beyond the axes %+v", st.Cell, axes)
			require.Equal(t, name, v.CellName(st.Cell))
		}
	}
	return axes
}

// checkWordsOf checks the words of a state that name cells, in every
// language: every seat's picture, the seat to move's labels and previews,
// and the refusal of a move drawn at random.
func checkWordsOf(t *rapid.T, s linx.State, axes gametest.Axes) {
	for _, l := range lang.All() {
		for seat := -1; seat < s.Options().Players; seat++ {
			gametest.CheckCellNames(t, "the picture", s.View(seat).Text(l), axes)
		}
	}
	seat := s.ToMove()
	if seat < 0 {
		return
	}
	v := s.View(seat)
	for _, l := range lang.All() {
		for _, c := range v.In(l).Choices() {
			for i, m := range c.Moves {
				if m.Kind != linx.Pass {
					_, ok := axes.Name(int(m.Cell.X), int(m.Cell.Y))
					require.True(t, ok, "%v goes beyond the axes", m)
				}
				gametest.CheckCellNames(t, "a label", c.Labels[i], axes)
				gametest.CheckCellNames(t, "a preview", c.Previews[i], axes)
			}
		}
	}
	symbol := linx.Symbol(rapid.IntRange(1, 3).Draw(t, "symbol"))
	cell := linx.Cell{X: int8(rapid.IntRange(-8, 8).Draw(t, "x")), Y: int8(rapid.IntRange(-8, 8).Draw(t, "y"))}
	tried := linx.Up(seat, symbol, cell)
	if rapid.Bool().Draw(t, "down") {
		tried = linx.Down(seat, symbol, cell)
	}
	_, _, err := s.Apply(tried)
	var refused *linx.MoveError
	if errors.As(err, &refused) {
		for _, l := range lang.All() {
			gametest.CheckCellNames(t, "a refusal of "+tried.String(), refused.Sentence(l, nil), axes)
		}
	}
}

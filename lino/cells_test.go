package lino_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/lino"
)

// TestEveryCellIsNamedOnTheAxes plays random games (the bonus game, two
// rounds) and, at every state, finds the board's axes named A, B, … and
// 1, 2, …, the JSON's "axes" the View's, every cell the View shows inside
// them and named by CellName as the JSON's axes name it; and every word
// that names a cell, in every language, names it on those axes, never 0
// or below and never as "x,y": the events told beside the board they led
// to, and at some states the pictures of every seat, the labels and
// previews of the seat to move, and the refusal of a move drawn at random.
func TestEveryCellIsNamedOnTheAxes(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		states, events := game(t, options().Draw(t, "options"))
		for i, s := range states {
			board := s.View(-1)
			axes := checkAxes(t, board)
			for _, e := range events[i] {
				for _, l := range lang.All() {
					for reader := -1; reader <= 1; reader++ {
						gametest.CheckCellNames(t, fmt.Sprint(e), board.Narrate(e, l, reader, nil), axes)
					}
				}
			}
			if rapid.IntRange(0, 5).Draw(t, "look closer") == 0 {
				checkWordsOf(t, s, axes)
			}
		}
	})
}

// checkAxes checks the axes of the view's board and returns them as its
// JSON gives them.
func checkAxes(t *rapid.T, v lino.View) gametest.Axes {
	data, err := json.Marshal(v)
	require.NoError(t, err)
	axes := gametest.ViewAxes(t, data)
	gametest.CheckAxes(t, "lino", axes)
	require.Equal(t, v.Axes(), lino.Axes(axes), "the JSON's axes are the View's")
	cells := append(append([]lino.Cell(nil), v.Vacated...), v.Moved...)
	for _, tile := range v.Tiles {
		cells = append(cells, tile.Cell)
	}
	for _, c := range cells {
		name, ok := axes.Name(int(c.X), int(c.Y))
		require.True(t, ok, "%v is shown beyond the axes %+v", c, axes)
		require.Equal(t, name, v.CellName(c))
	}
	return axes
}

// checkWordsOf checks the words of a state that name cells, in every
// language: every seat's picture, the seat to move's choices, labels and
// previews, and the refusal of a move drawn at random.
func checkWordsOf(t *rapid.T, s lino.State, axes gametest.Axes) {
	for _, l := range lang.All() {
		for seat := -1; seat <= 1; seat++ {
			gametest.CheckCellNames(t, "the picture", s.View(seat).Text(l), axes)
		}
	}
	seat := s.ToMove()
	if seat < 0 {
		return
	}
	v := s.View(seat)
	moves := v.LegalMoves()
	picture := v.String()
	for _, m := range moves {
		requireDrawn(t, picture, v.CellName(m.To))
		if m.Kind == lino.MoveTile {
			requireDrawn(t, picture, v.CellName(m.From))
		}
	}
	for _, l := range lang.All() {
		for _, c := range v.In(l).Choices() {
			gametest.CheckCellNames(t, "a choice", c.Label, axes)
			for i := range c.Labels {
				gametest.CheckCellNames(t, "a label", c.Labels[i], axes)
				gametest.CheckCellNames(t, "a preview", c.Previews[i], axes)
			}
		}
		m := moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")]
		for _, c := range []lino.Cell{m.From, m.To} {
			_, ok := axes.Name(int(c.X), int(c.Y))
			require.True(t, ok || m.Kind == lino.PlaceStone && c == m.From, "%v goes beyond the axes", m)
		}
		gametest.CheckCellNames(t, "a label", v.Label(l, m, nil), axes)
		gametest.CheckCellNames(t, "a preview", v.Preview(l, m, nil), axes)
	}
	cell := func(label string) lino.Cell {
		return lino.Cell{X: int8(rapid.IntRange(-9, 20).Draw(t, label)), Y: int8(rapid.IntRange(-9, 20).Draw(t, label))}
	}
	tried := lino.Place(seat, cell("to"))
	if s.Phase() == lino.PhaseBuilding {
		tried = lino.MoveTileTo(seat, cell("from"), cell("to"))
	}
	_, _, err := s.Apply(tried)
	var refused *lino.MoveError
	_, fromOn := axes.Name(int(tried.From.X), int(tried.From.Y))
	_, toOn := axes.Name(int(tried.To.X), int(tried.To.Y))
	// A cell beyond the axes is named as a player types it, beyond them
	// (TestACellOffTheBoardIsNamedAsThePlayerTypesIt).
	if errors.As(err, &refused) && (fromOn || tried.Kind == lino.PlaceStone) && toOn {
		for _, l := range lang.All() {
			gametest.CheckCellNames(t, "a refusal of "+tried.String(), refused.Sentence(l, nil), axes)
		}
	}
}

// requireDrawn checks that a picture's axes show the column and the row
// of the cell named name ("F9"), so that a reader finds it there: the
// columns' letters are the picture's third line, each row's number
// begins its line.
func requireDrawn(t *rapid.T, picture, name string) {
	lines := strings.Split(picture, "\n")
	require.Greater(t, len(lines), 3, picture)
	split := strings.IndexAny(name, "0123456789")
	require.Positive(t, split, name)
	require.Contains(t, strings.Fields(lines[2]), name[:split], "the picture draws no column of %s:\n%s", name, picture)
	rows := map[string]bool{}
	for _, line := range lines[3:] {
		if fields := strings.Fields(line); len(fields) > 0 {
			rows[fields[0]] = true
		}
	}
	require.True(t, rows[name[split:]], "the picture draws no row of %s:\n%s", name, picture)
}

// TestACellKeepsItsNameForTheWholeGame plays random games (matches of up
// to two rounds among them) and asks, at every state, the name of every
// cell the board shows (tiles, cells left, where the legal moves go): a
// cell has one name from the first move to the last, through the
// building, the filling and every later round. Every seat's View, a
// spectator's and a position saved and loaded again have the same axes
// at every state: the opening layout's rectangle widened by six cells on
// every side (its corner is G7), and every tile and target is named on
// them. Every sentence told beside the board after a move names cells on
// that board's axes.
func TestACellKeepsItsNameForTheWholeGame(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts := options().Draw(t, "options")
		states, events := game(t, opts)
		opening := corner(states[0].View(-1))
		first := states[0].View(-1).Axes()
		named := map[lino.Cell]string{}
		for i, s := range states {
			loaded, err := lino.FromPosition(s.Position())
			require.NoError(t, err)
			require.Equal(t, first, loaded.View(-1).Axes(), "a loaded position's axes (%v)", s.Phase())
			board := s.View(-1)
			require.Equal(t, "G7", board.CellName(opening), "the opening layout's corner (%v)", board.Phase)
			cells := fieldCells(board)
			for _, m := range s.LegalMoves() {
				cells = append(cells, m.To)
				if m.Kind == lino.MoveTile {
					cells = append(cells, m.From)
				}
			}
			for _, c := range cells {
				require.True(t, first.Contains(c), "%v is beyond the axes %+v (%v)", c, first, board.Phase)
				name := board.CellName(c)
				if old, ok := named[c]; ok {
					require.Equal(t, old, name, "%v was named %s, is now %s (round %d, %v)", c, old, name, board.Round, board.Phase)
				}
				named[c] = name
			}
			for seat := -1; seat < lino.Players; seat++ {
				v := s.View(seat)
				require.Equal(t, first, v.Axes(), "the axes in round %d (%v), to seat %d", v.Round, v.Phase, seat)
				if len(events[i]) > 0 {
					told := checkAxes(t, v)
					for _, e := range events[i] {
						for _, l := range lang.All() {
							gametest.CheckCellNames(t, fmt.Sprint(e), v.Narrate(e, l, seat, nil), told)
						}
					}
				}
			}
		}
	})
}

// corner returns the top-left corner of the rectangle around every cell
// of the view's field that holds or held a tile.
func corner(v lino.View) lino.Cell {
	lo := v.Tiles[0].Cell
	for _, c := range fieldCells(v) {
		lo.X, lo.Y = min(lo.X, c.X), min(lo.Y, c.Y)
	}
	return lo
}

// fieldCells returns the cells of the view's field that hold or held a tile.
func fieldCells(v lino.View) []lino.Cell {
	cells := slices.Clone(v.Vacated)
	for _, tile := range v.Tiles {
		cells = append(cells, tile.Cell)
	}
	return cells
}

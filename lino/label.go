package lino

import (
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// Label returns a short label in language l for the button of the move m,
// in the second person for its mover. Cells are named by row and column,
// counted from 1 at the grid's cell 0,0, so that a name never changes as
// the field grows:
//
//	Move the tile at row 1, column 5 to row 0, column 5
//	Place a stone on row 4, column 2
//	Poser une pierre en ligne 4, colonne 2
//
// The labels of the legal moves of one decision all differ. A move that is
// no move of Lino gets a label that says so, never a panic. names is
// there as in the other games' Label: a label of Lino names no seat.
func (v View) Label(l lang.Language, m Move, names []string) string {
	w := wordsOf(l)
	switch m.Kind {
	case MoveTile:
		return w.moveTile(cellWords(l, m.From), cellWords(l, m.To))
	case PlaceStone:
		return w.placeStone(cellWords(l, m.To))
	}
	return w.unknownMove
}

// Preview returns what the move m will do, in a sentence in language l:
// the rows a stone closes and what they score, or that it scores nothing
// yet. A tile's move does nothing beyond what its label says, and its
// preview is "", as is the preview of a move the view's seat to move
// cannot make.
//
//	Closes the row from row 4, column 1 to row 4, column 6 and scores 6 points.
//	Closes two rows and scores 9 points.
//	Scores nothing yet.
func (v View) Preview(l lang.Language, m Move, names []string) string {
	v.Seat = v.ToMove
	s, err := v.state()
	if err != nil {
		return ""
	}
	return preview(l, s, m)
}

// preview is [View.Preview] on the state the view shows. Lino hides
// nothing, so playing the move on a copy tells only what its mover knows.
func preview(l lang.Language, s State, m Move) string {
	if m.Kind != PlaceStone {
		return ""
	}
	_, events, err := s.Apply(m)
	if err != nil {
		return ""
	}
	var closed []Row
	scored := 0
	for _, e := range events {
		if e.Kind == RowClosed && e.Seat == m.Seat {
			closed = append(closed, e.Row)
			scored += e.Points
		}
	}
	w := wordsOf(l)
	switch len(closed) {
	case 0:
		return w.scoresNothing
	case 1:
		return w.closesRow(cellWords(l, closed[0].Start), cellWords(l, closed[0].End()), scored)
	}
	return w.closesRows(len(closed), scored)
}

// pickLabel labels in language l the tile a player picks to move (see
// [Choice.Label]).
func pickLabel(l lang.Language, from Cell) string { return wordsOf(l).pickTile(cellWords(l, from)) }

// cellWords names a cell for a person: "row 4, column 5", counted from 1
// at the grid's 0,0, the top left of the rulebook's cross. A tile moved
// left of it or above it is in column or row 0, then -1.
func cellWords(l lang.Language, c Cell) string { return speech.Of(l).Cell(int(c.Y)+1, int(c.X)+1) }

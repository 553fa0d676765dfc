package lino

import "github.com/tabletopgo/tabletop/internal/engine"

// Label returns a short label for the button of the move m, in the second
// person for its mover, seats named as [Event.Narrate] names them (names[i]
// when present and not empty, else "Seat N" from 1). Cells are named by
// row and column, counted from 1 at the grid's cell 0,0, so that a name
// never changes as the field grows:
//
//	Move the tile at row 1, column 5 to row 0, column 5
//	Place a stone on row 4, column 2
//
// The labels of the legal moves of one decision all differ. A move that is
// no move of Lino gets a label that says so, never a panic.
func (v View) Label(m Move, names []string) string {
	switch m.Kind {
	case MoveTile:
		return "Move the tile at " + cellWords(m.From) + " to " + cellWords(m.To)
	case PlaceStone:
		return "Place a stone on " + cellWords(m.To)
	}
	return "A move that no rule of Lino describes"
}

// Preview returns what the move m will do, in a sentence: the rows a stone
// closes and what they score, or that it scores nothing yet. A tile's move
// does nothing beyond what its label says, and its preview is "", as is
// the preview of a move the view's seat to move cannot make.
//
//	Closes the row from row 4, column 1 to row 4, column 6 and scores 6.
//	Closes two rows and scores 9.
//	Scores nothing yet.
func (v View) Preview(m Move, names []string) string {
	v.Seat = v.ToMove
	s, err := v.state()
	if err != nil {
		return ""
	}
	return preview(s, m)
}

// preview is [View.Preview] on the state the view shows. Lino hides
// nothing, so playing the move on a copy tells only what its mover knows.
func preview(s State, m Move) string {
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
	switch len(closed) {
	case 0:
		return "Scores nothing yet."
	case 1:
		return "Closes the row from " + cellWords(closed[0].Start) + " to " + cellWords(closed[0].End()) + " and scores " + points(scored) + "."
	}
	return "Closes " + count(len(closed), "row") + " and scores " + points(scored) + "."
}

// pickLabel labels the tile a player picks to move (see [Choice.Label]).
func pickLabel(from Cell) string { return "Move the tile at " + cellWords(from) }

// cellWords names a cell for a person: "row 4, column 5", counted from 1
// at the grid's 0,0, the top left of the rulebook's cross. A tile moved
// left of it or above it is in column or row 0, then -1.
func cellWords(c Cell) string { return engine.CellWords(c.X, c.Y, 1) }

package lino

import (
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// Label returns a short label in language l for the button of the move m,
// in the second person for its mover. Cells are named on the view's
// board ([View.CellName]):
//
//	Move the tile at E2 to E1
//	Place a stone on B4
//	Poser une pierre en B4
//
// The labels of the legal moves of one decision all differ. A move that is
// no move of Lino gets a label that says so, never a panic. names is
// there as in the other games' Label: a label of Lino names no seat.
func (v View) Label(l lang.Language, m Move, names []string) string {
	w := wordsOf(l)
	switch m.Kind {
	case MoveTile:
		return speech.Of(l).Typeset(w.moveTile(v.CellName(m.From), v.CellName(m.To)))
	case PlaceStone:
		return speech.Of(l).Typeset(w.placeStone(v.CellName(m.To)))
	}
	return speech.Of(l).Typeset(w.unknownMove)
}

// Preview returns what the move m will do, in a sentence in language l:
// the rows a stone closes and what they score, or that it scores nothing
// (of the move alone, never "with it": the terminal says it once for
// every move that shares it); for a tile's move, what the board does not
// show: how many tiles its mover will have left to move, or that the
// building ends with it. The preview of a move the view's seat to move
// cannot make is "".
//
//	You close the row from G10 to L10 and score 6 points.
//	You close two rows and score 9 points.
//	You score no points.
//	You will have 2 tiles left to move.
//	The last tile to move: the field is built, and stones are placed next.
func (v View) Preview(l lang.Language, m Move, names []string) string {
	v.Seat = v.ToMove
	s, err := v.state()
	if err != nil {
		return ""
	}
	return preview(l, v.frame(), s, m)
}

// preview is [View.Preview] on the state the view shows, whose board is
// the frame f. Lino hides nothing, so playing the move on a copy tells only
// what its mover knows.
func preview(l lang.Language, f speech.Frame, s State, m Move) string {
	next, events, err := s.Apply(m)
	if err != nil {
		return ""
	}
	w, b := wordsOf(l), speech.Of(l)
	if m.Kind == MoveTile {
		// Seats alternate while building: the mover's moves are every
		// other one.
		switch left := MovesEach - (int(s.moves)/2 + 1); {
		case next.Phase() != PhaseBuilding:
			return b.Typeset(w.fieldBuilt)
		case left == 0:
			return b.Typeset(w.lastTile)
		default:
			return b.Typeset(w.tilesLeft(left))
		}
	}
	var closed []Row
	scored := 0
	for _, e := range events {
		if e.Kind == RowClosed && e.Seat == m.Seat {
			closed = append(closed, e.Row)
			scored += e.Points
		}
	}
	var rows string
	switch len(closed) {
	case 0:
		rows = w.scoresNothing
	case 1:
		rows = w.closesRow(cellName(f, closed[0].Start), cellName(f, closed[0].End()), scored)
	default:
		rows = w.closesRows(len(closed), scored)
	}
	switch longest, runs, points := s.runsThrough(m); runs {
	case 0:
		return b.Typeset(rows)
	case 1:
		return b.Typeset(rows + " " + w.makesRun(longest, points))
	default:
		return b.Typeset(rows + " " + w.makesRuns(runs, points))
	}
}

// runsThrough returns the runs of four stones or more of m's seat that
// the stone m makes or lengthens, one a direction at most: how many, the
// stones of the longest and what they all will score at the end.
func (s *State) runsThrough(m Move) (longest, runs, points int) {
	p, _ := spotOf(m.To)
	r := s.tiles.rank(p)
	for d := range numDirections {
		n := s.lines.stretch(d, s.stones[m.Seat][d], s.lines.placeOf(d, r))
		if n >= 4 {
			longest, runs, points = max(longest, n), runs+1, points+runPoints[min(n, 7)]
		}
	}
	return longest, runs, points
}

// pickLabel labels in language l the tile a player picks to move (see
// [Choice.Label]), the tile at the cell named from.
func pickLabel(l lang.Language, from string) string {
	return speech.Of(l).Typeset(wordsOf(l).pickTile(from))
}

package linx

import "github.com/tabletopgo/tabletop/internal/engine"

// Label returns a short label for the button of the move m, in the second
// person for its mover, seats named as [Event.Narrate] names them (names[i]
// when present and not empty, else "Seat N" from 1). Cells are named by
// row and column of the widest board the square bound allows around the
// first tile of a round, at 0,0: 7 by 7 for two seats, where 0,0 is row 4,
// column 4, and 9 by 9 for more, where it is row 5, column 5. So a name is
// never below 1 and never changes as the grid grows:
//
//	Play the rock face up at row 4, column 5
//	Play the scissors face down on Seat 2's paper at row 4, column 4
//	Pass
//
// The labels of the legal moves of one decision all differ. A move that is
// no move of LINX gets a label that says so, never a panic.
func (v View) Label(m Move, names []string) string {
	n := narrator{reader: m.Seat, names: names}
	switch m.Kind {
	case PlaceUp:
		return "Play the " + symbolWord(m.Symbol) + " face up at " + v.cellWords(m.Cell)
	case PlaceDown:
		return "Play the " + symbolWord(m.Symbol) + " face down on " + v.tileWords(n, m.Cell) + " at " + v.cellWords(m.Cell)
	case Pass:
		return "Pass"
	}
	return "A move that LINX does not know"
}

// Preview returns what the move m will do, as its mover may know it, in a
// sentence named as [View.Label] names seats: a line of three that wins
// the round, the lines of others it blocks, what the mover draws. It tells
// only what the grid shows every seat and the piles' sizes, never a tile
// to be drawn.
//
//	Makes a line of three: wins the round.
//	Blocks Seat 2's line; then you draw two tiles.
//	You draw nothing.
//	You show your hand and draw two tiles.
//
// Every move of LINX has a preview; a move that is none gets "".
func (v View) Preview(m Move, names []string) string {
	n := narrator{reader: m.Seat, names: names}
	tops := v.tops()
	switch m.Kind {
	case PlaceUp, PlaceDown:
		down := m.Kind == PlaceDown
		if tops.line(m.Cell, Colour(m.Seat), down) {
			return "Makes a line of three: wins the round."
		}
		draw := "you draw nothing"
		if !down {
			draw = "you draw " + counted(min(DrawAfterPlace, v.pileSize(m.Seat)), "tile", "tiles")
		}
		if blocked := v.blocks(n, tops, m); len(blocked) > 0 {
			return "Blocks " + joinWords(blocked) + "; then " + draw + "."
		}
		return capitalize(draw) + "."
	case Pass:
		draw := "draw " + counted(min(DrawAfterPlace, v.pileSize(m.Seat)), "tile", "tiles")
		if len(v.Hand) == 0 || m.Seat != v.Seat {
			return "You " + draw + "."
		}
		return "You show your hand and " + draw + "."
	}
	return ""
}

// pickLabel labels the symbol a player picks (see [Choice.Label]): "Rock".
func pickLabel(s Symbol) string { return capitalize(symbolWord(s)) }

// cellWords names a cell for a person (see [View.Label]): "row 4, column
// 5".
func (v View) cellWords(c Cell) string { return engine.CellWords(c.X, c.Y, boundFor(v.Players)) }

// top is what lies on top of a cell, as every seat sees it.
type top struct {
	tile     Tile // its colour and, face up, its symbol
	faceDown bool
}

// tops maps the cells of the grid to what lies on top of them.
type tops map[Cell]top

// tops returns what lies on top of every cell of the view's grid.
func (v View) tops() tops {
	t := make(tops, len(v.Grid))
	for _, st := range v.Grid {
		if st.Down != 0 {
			t[st.Cell] = top{st.Down, true}
		} else {
			t[st.Cell] = top{st.Up, false}
		}
	}
	return t
}

// directions are the four ways a line of three runs.
var directions = [...][2]int8{{1, 0}, {0, 1}, {1, 1}, {1, -1}}

// line reports whether a tile of colour c placed at cell, face down or up,
// makes a line of three with two tiles on top of that colour and face.
func (t tops) line(cell Cell, c Colour, faceDown bool) bool {
	for _, d := range directions {
		// cell is the first, second or third of the line: k before it.
		for k := int8(0); k < 3; k++ {
			alike := 0
			for i := int8(0); i < 3; i++ {
				o, ok := t[Cell{cell.X + (i-k)*d[0], cell.Y + (i-k)*d[1]}]
				if i != k && ok && o.tile.Colour() == c && o.faceDown == faceDown {
					alike++
				}
			}
			if alike == 2 {
				return true
			}
		}
	}
	return false
}

// blocks names the seats of the other side whose line of three the move m
// takes the place of: two of their tiles, alike face up or face down, in a
// line with the cell m fills, where they could have made their line.
func (v View) blocks(n narrator, t tops, m Move) []string {
	var names []string
	here, taken := t[m.Cell]
	for seat := range v.Players {
		if v.side(seat) == v.side(m.Seat) {
			continue
		}
		c := Colour(seat)
		// A face-up tile goes on an empty cell, a face-down one on a
		// face-up tile: the cell m fills is where the seat would go.
		faceDown := taken && !here.faceDown
		if t.line(m.Cell, c, faceDown) {
			names = append(names, n.possessive(seat)+" line")
		}
	}
	return names
}

// side returns the side seat plays for: itself, or its team.
func (v View) side(seat int) int {
	if v.Teams {
		return seat % 2
	}
	return seat
}

// pileSize returns the number of tiles in seat's pile.
func (v View) pileSize(seat int) int {
	if 0 <= seat && seat < len(v.PileSizes) {
		return v.PileSizes[seat]
	}
	return 0
}

// tileWords names the face-up tile at cell by its owner and symbol: "your
// paper", "Seat 2's rock", "the neutral scissors".
func (v View) tileWords(n narrator, cell Cell) string {
	t := v.tops()[cell].tile
	owner := int(t.Colour())
	if owner >= v.Players {
		return "the neutral " + symbolWord(t.Symbol())
	}
	return n.possessive(owner) + " " + symbolWord(t.Symbol())
}

package linx

import (
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// Label returns a short label in language l for the button of the move
// m, in the second person for its mover, seats named as [Event.Narrate]
// names them (names[i] when present and not empty, else the language's
// "Seat N" from 1). Cells are named on the grid's axes ([View.Axes]),
// which hold for the whole match: with two seats, the middle, 0,0, is D4.
//
//	Play the rock face up at E4
//	Play the scissors face down on Seat 2's paper at D4
//	Play the paper face down on your partner's rock at E6
//	Passer
//
// The labels of the legal moves of one decision all differ. A move that is
// no move of LINX gets a label that says so, never a panic.
func (v View) Label(l lang.Language, m Move, names []string) string {
	w := wordsOf(l)
	var s string
	switch m.Kind {
	case PlaceUp:
		s = w.placeUp(m.Symbol, v.CellName(m.Cell))
	case PlaceDown:
		s = w.placeDown(m.Symbol, v.covers(l, m, names), v.CellName(m.Cell))
	case Pass:
		s = w.pass
	default:
		s = w.unknownMove
	}
	return speech.Of(l).Capital(s)
}

// Preview returns what the move m will do, as its mover may know it, in a
// sentence in language l, seats named as [View.Label] names them: a line
// of three that wins the round, the lines of others it blocks, the line
// of two it breaks by covering one of its tiles (in teams, the partner's
// too: a member's line wins for the team), what the mover draws. It
// tells only what the grid shows every seat and the piles' sizes, never
// a tile to be drawn.
//
//	You make a line of three and win the round.
//	You block Seat 2's line, then draw two tiles.
//	You break your partner's line and draw nothing.
//	You draw nothing.
//	You show your hand and draw two tiles.
//
// Every move of LINX has a preview; a move that is none gets "".
func (v View) Preview(l lang.Language, m Move, names []string) string {
	w := wordsOf(l)
	tops := v.tops()
	tiles := min(DrawAfterPlace, v.pileSize(m.Seat))
	switch m.Kind {
	case PlaceUp, PlaceDown:
		down := m.Kind == PlaceDown
		if tops.line(m.Cell, Colour(m.Seat), down) {
			return speech.Of(l).Sentence(w.winsRound)
		}
		blocked := v.blocks(speech.Of(l).People(m.Seat, names), tops, m)
		var broken *cover
		if down { // (a face-up move covers nothing: no owner to name)
			if c := v.covers(l, m, names); c.owner != nil && v.breaks(tops, m.Cell) {
				broken = &c
			}
		}
		return speech.Of(l).Sentence(w.does(blocked, broken, tiles, down))
	case Pass:
		return speech.Of(l).Sentence(w.passDraw(tiles, len(v.Hand) > 0 && m.Seat == v.Seat))
	}
	return ""
}

// covers returns the tile the face-down move m covers as its mover reads
// it, in language l, seats named as [View.Label] names them: whose it is,
// the mover's ("your rock"), its partner's, or nobody's (the neutral
// green).
func (v View) covers(l lang.Language, m Move, names []string) cover {
	t := v.tops()[m.Cell].tile
	c := cover{symbol: t.Symbol(), told: true}
	if seat := int(t.Colour()); seat < v.Players {
		p := speech.Of(l).People(m.Seat, names)(seat)
		c.owner, c.partner = &p, v.Teams && partners(seat, m.Seat)
	}
	return c
}

// breaks reports whether covering the face-up tile at cell breaks its
// owner's line of two: another face-up tile of its colour lies in a line
// of three cells with it whose third cell is open to a face-up tile (see
// [View.open]), where the owner could have made the line.
func (v View) breaks(t tops, cell Cell) bool {
	c := t[cell].tile.Colour()
	mine := func(at Cell) bool {
		o, ok := t[at]
		return ok && !o.faceDown && o.tile.Colour() == c
	}
	for _, d := range directions {
		// cell is the first, second or third of the line: k before it.
		for k := int8(0); k < 3; k++ {
			var others [2]Cell
			n := 0
			for i := int8(0); i < 3; i++ {
				if i != k {
					others[n] = Cell{cell.X + (i-k)*d[0], cell.Y + (i-k)*d[1]}
					n++
				}
			}
			for j, o := range others {
				if mine(o) && v.open(t, cell, others[1-j], false) {
					return true
				}
			}
		}
	}
	return false
}

// pickLabel labels in language l the symbol a player picks (see
// [Choice.Label]): "Rock".
func pickLabel(l lang.Language, s Symbol) string {
	return speech.Of(l).Capital(wordsOf(l).pickSymbol(s))
}

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

// blocks returns the seats of the other side whose line of three the
// move m closes: two of their tiles, alike face up or face down as m's
// tile, in a line with the cell m fills, which they can no longer make
// there nor at the line's other end (see [View.closes]).
func (v View) blocks(who func(int) speech.Person, t tops, m Move) []speech.Person {
	var owners []speech.Person
	for seat := range v.Players {
		if v.side(seat) != v.side(m.Seat) && v.closes(t, m.Cell, Colour(seat), m.Kind == PlaceDown) {
			owners = append(owners, who(seat))
		}
	}
	return owners
}

// closes reports whether a tile placed at cell, face down or up, closes a
// line of two tiles of colour c alike in face: cell lies between the two,
// or the cell beyond them at the other end is closed — for a face-up line
// taken, or outside the square bound; for a face-down line, holding no
// face-up tile, since a face-down tile goes only on a face-up one.
func (v View) closes(t tops, cell Cell, c Colour, faceDown bool) bool {
	alike := func(k int8, d [2]int8) bool {
		o, ok := t[Cell{cell.X + k*d[0], cell.Y + k*d[1]}]
		return ok && o.tile.Colour() == c && o.faceDown == faceDown
	}
	for _, d := range directions {
		if alike(1, d) && alike(-1, d) {
			return true
		}
		for _, s := range [...]int8{1, -1} {
			end := Cell{cell.X + 3*s*d[0], cell.Y + 3*s*d[1]}
			if alike(s, d) && alike(2*s, d) && !v.open(t, cell, end, faceDown) {
				return true
			}
		}
	}
	return false
}

// open reports whether a seat could still make its line at end once a
// tile lies at cell: a face-down line on a face-up tile; a face-up line on
// an empty cell that keeps every tile within the square bound.
func (v View) open(t tops, cell, end Cell, faceDown bool) bool {
	there, taken := t[end]
	if faceDown {
		return taken && !there.faceDown
	}
	if taken {
		return false
	}
	lo, hi := cell, cell
	widen := func(c Cell) {
		lo = Cell{min(lo.X, c.X), min(lo.Y, c.Y)}
		hi = Cell{max(hi.X, c.X), max(hi.Y, c.Y)}
	}
	widen(end)
	for c := range t {
		widen(c)
	}
	side := boundFor(v.Players)
	return int(hi.X-lo.X)+1 <= side && int(hi.Y-lo.Y)+1 <= side
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

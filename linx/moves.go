package linx

import (
	"fmt"
	"math/bits"
)

// MoveKind is the kind of a decision.
type MoveKind uint8

// The kinds of move.
const (
	// PlaceUp puts a tile of the hand face up on an empty cell next to a
	// tile; the seat then draws two.
	PlaceUp MoveKind = iota + 1
	// PlaceDown puts a tile of the hand face down on a face-up tile that it
	// beats; the seat draws nothing.
	PlaceDown
	// Pass reveals the hand and draws two: only with an empty hand or no
	// tile to place.
	Pass
)

var moveVerbs = [...]string{PlaceUp: "up", PlaceDown: "down", Pass: "pass"}

// String returns the verb of the move's notation: "up", "down" or "pass".
func (k MoveKind) String() string {
	if k >= PlaceUp && k <= Pass {
		return moveVerbs[k]
	}
	return fmt.Sprintf("MoveKind(%d)", uint8(k))
}

// Move is one decision of one seat: comparable, with exported fields.
// Fields a kind does not use are zero.
type Move struct {
	Seat   int      // the seat that moves, from 0
	Kind   MoveKind // what it does
	Symbol Symbol   // PlaceUp, PlaceDown: the tile of the hand
	Cell   Cell     // PlaceUp, PlaceDown: where it goes
}

// Up returns the move of seat placing a tile showing sym face up at c.
func Up(seat int, sym Symbol, c Cell) Move {
	return Move{Seat: seat, Kind: PlaceUp, Symbol: sym, Cell: c}
}

// Down returns the move of seat placing a tile showing sym face down on the
// face-up tile at c.
func Down(seat int, sym Symbol, c Cell) Move {
	return Move{Seat: seat, Kind: PlaceDown, Symbol: sym, Cell: c}
}

// PassTurn returns the move of seat passing.
func PassTurn(seat int) Move { return Move{Seat: seat, Kind: Pass} }

// LegalMoves returns every legal move of the seat to move: nil when the
// match is over. See [State.AppendLegalMoves] for the order.
func (s State) LegalMoves() []Move { return s.AppendLegalMoves(nil) }

// AppendLegalMoves appends every legal move of the seat to move to dst and
// returns the extended slice; it does not allocate when dst has room. The
// order is that of a player who picks a symbol of the hand first: by
// symbol (rock, paper, scissors), the face-up moves by cell (by row, then
// column), then the face-down moves by cell; a pass only when there is
// nothing to place. So [View.Choices], the moves grouped by symbol, are
// the legal moves in this order.
func (s State) AppendLegalMoves(dst []Move) []Move { return s.appendLegalMoves(dst) }

func (s *State) appendLegalMoves(dst []Move) []Move {
	if s.phase != PhasePlay || s.players == 0 {
		return dst
	}
	seat := int(s.toMove)
	hand := s.hands[seat]
	start := len(dst)
	if hand != [3]uint8{} {
		var pl places
		s.findPlaces(&pl)
		for sym := Rock; sym <= Scissors; sym++ {
			if hand[sym-1] == 0 {
				continue
			}
			for y := range span {
				for row := pl.up[y]; row != 0; row &= row - 1 {
					dst = append(dst, Up(seat, sym, rowCell(row, y)))
				}
			}
			for y := range span {
				for row := pl.cover[sym-1][y]; row != 0; row &= row - 1 {
					dst = append(dst, Down(seat, sym, rowCell(row, y)))
				}
			}
		}
	}
	if len(dst) == start {
		dst = append(dst, PassTurn(seat))
	}
	return dst
}

// places is where a tile may go on a grid, as bits: bit x of row y is the
// cell x, y of the window. A row's cells are found at once by shifts and
// masks, where a scan cell by cell would cost a call or more a cell, which
// in WebAssembly costs the most.
type places struct {
	up    [span]uint16    // the empty cells a face-up tile may take
	cover [3][span]uint16 // the uncovered face-up tiles, by the symbol that beats them
}

// findPlaces sets *pl to the places of s's grid: upSpot and cover for
// every cell at once.
func (s *State) findPlaces(pl *places) {
	*pl = places{}
	minX, minY, maxX, maxY, found := s.bounds()
	if !found {
		pl.up[reach] = 1 << reach
		return
	}
	// tiles[y+1] holds row y's face-up tiles, so that the rows above and
	// below the window read as empty.
	var tiles [span + 2]uint16
	for y := minY; y <= maxY; y++ {
		for x := minX; x <= maxX; x++ {
			p := y*span + x
			if t := s.up[p]; t != 0 {
				tiles[y+1] |= 1 << x
				if s.down[p] == 0 {
					pl.cover[t.Symbol().beater()-1][y] |= 1 << x
				}
			}
		}
	}
	// A new tile keeps the box within the square: the columns from
	// maxX-side+1 to minX+side-1, and the rows alike.
	side := s.bound()
	if maxX-minX >= side || maxY-minY >= side {
		return
	}
	x0, x1 := max(0, maxX-side+1), min(span-1, minX+side-1)
	cols := uint16(1)<<(x1+1) - uint16(1)<<x0
	for y := max(0, maxY-side+1, minY-1); y <= min(span-1, minY+side-1, maxY+1); y++ {
		near := tiles[y] | tiles[y+1] | tiles[y+2]
		pl.up[y] = (near | near<<1 | near>>1) &^ tiles[y+1] & cols
	}
}

// rowCell returns the cell of the lowest bit of row y of a places mask.
func rowCell(row uint16, y int) Cell {
	return Cell{int8(bits.TrailingZeros16(row) - reach), int8(y - reach)}
}

// count returns the number of bits of rows.
func count(rows *[span]uint16) int {
	n := 0
	for _, row := range rows {
		n += bits.OnesCount16(row)
	}
	return n
}

// nth returns the cell of bit k of rows, counted by row, then column.
func nth(rows *[span]uint16, k int) Cell {
	for y, row := range rows {
		if n := bits.OnesCount16(row); k >= n {
			k -= n
			continue
		}
		for range k {
			row &= row - 1
		}
		return rowCell(row, y)
	}
	panic("linx: nth past the bits")
}

// area returns the box around the tiles, or the origin on an empty grid:
// only its tiles can be covered, and only it, one cell wider, can take a
// new tile.
func (s *State) area() (minX, minY, maxX, maxY int) {
	minX, minY, maxX, maxY, found := s.bounds()
	if !found {
		return reach, reach, reach, reach
	}
	return minX, minY, maxX, maxY
}

// cover returns the symbol that beats the uncovered face-up tile at p, and
// whether hand holds one.
func (s *State) cover(p int, hand [3]uint8) (Symbol, bool) {
	if t := s.up[p]; t != 0 && s.down[p] == 0 {
		sym := t.Symbol().beater()
		return sym, hand[sym-1] > 0
	}
	return 0, false
}

// upSpot reports whether a tile may go face up at p: an empty cell next to
// a tile, keeping every tile within the square; on an empty grid, 0,0.
func (s *State) upSpot(p spot) bool {
	minX, minY, maxX, maxY, found := s.bounds()
	if !found {
		return p == reach*span+reach
	}
	x, y, side := int(p)%span, int(p)/span, s.bound()
	return s.up[p] == 0 && max(maxX, x)-min(minX, x) < side && max(maxY, y)-min(minY, y) < side && s.touches(x, y)
}

// touches reports whether a tile lies next to x, y.
func (s *State) touches(x, y int) bool {
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			nx, ny := x+dx, y+dy
			if (dx != 0 || dy != 0) && nx >= 0 && nx < span && ny >= 0 && ny < span && s.up[ny*span+nx] != 0 {
				return true
			}
		}
	}
	return false
}

// canPlace reports whether seat has a tile it could place: whether
// appendLegalMoves would list a tile.
func (s *State) canPlace(seat int) bool {
	hand := s.hands[seat]
	if hand == [3]uint8{} {
		return false
	}
	var pl places
	s.findPlaces(&pl)
	for y := range span {
		if pl.up[y] != 0 {
			return true
		}
		for sym := range pl.cover {
			if hand[sym] > 0 && pl.cover[sym][y] != 0 {
				return true
			}
		}
	}
	return false
}

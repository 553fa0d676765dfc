package linx

import (
	"math/bits"

	"github.com/tabletopgo/tabletop/internal/engine"
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
	return engine.Name(moveVerbs[:], "MoveKind", k)
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
		minX, minY, _, _ := s.area()
		for sym := Rock; sym <= Scissors; sym++ {
			if hand[sym-1] == 0 {
				continue
			}
			for set := pl.up; set != 0; set &= set - 1 {
				dst = append(dst, Up(seat, sym, cellAt(set, minX, minY)))
			}
			for set := pl.cover[sym-1]; set != 0; set &= set - 1 {
				dst = append(dst, Down(seat, sym, cellAt(set, minX, minY)))
			}
		}
	}
	if len(dst) == start {
		dst = append(dst, PassTurn(seat))
	}
	return dst
}

// places is where a tile may go on a grid, as the bits of a window around
// its area (see [State.area]): bit stride*y+x is the cell x-1, y-1 from the
// area's top left corner. A square of tiles is at most 5 cells wide, so
// the window's seven rows and columns, one more on each side for the cells
// next to the tiles, fit 64 bits, and the eighth column stays empty, so
// that a shift by one never carries a cell into the next row. The cells of
// the whole grid are found by a few shifts and masks, where a scan cell by
// cell would cost a call or more a cell, which in WebAssembly costs the
// most; and the whole is 32 bytes, which WebAssembly zeroes without a call.
type places struct {
	up    uint64    // the empty cells a face-up tile may take (upSpot)
	cover [3]uint64 // the uncovered face-up tiles, by the symbol that beats them
}

// stride is the bits of a row of a places window.
const stride = 8

// findPlaces sets *pl to the places of s's grid: upSpot and cover of
// every cell at once.
func (s *State) findPlaces(pl *places) {
	*pl = places{}
	minX, minY, maxX, maxY, found := s.bounds()
	if !found {
		pl.up = 1 << (stride + 1) // 0,0, the area of an empty grid
		return
	}
	var tiles uint64
	for y := minY; y <= maxY; y++ {
		// A row of the box at a time, to check the bounds once a row.
		ups, downs := s.up[y*span+minX:y*span+maxX+1], s.down[y*span+minX:y*span+maxX+1]
		bit := uint64(1) << ((y-minY+1)*stride + 1)
		for i, t := range ups {
			if t != 0 {
				tiles |= bit
				if downs[i] == 0 {
					pl.cover[t.Symbol().beater()-1] |= bit
				}
			}
			bit <<= 1
		}
	}
	// A new tile goes next to a tile and keeps every tile within the
	// square: on the columns from x0 to x1 and the rows from y0 to y1 of
	// the window.
	side := s.bound()
	if maxX-minX >= side || maxY-minY >= side {
		return
	}
	x0, x1 := max(0, maxX-side+1, minX-1)-minX+1, min(span-1, minX+side-1, maxX+1)-minX+1
	y0, y1 := max(0, maxY-side+1, minY-1)-minY+1, min(span-1, minY+side-1, maxY+1)-minY+1
	cols := (uint64(1)<<(x1+1) - uint64(1)<<x0) * 0x0101010101010101
	rows := uint64(1)<<((y1+1)*stride) - uint64(1)<<(y0*stride)
	near := tiles | tiles<<stride | tiles>>stride
	pl.up = (near | near<<1 | near>>1) &^ tiles & cols & rows
}

// cellAt returns the cell of the lowest bit of set, a places mask of the
// area whose top left corner is minX, minY.
func cellAt(set uint64, minX, minY int) Cell {
	b := bits.TrailingZeros64(set)
	return Cell{int8(minX - 1 + b%stride - reach), int8(minY - 1 + b/stride - reach)}
}

// nth returns the cell of bit k of set, counted by row, then column, a
// places mask of the area whose top left corner is minX, minY.
func nth(set uint64, k int, minX, minY int) Cell {
	for range k {
		set &= set - 1
	}
	return cellAt(set, minX, minY)
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
	return pl.up != 0 || hand[0] > 0 && pl.cover[0] != 0 || hand[1] > 0 && pl.cover[1] != 0 || hand[2] > 0 && pl.cover[2] != 0
}

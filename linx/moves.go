package linx

import "fmt"

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
		first := Rock
		for hand[first-1] == 0 {
			first++
		}
		// The face-up moves of the first symbol, found by one scan; the
		// other symbols' are copies of them.
		minX, minY, maxX, maxY := s.area()
		for y := max(0, minY-1); y <= min(span-1, maxY+1); y++ {
			for x := max(0, minX-1); x <= min(span-1, maxX+1); x++ {
				if s.upSpot(spot(y*span + x)) {
					dst = append(dst, Up(seat, first, Cell{int8(x - reach), int8(y - reach)}))
				}
			}
		}
		ups := len(dst) - start
		// The tiles the hand can cover, with the symbol that beats each:
		// the box holds at most 5×5 cells.
		var downs [25]Cell
		var beaters [25]Symbol
		nDown := 0
		for y := minY; y <= maxY; y++ {
			for x := minX; x <= maxX; x++ {
				if sym, ok := s.cover(y*span+x, hand); ok {
					downs[nDown], beaters[nDown] = Cell{int8(x - reach), int8(y - reach)}, sym
					nDown++
				}
			}
		}
		for sym := first; sym <= Scissors; sym++ {
			if hand[sym-1] == 0 {
				continue
			}
			if sym != first {
				for _, m := range dst[start : start+ups] {
					m.Symbol = sym
					dst = append(dst, m)
				}
			}
			for k, c := range downs[:nDown] {
				if beaters[k] == sym {
					dst = append(dst, Down(seat, sym, c))
				}
			}
		}
	}
	if len(dst) == start {
		dst = append(dst, PassTurn(seat))
	}
	return dst
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

// canPlace reports whether seat has a tile it could place: what
// appendLegalMoves looks for, stopping at the first.
func (s *State) canPlace(seat int) bool {
	hand := s.hands[seat]
	if hand == [3]uint8{} {
		return false
	}
	minX, minY, maxX, maxY := s.area()
	for y := max(0, minY-1); y <= min(span-1, maxY+1); y++ {
		for x := max(0, minX-1); x <= min(span-1, maxX+1); x++ {
			if _, covers := s.cover(y*span+x, hand); covers || s.upSpot(spot(y*span+x)) {
				return true
			}
		}
	}
	return false
}

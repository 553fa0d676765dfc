package lino

import "fmt"

// MoveKind is the kind of a decision.
type MoveKind uint8

// The kinds of move.
const (
	// MoveTile moves the tile at From to the empty cell To, while building.
	MoveTile MoveKind = iota + 1
	// PlaceStone puts one of the seat's stones on the empty tile at To.
	PlaceStone
)

// String returns the verb of the move's notation: "move" or "place".
func (k MoveKind) String() string {
	switch k {
	case MoveTile:
		return "move"
	case PlaceStone:
		return "place"
	}
	return fmt.Sprintf("MoveKind(%d)", uint8(k))
}

// Move is one decision of one seat. Moves are plain comparable values:
// build them with [MoveTileTo] and [Place], pick them from
// [State.LegalMoves], or parse them with [ParseMove]. Fields a kind does not
// use are zero.
type Move struct {
	Seat int      // the seat deciding; it must be the State's ToMove
	Kind MoveKind // what it decides
	From Cell     // MoveTile: the tile moved
	To   Cell     // MoveTile: where it goes; PlaceStone: where the stone goes
}

// MoveTileTo returns the move of seat moving the tile at from to the cell
// to.
func MoveTileTo(seat int, from, to Cell) Move {
	return Move{Seat: seat, Kind: MoveTile, From: from, To: to}
}

// Place returns the move of seat placing a stone on the tile at c.
func Place(seat int, c Cell) Move { return Move{Seat: seat, Kind: PlaceStone, To: c} }

// LegalMoves returns every legal move of the seat to move: nil when the game
// is over. See [State.AppendLegalMoves] for the order.
func (s State) LegalMoves() []Move { return s.AppendLegalMoves(nil) }

// AppendLegalMoves appends every legal move of the seat to move to dst and
// returns the extended slice; it does not allocate when dst has room. While
// building, moves come by tile, then by target, both in grid order (by row,
// then column); while filling, by cell in grid order.
func (s State) AppendLegalMoves(dst []Move) []Move { return s.appendLegalMoves(dst) }

func (s *State) appendLegalMoves(dst []Move) []Move {
	switch s.phase {
	case PhaseBuilding:
		dst, _ = s.buildingMoves(dst, false)
	case PhaseFilling:
		seat := int(s.toMove)
		for y := range gridSize {
			empty := s.tiles[y] &^ (s.stones[0][y] | s.stones[1][y])
			for ; empty != 0; empty &= empty - 1 {
				x := trailingZeros(empty)
				dst = append(dst, Place(seat, spot(y*gridSize+x).cell()))
			}
		}
	}
	return dst
}

// hasBuildingMove reports whether the seat to move can move a tile.
func (s *State) hasBuildingMove() bool {
	_, found := s.buildingMoves(nil, true)
	return found
}

// buildingMoves appends the legal tile moves to dst; with first, it stops at
// the first and appends nothing.
//
// It counts, once, the tiles around every cell. A tile t may go to an empty
// cell c that was never vacated when c touches a tile other than t, and
// when every tile whose only neighbour is t touches c: nothing else can
// leave a tile alone. Each candidate pair then costs a few comparisons.
func (s *State) buildingMoves(dst []Move, first bool) ([]Move, bool) {
	var around [gridSize + 2][gridSize + 2]uint8 // counts, offset by one so the edges need no checks
	tiles := s.tiles.spots(make([]spot, 0, NumTiles))
	for _, p := range tiles {
		x, y := p.xy()
		for dy := range 3 {
			for dx := range 3 {
				around[y+dy][x+dx]++
			}
		}
	}
	// Every tile counted itself; the targets are empty, so only tiles need
	// the correction.
	for _, p := range tiles {
		x, y := p.xy()
		around[y+1][x+1]--
	}
	var forbidden, moved board
	for i := range s.moves {
		forbidden.set(spot(s.vacated[i]))
		moved.set(spot(s.moved[i]))
	}
	var targets []spot
	var targetBuf [4 * gridSize]spot
	targets = targetBuf[:0]
	for y := range gridSize {
		for x := range gridSize {
			p := spot(y*gridSize + x)
			if around[y+1][x+1] > 0 && !s.tiles.has(p) && !forbidden.has(p) {
				targets = append(targets, p)
			}
		}
	}
	seat := int(s.toMove)
	for _, t := range tiles {
		if moved.has(t) {
			continue
		}
		tx, ty := t.xy()
		// The tiles that would be left alone without t.
		var lonely [8]spot
		n := 0
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				if (dx != 0 || dy != 0) && s.tiles.at(tx+dx, ty+dy) && around[ty+dy+1][tx+dx+1] == 1 {
					lonely[n] = spot((ty+dy)*gridSize + tx + dx)
					n++
				}
			}
		}
	targets:
		for _, c := range targets {
			cx, cy := c.xy()
			touchesT := abs(cx-tx) <= 1 && abs(cy-ty) <= 1
			if int(around[cy+1][cx+1])-b2i(touchesT) < 1 {
				continue
			}
			for _, u := range lonely[:n] {
				ux, uy := u.xy()
				if abs(cx-ux) > 1 || abs(cy-uy) > 1 {
					continue targets
				}
			}
			if first {
				return dst, true
			}
			dst = append(dst, MoveTileTo(seat, t.cell(), c.cell()))
		}
	}
	return dst, false
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

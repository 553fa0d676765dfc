package lino

import (
	"math/bits"
	"slices"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// MoveKind is the kind of a decision.
type MoveKind uint8

// The kinds of move.
const (
	// MoveTile moves the tile at From to the empty cell To, while building.
	MoveTile MoveKind = iota + 1
	// PlaceStone puts one of the seat's stones on the empty tile at To.
	PlaceStone
)

var moveKindNames = [...]string{MoveTile: "move", PlaceStone: "place"}

// String returns the verb of the move's notation: "move" or "place".
func (k MoveKind) String() string { return engine.Name(moveKindNames[:], "MoveKind", k) }

// Move is one decision of one seat. Moves are plain comparable values:
// build them with [MoveTileTo] and [Place], pick them from
// [State.LegalMoves], or parse them with [ParseMove]. Fields a kind does not
// use are zero.
type Move struct {
	// Seat is the seat deciding; it must be the State's ToMove.
	Seat int
	// Kind is what it decides.
	Kind MoveKind
	// From is, for MoveTile, the cell of the tile moved; zero for
	// PlaceStone.
	From Cell
	// To is, for MoveTile, the empty cell the tile goes to; for
	// PlaceStone, the empty tile the stone goes on.
	To Cell
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
func (s field) LegalMoves() []Move { return s.AppendLegalMoves(nil) }

// AppendLegalMoves appends every legal move of the seat to move to dst and
// returns the extended slice; it does not allocate when dst has room. While
// building, moves come by tile, then by target, both in grid order (by row,
// then column); while filling, by cell in grid order.
func (s field) AppendLegalMoves(dst []Move) []Move { return s.appendLegalMoves(dst) }

func (s *field) appendLegalMoves(dst []Move) []Move {
	switch s.phase {
	case PhaseBuilding:
		dst, _ = s.buildingMoves(dst, false)
	case PhaseFilling:
		// A move for every tile up to the last empty one, in grid order,
		// kept when the tile is empty: the index moves on by one or zero,
		// without a branch that would be mispredicted at every other
		// tile. Stopping at the last empty tile keeps every write within
		// the room of the moves appended.
		seat := int(s.toMove)
		empty := allTiles &^ s.filled(East)
		i := len(dst)
		dst = slices.Grow(dst, bits.OnesCount64(empty))
		dst = dst[:i+bits.OnesCount64(empty)]
		for _, c := range s.tiles.cells {
			if empty == 0 {
				break
			}
			dst[i] = Place(seat, c)
			i += int(empty & 1)
			empty >>= 1
		}
	}
	return dst
}

// hasBuildingMove reports whether the seat to move can move a tile. It
// first tries a few pairs that nearly always give a legal move (the first
// empty cell beside the field, and the first unmoved tiles) and lists the
// moves only if none does: the answer is the same, found in a fraction of
// the time, and it is asked after every tile moved.
func (s *field) hasBuildingMove() bool {
	minX, minY, maxX, maxY := s.tiles.bounds()
	for y := max(0, minY-1); y <= min(gridSize-1, maxY+1); y++ {
		for x := max(0, minX-1); x <= min(gridSize-1, maxX+1); x++ {
			c := spot(y*gridSize + x)
			if s.tiles.has(c) || neighbours(&s.tiles.board, c) == 0 {
				continue
			}
			tried := 0
			for t := range s.tiles.all() {
				if fault, _ := s.tileMoveFault(t.cell(), c.cell()); fault == sound {
					return true
				}
				if tried++; tried == quickTries {
					break
				}
			}
			_, found := s.buildingMoves(nil, true)
			return found
		}
	}
	return false // no empty cell touches the field
}

// quickTries is how many tiles hasBuildingMove tries before it lists.
const quickTries = 4

// buildingMoves appends the legal tile moves to dst; with first, it stops at
// the first and appends nothing.
//
// It counts, once, the tiles around every cell. A tile t may go to an empty
// cell c that was never vacated (a target) when c touches a tile other than
// t, and when every tile whose only neighbour is t (a lonely tile) touches
// c: nothing else can leave a tile alone. So a tile without lonely
// neighbours may go to every target but those that touch t alone, which lie
// around t: they cut the targets into stretches, which are written whole,
// without a test per move. A tile with lonely neighbours may only go next
// to them: to at most eight targets, around the first.
//
// It is one function of some 120 lines on purpose: it is the cost of a
// building turn's moves (BenchmarkLegalMoves/building, and every building
// move of a playout), and its counts and targets are arrays on its own
// stack, which parts of it would have to share by pointer.
func (s *field) buildingMoves(dst []Move, first bool) ([]Move, bool) {
	var around [gridSize + 2][gridSize + 2]uint8 // counts, offset by one so the edges need no checks
	var tileBuf [NumTiles]spot
	tiles := s.tiles.spots(tileBuf[:0])
	for _, p := range tiles {
		x, y := p.xy()
		for dy := range 3 {
			for dx := range 3 {
				around[y+dy][x+dx]++
			}
		}
	}
	var forbidden, moved board
	for i := range s.moves {
		forbidden.set(spot(s.vacated[i]))
		moved.set(spot(s.moved[i]))
	}
	// The targets: empty cells next to the field, never vacated, in grid
	// order: at most eight a tile, when no two tiles share one. alone says
	// that a target touches one tile only, and targetAt holds each
	// target's index plus one at its cell (offset by one, as around).
	const maxTargets = 8 * NumTiles
	var (
		targets  [maxTargets]Cell
		alone    [maxTargets]bool
		targetAt [gridSize + 2][gridSize + 2]uint16
	)
	n := 0
	minX, minY, maxX, maxY := s.tiles.bounds()
	for y := max(0, minY-1); y <= min(gridSize-1, maxY+1); y++ {
		for x := max(0, minX-1); x <= min(gridSize-1, maxX+1); x++ {
			p := spot(y*gridSize + x)
			if count := around[y+1][x+1]; count > 0 && !s.tiles.has(p) && !forbidden.has(p) {
				targets[n], alone[n] = p.cell(), count == 1
				n++
				targetAt[y+1][x+1] = uint16(n)
			}
		}
	}
	seat := int(s.toMove)
	// Room for every pair, then moves written by index: appending is a
	// good part of the cost of a move otherwise. A dst without that much
	// room may still have room for the moves, which are fewer: it gets
	// them appended, and grows only if they do not fit.
	i, pairs := len(dst), len(tiles)*n
	if !first && cap(dst) == i {
		dst = slices.Grow(dst, pairs) // no room at all: a new array anyway
	}
	byIndex := !first && cap(dst)-i >= pairs
	if byIndex {
		dst = dst[:i+pairs]
	}
	for _, t := range tiles {
		if moved.has(t) {
			continue
		}
		tx, ty := t.xy()
		// The tiles that only t touches (around counts t itself too).
		var lonely [8][2]int
		nLonely := 0
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				if (dx != 0 || dy != 0) && s.tiles.at(tx+dx, ty+dy) && around[ty+dy+1][tx+dx+1] == 2 {
					lonely[nLonely] = [2]int{tx + dx, ty + dy}
					nLonely++
				}
			}
		}
		// The targets t may go to, as stretches of indices from, to.
		var stretches [9][2]int
		k := 0
		if nLonely > 0 {
			// A target beside a lonely tile touches that tile too, so it
			// is never one that t alone touches.
			lx, ly := lonely[0][0], lonely[0][1]
			for y := ly - 1; y <= ly+1; y++ {
				for x := lx - 1; x <= lx+1; x++ {
					j := int(targetAt[y+1][x+1]) - 1
					if j >= 0 && nearAll(x, y, lonely[1:nLonely]) {
						stretches[k] = [2]int{j, j + 1}
						k++
					}
				}
			}
		} else {
			from := 0
			for y := ty - 1; y <= ty+1; y++ {
				for x := tx - 1; x <= tx+1; x++ {
					if j := int(targetAt[y+1][x+1]) - 1; j >= 0 && alone[j] {
						stretches[k] = [2]int{from, j}
						k++
						from = j + 1
					}
				}
			}
			stretches[k] = [2]int{from, n}
			k++
		}
		fromCell := t.cell()
		for _, st := range stretches[:k] {
			to := targets[st[0]:st[1]]
			if first && len(to) > 0 {
				return dst, true
			}
			if !byIndex {
				for _, c := range to {
					dst = append(dst, Move{Seat: seat, Kind: MoveTile, From: fromCell, To: c})
				}
				continue
			}
			out := dst[i : i+len(to)]
			for j, c := range to {
				out[j] = Move{Seat: seat, Kind: MoveTile, From: fromCell, To: c}
			}
			i += len(to)
		}
	}
	if byIndex {
		dst = dst[:i]
	}
	return dst, false
}

// nearAll reports whether x, y touches every one of the cells.
func nearAll(x, y int, cells [][2]int) bool {
	for _, c := range cells {
		if !near(x, y, c[0], c[1]) {
			return false
		}
	}
	return true
}

// near reports whether two cells touch by a side or a corner (or are one).
func near(x1, y1, x2, y2 int) bool { return uint(x1-x2+1) <= 2 && uint(y1-y2+1) <= 2 }

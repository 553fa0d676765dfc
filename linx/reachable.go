package linx

import (
	"errors"
	"fmt"
)

// This file holds what FromPosition checks of a position beyond its
// pieces: that its grid, its phase and its lines are ones that play
// reaches.

// checkGrid says why the grid cannot be, if it cannot: the neutral block,
// the square bound, 0,0 and the tiles touching in one group.
func (s *State) checkGrid() error {
	neutral := 0
	for p, t := range s.up {
		if t != 0 && t.Colour() == NumColours-1 && s.players == 3 {
			c := spot(p).cell()
			if c.X < 0 || c.X > 2 || c.Y < 0 || c.Y > 2 {
				return fmt.Errorf("a neutral tile lies at %v, off the block at 0,0 to 2,2", c)
			}
			neutral++
		}
	}
	if s.players == 3 && neutral != neutralTiles {
		return fmt.Errorf("the neutral block is %d tiles, not %d", neutral, neutralTiles)
	}
	if !s.boxed {
		return nil
	}
	minX, minY, maxX, maxY, _ := s.bounds()
	if maxX-minX >= s.bound() || maxY-minY >= s.bound() {
		return fmt.Errorf("the tiles do not fit a %d×%d square", s.bound(), s.bound())
	}
	origin, _ := spotOf(Cell{})
	if s.up[origin] == 0 {
		return errors.New("0,0, where the first tile goes, is empty")
	}
	// Flood the group of 0,0; every tile must be in it.
	var seen [numSpots]bool
	stack := [numSpots]spot{origin}
	seen[origin] = true
	reached, size := 1, 1
	for size > 0 {
		size--
		p := stack[size]
		x, y := int(p)%span, int(p)/span
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				nx, ny := x+dx, y+dy
				if nx < 0 || nx >= span || ny < 0 || ny >= span {
					continue
				}
				if q := spot(ny*span + nx); s.up[q] != 0 && !seen[q] {
					seen[q] = true
					stack[size] = q
					size++
					reached++
				}
			}
		}
	}
	for p, t := range s.up {
		if t != 0 && !seen[p] {
			return fmt.Errorf("the tile at %v touches no group with 0,0", spot(p).cell())
		}
	}
	return nil
}

// checkPhase says why the phase, the tile just placed and the lines cannot
// be, if they cannot.
func (s *State) checkPhase(p Position) error {
	mover := int(s.toMove)
	withoutLast := *s
	if s.lastSet {
		at := int(s.last)
		top := s.top(at)
		switch {
		case top == 0 || top.Colour() != Colour(mover):
			return fmt.Errorf("last: seat %d has no tile on top at %v", mover, *p.Last)
		case s.draw && s.down[at] != 0:
			return fmt.Errorf("last: the tile at %v lies face down, yet seat %d is to draw", *p.Last, mover)
		}
		// The grid as it was before the tile at last: it had no line.
		if s.down[at] != 0 {
			withoutLast.down[at] = 0
		} else {
			withoutLast.up[at] = 0
		}
	}
	for c := range Colour(s.players) {
		// A finished round's grid keeps the line that won it.
		if s.phase < PhaseBetweenRounds && withoutLast.lineAnywhere(c) {
			return fmt.Errorf("grid: seat %d has a line that should have ended the round", c)
		}
	}
	_, lineThroughLast := s.lineThroughLast()
	switch s.phase {
	case PhasePlay:
		if s.blocked() {
			return errors.New("phase: play, but no tile can be placed any more, so the round is over")
		}
	case PhaseAfterMove:
		if lineThroughLast && !s.draw && s.down[s.last] == 0 {
			return errors.New("draw: the mover has drawn after making a line, but the line check comes first")
		}
		if !s.lastSet && s.draw && (s.known[mover] != s.hands[mover] || s.canPlace(mover)) {
			return fmt.Errorf("known, hands: seat %d has just passed, but its hand is not all known, or it can place a tile", mover)
		}
	case PhaseLineMade:
		if !lineThroughLast {
			return errors.New("phase: line-made, but the mover has no line through last")
		}
	}
	return nil
}

// lineAnywhere reports whether colour has a line anywhere on the grid.
func (s *State) lineAnywhere(colour Colour) bool {
	for y := range span {
		for x := range span {
			for d := range numDirections {
				dx, dy := d.step()
				if s.isLine(x, y, int(dx), int(dy), colour) {
					return true
				}
			}
		}
	}
	return false
}

// isLine reports whether the three cells from x0, y0 along dx, dy hold tiles
// of colour on top, all face up or all face down.
func (s *State) isLine(x0, y0, dx, dy int, colour Colour) bool {
	faceDown := 0
	for i := range 3 {
		x, y := x0+i*dx, y0+i*dy
		if x < 0 || x >= span || y < 0 || y >= span {
			return false
		}
		p := y*span + x
		if top := s.top(p); top == 0 || top.Colour() != colour {
			return false
		}
		if s.down[p] != 0 {
			faceDown++
		}
	}
	return faceDown == 0 || faceDown == 3
}

package lino

import "math/bits"

// This file holds the scoring: the rows and runs a stone scores, and the
// round's final scoring, event by event.

// tileAt returns the cell of the tile in place q of d's order.
func (s *State) tileAt(d Direction, q int) Cell { return s.tiles.cells[s.lines.rankAt(d, q)] }

// runPoints are the points of a run of 4, 5, 6, and 7 or more stones.
var runPoints = [...]int{4: 10, 5: 20, 6: 30, 7: 40}

// nextScoringItem sets *e to the first item of the final scoring from
// s.next on, and reports whether there is one: runs of four or more stones
// by direction and first cell, then the numbers on empty tiles, then the
// stars, each in grid order.
func (s *State) nextScoringItem(e *Event) bool {
	rule, d := int(s.next)>>ruleShift, Direction(s.next>>dirShift&3)
	from := NumTiles // the rank of the first tile to look at
	if p := spot(s.next & spotMask); p < gridSize*gridSize {
		from = s.tiles.rank(p)
	}
	if rule == ruleRuns {
		for ; d < numDirections; d, from = d+1, 0 {
			if seat, q, ok := s.nextRun(d, from); ok {
				n := s.lines.runLength(d, s.stones[seat][d], q)
				row := Row{Start: s.tileAt(d, q), Dir: d, Len: n}
				*e = Event{Kind: RunScored, Seat: seat, Row: row, Points: runPoints[min(n, 7)]}
				return true
			}
		}
		rule, from = ruleNumbers, 0
	}
	if !s.bonus || rule > ruleStars {
		return false
	}
	if rule == ruleNumbers {
		empty := allTiles &^ s.filled(East) &^ (1<<from - 1)
		for ; empty != 0; empty &= empty - 1 {
			// Faces are in the tiles' grid order.
			r := bits.TrailingZeros64(empty)
			if seat, value, ok := s.faces[r].Number(); ok {
				*e = Event{Kind: NumberScored, Seat: seat, Cell: s.tiles.cells[r], Points: value}
				return true
			}
		}
		from = 0
	}
	for r := from; r < NumTiles; r++ {
		if s.faces[r] != Star {
			continue
		}
		if seat := s.starWinner(r); seat >= 0 {
			*e = Event{Kind: StarScored, Seat: seat, Cell: s.tiles.cells[r], Points: starPoints}
			return true
		}
	}
	return false
}

// nextRun returns the run of four stones or more along d whose first tile
// comes first in grid order from the tile of rank from on: its seat and the
// place of its first tile.
func (s *State) nextRun(d Direction, from int) (seat, q int, ok bool) {
	first := NumTiles // the rank of the first tile of the run found
	for own := range Players {
		starts, _, _, _ := s.lines.runs(d, s.stones[own][d])
		for ; starts != 0; starts &= starts - 1 {
			place := bits.TrailingZeros64(starts)
			if r := s.lines.rankAt(d, place); from <= r && r < first {
				seat, q, first = own, place, r
			}
		}
	}
	return seat, q, first < NumTiles
}

// finalPoints returns each seat's points of the final scoring: the sum of
// the items nextScoringItem gives one by one.
func (s *State) finalPoints() (points [Players]int) {
	for d := range numDirections {
		for seat := range Players {
			points[seat] += s.lines.runPointsOf(d, s.stones[seat][d])
		}
	}
	if !s.bonus {
		return points
	}
	for empty := allTiles &^ s.filled(East); empty != 0; empty &= empty - 1 {
		if seat, value, ok := s.faces[bits.TrailingZeros64(empty)].Number(); ok {
			points[seat] += value
		}
	}
	for r, f := range s.faces {
		if f != Star {
			continue
		}
		if seat := s.starWinner(r); seat >= 0 {
			points[seat] += starPoints
		}
	}
	return points
}

// The rules of the final scoring, in the order they are scored, and the keys
// that order the items: rule<<ruleShift | direction<<dirShift | spot. The
// spot takes 11 bits, one more than a spot needs, because the scoring goes
// on from an item's key plus one: after the grid's last spot, 1023, comes
// 1024, past every tile. scoringDone is a key past every item.
const (
	ruleRuns = iota
	ruleNumbers
	ruleStars
	dirShift    = 11
	ruleShift   = dirShift + 2
	spotMask    = 1<<dirShift - 1
	scoringDone = (ruleStars + 1) << ruleShift
	starPoints  = 10
)

// key returns the place of a final-scoring event in the order of scoring.
func (e *Event) key() uint16 {
	switch e.Kind {
	case RunScored:
		p, _ := spotOf(e.Row.Start)
		return uint16(ruleRuns<<ruleShift | int(e.Row.Dir)<<dirShift | int(p))
	case NumberScored:
		p, _ := spotOf(e.Cell)
		return uint16(ruleNumbers<<ruleShift | int(p))
	}
	p, _ := spotOf(e.Cell)
	return uint16(ruleStars<<ruleShift | int(p))
}

// starWinner returns the seat with more stones around the star on the tile
// of rank r, the owner of the stone on it on a tie, or -1.
func (s *State) starWinner(r int) int {
	var around [Players]int
	for d := range numDirections {
		near := s.lines.around(d, s.lines.placeOf(d, r))
		for seat := range Players {
			around[seat] += bits.OnesCount64(s.stones[seat][d] & near)
		}
	}
	switch {
	case around[0] > around[1]:
		return 0
	case around[1] > around[0]:
		return 1
	}
	return s.stoneOn(r)
}

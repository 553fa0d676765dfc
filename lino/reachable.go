package lino

import (
	"errors"
	"fmt"
	"math/bits"
	"slices"
)

// This file holds what FromPosition checks of a position beyond its
// pieces: that its phase and its points are ones that play reaches.

// checkPhase sets the settling cursor and says why the phase cannot be, if
// it cannot.
func (s *State) checkPhase(last Cell, next int) error {
	roundFirst := s.first
	if s.round == 2 {
		roundFirst = 1 - s.first
	}
	placer := roundFirst // the seat to place next, or that placed last
	if s.placed%2 == 1 {
		placer = 1 - roundFirst
	}
	if s.phase >= PhaseClosingRows {
		placer = 1 - placer
	}
	n := [Players]int{bits.OnesCount64(s.stones[0][East]), bits.OnesCount64(s.stones[1][East])}
	if n[roundFirst] != (int(s.placed)+1)/2 {
		return fmt.Errorf("stones: %d and %d stones; the seats place in turn, seat %d first", n[0], n[1], roundFirst)
	}
	built := s.moves == buildMoves || !s.hasBuildingMove()
	builder := s.first ^ s.moves%2 // the seat whose turn the moves made give
	switch {
	case s.phase == PhaseBuilding && (s.round != 1 || s.placed > 0 || built):
		return errors.New("phase: building, but the field is built")
	case s.phase != PhaseBuilding && !built:
		return fmt.Errorf("phase: %v, but the field is still being built", s.phase)
	case s.phase == PhaseBuilt && (s.round != 1 || s.placed > 0):
		return errors.New("phase: built, but stones were placed")
	case (s.phase == PhaseBuilding || s.phase == PhaseBuilt) && s.toMove != builder:
		return fmt.Errorf("toMove: seat %d moves the next tile, not seat %d", builder, s.toMove)
	case s.phase != PhaseBuilding && s.phase != PhaseBuilt && s.toMove != placer:
		return fmt.Errorf("toMove: seat %d, not seat %d, is to place next or placed last", placer, s.toMove)
	case (s.phase == PhaseFilling && s.placed == stonesInPlay) || (s.phase >= PhaseFinalScoring && s.placed != stonesInPlay):
		return fmt.Errorf("phase: %v with %d stones placed", s.phase, s.placed)
	case s.phase == PhaseClosingRows && s.placed == 0:
		return errors.New("phase: closing-rows, but no stone was placed")
	case s.phase == PhaseOver && s.round != s.rounds:
		return fmt.Errorf("phase: the game is over after round %d of %d", s.round, s.rounds)
	}
	switch s.phase {
	case PhaseClosingRows:
		p, ok := spotOf(last)
		if !ok || s.stoneAt(p) != int(s.toMove) {
			return fmt.Errorf("lastStone: no stone of seat %d at %v", s.toMove, last)
		}
		if next < 0 || next >= int(numDirections) {
			return fmt.Errorf("next: %d is not a direction (0 to 3)", next)
		}
		s.last, s.next = uint16(p), uint16(next)
		if d, ok := s.nextClosedRow(); !ok || d != Direction(next) {
			return fmt.Errorf("next: the stone at %v closed no row %v", last, Direction(next))
		}
	case PhaseFinalScoring:
		if last != (Cell{}) {
			return errors.New("lastStone: the final scoring has no last stone")
		}
		if !s.scoringPlace(next) {
			return fmt.Errorf("next: %d is not a place in the final scoring", next)
		}
		s.next = uint16(next)
	default:
		if last != (Cell{}) || next != 0 {
			return fmt.Errorf("lastStone, next: phase %v has no scoring under way", s.phase)
		}
	}
	return nil
}

// scoringPlace reports whether the final scoring reaches next: 0, or just
// past one of its items.
func (s *State) scoringPlace(next int) bool {
	if next == 0 {
		return true
	}
	t := *s
	t.next = 0
	var e Event
	for t.nextScoringItem(&e) {
		t.next = e.key() + 1
		if int(t.next) == next {
			return true
		}
	}
	return false
}

// checkPoints says why the points cannot be those of the stones on the
// field, if they cannot.
func (s *State) checkPoints() error {
	before := s.phase < PhaseBetweenRounds // the round is not scored yet
	switch {
	case s.round == 1 && before && s.totals != [Players]int16{}:
		return errors.New("totals: points of earlier rounds in round 1")
	case s.phase == PhaseBuilding || s.phase == PhaseBuilt || s.placed == 0:
		if s.points != [Players]int16{} {
			return errors.New("points: points before any stone")
		}
		return nil
	case !before && s.points != [Players]int16{}:
		return errors.New("points: points of a round already scored")
	case !before && s.round == 2:
		return nil // the totals hold the first round's points too
	}
	// The round's points: the closed rows, split between the seats, and
	// the final scoring's items up to next.
	got := s.points
	if !before {
		got = s.totals
	}
	items := s.scoredItems(before)
	own, shared := s.closedRows()
	total := own[0] + own[1] + items[0] + items[1]
	for _, n := range shared {
		total += n
	}
	if int(got[0])+int(got[1]) != total {
		return fmt.Errorf("points: %d and %d, but the closed rows and the items scored make %d in all", got[0], got[1], total)
	}
	if !splits(shared, int(got[0])-own[0]-items[0]) {
		return fmt.Errorf("points: %d and %d do not split the closed rows between the seats that have stones in them", got[0], got[1])
	}
	return nil
}

// scoredItems returns each seat's points of the final scoring's items
// scored so far: up to s.next, or all of them once the round is scored
// (before is false).
func (s *State) scoredItems(before bool) [Players]int {
	var items [Players]int
	if s.phase >= PhaseFinalScoring {
		t := *s
		t.next = 0
		var e Event
		for t.nextScoringItem(&e) && (!before || e.key() < s.next) {
			items[e.Seat] += e.Points
			t.next = e.key() + 1
		}
	}
	return items
}

// closedRows returns the points of the rows each seat must have closed,
// having stones in them alone, and of those either may have closed.
func (s *State) closedRows() (own [Players]int, shared []int) {
	for d := range numDirections {
		filled := s.filled(d)
		for starts := s.lines.starts[d] &^ (1 << NumTiles); starts != 0; starts &= starts - 1 {
			line := s.lines.line(d, bits.TrailingZeros64(starts))
			if !full(line, filled) {
				continue
			}
			n := bits.OnesCount64(line)
			has := [Players]bool{s.stones[0][d]&line != 0, s.stones[1][d]&line != 0}
			if s.phase == PhaseClosingRows && line>>s.lines.placeOf(d, s.tiles.rank(spot(s.last)))&1 != 0 {
				if d >= Direction(s.next) {
					continue // not scored yet
				}
				has = [Players]bool{}
				has[s.toMove] = true // closed by the last stone
			}
			switch {
			case has[0] && has[1]:
				shared = append(shared, n)
			case has[0]:
				own[0] += n
			default:
				own[1] += n
			}
		}
	}
	return own, shared
}

// splits reports whether some of the shared rows' points make want: seat
// 0's share of them, what its points leave.
func splits(shared []int, want int) bool {
	reach := []bool{true}
	for _, n := range shared {
		next := slices.Clone(append(reach, make([]bool, n)...))
		for v, ok := range reach {
			if ok {
				next[v+n] = true
			}
		}
		reach = next
	}
	return want >= 0 && want < len(reach) && reach[want]
}

package lino

import (
	"errors"
	"fmt"
	"math/bits"
	"slices"
)

// Position is every fact of a game as plain data. It is the save-game format
// (it marshals to JSON), the way to set up a scene, and what a front-end can
// hand to a bot. [State.Position] returns it and [FromPosition] rebuilds the
// State.
type Position struct {
	Options Options `json:"options"`
	Round   int     `json:"round"` // from 1
	Phase   Phase   `json:"phase"`
	// ToMove is the seat to move; in a settling phase, the seat that moved
	// last.
	ToMove int `json:"toMove"`
	// Tiles holds every tile: its cell and, in the bonus game, its face.
	Tiles []Tile `json:"tiles"`
	// Stones holds each seat's stones.
	Stones [Players][]Cell `json:"stones"`
	// Moved holds the cells of the tiles moved while building, Vacated the
	// cells they left; both as long as the number of tiles moved.
	Moved   []Cell `json:"moved"`
	Vacated []Cell `json:"vacated"`
	// Points holds each seat's points in the round being played, Totals
	// those of the rounds already scored.
	Points [Players]int `json:"points"`
	Totals [Players]int `json:"totals"`
	// LastStone is the stone just placed, in PhaseClosingRows; Next is
	// where the scoring goes on: in PhaseClosingRows the direction of the
	// next row the stone closed (0 east, 1 south, 2 southeast, 3
	// northeast), in PhaseFinalScoring the rule, direction and cell to look
	// at next. Both are zero in the other phases.
	LastStone Cell `json:"lastStone"`
	Next      int  `json:"next"`
}

// Tile is a tile of the field and the face it shows.
type Tile struct {
	Cell Cell `json:"cell"`
	Face Face `json:"face"`
}

// Position returns every fact of the game. The slices are the caller's own.
func (s State) Position() Position {
	p := Position{
		Options: s.Options(),
		Round:   int(s.round),
		Phase:   s.phase,
		ToMove:  int(s.toMove),
		Moved:   make([]Cell, s.moves),
		Vacated: s.Vacated(),
		Points:  [Players]int{int(s.points[0]), int(s.points[1])},
		Totals:  [Players]int{int(s.totals[0]), int(s.totals[1])},
		Next:    int(s.next),
	}
	if s.phase == PhaseClosingRows {
		p.LastStone = spot(s.last).cell()
	}
	for i, m := range s.moved[:s.moves] {
		p.Moved[i] = spot(m).cell()
	}
	for i, c := range s.Tiles() {
		p.Tiles = append(p.Tiles, Tile{c, s.faces[i]})
	}
	p.Stones = [Players][]Cell{s.Stones(0), s.Stones(1)}
	return p
}

// FromPosition returns the State of a position. A position that no game can
// reach gives an error that wraps [ErrInvalidPosition] and says what is
// wrong.
func FromPosition(p Position) (State, error) {
	s, err := fromPosition(p)
	if err != nil {
		return State{}, fmt.Errorf("%w: %w", ErrInvalidPosition, err)
	}
	return s, nil
}

func fromPosition(p Position) (State, error) {
	// New checks the options and sets all that depends on them alone.
	s, err := New(p.Options)
	if err != nil {
		return State{}, err
	}
	opts := s.Options()
	switch {
	case p.Round < 1 || p.Round > opts.Rounds:
		return State{}, fmt.Errorf("round %d of %d", p.Round, opts.Rounds)
	case int(p.Phase) >= len(phaseNames):
		return State{}, fmt.Errorf("%v is not a phase", p.Phase)
	case p.ToMove != 0 && p.ToMove != 1:
		return State{}, fmt.Errorf("seat %d is not a seat", p.ToMove)
	}
	s.round, s.phase, s.toMove = uint8(p.Round), p.Phase, uint8(p.ToMove)
	if err := s.setTiles(p.Tiles); err != nil {
		return State{}, err
	}
	if s.phase != PhaseBuilding {
		s.lines = linesOf(&s.tiles.board) // as when the field was built
	}
	if err := s.setMoves(p.Moved, p.Vacated); err != nil {
		return State{}, err
	}
	if err := s.setStones(p.Stones); err != nil {
		return State{}, err
	}
	for seat := range Players {
		if abs(p.Points[seat]) > maxRoundPoints || abs(p.Totals[seat]) > maxRoundPoints {
			return State{}, fmt.Errorf("seat %d's points are out of reach", seat)
		}
		s.points[seat], s.totals[seat] = int16(p.Points[seat]), int16(p.Totals[seat])
	}
	if err := s.checkPhase(p.LastStone, p.Next); err != nil {
		return State{}, err
	}
	return s, nil
}

// setTiles lays the tiles, which must be the game's 56 with its faces.
func (s *State) setTiles(tiles []Tile) error {
	if len(tiles) != NumTiles {
		return fmt.Errorf("%d tiles; the field has %d", len(tiles), NumTiles)
	}
	wantFaces := slices.Clone(s.faces[:])
	cells := make([]Cell, len(tiles))
	for i, t := range tiles {
		cells[i] = t.Cell
		if _, ok := spotOf(t.Cell); !ok {
			return fmt.Errorf("the tile at %v is too far from the field", t.Cell)
		}
	}
	slices.SortFunc(cells, compareCells)
	var field board
	for i, c := range cells {
		if i > 0 && c == cells[i-1] {
			return fmt.Errorf("two tiles at %v", c)
		}
		p, _ := spotOf(c)
		field.set(p)
	}
	s.tiles = tileSetOf(field)
	for _, t := range tiles {
		p, _ := spotOf(t.Cell)
		if neighbours(&s.tiles.board, p) == 0 {
			return fmt.Errorf("the tile at %v touches no other", t.Cell)
		}
		s.faces[s.tiles.rank(p)] = t.Face
	}
	got := slices.Clone(s.faces[:])
	slices.Sort(got)
	slices.Sort(wantFaces)
	if !slices.Equal(got, wantFaces) {
		return errors.New("the faces are not those of the game's tiles")
	}
	return nil
}

// setMoves records the building moves made.
func (s *State) setMoves(moved, vacated []Cell) error {
	if len(moved) != len(vacated) || len(moved) > buildMoves {
		return fmt.Errorf("%d tiles moved and %d cells vacated; at most %d moves", len(moved), len(vacated), buildMoves)
	}
	s.moves = uint8(len(moved))
	for i := range moved {
		m, okM := spotOf(moved[i])
		v, okV := spotOf(vacated[i])
		switch {
		case !okM || !s.tiles.has(m):
			return fmt.Errorf("no tile at %v, which was moved", moved[i])
		case !okV || s.tiles.has(v):
			return fmt.Errorf("a tile at %v, which was vacated", vacated[i])
		}
		s.moved[i], s.vacated[i] = uint16(m), uint16(v)
	}
	slices.Sort(s.moved[:s.moves])
	slices.Sort(s.vacated[:s.moves])
	for i := 1; i < int(s.moves); i++ {
		if s.moved[i] == s.moved[i-1] || s.vacated[i] == s.vacated[i-1] {
			return errors.New("a tile moved twice, or a cell vacated twice")
		}
	}
	return nil
}

// setStones puts the stones on the tiles.
func (s *State) setStones(stones [Players][]Cell) error {
	for seat := range Players {
		if len(stones[seat]) > StonesEach {
			return fmt.Errorf("seat %d has %d stones; it has %d", seat, len(stones[seat]), StonesEach)
		}
		for _, c := range stones[seat] {
			p, ok := spotOf(c)
			if !ok || !s.tiles.has(p) || s.stoneAt(p) >= 0 {
				return fmt.Errorf("a stone at %v, where there is no free tile", c)
			}
			s.setStone(seat, s.tiles.rank(p))
		}
	}
	s.placed = uint8(len(stones[0]) + len(stones[1]))
	return nil
}

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
	if s.phase == PhaseClosingRows {
		placer = 1 - placer
	}
	n := [Players]int{bits.OnesCount64(s.stones[0][East]), bits.OnesCount64(s.stones[1][East])}
	if n[roundFirst] != (int(s.placed)+1)/2 {
		return fmt.Errorf("%d and %d stones: the seats place in turn, seat %d first", n[0], n[1], roundFirst)
	}
	built := s.moves == buildMoves || !s.hasBuildingMove()
	switch {
	case s.phase == PhaseBuilding && (s.round != 1 || s.placed > 0 || built):
		return errors.New("phase building, but the field is built")
	case s.phase == PhaseBuilding && s.toMove != s.first^s.moves%2:
		return fmt.Errorf("seat %d moves the next tile, not seat %d", s.first^s.moves%2, s.toMove)
	case s.phase == PhaseBuilding && (s.points != [Players]int16{} || s.totals != [Players]int16{}):
		return errors.New("points before any stone")
	case s.phase != PhaseBuilding && !built:
		return fmt.Errorf("phase %v, but the field is still being built", s.phase)
	case s.phase == PhaseBuilt && s.placed > 0:
		return errors.New("phase built, but stones are placed")
	case (s.phase == PhaseFilling || s.phase == PhaseClosingRows) && s.toMove != placer:
		return fmt.Errorf("seat %d's turn, not seat %d's", placer, s.toMove)
	case (s.phase == PhaseFilling && s.placed == stonesInPlay) || (s.phase >= PhaseFinalScoring && s.placed != stonesInPlay):
		return fmt.Errorf("phase %v with %d stones placed", s.phase, s.placed)
	case s.phase == PhaseBetweenRounds && s.points != [Players]int16{}:
		return errors.New("points of a round already scored")
	case s.phase == PhaseOver && s.round != s.rounds:
		return fmt.Errorf("the game is over after round %d of %d", s.round, s.rounds)
	}
	switch s.phase {
	case PhaseClosingRows:
		p, ok := spotOf(last)
		if !ok || s.stoneAt(p) != int(s.toMove) || next < 0 || next >= int(numDirections) {
			return errors.New("closing rows needs the last stone and the next direction")
		}
		s.last, s.next = uint16(p), uint16(next)
		if d, ok := s.nextClosedRow(); !ok || d != Direction(next) {
			return fmt.Errorf("the stone at %v closed no row in direction %d", last, next)
		}
	case PhaseFinalScoring:
		if next < 0 || next >= scoringDone || (next>>ruleShift != ruleRuns && next>>dirShift&3 != 0) {
			return fmt.Errorf("%d is not a place in the final scoring", next)
		}
		s.next = uint16(next)
	default:
		if last != (Cell{}) || next != 0 {
			return fmt.Errorf("phase %v has no scoring under way", s.phase)
		}
	}
	return nil
}

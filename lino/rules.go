package lino

import (
	"errors"
	"fmt"
	"math/bits"
	"slices"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// This file holds the rules: what a move decides (primary), what each event
// changes (change), and what follows by the rules alone (automatic).

// run plays the move m on s: the event the move decides, then every event
// that follows from the rules until a seat must decide again or the game is
// over. With keep it appends the events to dst. The error says why m is
// illegal, without a sentinel; s is unchanged then.
func (s *State) run(m Move, dst []Event, keep bool) ([]Event, error) {
	var e Event
	if err := s.primary(m, &e); err != nil {
		return dst, err
	}
	for {
		s.change(&e)
		if keep {
			dst = append(dst, e)
		}
		if !s.phase.settling() {
			return dst, nil
		}
		s.automatic(&e)
	}
}

// advance plays the move m on s without keeping its events, or returns why
// m is illegal. It is kept out of line so that Next, which calls it, is
// small enough to be inlined: that saves a copy of the State at every move
// of a playout.
//
//go:noinline
func (s *State) advance(m Move) error {
	if _, err := s.run(m, nil, false); err != nil {
		return engine.Wrap(ErrIllegalMove, err)
	}
	return nil
}

// primary checks the move m and sets *e to the event it causes.
func (s *State) primary(m Move, e *Event) error {
	seat := s.ToMove() // a turn's method: it copies the turn, not the State
	switch {
	case s.phase == PhaseOver:
		return errors.New("the game is over")
	case seat < 0:
		return errors.New("nobody can move in the middle of a move's events")
	case m.Seat != seat:
		return fmt.Errorf("seat %d cannot move now: it is %s's turn", m.Seat, stoneMarks[seat])
	}
	switch m.Kind {
	case MoveTile:
		if s.phase != PhaseBuilding {
			return errors.New("the field is built: place a stone")
		}
		if err := s.checkTileMove(m.From, m.To); err != nil {
			return err
		}
		*e = Event{Kind: TileMoved, Seat: seat, From: m.From, To: m.To}
		return nil
	case PlaceStone:
		if s.phase != PhaseFilling {
			return errors.New("the field is being built: move a tile")
		}
		if m.From != (Cell{}) {
			return errors.New("placing a stone moves no tile: leave From zero")
		}
		p, ok := spotOf(m.To)
		switch {
		case !ok || !s.tiles.has(p):
			return fmt.Errorf("there is no tile at %v", m.To)
		case s.stoneAt(p) >= 0:
			return fmt.Errorf("the tile at %v holds a stone already", m.To)
		}
		*e = Event{Kind: StonePlaced, Seat: seat, Cell: m.To}
		return nil
	}
	return fmt.Errorf("%v is not a kind of move", m.Kind)
}

// checkTileMove says why the tile at from cannot move to to, if it cannot.
func (s *State) checkTileMove(from, to Cell) error {
	fault, alone := s.tileMoveFault(from, to)
	switch fault {
	case noTile:
		return fmt.Errorf("there is no tile at %v", from)
	case movedBefore:
		return fmt.Errorf("the tile at %v was moved already: a tile moves once", from)
	case tooFar:
		return fmt.Errorf("%v is too far from the field", to)
	case occupied:
		return fmt.Errorf("%v holds a tile", to)
	case vacatedBefore:
		return fmt.Errorf("a tile was moved away from %v: no tile may go there again", to)
	case touchesNothing:
		return fmt.Errorf("at %v the tile would touch no other", to)
	case leavesAlone:
		return fmt.Errorf("moving the tile at %v would leave the tile at %v alone", from, alone)
	}
	return nil
}

// A tileFault is why a tile cannot move somewhere; sound means it can.
type tileFault uint8

const (
	sound tileFault = iota
	noTile
	movedBefore
	tooFar
	occupied
	vacatedBefore
	touchesNothing
	leavesAlone
)

// tileMoveFault says why the tile at from cannot move to to, and for
// leavesAlone which tile would be left alone; it allocates nothing, so that
// RandomMove can try many pairs.
func (s *State) tileMoveFault(from, to Cell) (tileFault, Cell) {
	f, okFrom := spotOf(from)
	t, okTo := spotOf(to)
	switch {
	case !okFrom || !s.tiles.has(f):
		return noTile, Cell{}
	case slices.Contains(s.moved[:s.moves], uint16(f)):
		return movedBefore, Cell{}
	case !okTo:
		return tooFar, Cell{}
	case s.tiles.has(t):
		return occupied, Cell{}
	case slices.Contains(s.vacated[:s.moves], uint16(t)):
		return vacatedBefore, Cell{}
	}
	after := s.tiles
	after.clear(f)
	after.set(t)
	if neighbours(&after, t) == 0 {
		return touchesNothing, Cell{}
	}
	fx, fy := f.xy()
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			u := spot((fy+dy)*gridSize + fx + dx)
			if (dx != 0 || dy != 0) && after.at(fx+dx, fy+dy) && neighbours(&after, u) == 0 {
				return leavesAlone, u.cell()
			}
		}
	}
	return sound, Cell{}
}

// change applies the event e, which is known to fit s.
func (s *State) change(e *Event) {
	switch e.Kind {
	case TileMoved:
		s.moveTile(e.From, e.To)
		s.toMove = 1 - uint8(e.Seat)
		if s.moves == buildMoves || !s.hasBuildingMove() {
			s.phase = PhaseBuilt
		}
	case FillingStarted:
		s.phase, s.toMove = PhaseFilling, uint8(e.Seat)
	case StonePlaced:
		p, _ := spotOf(e.Cell)
		s.stones[e.Seat].set(p)
		s.placed++
		s.last, s.next = uint16(p), 0
		s.phase = PhaseClosingRows
		s.afterScoring()
	case RowClosed:
		s.points[e.Seat] += int16(e.Points)
		s.next = uint16(e.Row.Dir) + 1
		s.afterScoring()
	case RunScored, NumberScored, StarScored:
		s.points[e.Seat] += int16(e.Points)
		s.next = e.key() + 1
	case RoundEnded:
		s.totals[0] += s.points[0]
		s.totals[1] += s.points[1]
		s.points = [Players]int16{}
		s.phase, s.next = PhaseBetweenRounds, 0
	case RoundStarted:
		s.round, s.placed, s.stones = uint8(e.Round), 0, [Players]board{}
		s.phase, s.toMove = PhaseFilling, uint8(e.Seat)
	case GameEnded:
		s.phase = PhaseOver
	}
}

// moveTile moves a tile and its face, keeping the lists in grid order.
func (s *State) moveTile(from, to Cell) {
	f, _ := spotOf(from)
	t, _ := spotOf(to)
	i := s.tiles.rank(f)
	face := s.faces[i]
	copy(s.faces[i:], s.faces[i+1:]) // close the tile's place in grid order
	s.tiles.clear(f)
	s.tiles.set(t)
	j := s.tiles.rank(t)
	copy(s.faces[j+1:], s.faces[j:NumTiles-1]) // and open its new one
	s.faces[j] = face
	s.moved[s.moves], s.vacated[s.moves] = uint16(t), uint16(f)
	s.moves++
	slices.Sort(s.moved[:s.moves])
	slices.Sort(s.vacated[:s.moves])
}

// afterScoring moves s.next to the direction of the next row the last stone
// closed, or leaves PhaseClosingRows when none is left: the next seat
// places, or the round's final scoring begins.
func (s *State) afterScoring() {
	if d, ok := s.nextClosedRow(); ok {
		s.next = uint16(d)
		return
	}
	s.last, s.next = 0, 0 // canonical outside the settling phases that use them
	if s.placed == stonesInPlay {
		s.phase = PhaseFinalScoring
		return
	}
	s.phase, s.toMove = PhaseFilling, 1-s.toMove
}

// nextClosedRow returns the first direction from s.next on in which the
// last stone closed a row: a line of two tiles or more through it, every
// tile of which holds a stone.
func (s *State) nextClosedRow() (Direction, bool) {
	x, y := spot(s.last).xy()
	for d := Direction(s.next); d < numDirections; d++ {
		if d == East {
			if s.closedAcross(x, y) {
				return d, true
			}
			continue
		}
		dx, dy := d.step()
		if s.filledTo(x, y, dx, dy) && s.filledTo(x, y, -dx, -dy) &&
			(s.tiles.at(x+dx, y+dy) || s.tiles.at(x-dx, y-dy)) {
			return d, true
		}
	}
	return 0, false
}

// closedAcross reports whether the stone at x, y closed its row across:
// the tiles on either side of it up to the first cell without one, at
// least one, all hold stones. The row lies in one row of the board, so it
// is read from the bits at once, without walking it.
func (s *State) closedAcross(x, y int) bool {
	tiles, filled := s.tiles[y], s.stones[0][y]|s.stones[1][y]
	// Tiles and stones right of x, from bit 0, and left of x, from bit 31.
	tilesRight, filledRight := tiles>>(x+1), filled>>(x+1)
	tilesLeft, filledLeft := tiles<<(gridSize-x), filled<<(gridSize-x)
	right := bits.TrailingZeros32(^tilesRight) // tiles right of x, up to a gap
	left := bits.LeadingZeros32(^tilesLeft)
	return right+left > 0 &&
		bits.TrailingZeros32(^filledRight) >= right && bits.LeadingZeros32(^filledLeft) >= left
}

// filledTo reports whether every tile from x, y along dx, dy, up to the
// first cell without one, holds a stone.
func (s *State) filledTo(x, y, dx, dy int) bool {
	for {
		x, y = x+dx, y+dy
		if uint(x) >= gridSize || uint(y) >= gridSize {
			return true // off the grid, so off the field
		}
		cell := uint32(1) << x
		if s.tiles[y]&cell == 0 {
			return true
		}
		if (s.stones[0][y]|s.stones[1][y])&cell == 0 {
			return false
		}
	}
}

// lineThrough returns the maximal line of spots of b through p along d.
func (s *State) lineThrough(p spot, d Direction, b *board) Row {
	dx, dy := d.step()
	x, y := p.xy()
	for b.at(x-dx, y-dy) {
		x, y = x-dx, y-dy
	}
	start := spot(y*gridSize + x)
	n := 0
	for b.at(x, y) {
		x, y, n = x+dx, y+dy, n+1
	}
	return Row{Start: start.cell(), Dir: d, Len: n}
}

// automatic sets *e to the event that follows from the rules in a settling
// phase.
func (s *State) automatic(e *Event) {
	switch s.phase {
	case PhaseBuilt:
		*e = Event{Kind: FillingStarted, Seat: int(s.first)}
	case PhaseClosingRows:
		row := s.lineThrough(spot(s.last), Direction(s.next), &s.tiles)
		*e = Event{Kind: RowClosed, Seat: int(s.toMove), Row: row, Points: row.Len}
	case PhaseFinalScoring:
		if s.nextScoringItem(e) {
			return
		}
		*e = Event{Kind: RoundEnded, Round: int(s.round), Scores: [Players]int{int(s.points[0]), int(s.points[1])}}
	case PhaseBetweenRounds:
		if s.round < s.rounds {
			*e = Event{Kind: RoundStarted, Round: int(s.round) + 1, Seat: int(1 - s.first)}
			return
		}
		scores := s.Scores()
		*e = Event{Kind: GameEnded, Scores: [Players]int{scores[0], scores[1]}}
	default:
		panic(fmt.Sprintf("lino: no event follows by the rules in phase %v", s.phase))
	}
}

// runPoints are the points of a run of 4, 5, 6, and 7 or more stones.
var runPoints = [...]int{4: 10, 5: 20, 6: 30, 7: 40}

// nextScoringItem sets *e to the first item of the final scoring from
// s.next on, and reports whether there is one: runs of four or more stones
// by direction and first cell, then the numbers on empty tiles, then the
// stars, each in grid order.
func (s *State) nextScoringItem(e *Event) bool {
	rule, d, from := int(s.next)>>12, Direction(s.next>>10&3), spot(s.next&1023)
	if rule == ruleRuns {
		for ; d < numDirections; d, from = d+1, 0 {
			if p, ok := s.nextRunStart(d, from); ok {
				seat := s.stoneAt(p)
				row := s.lineThrough(p, d, &s.stones[seat])
				*e = Event{Kind: RunScored, Seat: seat, Row: row, Points: runPoints[min(row.Len, 7)]}
				return true
			}
		}
		rule, from = ruleNumbers, 0
	}
	if !s.bonus {
		return false
	}
	if rule == ruleNumbers {
		empty := s.tiles
		for y := range empty {
			empty[y] &^= s.stones[0][y] | s.stones[1][y]
		}
		for p, ok := empty.next(from); ok; p, ok = empty.next(p + 1) {
			// Faces are in the tiles' grid order.
			if seat, value, ok := s.faces[s.tiles.rank(p)].Number(); ok {
				*e = Event{Kind: NumberScored, Seat: seat, Cell: p.cell(), Points: value}
				return true
			}
		}
		rule, from = ruleStars, 0
	}
	for i := s.tiles.rank(from); i < NumTiles; i++ {
		if s.faces[i] != Star {
			continue
		}
		p := s.tiles.nth(i)
		if seat := s.starWinner(p); seat >= 0 {
			*e = Event{Kind: StarScored, Seat: seat, Cell: p.cell(), Points: starPoints}
			return true
		}
	}
	return false
}

// nextRunStart returns the first spot from p on where a run of four
// stones or more starts along d: a seat's stone with none of its stones
// just before it along d, and three just after. It works out a row of the
// board at a time, each at once from the rows of stones shifted along d,
// and stops at the first row that holds a start.
func (s *State) nextRunStart(d Direction, p spot) (spot, bool) {
	dx, dy := d.step() // dx is 0 or 1
	for y := int(p) / gridSize; y < gridSize; y++ {
		starts := uint32(0)
		for seat := range Players {
			own := &s.stones[seat]
			if own[y] == 0 {
				continue
			}
			// along returns the stones of row y+k*dy, shifted so that bit x
			// stands for the cell k steps along d from x, y: none off the
			// grid.
			along := func(k int) uint32 {
				if yk := y + k*dy; 0 <= yk && yk < gridSize {
					return own[yk] >> (k * dx)
				}
				return 0
			}
			before := uint32(0)
			if yb := y - dy; 0 <= yb && yb < gridSize {
				before = own[yb] << dx
			}
			starts |= own[y] &^ before & along(1) & along(2) & along(3)
		}
		if y == int(p)/gridSize {
			starts &^= 1<<(p%gridSize) - 1 // the cells before p
		}
		if starts != 0 {
			return spot(y*gridSize + bits.TrailingZeros32(starts)), true
		}
	}
	return 0, false
}

// The rules of the final scoring, in the order they are scored, and the keys
// that order the items: rule, direction and spot.
const (
	ruleRuns = iota
	ruleNumbers
	ruleStars
	starPoints = 10
)

// key returns the place of a final-scoring event in the order of scoring.
func (e *Event) key() uint16 {
	switch e.Kind {
	case RunScored:
		p, _ := spotOf(e.Row.Start)
		return uint16(ruleRuns<<12 | int(e.Row.Dir)<<10 | int(p))
	case NumberScored:
		p, _ := spotOf(e.Cell)
		return uint16(ruleNumbers<<12 | int(p))
	}
	p, _ := spotOf(e.Cell)
	return uint16(ruleStars<<12 | int(p))
}

// starWinner returns the seat with more stones around the star at p, the
// owner of the stone on it on a tie, or -1.
func (s *State) starWinner(p spot) int {
	x, y := p.xy()
	var around [Players]int
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			for seat := range Players {
				if (dx != 0 || dy != 0) && s.stones[seat].at(x+dx, y+dy) {
					around[seat]++
				}
			}
		}
	}
	switch {
	case around[0] > around[1]:
		return 0
	case around[1] > around[0]:
		return 1
	}
	return s.stoneAt(p)
}

// check says why e cannot follow s, if it cannot.
func (s *State) check(e Event) error {
	if !s.phase.settling() {
		m, ok := moveOf(e)
		if !ok {
			return fmt.Errorf("%v events follow from the rules alone, but a seat is to decide (phase %v)", e.Kind, s.phase)
		}
		var want Event
		if err := s.primary(m, &want); err != nil {
			return err
		}
		if e != want {
			return fmt.Errorf("the move %v gives %v", m, want)
		}
		return nil
	}
	var want Event
	if s.automatic(&want); e != want {
		return fmt.Errorf("the rules call for %v", want)
	}
	return nil
}

// moveOf returns the move that causes an event of a decision.
func moveOf(e Event) (Move, bool) {
	switch e.Kind {
	case TileMoved:
		return MoveTileTo(e.Seat, e.From, e.To), true
	case StonePlaced:
		return Place(e.Seat, e.Cell), true
	}
	return Move{}, false
}

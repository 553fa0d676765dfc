package lino

import (
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
	if !keep && m.Kind == PlaceStone {
		// A stone without its events, as a playout plays it: no Event
		// is built for the stone, nor for the rows it closes.
		r, err := s.checkStone(m)
		if err != nil {
			return dst, err
		}
		s.placeQuietly(m.Seat, r)
	} else {
		if err := s.primary(m, &e); err != nil {
			return dst, err
		}
		s.change(&e)
		if keep {
			dst = append(dst, e)
		}
	}
	for s.phase.settling() {
		s.automatic(&e)
		s.change(&e)
		if keep {
			dst = append(dst, e)
		}
	}
	return dst, nil
}

// advance plays the move m on s without keeping its events, or returns why
// m is illegal. It is kept out of line so that Next, which calls it, is
// small enough to be inlined: that saves a copy of the State at every move
// of a playout.
//
//go:noinline
func (s *State) advance(m Move) error {
	if _, err := s.run(m, nil, false); err != nil {
		return s.refused(m, err)
	}
	return nil
}

// refused returns the MoveError of m, which the rules refused for why.
func (s *State) refused(m Move, why error) error {
	return refuser.Refuse(m.Seat, m.String(), s.ToMove(), why)
}

// primary checks the move m and sets *e to the event it causes.
func (s *State) primary(m Move, e *Event) error {
	switch m.Kind {
	case MoveTile:
		if err := s.checkTurn(m, PhaseBuilding); err != nil {
			return err
		}
		if err := s.checkTileMove(m.From, m.To); err != nil {
			return err
		}
		*e = Event{Kind: TileMoved, Seat: m.Seat, From: m.From, To: m.To}
		return nil
	case PlaceStone:
		if _, err := s.checkStone(m); err != nil {
			return err
		}
		*e = Event{Kind: StonePlaced, Seat: m.Seat, Cell: m.To, Last: s.placed+1 == stonesInPlay}
		return nil
	}
	if err := s.checkTurn(m, s.phase); err != nil {
		return err
	}
	return engine.Refusal(ReasonMalformed, "", nil, fmt.Sprintf("%v is not a kind of move", m.Kind))
}

// checkTurn says why m.Seat cannot make a move of the given phase now, if
// it cannot.
func (s *State) checkTurn(m Move, phase Phase) error {
	if s.round == 0 {
		return engine.Refusal(ReasonNotLegalHere, engine.PhraseNoGame, nil, errNoGame.Error())
	}
	// ToMove is a turn's method: it copies the turn, not the State.
	if refused := engine.NotNow(m.Seat, s.ToMove(), s.phase == PhaseOver); refused != nil {
		return refused
	}
	switch {
	case s.phase == phase:
		return nil
	case phase == PhaseBuilding:
		return engine.Refusal(ReasonNotLegalHere, "must-place", nil, "the field is built: place a stone")
	}
	return engine.Refusal(ReasonNotLegalHere, "must-move", nil, "the field is being built: move a tile")
}

// checkStone checks the move m of placing a stone, and returns the rank of
// its tile.
func (s *State) checkStone(m Move) (int, error) {
	if err := s.checkTurn(m, PhaseFilling); err != nil {
		return 0, err
	}
	if m.From != (Cell{}) {
		return 0, engine.Refusal(ReasonMalformed, "", nil, "placing a stone moves no tile: leave From zero")
	}
	p, ok := spotOf(m.To)
	if !ok || !s.tiles.has(p) {
		return 0, s.refuseAt(ReasonNotLegalHere, "no-tile", m.To, fmt.Sprintf("there is no tile at %v", m.To))
	}
	r := s.tiles.rank(p)
	if s.stoneOn(r) >= 0 {
		return 0, s.refuseAt(ReasonCellTaken, "stone-taken", m.To, fmt.Sprintf("the tile at %v holds a stone already", m.To))
	}
	return r, nil
}

// checkTileMove says why the tile at from cannot move to to, if it cannot:
// the refusal of its fault, as tileRefusals says it.
func (s *State) checkTileMove(from, to Cell) error {
	fault, alone := s.tileMoveFault(from, to)
	if fault == sound {
		return nil
	}
	r := tileRefusals[fault]
	at := [...]Cell{atFrom: from, atTo: to, atAlone: alone}[r.at]
	return s.refuseAt(r.reason, r.phrase, at, fmt.Sprintf(r.detail, at, from))
}

// The cell a tile move's refusal names: the tile's, its target, or the
// tile the move would leave alone.
const (
	atFrom = iota
	atTo
	atAlone
)

// tileRefusals holds the refusal of each tileFault but sound: its reason,
// its phrase, the cell it names, and the developer's detail, a format of
// that cell (%[1]v) and the tile's (%[2]v).
var tileRefusals = [...]struct {
	reason Reason
	phrase string
	at     int
	detail string
}{
	noTile:         {ReasonNotLegalHere, "no-tile", atFrom, "there is no tile at %[1]v"},
	movedBefore:    {ReasonNotLegalHere, "moved-before", atFrom, "the tile at %[1]v was moved already: a tile moves once"},
	tooFar:         {ReasonNotLegalHere, "too-far", atTo, "%[1]v is too far from the field"},
	occupied:       {ReasonCellTaken, "", atTo, "%[1]v holds a tile"},
	vacatedBefore:  {ReasonNotLegalHere, "vacated", atTo, "a tile was moved away from %[1]v: no tile may go there again"},
	touchesNothing: {ReasonNotLegalHere, "touches-nothing", atTo, "at %[1]v the tile would touch no other"},
	leavesAlone:    {ReasonNotLegalHere, "leaves-alone", atAlone, "moving the tile at %[2]v would leave the tile at %[1]v alone"},
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
func (s *field) tileMoveFault(from, to Cell) (tileFault, Cell) {
	src, okFrom := spotOf(from)
	dst, okTo := spotOf(to)
	switch {
	case !okFrom || !s.tiles.has(src):
		return noTile, Cell{}
	case slices.Contains(s.moved[:s.moves], uint16(src)):
		return movedBefore, Cell{}
	case !okTo:
		return tooFar, Cell{}
	case s.tiles.has(dst):
		return occupied, Cell{}
	case slices.Contains(s.vacated[:s.moves], uint16(dst)):
		return vacatedBefore, Cell{}
	}
	after := s.tiles.board
	after.clear(src)
	after.set(dst)
	if neighbours(&after, dst) == 0 {
		return touchesNothing, Cell{}
	}
	x, y := src.xy()
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			u := spot((y+dy)*gridSize + x + dx)
			if (dx != 0 || dy != 0) && after.at(x+dx, y+dy) && neighbours(&after, u) == 0 {
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
			s.built()
		}
	case FillingStarted:
		s.phase, s.toMove = PhaseFilling, uint8(e.Seat)
	case StonePlaced:
		p, _ := spotOf(e.Cell)
		s.setStone(e.Seat, s.tiles.rank(p))
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
		s.round, s.placed, s.stones = uint8(e.Round), 0, [Players][numDirections]uint64{}
		s.phase, s.toMove = PhaseFilling, uint8(e.Seat)
	case GameEnded:
		s.phase = PhaseOver
	}
}

// placeQuietly places a stone of seat on the tile of rank r, as the
// StonePlaced event and the events that follow it would, without building
// them: it scores at once the rows the stone closed and, after the round's
// last stone, the runs, numbers and stars. The state that results is the
// same.
func (s *State) placeQuietly(seat, r int) {
	own := &s.stones[seat]
	points := 0
	for d := range numDirections {
		// setStone and the check for a closed row at once: each place
		// is looked up once.
		q := s.lines.placeOf(d, r)
		own[d] |= 1 << (q & 63)
		if line := s.lines.line(d, q); full(line, s.stones[0][d]|s.stones[1][d]) {
			points += bits.OnesCount64(line)
		}
	}
	s.placed++
	s.points[seat] += int16(points)
	if s.placed < stonesInPlay {
		s.toMove = 1 - s.toMove
		return
	}
	final := s.finalPoints()
	s.points[0] += int16(final[0])
	s.points[1] += int16(final[1])
	s.phase, s.next = PhaseFinalScoring, scoringDone
}

// moveTile moves a tile and its face, keeping the lists in grid order.
func (s *State) moveTile(from, to Cell) {
	f, _ := spotOf(from)
	t, _ := spotOf(to)
	i := s.tiles.rank(f)
	face := s.faces[i]
	copy(s.faces[i:], s.faces[i+1:]) // close the tile's place in grid order
	s.tiles.move(f, t)
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
// last stone closed a row.
func (s *State) nextClosedRow() (Direction, bool) {
	r := s.tiles.rank(spot(s.last))
	for d := Direction(s.next); d < numDirections; d++ {
		if full(s.lines.line(d, s.lines.placeOf(d, r)), s.filled(d)) {
			return d, true
		}
	}
	return 0, false
}

// automatic sets *e to the event that follows from the rules in a settling
// phase.
func (s *State) automatic(e *Event) {
	switch s.phase {
	case PhaseBuilt:
		*e = Event{Kind: FillingStarted, Seat: int(s.first)}
	case PhaseClosingRows:
		d := Direction(s.next)
		line := s.lines.line(d, s.lines.placeOf(d, s.tiles.rank(spot(s.last))))
		row := Row{Start: s.tileAt(d, bits.TrailingZeros64(line)), Dir: d, Len: bits.OnesCount64(line)}
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

// check says why e cannot follow s, if it cannot.
func (s *State) check(e Event) error {
	if s.rounds == 0 {
		return errNoGame
	}
	if !s.phase.settling() {
		m, ok := moveOf(e)
		if !ok {
			return fmt.Errorf("%v events follow from the rules alone, but a seat is to decide (phase %v)", e.Kind, s.phase)
		}
		var want Event
		if err := s.primary(m, &want); err != nil {
			return err
		}
		if e != want && e != want.older() {
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

// older returns e as a log written before StonePlaced told the round's
// last stone holds it: without Last, which serves its sentence alone, so
// that the rules take such an event as they take e.
func (e Event) older() Event {
	e.Last = false
	return e
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

package linx

import (
	"errors"
	"fmt"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// This file holds the rules: what a move decides (primary), what each event
// changes (change), and what follows by the rules alone (automatic).

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
		return s.refused(m, err)
	}
	return nil
}

// primary checks the move m and sets *e to the event it causes.
func (s *State) primary(m Move, e *Event) error {
	seat := s.seatToMove()
	switch {
	case s.players == 0:
		return engine.Refusal(ReasonNotLegalHere, engine.PhraseNoGame, nil, errNoGame.Error())
	case s.phase == PhaseOver: // a match, in LINX's own words
		return engine.Refusal(ReasonGameOver, "match-over", nil, "the match is over")
	}
	if refused := engine.NotNow(m.Seat, seat, false); refused != nil {
		return refused
	}
	hand := s.hands[seat]
	switch m.Kind {
	case Pass:
		if m.Symbol != 0 || m.Cell != (Cell{}) {
			return engine.Refusal(ReasonMalformed, "", nil, "a pass places no tile")
		}
		if s.canPlace(seat) {
			return engine.Refusal(ReasonNotLegalHere, "cannot-pass", nil, fmt.Sprintf("seat %d can place a tile: only a seat that cannot may pass", seat))
		}
		*e = Event{Kind: Passed, Seat: seat, Hand: hand}
		return nil
	case PlaceUp, PlaceDown:
		p, onGrid := spotOf(m.Cell)
		switch {
		case !m.Symbol.valid():
			return engine.Refusal(ReasonMalformed, "", nil, fmt.Sprintf("%v is not a symbol", m.Symbol))
		case hand[m.Symbol-1] == 0:
			return engine.Refusal(ReasonNotInHand, "", symbolItem(m.Symbol), fmt.Sprintf("seat %d holds no %v", seat, symbolNames[m.Symbol]))
		case !onGrid && m.Kind == PlaceUp:
			return s.refuseAt(ReasonNotLegalHere, "off-square", m.Cell, fmt.Sprintf("a tile at %v would leave the %d×%d square", m.Cell, s.bound(), s.bound()))
		case !onGrid:
			return s.refuseAt(ReasonNotLegalHere, "nothing-to-cover", m.Cell, fmt.Sprintf("no tile at %v to cover", m.Cell))
		}
		if m.Kind == PlaceUp {
			switch {
			case !s.boxed && m.Cell != (Cell{}):
				return s.refuseAt(ReasonNotLegalHere, "first-at-origin", Cell{}, fmt.Sprintf("the first tile of a round goes at 0,0, not at %v", m.Cell))
			case s.up[p] != 0:
				return s.refuseAt(ReasonCellTaken, "", m.Cell, fmt.Sprintf("%v holds a tile: cover it face down, or choose an empty cell", m.Cell))
			case !s.upSpot(p):
				return s.refuseAt(ReasonNotLegalHere, "off-square", m.Cell, fmt.Sprintf("a tile at %v would touch no tile, or leave the %d×%d square", m.Cell, s.bound(), s.bound()))
			}
		} else {
			switch under := s.up[p]; {
			case under == 0:
				return s.refuseAt(ReasonNotLegalHere, "nothing-to-cover", m.Cell, fmt.Sprintf("no tile at %v to cover", m.Cell))
			case s.down[p] != 0:
				return s.refuseAt(ReasonCellTaken, "face-down", m.Cell, fmt.Sprintf("the tile at %v lies face down: it is never covered", m.Cell))
			case !m.Symbol.Beats(under.Symbol()):
				return engine.Refusal(ReasonNotLegalHere, "does-not-beat", beatsItem{m.Symbol, under.Symbol()},
					fmt.Sprintf("%s do not beat %s", symbolNames[m.Symbol], symbolNames[under.Symbol()]))
			}
		}
		*e = Event{Kind: TilePlaced, Seat: seat, Cell: m.Cell, Tile: MakeTile(Colour(seat), m.Symbol), FaceDown: m.Kind == PlaceDown, Players: int(s.players)}
		if e.FaceDown {
			e.Under, e.Teams = s.up[p], s.teams
		}
		return nil
	}
	return engine.Refusal(ReasonMalformed, "", nil, fmt.Sprintf("%v is not a kind of move", m.Kind))
}

// refused returns the MoveError of m, which the rules refused for why.
func (s *State) refused(m Move, why error) error {
	return refuser.Refuse(m.Seat, m.String(), s.ToMove(), why)
}

var symbolNames = [...]string{"nothing", "rocks", "papers", "scissors"}

// change applies the event e, which is known to fit s.
func (s *State) change(e *Event) {
	switch e.Kind {
	case TilePlaced:
		p, _ := spotOf(e.Cell)
		if e.FaceDown {
			s.down[p] = e.Tile
		} else {
			s.putUp(p, e.Tile)
		}
		i := e.Tile.Symbol() - 1
		s.hands[e.Seat][i]--
		s.known[e.Seat][i] -= min(1, s.known[e.Seat][i]) // nobody can tell which rock it was
		s.phase, s.draw, s.last, s.lastSet = PhaseAfterMove, !e.FaceDown, uint8(p), true
	case Passed:
		s.known[e.Seat] = s.hands[e.Seat]
		s.phase, s.draw = PhaseAfterMove, true
	case TilesDrawn:
		for range e.Count {
			s.drawTile(e.Seat)
		}
		s.draw = false
	case LineMade:
		// The round is won: the mover draws nothing.
		s.phase, s.draw = PhaseLineMade, false
	case TurnPassed:
		s.phase, s.toMove, s.draw, s.last, s.lastSet = PhasePlay, uint8(e.Seat), false, 0, false
	case RoundWon:
		for seat := range int(s.players) {
			if s.wins(seat, e.Seat) {
				s.points[seat]++
			}
		}
		s.phase, s.draw, s.last, s.lastSet = PhaseBetweenRounds, false, 0, false
	case RoundStarted:
		s.startRound(e.Round, e.Piles)
	case MatchWon:
		s.phase = PhaseOver
	}
}

// wins reports whether seat shares the win of winner, a seat or in teams a
// team (0 for seats 0 and 2, 1 for seats 1 and 3).
func (s *State) wins(seat, winner int) bool {
	if s.teams {
		return seat%2 == winner
	}
	return seat == winner
}

// automatic sets *e to the event that follows from the rules in a settling
// phase.
func (s *State) automatic(e *Event) {
	mover := int(s.toMove)
	switch s.phase {
	case PhaseAfterMove:
		if line, ok := s.lineThroughLast(); ok {
			*e = Event{Kind: LineMade, Seat: mover, Line: line, FaceDown: s.down[s.last] != 0, Players: int(s.players)}
			return
		}
		if s.draw && s.drawn[mover] < TilesEach {
			*e = Event{Kind: TilesDrawn, Seat: mover, Count: min(DrawAfterPlace, TilesEach-int(s.drawn[mover]))}
			copy(e.Tiles[:], s.piles[mover][s.drawn[mover]:int(s.drawn[mover])+e.Count])
			return
		}
		if s.blocked() {
			*e = s.blockedEnd()
			return
		}
		*e = Event{Kind: TurnPassed, Seat: (mover + 1) % int(s.players)}
	case PhaseLineMade:
		winner := mover
		if s.teams {
			winner = mover % 2
		}
		*e = Event{Kind: RoundWon, Round: int(s.round), Seat: winner, Teams: s.teams, Players: int(s.players)}
	case PhaseBetweenRounds:
		for seat := range int(s.players) {
			if s.points[seat] >= PointsToWin {
				winner := seat
				if s.teams {
					winner = seat % 2
				}
				*e = Event{Kind: MatchWon, Seat: winner, Teams: s.teams, Players: int(s.players), Scores: s.scoreArray()}
				return
			}
		}
		round := int(s.round) + 1
		*e = Event{Kind: RoundStarted, Round: round, Seat: s.roundFirst(round), Players: int(s.players),
			Piles: shuffle(s.Options(), round)}
	default:
		panic(fmt.Sprintf("linx: no event follows by the rules in phase %v", s.phase))
	}
}

func (s *State) scoreArray() [MaxPlayers]int {
	var scores [MaxPlayers]int
	for seat := range int(s.players) {
		scores[seat] = int(s.points[seat])
	}
	return scores
}

// lineThroughLast returns a line of three tiles of the mover's colour, all
// face up or all face down, through the tile just placed: along each
// direction it counts the tiles like it on either side, up to two.
func (s *State) lineThroughLast() (Line, bool) {
	if !s.lastSet {
		return Line{}, false
	}
	colour, faceDown := Colour(s.toMove), s.down[s.last] != 0
	lx, ly := int(s.last)%span, int(s.last)/span
	for d := range numDirections {
		sx, sy := d.step()
		dx, dy := int(sx), int(sy)
		back, ahead := 0, 0
		for back < 2 && s.like(lx-(back+1)*dx, ly-(back+1)*dy, colour, faceDown) {
			back++
		}
		for ahead < 2 && s.like(lx+(ahead+1)*dx, ly+(ahead+1)*dy, colour, faceDown) {
			ahead++
		}
		if back+1+ahead >= 3 {
			return Line{Start: Cell{int8(lx - back*dx - reach), int8(ly - back*dy - reach)}, Dir: d}, true
		}
	}
	return Line{}, false
}

// like reports whether the top tile at x, y is of colour and lies face
// down exactly when faceDown. It is small enough to be inlined: a call for
// each cell that lineThroughLast looks at would cost more than the look, in
// WebAssembly most.
func (s *State) like(x, y int, colour Colour, faceDown bool) bool {
	if uint(x) >= span || uint(y) >= span {
		return false
	}
	top := s.top(y*span + x)
	return top != 0 && top.Colour() == colour && (s.down[y*span+x] != 0) == faceDown
}

// blocked reports whether the round is stuck: no seat can place a tile
// now, and none could after drawing, because no pile holds a tile or
// because no tile could be placed whatever it was (see deadGrid).
func (s *State) blocked() bool {
	if s.deadGrid() {
		return true
	}
	for seat := range int(s.players) {
		if s.drawn[seat] < TilesEach || s.canPlace(seat) {
			return false
		}
	}
	return true
}

// deadGrid reports whether no tile of any symbol could ever be placed on
// the grid again: every face-up tile is covered, and no empty cell may
// take a face-up tile within the square bound. Both need tiles that span
// the whole bound (else the box can grow), which is checked first and
// seldom holds, so that the rules seldom pay for finding the places.
func (s *State) deadGrid() bool {
	minX, minY, maxX, maxY, found := s.bounds()
	if !found || maxX-minX+1 < s.bound() || maxY-minY+1 < s.bound() {
		return false
	}
	var pl places
	s.findPlaces(&pl)
	return pl == places{}
}

// blockedEnd returns the event of a stuck round: the seat (or team) with
// the most tiles of its colour on top wins; a tie goes to the tied one that
// comes last in the round's turn order.
func (s *State) blockedEnd() Event {
	e := Event{Kind: RoundWon, Round: int(s.round), Blocked: true, Full: s.deadGrid(), Teams: s.teams, Players: int(s.players)}
	for p := range s.up {
		if top := s.top(p); top != 0 && int(top.Colour()) < int(s.players) {
			e.Visible[top.Colour()]++
		}
	}
	n := int(s.players)
	first := s.roundFirst(int(s.round))
	best := -1
	for k := range n {
		seat := (first + k) % n
		total, side := e.Visible[seat], seat
		if s.teams {
			total, side = e.Visible[seat]+e.Visible[(seat+2)%4], seat%2
		}
		if best < 0 || total >= best {
			best, e.Seat = total, side
		}
	}
	return e
}

// top returns the tile on top at p.
func (s *State) top(p int) Tile {
	if s.down[p] != 0 {
		return s.down[p]
	}
	return s.up[p]
}

// check says why e cannot follow s, if it cannot.
func (s *State) check(e Event) error {
	if s.players == 0 {
		return errNoGame
	}
	if !s.phase.settling() {
		var m Move
		switch e.Kind {
		case TilePlaced:
			kind := PlaceUp
			if e.FaceDown {
				kind = PlaceDown
			}
			m = Move{Seat: e.Seat, Kind: kind, Symbol: e.Tile.Symbol(), Cell: e.Cell}
		case Passed:
			m = PassTurn(e.Seat)
		default:
			return fmt.Errorf("%v events follow from the rules alone, but a seat is to decide", e.Kind)
		}
		var want Event
		if err := s.primary(m, &want); err != nil {
			return err
		}
		if e.Under == 0 {
			want.Under = 0 // a log written before Under was told, with Players or without
		}
		// The event the rules call for as a spectator sees it: the tiles
		// drawn are no one's to read in an error (go-r37 #4).
		if e != want && e != want.older() {
			return fmt.Errorf("the move %v gives %v", m, want.RedactFor(-1))
		}
		return nil
	}
	if s.phase == PhaseBetweenRounds && e.Kind == RoundStarted {
		return s.checkDeal(e)
	}
	var want Event
	if s.automatic(&want); e != want && e != want.older() {
		return fmt.Errorf("the rules call for %v", want.RedactFor(-1))
	}
	return nil
}

// older returns e as a log written before its optional fields were may
// hold it: without them. They serve its sentence alone, so that the rules
// take such an event as they take e.
func (e Event) older() Event {
	e.Full = false
	if e.Kind == TilePlaced || e.Kind == LineMade {
		e.Players = 0
	}
	return e
}

// checkDeal says why a RoundStarted event cannot start the next round.
func (s *State) checkDeal(e Event) error {
	want := Event{Kind: RoundStarted, Round: int(s.round) + 1, Seat: s.roundFirst(int(s.round) + 1), Players: int(s.players), Piles: e.Piles}
	for seat := range int(s.players) {
		if s.points[seat] >= PointsToWin {
			return errors.New("the match is won: no round follows")
		}
	}
	if e != want {
		return fmt.Errorf("the rules call for round %d, begun by seat %d", want.Round, want.Seat)
	}
	colours := int(s.players)
	if colours == 3 {
		colours = NumColours
	}
	for c := range NumColours {
		var count [4]int
		for _, t := range e.Piles[c] {
			if t != 0 && (t.Colour() != Colour(c) || !t.valid()) {
				return fmt.Errorf("pile %d holds %v", c, t)
			}
			count[t.Symbol()]++
		}
		want := [4]int{0, 5, 5, 5}
		if c >= colours {
			want = [4]int{TilesEach, 0, 0, 0}
		}
		if count != want {
			return fmt.Errorf("pile %d is not the %d tiles of its colour", c, TilesEach)
		}
	}
	return nil
}

package linx

import (
	"errors"
	"fmt"
)

// Position is every fact of a match as plain data, hidden tiles included:
// the save-game format (it marshals to JSON) and the way to set up a scene.
// [State.Position] returns it and [FromPosition] rebuilds the State.
type Position struct {
	Options Options `json:"options"`
	Round   int     `json:"round"` // from 1
	Phase   Phase   `json:"phase"`
	// ToMove is the seat to move; in a settling phase, the seat that moved
	// last.
	ToMove int `json:"toMove"`
	// Draw says, while a move settles, that the mover has still to draw.
	Draw bool `json:"draw"`
	// Last is the cell of the tile just placed, while the move settles; nil
	// otherwise and after a pass.
	Last *Cell `json:"last"`
	// Grid holds every cell with a tile.
	Grid []Stack `json:"grid"`
	// Hands, Known and Piles hold, for each seat, the symbols in its hand,
	// those of them every seat saw revealed, and its pile, top first.
	Hands  [][]Symbol `json:"hands"`
	Known  [][]Symbol `json:"known"`
	Piles  [][]Tile   `json:"piles"`
	Points []int      `json:"points"` // rounds won
}

// Stack is what lies on a cell: a face-up tile, and maybe a face-down one
// on it.
type Stack struct {
	Cell Cell `json:"cell"`
	Up   Tile `json:"up"`
	Down Tile `json:"down"`
}

// Position returns every fact of the match. The slices are the caller's own.
func (s State) Position() Position {
	n := int(s.players)
	p := Position{
		Options: s.Options(), Round: int(s.round), Phase: s.phase, ToMove: int(s.toMove), Draw: s.draw,
		Hands: make([][]Symbol, n), Known: s.knownSymbols(), Piles: make([][]Tile, n), Points: s.Scores(),
		Grid: s.grid(),
	}
	if s.lastSet {
		last := spot(s.last).cell()
		p.Last = &last
	}
	for seat := range n {
		p.Hands[seat] = symbols(s.hands[seat])
		p.Piles[seat] = append([]Tile{}, s.piles[seat][s.drawn[seat]:]...)
	}
	return p
}

// grid returns every cell with a tile, in grid order.
func (s *State) grid() []Stack {
	grid := []Stack{}
	for i, t := range s.up {
		if t != 0 {
			grid = append(grid, Stack{spot(i).cell(), t, s.down[i]})
		}
	}
	return grid
}

// knownSymbols returns, for each seat, the symbols known to be in its hand.
func (s *State) knownSymbols() [][]Symbol {
	known := make([][]Symbol, s.players)
	for seat := range known {
		known[seat] = symbols(s.known[seat])
	}
	return known
}

// FromPosition returns the State of a position, or an error that wraps
// [ErrInvalidPosition] and says what is wrong.
func FromPosition(p Position) (State, error) {
	s, err := fromPosition(p)
	if err != nil {
		return State{}, fmt.Errorf("%w: %w", ErrInvalidPosition, err)
	}
	return s, nil
}

func fromPosition(p Position) (State, error) {
	opts, err := p.Options.normalize()
	if err != nil {
		return State{}, err
	}
	n := opts.Players
	s := State{seed: opts.Seed, players: uint8(n), first: uint8(opts.FirstSeat), teams: opts.Teams}
	switch {
	case p.Round < 1 || p.Round > maxRounds:
		return State{}, fmt.Errorf("round %d", p.Round)
	case int(p.Phase) >= len(phaseNames):
		return State{}, fmt.Errorf("%v is not a phase", p.Phase)
	case p.ToMove < 0 || p.ToMove >= n:
		return State{}, fmt.Errorf("seat %d is not a seat", p.ToMove)
	case len(p.Hands) != n || len(p.Known) != n || len(p.Piles) != n || len(p.Points) != n:
		return State{}, fmt.Errorf("hands, known, piles and points must list %d seats", n)
	}
	s.round, s.phase, s.toMove, s.draw = uint8(p.Round), p.Phase, uint8(p.ToMove), p.Draw
	// count[c][sym] counts the tiles of colour c in play, to check that
	// every colour is whole.
	var count [NumColours][4]int
	for _, st := range p.Grid {
		i, ok := spotOf(st.Cell)
		switch {
		case !ok || s.up[i] != 0:
			return State{}, fmt.Errorf("cell %v is off the grid or given twice", st.Cell)
		case !st.Up.valid() || (st.Down != 0 && !st.Down.valid()):
			return State{}, fmt.Errorf("cell %v holds no valid tile", st.Cell)
		case st.Down != 0 && st.Down.Symbol() != st.Up.Symbol().beater():
			return State{}, fmt.Errorf("at %v, %v does not beat %v", st.Cell, st.Down, st.Up)
		}
		s.putUp(i, st.Up)
		s.down[i] = st.Down
		count[st.Up.Colour()][st.Up.Symbol()]++
		if st.Down != 0 {
			count[st.Down.Colour()][st.Down.Symbol()]++
		}
	}
	for seat := range n {
		if len(p.Hands[seat]) > TilesEach || len(p.Known[seat]) > TilesEach || len(p.Piles[seat]) > TilesEach {
			return State{}, fmt.Errorf("seat %d has too many tiles", seat)
		}
		for _, sym := range p.Hands[seat] {
			if !sym.valid() {
				return State{}, fmt.Errorf("seat %d holds %v", seat, sym)
			}
			s.hands[seat][sym-1]++
			count[seat][sym]++
		}
		for _, sym := range p.Known[seat] {
			if !sym.valid() {
				return State{}, fmt.Errorf("seat %d is known to hold %v", seat, sym)
			}
			s.known[seat][sym-1]++
		}
		for i := range 3 {
			if s.known[seat][i] > s.hands[seat][i] {
				return State{}, fmt.Errorf("seat %d is known to hold more than it holds", seat)
			}
		}
		s.drawn[seat] = uint8(TilesEach - len(p.Piles[seat]))
		for i, t := range p.Piles[seat] {
			if !t.valid() || t.Colour() != Colour(seat) {
				return State{}, fmt.Errorf("seat %d's pile holds %v", seat, t)
			}
			s.piles[seat][int(s.drawn[seat])+i] = t
			count[seat][t.Symbol()]++
		}
		if p.Points[seat] < 0 || p.Points[seat] > PointsToWin {
			return State{}, fmt.Errorf("seat %d has %d points", seat, p.Points[seat])
		}
		s.points[seat] = uint8(p.Points[seat])
	}
	for c := range NumColours {
		want := [4]int{0, 5, 5, 5}
		switch {
		case n == 3 && c == NumColours-1:
			if count[c][1]+count[c][2]+count[c][3] != neutralTiles || count[c][1] > 5 || count[c][2] > 5 || count[c][3] > 5 {
				return State{}, fmt.Errorf("the neutral block is not %d tiles of the neutral colour", neutralTiles)
			}
			continue
		case c >= n:
			want = [4]int{}
		}
		if count[c] != want {
			return State{}, fmt.Errorf("the %v tiles in play are not five of each symbol", Colour(c))
		}
	}
	if err := s.checkPhase(p.Last); err != nil {
		return State{}, err
	}
	return s, nil
}

// checkPhase sets what a settling move needs and says why the phase
// cannot be, if it cannot.
func (s *State) checkPhase(last *Cell) error {
	won := 0
	for seat := range int(s.players) {
		if s.points[seat] >= PointsToWin {
			won++
		}
	}
	switch {
	case s.teams && (s.points[0] != s.points[2] || s.points[1] != s.points[3]):
		return errors.New("team-mates have different points")
	case (s.phase == PhaseOver && won == 0) || (s.phase < PhaseBetweenRounds && won > 0):
		return fmt.Errorf("phase %v, and %d seats have won", s.phase, won)
	case s.phase != PhaseAfterMove && (s.draw || last != nil):
		return fmt.Errorf("phase %v has no move settling", s.phase)
	case s.phase == PhasePlay && s.blocked():
		return errors.New("the round is stuck, so it is over")
	}
	if last != nil {
		p, ok := spotOf(*last)
		if !ok || s.top(int(p)).Colour() != Colour(s.toMove) || s.top(int(p)) == 0 {
			return fmt.Errorf("the mover has no tile at %v", *last)
		}
		s.last, s.lastSet = uint8(p), true
	}
	if s.phase == PhaseLineMade {
		if _, ok := s.lineThroughLast(); !ok {
			return errors.New("phase line-made with no line")
		}
	}
	if s.phase == PhasePlay || s.phase == PhaseAfterMove {
		minX, minY, maxX, maxY, found := s.bounds()
		if found && (maxX-minX >= s.bound() || maxY-minY >= s.bound()) {
			return fmt.Errorf("the tiles do not fit a %d×%d square", s.bound(), s.bound())
		}
		for seat := range int(s.players) {
			if s.lineAnywhere(Colour(seat)) && s.phase == PhasePlay {
				return fmt.Errorf("seat %d has a line: the round is over", seat)
			}
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

package linx

import (
	"errors"
	"fmt"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// Position is every fact of a match as plain data, hidden tiles included:
// the save-game format (it marshals to JSON) and the way to set up a scene.
// [State.Position] returns it and [FromPosition] rebuilds the State.
//
// # Reachable positions
//
// FromPosition accepts exactly the positions that meet all of these, which
// every state that play, [Fold] or [FromPosition] gives meets; it refuses
// the others with an error that wraps [ErrInvalidPosition] and names what
// is wrong:
//
//   - Options: what [New] accepts.
//   - Scores: one per seat, from 0 to [PointsToWin]; team-mates have equal
//     scores. A side is a seat, or in teams a team. Each round won gives
//     its side one point, so the points of all sides add up to Round - 1
//     while a round is played (phases play, after-move and line-made, where
//     no side has PointsToWin), and to Round once it is won (phase
//     between-rounds, where at most one side has PointsToWin, and phase
//     over, where exactly one has).
//   - Tiles: each seat's colour is whole, five rocks, five papers and five
//     scissors, between its pile, its hand and the grid; the colours nobody
//     plays are not in play, but with three seats the neutral colour's nine
//     tiles lie face up on 0,0 to 2,2 (and nowhere else), as dealt. A hand
//     and a pile hold at most the 15 tiles of a colour; the known symbols
//     of a hand are among its symbols.
//   - Grid: each cell is within reach of 0,0 and given once; its face-up
//     tile is a tile; a face-down tile on it is of a seat's colour and beats
//     it. The tiles fit the square bound (4×4 with two seats, 5×5 with three
//     or four); a grid that is not empty holds 0,0, where the first tile
//     goes, and its tiles touch each other in one group (by sides or
//     corners), as every tile was placed touching another.
//   - Lines: no colour has a line of three on the grid, but the mover's
//     line through the tile it has just placed, while that move settles.
//   - Phase play: ToMove is a seat and Mover -1; nothing settles (Draw
//     false, Last nil); some tile can still be placed by someone, now or
//     after drawing (the round is not blocked).
//   - Phase after-move (a move settling): ToMove is -1 and Mover the seat
//     that moved. Last, when set, is the cell of the tile it placed, its
//     colour on top; with Draw set that tile lies face up, since a face-down
//     tile draws nothing. Without Last the move was a pass: with Draw still
//     set, the whole hand is known (it was shown) and holds nothing the
//     mover could place. The mover's line through Last is allowed only
//     before a draw (Draw set, or a face-down tile), since the line check
//     comes first.
//   - Phase line-made: ToMove -1, Mover the seat whose line runs through
//     Last; Draw false.
//   - Phases between-rounds and over: ToMove -1, Mover the seat that made
//     the round's last move; Draw false, Last nil.
//
// What the position cannot tell is not checked: how a finished round was
// won, or whether the hands' sizes fit the draws made.
//
// # JSON
//
// A Position's JSON names its game first, "game":"linx", then its fields
// by their tags (see [Position.MarshalJSON]); a position of another game
// does not decode as a LINX one. Every member but "game" (which older
// saves leave out) and "last" (written only while a placed tile settles)
// is required: a position without one, or with null for one that is no
// list, is damaged, and its error says which ("the position has no
// "toMove"").
type Position struct {
	// Options are the match's options, the seed included: every later
	// round is dealt from it.
	Options Options `json:"options"`
	// Round is the number of the round being played or just won, from 1.
	Round int `json:"round"`
	// Phase is what the match waits for: a seat's decision (play), a move
	// settling, the next round, or nothing (over).
	Phase Phase `json:"phase"`
	// ToMove is the seat that must decide, as [State.ToMove] says: -1 while
	// a move settles and once the match is over.
	ToMove int `json:"toMove"`
	// Mover is the seat whose move is settling or made the round's last
	// move, when ToMove is -1; it is -1 in phase play.
	Mover int `json:"mover"`
	// Draw says, while a move settles, that the mover has still to draw.
	Draw bool `json:"draw"`
	// Last is the cell of the tile just placed, while the move settles; nil
	// otherwise and after a pass.
	Last *Cell `json:"last,omitempty"`
	// Grid holds every cell with a tile, in grid order.
	Grid []Stack `json:"grid"`
	// Hands holds, for each seat, the symbols in its hand: rocks, papers,
	// then scissors.
	Hands [][]Symbol `json:"hands"`
	// Known holds, for each seat, the symbols of its hand that every seat
	// saw revealed by a pass and that cannot have left it since.
	Known [][]Symbol `json:"known"`
	// Piles holds, for each seat, the tiles left in its pile, top first.
	Piles [][]Tile `json:"piles"`
	// Scores are the rounds each seat won, as [State.Scores] gives them.
	Scores []int `json:"scores"`
}

// Stack is what lies on a cell: a face-up tile, and maybe a face-down one
// on it (Down is 0 when there is none; in JSON, "down" is then left out).
type Stack struct {
	// Cell is where the tiles lie.
	Cell Cell `json:"cell"`
	// Up is the face-up tile, placed first.
	Up Tile `json:"up"`
	// Down is the face-down tile on it, of a symbol that beats Up's, or 0.
	Down Tile `json:"down,omitempty"`
}

// Position returns every fact of the match. The slices are the caller's own.
func (s State) Position() Position {
	n := int(s.players)
	p := Position{
		Options: s.Options(), Round: int(s.round), Phase: s.Phase(), ToMove: s.ToMove(), Mover: -1, Draw: s.draw,
		Hands: make([][]Symbol, n), Known: s.knownSymbols(), Piles: make([][]Tile, n), Scores: s.Scores(),
		Grid: s.grid(),
	}
	if s.phase != PhasePlay {
		p.Mover = int(s.toMove)
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
// [ErrInvalidPosition] and says what is wrong: see [Position] for what it
// checks.
func FromPosition(p Position) (State, error) {
	return engine.Checked(ErrInvalidPosition, fromPosition, p)
}

func fromPosition(p Position) (State, error) {
	opts, err := p.Options.normalize()
	if err != nil {
		return State{}, fmt.Errorf("options: %w", err)
	}
	n := opts.Players
	s := State{seed: opts.Seed, players: uint8(n), first: uint8(opts.FirstSeat), teams: opts.Teams}
	switch {
	case int(p.Phase) >= len(phaseNames):
		return State{}, fmt.Errorf("phase: %v is not a phase", p.Phase)
	case len(p.Hands) != n || len(p.Known) != n || len(p.Piles) != n || len(p.Scores) != n:
		return State{}, fmt.Errorf("hands, known, piles, scores: each must list %d seats, not %d, %d, %d and %d",
			n, len(p.Hands), len(p.Known), len(p.Piles), len(p.Scores))
	case len(p.Grid) > numSpots:
		return State{}, fmt.Errorf("grid: %d cells", len(p.Grid))
	}
	if err := s.setScores(p); err != nil {
		return State{}, err
	}
	if err := s.setMover(p); err != nil {
		return State{}, err
	}
	// count[c][sym] counts the tiles of colour c in play, to check that
	// every colour is whole.
	var count [NumColours][4]int
	if err := s.setGrid(p.Grid, &count); err != nil {
		return State{}, err
	}
	for seat := range n {
		if err := s.setSeat(p, seat, &count); err != nil {
			return State{}, err
		}
	}
	if err := s.checkColours(&count); err != nil {
		return State{}, err
	}
	if err := s.checkGrid(); err != nil {
		return State{}, fmt.Errorf("grid: %w", err)
	}
	if err := s.checkPhase(p); err != nil {
		return State{}, err
	}
	return s, nil
}

// setGrid lays the tiles of grid, each checked for its cell and its
// symbols, and counts them in count.
func (s *State) setGrid(grid []Stack, count *[NumColours][4]int) error {
	n := int(s.players)
	for i, st := range grid {
		at, ok := spotOf(st.Cell)
		switch {
		case !ok:
			return fmt.Errorf("grid[%d]: cell %v is out of reach of 0,0", i, st.Cell)
		case s.up[at] != 0:
			return fmt.Errorf("grid[%d]: cell %v is given twice", i, st.Cell)
		case !st.Up.valid():
			return fmt.Errorf("grid[%d]: cell %v holds no valid face-up tile", i, st.Cell)
		case st.Down != 0 && (!st.Down.valid() || int(st.Down.Colour()) >= n):
			return fmt.Errorf("grid[%d]: the face-down tile at %v is not of a seat's colour", i, st.Cell)
		case st.Down != 0 && st.Down.Symbol() != st.Up.Symbol().beater():
			return fmt.Errorf("grid[%d]: at %v, %v does not beat %v", i, st.Cell, st.Down, st.Up)
		}
		s.putUp(at, st.Up)
		s.down[at] = st.Down
		count[st.Up.Colour()][st.Up.Symbol()]++
		if st.Down != 0 {
			count[st.Down.Colour()][st.Down.Symbol()]++
		}
	}
	return nil
}

// setSeat sets seat's hand, what is known of it and its pile, each checked
// for its size and its tiles, and counts the seat's tiles in count.
func (s *State) setSeat(p Position, seat int, count *[NumColours][4]int) error {
	if len(p.Hands[seat]) > TilesEach || len(p.Known[seat]) > TilesEach || len(p.Piles[seat]) > TilesEach {
		return fmt.Errorf("hands, known, piles: seat %d has more than %d tiles in one of them", seat, TilesEach)
	}
	for _, sym := range p.Hands[seat] {
		if !sym.valid() {
			return fmt.Errorf("hands: seat %d holds %v", seat, sym)
		}
		s.hands[seat][sym-1]++
		count[seat][sym]++
	}
	for _, sym := range p.Known[seat] {
		if !sym.valid() {
			return fmt.Errorf("known: seat %d is known to hold %v", seat, sym)
		}
		s.known[seat][sym-1]++
	}
	for i := range 3 {
		if s.known[seat][i] > s.hands[seat][i] {
			return fmt.Errorf("known: seat %d is known to hold more than it holds", seat)
		}
	}
	s.drawn[seat] = uint8(TilesEach - len(p.Piles[seat]))
	for i, t := range p.Piles[seat] {
		if !t.valid() || t.Colour() != Colour(seat) {
			return fmt.Errorf("piles: seat %d's pile holds %v", seat, t)
		}
		s.piles[seat][int(s.drawn[seat])+i] = t
		count[seat][t.Symbol()]++
	}
	return nil
}

// checkColours says which colour is not whole, if one is not: each seat's
// colour is five of each symbol between grid, hands and piles, the colours
// nobody plays are not in play, and the neutral block is left to
// [State.checkGrid].
func (s *State) checkColours(count *[NumColours][4]int) error {
	n := int(s.players)
	for c := range NumColours {
		want := [4]int{0, 5, 5, 5}
		switch {
		case n == 3 && c == NumColours-1:
			continue // the neutral block, checked with the grid
		case c >= n:
			want = [4]int{}
		}
		if count[c] != want {
			return fmt.Errorf("grid, hands, piles: the %v tiles in play are not five of each symbol", Colour(c))
		}
	}
	return nil
}

// setScores sets the points and checks them against the round and the
// phase.
func (s *State) setScores(p Position) error {
	n := int(s.players)
	for seat, points := range p.Scores {
		if points < 0 || points > PointsToWin {
			return fmt.Errorf("scores: seat %d has %d points, not 0 to %d", seat, points, PointsToWin)
		}
		s.points[seat] = uint8(points)
	}
	sides := n
	if s.teams {
		sides = 2
		if s.points[0] != s.points[2] || s.points[1] != s.points[3] {
			return errors.New("scores: team-mates have different scores")
		}
	}
	total, won := 0, 0
	for side := range sides {
		total += int(s.points[side])
		if s.points[side] >= PointsToWin {
			won++
		}
	}
	wantRound, wantWon := total+1, "no side has"
	switch p.Phase {
	case PhaseBetweenRounds:
		wantRound, wantWon = total, "at most one side has"
	case PhaseOver:
		wantRound, wantWon = total, "exactly one side has"
	}
	switch {
	case p.Round != wantRound:
		return fmt.Errorf("round: %d, but the rounds won add up to %d, which makes it round %d in phase %v", p.Round, total, wantRound, p.Phase)
	case (p.Phase < PhaseBetweenRounds && won > 0) || (p.Phase == PhaseBetweenRounds && won > 1) || (p.Phase == PhaseOver && won != 1):
		return fmt.Errorf("scores: in phase %v %s %d points, but %d sides have", p.Phase, wantWon, PointsToWin, won)
	}
	s.round, s.phase = uint8(p.Round), p.Phase
	return nil
}

// setMover sets the seat to move (or that moved) and what settles.
func (s *State) setMover(p Position) error {
	n := int(s.players)
	if p.Phase == PhasePlay {
		switch {
		case p.ToMove < 0 || p.ToMove >= n:
			return fmt.Errorf("toMove: seat %d is not a seat of %d", p.ToMove, n)
		case p.Mover != -1:
			return fmt.Errorf("mover: %d in phase play, where it is -1", p.Mover)
		}
		s.toMove = uint8(p.ToMove)
	} else {
		switch {
		case p.ToMove != -1:
			return fmt.Errorf("toMove: %d in phase %v, where nobody is to move (-1)", p.ToMove, p.Phase)
		case p.Mover < 0 || p.Mover >= n:
			return fmt.Errorf("mover: seat %d is not a seat of %d", p.Mover, n)
		}
		s.toMove = uint8(p.Mover)
	}
	switch {
	case p.Draw && p.Phase != PhaseAfterMove:
		return fmt.Errorf("draw: set in phase %v, where no draw is pending", p.Phase)
	case p.Last != nil && p.Phase != PhaseAfterMove && p.Phase != PhaseLineMade:
		return fmt.Errorf("last: set in phase %v, where no move settles", p.Phase)
	case p.Last == nil && p.Phase == PhaseLineMade:
		return errors.New("last: phase line-made needs the cell of the tile that made the line")
	}
	s.draw = p.Draw
	if p.Last != nil {
		at, ok := spotOf(*p.Last)
		if !ok {
			return fmt.Errorf("last: %v is out of reach of 0,0", *p.Last)
		}
		s.last, s.lastSet = uint8(at), true
	}
	return nil
}

// missingMember names the first member of a Position's JSON, in the order
// they are written, that raw lacks, or holds as null though it is no list
// (see [engine.MissingMember]), in an error that wraps
// [ErrInvalidPosition]. Only "game" and "last" (written only while a
// placed tile settles) may be left out.
func (raw *positionJSON) missingMember() error {
	if err := engine.MissingMember([]engine.PositionMember{
		{Key: "options", Value: raw.Options}, {Key: "round", Value: raw.Round}, {Key: "phase", Value: raw.Phase},
		{Key: "toMove", Value: raw.ToMove}, {Key: "mover", Value: raw.Mover}, {Key: "draw", Value: raw.Draw},
		{Key: "grid", Value: raw.Grid, List: true}, {Key: "hands", Value: raw.Hands, List: true},
		{Key: "known", Value: raw.Known, List: true}, {Key: "piles", Value: raw.Piles, List: true},
		{Key: "scores", Value: raw.Scores, List: true},
	}); err != nil {
		return engine.Wrap(ErrInvalidPosition, err)
	}
	return nil
}

package lino

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// Position is every fact of a game as plain data. It is the save-game format
// (it marshals to JSON), the way to set up a scene, and what a front-end can
// hand to a bot. [State.Position] returns it and [FromPosition] rebuilds the
// State.
//
// Its JSON names the game first, {"game":"lino","options":{...},...}, so
// that a save says what it is: a Position that names another game does not
// decode (the error says which game it is), and one that names none, as
// saves made before, is read as Lino's. Every other member is required: a
// position without one, or with null where it writes none (all but
// "tiles", "moved" and "vacated"), is damaged, and its
// error says which ("the position has no "stones"").
//
// # Reachable positions
//
// FromPosition accepts exactly the positions that this description calls
// reachable, and every State that play or [Fold] produces has one:
//
//   - Options are valid ([New] accepts them); Round is from 1 to Rounds;
//     Phase is a phase and ToMove 0 or 1.
//   - The field's history: Moved and Vacated are as long as each other, at
//     most 6, without repeats; every vacated cell is a cell of the layout
//     (Options.Layout, or DefaultLayout), and no moved tile stands on one
//     (a tile never goes back onto the layout, whose cells are all taken or
//     vacated). The tiles are exactly the layout's cells but the vacated
//     ones, and the moved tiles. In the bonus game each unmoved tile shows
//     the face dealt to its cell (the faces shuffled with the seed), and the
//     moved tiles show the faces dealt to the vacated cells. Every tile
//     touches another. (The order of the moves is not recorded; any order
//     is accepted.)
//   - The phase: building only in round 1 with no stone, fewer than 6 tiles
//     moved and a tile move left, the seat to move being the one whose turn
//     the moves made give; every later phase only once the field is built.
//     Built only in round 1 before any stone. Filling with fewer than 48
//     stones, the others with all 48, and the stones alternate from the
//     round's first seat (Options.FirstSeat in round 1, the other seat in
//     round 2). ToMove is the seat to place next while filling, the seat
//     that placed last while settling and once over, and the seat the
//     moves made give while building or built. Over only in the last round.
//   - The settling cursor: in closing-rows, LastStone is a stone of ToMove
//     and Next a direction in which it closed a row; in final-scoring, Next
//     is 0 or just past an item of the final scoring; elsewhere both are 0.
//   - The points: Points and Totals are from 0 to 4000 (and Totals to 4000
//     a round). While building, and in round 1 before its end, Totals are 0;
//     before the first stone, Points are 0; once the round is scored
//     (between-rounds, over) Points are 0. The points of the round are its
//     closed rows, each credited to a seat with a stone in it (a row the last
//     stone closed, to its seat), plus the final-scoring items already
//     scored; in round 1 the same holds of Totals once the round is scored.
//     (Which seat closed a row shared by both is not recorded: any split
//     the rows allow is accepted.)
type Position struct {
	// Options are the game's options, defaults filled in: they say the
	// layout and, with the seed, the faces dealt to it.
	Options Options `json:"options"`
	// Round is the round being played, from 1.
	Round int `json:"round"`
	// Phase is what the game waits for.
	Phase Phase `json:"phase"`
	// ToMove is the seat to move; in a settling phase and once over, the
	// seat that moved last.
	ToMove int `json:"toMove"`
	// Tiles holds every tile: its cell and, in the bonus game, its face.
	Tiles []Tile `json:"tiles"`
	// Stones holds each seat's stones.
	Stones [Players][]Cell `json:"stones"`
	// Moved holds the cells of the tiles moved while building, which may
	// not move again; as long as Vacated.
	Moved []Cell `json:"moved"`
	// Vacated holds the cells the moved tiles left, where no tile may go
	// again; as long as Moved.
	Vacated []Cell `json:"vacated"`
	// Points holds each seat's points in the round being played.
	Points [Players]int `json:"points"`
	// Totals holds each seat's points of the rounds already scored.
	Totals [Players]int `json:"totals"`
	// LastStone is the stone just placed, in PhaseClosingRows, whose rows
	// are being scored; zero in the other phases.
	LastStone Cell `json:"lastStone"`
	// Next is where the scoring goes on: in PhaseClosingRows the direction
	// of the next row LastStone closed (0 east, 1 south, 2 southeast, 3
	// northeast), in PhaseFinalScoring the rule, direction and cell to look
	// at next. It is zero in the other phases.
	Next int `json:"next"`
}

// Tile is a tile of the field and the face it shows.
type Tile struct {
	// Cell is where the tile lies.
	Cell Cell `json:"cell"`
	// Face is what it shows: in the plain game, and for StarsOnly's
	// face-down numbers, Blank.
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
	if s.round != 0 { // the zero State has no tiles
		p.Tiles = make([]Tile, len(s.tiles.cells))
		for i, c := range s.tiles.cells {
			p.Tiles[i] = Tile{c, s.faces[i]}
		}
	}
	p.Stones = [Players][]Cell{s.Stones(0), s.Stones(1)}
	return p
}

// FromPosition returns the State of a position. A position that no game can
// reach (see [Position]) gives an error that wraps [ErrInvalidPosition] and
// names the field that is wrong.
func FromPosition(p Position) (State, error) {
	return engine.Checked(ErrInvalidPosition, fromPosition, &p)
}

func fromPosition(p *Position) (State, error) {
	s, err := laidOut(p)
	if err != nil {
		return State{}, err
	}
	if err := s.checkPhase(p.LastStone, p.Next); err != nil {
		return State{}, err
	}
	if err := s.checkPoints(); err != nil {
		return State{}, err
	}
	return s, nil
}

// laidOut returns the State of a position's options, field, stones and
// points, each checked alone; its phase and turn are set, and what they
// must agree with (checkPhase, with the settling cursor) and the points
// (checkPoints) are left to check.
func laidOut(p *Position) (State, error) {
	opts, err := p.Options.normalize()
	if err != nil {
		return State{}, fmt.Errorf("options: %w", err)
	}
	// New sets all that depends on the options alone: the layout and
	// the faces dealt to it.
	s, err := New(opts)
	if err != nil {
		return State{}, fmt.Errorf("options: %w", err)
	}
	switch {
	case p.Round < 1 || p.Round > opts.Rounds:
		return State{}, fmt.Errorf("round: %d of %d", p.Round, opts.Rounds)
	case int(p.Phase) >= len(phaseNames):
		return State{}, fmt.Errorf("phase: %v is not a phase", p.Phase)
	case p.ToMove != 0 && p.ToMove != 1:
		return State{}, fmt.Errorf("toMove: %d is not a seat", p.ToMove)
	}
	for seat := range Players {
		if p.Points[seat] < 0 || p.Points[seat] > maxRoundPoints {
			return State{}, fmt.Errorf("points: seat %d has %d, not 0 to %d", seat, p.Points[seat], maxRoundPoints)
		}
		if p.Totals[seat] < 0 || p.Totals[seat] > maxRoundPoints*opts.Rounds {
			return State{}, fmt.Errorf("totals: seat %d has %d, not 0 to %d", seat, p.Totals[seat], maxRoundPoints*opts.Rounds)
		}
	}
	layout := s.tiles
	dealt := s.faces
	s.round, s.phase, s.toMove = uint8(p.Round), p.Phase, uint8(p.ToMove)
	if err := s.setMoves(p.Moved, p.Vacated, &layout); err != nil {
		return State{}, err
	}
	if err := s.setTiles(p.Tiles, &layout, &dealt); err != nil {
		return State{}, err
	}
	if s.phase != PhaseBuilding {
		s.lines = linesOf(&s.tiles.board) // as when the field was built
	}
	if err := s.setStones(p.Stones); err != nil {
		return State{}, err
	}
	s.points = [Players]int16{int16(p.Points[0]), int16(p.Points[1])}
	s.totals = [Players]int16{int16(p.Totals[0]), int16(p.Totals[1])}
	return s, nil
}

// setMoves records the building moves made: the moved tiles' cells, off
// the layout, and the vacated cells, on it.
func (s *State) setMoves(moved, vacated []Cell, layout *tileSet) error {
	if len(moved) != len(vacated) || len(moved) > buildMoves {
		return fmt.Errorf("moved, vacated: %d tiles moved and %d cells vacated; as many of each, at most %d", len(moved), len(vacated), buildMoves)
	}
	s.moves = uint8(len(moved))
	for i := range moved {
		m, okM := spotOf(moved[i])
		v, okV := spotOf(vacated[i])
		switch {
		case !okM || layout.has(m):
			return fmt.Errorf("moved: the tile at %v stands on a cell of the layout, which no tile moves to", moved[i])
		case !okV || !layout.has(v):
			return fmt.Errorf("vacated: %v is not a cell of the layout, which a tile could leave", vacated[i])
		}
		s.moved[i], s.vacated[i] = uint16(m), uint16(v)
	}
	slices.Sort(s.moved[:s.moves])
	slices.Sort(s.vacated[:s.moves])
	for i := 1; i < int(s.moves); i++ {
		if s.moved[i] == s.moved[i-1] {
			return fmt.Errorf("moved: %v is given twice", spot(s.moved[i]).cell())
		}
		if s.vacated[i] == s.vacated[i-1] {
			return fmt.Errorf("vacated: %v is given twice", spot(s.vacated[i]).cell())
		}
	}
	return nil
}

// setTiles lays the tiles, which must be the layout's but the vacated
// ones, and the moved ones, with the faces dealt to them.
func (s *State) setTiles(tiles []Tile, layout *tileSet, dealt *[NumTiles]Face) error {
	if len(tiles) != NumTiles {
		return fmt.Errorf("tiles: %d tiles; the field has %d", len(tiles), NumTiles)
	}
	want := layout.board
	var movedFaces, vacatedFaces []Face
	for _, v := range s.vacated[:s.moves] {
		want.clear(spot(v))
		vacatedFaces = append(vacatedFaces, dealt[layout.rank(spot(v))])
	}
	for _, m := range s.moved[:s.moves] {
		want.set(spot(m))
	}
	var field board
	for _, t := range tiles {
		p, ok := spotOf(t.Cell)
		switch {
		case ok && layout.has(p) && !want.has(p):
			return fmt.Errorf("tiles: a tile at %v, a cell vacated while building", t.Cell)
		case !ok || !want.has(p):
			return fmt.Errorf("tiles: a tile at %v, which is neither a cell of the layout nor a moved tile's", t.Cell)
		case field.has(p):
			return fmt.Errorf("tiles: two tiles at %v", t.Cell)
		case !t.Face.valid():
			return fmt.Errorf("tiles: %v at %v is not a face", t.Face, t.Cell)
		}
		field.set(p)
	}
	s.tiles = tileSetOf(field)
	for _, t := range tiles {
		p, _ := spotOf(t.Cell)
		if neighbours(&s.tiles.board, p) == 0 {
			return fmt.Errorf("tiles: the tile at %v touches no other", t.Cell)
		}
		s.faces[s.tiles.rank(p)] = t.Face
		if slices.Contains(s.moved[:s.moves], uint16(p)) {
			movedFaces = append(movedFaces, t.Face)
		} else if t.Face != dealt[layout.rank(p)] {
			return fmt.Errorf("tiles: the tile at %v shows %v, but %v was dealt to it", t.Cell, t.Face, dealt[layout.rank(p)])
		}
	}
	slices.Sort(movedFaces)
	slices.Sort(vacatedFaces)
	if !slices.Equal(movedFaces, vacatedFaces) {
		return errors.New("tiles: the moved tiles do not show the faces dealt to the cells they left")
	}
	return nil
}

// setStones puts the stones on the tiles.
func (s *State) setStones(stones [Players][]Cell) error {
	for seat := range Players {
		if len(stones[seat]) > StonesEach {
			return fmt.Errorf("stones: seat %d has %d stones; it has %d", seat, len(stones[seat]), StonesEach)
		}
		for _, c := range stones[seat] {
			p, ok := spotOf(c)
			if !ok || !s.tiles.has(p) || s.stoneAt(p) >= 0 {
				return fmt.Errorf("stones: a stone at %v, where there is no free tile", c)
			}
			s.setStone(seat, s.tiles.rank(p))
		}
	}
	s.placed = uint8(len(stones[0]) + len(stones[1]))
	return nil
}

// missingMember names the first of members that the JSON object data, a
// Position that decodeObject read, lacks, or holds as null where a
// Position never writes null (only its slices, "tiles", "moved" and
// "vacated", may be nil): see [engine.MissingMember].
func missingMember(data []byte, members []member) error {
	var held map[string]json.RawMessage
	if err := engine.Decode(data, &held, engine.Strict{AllowUnknown: true}); err != nil {
		return err
	}
	list := make([]engine.PositionMember, 0, 16) // on the stack: a Position has 13 members
	for _, m := range members {
		list = append(list, engine.PositionMember{Key: m.name, Value: held[m.name], List: slices.Contains([]string{"tiles", "moved", "vacated"}, m.name)})
	}
	return engine.MissingMember(list)
}

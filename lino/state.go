package lino

import (
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/rng"
)

// State is a moment of a game: an immutable value. No method changes its
// receiver or anything another State shares, so a State may be kept,
// copied, compared with == (two states are == exactly when every fact of the
// game is the same), used as a map key and read from many goroutines.
//
// The zero State is not a game; use [New], [Replay], [Fold] or
// [FromPosition]. It says so alike everywhere and never panics: nobody is
// to move (ToMove is -1), it is over with no scores, winners or legal
// moves (nil), every move and event is refused with an error that says "no
// game", its View is a spectator's with no moves, and its String is "no
// game".
type State struct {
	seed             uint64
	first            uint8 // Options.FirstSeat
	rounds           uint8
	bonus, starsOnly bool
	layout           string // Options.Layout, sorted, two bytes a cell; "" for the default
	faceSet          string // Options.Faces, a byte a face; "" for the default

	field
	// lines describes the built field's lines (see lines.go); it is zero
	// while building, and worked out once the field is built.
	lines lines
	// faces holds each tile's face, the tiles in grid order.
	faces  [NumTiles]Face
	points [Players]int16 // this round's points so far
	totals [Players]int16 // points of the rounds already scored
	// last is the spot of the stone just placed, while the rows it closed
	// are scored; next is the direction of the next of those rows (closing
	// rows) or the first scoring item still to look at (final scoring).
	last, next uint16
}

// noGame is what the zero values, which hold no game, say of themselves;
// errNoGame is why the zero State refuses every move and event.
const noGame = "no game"

var errNoGame = errors.New(noGame + ": the zero State holds none")

// field is the part of a State that moves are listed and drawn from: the
// tiles, the building moves made, the stones, and the turn. Its methods,
// promoted to State, are the ones a playout calls at every decision
// (AppendLegalMoves, RandomMove), because Go copies a value receiver at
// every call, and a field is about half a State.
type field struct {
	turn
	placed uint8 // stones placed this round
	// moved and vacated list, in grid order, the spots of the tiles moved
	// so far and the spots they left; moves says how many.
	moves   uint8
	moved   [buildMoves]uint16
	vacated [buildMoves]uint16
	tiles   tileSet
	// stones holds each seat's stones, a bit a tile, in each direction's
	// order of the tiles (see lines.go).
	stones [Players][numDirections]uint64
}

// turn is the part of a field that says whose decision it is. The methods
// a playout calls at every decision to know whether to go on (Over, Phase,
// ToMove) are turn's, promoted to State, for the reason given at field:
// a turn is 3 bytes.
type turn struct {
	round  uint8
	phase  Phase
	toMove uint8 // the seat to move; while settling, the seat that moved last
}

// Phase says what the game is waiting for.
type Phase uint8

// The phases. Between two decisions a move's events pass through the
// settling phases (PhaseBuilt to PhaseBetweenRounds), in which nobody decides
// and the next event follows from the rules alone; a state is in one only
// when it was folded from a log that stops in the middle of a move.
const (
	// PhaseBuilding: the seat to move moves a tile.
	PhaseBuilding Phase = iota
	// PhaseFilling: the seat to move places a stone.
	PhaseFilling
	// PhaseBuilt (settling): the field is built; filling starts next.
	PhaseBuilt
	// PhaseClosingRows (settling): the rows the last stone closed are
	// scored, one direction after another.
	PhaseClosingRows
	// PhaseFinalScoring (settling): the last stone is placed; runs,
	// numbers and stars are scored, then the round ends.
	PhaseFinalScoring
	// PhaseBetweenRounds (settling): the round is scored; the next round
	// starts, or the game ends.
	PhaseBetweenRounds
	// PhaseOver: the game has ended.
	PhaseOver
)

var phaseNames = [...]string{
	PhaseBuilding:      "building",
	PhaseFilling:       "filling",
	PhaseBuilt:         "built",
	PhaseClosingRows:   "closing-rows",
	PhaseFinalScoring:  "final-scoring",
	PhaseBetweenRounds: "between-rounds",
	PhaseOver:          "over",
}

var phases = engine.Names[Phase]{Package: "lino", Type: "Phase", Noun: "phase", Names: phaseNames[:]}

// String returns the phase's name, as in JSON: "building", "filling"...
func (p Phase) String() string { return phases.String(p) }

// MarshalText implements [encoding.TextMarshaler].
func (p Phase) MarshalText() ([]byte, error) { return phases.MarshalText(p) }

// UnmarshalText implements [encoding.TextUnmarshaler].
func (p *Phase) UnmarshalText(text []byte) error { return phases.UnmarshalText(text, p) }

func (p Phase) settling() bool { return PhaseBuilt <= p && p <= PhaseBetweenRounds }

// New lays out the field of a game, shuffles the faces of the bonus game
// onto it, and waits for the first seat to move a tile. Options that cannot
// be played give an error that wraps [ErrInvalidOptions].
func New(opts Options) (State, error) {
	opts, err := opts.normalize()
	if err != nil {
		return State{}, engine.Wrap(ErrInvalidOptions, err)
	}
	s := State{
		seed:      opts.Seed,
		first:     uint8(opts.FirstSeat),
		rounds:    uint8(opts.Rounds),
		bonus:     opts.Bonus || opts.StarsOnly,
		starsOnly: opts.StarsOnly,
		layout:    encodeCells(opts.Layout),
		faceSet:   encodeFaces(opts.Faces),
		field:     field{turn: turn{round: 1, phase: PhaseBuilding, toMove: uint8(opts.FirstSeat)}},
	}
	s.tiles = defaultTiles
	if opts.Layout != nil {
		var tiles board
		for _, c := range opts.Layout {
			p, _ := spotOf(c)
			tiles.set(p)
		}
		s.tiles = tileSetOf(tiles)
	}
	if s.bonus {
		s.faces = dealFaces(opts)
	}
	if !s.hasBuildingMove() {
		s.built() // a field no tile can leave is built already
	}
	return s, nil
}

// built ends the building phase: the field is laid for good, so its lines
// are worked out, once.
func (s *State) built() {
	s.phase = PhaseBuilt
	s.lines = linesOf(&s.tiles.board)
}

// dealFaces shuffles the faces onto the tiles, in grid order, with the seed.
// With StarsOnly the numbers stay face down: nobody knows them and they
// score nothing, so they are blank here.
func dealFaces(opts Options) [NumTiles]Face {
	faces := defaultFaces
	if opts.Faces != nil {
		copy(faces[:], opts.Faces)
	}
	r := rng.New(opts.Seed).Derive(facesStream)
	rng.ShuffleSlice(&r, faces[:])
	if opts.StarsOnly {
		for i, f := range faces {
			if f != Star {
				faces[i] = Blank
			}
		}
	}
	return faces
}

// The default field and faces, laid out once: New copies them.
var (
	defaultTiles = func() tileSet {
		var b board
		for _, c := range DefaultLayout() {
			p, _ := spotOf(c)
			b.set(p)
		}
		return tileSetOf(b)
	}()
	defaultFaces = [NumTiles]Face(DefaultFaces())
)

// facesStream labels the stream that shuffles the faces.
const facesStream = 1

func encodeCells(cells []Cell) string {
	var b strings.Builder
	for _, c := range cells {
		b.WriteByte(byte(c.X))
		b.WriteByte(byte(c.Y))
	}
	return b.String()
}

func encodeFaces(faces []Face) string {
	var b strings.Builder
	for _, f := range faces {
		b.WriteByte(byte(f))
	}
	return b.String()
}

// Options returns the options of the game, with defaults filled in; the
// zero Options for the zero State, which is no game.
func (s State) Options() Options {
	if s.rounds == 0 {
		return Options{}
	}
	o := Options{
		Players:   Players,
		Seed:      s.seed,
		FirstSeat: int(s.first),
		Rounds:    int(s.rounds),
		Bonus:     s.bonus,
		StarsOnly: s.starsOnly,
	}
	if s.layout != "" {
		o.Layout = make([]Cell, len(s.layout)/2)
		for i := range o.Layout {
			o.Layout[i] = Cell{int8(s.layout[2*i]), int8(s.layout[2*i+1])}
		}
	}
	if s.faceSet != "" {
		o.Faces = make([]Face, len(s.faceSet))
		for i := range o.Faces {
			o.Faces[i] = Face(s.faceSet[i])
		}
	}
	return o
}

// Round returns the number of the round being played, from 1.
func (s turn) Round() int { return int(s.round) }

// Phase returns what the game is waiting for: [PhaseOver] for the zero
// State, which is no game and waits for nothing.
func (s turn) Phase() Phase {
	if s.round == 0 {
		return PhaseOver
	}
	return s.phase
}

// ToMove returns the seat that must decide next, or -1 once the game is
// over, between two events of one move, and in the zero State.
func (s turn) ToMove() int {
	if s.phase <= PhaseFilling && s.round != 0 { // round 0: the zero State, no game
		return int(s.toMove)
	}
	return -1
}

// Over reports whether the game has ended; the zero State, which is no
// game, is over.
func (s turn) Over() bool { return s.phase == PhaseOver || s.round == 0 }

// Players returns the number of seats at the table, 0 for the zero State,
// which holds no game.
func (s State) Players() int {
	if s.rounds == 0 {
		return 0
	}
	return 2
}

// Scores returns each seat's points: the rows it closed, and at the end of
// a round its runs and bonus points, added over the rounds. It is nil for
// the zero State, which is no game.
func (s State) Scores() []int {
	if s.rounds == 0 {
		return nil
	}
	return []int{int(s.totals[0] + s.points[0]), int(s.totals[1] + s.points[1])}
}

// Winners returns the seats with the most points once the game is over
// (both on a draw), and nil before and for the zero State.
func (s State) Winners() []int {
	if !s.Over() || s.rounds == 0 {
		return nil
	}
	switch scores := s.Scores(); {
	case scores[0] > scores[1]:
		return []int{0}
	case scores[1] > scores[0]:
		return []int{1}
	}
	return []int{0, 1}
}

// Tiles returns the cells that hold a tile, in grid order (by row, then
// column); nil for the zero State, which has no field.
func (s field) Tiles() []Cell {
	if s.round == 0 {
		return nil
	}
	return slices.Clone(s.tiles.cells[:])
}

// Stones returns the cells that hold seat's stones, in grid order.
func (s field) Stones(seat int) []Cell {
	if seat != 0 && seat != 1 {
		return nil
	}
	set := s.stones[seat][East]
	cells := make([]Cell, 0, bits.OnesCount64(set))
	for ; set != 0; set &= set - 1 {
		cells = append(cells, s.tiles.cells[bits.TrailingZeros64(set)])
	}
	return cells
}

// At returns what lies at c: whether it holds a tile, the seat of the stone
// on it (-1 for none), and its face.
func (s State) At(c Cell) (tile bool, stone int, face Face) {
	p, ok := spotOf(c)
	if !ok || !s.tiles.has(p) {
		return false, -1, Blank
	}
	return true, s.stoneAt(p), s.faces[s.tiles.rank(p)]
}

// Moved reports whether the tile at c was moved while building: it may not
// move again.
func (s field) Moved(c Cell) bool {
	p, ok := spotOf(c)
	return ok && slices.Contains(s.moved[:s.moves], uint16(p))
}

// Vacated returns the cells tiles were moved away from: no tile may go
// there again.
func (s field) Vacated() []Cell {
	cells := make([]Cell, s.moves)
	for i, p := range s.vacated[:s.moves] {
		cells[i] = spot(p).cell()
	}
	return cells
}

// stoneAt returns the seat of the stone at p, or -1.
func (s *field) stoneAt(p spot) int {
	if !s.tiles.has(p) {
		return -1
	}
	return s.stoneOn(s.tiles.rank(p))
}

// stoneOn returns the seat of the stone on the tile of rank r, or -1.
func (s *field) stoneOn(r int) int {
	switch {
	case s.stones[0][East]>>r&1 != 0:
		return 0
	case s.stones[1][East]>>r&1 != 0:
		return 1
	}
	return -1
}

// filled returns the tiles that hold a stone, in d's order.
func (s *field) filled(d Direction) uint64 { return s.stones[0][d] | s.stones[1][d] }

// setStone puts a stone of seat on the tile of rank r.
func (s *State) setStone(seat, r int) {
	for d := range numDirections {
		s.stones[seat][d] |= 1 << s.lines.placeOf(d, r)
	}
}

// String draws the field, two characters a cell: X and O for the stones, a
// dot for an empty tile (in the bonus game its face: * for a star, x3 or o5
// for black's 3 or white's 5), blanks for no tile. The first line says the
// round, the phase, the seat to move and the points. The zero State is
// "no game".
func (s State) String() string {
	if s.rounds == 0 {
		return noGame
	}
	var b strings.Builder
	fmt.Fprintf(&b, "round %d/%d, %s", s.round, s.rounds, s.phase)
	if seat := s.ToMove(); seat >= 0 {
		fmt.Fprintf(&b, ", %s to move", stoneMarks[seat])
	}
	scores := s.Scores()
	fmt.Fprintf(&b, "; X %d, O %d", scores[0], scores[1])
	minX, minY, maxX, maxY := s.tiles.bounds()
	for y := minY; y <= maxY; y++ {
		var line strings.Builder
		for x := minX; x <= maxX; x++ {
			line.WriteString(s.symbol(spot(y*gridSize + x)))
		}
		fmt.Fprintf(&b, "\n%3d %s", y-margin, strings.TrimRight(line.String(), " "))
	}
	return b.String()
}

// symbol is how String draws a spot, in two characters.
func (s *State) symbol(p spot) string {
	switch s.stoneAt(p) {
	case 0:
		return "X "
	case 1:
		return "O "
	}
	if !s.tiles.has(p) {
		return "  "
	}
	switch f := s.faces[s.tiles.rank(p)]; {
	case f == Star:
		return "* "
	case f != Blank:
		return f.String()
	}
	return ". "
}

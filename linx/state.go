package linx

import (
	"errors"
	"fmt"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/rng"
)

// State is a moment of a match: an immutable value. No method changes its
// receiver or anything another State shares, so a State may be kept,
// copied, compared with ==, used as a map key and read from many
// goroutines.
//
// The zero State holds no game; use [New], [Replay], [Fold] or
// [FromPosition]. It answers like a match that is over and never began:
// ToMove -1, Over true, no scores, winners or moves, String "no game";
// Apply, Decide and Next refuse every move with an error that wraps
// [ErrIllegalMove] and says "no game", Evolve every event with one that
// wraps [ErrInvalidEvent].
type State struct {
	seed    uint64
	players uint8
	first   uint8 // Options.FirstSeat
	teams   bool
	round   uint8
	phase   Phase
	toMove  uint8 // the seat to move; while settling, the seat that moved last
	// draw says that the mover draws when the move's line check is done:
	// after a face-up tile or a pass.
	draw bool
	// last is the spot of the tile just placed, lastSet whether there is
	// one (not after a pass), while the move settles.
	last    uint8
	lastSet bool
	up      [numSpots]Tile // face-up tiles
	down    [numSpots]Tile // face-down tiles, on top of face-up ones
	// box is the smallest box around the tiles (min x, min y, max x, max
	// y in the window), kept because every move needs it; boxed says
	// whether there is a tile.
	box   [4]uint8
	boxed bool
	hands [MaxPlayers][3]uint8
	known [MaxPlayers][3]uint8 // of each hand, the tiles every seat saw revealed
	// piles holds each seat's pile, top first; drawn counts the tiles drawn
	// from it, whose places are zero.
	piles  [MaxPlayers][TilesEach]Tile
	drawn  [MaxPlayers]uint8
	points [MaxPlayers]uint8 // rounds won; in teams, each member has the team's
}

// Phase says what the match is waiting for.
type Phase uint8

// noGame is what the zero values say: the zero State's String, and the
// start of the reason its moves and events are refused.
const noGame = "no game"

// errNoGame is why the zero State refuses a move or an event.
var errNoGame = errors.New(noGame + ": the zero State holds none")

// The phases. Between two decisions a move's events pass through the
// settling phases, in which nobody decides; a state is in one only when it
// was folded from a log that stops in the middle of a move.
const (
	// PhasePlay: the seat to move places a tile, or passes.
	PhasePlay Phase = iota
	// PhaseAfterMove (settling): the move is checked for a line, the mover
	// draws, and the round ends or the turn passes.
	PhaseAfterMove
	// PhaseLineMade (settling): the mover made a line; it wins the round.
	PhaseLineMade
	// PhaseBetweenRounds (settling): the next round starts, or the match
	// ends.
	PhaseBetweenRounds
	// PhaseOver: the match is over.
	PhaseOver
)

var phaseNames = [...]string{"play", "after-move", "line-made", "between-rounds", "over"}

// String returns the phase's name, as in JSON.
func (p Phase) String() string { return phases.String(p) }

// MarshalText implements [encoding.TextMarshaler].
func (p Phase) MarshalText() ([]byte, error) { return phases.MarshalText(p) }

// UnmarshalText implements [encoding.TextUnmarshaler].
func (p *Phase) UnmarshalText(text []byte) error { return phases.UnmarshalText(text, p) }

var phases = engine.Names[Phase]{Package: "linx", Type: "Phase", Noun: "phase", Names: phaseNames[:]}

func (p Phase) settling() bool { return PhaseAfterMove <= p && p <= PhaseBetweenRounds }

// New deals the first round of a match. Options that cannot be played give
// an error that wraps [ErrInvalidOptions].
func New(opts Options) (State, error) {
	opts, err := opts.normalize()
	if err != nil {
		return State{}, fmt.Errorf("%w: %v", ErrInvalidOptions, err)
	}
	s := State{seed: opts.Seed, players: uint8(opts.Players), first: uint8(opts.FirstSeat), teams: opts.Teams}
	s.startRound(1, shuffle(opts, 1))
	return s, nil
}

// shuffle returns the piles of a round, each colour shuffled with its own
// stream of the round's, top first. Colours no seat plays are empty, but
// for the neutral colour of a three-seat match.
func shuffle(opts Options, round int) [NumColours][TilesEach]Tile {
	var piles [NumColours][TilesEach]Tile
	colours := opts.Players
	if colours == 3 {
		colours = NumColours
	}
	roundStream := rng.New(opts.Seed).Derive(uint64(round))
	for c := range colours {
		pile := &piles[c]
		for i := range pile {
			pile[i] = MakeTile(Colour(c), Symbol(1+i%3))
		}
		r := roundStream.Derive(uint64(c))
		rng.ShuffleSlice(&r, pile[:])
	}
	return piles
}

// startingHands are the hands dealt in turn order from the round's first
// seat, by the number of seats.
var startingHands = [MaxPlayers + 1][MaxPlayers]uint8{2: {3, 4}, 3: {2, 2, 3}, 4: {2, 2, 3, 3}}

// roundFirst returns the seat that begins a round.
func (s *State) roundFirst(round int) int { return (int(s.first) + round - 1) % int(s.players) }

// startRound clears the grid and deals a round from its piles: with three
// seats the neutral colour's first nine tiles lie face up in a 3×3 block at
// 0,0 to 2,2; then each seat draws its starting hand, in turn order.
func (s *State) startRound(round int, piles [NumColours][TilesEach]Tile) {
	n := int(s.players)
	s.round, s.phase, s.draw, s.last, s.lastSet = uint8(round), PhasePlay, false, 0, false
	s.up, s.down = [numSpots]Tile{}, [numSpots]Tile{}
	s.hands, s.known, s.drawn = [MaxPlayers][3]uint8{}, [MaxPlayers][3]uint8{}, [MaxPlayers]uint8{}
	s.piles = [MaxPlayers][TilesEach]Tile{}
	copy(s.piles[:n], piles[:n])
	s.box, s.boxed = [4]uint8{}, false
	if n == 3 {
		for i, t := range piles[NumColours-1][:neutralTiles] {
			p, _ := spotOf(Cell{int8(i % 3), int8(i / 3)})
			s.putUp(p, t)
		}
	}
	first := s.roundFirst(round)
	for k := range n {
		seat := (first + k) % n
		for range startingHands[n][k] {
			s.drawTile(seat)
		}
	}
	s.toMove = uint8(first)
}

// drawTile moves the top of seat's pile into its hand and returns it, or
// returns 0 if the pile is empty.
func (s *State) drawTile(seat int) Tile {
	if s.drawn[seat] == TilesEach {
		return 0
	}
	t := s.piles[seat][s.drawn[seat]]
	s.piles[seat][s.drawn[seat]] = 0
	s.drawn[seat]++
	s.hands[seat][t.Symbol()-1]++
	return t
}

// Options returns the options of the match.
func (s State) Options() Options {
	return Options{Players: int(s.players), Seed: s.seed, FirstSeat: int(s.first), Teams: s.teams}
}

// Round returns the number of the round being played, from 1.
func (s State) Round() int { return int(s.round) }

// Phase returns what the match is waiting for: [PhaseOver] for the zero
// State, which holds no game.
func (s State) Phase() Phase {
	if s.players == 0 {
		return PhaseOver
	}
	return s.phase
}

// ToMove returns the seat that must decide next, or -1 once the match is
// over, between two events of one move, and in the zero State.
func (s State) ToMove() int {
	if s.players == 0 {
		return -1
	}
	return s.seatToMove()
}

// seatToMove is ToMove for the rules, which hold a *State: calling ToMove
// would copy the whole State, a value receiver, to read two fields.
func (s *State) seatToMove() int {
	if s.phase == PhasePlay {
		return int(s.toMove)
	}
	return -1
}

// Over reports whether the match has ended; the zero State, which holds
// no game, is over.
func (s State) Over() bool { return s.phase == PhaseOver || s.players == 0 }

// Players returns the number of seats at the table, 0 for the zero State,
// which holds no game.
func (s State) Players() int { return int(s.players) }

// Scores returns each seat's rounds won; in teams, each member has its
// team's. nil for the zero State.
func (s State) Scores() []int {
	if s.players == 0 {
		return nil
	}
	scores := make([]int, s.players)
	for seat := range scores {
		scores[seat] = int(s.points[seat])
	}
	return scores
}

// Winners returns the seats that won the match (both members of a team)
// once it is over, and nil before.
func (s State) Winners() []int {
	if !s.Over() {
		return nil
	}
	var winners []int
	for seat := range int(s.players) {
		if s.points[seat] >= PointsToWin {
			winners = append(winners, seat)
		}
	}
	return winners
}

// Hand returns the symbols in seat's hand, in order: rocks, papers,
// scissors.
func (s State) Hand(seat int) []Symbol {
	if seat < 0 || seat >= int(s.players) {
		return nil
	}
	return symbols(s.hands[seat])
}

func symbols(counts [3]uint8) []Symbol {
	out := make([]Symbol, 0, counts[0]+counts[1]+counts[2])
	for i, n := range counts {
		for range n {
			out = append(out, Symbol(i+1))
		}
	}
	return out
}

// At returns the tiles at c: the face-up tile (0 for none) and the
// face-down tile on it (0 for none).
func (s State) At(c Cell) (up, down Tile) {
	p, ok := spotOf(c)
	if !ok {
		return 0, 0
	}
	return s.up[p], s.down[p]
}

// PileSize returns the number of tiles left in seat's pile.
func (s State) PileSize(seat int) int {
	if seat < 0 || seat >= int(s.players) {
		return 0
	}
	return TilesEach - int(s.drawn[seat])
}

// bound is the side of the square every round's tiles must fit.
func (s *State) bound() int { return boundFor(int(s.players)) }

// boundFor is the side of the square for a number of players.
func boundFor(players int) int {
	if players == 2 {
		return 4
	}
	return 5
}

// String draws the grid, three characters a cell: the tile's colour
// initial and symbol, in capitals when it lies face down ("yR" a yellow rock
// face up, "BP" blue paper face down), "." for an empty cell. The first
// line says the round, the points and the seat to move; the last, the hand
// sizes.
func (s State) String() string {
	if s.players == 0 {
		return noGame
	}
	var b strings.Builder
	fmt.Fprintf(&b, "round %d, %s, points %v", s.round, s.phase, s.Scores())
	if seat := s.ToMove(); seat >= 0 {
		fmt.Fprintf(&b, ", seat %d to move", seat)
	}
	minX, minY, maxX, maxY, found := s.bounds()
	if !found {
		minX, minY, maxX, maxY = reach, reach, reach, reach
	}
	for y := minY; y <= maxY; y++ {
		var line strings.Builder
		for x := minX; x <= maxX; x++ {
			p := y*span + x
			switch {
			case s.down[p] != 0:
				line.WriteString(strings.ToUpper(s.down[p].String()) + " ")
			case s.up[p] != 0:
				line.WriteString(s.up[p].String() + " ")
			default:
				line.WriteString(".  ")
			}
		}
		fmt.Fprintf(&b, "\n%3d %s", y-reach, strings.TrimRight(line.String(), " "))
	}
	b.WriteString("\nhands")
	for seat := range int(s.players) {
		fmt.Fprintf(&b, " %d", s.hands[seat][0]+s.hands[seat][1]+s.hands[seat][2])
	}
	b.WriteString(", piles")
	for seat := range int(s.players) {
		fmt.Fprintf(&b, " %d", TilesEach-int(s.drawn[seat]))
	}
	return b.String()
}

// bounds returns the window coordinates of the smallest box around the
// tiles, and false if there is none.
func (s *State) bounds() (minX, minY, maxX, maxY int, found bool) {
	return int(s.box[0]), int(s.box[1]), int(s.box[2]), int(s.box[3]), s.boxed
}

// putUp lays a tile face up at p and grows the box around the tiles.
func (s *State) putUp(p spot, t Tile) {
	s.up[p] = t
	x, y := uint8(int(p)%span), uint8(int(p)/span)
	if !s.boxed {
		s.box, s.boxed = [4]uint8{x, y, x, y}, true
		return
	}
	s.box = [4]uint8{min(s.box[0], x), min(s.box[1], y), max(s.box[2], x), max(s.box[3], y)}
}

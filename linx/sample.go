package linx

import (
	"errors"
	"fmt"
	"github.com/tabletopgo/tabletop/internal/engine"
	"slices"

	"github.com/tabletopgo/tabletop/rng"
)

// Sampler deals, from one seat's [View], everything that seat cannot see:
// a determinization, for a search that must not look at hidden tiles.
//
// What a seat sees of a round is the grid (every symbol on it, face-down
// ones too), its own hand, every hand's and pile's size, and the tiles it
// saw revealed in another hand (Known). What it cannot see is, for each
// colour, the tiles of that colour on none of these: they lie, in some
// order, in the unseen part of the colour's seat's hand and in that seat's
// pile. The seat's own pile is unseen too. A sample deals them again,
// uniformly: each colour's unseen tiles are shuffled together, the first
// go to the hand, the rest, in order, make the pile.
//
// Two more facts of a State are not in a View, and a sample must not take
// them from the match either:
//
//   - Options.Seed, from which every later round is dealt: a sample that
//     kept it would know the next round's piles. Each sample draws its own
//     seed.
//   - The seat that began the round (and so Options.FirstSeat), which
//     decides a blocked round's tie and who begins the next round. A
//     sample infers it from the hand and pile sizes and the tiles each
//     seat has placed (the starting hands differ in turn order, and every
//     face-up tile or pass draws two); when several seats fit, as once
//     every pile is empty, each sample draws one of them.
//
// A Sampler is a value: it may be copied and used from several goroutines
// at once.
type Sampler struct {
	base   State                       // all the view shows, the unseen tiles not dealt
	pool   [MaxPlayers][TilesEach]Tile // each colour's unseen tiles
	unseen Unseen
	// firsts lists the seats that may have begun the round (as values of
	// State.first), nFirst how many.
	firsts [MaxPlayers]uint8
	nFirst int
}

// MarshalJSON refuses, with an error that says what to marshal instead: a
// Sampler holds what its View may not know.
func (s Sampler) MarshalJSON() ([]byte, error) {
	return nil, engine.NoJSON("linx", "a Sampler", "the View it was made from")
}

// Unseen is what a seat cannot see, colour by colour (seat c plays colour
// c; with three seats, the neutral colour's tiles off the grid are out of
// play and not counted).
type Unseen struct {
	// Tiles[c][i] counts the unseen tiles of colour c showing Symbol(i+1):
	// rocks, papers, scissors.
	Tiles [MaxPlayers][3]int `json:"tiles"`
	// InHand[c] counts the tiles of seat c's hand that the seat cannot see
	// (its hand less its known tiles; 0 for its own hand). With InPile[c]
	// it holds exactly colour c's unseen tiles.
	InHand [MaxPlayers]int `json:"inHand"`
	// InPile[c] counts the tiles of seat c's pile, which nobody sees.
	InPile [MaxPlayers]int `json:"inPile"`
}

// Total returns the number of unseen tiles of colour c.
func (u Unseen) Total(c Colour) int {
	if int(c) >= MaxPlayers {
		return 0
	}
	return u.Tiles[c][0] + u.Tiles[c][1] + u.Tiles[c][2]
}

// NewSampler returns the Sampler of the view v. A view no match gives (a
// colour that is not whole, hands that do not fit the piles' sizes, a
// round that no seat can have begun, derived fields that contradict the
// rest: over, winners or the seat to move that the phase and scores do not
// give, a round that does not fit the scores, team-mates with different
// scores) gives an error that wraps [ErrInvalidPosition]; so does a view
// in the middle of a move's events (a settling phase), which does not show
// the seat that moved. Every sample of a Sampler shows its seat the view
// exactly, and is a State that [FromPosition] accepts. A spectator's view
// (Seat -1) is sampled too: every hand is then unseen.
func NewSampler(v View) (Sampler, error) {
	smp, err := newSampler(v)
	if err != nil {
		return Sampler{}, fmt.Errorf("%w: cannot sample the view: %w", ErrInvalidPosition, err)
	}
	return smp, nil
}

func newSampler(v View) (Sampler, error) {
	var smp Sampler
	if err := checkSeats(v); err != nil {
		return smp, err
	}
	n := v.Players
	s := &smp.base
	s.players, s.teams, s.round, s.phase = uint8(n), v.Teams, uint8(v.Round), v.Phase
	if v.Phase == PhasePlay {
		s.toMove = uint8(v.ToMove)
	}
	for seat, p := range v.Scores {
		if p < 0 || p > PointsToWin {
			return smp, fmt.Errorf("seat %d has %d points", seat, p)
		}
		s.points[seat] = uint8(p)
	}
	// seen[c][sym] counts the tiles of colour c the seat sees; ups and
	// downs count each seat's tiles on the grid, face up and face down.
	var seen [NumColours][3]int
	var ups, downs [MaxPlayers]int
	if err := s.readGrid(v, &seen, &ups, &downs); err != nil {
		return smp, err
	}
	if err := smp.readSeats(v, &seen); err != nil {
		return smp, err
	}
	if err := smp.readFirsts(v, ups, downs); err != nil {
		return smp, err
	}
	return smp, smp.check(v)
}

// checkSeats says why the view's players, seats, round and phase are not a
// match's, if they are not.
func checkSeats(v View) error {
	n := v.Players
	switch {
	case n < MinPlayers || n > MaxPlayers:
		return fmt.Errorf("%d players", n)
	case v.Seat < -1 || v.Seat >= n:
		return fmt.Errorf("seat %d is not at the table", v.Seat)
	case len(v.HandSizes) != n || len(v.PileSizes) != n || len(v.Known) != n || len(v.Scores) != n:
		return fmt.Errorf("hand sizes, pile sizes, known tiles and scores must list %d seats", n)
	case v.Teams && n != 4:
		return errors.New("teams need 4 seats")
	case v.Round < 1 || v.Round > maxRounds:
		return fmt.Errorf("round %d", v.Round)
	case v.Phase != PhasePlay && v.Phase != PhaseOver:
		return fmt.Errorf("phase %v: a move is settling, and the view does not show who made it", v.Phase)
	case v.Phase == PhasePlay && (v.ToMove < 0 || v.ToMove >= n):
		return fmt.Errorf("seat %d to move", v.ToMove)
	}
	return nil
}

// readGrid puts the view's grid on s, counting in seen the tiles of each
// colour and symbol in sight, and in ups and downs each seat's tiles face
// up and face down; it says why the grid cannot be, if it cannot.
func (s *State) readGrid(v View, seen *[NumColours][3]int, ups, downs *[MaxPlayers]int) error {
	n := v.Players
	for _, st := range v.Grid {
		p, ok := spotOf(st.Cell)
		switch {
		case !ok || s.up[p] != 0:
			return fmt.Errorf("cell %v is off the grid or given twice", st.Cell)
		case !st.Up.valid() || (int(st.Up.Colour()) >= n && !(n == 3 && st.Up.Colour() == NumColours-1)):
			return fmt.Errorf("cell %v holds %v", st.Cell, st.Up)
		case st.Down != 0 && (!st.Down.valid() || int(st.Down.Colour()) >= n || st.Down.Symbol() != st.Up.Symbol().beater()):
			return fmt.Errorf("cell %v holds %v on %v", st.Cell, st.Down, st.Up)
		}
		s.putUp(p, st.Up)
		s.down[p] = st.Down
		seen[st.Up.Colour()][st.Up.Symbol()-1]++
		if c := int(st.Up.Colour()); c < n {
			ups[c]++
		}
		if st.Down != 0 {
			seen[st.Down.Colour()][st.Down.Symbol()-1]++
			downs[st.Down.Colour()]++
		}
	}
	return nil
}

// readSeats reads the view's hand, hand sizes, known tiles and pile sizes
// into smp: the hands' known part and each colour's unseen tiles, adding to
// seen the tiles in sight in hands. It says why they cannot be, if they
// cannot.
func (smp *Sampler) readSeats(v View, seen *[NumColours][3]int) error {
	s, n := &smp.base, v.Players
	if v.Seat >= 0 {
		if len(v.Hand) != v.HandSizes[v.Seat] {
			return fmt.Errorf("seat %d holds %d tiles, not %d", v.Seat, len(v.Hand), v.HandSizes[v.Seat])
		}
		for _, sym := range v.Hand {
			if !sym.valid() {
				return fmt.Errorf("seat %d holds %v", v.Seat, sym)
			}
			s.hands[v.Seat][sym-1]++
		}
	}
	for c := range n {
		size, pile := v.HandSizes[c], v.PileSizes[c]
		if size < 0 || size > TilesEach || pile < 0 || pile > TilesEach || len(v.Known[c]) > size {
			return fmt.Errorf("seat %d has %d tiles in hand, %d known, and %d in its pile", c, size, len(v.Known[c]), pile)
		}
		for _, sym := range v.Known[c] {
			if !sym.valid() {
				return fmt.Errorf("seat %d is known to hold %v", c, sym)
			}
			s.known[c][sym-1]++
		}
		hidden := size - len(v.Known[c])
		if c == v.Seat {
			hidden = 0
			for i := range 3 {
				if s.known[c][i] > s.hands[c][i] {
					return fmt.Errorf("seat %d is known to hold more than it holds", c)
				}
			}
		} else {
			s.hands[c] = s.known[c]
		}
		for i := range 3 {
			seen[c][i] += int(s.hands[c][i])
		}
		s.drawn[c] = uint8(TilesEach - pile)
		total := 0
		for i := range 3 {
			left := TilesEach/3 - seen[c][i]
			if left < 0 {
				return fmt.Errorf("more than %d %v %s are in sight", TilesEach/3, Colour(c), symbolNames[i+1])
			}
			for range left {
				smp.pool[c][total] = MakeTile(Colour(c), Symbol(i+1))
				total++
			}
			smp.unseen.Tiles[c][i] = left
		}
		if total != hidden+pile {
			return fmt.Errorf("%d %v tiles are unseen, but seat %d hides %d in its hand and %d in its pile", total, Colour(c), c, hidden, pile)
		}
		smp.unseen.InHand[c], smp.unseen.InPile[c] = hidden, pile
	}
	return nil
}

// readFirsts lists the seats that may have begun the round, given each
// seat's tiles face up and face down on the grid.
func (smp *Sampler) readFirsts(v View, ups, downs [MaxPlayers]int) error {
	n := v.Players
	if v.Phase == PhasePlay {
		for f := range n {
			if roundBegunBy(v, f, ups, downs) {
				// State.first is the first round's first seat.
				smp.firsts[smp.nFirst] = uint8((f - (v.Round-1)%n + n) % n)
				smp.nFirst++
			}
		}
		if smp.nFirst == 0 {
			return errors.New("no seat can have begun the round: the hand and pile sizes do not fit the turns")
		}
		smp.base.first = smp.firsts[0]
	}
	return nil
}

// check says why the view's derived fields contradict the rest, if they
// do: a sample must be a State that [FromPosition] accepts (the round fits
// the scores, team-mates score alike, a match over has one winning side, a
// round in play is not stuck) and that shows the view its over, winners
// and seat to move. The samples differ only in what the view does not
// show, on which none of these depends, so one sample answers for all.
func (smp *Sampler) check(v View) error {
	r := rng.New(0)
	s := smp.Sample(&r)
	if _, err := fromPosition(s.Position()); err != nil {
		return err
	}
	got := s.View(v.Seat)
	switch {
	case got.Over != v.Over:
		return fmt.Errorf("over is %v in phase %v", v.Over, v.Phase)
	case got.ToMove != v.ToMove:
		return fmt.Errorf("seat %d to move in phase %v, where it is seat %d", v.ToMove, v.Phase, got.ToMove)
	case !slices.Equal(got.Winners, v.Winners):
		return fmt.Errorf("winners %v, but the scores %v make them %v", v.Winners, v.Scores, got.Winners)
	}
	return nil
}

// roundBegunBy reports whether seat f can have begun the round the view
// shows (in phase play). A seat k places after f draws startingHands[n][k]
// tiles, then two (or what is left) for each face-up tile it places and
// each pass; face-down tiles draw nothing. While its pile holds tiles, its
// draws give its number of passes exactly, and so its number of turns; once
// the pile is empty, only a least number. Some number of turns T from f
// must then give each seat its turns, in order, and leave the view's seat
// to move.
func roundBegunBy(v View, f int, ups, downs [MaxPlayers]int) bool {
	n := v.Players
	var turns [MaxPlayers]int // by position in turn order; exact or a least number
	var exact [MaxPlayers]bool
	for k := range n {
		seat := (f + k) % n
		start, drawn := int(startingHands[n][k]), TilesEach-v.PileSizes[seat]
		switch {
		case drawn < start:
			return false
		case drawn < TilesEach:
			if (drawn-start)%DrawAfterPlace != 0 {
				return false
			}
			passes := (drawn-start)/DrawAfterPlace - ups[seat]
			if passes < 0 {
				return false
			}
			turns[k], exact[k] = ups[seat]+downs[seat]+passes, true
		default:
			draws := (TilesEach - start + DrawAfterPlace - 1) / DrawAfterPlace
			turns[k] = ups[seat] + downs[seat] + max(0, draws-ups[seat])
		}
	}
	// A round has at most one turn for each tile placed or pass: far fewer
	// than this, as a pass needs an empty hand or a grid that takes none.
	const maxTurns = 1024
	for T := 0; T < maxTurns; T++ {
		if (f+T)%n != v.ToMove {
			continue
		}
		fits := true
		for k := range n {
			t := (T - k + n - 1) / n // turns of the seat k places after f
			if (exact[k] && t != turns[k]) || (!exact[k] && t < turns[k]) {
				fits = false
				break
			}
		}
		if fits {
			return true
		}
	}
	return false
}

// Sample returns a State whose View for the sampler's seat is the view it
// was made from: every unseen tile dealt anew, uniformly, and a seed of its
// own, all drawn with r. It does not allocate. The zero Sampler, which
// holds no view, gives the zero State.
func (smp Sampler) Sample(r *rng.Source) State {
	if smp.base.players == 0 {
		return State{}
	}
	s := smp.base
	s.seed = r.Uint64()
	if smp.nFirst > 1 {
		s.first = smp.firsts[r.IntN(smp.nFirst)]
	}
	for c := range int(s.players) {
		pool := smp.pool[c]
		tiles := pool[:smp.unseen.InHand[c]+smp.unseen.InPile[c]]
		rng.ShuffleSlice(r, tiles)
		hidden := smp.unseen.InHand[c]
		for _, t := range tiles[:hidden] {
			s.hands[c][t.Symbol()-1]++
		}
		copy(s.piles[c][s.drawn[c]:], tiles[hidden:])
	}
	return s
}

// Unseen returns what the sampler's seat cannot see.
func (smp Sampler) Unseen() Unseen { return smp.unseen }

// FirstSeats returns the seats that may have begun the round, as far as
// the view tells (one, but once the piles run out), in order; nil once
// the match is over.
func (smp Sampler) FirstSeats() []int {
	var seats []int
	for _, first := range smp.firsts[:smp.nFirst] {
		seats = append(seats, (int(first)+int(smp.base.round)-1)%int(smp.base.players))
	}
	return seats
}

package linko

import (
	"fmt"
	"slices"
	"strings"

	"github.com/tabletopgo/tabletop/deck"
	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/rng"
)

// State is a moment of a game: an immutable value. No method changes its
// receiver or anything another State shares, so a State may be kept,
// copied, compared with == (two states are == exactly when every fact of the
// game is the same), used as a map key and read from many goroutines.
//
// The zero State is not a game; use [New], [Replay], [Fold] or
// [FromPosition].
type State struct {
	opts   Options
	round  uint8 // 1-based
	phase  Phase
	active uint8 // the seat whose turn it is
	// victim is the attacked seat while an attack is being decided or drawn
	// for; while the active seat's play is compared with the opponents
	// (PhaseAttacking) it is the last seat compared, starting at active.
	victim uint8
	draws  uint8 // cards the victim still has to draw
	pile   deck.Pile[Card]
	// display holds the face-up cards; an empty slot is Hidden.
	display [DisplaySize]Card
	hands   [MaxPlayers]cardCounts
	// known counts, per seat, the cards every seat has seen enter that
	// hand and leave no trace of leaving it.
	known   [MaxPlayers]cardCounts
	discard cardCounts
	// tableaux holds every seat's stack of melds in one array: seat 0's
	// melds bottom first, then seat 1's, and so on; heights says how many
	// each has. The rest of the array is zero, so equal tables are ==.
	tableaux [NumCards]packedMeld
	heights  [MaxPlayers]uint8
	totals   [MaxPlayers]int16 // scores of the rounds already scored
}

// packedMeld is a Meld in 16 bits, to keep the State small: copying the
// State is most of what a move costs. Bits 0-3 hold the value, 4-7 the
// count, 8-11 the jokers.
type packedMeld uint16

func pack(m Meld) packedMeld {
	return packedMeld(m.Value) | packedMeld(m.Count)<<4 | packedMeld(m.Jokers)<<8
}

func (p packedMeld) unpack() Meld {
	return Meld{Value: Card(p & 0xf), Count: uint8(p >> 4 & 0xf), Jokers: uint8(p >> 8 & 0xf)}
}

// size returns the number of cards in the meld.
func (p packedMeld) size() int { return int(p>>4&0xf) + int(p>>8&0xf) }

// cardCounts counts cards by value: index 1 to 13 for the numbers, 14
// (Joker) for jokers; index 0 is unused.
type cardCounts [Joker + 1]uint8

func (c *cardCounts) total() int {
	n := 0
	for _, k := range c {
		n += int(k)
	}
	return n
}

func (c *cardCounts) add(m Meld) {
	c[m.Value] += m.Count
	c[Joker] += m.Jokers
}

func (c *cardCounts) remove(m Meld) {
	c[m.Value] -= m.Count
	c[Joker] -= m.Jokers
}

// appendCards appends the counted cards to dst, in order of value.
func (c *cardCounts) appendCards(dst []Card) []Card {
	for card := Card(1); card <= Joker; card++ {
		for range c[card] {
			dst = append(dst, card)
		}
	}
	return dst
}

// Phase says what the game is waiting for.
type Phase uint8

// The phases. Between two decisions a move's events pass through the
// settling phases (PhaseAttacking to PhaseBetweenRounds), in which nobody
// decides and the next event follows from the rules alone; a state is in
// one of them only when it was folded from a log that stops in the middle of
// a move.
const (
	// PhasePlay: the active seat must play a meld.
	PhasePlay Phase = iota
	// PhaseTakeOrLeave: the active seat attacks the victim's top meld and
	// decides to take it into its hand or leave it.
	PhaseTakeOrLeave
	// PhaseTakeBackOrDiscard: the attacker left the victim's meld; the
	// victim takes it back into its hand, or discards it and draws.
	PhaseTakeBackOrDiscard
	// PhaseDraw: the victim draws, card by card, from the draw pile or the
	// display.
	PhaseDraw
	// PhaseAttacking (settling): the active seat's new meld is being
	// compared with the opponents' top melds, clockwise.
	PhaseAttacking
	// PhaseRefilling (settling): the victim has drawn; the display is
	// refilled from the draw pile.
	PhaseRefilling
	// PhaseRoundOver (settling): a hand or the cards to draw ran out; the
	// round is scored next.
	PhaseRoundOver
	// PhaseBetweenRounds (settling): the round is scored; the next round
	// is dealt, or the game ends.
	PhaseBetweenRounds
	// PhaseOver: the game has ended.
	PhaseOver
)

var phaseNames = [...]string{
	PhasePlay:              "play",
	PhaseTakeOrLeave:       "take-or-leave",
	PhaseTakeBackOrDiscard: "take-back-or-discard",
	PhaseDraw:              "draw",
	PhaseAttacking:         "attacking",
	PhaseRefilling:         "refilling",
	PhaseRoundOver:         "round-over",
	PhaseBetweenRounds:     "between-rounds",
	PhaseOver:              "over",
}

// String returns the phase's name, as in JSON: "play", "take-or-leave"...
func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return fmt.Sprintf("Phase(%d)", uint8(p))
}

// MarshalText implements [encoding.TextMarshaler].
func (p Phase) MarshalText() ([]byte, error) {
	if int(p) >= len(phaseNames) {
		return nil, fmt.Errorf("linko: cannot marshal %v", p)
	}
	return []byte(p.String()), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler].
func (p *Phase) UnmarshalText(text []byte) error {
	i := slices.Index(phaseNames[:], string(text))
	if i < 0 {
		return fmt.Errorf("linko: %q is not a phase", text)
	}
	*p = Phase(i)
	return nil
}

// settling reports whether the phase passes without a decision.
func (p Phase) settling() bool { return PhaseAttacking <= p && p <= PhaseBetweenRounds }

// New deals the first round of a game. Options that cannot be played give
// an error that wraps [ErrInvalidOptions].
func New(opts Options) (State, error) {
	opts, err := opts.normalize()
	if err != nil {
		return State{}, err
	}
	s := State{opts: opts}
	s.deal(1, shuffle(opts, 1))
	return s, nil
}

// shuffle returns the order of the cards for a round: drawn from the stream
// that Options.Seed gives for that round, so that a round dealt in the
// middle of a game is as determined as the first.
func shuffle(opts Options, round int) deck.Pile[Card] {
	var cards [NumCards]Card
	for i := range NumCards - NumJokers {
		cards[i] = Card(1 + i/CopiesEach)
	}
	for i := NumCards - NumJokers; i < NumCards; i++ {
		cards[i] = Joker
	}
	r := rng.New(opts.Seed).Derive(uint64(round))
	return deck.Shuffled(&r, cards[:]...)
}

// firstSeat returns the seat that begins a round: the first seat moves one
// seat left each round.
func (s *State) firstSeat(round int) int {
	return (s.opts.FirstSeat + round - 1) % s.opts.Players
}

// deal starts a round from the order of its cards, whose top is dealt first:
// one card at a time to each seat from the round's first seat, then the
// display, and the rest is the draw pile.
func (s *State) deal(round int, cards deck.Pile[Card]) {
	n := s.opts.Players
	first := s.firstSeat(round)
	s.round = uint8(round)
	s.phase = PhasePlay
	s.active, s.victim, s.draws = uint8(first), uint8(first), 0
	s.hands, s.known, s.discard = [MaxPlayers]cardCounts{}, [MaxPlayers]cardCounts{}, cardCounts{}
	s.tableaux, s.heights = [NumCards]packedMeld{}, [MaxPlayers]uint8{}
	for i := range HandSize * n {
		c, _ := cards.At(i)
		s.hands[(first+i)%n][c]++
	}
	for i := range DisplaySize {
		s.display[i], _ = cards.At(HandSize*n + i)
	}
	_, s.pile = cards.Split(HandSize*n + DisplaySize)
}

// Options returns the options of the game, with defaults filled in.
func (s State) Options() Options { return s.opts }

// Round returns the number of the round being played, from 1.
func (s State) Round() int { return int(s.round) }

// Phase returns what the game is waiting for.
func (s State) Phase() Phase { return s.phase }

// Active returns the seat whose turn it is. During an attack the victim may
// be the seat to move: see [State.ToMove].
func (s State) Active() int { return int(s.active) }

// ToMove returns the seat that must decide next: the active seat to play or
// to take or leave, the victim to take back or discard and to draw. It is -1
// once the game is over, and between two events of one move.
func (s State) ToMove() int { return s.toMove() }

func (s *State) toMove() int {
	switch s.phase {
	case PhasePlay, PhaseTakeOrLeave:
		return int(s.active)
	case PhaseTakeBackOrDiscard, PhaseDraw:
		return int(s.victim)
	}
	return -1
}

// Victim returns the seat under attack, or -1 when no attack is being
// decided or drawn for.
func (s State) Victim() int {
	switch s.phase {
	case PhaseTakeOrLeave, PhaseTakeBackOrDiscard, PhaseDraw, PhaseRefilling:
		return int(s.victim)
	}
	return -1
}

// Draws returns the number of cards the victim has still to draw.
func (s State) Draws() int { return int(s.draws) }

// Over reports whether the game has ended.
func (s State) Over() bool { return s.phase == PhaseOver }

// Hand returns the cards in seat's hand, in order of value (jokers last). It
// returns nil for a seat that does not exist.
func (s State) Hand(seat int) []Card {
	if !s.seatExists(seat) {
		return nil
	}
	return s.hands[seat].appendCards(make([]Card, 0, s.hands[seat].total()))
}

// HandSize returns the number of cards in seat's hand.
func (s State) HandSize(seat int) int {
	if !s.seatExists(seat) {
		return 0
	}
	return s.hands[seat].total()
}

// Tableau returns seat's melds, from the bottom of its stack to the top.
func (s State) Tableau(seat int) []Meld {
	if !s.seatExists(seat) {
		return nil
	}
	t := s.tableau(seat)
	melds := make([]Meld, len(t))
	for i, p := range t {
		melds[i] = p.unpack()
	}
	return melds
}

// Top returns seat's top meld, and false if its tableau is empty.
func (s State) Top(seat int) (Meld, bool) { return s.top(seat) }

func (s *State) top(seat int) (Meld, bool) {
	if !s.seatExists(seat) || s.heights[seat] == 0 {
		return Meld{}, false
	}
	return s.tableaux[s.tableauStart(seat)+int(s.heights[seat])-1].unpack(), true
}

// Display returns the face-up cards of the display; an empty slot is Hidden.
func (s State) Display() [DisplaySize]Card { return s.display }

// PileSize returns the number of cards in the face-down draw pile.
func (s State) PileSize() int { return s.pile.Len() }

// Discard returns the cards of the discard pile, in order of value.
func (s State) Discard() []Card { return s.discard.appendCards(nil) }

// Scores returns each seat's score: +1 for every card on its tableau and −1
// for every card in its hand, added over the rounds. While a round is being
// played it includes that round as it stands; once the game is over it is
// final.
func (s State) Scores() []int {
	scores := make([]int, s.opts.Players)
	for seat := range scores {
		scores[seat] = int(s.totals[seat])
		if s.phase < PhaseBetweenRounds {
			scores[seat] += s.roundScore(seat)
		}
	}
	return scores
}

// roundScore returns seat's score in the round being played.
func (s *State) roundScore(seat int) int {
	score := -s.hands[seat].total()
	for _, m := range s.tableau(seat) {
		score += m.size()
	}
	return score
}

// Winners returns the seats with the best score once the game is over
// (several on a tie), and nil before.
func (s State) Winners() []int {
	if !s.Over() {
		return nil
	}
	best := slices.Max(s.totals[:s.opts.Players])
	var winners []int
	for seat, score := range s.totals[:s.opts.Players] {
		if score == best {
			winners = append(winners, seat)
		}
	}
	return winners
}

func (s *State) seatExists(seat int) bool { return 0 <= seat && seat < s.opts.Players }

// next returns the left neighbour of seat.
func (s *State) next(seat int) int { return (seat + 1) % s.opts.Players }

// tableau returns seat's melds as a slice of the state's own array: for
// reading only.
func (s *State) tableau(seat int) []packedMeld {
	start := s.tableauStart(seat)
	return s.tableaux[start : start+int(s.heights[seat])]
}

// tableauStart returns the index of seat's bottom meld in s.tableaux.
func (s *State) tableauStart(seat int) int {
	start := 0
	for _, h := range s.heights[:seat] {
		start += int(h)
	}
	return start
}

// meldsOnTable returns the number of melds on all tableaux.
func (s *State) meldsOnTable() int {
	n := 0
	for _, h := range s.heights {
		n += int(h)
	}
	return n
}

// push puts m on top of seat's tableau.
func (s *State) push(seat int, m Meld) {
	end := s.tableauStart(seat) + int(s.heights[seat]) // just above seat's top
	total := s.meldsOnTable()
	copy(s.tableaux[end+1:total+1], s.tableaux[end:total])
	s.tableaux[end] = pack(m)
	s.heights[seat]++
}

// pop removes seat's top meld and returns it.
func (s *State) pop(seat int) Meld {
	end := s.tableauStart(seat) + int(s.heights[seat])
	m := s.tableaux[end-1]
	total := s.meldsOnTable()
	copy(s.tableaux[end-1:total-1], s.tableaux[end:total])
	s.tableaux[total-1] = 0
	s.heights[seat]--
	return m.unpack()
}

// String draws the table in a few lines: the round, the draw pile, the
// display and the discard pile, then each seat's hand size, hand and
// tableau (bottom first), with an arrow at the seat to move.
func (s State) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "round %d/%d, %s; pile %d, display [%s], discard %d\n",
		s.round, s.opts.Rounds, s.phase, s.pile.Len(), engine.Join(s.display[:], Card.String, " "), s.discard.total())
	for seat := range s.opts.Players {
		mark := "  "
		if seat == s.toMove() {
			mark = "> "
		}
		fmt.Fprintf(&b, "%sseat %d: hand %d [%s], tableau [%s]\n",
			mark, seat, s.hands[seat].total(), engine.Join(s.Hand(seat), Card.String, " "), engine.Join(s.Tableau(seat), Meld.String, " "))
	}
	return strings.TrimSuffix(b.String(), "\n")
}

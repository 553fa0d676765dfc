package linko

import (
	"fmt"
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
// The zero State holds no game, and says so without panicking: nobody is
// to move ([State.ToMove] is -1), it is [State.Over] with no scores and no
// winners, its String is "no game", and every move or event gives an error
// that says "no game". Start a game with [New], [Replay], [Fold] or
// [FromPosition].
type State struct {
	turn
	// known counts, per seat, the cards every seat has seen enter that
	// hand and leave no trace of leaving it.
	known   [MaxPlayers]cardCounts
	discard cardCounts
	// tops holds each seat's top meld, 0 for an empty tableau (it neither
	// beats nor is beaten): what attacks compare, kept by push and pop so
	// that a turn need not find them.
	tops   topMelds
	totals [MaxPlayers]int16 // scores of the rounds already scored
	// heights says how many melds each seat has on its tableau.
	heights [MaxPlayers]uint8
	// stacks holds the tableaux and the draw pile (see stacks).
	stacks stacks
	// jokerMelds holds, for each joker on a tableau, the meld it belongs
	// to, in increasing order, then noPlace for each joker elsewhere. There
	// are only five jokers: this is how a meld fits in a byte.
	jokerMelds [NumJokers]place
}

// turn is the part of a State that says who decides what, with which
// cards: all that the methods called at every decision of a playout read
// (Over, ToMove, AppendLegalMoves, RandomMove). Those four are declared on
// turn and status (AppendLegalMoves in moves.go, RandomMove in random.go)
// and promoted to State, because Go copies a value receiver at every call,
// inlined or not, and a turn is a fifth of a State: declared on State, they
// cost a random 4-seat game 13% more instructions (callgrind: 272,000 a
// playout against 309,000). Every other exported method is State's own.
// TestInlining pins that the four, and the packing's helpers, inline.
type turn struct {
	opts setup
	status
	// display holds the face-up cards; an empty slot is Hidden.
	display  [DisplaySize]Card
	pileSize uint8 // cards in the draw pile
	hands    [MaxPlayers]cardCounts
}

// status is the part of a turn that says whose decision it is: what Over
// and ToMove read, promoted to State like turn's methods, so that the loop
// of a playout (for !s.Over()) copies 5 bytes, not a turn.
type status struct {
	round  uint8 // 1-based
	phase  Phase
	active uint8 // the seat whose turn it is
	// victim is the attacked seat while an attack is being decided or drawn
	// for; while the active seat's play is compared with the opponents
	// (PhaseAttacking) it is the last seat compared, starting at active.
	victim uint8
	draws  uint8 // cards the victim still has to draw
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

var phases = engine.Names[Phase]{Package: "linko", Type: "Phase", Noun: "phase", Names: phaseNames[:]}

// String returns the phase's name, as in JSON: "play", "take-or-leave"...
func (p Phase) String() string { return phases.String(p) }

// MarshalText implements [encoding.TextMarshaler].
func (p Phase) MarshalText() ([]byte, error) { return phases.MarshalText(p) }

// UnmarshalText implements [encoding.TextUnmarshaler].
func (p *Phase) UnmarshalText(text []byte) error { return phases.UnmarshalText(text, p) }

// settling reports whether the phase passes without a decision.
func (p Phase) settling() bool { return PhaseAttacking <= p && p <= PhaseBetweenRounds }

// New deals the first round of a game. Options that cannot be played give
// an error that wraps [ErrInvalidOptions].
func New(opts Options) (State, error) {
	opts, err := opts.normalize()
	if err != nil {
		return State{}, err
	}
	s := State{turn: turn{opts: opts.pack()}}
	cards := shuffle(opts.Seed, 1)
	s.deal(1, cards[:])
	return s, nil
}

// shuffle returns the order of the cards for a round: drawn from the stream
// that the seed gives for that round, so that a round dealt in the middle
// of a game is as determined as the first.
func shuffle(seed uint64, round int) [NumCards]Card {
	cards := freshDeck
	r := rng.New(seed).Derive(uint64(round))
	rng.ShuffleSlice(&r, cards[:])
	return cards
}

// freshDeck is the cards in order of value, as a shuffle starts from them.
var freshDeck = func() [NumCards]Card {
	var cards [NumCards]Card
	for i := range NumCards - NumJokers {
		cards[i] = Card(1 + i/CopiesEach)
	}
	for i := NumCards - NumJokers; i < NumCards; i++ {
		cards[i] = Joker
	}
	return cards
}()

// firstSeat returns the seat that begins a round: the first seat moves one
// seat left each round.
func (s *turn) firstSeat(round int) int {
	return (int(s.opts.firstSeat) + round - 1) % s.players()
}

// players returns the number of seats.
func (s *turn) players() int { return int(s.opts.players) }

// deal starts a round from the order of its cards, whose top is dealt first:
// one card at a time to each seat from the round's first seat, then the
// display, and the rest is the draw pile.
func (s *State) deal(round int, cards []Card) {
	n := s.players()
	first := s.firstSeat(round)
	s.round = uint8(round)
	s.phase = PhasePlay
	s.active, s.victim, s.draws = uint8(first), uint8(first), 0
	s.hands, s.known, s.discard = [MaxPlayers]cardCounts{}, [MaxPlayers]cardCounts{}, 0
	s.stacks, s.heights, s.tops = stacks{}, [MaxPlayers]uint8{}, 0
	s.jokerMelds = offTable()
	seat := first
	for _, c := range cards[:HandSize*n] {
		s.hands[seat].addCard(c)
		seat = s.next(seat)
	}
	copy(s.display[:], cards[HandSize*n:])
	s.setPile(cards[HandSize*n+DisplaySize:])
}

// Options returns the options of the game, with defaults filled in.
func (s State) Options() Options { return s.opts.unpack() }

// Round returns the number of the round being played, from 1.
func (s State) Round() int { return int(s.round) }

// Phase returns what the game is waiting for.
func (s State) Phase() Phase { return s.phase }

// Active returns the seat whose turn it is. During an attack the victim may
// be the seat to move: see [State.ToMove].
func (s State) Active() int { return int(s.active) }

// ToMove returns the seat that must decide next: the active seat to play or
// to take or leave, the victim to take back or discard and to draw. It is -1
// once the game is over, between two events of one move, and in the zero
// State.
func (s status) ToMove() int {
	if s.round == 0 { // the zero State: no game
		return -1
	}
	return s.toMove()
}

func (s *status) toMove() int {
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

// Over reports whether the game has ended; the zero State, which holds no
// game, is over too.
func (s status) Over() bool { return s.phase == PhaseOver || s.round == 0 }

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
	melds := make([]Meld, s.heights[seat])
	for i := range melds {
		melds[i] = s.meld(seat, i)
	}
	return melds
}

// Top returns seat's top meld, and false if its tableau is empty.
func (s State) Top(seat int) (Meld, bool) { return s.top(seat) }

func (s *State) top(seat int) (Meld, bool) {
	if !s.seatExists(seat) || s.heights[seat] == 0 {
		return Meld{}, false
	}
	return s.topMeld(seat), true
}

// Display returns the face-up cards of the display; an empty slot is Hidden.
func (s State) Display() [DisplaySize]Card { return s.display }

// PileSize returns the number of cards in the face-down draw pile.
func (s State) PileSize() int { return int(s.pileSize) }

// Discard returns the cards of the discard pile, in order of value.
func (s State) Discard() []Card { return s.discard.appendCards(nil) }

// Players returns the number of seats at the table, 0 for the zero State,
// which holds no game.
func (s State) Players() int {
	if s.round == 0 {
		return 0
	}
	return s.players()
}

// Scores returns each seat's score: +1 for every card on its tableau and −1
// for every card in its hand, added over the rounds. While a round is being
// played it includes that round as it stands; once the game is over it is
// final. The zero State has none: nil.
func (s State) Scores() []int {
	if s.round == 0 {
		return nil
	}
	scores := make([]int, s.players())
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
	start := s.tableauStart(seat)
	score := -s.hands[seat].total()
	for _, b := range s.stacks[start : start+int(s.heights[seat])] {
		score += b.size()
	}
	return score
}

// Winners returns the seats with the best score once the game is over
// (several on a tie), and nil before, and in the zero State.
func (s State) Winners() []int {
	if s.phase != PhaseOver || s.round == 0 {
		return nil
	}
	best := slices.Max(s.totals[:s.players()])
	var winners []int
	for seat, score := range s.totals[:s.players()] {
		if score == best {
			winners = append(winners, seat)
		}
	}
	return winners
}

func (s *turn) seatExists(seat int) bool { return 0 <= seat && seat < s.players() }

// next returns the left neighbour of seat.
func (s *turn) next(seat int) int {
	if seat++; seat == s.players() { // cheaper than %, which divides
		return 0
	}
	return seat
}

// String draws the table in a few lines: the round, the draw pile, the
// display and the discard pile, then each seat's hand size, hand and
// tableau (bottom first), with an arrow at the seat to move.
func (s State) String() string {
	if s.round == 0 {
		return "no game"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "round %d/%d, %s; pile %d, display [%s], discard %d\n",
		s.round, s.opts.rounds, s.phase, s.pileSize, engine.Join(s.display[:], Card.String, " "), s.discard.total())
	for seat := range s.players() {
		mark := "  "
		if seat == s.toMove() {
			mark = "> "
		}
		fmt.Fprintf(&b, "%sseat %d: hand %d [%s], tableau [%s]\n",
			mark, seat, s.hands[seat].total(), engine.Join(s.Hand(seat), Card.String, " "), engine.Join(s.Tableau(seat), Meld.String, " "))
	}
	return strings.TrimSuffix(b.String(), "\n")
}

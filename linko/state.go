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
// (Over, ToMove, AppendLegalMoves, RandomMove). Those methods are turn's,
// promoted to State, because Go copies a value receiver at every call,
// inlined or not, and a turn is a fifth of a State.
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

// The State is a value that every move copies several times, so its facts
// are packed: the options in 11 bytes, counts of cards and the cards of the
// pile in 4 bits each, and melds in bytes. It is 256 bytes; unpacked, with
// the pile in a deck.Pile, it was 467.

// stacks holds every seat's stack of melds and the draw pile, in one array
// that has room for both however the cards lie. The melds come first, a
// meldByte each: seat 0's bottom first, then seat 1's, and so on. The pile
// comes from the end, four bits a card: card i from the bottom in the low
// (i even) or high (i odd) half of byte NumCards-1-i/2. The rest is zero,
// so that equal tables are ==. The two never meet: each meld holds a card
// and each pile card takes half a byte, and there are NumCards cards.
//
// The pile lives in the State rather than in a shared deck.Pile because a
// shared pile must be allocated at each deal, and a playout should
// allocate nothing. It has room for every card: in a game the deal leaves
// at most 77 cards in the pile, but a scene set up from a Position may put
// almost all there.
type stacks [NumCards]meldByte

// pileCard returns card i of the pile, from the bottom.
func (t *stacks) pileCard(i int) Card {
	return Card(t[NumCards-1-i/2] >> (4 * (i % 2)) & 0xf)
}

// setPileCard makes c card i of the pile, from the bottom.
func (t *stacks) setPileCard(i int, c Card) {
	b, shift := &t[NumCards-1-i/2], 4*(i%2)
	*b = *b&^(0xf<<shift) | meldByte(c)<<shift
}

// topOfPile returns the top card of the draw pile, Hidden if it is empty.
func (s *State) topOfPile() Card {
	if s.pileSize == 0 {
		return Hidden
	}
	return s.stacks.pileCard(int(s.pileSize) - 1)
}

// drawFromPile removes the top card of the draw pile and returns it, or
// Hidden if the pile is empty.
func (s *State) drawFromPile() Card {
	c := s.topOfPile()
	if c != Hidden {
		s.pileSize--
		s.stacks.setPileCard(int(s.pileSize), Hidden)
	}
	return c
}

// setPile makes cards, top first, the draw pile.
func (s *State) setPile(cards []Card) {
	clear(s.stacks[s.meldsOnTable():])
	s.pileSize = uint8(len(cards))
	// A byte at a time: cards i and i+1 from the bottom, the last of cards
	// and the one before it, share byte NumCards-1-i/2.
	b := NumCards - 1
	for i := len(cards) - 1; i > 0; i -= 2 {
		s.stacks[b] = meldByte(cards[i]) | meldByte(cards[i-1])<<4
		b--
	}
	if len(cards)%2 == 1 {
		s.stacks[b] = meldByte(cards[0])
	}
}

// pileTopFirst returns the cards of the draw pile, top first.
func (s *State) pileTopFirst() []Card {
	cards := make([]Card, s.pileSize)
	for i := range cards {
		cards[i] = s.stacks.pileCard(len(cards) - 1 - i)
	}
	return cards
}

// setup is the Options, packed. The seed is kept in two halves, so that
// setup has no padding to 8 bytes and a turn is 64 bytes: a copy of 64 bytes
// is four moves of 16 that each read what one move of the State's last copy
// wrote, where a copy of 72 ends with a move that straddles two and waits
// for them.
type setup struct {
	seedHalves                 [2]uint32 // low, high
	players, firstSeat, rounds uint8
}

func (o Options) pack() setup {
	return setup{seedHalves: [2]uint32{uint32(o.Seed), uint32(o.Seed >> 32)}, players: uint8(o.Players), firstSeat: uint8(o.FirstSeat), rounds: uint8(o.Rounds)}
}

func (c setup) seed() uint64 { return uint64(c.seedHalves[1])<<32 | uint64(c.seedHalves[0]) }

func (c setup) unpack() Options {
	return Options{Players: int(c.players), Seed: c.seed(), FirstSeat: int(c.firstSeat), Rounds: int(c.rounds)}
}

// meldByte is a meld on a tableau in a byte: its rank (Meld.Rank: the
// value, or 14 for jokers alone) in the high four bits and its size (1 to
// 13) in the low four. Which of its cards are jokers, State.jokerMelds
// says. Two melds of one size compare as their bytes do, so that an attack
// is one comparison.
type meldByte uint8

func packMeld(m Meld) meldByte { return meldByte(m.Rank())<<4 | meldByte(m.Size()) }

// value returns the value of the meld's number cards: Hidden for jokers
// alone.
func (b meldByte) value() Card {
	if v := Card(b >> 4); v != Joker {
		return v
	}
	return Hidden
}

func (b meldByte) size() int { return int(b & 0xf) }

// beats is Meld.Beats: the same size, and a lower rank.
func (b meldByte) beats(other meldByte) bool {
	return (b^other)&0xf == 0 && other < b
}

// topMelds holds a meldByte per seat, seat s in bits 8s to 8s+7, so that
// one attacker's meld is compared with every top meld at once.
type topMelds uint64

func (t topMelds) of(seat int) meldByte { return meldByte(t >> (8 * seat)) }

func (t *topMelds) set(seat int, b meldByte) {
	*t = *t&^(0xff<<(8*seat)) | topMelds(b)<<(8*seat)
}

// beatenBy returns the seats whose top meld the meld b beats, seat s in bit
// s: those of b's size and of a lower rank, compared in the eight bytes at
// once. Each byte computes a flag in its bit 4 and cannot carry into the
// next.
func (t topMelds) beatenBy(b meldByte) uint {
	const ones, lows, flags = 0x0101010101010101, 0x0f0f0f0f0f0f0f0f, 0x1010101010101010
	a := uint64(b) * ones
	// 15 + size difference: at least 16 where the sizes differ.
	otherSize := (uint64(t)^a)&lows + lows
	// 15 + b's rank − the top's rank: at least 16 where the top's is lower.
	lower := a>>4&lows + lows - uint64(t)>>4&lows
	beaten := (lower &^ otherSize & flags) >> 4 // bit 8s for seat s
	// Gather bit 8s into bit 28+s: the products 8s+7j never collide, so
	// nothing carries (see the test).
	return uint(beaten*0x10204081>>28) & (1<<MaxPlayers - 1)
}

// place is the place of a meld: its seat in the high byte, its height on
// that seat's tableau (0 for the bottom) in the low byte.
type place uint16

// noPlace is the place of a joker that is on no tableau, after every place.
const noPlace place = 0xffff

func placeOf(seat, height int) place { return place(seat<<8 | height) }

// offTable returns the jokerMelds of a table without jokers.
func offTable() [NumJokers]place {
	return [NumJokers]place{noPlace, noPlace, noPlace, noPlace, noPlace}
}

// cardCounts counts cards by value, four bits a value: bits 4c to 4c+3
// count the card c, 1 to 13 for the numbers and 14 (Joker) for jokers.
// The game has at most eight cards of a value, so a count never carries
// into the next.
type cardCounts uint64

// of returns the number of cards c.
func (c cardCounts) of(card Card) uint8 { return uint8(c >> (4 * card) & 0xf) }

// total returns the number of cards counted: the sum of the 4-bit fields,
// added in parallel.
func (c cardCounts) total() int {
	const nibbles = 0x0f0f0f0f0f0f0f0f
	x := uint64(c)&nibbles + uint64(c)>>4&nibbles // a byte sum each, at most 16
	return int(x * 0x0101010101010101 >> 56)
}

// numberCards returns the number of number cards counted.
func (c cardCounts) numberCards() int { return c.total() - int(c.of(Joker)) }

func (c *cardCounts) addCard(card Card) { *c += 1 << (4 * card) }

func (c *cardCounts) add(m Meld) {
	*c += cardCounts(m.Count)<<(4*m.Value) + cardCounts(m.Jokers)<<(4*Joker)
}

func (c *cardCounts) remove(m Meld) {
	*c -= cardCounts(m.Count)<<(4*m.Value) + cardCounts(m.Jokers)<<(4*Joker)
}

// appendCards appends the counted cards to dst, in order of value.
func (c cardCounts) appendCards(dst []Card) []Card {
	for card := Card(1); card <= Joker; card++ {
		for range c.of(card) {
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

var phases = engine.Names[Phase]{Package: "linko", Type: "Phase", Noun: "phase", Names: phaseNames[:]}

// String returns the phase's name, as in JSON: "play", "take-or-leave"...
func (p Phase) String() string { return phases.String(p) }

// MarshalText implements [encoding.TextMarshaler].
func (p Phase) MarshalText() ([]byte, error) { return phases.MarshalText(p) }

// UnmarshalText implements [encoding.TextUnmarshaler].
func (p *Phase) UnmarshalText(text []byte) error {
	v, err := phases.Parse(text)
	if err != nil {
		return err
	}
	*p = v
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
func (s turn) Options() Options { return s.opts.unpack() }

// Round returns the number of the round being played, from 1.
func (s status) Round() int { return int(s.round) }

// Phase returns what the game is waiting for.
func (s status) Phase() Phase { return s.phase }

// Active returns the seat whose turn it is. During an attack the victim may
// be the seat to move: see [State.ToMove].
func (s status) Active() int { return int(s.active) }

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
func (s status) Victim() int {
	switch s.phase {
	case PhaseTakeOrLeave, PhaseTakeBackOrDiscard, PhaseDraw, PhaseRefilling:
		return int(s.victim)
	}
	return -1
}

// Draws returns the number of cards the victim has still to draw.
func (s status) Draws() int { return int(s.draws) }

// Over reports whether the game has ended; the zero State, which holds no
// game, is over too.
func (s status) Over() bool { return s.phase == PhaseOver || s.round == 0 }

// Hand returns the cards in seat's hand, in order of value (jokers last). It
// returns nil for a seat that does not exist.
func (s turn) Hand(seat int) []Card {
	if !s.seatExists(seat) {
		return nil
	}
	return s.hands[seat].appendCards(make([]Card, 0, s.hands[seat].total()))
}

// HandSize returns the number of cards in seat's hand.
func (s turn) HandSize(seat int) int {
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
func (s turn) Display() [DisplaySize]Card { return s.display }

// PileSize returns the number of cards in the face-down draw pile.
func (s turn) PileSize() int { return int(s.pileSize) }

// Discard returns the cards of the discard pile, in order of value.
func (s State) Discard() []Card { return s.discard.appendCards(nil) }

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

// tableauStart returns the index of seat's bottom meld in s.stacks.
func (s *State) tableauStart(seat int) int {
	// The heights below seat, added as the bytes of one word: at most
	// NumCards, so no byte carries.
	return int(s.heightWord() & (1<<(8*seat) - 1) * 0x0101010101010101 >> 56)
}

// meldsOnTable returns the number of melds on all tableaux.
func (s *State) meldsOnTable() int {
	return int(s.heightWord() * 0x0101010101010101 >> 56)
}

// heightWord returns the heights of the tableaux as the bytes of a word,
// seat s in bits 8s to 8s+7: a few loads, not a loop.
func (s *State) heightWord() uint64 {
	h := &s.heights
	return uint64(h[0]) | uint64(h[1])<<8 | uint64(h[2])<<16 | uint64(h[3])<<24 | uint64(h[4])<<32
}

// meld returns the meld at the given height of seat's tableau.
func (s *State) meld(seat, height int) Meld {
	return s.unpack(s.stacks[s.tableauStart(seat)+height], placeOf(seat, height))
}

// topMeld returns the top meld of seat, whose tableau is not empty.
func (s *State) topMeld(seat int) Meld {
	return s.unpack(s.tops.of(seat), placeOf(seat, int(s.heights[seat])-1))
}

// unpack returns the meld b at p.
func (s *State) unpack(b meldByte, p place) Meld {
	jokers := s.jokersAt(p)
	return Meld{Value: b.value(), Count: uint8(b.size()) - jokers, Jokers: jokers}
}

// jokersAt returns the number of jokers in the meld at p.
func (s *State) jokersAt(p place) uint8 {
	n := uint8(0)
	for i := range s.jokerMelds {
		// 1 if the places are equal, else 0, without a branch: the XOR is
		// below 2¹⁶, so one less wraps round to set bit 31 only if it was 0.
		n += uint8((uint32(s.jokerMelds[i]^p) - 1) >> 31)
	}
	return n
}

// push puts m on top of seat's tableau.
func (s *State) push(seat int, m Meld) {
	end := s.tableauStart(seat) + int(s.heights[seat]) // just above seat's top
	total := s.meldsOnTable()
	copy(s.stacks[end+1:total+1], s.stacks[end:total])
	s.stacks[end] = packMeld(m)
	s.tops.set(seat, s.stacks[end])
	p := placeOf(seat, int(s.heights[seat]))
	s.heights[seat]++
	for range m.Jokers {
		// Insert p into the sorted places, whose last is free while a
		// joker is off the table.
		i := NumJokers - 1
		for ; i > 0 && s.jokerMelds[i-1] > p; i-- {
			s.jokerMelds[i] = s.jokerMelds[i-1]
		}
		s.jokerMelds[i] = p
	}
}

// pop removes seat's top meld, m.
func (s *State) pop(seat int, m Meld) {
	height := int(s.heights[seat]) - 1
	top := s.tableauStart(seat) + height
	total := s.meldsOnTable()
	copy(s.stacks[top:total-1], s.stacks[top+1:total])
	s.stacks[total-1] = 0
	s.heights[seat]--
	below := meldByte(0)
	if height > 0 {
		below = s.stacks[top-1]
	}
	s.tops.set(seat, below)
	if m.Jokers > 0 {
		p, k := placeOf(seat, height), 0
		for _, q := range s.jokerMelds {
			if q != p {
				s.jokerMelds[k] = q
				k++
			}
		}
		for ; k < NumJokers; k++ {
			s.jokerMelds[k] = noPlace
		}
	}
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

package linko

// This file holds the packing of a State: how its facts fit in 256 bytes,
// and the bit tricks that read and write them. state.go holds State and
// its exported methods.

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

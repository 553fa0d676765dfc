package linko

import (
	"math/bits"
	"slices"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// MoveKind is the kind of a decision.
type MoveKind uint8

// The kinds of move, one per decision the rules ask for.
const (
	// MovePlay puts a meld from the hand on top of the tableau.
	MovePlay MoveKind = iota + 1
	// MoveTake takes the attacked meld into the attacker's hand; the victim
	// then draws as many cards.
	MoveTake
	// MoveLeave leaves the attacked meld to the victim, who decides next.
	MoveLeave
	// MoveTakeBack takes a left meld back into the victim's hand.
	MoveTakeBack
	// MoveDiscard discards a left meld; the victim then draws as many cards.
	MoveDiscard
	// MoveDrawPile draws the top card of the draw pile.
	MoveDrawPile
	// MoveDrawDisplay draws a card of the display: Move.Card says which.
	MoveDrawDisplay
)

var moveKindNames = [...]string{
	MovePlay:        "play",
	MoveTake:        "take",
	MoveLeave:       "leave",
	MoveTakeBack:    "takeback",
	MoveDiscard:     "discard",
	MoveDrawPile:    "draw pile",
	MoveDrawDisplay: "draw",
}

// String returns the verb of the move's notation: "play", "take", "leave",
// "takeback", "discard", "draw pile" or "draw".
func (k MoveKind) String() string {
	return engine.Name(moveKindNames[:], "MoveKind", k)
}

// Move is one decision of one seat. Moves are plain comparable values: build
// them with the functions [Play], [Take], [Leave], [TakeBack], [Discard],
// [DrawFromPile] and [DrawFromDisplay], pick them from
// [State.LegalMoves], or parse them with [ParseMove]. Fields that a kind
// does not use are zero.
type Move struct {
	// Seat is the seat deciding, from 0; it must be the State's ToMove.
	Seat int
	// Kind is what it decides.
	Kind MoveKind
	// Meld is the cards played, for MovePlay only.
	Meld Meld
	// Card is the card taken from the display, for MoveDrawDisplay only.
	Card Card
}

// Play returns the move of seat playing count number cards of the given
// value together with jokers jokers. For jokers alone, value and count are 0.
func Play(seat int, value Card, count, jokers uint8) Move {
	return Move{Seat: seat, Kind: MovePlay, Meld: Meld{Value: value, Count: count, Jokers: jokers}}
}

// Take returns the move of the attacker taking the attacked meld.
func Take(seat int) Move { return Move{Seat: seat, Kind: MoveTake} }

// Leave returns the move of the attacker leaving the attacked meld.
func Leave(seat int) Move { return Move{Seat: seat, Kind: MoveLeave} }

// TakeBack returns the move of the victim taking its left meld back.
func TakeBack(seat int) Move { return Move{Seat: seat, Kind: MoveTakeBack} }

// Discard returns the move of the victim discarding its left meld.
func Discard(seat int) Move { return Move{Seat: seat, Kind: MoveDiscard} }

// DrawFromPile returns the move of the victim drawing the top of the draw
// pile.
func DrawFromPile(seat int) Move { return Move{Seat: seat, Kind: MoveDrawPile} }

// DrawFromDisplay returns the move of the victim drawing card from the
// display. Equal cards of the display are one choice.
func DrawFromDisplay(seat int, card Card) Move {
	return Move{Seat: seat, Kind: MoveDrawDisplay, Card: card}
}

// LegalMoves returns every legal move of the seat to move: nil when the game
// is over. See [State.AppendLegalMoves] for the order.
func (s State) LegalMoves() []Move { return s.AppendLegalMoves(nil) }

// AppendLegalMoves appends every legal move of the seat to move to dst and
// returns the extended slice; it does not allocate when dst has room for
// them. The order is fixed: plays by value, then count of number cards,
// then jokers, and jokers alone last; take before leave; take back before
// discard; the draw pile before the display cards, by value.
func (s turn) AppendLegalMoves(dst []Move) []Move { return s.appendLegalMoves(dst) }

func (s *turn) appendLegalMoves(dst []Move) []Move {
	seat := s.toMove()
	return appendLegalMoves(dst, seat, s.phase, s.hands[max(0, seat)], s.pileSize > 0, s.display)
}

// appendLegalMoves lists the moves from what the seat to move knows, so
// that a State and a View list the same moves.
func appendLegalMoves(dst []Move, seat int, phase Phase, hand cardCounts, pileHasCards bool, display [DisplaySize]Card) []Move {
	switch phase {
	case PhasePlay:
		// Grow dst once, then fill it: plays are most of the moves listed.
		jokers := hand.of(Joker)
		n := int(jokers) + hand.numberCards()*(int(jokers)+1)
		i := len(dst)
		dst = slices.Grow(dst, n)[:i+n]
		// Visit the values held, lowest first: the 4-bit fields not zero.
		// Most values are held once or twice, in no order the processor
		// can predict, so the plays of one and of two cards are written
		// for every value: when the value is held once, the next plays
		// overwrite those of two. Only the end of dst is checked.
		if jokers == 0 {
			// About half the hands: one play per count, without the
			// loops over the number of jokers.
			for numbers := hand; numbers != 0; {
				shift := bits.TrailingZeros64(uint64(numbers)) &^ 3
				value, count := Card(shift/4), int(numbers>>shift&0xf)
				numbers &^= 0xf << shift
				dst[i] = Play(seat, value, 1, 0)
				if i+1 < len(dst) {
					dst[i+1] = Play(seat, value, 2, 0)
				}
				for k := 3; k <= count; k++ {
					dst[i+k-1] = Play(seat, value, uint8(k), 0)
				}
				i += count
			}
			return dst
		}
		per := int(jokers) + 1 // plays for each count of number cards
		for numbers := hand &^ (0xf << (4 * Joker)); numbers != 0; {
			shift := bits.TrailingZeros64(uint64(numbers)) &^ 3
			value, count := Card(shift/4), uint8(numbers>>shift&0xf)
			numbers &^= 0xf << shift
			for j := range per {
				dst[i+j] = Play(seat, value, 1, uint8(j))
			}
			if i+2*per <= len(dst) {
				for j := range per {
					dst[i+per+j] = Play(seat, value, 2, uint8(j))
				}
			}
			for k := uint8(3); k <= count; k++ {
				for j := range per {
					dst[i+int(k-1)*per+j] = Play(seat, value, k, uint8(j))
				}
			}
			i += int(count) * per
		}
		for j := uint8(1); j <= jokers; j++ {
			dst[i] = Play(seat, Hidden, 0, j)
			i++
		}
	case PhaseTakeOrLeave:
		dst = append(dst, Take(seat), Leave(seat))
	case PhaseTakeBackOrDiscard:
		dst = append(dst, TakeBack(seat), Discard(seat))
	case PhaseDraw:
		if pileHasCards {
			dst = append(dst, DrawFromPile(seat))
		}
		var onDisplay uint16 // bit c for the card c
		for _, c := range display {
			onDisplay |= 1 << c
		}
		for cards := onDisplay &^ 1; cards != 0; cards &= cards - 1 { // Hidden is no card
			dst = append(dst, DrawFromDisplay(seat, Card(bits.TrailingZeros16(cards))))
		}
	}
	return dst
}

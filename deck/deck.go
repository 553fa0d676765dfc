// Package deck provides ordered piles of cards or tiles that can live inside
// immutable game states.
//
// A [Pile] is a value: drawing from it returns a new Pile and leaves the old
// one as it was, so a game state that holds a Pile can be copied, kept and
// shared between goroutines without any State ever changing another's pile.
// Piles share their storage, so drawing and copying cost nothing: only
// building a pile (or putting an item on one) allocates.
//
// Items are byte-sized: any type whose underlying type is uint8, such as a
// card or a tile type. That lets a Pile be backed by an immutable Go string,
// which gives three things at once: the storage can never be written after
// the pile is built, two piles holding the same items in the same order are
// equal with ==, and a game state holding a Pile stays comparable, so it can
// be a map key.
package deck

import (
	"errors"
	"iter"
	"strings"

	"github.com/tabletopgo/tabletop/rng"
)

// Pile is an ordered pile of items, drawn from the top. The zero value is an
// empty pile.
type Pile[T ~uint8] struct {
	// items holds the pile from the top (items[0]) to the bottom.
	items string
}

// Of returns a pile holding items, items[0] on top. It copies items.
func Of[T ~uint8](items ...T) Pile[T] {
	var b strings.Builder
	b.Grow(len(items))
	for _, item := range items {
		b.WriteByte(byte(item))
	}
	return Pile[T]{items: b.String()}
}

// Shuffled returns a pile holding items in an order drawn from r, which it
// advances. It does not change items. The order is that of r.Shuffle on a
// copy of items, the copy's first element on top.
func Shuffled[T ~uint8](r *rng.Source, items ...T) Pile[T] {
	// Shuffle on the stack when the pile is small, so that the string is
	// the only allocation.
	var buf [256]byte
	b := buf[:0]
	if len(items) > len(buf) {
		b = make([]byte, 0, len(items))
	}
	b = b[:len(items)]
	for i, item := range items {
		b[i] = byte(item)
	}
	rng.ShuffleSlice(r, b)
	return Pile[T]{items: string(b)}
}

// Len returns the number of items in the pile.
func (p Pile[T]) Len() int { return len(p.items) }

// Empty reports whether the pile holds no item.
func (p Pile[T]) Empty() bool { return len(p.items) == 0 }

// Top returns the top item, and false if the pile is empty.
func (p Pile[T]) Top() (T, bool) {
	if p.Empty() {
		return 0, false
	}
	return T(p.items[0]), true
}

// At returns the item at depth i (0 is the top), and false if the pile holds
// no such item.
func (p Pile[T]) At(i int) (T, bool) {
	if i < 0 || i >= len(p.items) {
		return 0, false
	}
	return T(p.items[i]), true
}

// Draw returns the top item and the pile below it. Drawing from an empty pile
// returns false and the empty pile.
func (p Pile[T]) Draw() (item T, rest Pile[T], ok bool) {
	if p.Empty() {
		return 0, p, false
	}
	return T(p.items[0]), Pile[T]{items: p.items[1:]}, true
}

// Split returns the top n items as a pile, in the same order, and the pile
// below them. With n larger than the pile, top is the whole pile and rest is
// empty; with n <= 0, top is empty. Dealing a hand is a Split.
func (p Pile[T]) Split(n int) (top, rest Pile[T]) {
	n = max(0, min(n, len(p.items)))
	return Pile[T]{items: p.items[:n]}, Pile[T]{items: p.items[n:]}
}

// Put returns the pile with item added on top. The receiver is unchanged;
// Put copies the pile, so it costs an allocation that drawing does not.
func (p Pile[T]) Put(item T) Pile[T] {
	var b strings.Builder
	b.Grow(len(p.items) + 1)
	b.WriteByte(byte(item))
	b.WriteString(p.items)
	return Pile[T]{items: b.String()}
}

// All returns an iterator over the items from the top down.
func (p Pile[T]) All() iter.Seq[T] {
	return func(yield func(T) bool) {
		for i := range len(p.items) {
			if !yield(T(p.items[i])) {
				return
			}
		}
	}
}

// AppendTo appends the items to dst, from the top down, and returns the
// extended slice. It allocates only when dst lacks room.
func (p Pile[T]) AppendTo(dst []T) []T {
	for i := range len(p.items) {
		dst = append(dst, T(p.items[i]))
	}
	return dst
}

// Count returns how many items of the pile equal item.
func (p Pile[T]) Count(item T) int {
	n := 0
	for i := range len(p.items) {
		if p.items[i] == byte(item) {
			n++
		}
	}
	return n
}

// MarshalJSON refuses, with an error that says what to marshal instead: a
// Pile's order may be a secret (a draw pile's), which a Pile in a struct
// sent to a client would send. Marshal AppendTo(nil) where it is not.
func (p Pile[T]) MarshalJSON() ([]byte, error) {
	return nil, errors.New("deck: a Pile does not marshal to JSON, for its order may be secret: marshal its AppendTo(nil) instead, where it is not")
}

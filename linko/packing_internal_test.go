package linko

import (
	"unsafe"

	"testing"

	"github.com/tabletopgo/tabletop/rng"
)

// meldBytes returns every meldByte a tableau can hold, and 0 (no meld).
func meldBytes() []meldByte {
	bytes := []meldByte{0}
	for rank := 1; rank <= int(Joker); rank++ {
		for size := 1; size <= CopiesEach+NumJokers; size++ {
			bytes = append(bytes, meldByte(rank<<4|size))
		}
	}
	return bytes
}

// TestBeatenByComparesEverySeatAsBeats checks the comparison of all top
// melds at once against beats, for every pair of melds in every seat, with
// any melds in the other seats.
func TestBeatenByComparesEverySeatAsBeats(t *testing.T) {
	all := meldBytes()
	r := rng.New(1)
	for _, b := range all[1:] {
		for _, other := range all {
			for seat := range MaxPlayers {
				var tops topMelds
				for s := range MaxPlayers {
					tops.set(s, all[r.IntN(len(all))])
				}
				tops.set(seat, other)
				got := tops.beatenBy(b)
				for s := range MaxPlayers {
					if want := b.beats(tops.of(s)); got>>s&1 == 1 != want {
						t.Fatalf("%#x beats %#x in seat %d of %#x: %v, want %v", b, tops.of(s), s, uint64(tops), !want, want)
					}
				}
				if got>>MaxPlayers != 0 {
					t.Fatalf("beatenBy(%#x) of %#x names seats that do not exist: %b", b, uint64(tops), got)
				}
			}
		}
	}
}

// TestStateSizes guards the packing: a State of 256 bytes is four copies of
// 64, and the turn that Over, AppendLegalMoves and RandomMove copy at every
// call is exactly 64 (see setup).
func TestStateSizes(t *testing.T) {
	if got := unsafe.Sizeof(State{}); got != 256 {
		t.Errorf("a State is %d bytes, not 256", got)
	}
	if got := unsafe.Sizeof(turn{}); got != 64 {
		t.Errorf("a turn is %d bytes, not 64", got)
	}
}

// TestNthNumberCountsAsALoopWould checks the prefix sums of nthNumber on
// random hands, full ones included, against a walk over the values.
func TestNthNumberCountsAsALoopWould(t *testing.T) {
	r := rng.New(2)
	for range 20000 {
		var hand cardCounts
		for c := Card(1); c <= Joker; c++ {
			for range r.IntN(copies(c) + 1) {
				hand.addCard(c)
			}
		}
		n := 0
		for c := Card(1); c <= maxCardValue; c++ {
			for i := range int(hand.of(c)) {
				value, below := hand.nthNumber(n + i)
				if value != c || below != n {
					t.Fatalf("card %d of %#x: value %v with %d below, want %v with %d", n+i, uint64(hand), value, below, c, n)
				}
			}
			n += int(hand.of(c))
		}
	}
}

func TestReciprocalsDivide(t *testing.T) {
	for d := 1; d <= NumJokers+1; d++ {
		for k := range 2000 {
			if got := k * reciprocals[d-1] >> 16; got != k/d {
				t.Fatalf("%d/%d gives %d", k, d, got)
			}
		}
	}
}

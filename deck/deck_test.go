package deck_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/deck"
	"github.com/tabletopgo/tabletop/rng"
)

// card is a byte-sized item type, as a game would define one.
type card uint8

func cards() *rapid.Generator[[]card] {
	return rapid.SliceOfN(rapid.Custom(func(t *rapid.T) card {
		return card(rapid.Uint8().Draw(t, "card"))
	}), 0, 120)
}

// step is one operation on a pile, so that a property can run any sequence
// of them.
type step func(deck.Pile[card]) deck.Pile[card]

func steps(t *rapid.T) []step {
	return rapid.SliceOfN(rapid.Custom(func(t *rapid.T) step {
		switch rapid.IntRange(0, 2).Draw(t, "op") {
		case 0:
			return func(p deck.Pile[card]) deck.Pile[card] { _, rest, _ := p.Draw(); return rest }
		case 1:
			n := rapid.IntRange(-2, 20).Draw(t, "n")
			return func(p deck.Pile[card]) deck.Pile[card] { _, rest := p.Split(n); return rest }
		default:
			c := card(rapid.Uint8().Draw(t, "put"))
			return func(p deck.Pile[card]) deck.Pile[card] { return p.Put(c) }
		}
	}), 0, 40).Draw(t, "steps")
}

func TestOperationsNeverChangeAnEarlierPile(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		items := cards().Draw(t, "items")
		p := deck.Of(items...)
		var history []deck.Pile[card]
		var contents [][]card
		for _, s := range steps(t) {
			history = append(history, p)
			contents = append(contents, p.AppendTo([]card{}))
			p = s(p)
		}
		for i, old := range history {
			require.Equal(t, contents[i], old.AppendTo([]card{}), "pile %d changed after later operations", i)
		}
		require.Equal(t, append([]card{}, items...), deck.Of(items...).AppendTo([]card{}), "Of does not keep the order")
	})
}

func TestDrawingConservesItems(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		items := cards().Draw(t, "items")
		r := rng.New(rapid.Uint64().Draw(t, "seed"))
		p := deck.Shuffled(&r, items...)
		require.Equal(t, len(items), p.Len())

		n := rapid.IntRange(0, len(items)).Draw(t, "n")
		hand, p := p.Split(n)
		var drawn []card
		for {
			c, rest, ok := p.Draw()
			if !ok {
				require.True(t, p.Empty())
				require.Equal(t, p, rest, "drawing from an empty pile changed it")
				break
			}
			drawn = append(drawn, c)
			require.Equal(t, p.Len()-1, rest.Len())
			p = rest
		}
		all := append(hand.AppendTo([]card{}), drawn...)
		slices.Sort(all)
		want := append([]card{}, items...)
		slices.Sort(want)
		require.Equal(t, want, all, "items were lost or made up")
	})
}

func TestShuffledIsAPermutationThatDependsOnlyOnTheSeed(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		items := cards().Draw(t, "items")
		original := slices.Clone(items)
		seed := rapid.Uint64().Draw(t, "seed")
		r1, r2 := rng.New(seed), rng.New(seed)
		a, b := deck.Shuffled(&r1, items...), deck.Shuffled(&r2, items...)
		require.Equal(t, a, b, "equal seeds gave different piles")
		require.Equal(t, original, items, "Shuffled changed its argument")
		counts := make(map[card]int)
		for _, c := range items {
			counts[c]++
		}
		for c, n := range counts {
			require.Equal(t, n, a.Count(c), "Count(%d)", c)
		}
	})
}

func TestAccessorsAgree(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		items := cards().Draw(t, "items")
		p := deck.Of(items...)
		require.Equal(t, append([]card{}, items...), append([]card{}, slices.Collect(p.All())...), "All")
		for i, c := range items {
			got, ok := p.At(i)
			require.True(t, ok)
			require.Equal(t, c, got, "At(%d)", i)
		}
		_, ok := p.At(len(items))
		require.False(t, ok, "At past the bottom")
		_, ok = p.At(-1)
		require.False(t, ok, "At(-1)")
		top, ok := p.Top()
		require.Equal(t, len(items) > 0, ok)
		if ok {
			require.Equal(t, items[0], top)
		}
	})
}

func TestEqualPilesCompareEqual(t *testing.T) {
	a := deck.Of[card](3, 1, 4, 1, 5)
	_, b := deck.Of[card](9, 3, 1, 4, 1, 5).Split(1)
	require.True(t, a == b, "piles with the same items in the same order differ")
	require.False(t, a == deck.Of[card](3, 1, 4, 1), "piles of different items are equal")
	require.True(t, deck.Pile[card]{} == deck.Of[card](), "the zero pile is not the empty pile")
}

func TestSplitClampsItsCount(t *testing.T) {
	p := deck.Of[card](1, 2, 3)
	top, rest := p.Split(5)
	require.Equal(t, p, top)
	require.True(t, rest.Empty())
	top, rest = p.Split(-1)
	require.True(t, top.Empty())
	require.Equal(t, p, rest)
}

var sink card

func BenchmarkDraw(b *testing.B) {
	b.ReportAllocs()
	r := rng.New(1)
	full := deck.Shuffled(&r, make([]card, 109)...)
	p := full
	for b.Loop() {
		c, rest, ok := p.Draw()
		if !ok {
			rest = full
		}
		sink += c
		p = rest
	}
}

func BenchmarkShuffled(b *testing.B) {
	b.ReportAllocs()
	r := rng.New(1)
	items := make([]card, 109)
	for b.Loop() {
		p := deck.Shuffled(&r, items...)
		sink += card(p.Len())
	}
}

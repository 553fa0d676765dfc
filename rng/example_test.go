package rng_test

import (
	"fmt"

	"github.com/tabletopgo/tabletop/rng"
)

func Example() {
	r := rng.New(2026)
	die := r.IntN(6) + 1
	cards := []string{"A", "K", "Q", "J"}
	r.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	fmt.Println(die, cards)

	// The same seed always gives the same outcomes.
	again := rng.New(2026)
	fmt.Println(again.IntN(6)+1 == die)
	// Output:
	// 3 [J K Q A]
	// true
}

func ExampleSource_Derive() {
	game := rng.New(7)
	round1, round2 := game.Derive(1), game.Derive(2)
	fmt.Println(round1.IntN(100), round2.IntN(100))
	// Deriving does not advance game, so round 1 can be dealt again.
	replay := game.Derive(1)
	fmt.Println(replay.IntN(100))
	// Output:
	// 27 89
	// 27
}

func ExampleShuffleSlice() {
	deck := []string{"A", "K", "Q", "J"}
	r := rng.New(2026)
	r.IntN(6) // as in the package example: the same draws, the same order
	rng.ShuffleSlice(&r, deck)
	fmt.Println(deck)
	// Output:
	// [J K Q A]
}

package tabletop_test

import (
	"fmt"
	"runtime"
	"sync"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/linx"
	"github.com/tabletopgo/tabletop/rng"
)

// simulate plays games 0 to n-1 of a game with random moves, on every core,
// and returns how many games each seat won (a tie counts for every winner)
// and how many moves they took. Game g is dealt by deal(g) and played from
// the random stream g, so the result is the same on any number of cores.
// Written once against tabletop.Game, it simulates every game.
func simulate[S tabletop.Game[S, M, E, V], M comparable, E, V any](deal func(seed uint64) S, n int) (wins []int, moves int) {
	workers := runtime.GOMAXPROCS(0)
	winsOf := make([][]int, workers) // each worker's own, merged at the end
	movesOf := make([]int, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			for g := w; g < n; g += workers {
				s, r := deal(uint64(g)), rng.New(uint64(g))
				for !s.Over() {
					m, _ := s.RandomMove(&r)
					s, _ = s.Next(m) // a move RandomMove draws is legal
					movesOf[w]++
				}
				winsOf[w] = append(winsOf[w], make([]int, s.Players()-len(winsOf[w]))...)
				for _, seat := range s.Winners() {
					winsOf[w][seat]++
				}
			}
		})
	}
	wg.Wait()
	for w := range workers {
		wins = append(wins, make([]int, len(winsOf[w])-len(wins))...)
		for seat, won := range winsOf[w] {
			wins[seat] += won
		}
		moves += movesOf[w]
	}
	return wins, moves
}

// must returns v, and panics on an error: the options below are valid.
func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// One simulation, written against Game, plays all three games on all cores.
func ExampleGame() {
	const n = 1000
	wins, moves := simulate(func(seed uint64) linko.State {
		return must(linko.New(linko.Options{Players: 3, Seed: seed}))
	}, n)
	fmt.Printf("Linko!: wins by seat %v, %d moves a game\n", wins, moves/n)
	wins, moves = simulate(func(seed uint64) lino.State { return must(lino.New(lino.Options{Seed: seed})) }, n)
	fmt.Printf("Lino: wins by seat %v, %d moves a game\n", wins, moves/n)
	wins, moves = simulate(func(seed uint64) linx.State {
		return must(linx.New(linx.Options{Players: 4, Teams: true, Seed: seed}))
	}, n)
	fmt.Printf("LINX: wins by seat %v, %d moves a game\n", wins, moves/n)
	// Output:
	// Linko!: wins by seat [372 344 335], 118 moves a game
	// Lino: wins by seat [428 586], 54 moves a game
	// LINX: wins by seat [506 494 506 494], 74 moves a game
}

package linko_test

import (
	"fmt"
	"testing"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/rng"
)

// sampleStates returns states met in random games of the given size, for
// benchmarks that need a mix of phases.
func sampleStates(b *testing.B, players int) []linko.State {
	return gametest.Playthroughs(b, 20, func(seed uint64) (linko.State, error) {
		return linko.New(linko.Options{Players: players, Seed: seed})
	})
}

// eachSize runs bench for every number of seats.
func eachSize(b *testing.B, bench func(b *testing.B, players int)) {
	for players := linko.MinPlayers; players <= linko.MaxPlayers; players++ {
		b.Run(fmt.Sprintf("players=%d", players), func(b *testing.B) { bench(b, players) })
	}
}

func BenchmarkLegalMoves(b *testing.B) {
	eachSize(b, func(b *testing.B, players int) {
		states := sampleStates(b, players)
		buf := make([]linko.Move, 0, 256)
		b.ReportAllocs()
		i, moves := 0, 0
		for b.Loop() {
			buf = states[i%len(states)].AppendLegalMoves(buf[:0])
			moves += len(buf)
			i++
		}
		b.ReportMetric(float64(moves)/float64(i), "moves/op")
	})
}

// firstMoves returns a sample of states and the first legal move of each.
func firstMoves(b *testing.B, players int) ([]linko.State, []linko.Move) {
	states := sampleStates(b, players)
	return states, gametest.FirstMoves(states)
}

func BenchmarkApply(b *testing.B) {
	eachSize(b, func(b *testing.B, players int) {
		states, moves := firstMoves(b, players)
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			k := i % len(states)
			if _, _, err := states[k].Apply(moves[k]); err != nil {
				b.Fatal(err)
			}
			i++
		}
	})
}

func BenchmarkNext(b *testing.B) {
	eachSize(b, func(b *testing.B, players int) {
		states, moves := firstMoves(b, players)
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			k := i % len(states)
			if _, err := states[k].Next(moves[k]); err != nil {
				b.Fatal(err)
			}
			i++
		}
	})
}

// BenchmarkRandomGame plays whole games with uniformly random moves, from
// New to the end, listing the moves with AppendLegalMoves and picking one.
// One decision is one move, whoever makes it. It reports games/s,
// ns/decision and allocs/game. shared/perf/linko-ratio compares it with a
// hand-written mutable loop of the same rules.
func BenchmarkRandomGame(b *testing.B) {
	eachSize(b, func(b *testing.B, players int) { playGames(b, players, true) })
}

// BenchmarkPlayout plays the games of BenchmarkRandomGame, move for move,
// as a search's playouts do: RandomMove draws each move without listing
// them (it gives the move at the index the same Source draws), Next plays
// it.
func BenchmarkPlayout(b *testing.B) {
	eachSize(b, func(b *testing.B, players int) { playGames(b, players, false) })
}

func playGames(b *testing.B, players int, listed bool) {
	r := rng.New(1)
	buf := make([]linko.Move, 0, 256)
	tally := gametest.StartTally()
	runs, decisions := 0, 0
	for b.Loop() {
		s, err := linko.New(linko.Options{Players: players, Seed: uint64(runs)})
		if err != nil {
			b.Fatal(err)
		}
		if listed {
			for !s.Over() {
				buf = s.AppendLegalMoves(buf[:0])
				s, _ = s.Next(buf[r.IntN(len(buf))])
				decisions++
			}
		} else {
			for !s.Over() {
				m, _ := s.RandomMove(&r)
				s, _ = s.Next(m)
				decisions++
			}
		}
		runs++
	}
	tally.Report(b, "game", runs, decisions)
}

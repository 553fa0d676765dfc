package linko_test

import (
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/rng"
)

var _ tabletop.Game[linko.State, linko.Move, linko.Event, linko.View] = linko.State{}

// TestGamesAllocateNothing plays whole games, several rounds included, as
// a search's playouts do: from New to the end, listing moves into a reused
// buffer or drawing them with RandomMove, with Next. None may allocate.
func TestGamesAllocateNothing(t *testing.T) {
	r := rng.New(1)
	buf := make([]linko.Move, 0, 256)
	seed := uint64(0)
	allocs := testing.AllocsPerRun(20, func() {
		seed++
		s, err := linko.New(linko.Options{Players: 3, Seed: seed, Rounds: 3})
		require.NoError(t, err)
		for !s.Over() {
			m, _ := s.RandomMove(&r)
			if seed%2 == 0 {
				buf = s.AppendLegalMoves(buf[:0])
				m = buf[r.IntN(len(buf))]
			}
			s, err = s.Next(m)
			require.NoError(t, err)
		}
	})
	assert.Zero(t, allocs)
}

// TestStateStaysSmall guards the packing of the State: every move copies it
// a few times, so its size is much of what a playout costs.
func TestStateStaysSmall(t *testing.T) {
	require.LessOrEqual(t, unsafe.Sizeof(linko.State{}), uintptr(320))
}

// options draws valid options: 2 to 5 seats, any seed and first seat, and
// now and then several rounds.
func options() *rapid.Generator[linko.Options] {
	return rapid.Custom(func(t *rapid.T) linko.Options {
		players := rapid.IntRange(linko.MinPlayers, linko.MaxPlayers).Draw(t, "players")
		rounds := rapid.SampledFrom([]int{0, 1, 1, 1, players}).Draw(t, "rounds")
		return linko.Options{
			Players:   players,
			Seed:      rapid.Uint64().Draw(t, "seed"),
			FirstSeat: rapid.IntRange(0, players-1).Draw(t, "first seat"),
			Rounds:    rounds,
		}
	})
}

// drawFrom makes the harness's choices rapid's, so that failures shrink.
func drawFrom(t *rapid.T) gametest.Draw {
	return func(n int, label string) int { return rapid.IntRange(0, n-1).Draw(t, label) }
}

var spec = gametest.Spec[linko.Options, linko.State, linko.Move, linko.Event, linko.Position]{
	New:          linko.New,
	Replay:       linko.Replay,
	Fold:         linko.Fold,
	Position:     linko.State.Position,
	FromPosition: linko.FromPosition,
	Seat:         func(m linko.Move) int { return m.Seat },
	AnyMove: func(draw gametest.Draw) linko.Move {
		return linko.Move{
			Seat: draw(7, "seat") - 1,
			Kind: linko.MoveKind(draw(9, "kind")),
			Meld: linko.Meld{
				Value:  linko.Card(draw(16, "value")),
				Count:  uint8(draw(10, "count")),
				Jokers: uint8(draw(7, "jokers")),
			},
			Card: linko.Card(draw(16, "card")),
		}
	},
	ErrIllegalMove: linko.ErrIllegalMove,
	// A 5-seat game of 5 rounds; a random round is a few hundred decisions.
	MaxDecisions: 5 * 2000,
	Invariants:   invariants,
}

func TestConformance(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		gametest.Check(t, spec, options().Draw(t, "options"), drawFrom(t))
	})
}

// invariants checks, at every step, what the rules keep true.
func invariants(t gametest.TB, s linko.State) {
	t.Helper()
	p := s.Position()
	n := s.Options().Players

	// All 109 cards are somewhere, once.
	var counts [linko.Joker + 1]int
	count := func(cards ...linko.Card) {
		for _, c := range cards {
			counts[c]++
		}
	}
	for seat := range n {
		count(p.Hands[seat]...)
		for _, m := range p.Tableaux[seat] {
			for range m.Count {
				count(m.Value)
			}
			for range m.Jokers {
				count(linko.Joker)
			}
		}
	}
	count(p.Display[:]...)
	count(p.Pile...)
	count(p.Discard...)
	for c := linko.Card(1); c <= linko.Joker; c++ {
		want := linko.CopiesEach
		if c == linko.Joker {
			want = linko.NumJokers
		}
		if counts[c] != want {
			t.Fatalf("%d cards %v in play, want %d:\n%v", counts[c], c, want, s)
		}
	}

	// Scores, recomputed from scratch: tableau cards minus hand cards, on
	// top of the rounds already scored.
	for seat, score := range s.Scores() {
		want := p.Totals[seat]
		if p.Phase < linko.PhaseBetweenRounds {
			want -= len(p.Hands[seat])
			for _, m := range p.Tableaux[seat] {
				want += m.Size()
			}
		}
		if score != want {
			t.Fatalf("seat %d scores %d, want %d:\n%v", seat, score, want, s)
		}
	}

	// The display is refilled whenever nobody is drawing and the pile can.
	empty := 0
	for _, c := range p.Display {
		if c == linko.Hidden {
			empty++
		}
	}
	drawing := p.Phase == linko.PhaseDraw || p.Phase == linko.PhaseRefilling
	if !drawing && empty > 0 && len(p.Pile) > 0 {
		t.Fatalf("the display has %d empty slots, the pile %d cards, and nobody draws:\n%v", empty, len(p.Pile), s)
	}

	// Only the seat to move can decide, and its moves match its View's.
	if seat := s.ToMove(); seat >= 0 {
		if !equalMoves(s.LegalMoves(), s.View(seat).LegalMoves()) {
			t.Fatalf("the View of seat %d lists other moves than the State", seat)
		}
		if other := (seat + 1) % n; s.View(other).LegalMoves() != nil {
			t.Fatalf("the View of seat %d, not to move, lists moves", other)
		}
	}
}

func equalMoves(a, b []linko.Move) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

package lino_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lino"
)

var _ tabletop.Game[lino.State, lino.Move, lino.Event] = lino.State{}

// options draws valid options: any seed and first seat, one or two rounds,
// the plain game, the bonus game or stars only.
func options() *rapid.Generator[lino.Options] {
	return rapid.Custom(func(t *rapid.T) lino.Options {
		variant := rapid.IntRange(0, 2).Draw(t, "variant")
		return lino.Options{
			Seed:      rapid.Uint64().Draw(t, "seed"),
			FirstSeat: rapid.IntRange(0, 1).Draw(t, "first seat"),
			Rounds:    rapid.IntRange(0, 2).Draw(t, "rounds"),
			Bonus:     variant == 1,
			StarsOnly: variant == 2,
		}
	})
}

func drawFrom(t *rapid.T) gametest.Draw {
	return func(n int, label string) int { return rapid.IntRange(0, n-1).Draw(t, label) }
}

var spec = gametest.Spec[lino.Options, lino.State, lino.Move, lino.Event, lino.Position]{
	New:          lino.New,
	Replay:       lino.Replay,
	Fold:         lino.Fold,
	Position:     lino.State.Position,
	FromPosition: lino.FromPosition,
	Seat:         func(m lino.Move) int { return m.Seat },
	AnyMove: func(draw gametest.Draw) lino.Move {
		cell := func(label string) lino.Cell {
			return lino.Cell{X: int8(draw(30, label+" x") - 8), Y: int8(draw(30, label+" y") - 8)}
		}
		m := lino.Move{Seat: draw(4, "seat") - 1, Kind: lino.MoveKind(draw(4, "kind")), To: cell("to")}
		if draw(3, "from?") > 0 {
			m.From = cell("from")
		}
		return m
	},
	ErrIllegalMove: lino.ErrIllegalMove,
	MaxDecisions:   2 * (6 + 48),
	Invariants:     invariants,
}

func TestConformance(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		end := gametest.Check(t, spec, options().Draw(t, "options"), drawFrom(t))
		require.True(t, end.Over())
	})
}

// invariants checks what the rules keep true at every step.
func invariants(t gametest.TB, s lino.State) {
	t.Helper()
	p := s.Position()
	if len(p.Tiles) != lino.NumTiles {
		t.Fatalf("%d tiles", len(p.Tiles))
	}
	stones := len(p.Stones[0]) + len(p.Stones[1])
	if len(p.Stones[0]) > lino.StonesEach || len(p.Stones[1]) > lino.StonesEach || stones > 2*lino.StonesEach {
		t.Fatalf("%d and %d stones", len(p.Stones[0]), len(p.Stones[1]))
	}
	if len(p.Moved) > 2*lino.MovesEach {
		t.Fatalf("%d tiles moved", len(p.Moved))
	}
	if s.Phase() == lino.PhaseBuilding && stones > 0 {
		t.Fatalf("stones while building")
	}
}

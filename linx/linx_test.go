package linx_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/linx"
)

var _ tabletop.Game[linx.State, linx.Move, linx.Event, linx.View] = linx.State{}

// options draws valid options: 2 to 4 seats, teams now and then.
func options() *rapid.Generator[linx.Options] {
	return rapid.Custom(func(t *rapid.T) linx.Options {
		players := rapid.IntRange(linx.MinPlayers, linx.MaxPlayers).Draw(t, "players")
		return linx.Options{
			Players:   players,
			Seed:      rapid.Uint64().Draw(t, "seed"),
			FirstSeat: rapid.IntRange(0, players-1).Draw(t, "first seat"),
			Teams:     players == 4 && rapid.Bool().Draw(t, "teams"),
		}
	})
}

func drawFrom(t *rapid.T) gametest.Draw {
	return func(n int, label string) int { return rapid.IntRange(0, n-1).Draw(t, label) }
}

var spec = gametest.Spec[linx.Options, linx.State, linx.Move, linx.Event, linx.Position]{
	New:          linx.New,
	Replay:       linx.Replay,
	Fold:         linx.Fold,
	Position:     linx.State.Position,
	FromPosition: linx.FromPosition,
	Seat:         func(m linx.Move) int { return m.Seat },
	AnyMove: func(draw gametest.Draw) linx.Move {
		return linx.Move{
			Seat:   draw(6, "seat") - 1,
			Kind:   linx.MoveKind(draw(5, "kind")),
			Symbol: linx.Symbol(draw(5, "symbol")),
			Cell:   linx.Cell{X: int8(draw(13, "x") - 6), Y: int8(draw(13, "y") - 6)},
		}
	},
	ErrIllegalMove: linx.ErrIllegalMove,
	MaxDecisions:   5 * 4 * 3 * 15,
	Invariants:     invariants,
}

func TestConformance(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		end := gametest.Check(t, spec, options().Draw(t, "options"), drawFrom(t))
		require.True(t, end.Over())
	})
}

// invariants: every seat's 15 tiles are somewhere (pile, hand or grid,
// covered or not), five of each symbol, and the grid fits its square.
func invariants(t gametest.TB, s linx.State) {
	t.Helper()
	p := s.Position()
	n := p.Options.Players
	var count [linx.NumColours][4]int
	for _, st := range p.Grid {
		count[st.Up.Colour()][st.Up.Symbol()]++
		if st.Down != 0 {
			count[st.Down.Colour()][st.Down.Symbol()]++
			if !st.Down.Symbol().Beats(st.Up.Symbol()) {
				t.Fatalf("%v covers %v, which it does not beat", st.Down, st.Up)
			}
		}
	}
	for seat := range n {
		for _, sym := range p.Hands[seat] {
			count[seat][sym]++
		}
		for _, tile := range p.Piles[seat] {
			count[seat][tile.Symbol()]++
		}
		if count[seat] != [4]int{0, 5, 5, 5} {
			t.Fatalf("seat %d's colour counts %v:\n%v", seat, count[seat], s)
		}
	}
	if n == 3 && count[3][1]+count[3][2]+count[3][3] != 9 {
		t.Fatalf("the neutral block holds %v", count[3])
	}
	side := 5
	if n == 2 {
		side = 4
	}
	minX, minY, maxX, maxY := 99, 99, -99, -99
	for _, st := range p.Grid {
		minX, minY = min(minX, int(st.Cell.X)), min(minY, int(st.Cell.Y))
		maxX, maxY = max(maxX, int(st.Cell.X)), max(maxY, int(st.Cell.Y))
	}
	if len(p.Grid) > 0 && (maxX-minX >= side || maxY-minY >= side) {
		t.Fatalf("the tiles spread over more than %d×%d:\n%v", side, side, s)
	}
}

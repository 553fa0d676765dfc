package linx_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/linx"
)

// table is a match set up by hand: a grid drawn row by row from 0,0 (cells
// separated by spaces: "." empty, "yR" a yellow rock face up, "bS/yR" blue
// scissors covered by a yellow rock face down) and each seat's hand ("RPS").
// Each seat's other tiles make its pile: rocks, then papers, then
// scissors.
type table struct {
	players, toMove int
	teams           bool
	grid            string
	hands           []string
	points          []int
}

func sym(t testing.TB, r rune) linx.Symbol {
	s, err := linx.ParseSymbol(string(r))
	require.NoError(t, err)
	return s
}

func (tb table) position(t testing.TB) linx.Position {
	t.Helper()
	n := tb.players
	p := linx.Position{
		Options: linx.Options{Players: n, Teams: tb.teams},
		Round:   1,
		Phase:   linx.PhasePlay,
		ToMove:  tb.toMove,
		Mover:   -1,
		Grid:    []linx.Stack{},
		Hands:   make([][]linx.Symbol, n),
		Known:   make([][]linx.Symbol, n),
		Piles:   make([][]linx.Tile, n),
		Scores:  make([]int, n),
	}
	if tb.points != nil {
		p.Scores = tb.points
		for _, points := range tb.points {
			p.Round += points
		}
		if tb.teams {
			p.Round -= tb.points[2] + tb.points[3]
		}
	}
	// left[c][s] counts the tiles of colour c and symbol s not placed yet.
	var left [linx.NumColours][4]int
	for c := range left {
		left[c] = [4]int{0, 5, 5, 5}
	}
	for y, row := range strings.Split(strings.Trim(tb.grid, "\n"), "\n") {
		for x, text := range strings.Fields(row) {
			if text == "." {
				continue
			}
			st := linx.Stack{Cell: linx.Cell{X: int8(x), Y: int8(y)}}
			upText, downText, covered := strings.Cut(text, "/")
			var err error
			st.Up, err = linx.ParseTile(upText)
			require.NoError(t, err)
			left[st.Up.Colour()][st.Up.Symbol()]--
			if covered {
				st.Down, err = linx.ParseTile(strings.ToLower(downText[:1]) + downText[1:])
				require.NoError(t, err)
				left[st.Down.Colour()][st.Down.Symbol()]--
			}
			p.Grid = append(p.Grid, st)
		}
	}
	for seat := range n {
		for _, r := range tb.hands[seat] {
			s := sym(t, r)
			p.Hands[seat] = append(p.Hands[seat], s)
			left[seat][s]--
		}
		for s := linx.Rock; s <= linx.Scissors; s++ {
			require.GreaterOrEqual(t, left[seat][s], 0, "seat %d uses more than five %v", seat, s)
			for range left[seat][s] {
				p.Piles[seat] = append(p.Piles[seat], linx.MakeTile(linx.Colour(seat), s))
			}
		}
	}
	return p
}

// state sets the table up.
func (tb table) state(t testing.TB) linx.State {
	t.Helper()
	s, err := linx.FromPosition(tb.position(t))
	require.NoError(t, err)
	return s
}

func cell(x, y int) linx.Cell { return linx.Cell{X: int8(x), Y: int8(y)} }

// applyWin applies a move that wins a round and checks its events up to the
// win; the next round's deal follows.
func applyWin(t *testing.T, s linx.State, m linx.Move, want ...linx.Event) linx.State {
	t.Helper()
	next, events, err := s.Apply(m)
	require.NoError(t, err, "%v", m)
	require.Greater(t, len(events), len(want))
	require.Equal(t, want, events[:len(want)], "events of %v", m)
	require.Equal(t, linx.RoundStarted, events[len(want)].Kind)
	return next
}

package linx_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/linx"
)

func TestFromPositionRejectsWhatNoMatchReaches(t *testing.T) {
	valid := func() linx.Position {
		return table{players: 2, grid: `
yR bP
bS/RR .`, hands: []string{"SS", "RP"}}.position(t)
	}
	_, err := linx.FromPosition(valid())
	require.NoError(t, err)
	for _, c := range []struct {
		says  string
		spoil func(p *linx.Position)
	}{
		{"5 players", func(p *linx.Position) { p.Options.Players = 5 }},
		{"is not a phase", func(p *linx.Position) { p.Phase = 9 }},
		{"seat 2 is not a seat", func(p *linx.Position) { p.ToMove = 2 }},
		{"given twice", func(p *linx.Position) { p.Grid[1].Cell = p.Grid[0].Cell }},
		{"must list 2 seats", func(p *linx.Position) { p.Hands = p.Hands[:1] }},
		{"given twice", func(p *linx.Position) { p.Grid[1].Cell = p.Grid[0].Cell }},
		{"does not beat", func(p *linx.Position) { p.Grid[2].Down = linx.MakeTile(0, linx.Paper) }},
		{"not five of each symbol", func(p *linx.Position) { p.Hands[0] = p.Hands[0][1:] }},
		{"pile holds", func(p *linx.Position) { p.Piles[0][0] = linx.MakeTile(1, linx.Rock) }},
		{"known to hold more", func(p *linx.Position) { p.Known[0] = []linx.Symbol{linx.Rock} }},
		{"where no draw is pending", func(p *linx.Position) { p.Draw = true }},
		{"but 1 sides have", func(p *linx.Position) { p.Scores[0] = 2; p.Round = 3 }},
		{"rounds won add up to 0", func(p *linx.Position) { p.Round = 5 }},
		{"do not fit a 4×4 square", func(p *linx.Position) {
			p.Grid = append(p.Grid, linx.Stack{Cell: cell(4, 0), Up: linx.MakeTile(0, p.Hands[0][0])})
			p.Hands[0] = p.Hands[0][1:]
		}},
	} {
		p := valid()
		c.spoil(&p)
		_, err := linx.FromPosition(p)
		assert.ErrorIs(t, err, linx.ErrInvalidPosition, c.says)
		assert.ErrorContains(t, err, c.says)
	}
}

func TestPhaseTextRoundTripsAndRejectsUnknownNames(t *testing.T) {
	gametest.CheckNameText(t, linx.PhaseOver, linx.Phase(99), `"bogus" is not a phase: use play, after-move, line-made, between-rounds, over`, "linx: cannot marshal Phase(99)")
}

// TestPositionsNameTheirGame: a Position's JSON begins with its game; one of
// another game is refused, saying so; one that names no game (an older
// save) is read.
func TestPositionsNameTheirGame(t *testing.T) {
	s, err := linx.New(linx.Options{Players: 3, Seed: 2})
	require.NoError(t, err)
	data, err := json.Marshal(s.Position())
	require.NoError(t, err)
	require.True(t, strings.HasPrefix(string(data), `{"game":"linx","options":`), "%s", data)
	var back linx.Position
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, s.Position(), back)

	older := strings.Replace(string(data), `"game":"linx",`, "", 1)
	back = linx.Position{}
	require.NoError(t, json.Unmarshal([]byte(older), &back))
	assert.Equal(t, s.Position(), back)

	for data, want := range map[string]string{
		`{"game":"lino","options":{"players":2},"toMove":0,"board":[]}`: "linx: invalid position: this is a lino position, not a linx one",
		strings.Replace(string(data), `"linx"`, `"linko"`, 1):           "this is a linko position, not a linx one",
		`{"game":7}`: "game: not a string",
	} {
		var p linx.Position
		err := json.Unmarshal([]byte(data), &p)
		assert.ErrorIs(t, err, linx.ErrInvalidPosition, data)
		assert.ErrorContains(t, err, want, data)
	}
}

package lino_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/lino"
)

func TestFromPositionRejectsWhatNoGameReaches(t *testing.T) {
	valid := func() lino.Position {
		return scene(t, `
X .
X O`, 4).Position()
	}
	for _, c := range []struct {
		says  string
		spoil func(p *lino.Position)
	}{
		{"3 rounds", func(p *lino.Position) { p.Options.Rounds = 3 }},
		{"round 2 of 1", func(p *lino.Position) { p.Round = 2 }},
		{"is not a phase", func(p *lino.Position) { p.Phase = 99 }},
		{"is not a seat", func(p *lino.Position) { p.ToMove = 2 }},
		{"55 tiles", func(p *lino.Position) { p.Tiles = p.Tiles[1:] }},
		{"two tiles at", func(p *lino.Position) { p.Tiles[1].Cell = p.Tiles[0].Cell }},
		{"touches no other", func(p *lino.Position) { p.Tiles[0].Cell = lino.Cell{X: 10, Y: 5} }},
		{"the faces are not those", func(p *lino.Position) { p.Tiles[0].Face = lino.Star }},
		{"a stone at 15,15", func(p *lino.Position) { p.Stones[0][0] = lino.Cell{X: 15, Y: 15} }},
		{"seat 0 first", func(p *lino.Position) {
			p.Stones[1] = append(p.Stones[1], p.Stones[0][0])
			p.Stones[0] = p.Stones[0][1:]
		}},
		{"seat 1's turn, not seat 0's", func(p *lino.Position) { p.Stones[1] = p.Stones[1][1:] }},
		{"seat 0's turn", func(p *lino.Position) { p.ToMove = 1 }},
		{"1 tiles moved and 2 cells vacated", func(p *lino.Position) { p.Moved = p.Moved[:1]; p.Vacated = p.Vacated[:2] }},
		{"still being built", func(p *lino.Position) { p.Moved, p.Vacated = p.Moved[:5], p.Vacated[:5] }},
		{"a tile at", func(p *lino.Position) { p.Vacated[0] = p.Tiles[0].Cell }},
		{"phase building, but the field is built", func(p *lino.Position) { p.Phase = lino.PhaseBuilding }},
		{"no scoring under way", func(p *lino.Position) { p.Next = 3 }},
		{"closing rows needs the last stone", func(p *lino.Position) { p.Phase, p.ToMove = lino.PhaseClosingRows, 1 }},
		{"with 4 stones placed", func(p *lino.Position) { p.Phase = lino.PhaseFinalScoring }},
		{"out of reach", func(p *lino.Position) { p.Points[0] = 99999 }},
	} {
		p := valid()
		c.spoil(&p)
		_, err := lino.FromPosition(p)
		assert.ErrorIs(t, err, lino.ErrInvalidPosition, c.says)
		assert.ErrorContains(t, err, c.says)
	}
}

func TestPositionIsPlainJSON(t *testing.T) {
	s := scene(t, `
X .
X O`, 4)
	data, err := json.Marshal(s.Position())
	require.NoError(t, err)
	assert.Contains(t, string(data), `"tiles":[{"cell":"0,0","face":"."}`)
	var p lino.Position
	require.NoError(t, json.Unmarshal(data, &p))
	back, err := lino.FromPosition(p)
	require.NoError(t, err)
	assert.True(t, back == s)
}

func TestEvolveRejectsEventsThatCannotFollow(t *testing.T) {
	s := scene(t, `
X .
X O`, 4)
	for _, c := range []struct {
		event lino.Event
		says  string
	}{
		{lino.Event{Kind: lino.StonePlaced, Seat: 1, Cell: lino.Cell{X: 1}}, "seat 1 cannot move now: it is X's turn"},
		{lino.Event{Kind: lino.StonePlaced, Seat: 0, Cell: lino.Cell{X: 0}}, "the tile at 0,0 holds a stone already"},
		{lino.Event{Kind: lino.StonePlaced, Seat: 0, Cell: lino.Cell{X: 9, Y: 9}}, "there is no tile at 9,9"},
		{lino.Event{Kind: lino.TileMoved, Seat: 0, From: lino.Cell{X: 1}, To: lino.Cell{X: 2}}, "the field is built"},
		{lino.Event{Kind: lino.RowClosed, Seat: 0}, "follow from the rules alone"},
	} {
		next, err := s.Evolve(c.event)
		assert.ErrorIs(t, err, lino.ErrInvalidEvent, c.says)
		assert.ErrorContains(t, err, c.says)
		assert.True(t, next == s)
	}
	mid, err := s.Evolve(lino.Event{Kind: lino.StonePlaced, Seat: 0, Cell: lino.Cell{X: 1}})
	require.NoError(t, err)
	assert.Equal(t, lino.PhaseClosingRows, mid.Phase())
	assert.Equal(t, -1, mid.ToMove())
	_, err = mid.Evolve(lino.Event{Kind: lino.RowClosed, Seat: 0, Row: row(t, "1,0..1,1"), Points: 2})
	assert.ErrorContains(t, err, "the rules call for row-closed seat=0 row=0,0..1,0 points=2")
}

func TestPhaseTextRoundTripsAndRejectsUnknownNames(t *testing.T) {
	p := lino.PhaseOver
	text, err := p.MarshalText()
	require.NoError(t, err)
	var back lino.Phase
	require.NoError(t, back.UnmarshalText(text))
	assert.Equal(t, p, back)
	assert.EqualError(t, back.UnmarshalText([]byte("bogus")), `lino: "bogus" is not a phase`)
	assert.Equal(t, p, back, "a failed UnmarshalText leaves the phase as it was")
	_, err = lino.Phase(99).MarshalText()
	assert.EqualError(t, err, "lino: cannot marshal Phase(99)")
}

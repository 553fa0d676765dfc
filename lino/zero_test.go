package lino_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/rng"
)

// zeroValues are the zero value of every exported type of the package, as
// a caller may hold one: a type added later belongs here too.
var zeroValues = []any{
	lino.State{}, lino.View{}, lino.Sampler{}, lino.Position{}, lino.Options{},
	lino.Move{}, lino.Event{}, lino.Cell{}, lino.Row{}, lino.Tile{}, lino.Face(0),
	lino.Phase(0), lino.MoveKind(0), lino.EventKind(0), lino.Direction(0),
	lino.Choice{}, lino.SearchResult{}, lino.MoveStat{},
	lino.GreedyBot{}, lino.RandomBot{}, lino.ISMCTSBot{},
}

// TestEveryMethodOfEveryZeroValueAnswers calls every exported method of the zero
// value of every exported type, by reflection, so that a method added
// later is called too.
func TestEveryMethodOfEveryZeroValueAnswers(t *testing.T) {
	assert.Greater(t, gametest.CallEveryMethod(t, zeroValues...), 60, "the methods were not found")
}

// TestTheZeroStateHoldsNoGame: the zero State says "no game" alike
// everywhere: nobody to move, over, nothing to score, win or play, every
// move and event refused, a View and a Position of no game.
func TestTheZeroStateHoldsNoGame(t *testing.T) {
	var s lino.State
	assert.Nil(t, s.Tiles())
	assert.Equal(t, lino.Options{}, s.Options())
	seats := []int{-1, 0, 1, 2}
	gametest.CheckNoGame(t, s, "lino", []lino.Move{{}, lino.Place(0, lino.Cell{X: 4}), lino.MoveTileTo(0, lino.Cell{X: 4}, lino.Cell{X: 3, Y: 8})},
		[]lino.Event{{}, {Kind: lino.TileMoved}, {Kind: lino.FillingStarted}, {Kind: lino.GameEnded}},
		seats, lino.ErrIllegalMove, lino.ErrInvalidEvent)
	for _, seat := range seats {
		v := s.View(seat)
		assert.Equal(t, -1, v.Seat)
		assert.Equal(t, -1, v.ToMove)
		assert.True(t, v.Over)
	}
	_, err := lino.FromPosition(s.Position())
	assert.ErrorIs(t, err, lino.ErrInvalidPosition)
}

// TestTheZeroViewSamplerAndBotsHoldNoGame: the zero View shows no game,
// which no bot chooses a move from and no Sampler samples; the zero
// Sampler and the zero bots answer without panicking.
func TestTheZeroViewSamplerAndBotsHoldNoGame(t *testing.T) {
	var v lino.View
	gametest.CheckNoGameView(t, v)
	_, err := lino.NewSampler(v)
	assert.ErrorIs(t, err, lino.ErrInvalidPosition)
	assert.ErrorContains(t, err, "no game")

	ctx := context.Background()
	for _, view := range []lino.View{v, lino.State{}.View(0)} {
		for _, bot := range []lino.Bot{new(lino.RandomBot), lino.GreedyBot{}, new(lino.ISMCTSBot)} {
			_, err := bot.Choose(ctx, view)
			assert.ErrorIs(t, err, lino.ErrIllegalMove, "%T", bot)
		}
	}
	_, err = new(lino.ISMCTSBot).Choose(ctx, v)
	assert.ErrorContains(t, err, "no game")
	// The zero bots choose from a View of a game like any other.
	s, err := lino.New(lino.Options{})
	require.NoError(t, err)
	for _, bot := range []lino.Bot{new(lino.RandomBot), lino.GreedyBot{}, new(lino.ISMCTSBot)} {
		m, err := bot.Choose(ctx, s.View(0))
		require.NoError(t, err, "%T", bot)
		assert.Contains(t, s.LegalMoves(), m, "%T", bot)
	}

	var sampler lino.Sampler
	r := rng.New(1)
	assert.Equal(t, lino.State{}, sampler.Sample(&r))
	assert.Nil(t, sampler.Unseen())
}

// The zero View, and the zero State's, refuse to marshal, alone or inside
// a message, saying what to marshal instead: their JSON would read as a
// game of no seat and no player, which Guess and UnmarshalJSON refuse.
func TestTheZeroViewRefusesToMarshal(t *testing.T) {
	for _, v := range []lino.View{{}, lino.State{}.View(0), lino.State{}.View(-1)} {
		_, err := json.Marshal(v)
		require.ErrorIs(t, err, lino.ErrInvalidPosition)
		assert.ErrorContains(t, err, "lino: invalid position: the zero View holds no game, so there is no view to marshal: marshal the View a game's State gives a seat (State.View), or null for none")
		_, err = json.Marshal(struct{ View lino.View }{v})
		assert.ErrorIs(t, err, lino.ErrInvalidPosition)
	}
}

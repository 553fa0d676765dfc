package linx_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/linx"
	"github.com/tabletopgo/tabletop/rng"
)

// zeroValues are the zero value of every exported type of the package, as
// a caller may hold one: a type added later belongs here too.
var zeroValues = []any{
	linx.State{}, linx.View{}, linx.Sampler{}, linx.RandomBot{}, linx.GreedyBot{}, linx.ISMCTSBot{},
	linx.Move{}, linx.Event{}, linx.Position{}, linx.Options{}, linx.Stack{}, linx.Choice{},
	linx.Cell{}, linx.Line{}, linx.Tile(0), linx.Symbol(0), linx.Colour(0), linx.Direction(0),
	linx.Phase(0), linx.MoveKind(0), linx.EventKind(0), linx.Unseen{}, linx.SearchResult{}, linx.MoveStat{},
}

// TestEveryMethodOfEveryZeroValueAnswers calls every exported method of the
// zero value of every exported type, value and pointer receivers alike,
// with simple arguments: none panics. A method added later is called too.
func TestEveryMethodOfEveryZeroValueAnswers(t *testing.T) {
	assert.Greater(t, gametest.CallEveryMethod(t, zeroValues...), 60, "the methods were not found")
}

// TestTheZeroStateHoldsNoGame: the zero State answers like a match that is
// over and never began, and refuses every move and event saying "no
// game"; its View, Position, Sampler and the bots say so alike.
func TestTheZeroStateHoldsNoGame(t *testing.T) {
	var s linx.State
	var events []linx.Event
	for k := linx.EventKind(0); k <= linx.MatchWon; k++ {
		events = append(events, linx.Event{Kind: k})
	}
	gametest.CheckNoGame(t, s, "linx", []linx.Move{{}, linx.PassTurn(0), linx.Up(0, linx.Rock, cell(0, 0))},
		events, []int{0}, linx.ErrIllegalMove, linx.ErrInvalidEvent)
	assert.Equal(t, -1, s.View(0).Seat)
	_, err := linx.FromPosition(s.Position())
	assert.ErrorIs(t, err, linx.ErrInvalidPosition)

	var zero linx.View
	gametest.CheckNoGameView(t, zero)
	r := rng.New(1)
	_, err = linx.NewSampler(zero)
	assert.ErrorIs(t, err, linx.ErrInvalidPosition)
	assert.Equal(t, linx.State{}, linx.Sampler{}.Sample(&r))
	assert.Nil(t, linx.Sampler{}.FirstSeats())
	for name, bot := range map[string]linx.Bot{"random": &linx.RandomBot{}, "greedy": linx.GreedyBot{}, "ismcts": &linx.ISMCTSBot{}} {
		_, err := bot.Choose(context.Background(), zero)
		assert.ErrorIs(t, err, linx.ErrIllegalMove, name)
		assert.ErrorContains(t, err, "no game", name)
	}
}

// The zero View, and the zero State's, refuse to marshal, alone or inside
// a message, saying what to marshal instead: their JSON would read as a
// game of no seat and no player, which Guess and UnmarshalJSON refuse.
func TestTheZeroViewRefusesToMarshal(t *testing.T) {
	for _, v := range []linx.View{{}, linx.State{}.View(0), linx.State{}.View(-1)} {
		_, err := json.Marshal(v)
		assert.ErrorIs(t, err, linx.ErrInvalidPosition)
		assert.ErrorContains(t, err, "linx: invalid position: the zero View holds no game, so there is no view to marshal: marshal the View a game's State gives a seat (State.View), or null for none")
		_, err = json.Marshal(struct{ View linx.View }{v})
		assert.ErrorIs(t, err, linx.ErrInvalidPosition)
	}
}

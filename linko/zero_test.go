package linko_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/linko"
	"github.com/tabletopgo/tabletop/rng"
)

// zeroValues holds a pointer to the zero value of every exported type of
// the package: a type added later belongs here too.
var zeroValues = []any{
	new(linko.Card), new(linko.Choice), new(linko.Event), new(linko.EventKind), new(linko.GreedyBot),
	new(linko.ISMCTSBot), new(linko.Meld), new(linko.Move), new(linko.MoveKind), new(linko.MoveStat),
	new(linko.Options), new(linko.Phase), new(linko.Position), new(linko.RandomBot), new(linko.Sampler),
	new(linko.SearchResult), new(linko.Source), new(linko.State), new(linko.Unseen), new(linko.View),
}

// TestEveryMethodOfEveryZeroValueAnswers calls every exported method of the
// zero value of every exported type, value and pointer receivers alike,
// with simple arguments: none panics. A method added later is called too.
func TestEveryMethodOfEveryZeroValueAnswers(t *testing.T) {
	assert.Greater(t, gametest.CallEveryMethod(t, zeroValues...), 60, "the methods were not found")
}

// TestTheZeroStateHoldsNoGame: the zero State answers as a game that
// holds nothing, and every change says "no game".
func TestTheZeroStateHoldsNoGame(t *testing.T) {
	var s linko.State
	assert.Equal(t, -1, s.ToMove())
	assert.True(t, s.Over())
	assert.Nil(t, s.Scores())
	assert.Nil(t, s.Winners())
	assert.Nil(t, s.LegalMoves())
	assert.Equal(t, "no game", s.String())
	r := rng.New(1)
	_, ok := s.RandomMove(&r)
	assert.False(t, ok, "the zero State has no move to draw")

	for _, m := range []linko.Move{linko.Play(0, 1, 1, 0), {}, linko.Take(0)} {
		after, events, err := s.Apply(m)
		require.ErrorIs(t, err, linko.ErrIllegalMove)
		assert.EqualError(t, err, "linko: illegal move: no game: the zero State holds none")
		assert.Equal(t, s, after)
		assert.Nil(t, events)
		_, err = s.Decide(m)
		assert.ErrorIs(t, err, linko.ErrIllegalMove)
		assert.ErrorContains(t, err, "no game")
		_, err = s.Next(m)
		assert.ErrorIs(t, err, linko.ErrIllegalMove)
		assert.ErrorContains(t, err, "no game")
	}
	for _, e := range []linko.Event{{}, played(0, linko.Meld{Value: 1, Count: 1}), {Kind: linko.GameEnded, Players: 2}} {
		_, err := s.Evolve(e)
		assert.ErrorIs(t, err, linko.ErrInvalidEvent)
		assert.ErrorContains(t, err, "no game")
	}

	for _, seat := range []int{-1, 0, 1} {
		v := s.View(seat)
		assert.Equal(t, -1, v.Seat)
		assert.Nil(t, v.LegalMoves())
		assert.Nil(t, v.Choices())
		assert.Equal(t, "no game", v.String())
	}
	_, err := linko.FromPosition(s.Position())
	assert.ErrorIs(t, err, linko.ErrInvalidPosition)
}

// TestTheZeroViewSamplerAndBotsHoldNoGame: the zero View has no moves and
// draws "no game"; no sampler is made of it; the zero Sampler samples the
// zero State; and every bot, zero or not, refuses the zero View with an
// error that says "no game".
func TestTheZeroViewSamplerAndBotsHoldNoGame(t *testing.T) {
	var v linko.View
	assert.Nil(t, v.LegalMoves())
	assert.Nil(t, v.Choices())
	assert.Nil(t, linko.View{Phase: linko.PhaseDraw, PileSize: 5}.LegalMoves(), "a draw at no table")
	assert.Equal(t, "no game", v.String())
	_, err := linko.NewSampler(v)
	assert.ErrorIs(t, err, linko.ErrInvalidPosition)
	assert.ErrorContains(t, err, "no game")

	var sampler linko.Sampler
	r := rng.New(1)
	assert.Equal(t, linko.State{}, sampler.Sample(&r))
	assert.Empty(t, sampler.Unseen().Cards)

	for _, bot := range []linko.Bot{&linko.RandomBot{}, linko.NewRandomBot(1), linko.GreedyBot{}, &linko.ISMCTSBot{}, &linko.ISMCTSBot{Iterations: 10}} {
		_, err := bot.Choose(context.Background(), v)
		assert.ErrorIs(t, err, linko.ErrIllegalMove, "%T", bot)
		assert.ErrorContains(t, err, "no game", "%T", bot)
	}
	// The zero RandomBot still plays a real game.
	s, err := linko.New(linko.Options{Players: 2})
	require.NoError(t, err)
	m, err := (&linko.RandomBot{}).Choose(context.Background(), s.View(0))
	require.NoError(t, err)
	assert.Contains(t, s.LegalMoves(), m)
}

// The zero View, and the zero State's, refuse to marshal, alone or inside
// a message, saying what to marshal instead: their JSON would read as a
// game of no seat and no player, which Guess and UnmarshalJSON refuse.
func TestTheZeroViewRefusesToMarshal(t *testing.T) {
	for _, v := range []linko.View{{}, linko.State{}.View(0), linko.State{}.View(-1)} {
		_, err := json.Marshal(v)
		require.ErrorIs(t, err, linko.ErrInvalidPosition)
		assert.ErrorContains(t, err, "linko: invalid position: the zero View holds no game, so there is no view to marshal: marshal the View a game's State gives a seat (State.View), or null for none")
		_, err = json.Marshal(struct{ View linko.View }{v})
		assert.ErrorIs(t, err, linko.ErrInvalidPosition)
	}
}

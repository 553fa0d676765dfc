package lino_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/lino"
	"github.com/tabletopgo/tabletop/rng"
)

// zeroValues are the zero value of every exported type of the package, as
// a caller may hold one: pointers for the types whose methods take one.
var zeroValues = []any{
	lino.State{}, lino.View{}, lino.Sampler{}, lino.Position{}, lino.Options{},
	lino.Move{}, new(lino.Move), lino.Event{}, new(lino.Event), new(lino.Position), new(lino.Options), new(lino.View),
	lino.Cell{}, new(lino.Cell), lino.Row{}, new(lino.Row), lino.Tile{}, lino.Face(0), new(lino.Face),
	lino.Phase(0), new(lino.Phase), lino.MoveKind(0), lino.EventKind(0), lino.Direction(0),
	lino.Choice{}, lino.SearchResult{}, lino.MoveStat{},
	lino.GreedyBot{}, new(lino.RandomBot), new(lino.ISMCTSBot), new(lino.Sampler),
}

// argsFor returns the arguments of a call of method: zero values, or with
// simple small values (1, -1, "{}"), with a live context and a live stream
// of chance where a method takes one.
func argsFor(method reflect.Value, simple bool) []reflect.Value {
	typ := method.Type()
	args := make([]reflect.Value, typ.NumIn())
	for i := range args {
		switch in := typ.In(i); {
		case in == reflect.TypeFor[context.Context]():
			args[i] = reflect.ValueOf(context.Background())
		case in == reflect.TypeFor[*rng.Source]():
			r := rng.New(1)
			args[i] = reflect.ValueOf(&r)
		case in.Kind() == reflect.Pointer:
			args[i] = reflect.New(in.Elem())
		case simple && in.Kind() == reflect.Int:
			args[i] = reflect.ValueOf(-1 + 2*(i%2))
		case simple && in.Kind() == reflect.String:
			args[i] = reflect.ValueOf("{}")
		case simple && in == reflect.TypeFor[[]byte]():
			args[i] = reflect.ValueOf([]byte("{}"))
		default:
			args[i] = reflect.Zero(in)
		}
	}
	return args
}

// TestNoMethodOfAZeroValuePanics calls every exported method of the zero
// value of every exported type, by reflection, so that a method added
// later is called too.
func TestNoMethodOfAZeroValuePanics(t *testing.T) {
	calls := 0
	for _, zero := range zeroValues {
		v := reflect.ValueOf(zero)
		for i := range v.NumMethod() {
			name := v.Type().String() + "." + v.Type().Method(i).Name
			method := v.Method(i)
			for _, simple := range []bool{false, true} {
				require.NotPanics(t, func() { method.Call(argsFor(method, simple)) }, "%s (simple arguments: %v)", name, simple)
			}
			calls++
		}
	}
	assert.Greater(t, calls, 80, "the methods are found")
}

// TestTheZeroStateIsNoGame: the zero State says "no game" alike
// everywhere: nobody to move, over, nothing to score, win or play, every
// move and event refused, a View and a Position of no game.
func TestTheZeroStateIsNoGame(t *testing.T) {
	var s lino.State
	assert.Equal(t, -1, s.ToMove())
	assert.True(t, s.Over())
	assert.Nil(t, s.Scores())
	assert.Nil(t, s.Winners())
	assert.Nil(t, s.LegalMoves())
	assert.Nil(t, s.Tiles())
	assert.Equal(t, lino.Options{}, s.Options())
	assert.Equal(t, "no game", s.String())
	r := rng.New(1)
	_, ok := s.RandomMove(&r)
	assert.False(t, ok)

	for _, m := range []lino.Move{{}, lino.Place(0, lino.Cell{X: 4}), lino.MoveTileTo(0, lino.Cell{X: 4}, lino.Cell{X: 3, Y: 8})} {
		next, events, err := s.Apply(m)
		assert.ErrorIs(t, err, lino.ErrIllegalMove)
		assert.EqualError(t, err, "lino: illegal move: no game: the zero State holds none")
		assert.Nil(t, events)
		assert.Equal(t, s, next)
		_, err = s.Next(m)
		assert.EqualError(t, err, "lino: illegal move: no game: the zero State holds none")
		_, err = s.Decide(m)
		assert.EqualError(t, err, "lino: illegal move: no game: the zero State holds none")
	}
	for _, e := range []lino.Event{{}, {Kind: lino.TileMoved}, {Kind: lino.FillingStarted}, {Kind: lino.GameEnded}} {
		_, err := s.Evolve(e)
		assert.ErrorIs(t, err, lino.ErrInvalidEvent)
		assert.ErrorContains(t, err, "no game: the zero State holds none")
	}

	for _, seat := range []int{-1, 0, 1, 2} {
		v := s.View(seat)
		assert.Equal(t, -1, v.Seat)
		assert.Equal(t, -1, v.ToMove)
		assert.True(t, v.Over)
		assert.Nil(t, v.LegalMoves())
		assert.Nil(t, v.Choices())
		assert.Equal(t, "no game", v.String())
	}
	_, err := lino.FromPosition(s.Position())
	assert.ErrorIs(t, err, lino.ErrInvalidPosition)
}

// TestTheZeroViewSamplerAndBotsAreNoGame: the zero View shows no game,
// which no bot chooses a move from and no Sampler samples; the zero
// Sampler and the zero bots answer without panicking.
func TestTheZeroViewSamplerAndBotsAreNoGame(t *testing.T) {
	var v lino.View
	assert.Equal(t, "no game", v.String())
	assert.Nil(t, v.LegalMoves())
	assert.Nil(t, v.Choices())
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

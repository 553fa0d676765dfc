package linx_test

import (
	"context"
	"encoding/json"
	"reflect"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/linx"
	"github.com/tabletopgo/tabletop/rng"
)

// anyView draws a View as a careless program would build it: any numbers,
// tiles that are no tiles, symbols out of range.
func anyView(t *rapid.T) linx.View {
	v := linx.View{
		Seat:    rapid.IntRange(-2, 5).Draw(t, "seat"),
		Players: rapid.IntRange(-1, 6).Draw(t, "players"),
		ToMove:  rapid.IntRange(-2, 5).Draw(t, "toMove"),
		Phase:   linx.Phase(rapid.IntRange(0, 6).Draw(t, "phase")),
		Round:   rapid.Int().Draw(t, "round"),
	}
	for range rapid.IntRange(0, 30).Draw(t, "cells") {
		v.Grid = append(v.Grid, linx.Stack{
			Cell: linx.Cell{X: rapid.Int8Range(-6, 6).Draw(t, "x"), Y: rapid.Int8Range(-6, 6).Draw(t, "y")},
			Up:   linx.Tile(rapid.Uint8().Draw(t, "up")),
			Down: linx.Tile(rapid.SampledFrom([]uint8{0, 0, 1, 2, 3, 5, 6, 7, 200}).Draw(t, "down")),
		})
	}
	for range rapid.IntRange(0, 20).Draw(t, "hand") {
		v.Hand = append(v.Hand, linx.Symbol(rapid.Uint8Range(0, 5).Draw(t, "symbol")))
	}
	v.HandSizes = rapid.SliceOfN(rapid.Int(), 0, 5).Draw(t, "hand sizes")
	v.Scores = rapid.SliceOfN(rapid.Int(), 0, 5).Draw(t, "scores")
	return v
}

// TestHandBuiltViewsNeverPanic: LegalMoves, the bots, String and JSON take
// any View; the moves they give are legal on the grid and hand it shows.
func TestHandBuiltViewsNeverPanic(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		v := anyView(t)
		moves := v.LegalMoves()
		_ = v.String()
		if data, err := json.Marshal(v); err == nil {
			var back linx.View
			_ = json.Unmarshal(data, &back)
		}
		for _, bot := range []linx.Bot{linx.GreedyBot{}, linx.NewRandomBot(1)} {
			m, err := bot.Choose(context.Background(), v)
			if err != nil {
				require.ErrorIs(t, err, linx.ErrIllegalMove)
				require.Empty(t, moves)
				continue
			}
			require.Contains(t, moves, m)
		}
	})
	// The case of the issue: a tile with no symbol on the grid.
	v := linx.View{Seat: 0, Players: 2, ToMove: 0, Phase: linx.PhasePlay,
		Grid: []linx.Stack{{Cell: cell(0, 0), Up: linx.Tile(4)}}, Hand: []linx.Symbol{linx.Rock}}
	assert.Nil(t, v.LegalMoves())
	_, err := linx.GreedyBot{}.Choose(context.Background(), v)
	assert.ErrorIs(t, err, linx.ErrIllegalMove)
}

// TestEveryValueMarshalsOrSaysWhy: a Move, a Line, a Tile, a Symbol, a Cell
// or an Event built with any fields either marshals to text and JSON that
// read back as itself, or fails to marshal with an error.
func TestEveryValueMarshalsOrSaysWhy(t *testing.T) {
	check := func(t *rapid.T, v any, back any) {
		m, ok := v.(interface{ MarshalText() ([]byte, error) })
		require.True(t, ok)
		text, err := m.MarshalText()
		if err != nil {
			_, err = json.Marshal(v)
			require.Error(t, err)
			return
		}
		u := back.(interface{ UnmarshalText([]byte) error })
		require.NoError(t, u.UnmarshalText(text), "%s", text)
		data, err := json.Marshal(v)
		require.NoError(t, err)
		require.NoError(t, json.Unmarshal(data, back), "%s", data)
	}
	rapid.Check(t, func(t *rapid.T) {
		c := linx.Cell{X: rapid.Int8().Draw(t, "x"), Y: rapid.Int8().Draw(t, "y")}
		m := linx.Move{Seat: rapid.IntRange(-3, 1<<40).Draw(t, "seat"), Kind: linx.MoveKind(rapid.Uint8Range(0, 5).Draw(t, "kind")),
			Symbol: linx.Symbol(rapid.Uint8Range(0, 5).Draw(t, "symbol")), Cell: c}
		var mb linx.Move
		check(t, m, &mb)
		if _, err := m.MarshalText(); err == nil {
			require.Equal(t, m, mb)
		}
		l := linx.Line{Start: c, Dir: linx.Direction(rapid.Uint8Range(0, 6).Draw(t, "dir"))}
		var lb linx.Line
		check(t, l, &lb)
		if _, err := l.MarshalText(); err == nil {
			require.Equal(t, l, lb)
		}
		tile := linx.Tile(rapid.Uint8().Draw(t, "tile"))
		var tb linx.Tile
		check(t, tile, &tb)
		if _, err := tile.MarshalText(); err == nil {
			require.Equal(t, tile, tb)
		}
		sym := linx.Symbol(rapid.Uint8().Draw(t, "symbol"))
		var sb linx.Symbol
		check(t, sym, &sb)
		if _, err := sym.MarshalText(); err == nil {
			require.Equal(t, sym, sb)
		}
		var cb linx.Cell
		check(t, c, &cb)
		require.Equal(t, c, cb)

		e := linx.Event{Kind: linx.EventKind(rapid.Uint8Range(0, 9).Draw(t, "event kind")), Seat: rapid.IntRange(-2, 6).Draw(t, "event seat"),
			Count: rapid.IntRange(-1, 4).Draw(t, "count"), Round: rapid.IntRange(-1, 7).Draw(t, "round"), Line: l, Tile: tile, Cell: c,
			Hand: [3]uint8{rapid.Uint8().Draw(t, "rocks"), 0, 0}, Players: rapid.IntRange(-1, 6).Draw(t, "players")}
		_ = e.String()
		_ = e.RedactFor(rapid.IntRange(-5, 5).Draw(t, "redact for"))
		var eb linx.Event
		check(t, e, &eb)
		if _, err := e.MarshalText(); err == nil {
			require.Equal(t, e, eb)
		}
	})
	_, err := linx.ParseLine("127,0..-127,0")
	assert.Error(t, err, "the cells of a line do not wrap around")
	_, err = linx.Line{Start: linx.Cell{X: 127}, Dir: linx.East}.MarshalText()
	assert.Error(t, err)
	_, err = linx.Line{Dir: 7}.MarshalText()
	assert.Error(t, err)
	_, err = json.Marshal(linx.Move{Seat: -1, Kind: linx.Pass})
	assert.Error(t, err)
	_, err = linx.Tile(4).MarshalText()
	assert.Error(t, err, "a tile with a colour and no symbol")
}

// TestMalformedPositionFieldsAreNamed: a bad tile, cell, symbol or phase
// inside a Position's JSON is refused with ErrInvalidPosition, once, and
// the field's name.
func TestMalformedPositionFieldsAreNamed(t *testing.T) {
	s, err := linx.New(linx.Options{Players: 2, Seed: 3})
	require.NoError(t, err)
	s, err = s.Next(s.LegalMoves()[0])
	require.NoError(t, err)
	good, err := json.Marshal(s.Position())
	require.NoError(t, err)
	for _, c := range []struct{ old, new, field string }{
		{`"phase":"play"`, `"phase":"dancing"`, "phase"},
		{`"up":"rR"`, `"up":"xX"`, "grid: up"},
		{`"up":"rR"`, `"up":"?"`, "grid: up"},
		{`"cell":"0,0"`, `"cell":"0;0"`, "grid: cell"},
		{`"cell":"0,0"`, `"cell":"0,0","down":"?"`, "grid: down"},
		{`"hands":[[`, `"hands":[["Q",`, "hands"},
		{`"piles":[[`, `"piles":[["zz",`, "piles"},
		{`"seed":"3"`, `"seed":"x"`, "options"},
		{`"seed":"3"`, `"seed":"3","colour":2`, "options"},
		{`"round":1`, `"round":"one"`, "round"},
		{`"draw":false`, `"draw":false,"extra":1`, "position"},
		{`"cell":"0,0",`, ``, "grid[0]: cell: missing"},
		{`"cell":"0,0",`, `"cell":"0,0","side":"left",`, `grid: unknown field "side"`},
	} {
		data := strings.Replace(string(good), c.old, c.new, 1)
		require.NotEqual(t, string(good), data, c.old)
		var p linx.Position
		err := json.Unmarshal([]byte(data), &p)
		require.ErrorIs(t, err, linx.ErrInvalidPosition, data)
		assert.Contains(t, err.Error(), "linx: invalid position: "+c.field, data)
		assert.Equal(t, 1, strings.Count(err.Error(), "linx"), err.Error())
	}
	var p linx.Position
	require.NoError(t, json.Unmarshal(good, &p))
}

// TestErrorsQuoteLittle: errors about huge inputs stay short.
func TestErrorsQuoteLittle(t *testing.T) {
	junk := strings.Repeat("é0:up R 1,2 ", 100_000)
	errs := []error{}
	_, err := linx.ParseMove(junk)
	errs = append(errs, err)
	_, err = linx.ParseMoveFor(0, junk)
	errs = append(errs, err)
	_, err = linx.ParseTile(junk)
	errs = append(errs, err)
	_, err = linx.ParseCell(junk)
	errs = append(errs, err)
	_, err = linx.ParseLine(junk)
	errs = append(errs, err)
	_, err = linx.ParseSymbol(junk)
	errs = append(errs, err)
	var e linx.Event
	errs = append(errs, e.UnmarshalText([]byte(junk)), e.UnmarshalText([]byte("tile-placed seat="+junk)),
		e.UnmarshalText([]byte("tile-placed seat=1 cell="+strings.Repeat("9", 50)+" tile=rR face=up")),
		json.Unmarshal([]byte(`{"kind":"tile-placed","seat":"`+junk+`"}`), &e),
		json.Unmarshal([]byte(`{"kind":"`+junk+`"}`), &e))
	var ph linx.Phase
	errs = append(errs, ph.UnmarshalText([]byte(junk)))
	var m linx.Move
	errs = append(errs, json.Unmarshal([]byte(`"`+junk+`"`), &m))
	var p linx.Position
	nines := strings.Repeat("9", 1000)
	var o linx.Options
	errs = append(errs, json.Unmarshal([]byte(`{"phase":"`+junk+`"}`), &p),
		json.Unmarshal([]byte(`{"`+junk+`":1}`), &p),
		json.Unmarshal([]byte(`{"round":`+nines+`}`), &p),
		json.Unmarshal([]byte(`{"options":{"`+junk+`":1}}`), &p),
		json.Unmarshal([]byte(`{"grid":[{"cell":"`+junk+`","up":"rR"}]}`), &p),
		json.Unmarshal([]byte(`{"seed":`+nines+`}`), &o),
		json.Unmarshal([]byte(`{"players":`+nines+`}`), &o),
		json.Unmarshal([]byte(`{"`+junk+`":1}`), &o))
	var v linx.View
	errs = append(errs, json.Unmarshal([]byte(`{"game":"`+junk+`"}`), &v),
		json.Unmarshal([]byte(`{"round":`+nines+`}`), &v))
	for i, err := range errs {
		require.Error(t, err, i)
		assert.Less(t, len(err.Error()), 300, "error %d: %.400s", i, err)
		assert.NotContains(t, err.Error(), junk[:60], "error %d", i)
		assert.NotContains(t, err.Error(), nines[:50], "error %d", i)
	}
}

// TestDecodingCostsInProportion: decoding refuses a huge list before it
// pays for its items, so the memory a decoding allocates stays within ten
// times its input.
func TestDecodingCostsInProportion(t *testing.T) {
	// Valid input: a full grid's position and view.
	position, err := json.Marshal(deadScene.position(t))
	require.NoError(t, err)
	view, err := json.Marshal(deadScene.state(t).View(0))
	require.NoError(t, err)
	for name, c := range map[string]struct {
		data   []byte
		decode func([]byte) error
	}{
		"valid position": {position, func(d []byte) error { var p linx.Position; return json.Unmarshal(d, &p) }},
		"valid view":     {view, func(d []byte) error { var v linx.View; return json.Unmarshal(d, &v) }},
	} {
		_ = c.decode(c.data) // encoding/json learns the types once
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		err := c.decode(c.data)
		runtime.ReadMemStats(&after)
		require.NoError(t, err, name)
		allocated := after.TotalAlloc - before.TotalAlloc
		assert.Less(t, allocated, uint64(10*len(c.data)), "%s: %d bytes allocated for %d bytes of input", name, allocated, len(c.data))
	}

	items := strings.TrimSuffix(strings.Repeat(`1,`, 256<<10), ",")
	for name, c := range map[string]struct {
		data   string
		decode func([]byte) error
	}{
		"event":    {`{"kind":"match-won","seat":0,"scores":[` + items + `]}`, func(d []byte) error { var e linx.Event; return json.Unmarshal(d, &e) }},
		"position": {`{"round":1,"scores":[` + items + `]}`, func(d []byte) error { var p linx.Position; return json.Unmarshal(d, &p) }},
		"view":     {`{"seat":0,"handSizes":[` + items + `]}`, func(d []byte) error { var v linx.View; return json.Unmarshal(d, &v) }},
		"move":     {`"` + items + `"`, func(d []byte) error { var m linx.Move; return json.Unmarshal(d, &m) }},
		"text":     {`match-won seat=0 scores=` + items, func(d []byte) error { var e linx.Event; return e.UnmarshalText(d) }},
		"notation": {strings.Repeat("0:up é 1,2 ", 100_000), func(d []byte) error { _, err := linx.ParseMove(string(d)); return err }},
		"notation for a seat": {strings.Repeat("up R 1,2 ", 100_000), func(d []byte) error {
			_, err := linx.ParseMoveFor(0, string(d))
			return err
		}},
	} {
		data := []byte(c.data)
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		err := c.decode(data)
		runtime.ReadMemStats(&after)
		require.Error(t, err, name)
		allocated := after.TotalAlloc - before.TotalAlloc
		assert.Less(t, allocated, uint64(10*len(data)), "%s: %d bytes allocated for %d bytes of input", name, allocated, len(data))
	}
}

// zeroArg returns a simple argument of type t for a method of a zero
// value: a live context, a random source, or the zero value.
func zeroArg(t reflect.Type) reflect.Value {
	switch t {
	case reflect.TypeFor[context.Context]():
		return reflect.ValueOf(context.Background())
	case reflect.TypeFor[*rng.Source]():
		r := rng.New(1)
		return reflect.ValueOf(&r)
	}
	return reflect.Zero(t)
}

// TestZeroValuesNeverPanic calls every exported method of the zero value of
// every exported type, through a pointer so that pointer methods count too,
// with simple arguments: none panics. A method added later is called too.
func TestZeroValuesNeverPanic(t *testing.T) {
	for _, v := range []any{
		linx.State{}, linx.View{}, linx.Sampler{}, linx.RandomBot{}, linx.GreedyBot{}, linx.ISMCTSBot{},
		linx.Move{}, linx.Event{}, linx.Position{}, linx.Options{}, linx.Stack{}, linx.Choice{},
		linx.Cell{}, linx.Line{}, linx.Tile(0), linx.Symbol(0), linx.Colour(0), linx.Direction(0),
		linx.Phase(0), linx.MoveKind(0), linx.EventKind(0), linx.Unseen{}, linx.SearchResult{}, linx.MoveStat{},
	} {
		ptr := reflect.New(reflect.TypeOf(v))
		for i := range ptr.NumMethod() {
			method := ptr.Type().Method(i)
			name := ptr.Elem().Type().Name() + "." + method.Name
			args := make([]reflect.Value, method.Type.NumIn()-1)
			for j := range args {
				args[j] = zeroArg(method.Type.In(j + 1))
			}
			require.NotPanics(t, func() { ptr.Method(i).Call(args) }, name)
		}
	}
}

// TestTheZeroStateHoldsNoGame: the zero State answers like a match that is
// over and never began, and refuses every move and event saying "no
// game"; its View, Position, Sampler and the bots say so alike.
func TestTheZeroStateHoldsNoGame(t *testing.T) {
	var s linx.State
	assert.Equal(t, -1, s.ToMove())
	assert.True(t, s.Over())
	assert.Nil(t, s.Scores())
	assert.Nil(t, s.Winners())
	assert.Nil(t, s.LegalMoves())
	assert.Equal(t, "no game", s.String())
	r := rng.New(1)
	_, ok := s.RandomMove(&r)
	assert.False(t, ok)
	for _, m := range []linx.Move{{}, linx.PassTurn(0), linx.Up(0, linx.Rock, cell(0, 0))} {
		_, _, err := s.Apply(m)
		assert.ErrorIs(t, err, linx.ErrIllegalMove)
		assert.ErrorContains(t, err, "linx: illegal move: no game: the zero State holds none")
		_, err = s.Decide(m)
		assert.ErrorContains(t, err, "no game")
		_, err = s.Next(m)
		assert.ErrorIs(t, err, linx.ErrIllegalMove)
		assert.ErrorContains(t, err, "no game")
	}
	for k := linx.EventKind(0); k <= linx.MatchWon; k++ {
		_, err := s.Evolve(linx.Event{Kind: k})
		assert.ErrorIs(t, err, linx.ErrInvalidEvent)
		assert.ErrorContains(t, err, "no game")
	}
	v := s.View(0)
	assert.Equal(t, -1, v.Seat)
	assert.Nil(t, v.LegalMoves())
	assert.Nil(t, v.Choices())
	assert.Equal(t, "no game", v.String())
	_, err := linx.FromPosition(s.Position())
	assert.ErrorIs(t, err, linx.ErrInvalidPosition)

	var zero linx.View
	assert.Nil(t, zero.LegalMoves())
	assert.Nil(t, zero.Choices())
	assert.Equal(t, "no game", zero.String())
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

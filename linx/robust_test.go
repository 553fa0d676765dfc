package linx_test

import (
	"context"
	"encoding/json"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/linx"
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
		{`"up":"yR"`, `"up":"xX"`, "grid: up"},
		{`"up":"yR"`, `"up":"?"`, "grid: up"},
		{`"cell":"0,0"`, `"cell":"0;0"`, "grid: cell"},
		{`"cell":"0,0"`, `"cell":"0,0","down":"?"`, "grid: down"},
		{`"hands":[[`, `"hands":[["Q",`, "hands"},
		{`"piles":[[`, `"piles":[["zz",`, "piles"},
		{`"seed":"3"`, `"seed":"x"`, "options"},
		{`"seed":"3"`, `"seed":"3","colour":2`, "options"},
		{`"round":1`, `"round":"one"`, "round"},
		{`"draw":false`, `"draw":false,"extra":1`, `unknown field "extra"`},
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
		e.UnmarshalText([]byte("tile-placed seat=1 cell="+strings.Repeat("9", 50)+" tile=yR face=up")),
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
		json.Unmarshal([]byte(`{"grid":[{"cell":"`+junk+`","up":"yR"}]}`), &p),
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

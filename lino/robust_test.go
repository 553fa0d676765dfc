package lino_test

import (
	"encoding/json"
	"errors"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/lino"
)

// TestEveryValueMarshalsOrSaysNo: any Move, Row, Cell or Face a caller can
// build either marshals to text and JSON that read back as itself, or
// fails to marshal; nothing panics, and Row.Cells stays small.
func TestEveryValueMarshalsOrSaysNo(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cellGen := rapid.Custom(func(t *rapid.T) lino.Cell {
			return lino.Cell{X: rapid.Int8().Draw(t, "x"), Y: rapid.Int8().Draw(t, "y")}
		})
		m := lino.Move{
			Seat: rapid.OneOf(rapid.IntRange(-3, 3), rapid.Int()).Draw(t, "seat"),
			Kind: lino.MoveKind(rapid.IntRange(0, 4).Draw(t, "kind")),
			From: rapid.OneOf(rapid.Just(lino.Cell{}), cellGen).Draw(t, "from"),
			To:   cellGen.Draw(t, "to"),
		}
		if text, err := m.MarshalText(); err == nil {
			back, err := lino.ParseMove(string(text))
			require.NoError(t, err, "%s", text)
			require.Equal(t, m, back)
			data, err := json.Marshal(m)
			require.NoError(t, err)
			var fromJSON lino.Move
			require.NoError(t, json.Unmarshal(data, &fromJSON))
			require.Equal(t, m, fromJSON)
		} else {
			_, err := json.Marshal(m)
			require.Error(t, err)
		}
		_ = m.String()

		r := lino.Row{
			Start: cellGen.Draw(t, "start"),
			Dir:   lino.Direction(rapid.IntRange(0, 5).Draw(t, "dir")),
			Len:   rapid.OneOf(rapid.IntRange(-2, 300), rapid.Int()).Draw(t, "len"),
		}
		require.LessOrEqual(t, len(r.Cells()), 256)
		_, _ = r.String(), r.End()
		if text, err := r.MarshalText(); err == nil {
			back, err := lino.ParseRow(string(text))
			require.NoError(t, err, "%s", text)
			require.Equal(t, r, back)
			require.Len(t, r.Cells(), r.Len)
			require.Equal(t, r.End(), r.Cells()[r.Len-1])
		}

		c := cellGen.Draw(t, "cell")
		text, err := c.MarshalText()
		require.NoError(t, err)
		back, err := lino.ParseCell(string(text))
		require.NoError(t, err)
		require.Equal(t, c, back)

		f := lino.Face(rapid.Uint8().Draw(t, "face"))
		if text, err := f.MarshalText(); err == nil {
			back, err := lino.ParseFace(string(text))
			require.NoError(t, err)
			require.Equal(t, f, back)
		}
		p := lino.Phase(rapid.Uint8().Draw(t, "phase"))
		if text, err := p.MarshalText(); err == nil {
			var back lino.Phase
			require.NoError(t, back.UnmarshalText(text))
			require.Equal(t, p, back)
		}
	})
}

// TestMalformedPositionFieldsAreNamed: a bad cell, face or phase inside a
// Position's JSON is refused with ErrInvalidPosition and the field's name.
func TestMalformedPositionFieldsAreNamed(t *testing.T) {
	s, _ := lino.New(lino.Options{Bonus: true, Seed: 4})
	data, err := json.Marshal(s.Position())
	require.NoError(t, err)
	text := string(data)
	for _, c := range []struct{ old, new, says string }{
		{`"cell":"4,0"`, `"cell":"4,x"`, `tiles: "4,x" is not a cell`},
		{`"face":"`, `"face":"q`, `tiles: "q`},
		{`"phase":"building"`, `"phase":"resting"`, `phase: "resting" is not a phase`},
		{`"moved":[]`, `"moved":["1,1,1"]`, `moved: "1,1,1" is not a cell`},
		{`"stones":[[],[]]`, `"stones":[[],[],[]]`, `stones: 3 items; at most 2`},
		{`"stones":[[],[]]`, `"stones":[["1,1"],"x"]`, `stones: seat 1: not a list`},
		{`"round":1`, `"round":"one"`, `round: `},
		{`"points":[0,0]`, `"points":[0,0,0]`, `points: 3 items; at most 2`},
		{`"points":[0,0]`, `"points":[1e999,0]`, `points: `},
		{`"round":1`, `"round":1,"score":3`, `unknown field "score"`},
		{`"seed":"4"`, `"seed":"four"`, `options: seed: seed "four" is not a whole number`},
	} {
		require.Contains(t, text, c.old)
		var p lino.Position
		err := json.Unmarshal([]byte(strings.Replace(text, c.old, c.new, 1)), &p)
		assert.ErrorIs(t, err, lino.ErrInvalidPosition, c.says)
		assert.ErrorContains(t, err, c.says)
		if err != nil {
			assert.Equal(t, 1, strings.Count(err.Error(), "lino:"), "%v", err)
			assert.Less(t, len(err.Error()), 200)
		}
	}
}

// allocated returns the bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// junkInputs are long inputs of the kinds a caller may send: lists far
// longer than any game's, and notation of junk.
func junkInputs() map[string][]byte {
	const n = 512 << 10
	list := func(item string) []byte {
		return []byte(`[` + strings.Repeat(item+`,`, n/(len(item)+1)) + item + `]`)
	}
	return map[string][]byte{
		"position tiles":  []byte(`{"tiles":` + string(list(`1`)) + `}`),
		"position stones": []byte(`{"stones":[` + string(list(`"1,1"`)) + `,[]]}`),
		"position keys":   []byte(`{` + strings.Repeat(`"a":1,`, n/6) + `"b":1}`),
		"options layout":  []byte(`{"layout":` + string(list(`1`)) + `}`),
		"view tiles":      []byte(`{"tiles":` + string(list(`1`)) + `}`),
		"move object":     []byte(`{` + strings.Repeat(`"a":1,`, n/6) + `"b":1}`),
		"move notation":   []byte(`"0:` + strings.Repeat(`a `, n/2) + `"`),
		"event":           []byte(`{"kind":"game-ended","scores":` + string(list(`1`)) + `}`),
		"event text":      []byte(`game-ended ` + strings.Repeat(`a=1 `, n/4)),
	}
}

func decodeJunk(name string, data []byte) error {
	switch {
	case strings.HasPrefix(name, "position"):
		var p lino.Position
		return json.Unmarshal(data, &p)
	case strings.HasPrefix(name, "options"):
		var o lino.Options
		return json.Unmarshal(data, &o)
	case strings.HasPrefix(name, "view"):
		var v lino.View
		return json.Unmarshal(data, &v)
	case strings.HasPrefix(name, "move"):
		var m lino.Move
		return json.Unmarshal(data, &m)
	case name == "event text":
		var e lino.Event
		return e.UnmarshalText(data)
	}
	var e lino.Event
	return json.Unmarshal(data, &e)
}

// TestDecodingCostsInProportionToTheInput: half a megabyte of junk of
// every kind is refused with an error of a few words, having allocated at
// most about ten times its size.
func TestDecodingCostsInProportionToTheInput(t *testing.T) {
	for name, data := range junkInputs() {
		var err error
		n := allocated(func() { err = decodeJunk(name, data) })
		require.Error(t, err, name)
		assert.Less(t, len(err.Error()), 300, "%s: %.300s", name, err)
		assert.LessOrEqual(t, n, uint64(10*len(data)), name)
		assert.True(t, errors.Is(err, lino.ErrInvalidPosition) || errors.Is(err, lino.ErrInvalidOptions) ||
			errors.Is(err, lino.ErrIllegalMove) || errors.Is(err, lino.ErrInvalidEvent), "%s: %v", name, err)
	}
	_, err := lino.ParseMove("0:" + strings.Repeat("x", 1<<20))
	require.Error(t, err)
	assert.Less(t, len(err.Error()), 200)
}

func BenchmarkDecodeJunk(b *testing.B) {
	for name, data := range junkInputs() {
		b.Run(strings.ReplaceAll(name, " ", "-"), func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				_ = decodeJunk(name, data)
			}
		})
	}
}

// TestAnEventLogCostsAFewTimesItsSize: a long log of the shortest events
// allocates about ten times its size, most of it the []Event that
// encoding/json grows (an Event takes 80 bytes, its JSON 36).
func TestAnEventLogCostsAFewTimesItsSize(t *testing.T) {
	for _, item := range []string{`{"kind":"filling-started","seat":0}`, `{"kind":"row-closed","seat":1,"row":"3,4..5,2","points":3}`} {
		data := []byte(`[` + strings.Repeat(item+`,`, 10000) + item + `]`)
		var events []lino.Event
		var err error
		n := allocated(func() { err = json.Unmarshal(data, &events) })
		require.NoError(t, err)
		assert.LessOrEqual(t, n, uint64(12*len(data)), item)
	}
}

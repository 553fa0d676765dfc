package linko_test

import (
	"encoding/json"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/linko"
)

// hostileInputs are JSON texts that a careless decoder pays much for: long
// lists of items of the wrong type, longer than any game has, and junk
// notation. Each decodes into a fresh value of its type.
func hostileInputs() []struct {
	name   string
	data   []byte
	decode func([]byte) error
} {
	list := func(item string, n int) string { return "[" + strings.Repeat(item+",", n-1) + item + "]" }
	position := func(data []byte) error { var p linko.Position; return json.Unmarshal(data, &p) }
	view := func(data []byte) error { var v linko.View; return json.Unmarshal(data, &v) }
	moves := func(data []byte) error { var m []linko.Move; return json.Unmarshal(data, &m) }
	cards := func(data []byte) error { var c []linko.Card; return json.Unmarshal(data, &c) }
	melds := func(data []byte) error { var m []linko.Meld; return json.Unmarshal(data, &m) }
	event := func(data []byte) error { var e linko.Event; return json.Unmarshal(data, &e) }
	move := func(data []byte) error { _, err := linko.ParseMove(string(data)); return err }
	const n = 100000
	return []struct {
		name   string
		data   []byte
		decode func([]byte) error
	}{
		{"position/pile of numbers", []byte(`{"pile":` + list("1", n) + `}`), position},
		{"position/pile of cards", []byte(`{"pile":` + list(`"7"`, n) + `}`), position},
		{"position/hands", []byte(`{"hands":` + list("[]", n) + `}`), position},
		{"position/fields", []byte(`{` + strings.Repeat(`"round":1,`, n) + `"round":1}`), position},
		{"view/hand", []byte(`{"hand":` + list(`"7"`, n) + `}`), view},
		{"view/legal moves", []byte(`{"legalMoves":` + list(`"0:take"`, n) + `}`), view},
		{"moves/numbers", []byte(list("1", n)), moves},
		{"moves/objects", []byte(list(`{}`, n)), moves},
		{"cards/numbers", []byte(list("1", n)), cards},
		{"cards/objects", []byte(list("{}", n)), cards},
		{"melds/numbers", []byte(list("1", n)), melds},
		{"event/deal", []byte(`{"kind":"round-dealt","round":2,"seat":0,"players":2,"deal":` + list("1", n) + `}`), event},
		{"notation/junk", []byte(strings.Repeat("1:play 7 ", n)), move},
	}
}

// TestDecodingCostsInProportionToTheInput: hostile input costs at most
// about ten times its size in memory (issue #12: lists were decoded item by
// item, at 280 bytes an item, before their length was checked).
func TestDecodingCostsInProportionToTheInput(t *testing.T) {
	for _, in := range hostileInputs() {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		err := in.decode(in.data)
		runtime.ReadMemStats(&after)
		assert.Error(t, err, in.name)
		allocated := after.TotalAlloc - before.TotalAlloc
		assert.LessOrEqual(t, allocated, uint64(10*len(in.data)+4096),
			"%s: %d bytes of input allocate %d", in.name, len(in.data), allocated)
	}
}

// TestEventLogsDecodeCheaply: a real log decodes in a few times its size
// (it cost 45 times): the Events themselves, 112 bytes for some 50 of JSON,
// and the slice's growth are half of it.
func TestEventLogsDecodeCheaply(t *testing.T) {
	s, _ := linko.New(linko.Options{Players: 4, Seed: 1})
	var log []linko.Event
	for !s.Over() {
		var events []linko.Event
		s, events, _ = s.Apply(s.LegalMoves()[0])
		log = append(log, events...)
	}
	data, err := json.Marshal(log)
	require.NoError(t, err)
	var before, after runtime.MemStats
	var back []linko.Event
	runtime.ReadMemStats(&before)
	err = json.Unmarshal(data, &back)
	runtime.ReadMemStats(&after)
	require.NoError(t, err)
	require.Equal(t, log, back)
	allocated := after.TotalAlloc - before.TotalAlloc
	assert.LessOrEqual(t, allocated, uint64(20*len(data)), "%d bytes of events allocate %d", len(data), allocated)
}

func BenchmarkDecodeHostile(b *testing.B) {
	for _, in := range hostileInputs() {
		b.Run(in.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(in.data)))
			for b.Loop() {
				_ = in.decode(in.data)
			}
		})
	}
}

// BenchmarkDecode decodes what a server reads: a position, a view, a move
// and an event log.
func BenchmarkDecode(b *testing.B) {
	s := sampleStates(b, 4)[200]
	position, _ := json.Marshal(s.Position())
	view, _ := json.Marshal(s.View(0))
	var log []linko.Event
	st, _ := linko.New(linko.Options{Players: 4, Seed: 1})
	for !st.Over() {
		var events []linko.Event
		st, events, _ = st.Apply(st.LegalMoves()[0])
		log = append(log, events...)
	}
	events, _ := json.Marshal(log)
	for _, c := range []struct {
		name   string
		data   []byte
		decode func([]byte) error
	}{
		{"position", position, func(data []byte) error { var p linko.Position; return json.Unmarshal(data, &p) }},
		{"view", view, func(data []byte) error { var v linko.View; return json.Unmarshal(data, &v) }},
		{"move", []byte(`"2:play 7x2+J"`), func(data []byte) error { var m linko.Move; return json.Unmarshal(data, &m) }},
		{"move object", []byte(`{"seat":2,"kind":"play","meld":"7x2+J"}`), func(data []byte) error { var m linko.Move; return json.Unmarshal(data, &m) }},
		{"event log", events, func(data []byte) error { var e []linko.Event; return json.Unmarshal(data, &e) }},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(c.data)))
			for b.Loop() {
				if err := c.decode(c.data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

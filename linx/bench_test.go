package linx_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/linx"
	"github.com/tabletopgo/tabletop/rng"
)

func sampleStates(b *testing.B, players int) []linx.State {
	return gametest.Playthroughs(b, 20, func(seed uint64) (linx.State, error) {
		return linx.New(linx.Options{Players: players, Seed: seed})
	})
}

func BenchmarkLegalMoves(b *testing.B) {
	states := sampleStates(b, 2)
	buf := make([]linx.Move, 0, 256)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		buf = states[i%len(states)].AppendLegalMoves(buf[:0])
		i++
	}
}

func BenchmarkApply(b *testing.B) {
	states := sampleStates(b, 2)
	moves := gametest.FirstMoves(states)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		k := i % len(states)
		if _, _, err := states[k].Apply(moves[k]); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkRandomRound plays whole rounds with uniformly random moves: a
// match is played on, round after round, and every round counted, reporting
// rounds/s, ns/decision, allocs/round and decisions/round.
func BenchmarkRandomRound(b *testing.B) {
	for players := linx.MinPlayers; players <= linx.MaxPlayers; players++ {
		b.Run(fmt.Sprintf("players=%d", players), func(b *testing.B) {
			r := rng.New(1)
			buf := make([]linx.Move, 0, 256)
			matches := 0
			s, _ := linx.New(linx.Options{Players: players})
			tally := gametest.StartTally()
			runs, decisions := 0, 0
			for b.Loop() {
				if s.Over() {
					matches++
					s, _ = linx.New(linx.Options{Players: players, Seed: uint64(matches)})
				}
				round := s.Round()
				for s.Round() == round && !s.Over() {
					buf = s.AppendLegalMoves(buf[:0])
					s, _ = s.Next(buf[r.IntN(len(buf))])
					decisions++
				}
				runs++
			}
			tally.Report(b, "round", runs, decisions)
		})
	}
}

// BenchmarkDecode decodes the JSON and text the package reads from a
// client or a save, valid and hostile: its cost per byte of input stays
// small (see TestDecodingCostsInProportion).
func BenchmarkDecode(b *testing.B) {
	s, _ := linx.New(linx.Options{Players: 3, Seed: 1})
	_, events, _ := s.Apply(s.LegalMoves()[0])
	position, _ := json.Marshal(s.Position())
	view, _ := json.Marshal(s.View(0))
	event, _ := json.Marshal(events[0])
	huge := []byte(`{"kind":"match-won","seat":0,"scores":[` + strings.TrimSuffix(strings.Repeat(`1,`, 64<<10), ",") + `]}`)
	for _, c := range []struct {
		name   string
		data   []byte
		decode func([]byte) error
	}{
		{"position", position, func(d []byte) error { var p linx.Position; return json.Unmarshal(d, &p) }},
		{"view", view, func(d []byte) error { var v linx.View; return json.Unmarshal(d, &v) }},
		{"event", event, func(d []byte) error { var e linx.Event; return json.Unmarshal(d, &e) }},
		{"hostile-event-128KiB", huge, func(d []byte) error { var e linx.Event; return json.Unmarshal(d, &e) }},
		{"move", []byte(`"0:up R 1,2"`), func(d []byte) error { var m linx.Move; return json.Unmarshal(d, &m) }},
		{"move-object", []byte(`{"seat":0,"kind":"up","symbol":"R","cell":"1,2"}`), func(d []byte) error { var m linx.Move; return json.Unmarshal(d, &m) }},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(c.data)))
			b.ReportAllocs()
			for b.Loop() {
				_ = c.decode(c.data)
			}
		})
	}
}

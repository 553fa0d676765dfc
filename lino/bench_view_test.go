package lino_test

import (
	"encoding/json"
	"testing"

	"github.com/tabletopgo/tabletop/lino"
)

// BenchmarkOpeningViewJSON marshals the View of a Lino opening, its
// 2,232 building moves included, and reports the bytes it weighs: the
// wire's heaviest View, which a server sends after every building move.
// The target is 40 KB at most (the tiles' targets as one list a tile).
func BenchmarkOpeningViewJSON(b *testing.B) {
	s, err := lino.New(lino.Options{Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	v := s.View(s.ToMove())
	size := 0
	b.ReportAllocs()
	for b.Loop() {
		data, err := json.Marshal(v)
		if err != nil {
			b.Fatal(err)
		}
		size = len(data)
	}
	b.ReportMetric(float64(size), "bytes/view")
}

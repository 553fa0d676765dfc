package linko_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/tabletopgo/tabletop/linko"
)

func TestMeasure(t *testing.T) {
	for _, data := range []string{
		"[" + strings.Repeat(`{"kind":"turn-passed","seat":1},`, 10000) + `{"kind":"turn-passed","seat":1}]`,
		`{"kind":"round-dealt","round":2,"seat":0,"players":2,"deal":[` + strings.Repeat(`1,`, 100000) + `1]}`,
		`{"kind":"round-dealt","round":2,"seat":0,"players":2,"deal":[` + strings.Repeat(`"1",`, 100000) + `1]}`,
		`{"kind":"game-ended","scores":[` + strings.Repeat(`1,`, 100000) + `1]}`,
	} {
		var events []linko.Event
		var e linko.Event
		for name, v := range map[string]any{"list": &events, "one": &e} {
			a := testing.Benchmark(func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					json.Unmarshal([]byte(data), v)
				}
			})
			t.Logf("%.20s %s: %d bytes input, %d B/op (%.1fx), %v", data, name, len(data), a.AllocedBytesPerOp(), float64(a.AllocedBytesPerOp())/float64(len(data)), a.NsPerOp())
		}
	}
}

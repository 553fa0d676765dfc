package linko

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// TestPositionDecodingPathsAgree: the fast path of Position JSON accepts
// only what the careful, field-by-field path accepts, and reads the same.
func TestPositionDecodingPathsAgree(t *testing.T) {
	var samples []string
	s, _ := New(Options{Players: 3, Seed: 4, Rounds: 3})
	for i := 0; !s.Over(); i++ {
		if i%40 == 0 {
			data, err := json.Marshal(s.Position())
			if err != nil {
				t.Fatal(err)
			}
			samples = append(samples, string(data))
		}
		s, _, _ = s.Apply(s.LegalMoves()[0])
	}
	rapid.Check(t, func(t *rapid.T) {
		data := rapid.SampledFrom(samples).Draw(t, "sample")
		for range rapid.IntRange(0, 3).Draw(t, "edits") {
			i := rapid.IntRange(0, len(data)).Draw(t, "at")
			switch rapid.IntRange(0, 3).Draw(t, "edit") {
			case 0:
				data = data[:i] + rapid.SampledFrom([]string{`"`, ",", ":", "[", "]", "{", "}", "null", "1", "-", `"7"`, `"J"`, `[]`, `"x":1,`}).Draw(t, "insert") + data[i:]
			case 1:
				if i < len(data) {
					data = data[:i] + data[i+1:]
				}
			case 2:
				data = strings.Replace(data, `"pile":[`, `"pile":[`+strings.Repeat(`"7",`, 120), 1)
			case 3:
				data = strings.Replace(data, `"hands":[`, `"hands":[[],[],[],`, 1)
			}
		}
		var fast, careful Position
		n := engine.CountItems([]byte(data))
		if n < 0 || !fast.decodeFast([]byte(data), n) {
			return
		}
		if err := careful.decodeByField([]byte(data)); err != nil {
			t.Fatalf("%s: the fast path accepts what the careful one refuses: %v", data, err)
		}
		if !reflect.DeepEqual(fast, careful) {
			t.Fatalf("%s: fast %+v, careful %+v", data, fast, careful)
		}
	})
}

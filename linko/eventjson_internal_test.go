package linko

import (
	"encoding/json"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// TestEventTextAgreesWithTheCodec: the fast path of event JSON reads what
// the codec's JSON decoder reads, or leaves the input to it, over the JSON
// of real events and mutations of it.
func TestEventTextAgreesWithTheCodec(t *testing.T) {
	var samples []string
	s, _ := New(Options{Players: 3, Seed: 2, Rounds: 3})
	for !s.Over() {
		var events []Event
		s, events, _ = s.Apply(s.LegalMoves()[0])
		for _, e := range events {
			data, err := json.Marshal(e)
			if err != nil {
				t.Fatal(err)
			}
			samples = append(samples, string(data))
		}
	}
	samples = append(samples, `{"kind":"turn-passed","seat":1}`, ` { "seat" : 1 , "kind" : "turn-passed" } `,
		`{"kind":"turn-passed","seat":1,}`, `{"kind":"turn-passed","seat":01}`, `{"kind":"turn-passed","seat":"1"}`,
		`{"kind":"turn-passed","seat":1,"seat":1}`, `{"kind":"turn-passed","seat":[1]}`, `{"kind":["turn-passed"],"seat":1}`,
		`{"kind":"turn-passed","seat":1}x`, `{"kind":"turn-passed","seat":-0}`, `{"kind":"turn-passed","seat":1e0}`,
		`{"kind":"display-refilled","display":[]}`, `{"kind":"card-drawn","seat":1,"from":"pile","card":"7 seat=2"}`)
	log, err := json.Marshal(samples)
	if err != nil {
		t.Fatal(err)
	}
	var raw []json.RawMessage
	_ = json.Unmarshal(log, &raw)
	var all []Event
	if err := json.Unmarshal([]byte("["+strings.Join(samples[:len(samples)-13], ",")+"]"), &all); err != nil {
		t.Fatalf("a whole log: %v", err)
	}
	for i, e := range all {
		var one Event
		if err := codec.DecodeJSON([]byte(samples[i]), &one); err != nil || one != e {
			t.Fatalf("event %d of a log: %v, want %v (%v)", i, e, one, err)
		}
	}
	rapid.Check(t, func(t *rapid.T) {
		data := rapid.SampledFrom(samples).Draw(t, "sample")
		for range rapid.IntRange(0, 3).Draw(t, "edits") {
			i := rapid.IntRange(0, len(data)).Draw(t, "at")
			switch rapid.IntRange(0, 2).Draw(t, "edit") {
			case 0:
				data = data[:i] + rapid.SampledFrom([]string{`"`, ",", ":", "[", "]", "{", "}", " ", "=", "-", "0", "7", `\`, "J", "x"}).Draw(t, "insert") + data[i:]
			case 1:
				if i < len(data) {
					data = data[:i] + data[i+1:]
				}
			case 2:
				data = strings.Replace(data, `"`, ``, 1)
			}
		}
		var fast, slow Event
		input := []byte(data)
		errFast := decodeEventJSON(input, &fast)
		if string(input) != data {
			t.Fatalf("decoding changed its input %s into %s", data, input)
		}
		errSlow := codec.DecodeJSON([]byte(data), &slow)
		if (errFast == nil) != (errSlow == nil) || fast != slow {
			t.Fatalf("%s: fast %v (%v), codec %v (%v)", data, fast, errFast, slow, errSlow)
		}
	})
}

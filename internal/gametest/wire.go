package gametest

import (
	"encoding/json"
	"reflect"
)

// WireStrings marshals v to JSON, as it goes on the wire, and calls f with
// every string value of the document and the key it is under ("" at the
// top, and for a list the list's key): for the tests that every string on
// the wire is readable text of the game, never base64.
func WireStrings(t TB, v any, f func(key, s string)) {
	t.Helper()
	var doc any
	marshalBack(t, v, &doc)
	walkStrings(doc, "", func(key, s string) {
		if key != "label" && key != "preview" {
			f(key, s)
		} else if err := PlayerWords(s); err != nil {
			t.Fatalf("%T: the %s %q %v", v, key, s, err)
		}
	})
}

// marshalBack marshals v to JSON and reads that back into back, failing
// the test where either fails, and returns the JSON.
func marshalBack(t TB, v, back any) []byte {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("%T does not marshal to JSON: %v", v, err)
	}
	if err := json.Unmarshal(data, back); err != nil {
		t.Fatalf("%T's JSON %s does not read back: %v", v, data, err)
	}
	return data
}

func walkStrings(v any, key string, f func(key, s string)) {
	switch v := v.(type) {
	case map[string]any:
		for k, x := range v {
			walkStrings(x, k, f)
		}
	case []any:
		for _, x := range v {
			walkStrings(x, key, f)
		}
	case string:
		f(key, v)
	}
}

// RoundTripJSON checks that v, a View or any value that need not be
// comparable, reads back from its JSON as itself, deeply equal, and
// returns what it read.
func RoundTripJSON[V any](t TB, v V) V {
	t.Helper()
	var back V
	data := marshalBack(t, v, &back)
	if !reflect.DeepEqual(v, back) {
		t.Fatalf("%T reads back from its JSON %s as\n%+v, not\n%+v", v, data, back, v)
	}
	return back
}

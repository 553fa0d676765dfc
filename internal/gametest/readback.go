package gametest

import "encoding/json"

// ReadBack returns v as a client reads it back: written to JSON and read
// into a new T, as a front-end that keeps a refusal (a MoveError) between
// two messages does, so that a test compares what it says before and
// after. A failure to write or to read fails t.
func ReadBack[T any](t TB, v *T) *T {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("%T to JSON: %v", v, err)
	}
	back := new(T)
	if err := json.Unmarshal(data, back); err != nil {
		t.Fatalf("%T from its JSON %s: %v", v, data, err)
	}
	return back
}

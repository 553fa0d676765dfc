package gametest

import (
	"encoding/json"
	"fmt"
	"reflect"
)

// Noted is what the notation checks need of a Move or an Event: its text
// form, its String, and comparability.
type Noted interface {
	comparable
	fmt.Stringer
	MarshalText() ([]byte, error)
}

// CheckNotation checks that v, a Move or an Event, writes text as its
// text form and its String, and wantJSON as its JSON (compared as JSON
// values, not bytes), and that it reads back as v from both; an empty text
// or wantJSON is not compared, only read back.
func CheckNotation[T Noted, PT interface {
	*T
	UnmarshalText(text []byte) error
}](t TB, v T, text, wantJSON string) {
	t.Helper()
	got, err := v.MarshalText()
	if err != nil || text != "" && (string(got) != text || v.String() != text) {
		t.Fatalf("%v writes %q, %v, and reads %q, not %q", v, got, err, v.String(), text)
	}
	var fromText T
	if err := PT(&fromText).UnmarshalText(got); err != nil || fromText != v {
		t.Fatalf("%v reads back from %q as %v, %v", v, got, fromText, err)
	}
	if wantJSON != "" {
		data, err := json.Marshal(v)
		if err != nil {
			t.Fatalf("%v does not marshal to JSON: %v", v, err)
		}
		var gotValue, wantValue any
		if err := json.Unmarshal([]byte(wantJSON), &wantValue); err != nil {
			t.Fatalf("the JSON wanted, %s, is not JSON: %v", wantJSON, err)
		}
		if err := json.Unmarshal(data, &gotValue); err != nil || !reflect.DeepEqual(gotValue, wantValue) {
			t.Fatalf("%v writes the JSON %s, not %s", v, data, wantJSON)
		}
	}
	RoundTripJSON(t, v)
}

// CheckMoveNotation checks that each of moves reads back as itself from its
// String with parse, and from its JSON, whether the object or the notation
// as a JSON string.
func CheckMoveNotation[M interface {
	comparable
	fmt.Stringer
}](t TB, moves []M, parse func(string) (M, error)) {
	t.Helper()
	for _, m := range moves {
		back, err := parse(m.String())
		if err != nil || back != m {
			t.Fatalf("%v reads back from %q as %v, %v", m, m.String(), back, err)
		}
		RoundTripJSON(t, m)
		text, _ := json.Marshal(m.String())
		var fromNotation M
		if err := json.Unmarshal(text, &fromNotation); err != nil || fromNotation != m {
			t.Fatalf("%v reads back from the JSON %s as %v, %v", m, text, fromNotation, err)
		}
	}
}

// CheckNameText checks the text form of v, a value with a name (a Phase, a
// kind): it reads back as v from its text; the name "bogus" is refused with
// exactly the error refusal and leaves the value as it was; and unnamed, a
// value with no name, does not marshal, with exactly the error cannot.
func CheckNameText[T interface {
	comparable
	MarshalText() ([]byte, error)
}, PT interface {
	*T
	UnmarshalText(text []byte) error
}](t TB, v, unnamed T, refusal, cannot string) {
	t.Helper()
	text, err := v.MarshalText()
	if err != nil {
		t.Fatalf("%v does not marshal: %v", v, err)
	}
	var back T
	if err := PT(&back).UnmarshalText(text); err != nil || back != v {
		t.Fatalf("%v reads back from %q as %v, %v", v, text, back, err)
	}
	if err := PT(&back).UnmarshalText([]byte("bogus")); err == nil || err.Error() != refusal {
		t.Fatalf(`"bogus" is refused with %v, not %q`, err, refusal)
	}
	if back != v {
		t.Fatalf(`a failed UnmarshalText turns %v into %v`, v, back)
	}
	if _, err := unnamed.MarshalText(); err == nil || err.Error() != cannot {
		t.Fatalf("%v marshals with the error %v, not %q", unnamed, err, cannot)
	}
}

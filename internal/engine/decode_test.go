package engine

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

// options is a value a caller decodes: numbers, a string, a list, and a
// field with a text form of its own.
type options struct {
	Players int      `json:"players"`
	Name    string   `json:"name"`
	Seats   []int    `json:"seats"`
	Colour  colour   `json:"colour"`
	Nested  struct{} `json:"nested"`
}

// colour is a type with a text form, which JSON writes as a string.
type colour int

var errNoColour = errors.New("not a colour")

func (c *colour) UnmarshalText(text []byte) error {
	if string(text) != "red" {
		return errNoColour
	}
	*c = 1
	return nil
}

// TestDecodeSaysWhatIsWrongInOneForm: each kind of refusal gives a
// *DecodeError with its words, Broken only for input that is not one JSON
// value; a type's own error comes back as it is.
func TestDecodeSaysWhatIsWrongInOneForm(t *testing.T) {
	for _, c := range []struct {
		data   string
		strict Strict
		want   string
		broken bool
	}{
		{`{"players":3,}`, Strict{}, "not valid JSON at byte 14: invalid character '}' looking for beginning of object key string", true},
		{`{"players":`, Strict{}, "not valid JSON at byte 11: unexpected end of JSON input", true},
		{`{"players":`, Strict{AllowUnknown: true}, "not valid JSON at byte 11: unexpected end of JSON input", true},
		{``, Strict{}, "not valid JSON at byte 0: unexpected end of JSON input", true},
		{"\ufeff{\"players\":3}", Strict{}, "not valid JSON: it begins with a byte-order mark (U+FEFF), which JSON does not allow; save it without one", true},
		{"\ufeff{\"players\":3}", Strict{AllowUnknown: true}, "not valid JSON: it begins with a byte-order mark (U+FEFF), which JSON does not allow; save it without one", true},
		{`{"players":3} x`, Strict{}, "not valid JSON at byte 15: invalid character 'x' after top-level value", true},
		{`{"players":3} x`, Strict{AllowUnknown: true}, "not valid JSON at byte 15: invalid character 'x' after top-level value", true},
		{`{"players":3}{}`, Strict{}, "not valid JSON at byte 14: invalid character '{' after top-level value", true},
		{`{"players":"3"}`, Strict{}, "players must be a whole number, not a string", false},
		{`{"players":1.5}`, Strict{}, "players must be a whole number, not 1.5", false},
		{`{"seats":{}}`, Strict{}, "seats must be a list, not an object", false},
		{`{"name":true}`, Strict{}, "name must be a string, not a boolean", false},
		{`{"colour":7}`, Strict{}, "colour must be a string, not a number", false},
		{`{"nested":[]}`, Strict{}, "nested must be an object, not a list", false},
		{`[1]`, Strict{}, "must be an object, not a list", false},
		{`{"player":3}`, Strict{}, `unknown field "player"`, false},
		{`{"players":3,"players":4}`, Strict{RefuseRepeats: true}, `the key "players" is given twice`, false},
		{`{"Players":3}`, Strict{ExactCase: true}, `the key "Players" must be written "players"`, false},
		{`{"seats":[],"PLAYERS":3}`, Strict{ExactCase: true, AllowUnknown: true}, `the key "PLAYERS" must be written "players"`, false},
		{`{"seats":[1,2,3]}`, Strict{MaxItems: 2}, "a JSON list or object of more than 2 items", false},
		{`{"seats":[[[1]]]}`, Strict{MaxDepth: 3}, "JSON nested more than 3 deep", false},
		{`{"players":3}`, Strict{MaxBytes: 12}, "13 bytes, more than 12", false},
	} {
		var v options
		err := Decode([]byte(c.data), &v, c.strict)
		var de *DecodeError
		if !errors.As(err, &de) || de.Error() != c.want || de.Broken != c.broken {
			t.Errorf("Decode(%s, %+v) = %v (%#v), want %q, broken %v", c.data, c.strict, err, err, c.want, c.broken)
		}
	}
	var v options
	if err := Decode([]byte(`{"colour":"blue"}`), &v, Strict{}); !errors.Is(err, errNoColour) {
		t.Errorf("a type's own error: %v", err)
	}
	// An embedded struct's fields, which encoding/json promotes, are
	// written exactly too (a Save's wire form embeds the Save).
	var wrapped struct {
		options
		Extra int `json:"extra"`
	}
	var de *DecodeError
	if err := Decode([]byte(`{"extra":1,"Players":3}`), &wrapped, Strict{ExactCase: true}); !errors.As(err, &de) || de.Error() != `the key "Players" must be written "players"` {
		t.Errorf("a promoted field in another case: %v", err)
	}
}

// TestDecodeReadsWhatItAllows: what the options allow decodes as
// encoding/json decodes it.
func TestDecodeReadsWhatItAllows(t *testing.T) {
	data := []byte(` {"players":3,"name":"x","seats":[1,2],"colour":"red","extra":{"players":1}} `)
	var v options
	if err := Decode(data, &v, Strict{AllowUnknown: true, RefuseRepeats: true, MaxItems: 5, MaxDepth: 2, MaxBytes: 100}); err != nil {
		t.Fatal(err)
	}
	var want options
	_ = json.Unmarshal(data, &want)
	if v.Players != want.Players || v.Name != want.Name || len(v.Seats) != 2 || v.Colour != 1 {
		t.Errorf("got %+v, want %+v", v, want)
	}
	// A key repeated inside a value, not at the top level, is the value's.
	if err := Decode([]byte(`{"extra":{"a":1,"a":2},"players":1}`), &v, Strict{AllowUnknown: true, RefuseRepeats: true}); err != nil {
		t.Errorf("a repeat below the top level: %v", err)
	}
}

// TestDecodeErrorsAreShort: a decoding error quotes little of the input,
// however long.
func TestDecodeErrorsAreShort(t *testing.T) {
	long := strings.Repeat("9", 10000)
	for _, data := range []string{long, `{"players":` + long + `}`, `{"` + long + `":1}`, `{"players":1.` + long + `}`,
		`{"players":"` + long + `"}`} {
		var v options
		err := Decode([]byte(data), &v, Strict{})
		if err == nil || len(err.Error()) > 120 || strings.HasPrefix(err.Error(), "json:") {
			t.Errorf("Decode = %v", err)
		}
	}
	var n int
	if err := decodeError(json.Unmarshal([]byte(long), &n), nil); len(err.Error()) > 120 {
		t.Errorf("decodeError = %v", err)
	}
	if err := decodeError(errNoColour, nil); err != errNoColour {
		t.Errorf("decodeError changed another error: %v", err)
	}
}

func TestRepeatedKeyReadsTheTopLevelOnly(t *testing.T) {
	for data, want := range map[string]string{
		`{"a":{"a":1,"b":2},"c":[{"c":1}],"d\"":1,"a":2}`: `"a"`,
		`{"a":{"a":1,"b":2},"c":[{"c":1}],"d\"":1,"e":2}`: "none",
		`{"a":"a","b":"a"}`: "none", `[{"a":1},{"a":1}]`: "none", `{"":1,"":2}`: `""`,
	} {
		got := "none"
		if key, ok := repeatedKey([]byte(data), false); ok {
			got = `"` + key + `"`
		}
		if got != want {
			t.Errorf("repeatedKey(%s) = %s, want %s", data, got, want)
		}
	}
}

func TestCheckBoundsCountsItemsAndDepth(t *testing.T) {
	for data, ok := range map[string]bool{
		`[1,2,3]`:                   true,
		`[1,2,3,4]`:                 false,
		`{"a":[1,2],"b":"x,y,z,w"}`: true,
		`{"a":1,"b":2,"c":3,"d":4}`: false,
		`[[[1]]]`:                   true,
		`[[[[1]]]]`:                 false,
		`["\",\",\",\","]`:          true,
		`[]`:                        true,
	} {
		if err := checkBounds([]byte(data), 3, 3); (err == nil) != ok {
			t.Errorf("checkBounds(%s) = %v", data, err)
		}
	}
	if err := checkBounds([]byte(strings.Repeat("[", 100)), 3, 100); err == nil {
		t.Error("nesting past 16 accepted")
	}
}

func TestCheckBoundsAllocatesNothing(t *testing.T) {
	data := []byte(`{"a":[1,2],"b":"x"}`)
	if n := testing.AllocsPerRun(100, func() { _ = checkBounds(data, 10, 3) }); n != 0 {
		t.Errorf("%v allocations", n)
	}
}

func TestCountItemsCountsTheTopLevel(t *testing.T) {
	for data, want := range map[string]int{
		`[]`: 0, ` [ ] `: 0, `{}`: 0, `[1]`: 1, `[1,2,3]`: 3, `["a,b",[1,2],{"x":1,"y":2}]`: 3,
		`{"a":1,"b":[1,2]}`: 2, `["\"],"]`: 1, `"x"`: -1, `12`: -1, ``: -1, `[1,2`: 2,
	} {
		if got := CountItems([]byte(data)); got != want {
			t.Errorf("CountItems(%s) = %d, want %d", data, got, want)
		}
	}
	if allocs := testing.AllocsPerRun(10, func() { CountItems([]byte(`[1,2,3]`)) }); allocs != 0 {
		t.Errorf("CountItems allocates %v times", allocs)
	}
}

package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// decodedRepeat is the reference repeatedKey must agree with: a key that
// the top-level object data gives twice as encoding/json's tokenizer
// decodes the keys, in any case when fold is set.
func decodedRepeat(data []byte, fold bool) (string, bool) {
	dec := json.NewDecoder(bytes.NewReader(data))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return "", false
	}
	var seen []string
	for dec.More() {
		t, err := dec.Token()
		key, isKey := t.(string)
		if err != nil || !isKey {
			return "", false
		}
		for _, k := range seen {
			if k == key || fold && strings.EqualFold(k, key) {
				return key, true
			}
		}
		seen = append(seen, key)
		var value json.RawMessage
		if dec.Decode(&value) != nil {
			return "", false
		}
	}
	return "", false
}

// escaped writes key as the inside of a JSON string, each character
// either as it is or, at random, as a \u escape (a pair for a rune beyond
// the BMP), and '/' sometimes as "\/".
func escaped(key string, r *rand.Rand) string {
	var b strings.Builder
	for _, c := range key {
		switch {
		case c == '"' || c == '\\' || c < 0x20 || r.IntN(2) == 0:
			if c > 0xFFFF {
				c -= 0x10000
				fmt.Fprintf(&b, `\u%04x\u%04X`, 0xD800+(c>>10), 0xDC00+(c&0x3FF))
			} else {
				fmt.Fprintf(&b, `\u%04x`, c)
			}
		case c == '/' && r.IntN(2) == 0:
			b.WriteString(`\/`)
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}

// TestRepeatedKeyComparesDecodedKeys writes objects of keys drawn from a
// few, each key escaped at random, and checks that repeatedKey finds a key
// given twice exactly when encoding/json reads two keys that are the same:
// `{"players":2,"\u0070layers":5}` gives "players" twice.
func TestRepeatedKeyComparesDecodedKeys(t *testing.T) {
	pool := []string{"players", "Players", "seat", "a/b", `q"uote`, "é", "😀", "", "kelvin\u212a", "kelvink", "tab\t"}
	r := rand.New(rand.NewPCG(1, 2))
	for i := range 3000 {
		var b strings.Builder
		b.WriteString("{")
		for j := range 1 + r.IntN(4) {
			if j > 0 {
				b.WriteString(",")
			}
			fmt.Fprintf(&b, `"%s":{"players":%d}`, escaped(pool[r.IntN(len(pool))], r), j)
		}
		b.WriteString("}")
		data := []byte(b.String())
		fold := i%2 == 1
		wantKey, want := decodedRepeat(data, fold)
		gotKey, got := repeatedKey(data, fold)
		if got != want || got && !strings.EqualFold(gotKey, wantKey) {
			t.Fatalf("repeatedKey(%s, fold %v) = %q, %v; the decoder reads %q, %v", data, fold, gotKey, got, wantKey, want)
		}
	}
}

// FuzzRepeatedKey checks repeatedKey against encoding/json's reading of
// the keys on any JSON object (go test runs the seeds).
func FuzzRepeatedKey(f *testing.F) {
	for _, seed := range []string{`{"players":2,"\u0070layers":5}`, `{"seat":1,"kind":"play","\u0073eat":0}`,
		`{"a":1,"b":{"a":2}}`, `{"\ud83d\ude00":1,"😀":2}`, `{"a\/b":1,"a/b":2}`, "{\"\xff\":1,\"\xfe\":2}"} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var object map[string]json.RawMessage
		if json.Unmarshal(data, &object) != nil || object == nil {
			return
		}
		wantKey, want := decodedRepeat(data, false)
		gotKey, got := repeatedKey(data, false)
		if got != want || gotKey != wantKey {
			t.Errorf("repeatedKey(%q) = %q, %v; the decoder reads %q, %v", data, gotKey, got, wantKey, want)
		}
	})
}

// TestDecodeRefusesEscapedAndRecasedRepeats: an escaped repeat is refused
// whatever v is, and a repeat in another case when v is a struct, whose
// field both keys fill.
func TestDecodeRefusesEscapedAndRecasedRepeats(t *testing.T) {
	var v options
	for _, data := range []string{`{"players":2,"\u0070layers":5}`, `{"players":2,"Players":5}`, `{"\u0050layers":2,"players":5}`} {
		err := Decode([]byte(data), &v, Strict{RefuseRepeats: true})
		if err == nil || !strings.Contains(err.Error(), `is given twice`) {
			t.Errorf("Decode(%s) = %v, want a key given twice", data, err)
		}
	}
	fields := map[string]json.RawMessage{}
	if err := Decode([]byte(`{"players":2,"Players":5}`), &fields, Strict{RefuseRepeats: true}); err != nil {
		t.Errorf("a map's keys in two cases are two keys: %v", err)
	}
	if err := Decode([]byte(`{"\u004bind":2}`), &struct{ Kind int }{}, Strict{ExactCase: true}); err != nil {
		t.Errorf("an escaped key in the field's case: %v", err)
	}
	if err := Decode([]byte(`{"\u006bind":2}`), &struct{ Kind int }{}, Strict{ExactCase: true}); err == nil {
		t.Errorf("an escaped key in another case passed ExactCase")
	}
}

package jsbridge

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"

	"pgregory.net/rapid"
)

// argumentParams are the arguments' types that plainArguments reads.
var argumentParams = []any{number, text, texts, names}

// TestPlainArgumentsAgreeWithJSON: what plainArguments reads, it reads as
// encoding/json does, whatever the arguments (JSON.stringify's of numbers,
// strings of any characters, lists of them and null, or those bytes
// changed at random); and it reads JSON.stringify's of plain values, which
// the calls of a game driven from JavaScript pass, without encoding/json.
func TestPlainArgumentsAgreeWithJSON(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		params := rapid.SliceOfN(rapid.SampledFrom(argumentParams), 0, 5).Draw(t, "params")
		values := make([]any, len(params))
		plain := true
		for i, param := range params {
			switch param.(type) {
			case int:
				values[i] = rapid.Int().Draw(t, "number")
			case string:
				s := rapid.String().Draw(t, "text")
				values[i] = s
				plain = plain && isPlain(s)
			default:
				list := rapid.SliceOfN(rapid.StringMatching(`[a-zA-Z0-9 é’«»\x00-\x1f"\\]{0,6}`), -1, 4).Draw(t, "texts")
				if rapid.Bool().Draw(t, "null") {
					list = nil
				}
				values[i] = list
				for _, s := range list {
					plain = plain && isPlain(s)
				}
			}
		}
		args := stringify(t, values)
		if changed := rapid.IntRange(-1, len(args)-1).Draw(t, "changed"); changed >= 0 {
			args[changed] = rapid.Byte().Draw(t, "byte")
			plain = false
		}
		fast, ok := plainArguments(params, args)
		if plain && !ok {
			t.Fatalf("%s: not read plainly", args)
		}
		if !ok {
			return
		}
		slow, err := decodedArguments("call", params, args)
		if err != nil || !reflect.DeepEqual(fast, slow) {
			t.Fatalf("%s: plainly %#v, by encoding/json %#v (%v)", args, fast, slow, err)
		}
	})
}

// isPlain reports whether stringify writes s without an escape (JSON.stringify
// leaves U+2028 and U+2029 as they are, and encoding/json escapes them).
func isPlain(s string) bool {
	for _, c := range s {
		if c < 0x20 || c == '"' || c == '\\' || c == '\u2028' || c == '\u2029' {
			return false
		}
	}
	return true
}

// stringify is JSON.stringify of values: no spaces, and <, > and &
// unescaped.
func stringify(t *rapid.T, values []any) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(values); err != nil {
		t.Fatal(err)
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
}

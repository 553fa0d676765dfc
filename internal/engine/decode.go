package engine

import (
	"bytes"
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"reflect"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Strict says how strictly Decode reads JSON. Its zero value refuses a
// field that the value has not and anything after the one JSON value, and
// bounds nothing. Every game and the handle read a caller's JSON through
// Decode with the options they need, so that every such error has one
// form.
type Strict struct {
	// MaxBytes bounds the input's length; 0 bounds nothing.
	MaxBytes int
	// MaxItems bounds the items of every list and object, and MaxDepth their
	// nesting (at most 16), checked in one pass before anything is
	// decoded: encoding/json costs far more per item than the item's bytes.
	// 0 bounds nothing.
	MaxItems, MaxDepth int
	// AllowUnknown lets a field the value has not pass, as encoding/json
	// does: for a type whose own UnmarshalJSON says what is wrong, or an
	// object read in part.
	AllowUnknown bool
	// RefuseRepeats refuses a key given twice in the top-level object,
	// which encoding/json reads as its last value. Keys are compared as
	// the decoder reads them, once the value has decoded (v then holds the
	// last): escapes decoded ("\u0070layers" is "players"), and, when v
	// points to a struct, whose fields encoding/json matches in any case,
	// in any case ("Players" is "players").
	RefuseRepeats bool
	// ExactCase refuses a key of the top-level object that names a field
	// of the struct v points to in another case ("Kind" for "kind"),
	// which encoding/json accepts.
	ExactCase bool
}

// A DecodeError is why Decode refused input: its Error is a short
// reason, without the "json: " prefix, that quotes at most 40 bytes of the
// input, for a message of the caller's (the caller adds its sentinel and
// says what was being read).
type DecodeError struct {
	// Broken is set when the input is not one JSON value at all, rather
	// than one the value cannot hold: Why then says at which byte.
	Broken bool
	// Why is the reason.
	Why string
}

func (e *DecodeError) Error() string { return e.Why }

// Decode reads the one JSON value data into v as s says, with
// encoding/json. Input that breaks s, is not JSON, or does not fit v gives
// a *DecodeError; an error of a type's own UnmarshalJSON or UnmarshalText
// is returned as it is.
func Decode(data []byte, v any, s Strict) error {
	if s.MaxBytes > 0 && len(data) > s.MaxBytes {
		return &DecodeError{Why: fmt.Sprintf("%d bytes, more than %d", len(data), s.MaxBytes)}
	}
	if s.MaxItems > 0 || s.MaxDepth > 0 {
		items, depth := s.MaxItems, s.MaxDepth
		if items == 0 {
			items = math.MaxInt
		}
		if depth == 0 {
			depth = maxJSONDepth
		}
		if err := checkBounds(data, items, depth); err != nil {
			return &DecodeError{Why: err.Error()}
		}
	}
	if err := decode(data, v, s.AllowUnknown); err != nil {
		return err
	}
	if s.ExactCase {
		if key, name, ok := miscasedKey(data, v); ok {
			return &DecodeError{Why: fmt.Sprintf("the key %s must be written %s", Quote(key), Quote(name))}
		}
	}
	if s.RefuseRepeats {
		if key, ok := repeatedKey(data, isStructPointer(v)); ok {
			return &DecodeError{Why: fmt.Sprintf("the key %s is given twice", Quote(key))}
		}
	}
	return nil
}

// decode is Decode without its bounds.
func decode(data []byte, v any, allowUnknown bool) error {
	if allowUnknown {
		return decodeError(json.Unmarshal(data, v), data)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return decodeError(err, data)
	}
	if rest := skipSpace(data, int(dec.InputOffset())); rest < len(data) {
		// As json.Unmarshal says it, and where.
		return &DecodeError{Broken: true, Why: fmt.Sprintf("not valid JSON at byte %d: invalid character %s after top-level value",
			rest+1, quoteChar(data[rest]))}
	}
	return nil
}

// decodeError returns an error of encoding/json in Decode's form: a
// *DecodeError, short whatever the input, or err itself when it is a
// type's own. data is the input, whose length is where a json.Decoder's
// early end is.
func decodeError(err error, data []byte) error {
	if err == nil {
		return nil
	}
	return describe(err, data)
}

// describe is decodeError of an error: apart, so that a decoding that
// succeeds does not allocate the targets of errors.As.
func describe(err error, data []byte) error {
	var syntax *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syntax) && bytes.HasPrefix(bytes.TrimLeft(data, " \t\r\n"), []byte("\ufeff")):
		// encoding/json names the mark's first byte as Latin-1 ('ï'), which
		// says nothing of what is wrong (go-r36: options saved by an editor)
		return &DecodeError{Broken: true, Why: "not valid JSON: it begins with a byte-order mark (U+FEFF), which JSON does not allow; save it without one"}
	case errors.As(err, &syntax):
		// Offset counts the bytes read up to the one that is wrong.
		return &DecodeError{Broken: true, Why: fmt.Sprintf("not valid JSON at byte %d: %s", syntax.Offset, syntax)}
	case err == io.EOF || err == io.ErrUnexpectedEOF: // a json.Decoder's word for a cut-off value
		return &DecodeError{Broken: true, Why: fmt.Sprintf("not valid JSON at byte %d: unexpected end of JSON input", len(data))}
	case errors.As(err, &typ):
		why := fmt.Sprintf("must be %s, not %s", wantOf(typ.Type), gotOf(typ.Value))
		if typ.Field != "" {
			why = typ.Field + " " + why
		}
		return &DecodeError{Why: why}
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		field, unquoteErr := strconv.Unquote(strings.TrimPrefix(err.Error(), "json: unknown field "))
		if unquoteErr != nil {
			field = err.Error()
		}
		return &DecodeError{Why: "unknown field " + Quote(field)}
	case strings.HasPrefix(err.Error(), "json: "):
		return &DecodeError{Why: Shorten(strings.TrimPrefix(err.Error(), "json: "), 2*quoteLimit)}
	}
	return err
}

var textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()

// wantOf says what a value of type t is in JSON, as a message reads it.
func wantOf(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if reflect.PointerTo(t).Implements(textUnmarshaler) {
		return "a string"
	}
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Slice, reflect.Array:
		return "a list"
	case reflect.Struct, reflect.Map:
		return "an object"
	}
	return "a " + t.String()
}

// gotOf says what encoding/json found, from its UnmarshalTypeError's
// Value: "string", "array", or "number 1.5", which is quoted as it is.
func gotOf(value string) string {
	if number, ok := strings.CutPrefix(value, "number "); ok {
		return Shorten(number, quoteLimit)
	}
	switch value {
	case "array":
		return "a list"
	case "object":
		return "an object"
	case "bool":
		return "a boolean"
	case "null":
		return "null"
	}
	return "a " + Shorten(value, quoteLimit)
}

// quoteChar writes a byte of the input as encoding/json's messages do.
func quoteChar(c byte) string {
	if c == '\'' {
		return `'\''`
	}
	if c == '"' {
		return `'"'`
	}
	s := strconv.Quote(string(rune(c)))
	return "'" + s[1:len(s)-1] + "'"
}

// repeatedKey returns a key that the top-level JSON object data gives
// twice, if any, as a decoder reads the keys (escapes decoded), and in any
// case when fold is set. It reads data once, without validating it (the
// decoder that follows does).
func repeatedKey(data []byte, fold bool) (string, bool) {
	var keys [][]byte
	var repeated []byte
	eachKey(data, func(key []byte) bool {
		for _, k := range keys {
			if bytes.Equal(k, key) || fold && bytes.EqualFold(k, key) {
				repeated = key
				return false
			}
		}
		keys = append(keys, key)
		return true
	})
	return string(repeated), repeated != nil
}

// isStructPointer says whether v points to a struct.
func isStructPointer(v any) bool {
	t := reflect.TypeOf(v)
	return t != nil && t.Kind() == reflect.Pointer && t.Elem().Kind() == reflect.Struct
}

// miscasedKey returns a key of the top-level JSON object data that names a
// field of the struct v points to in another case, and the field's name.
func miscasedKey(data []byte, v any) (key, name string, found bool) {
	if !isStructPointer(v) {
		return "", "", false
	}
	names := jsonNames(reflect.TypeOf(v).Elem(), nil)
	eachKey(data, func(k []byte) bool {
		for _, n := range names {
			if string(k) != n && strings.EqualFold(string(k), n) {
				key, name, found = string(k), n, true
				return false
			}
		}
		return true
	})
	return key, name, found
}

// jsonNames appends to names the keys encoding/json reads into the struct
// type t: each field's tag name, or its name, and the keys of an embedded
// struct without a tag, whose fields it promotes (a Save's wire form
// embeds the Save).
func jsonNames(t reflect.Type, names []string) []string {
	for i := range t.NumField() { // not Fields(), of Go 1.26: go.mod says 1.25
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		switch {
		case name == "-":
		case name == "" && f.Anonymous && f.Type.Kind() == reflect.Struct:
			names = jsonNames(f.Type, names)
		case name == "":
			names = append(names, f.Name)
		default:
			names = append(names, name)
		}
	}
	return names
}

// eachKey calls visit with each key of the top-level JSON object data, as
// a decoder reads it (see keyText), until visit returns false. It reads
// data once, without validating it.
func eachKey(data []byte, visit func(key []byte) bool) {
	i := skipSpace(data, 0)
	if i == len(data) || data[i] != '{' {
		return
	}
	depth, expectKey := 0, false
	for ; i < len(data); i++ {
		switch c := data[i]; c {
		case '"':
			end := stringEnd(data, i)
			if depth == 1 && expectKey {
				if !visit(keyText(data[i:end])) {
					return
				}
				expectKey = false
			}
			i = end - 1
		case '{', '[':
			depth++
			expectKey = depth == 1
		case '}', ']':
			depth--
		case ',':
			expectKey = depth == 1
		}
	}
}

// keyText returns the text of the JSON string quoted (its quotes
// included) as encoding/json reads it: escapes decoded, and bytes that
// are not UTF-8 replaced, so that "\u0070layers" is the key "players".
// It allocates only for such a string; one that is not JSON gives its
// bytes as written (the decoder refuses it).
func keyText(quoted []byte) []byte {
	inside := quoted[1:max(1, len(quoted)-1)]
	if bytes.IndexByte(inside, '\\') < 0 && utf8.Valid(inside) {
		return inside
	}
	var text string
	if json.Unmarshal(quoted, &text) != nil {
		return inside
	}
	return []byte(text)
}

// stringEnd returns the index after the JSON string that starts at
// data[i], or len(data) if it does not end.
func stringEnd(data []byte, i int) int {
	for i++; i < len(data); i++ {
		switch data[i] {
		case '\\':
			i++
		case '"':
			return i + 1
		}
	}
	return len(data)
}

// maxJSONDepth is the deepest nesting checkBounds can follow.
const maxJSONDepth = 16

// checkBounds reports an error when the JSON text data nests arrays and
// objects deeper than maxDepth (at most 16), or holds an array or object of
// more than maxItems items. It reads data once and allocates nothing, so
// that a decoder can refuse a huge list before it spends memory on its
// items: encoding/json costs far more per item than the item's bytes. It
// does not check that data is JSON; the decoder that follows does.
func checkBounds(data []byte, maxItems, maxDepth int) error {
	maxDepth = min(maxDepth, maxJSONDepth)
	var items [maxJSONDepth + 1]int
	depth, inString, escaped := 0, false, false
	for _, c := range data {
		switch {
		case inString:
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
		case c == '"':
			inString = true
		case c == '[' || c == '{':
			if depth == maxDepth {
				return fmt.Errorf("JSON nested more than %d deep", maxDepth)
			}
			depth++
			items[depth] = 1
		case c == ']' || c == '}':
			depth = max(0, depth-1)
		case c == ',' && depth > 0:
			if items[depth]++; items[depth] > maxItems {
				return fmt.Errorf("a JSON list or object of more than %d items", maxItems)
			}
		}
	}
	return nil
}

// CountItems returns the number of items of the JSON array, or of members
// of the JSON object, that data holds, or -1 if data is neither. It only
// counts the commas at the top level, outside strings, without validating
// or allocating: a decoder calls it to refuse a list longer than any game
// has before the standard library spends memory on each item.
func CountItems(data []byte) int {
	i := skipSpace(data, 0)
	if i == len(data) || (data[i] != '[' && data[i] != '{') {
		return -1
	}
	depth, items, inString, empty := 0, 0, false, true
	for ; i < len(data); i++ {
		c := data[i]
		if inString {
			switch c {
			case '\\':
				i++
			case '"':
				inString = false
			}
			continue
		}
		switch c {
		case ' ', '\t', '\n', '\r':
			continue
		case '"':
			inString = true
		case '[', '{':
			depth++
			if depth == 1 {
				continue
			}
		case ']', '}':
			depth--
			if depth == 0 {
				if empty {
					return 0
				}
				return items + 1
			}
		case ',':
			if depth == 1 {
				items++
			}
		}
		empty = false
	}
	if empty {
		return 0
	}
	return items + 1
}

// skipSpace returns the index of the first byte from data[i] on that is
// not JSON's white space.
func skipSpace[T ~string | ~[]byte](data T, i int) int {
	for i < len(data) && (data[i] == ' ' || data[i] == '\t' || data[i] == '\n' || data[i] == '\r') {
		i++
	}
	return i
}

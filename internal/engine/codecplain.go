package engine

import (
	"bytes"
	"slices"
	"strings"
)

// The codec's fast path: plain JSON of an event, such as EncodeJSON writes
// (a flat object of strings, booleans, whole numbers and lists of them,
// without escapes), is rewritten into the event's text form and read by
// DecodeText, which costs a fraction of a generic JSON decoding: an event
// log decodes in a few times its size (Linko!'s decode benchmark, "event
// log", halves with it). Anything else takes the generic path, which says
// what is wrong; TestPlainTextAgreesWithTheGenericPath keeps the two equal.

// plainText reads a plain event object: it returns the kind, and the
// text form of every other field, " key=value" each, a list's items joined
// by commas. It returns false for anything it does not read plainly.
func plainText(data []byte) (kind []byte, fields string, ok bool) {
	if bytes.IndexByte(data, '\\') >= 0 {
		return nil, "", false
	}
	var text strings.Builder // one allocation, of the input's size
	text.Grow(len(data))
	i := skipSpace(data, 0)
	if i == len(data) || data[i] != '{' {
		return nil, "", false
	}
	i = skipSpace(data, i+1)
	var keys [maxFields + 1][]byte
	nkeys := 0
	for i < len(data) && data[i] != '}' {
		key, next, ok := jsonWord(data, i, plainKey)
		if !ok || nkeys == len(keys) || slices.ContainsFunc(keys[:nkeys], func(k []byte) bool { return bytes.Equal(k, key) }) {
			return nil, "", false // a field twice, or more than any event has
		}
		keys[nkeys], nkeys = key, nkeys+1
		i = skipSpace(data, next)
		if i == len(data) || data[i] != ':' {
			return nil, "", false
		}
		i = skipSpace(data, i+1)
		isKind := string(key) == "kind"
		switch {
		case isKind && i < len(data) && data[i] == '[':
			return nil, "", false
		case isKind:
			kind, i, ok = jsonWord(data, i, plainValue)
		case i < len(data) && data[i] == '[':
			writeKey(&text, key)
			i, ok = appendList(&text, data, i)
		default:
			var value []byte
			value, i, ok = jsonWord(data, i, plainValue)
			writeKey(&text, key)
			text.Write(value)
		}
		if !ok {
			return nil, "", false
		}
		if i = skipSpace(data, i); i == len(data) {
			return nil, "", false
		}
		if data[i] == ',' {
			if i = skipSpace(data, i+1); i < len(data) && data[i] == '}' {
				return nil, "", false // a trailing comma
			}
		} else if data[i] != '}' {
			return nil, "", false
		}
	}
	if i == len(data) || kind == nil || skipSpace(data, i+1) != len(data) {
		return nil, "", false
	}
	return kind, text.String(), true
}

// writeKey writes " key=" to text.
func writeKey(text *strings.Builder, key []byte) {
	text.WriteByte(' ')
	text.Write(key)
	text.WriteByte('=')
}

// appendList writes to text the items of the plain JSON list at data[i],
// joined by commas, and returns the index after the list.
func appendList(text *strings.Builder, data []byte, i int) (int, bool) {
	i = skipSpace(data, i+1)
	for first := true; i < len(data) && data[i] != ']'; first = false {
		if !first {
			if data[i] != ',' {
				return 0, false
			}
			i = skipSpace(data, i+1)
			text.WriteByte(',')
		}
		item, next, ok := jsonWord(data, i, plainItem)
		if !ok {
			return 0, false
		}
		text.Write(item)
		i = skipSpace(data, next)
	}
	if i == len(data) {
		return 0, false
	}
	return i + 1, true // after the ]
}

// What jsonWord reads: a key, a field's value, or an item of a list.
type plainWord int

const (
	plainKey plainWord = iota
	plainValue
	plainItem
)

// jsonWord reads at data[i] a plain JSON string (printable ASCII without
// escapes, spaces or equals signs, and without commas in a list's item or
// a key), true, false or a whole number, and returns its text and the
// index after it. A key must be a string.
func jsonWord(data []byte, i int, what plainWord) ([]byte, int, bool) {
	if i < len(data) && data[i] == '"' {
		end := bytes.IndexByte(data[i+1:], '"')
		if end <= 0 {
			return nil, 0, false
		}
		word := data[i+1 : i+1+end]
		if bytes.IndexByte(word, '=') >= 0 || (what != plainValue && bytes.IndexByte(word, ',') >= 0) {
			return nil, 0, false
		}
		for _, b := range word {
			if b <= ' ' || b >= 0x7f {
				return nil, 0, false
			}
		}
		return word, i + 2 + end, true
	}
	if what == plainKey {
		return nil, 0, false
	}
	for _, literal := range [...]string{"true", "false"} {
		if bytes.HasPrefix(data[i:], []byte(literal)) {
			return data[i : i+len(literal)], i + len(literal), true
		}
	}
	start := i
	if i < len(data) && data[i] == '-' {
		i++
	}
	digits := i
	for i < len(data) && '0' <= data[i] && data[i] <= '9' {
		i++
	}
	if i == digits || (data[digits] == '0' && i-digits > 1) {
		return nil, 0, false
	}
	return data[start:i], i, true
}

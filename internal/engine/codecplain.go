package engine

import (
	"bytes"
	"strconv"
	"strings"
)

// The codec's fast path: plain JSON of an event, such as EncodeJSON writes
// (a flat object of strings, booleans, whole numbers and lists of them,
// without escapes), is cut into the fields of its text form, from one copy
// of the input, and read as the text is, which costs a fraction of a
// generic JSON decoding: an event log decodes in a few times its size.
// Anything else takes the generic path, which says what is wrong;
// TestPlainTextAgreesWithTheGenericPath keeps the two equal.

// plainFields reads a plain event object into fields: each field but the
// kind, with its value as in the text form (a list's items joined by
// commas). It returns the kind and the number of fields, or false for
// anything it does not read plainly.
func plainFields(data []byte, fields *[maxFields]fieldText) (kind string, n int, ok bool) {
	if bytes.IndexByte(data, '\\') >= 0 {
		return "", 0, false
	}
	text := string(data) // the one copy the fields are cut from
	i := skipSpace(text, 0)
	if i == len(text) || text[i] != '{' {
		return "", 0, false
	}
	hasKind := false
	for i = skipSpace(text, i+1); i < len(text) && text[i] != '}'; {
		var key, value string
		key, i, ok = jsonWord(text, i, plainKey)
		if !ok || n == len(fields) || (key == "kind" && hasKind) || repeated(fields[:n], key) {
			return "", 0, false // a field twice, or more than any event has
		}
		if i = skipSpace(text, i); i == len(text) || text[i] != ':' {
			return "", 0, false
		}
		i = skipSpace(text, i+1)
		if i < len(text) && text[i] == '[' && key != "kind" {
			value, i, ok = plainList(text, i)
		} else {
			value, i, ok = jsonWord(text, i, plainValue)
		}
		if !ok {
			return "", 0, false
		}
		if key == "kind" {
			kind, hasKind = value, true
		} else {
			fields[n], n = fieldText{key, value}, n+1
		}
		if i = skipSpace(text, i); i == len(text) {
			return "", 0, false
		}
		if text[i] == ',' {
			if i = skipSpace(text, i+1); i < len(text) && text[i] == '}' {
				return "", 0, false // a trailing comma
			}
		} else if text[i] != '}' {
			return "", 0, false
		}
	}
	if i == len(text) || !hasKind || skipSpace(text, i+1) != len(text) {
		return "", 0, false
	}
	return kind, n, true
}

// repeated reports whether key is one of the fields'.
func repeated(fields []fieldText, key string) bool {
	for _, f := range fields {
		if f.key == key {
			return true
		}
	}
	return false
}

// plainList reads the plain JSON list at text[i] and returns its items
// joined by commas, and the index after the list. A list of numbers
// written without spaces is its own text; any other is joined anew.
func plainList(text string, i int) (string, int, bool) {
	start := i + 1
	quoted := false
	for i = skipSpace(text, i+1); i < len(text) && text[i] != ']'; {
		quoted = quoted || text[i] == '"'
		var ok bool
		if _, i, ok = jsonWord(text, i, plainItem); !ok {
			return "", 0, false
		}
		if i = skipSpace(text, i); i < len(text) && text[i] == ',' {
			if i = skipSpace(text, i+1); i < len(text) && text[i] == ']' {
				return "", 0, false // a trailing comma
			}
		} else if i < len(text) && text[i] != ']' {
			return "", 0, false
		}
	}
	if i == len(text) {
		return "", 0, false
	}
	raw := text[start:i]
	if !quoted && !strings.ContainsAny(raw, " \t\n\r") {
		return raw, i + 1, true
	}
	var b strings.Builder
	for j := skipSpace(raw, 0); j < len(raw); {
		item, next, _ := jsonWord(raw, j, plainItem)
		b.WriteString(item)
		if j = skipSpace(raw, next); j < len(raw) { // a comma
			b.WriteByte(',')
			j = skipSpace(raw, j+1)
		}
	}
	return b.String(), i + 1, true
}

// What jsonWord reads: a key, a field's value, or an item of a list.
type plainWord int

const (
	plainKey plainWord = iota
	plainValue
	plainItem
)

// jsonWord reads at text[i] a plain JSON string (printable ASCII without
// escapes, spaces or equals signs, and without commas in a list's item or
// a key), true, false or a whole number, and returns its text and the
// index after it. A key must be a string.
func jsonWord(text string, i int, what plainWord) (string, int, bool) {
	switch {
	case i == len(text):
		return "", 0, false
	case text[i] == '"':
		for j := i + 1; j < len(text); j++ {
			switch b := text[j]; {
			case b == '"' && j > i+1:
				return text[i+1 : j], j + 1, true
			case b <= ' ' || b >= 0x7f || b == '"' || b == '=' || (b == ',' && what != plainValue):
				return "", 0, false
			}
		}
		return "", 0, false
	case what == plainKey:
		return "", 0, false
	case strings.HasPrefix(text[i:], "true"):
		return "true", i + 4, true
	case strings.HasPrefix(text[i:], "false"):
		return "false", i + 5, true
	}
	start := i
	if text[i] == '-' {
		i++
	}
	digits := i
	for i < len(text) && '0' <= text[i] && text[i] <= '9' {
		i++
	}
	if i == digits || (text[digits] == '0' && i-digits > 1) {
		return "", 0, false
	}
	return text[start:i], i, true
}

// appendJSONValue appends a number as itself and anything else as a
// string.
func appendJSONValue(dst []byte, text string, number bool) []byte {
	if number {
		return append(dst, text...)
	}
	return appendQuoted(dst, text)
}

// appendQuoted appends text quoted as strconv.AppendQuote quotes it: a
// text of printable ASCII with no quote or backslash in it (every kind,
// key and value of the games' events) is written as it is, between
// quotes, without strconv's reading it rune by rune.
func appendQuoted(dst []byte, text string) []byte {
	for i := 0; i < len(text); i++ {
		if c := text[i]; c < ' ' || c > '~' || c == '"' || c == '\\' {
			return strconv.AppendQuote(dst, text)
		}
	}
	dst = append(dst, '"')
	dst = append(dst, text...)
	return append(dst, '"')
}

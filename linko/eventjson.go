package linko

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"
)

// decodeEventJSON reads an event's JSON object into e. Plain input, such as
// MarshalJSON writes (a flat object of strings, whole numbers and lists of
// them, without escapes), is rewritten into the event's text form and read
// by the codec's text decoder, which costs a fraction of a generic JSON
// decoding: an event log decodes in a few times its size. Anything else
// takes the codec's JSON decoder, which says what is wrong.
func decodeEventJSON(data []byte, e *Event) error {
	if text, ok := eventText(data); ok {
		return shortEventError(codec.DecodeText(text, e))
	}
	return shortEventError(codec.DecodeJSON(data, e))
}

// shortEventError cuts the message of a decoding error that quotes much of
// its input (the codec quotes a malformed word whole) to about a hundred
// bytes; it still wraps ErrInvalidEvent.
func shortEventError(err error) error {
	const limit = 120
	if err == nil || len(err.Error()) <= limit {
		return err
	}
	msg := strings.TrimPrefix(err.Error(), ErrInvalidEvent.Error()+": ")
	cut := min(limit, len(msg))
	for cut > 0 && !utf8.RuneStart(msg[cut]) {
		cut--
	}
	return fmt.Errorf("%w: %s (cut short)", ErrInvalidEvent, msg[:cut])
}

// eventText returns the text form of a plain event object: its kind, then
// key=value for every other field, a list's items joined by commas. It
// returns false for anything it does not read plainly.
func eventText(data []byte) ([]byte, bool) {
	if bytes.IndexByte(data, '\\') >= 0 {
		return nil, false
	}
	// The text is written after room for the kind, which may come last in
	// the object: one allocation, of about the input's size.
	const room = 32
	text := make([]byte, room, room+len(data))
	var kind []byte
	i := skipJSONSpace(data, 0)
	if i == len(data) || data[i] != '{' {
		return nil, false
	}
	i = skipJSONSpace(data, i+1)
	var keys [8][]byte
	nkeys := 0
	for i < len(data) && data[i] != '}' {
		key, next, ok := jsonWord(data, i, true)
		if !ok || nkeys == len(keys) {
			return nil, false
		}
		for _, k := range keys[:nkeys] {
			if bytes.Equal(k, key) {
				return nil, false // a field twice
			}
		}
		keys[nkeys], nkeys = key, nkeys+1
		i = skipJSONSpace(data, next)
		if i == len(data) || data[i] != ':' {
			return nil, false
		}
		i = skipJSONSpace(data, i+1)
		isKind := string(key) == "kind"
		if !isKind {
			text = append(append(append(text, ' '), key...), '=')
		}
		if i < len(data) && data[i] == '[' {
			if isKind {
				return nil, false
			}
			i = skipJSONSpace(data, i+1)
			for first := true; i < len(data) && data[i] != ']'; first = false {
				if !first {
					if data[i] != ',' {
						return nil, false
					}
					i = skipJSONSpace(data, i+1)
					text = append(text, ',')
				}
				item, next, ok := jsonWord(data, i, false)
				if !ok {
					return nil, false
				}
				text = append(text, item...)
				i = skipJSONSpace(data, next)
			}
			if i == len(data) {
				return nil, false
			}
			i++ // the ]
		} else {
			value, next, ok := jsonWord(data, i, false)
			if !ok {
				return nil, false
			}
			if isKind {
				kind = value
			} else {
				text = append(text, value...)
			}
			i = next
		}
		i = skipJSONSpace(data, i)
		switch {
		case i == len(data):
			return nil, false
		case data[i] == ',':
			i = skipJSONSpace(data, i+1)
			if i < len(data) && data[i] == '}' {
				return nil, false // a trailing comma
			}
		case data[i] != '}':
			return nil, false
		}
	}
	if i == len(data) || kind == nil || skipJSONSpace(data, i+1) != len(data) {
		return nil, false
	}
	if len(kind) > room {
		return nil, false
	}
	// kind is part of the caller's data: copy it, never append to it.
	start := room - len(kind)
	copy(text[start:], kind)
	return text[start:], true
}

// jsonWord reads at data[i] a plain JSON string (without escapes, spaces,
// commas or equals signs, which no value of an event holds) or a whole
// number, and returns its text and the index after it. A key must be a
// string.
func jsonWord(data []byte, i int, key bool) ([]byte, int, bool) {
	if i < len(data) && data[i] == '"' {
		end := bytes.IndexByte(data[i+1:], '"')
		if end <= 0 {
			return nil, 0, false
		}
		word := data[i+1 : i+1+end]
		if bytes.ContainsAny(word, " ,=\t\n\r") {
			return nil, 0, false
		}
		for _, b := range word {
			if b < ' ' {
				return nil, 0, false
			}
		}
		return word, i + 2 + end, true
	}
	if key {
		return nil, 0, false
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

func skipJSONSpace(data []byte, i int) int {
	for i < len(data) && (data[i] == ' ' || data[i] == '\t' || data[i] == '\n' || data[i] == '\r') {
		i++
	}
	return i
}

package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"unicode/utf8"
)

// MarshalView returns the JSON of a game's View in the wire's
// envelope: the object that fields marshals to (the View's own fields,
// which a game marshals through a type without methods), with "game" first
// and "legalMoves", the seat's legal moves as choices (see
// AppendChoicesJSON), last. legalMoves is written as [] when empty, never
// null, so a client can always iterate it.
func MarshalView[M any](game string, fields any, choices []Choice[M], members func(dst []Member, m M) []Member) ([]byte, error) {
	body, err := json.Marshal(fields)
	if err != nil {
		return nil, err
	}
	if len(body) < 2 || body[0] != '{' {
		return nil, fmt.Errorf("%s: a view must marshal to a JSON object", game)
	}
	b := make([]byte, 0, len(body)+len(game)+64)
	b = append(b, `{"game":`...)
	b = strconv.AppendQuote(b, game)
	if len(body) > 2 {
		b = append(b, ',')
		b = append(b, body[1:len(body)-1]...)
	}
	b = append(b, `,"legalMoves":`...)
	if b, err = AppendChoicesJSON(b, choices, members); err != nil {
		return nil, fmt.Errorf("%s: %w", game, err)
	}
	return append(b, '}'), nil
}

// CheckViewGame reports an error unless the JSON object data, a View's,
// names game (or names none): a View of one game does not decode as
// another's.
func CheckViewGame(game string, data []byte) error {
	var head struct {
		Game *string `json:"game"`
	}
	if err := Decode(data, &head, Strict{AllowUnknown: true}); err != nil {
		return err
	}
	if head.Game != nil && *head.Game != game {
		return fmt.Errorf("a view of %s, not of %s", Quote(*head.Game), game)
	}
	return nil
}

// UnmarshalSeed reads a seed from JSON: a string of decimal digits, as the
// games write it (JavaScript's numbers stop at 2^53), or a plain number, as
// a person writes it.
func UnmarshalSeed(data []byte) (uint64, error) {
	data = bytes.TrimSpace(data)
	if len(data) > 0 && data[0] == '"' {
		var text string
		if err := json.Unmarshal(data, &text); err != nil {
			return 0, err
		}
		data = []byte(text)
	}
	seed, err := strconv.ParseUint(string(data), 10, 64)
	if err != nil {
		return 0, fmt.Errorf("seed %s is not a whole number from 0 to %d", Quote(string(data)), uint64(1<<64-1))
	}
	return seed, nil
}

// quoteLimit is how many bytes of a caller's input an error message
// quotes at most.
const quoteLimit = 40

// Quote returns text quoted for an error message, cut to its first 40
// bytes (on a character boundary) and marked "..." when it was longer, so
// that a huge input never makes a huge message.
func Quote(text string) string {
	if len(text) <= quoteLimit {
		return strconv.Quote(text)
	}
	return strconv.Quote(cutBytes(text, quoteLimit)) + "..."
}

// PlainName reports whether a game's name, read from a caller's input,
// may be written in an error as it is: a short lower-case word (a letter,
// then at most 15 letters, digits or hyphens). Any other is for [Quote].
// (A loop, not a regular expression: regexp would cost the WebAssembly
// build 150 KB gzipped.)
func PlainName(name string) bool {
	if len(name) == 0 || len(name) > 16 || name[0] < 'a' || name[0] > 'z' {
		return false
	}
	for _, c := range []byte(name) {
		if (c < 'a' || c > 'z') && (c < '0' || c > '9') && c != '-' {
			return false
		}
	}
	return true
}

// Shorten returns text cut to at most limit bytes, on a character
// boundary, and marked "..." when it was longer: for messages that carry
// text another library wrote from a caller's input.
func Shorten(text string, limit int) string {
	if len(text) <= limit {
		return text
	}
	return cutBytes(text, limit) + "..."
}

// cutBytes returns the longest prefix of text of at most limit bytes that
// ends on a character boundary.
func cutBytes(text string, limit int) string {
	cut := limit
	for cut > 0 && !utf8.RuneStart(text[cut]) {
		cut--
	}
	return text[:cut]
}

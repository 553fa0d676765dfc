package engine

// This file holds the quoting of a caller's input in an error message,
// cut so that a huge input never makes a huge message.

import (
	"strconv"
	"unicode/utf8"
)

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

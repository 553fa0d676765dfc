package gametest

import (
	"errors"
	"regexp"
	"unicode"
)

// developerWords are what a sentence for a player never holds: a key=value
// pair, a raw "x,y" cell, a seat counted from 0 or written as code, a Go
// name or call, a formatting error, a sentinel's words, JSON's punctuation,
// or a name in camelCase such as a JSON key.
var developerWords = regexp.MustCompile(`=|-?\d+,-?\d+|\bseat -?\d|Seat -|(?i:seat 0\b)|\b[a-z]+\.[A-Z]|[A-Z][a-z]+[A-Z]\w*\(|%!|(?i:illegal move)|\bnil\b|[{}"_\[\]]|\b[a-z]+[A-Z]\w*|\b(?:Seat|Move|Kind|Meld|Card|Cell|Symbol)\b[^ ]`)

// PlayerWords returns an error unless text is words for a player: not
// empty, beginning with a capital letter, and free of developer words
// (see developerWords), inside quotation marks too: a refusal that echoes
// what the player typed names a cell by its name, never by an "x,y".
func PlayerWords(text string) error {
	if text == "" {
		return errors.New("no words")
	}
	if r := []rune(text)[0]; !unicode.IsUpper(r) {
		return errors.New("does not begin with a capital letter")
	}
	if w := developerWords.FindString(text); w != "" {
		return errors.New("holds the developer's words " + w)
	}
	return nil
}

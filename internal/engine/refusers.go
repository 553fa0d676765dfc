package engine

// This file holds what the handle needs of every game's refusals: each
// game's Refuser by name, and the cleaning of a word a sentence quotes.

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// refusers holds each game's Refuser, by the game's name.
var refusers struct {
	sync.Mutex
	of map[string]*Refuser
}

// RefuserOf returns the Refuser that [NewRefuser] made for the game called
// game, or nil for none, so that a move the handle refuses for a game
// reads in the game's words (its verbs for an empty move).
func RefuserOf(game string) *Refuser {
	refusers.Lock()
	defer refusers.Unlock()
	return refusers.of[game]
}

// CleanWord returns word, a part of what a player typed, as a sentence may
// quote it: each control, format or bidirectional character (a NUL, a
// zero width space, a right-to-left override, which would reorder the
// sentence around the word), each line or paragraph separator and each
// byte that is not UTF-8 becomes U+FFFD, which shows that something was
// there.
func CleanWord(word string) string {
	return strings.Map(func(r rune) rune {
		if unicode.In(r, unicode.Cc, unicode.Cf, unicode.Zl, unicode.Zp, unicode.Bidi_Control) {
			return utf8.RuneError
		}
		return r
	}, strings.ToValidUTF8(word, string(utf8.RuneError)))
}

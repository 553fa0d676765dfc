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
// quote it, readable and unable to change the sentence around it: each
// control character of ASCII (a NUL, an escape, a delete) becomes its
// picture, ␀ ␛ ␡, so that "1␀" says what was typed where "1" would read
// as a card and "1�" as a fault of the font; each other invisible
// character (a control beyond ASCII, a zero width space, a right-to-left
// override, which would reorder the sentence around the word, a line or
// paragraph separator), which has no picture, and each byte that is not
// UTF-8 becomes U+FFFD, which shows that something was there.
func CleanWord(word string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r < ' ':
			return controlPictures + r // U+2400 ␀ to U+241F ␟
		case r == 0x7f:
			return controlPictures + 0x21 // U+2421 ␡
		case unicode.In(r, unicode.Cc, unicode.Cf, unicode.Zl, unicode.Zp, unicode.Bidi_Control):
			return utf8.RuneError
		}
		return r
	}, strings.ToValidUTF8(word, string(utf8.RuneError)))
}

// controlPictures is the first of Unicode's Control Pictures, ␀, the
// picture of NUL: the picture of each ASCII control r below a space is
// controlPictures + r.
const controlPictures = '\u2400'

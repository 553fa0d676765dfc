package engine

// This file holds a Refuser's refusals of what a player typed that is no
// move: the phrases of typed input, and the word a sentence quotes back.

import (
	"strings"

	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// PhraseTyped is the game's phrase of typed input that is no move: the
// verbs it knows, which an empty or blank move is refused with too.
const PhraseTyped = "typed"

// PhraseTypedLong is the game's phrase of typed input longer than a
// move's bound (256 bytes), which the player reads as "too long to be a
// move" (no count of characters, which the bound is not).
const PhraseTypedLong = "typed-long"

// Malformed returns the MoveError of input that is no move of the game:
// text, as given, that seat (-1 when unknown) sent, refused for why. Its
// sentence is the shared "That is not a move of this game."; typed input
// is refused by [Refuser.MalformedAs], which says why.
func (r *Refuser) Malformed(seat int, text, why string) *MoveError {
	return r.MalformedAs("", "", seat, text, why)
}

// MalformedAs is [Refuser.Malformed] said by the game's phrase: what a
// player who typed text reads, such as the verbs the game knows, or that
// word, the part of text that is no card or cell, which the sentence
// quotes as its {item}. A word "" gives no item.
//
// The word is quoted back as the player typed it ("2x9"), but in
// capitals where it is a cell's name ("z99" as "Z99", as the board writes
// it), mixes cases ("xA", "Cell": read as code, a camelCase key or a Go
// type) or is Go's "nil"; and only when it holds none of the punctuation a
// developer's words are made of (",", "=", "_", brackets, quotes, a dot,
// "%"). Another word ("7,7", "a_b") is not echoed, since the player reads
// no "x,y" and no developer's word, even in quotation marks; the sentence
// is then the game's hint of what to type, [PhraseTyped].
func (r *Refuser) MalformedAs(phrase, word string, seat int, text, why string) *MoveError {
	if word = CleanWord(word); cellName(word) || strings.ToLower(word) != word && strings.ToUpper(word) != word || word == "nil" {
		word = strings.ToUpper(word)
	}
	if strings.ContainsAny(word, `,=_{}[]"().%`) {
		phrase, word = PhraseTyped, ""
	}
	var item Item
	if word != "" {
		item = typedWord(Shorten(word, maxWordField))
	}
	return r.Refuse(seat, Shorten(text, maxMoveField), -1, Refusal(Malformed, phrase, item, Quote(text)+" is not a move: "+why))
}

// BeyondAxes returns the MoveError of a move that seat sent as text,
// naming a cell beyond the board's axes (why says which): a move the
// game reads, and its rules refuse, of reason NotLegalHere (see there),
// said by the game's phrase for a cell off the board.
func (r *Refuser) BeyondAxes(phrase string, seat int, text, why string) *MoveError {
	return r.Refuse(seat, Shorten(text, maxMoveField), -1, Refusal(NotLegalHere, phrase, nil, Quote(text)+": "+why))
}

// cellName reports whether word is written as a cell's name: one or two
// letters, then a number ("K7", "z99").
func cellName(word string) bool {
	letters := len(word) - len(strings.TrimLeft(word, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"))
	digits := strings.TrimLeft(word[letters:], "0123456789")
	return letters >= 1 && letters <= 2 && len(word) > letters && digits == ""
}

// maxWordField bounds the word a sentence quotes: a long one is cut.
const maxWordField = 24

// typedWord is a word a player typed, which a refusal quotes.
type typedWord string

// Words quotes the word in language l's quotation marks.
func (w typedWord) Words(l lang.Language, _ func(int) speech.Person) string {
	return speech.Of(l).Quote(string(w))
}

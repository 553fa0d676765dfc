package engine

import (
	"strings"

	"github.com/tabletopgo/tabletop/internal/speech"
)

// A Typing is one language's words for the words of a game's notation that
// a person types (its verbs, its symbols, Linko!'s "pile"): what a player
// of the language types for each, which [Typing.Read] reads as the
// notation's word, and the one [Typing.Typed] writes. The notation's own
// words stay readable in every language, except where the language takes
// a word for one of its own (Italian S is Sasso, not Scissors). A nil
// *Typing, or NewTyping(""), is the notation's: English.
type Typing struct {
	read  map[string]string // a typed word, folded, to the notation's word; "" for a word read as none
	write map[string]string // the notation's word to the one written
}

// NewTyping returns the Typing of words: entries joined by ";", each a
// word of the notation, "=", and the language's words for it, joined by
// spaces, the first of which Typed writes: "up=su scoperta; down=giù".
// Each is read in any case and without its accents ("giu" is "giù"). An
// entry whose notation word is empty, "=P", lists the words the language
// reads as no word at all: a letter that begins two of its words (French
// P, for pierre and papier), which is then not read as the notation's
// either, and which the refusal's hint replaces by the language's own.
// (One string a language, not lists: the WebAssembly builds carry it as
// data, where lists were code.)
func NewTyping(words string) *Typing {
	t := &Typing{read: map[string]string{}, write: map[string]string{}}
	for entry := range strings.SplitSeq(words, ";") {
		notation, typed, _ := strings.Cut(entry, "=")
		notation = strings.TrimSpace(notation)
		for i, w := range strings.Fields(typed) {
			if i == 0 && notation != "" {
				t.write[notation] = w
			}
			t.read[FoldWord(w)] = notation
		}
	}
	return t
}

// Read returns the notation's word for word, as a player of the language
// types it: the language's own, "" for a word it reads as none, or else
// word itself, which the notation reads.
func (t *Typing) Read(word string) string {
	if t == nil {
		return word
	}
	if notation, ok := t.read[FoldWord(word)]; ok {
		return notation
	}
	return word
}

// Write returns the language's word for a word of the notation, or the
// word itself where the language has none (a card, a cell).
func (t *Typing) Write(word string) string {
	if t == nil {
		return word
	}
	if typed, ok := t.write[word]; ok {
		return typed
	}
	return word
}

// Typed is [Typed] in the language: a move's notation as a player of the
// language types it, each word of the notation written in its words,
// "0:up R 0,0" as "su S D4" in Italian. [Typing.Read] reads it back.
func (t *Typing) Typed(notation string, f speech.Frame) string {
	words := strings.Fields(Typed(notation, f))
	for i, w := range words {
		words[i] = t.Write(w)
	}
	return strings.Join(words, " ")
}

// FoldWord returns a typed word as Typing compares it: in lower case, its
// accented Latin letters without their accents, so that a keyboard without
// them types "cachee" for "cachée" and "giu" for "giù".
func FoldWord(word string) string {
	return strings.Map(func(r rune) rune {
		if i := strings.IndexRune(accented, r); i >= 0 {
			return rune(unaccented[len([]rune(accented[:i]))])
		}
		return r
	}, strings.ToLower(word))
}

// accented and unaccented are the lower-case letters with accents that
// the four languages write, and each without its accent, rune by rune.
const (
	accented   = "àáâäèéêëìíîïòóôöùúûüçñ"
	unaccented = "aaaaeeeeiiiioooouuuucn"
)

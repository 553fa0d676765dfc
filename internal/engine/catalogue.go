package engine

import (
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// Catalogue holds a game's words: one set of phrases P a language, each
// declared in one of the game's words_<lang>.go files and listed in the
// game's catalogue.
type Catalogue[P any] map[lang.Language]*P

// Of returns the words of language l; a Language outside [lang.All]
// speaks English.
func (c Catalogue[P]) Of(l lang.Language) *P {
	if w, ok := c[l]; ok {
		return w
	}
	return c[lang.English]
}

// Typeset returns the paragraphs typeset as language l writes them (its
// spaces and quotes), in a slice of their own: a game's Rules.
func Typeset(l lang.Language, paragraphs []string) []string {
	typeset := make([]string, len(paragraphs))
	for i, paragraph := range paragraphs {
		typeset[i] = speech.Of(l).Typeset(paragraph)
	}
	return typeset
}

package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

func TestACatalogueSpeaksEnglishForALanguageItLacks(t *testing.T) {
	en, fr := "hello", "bonjour"
	c := Catalogue[string]{lang.English: &en, lang.French: &fr}
	assert.Same(t, &fr, c.Of(lang.French))
	assert.Same(t, &en, c.Of(lang.Dutch), "a language with no words")
	assert.Same(t, &en, c.Of(lang.Language(99)), "no language")
}

func TestTypesetWritesEachParagraphAsTheLanguageDoes(t *testing.T) {
	paragraphs := []string{"Jouez : vite !", "« oui »"}
	got := Typeset(lang.French, paragraphs)
	assert.Equal(t, []string{speech.Of(lang.French).Typeset(paragraphs[0]), speech.Of(lang.French).Typeset(paragraphs[1])}, got)
	assert.NotEqual(t, paragraphs[0], got[0], "French puts a no-break space before the colon")
	got[0] = "changed"
	assert.Equal(t, "Jouez : vite !", paragraphs[0], "a slice of its own")
}

package speech_test

import (
	"testing"

	"github.com/tabletopgo/tabletop/internal/gametest"
	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// TestEveryLanguageHasTheBasics: a word of the shared grammar, or a
// shared refusal, in one language and not in another fails here.
func TestEveryLanguageHasTheBasics(t *testing.T) {
	catalogue := map[lang.Language]*speech.Basics{}
	for _, l := range lang.All() {
		b := speech.Of(l)
		catalogue[l] = &b
	}
	gametest.CheckPhrases(t, catalogue)
}

// TestAmountCountsInWords: none and one as the language feeds them, and
// from two on the number in words (in figures past ten) with the plural,
// which every language takes there (Form agrees).
func TestAmountCountsInWords(t *testing.T) {
	fr := speech.Of(lang.French)
	for n, want := range map[int]string{0: "aucune carte", 1: "une carte", 2: "deux cartes", 11: "11 cartes"} {
		if got := fr.Amount(n, "aucune carte", "une carte", "cartes"); got != want {
			t.Errorf("Amount(%d) = %q, want %q", n, got, want)
		}
	}
	for _, l := range lang.All() {
		for n := 2; n <= 1000; n++ {
			if b := speech.Of(l); b.Form(n, "one", "other") != "other" {
				t.Fatalf("%v: %d takes the singular, which Amount would not write", l, n)
			}
		}
	}
}

// TestToNamesWhomWithTheLanguagesPreposition: the reader as the language
// feeds it, another with ToPrep and its contraction.
func TestToNamesWhomWithTheLanguagesPreposition(t *testing.T) {
	for _, c := range []struct {
		l         lang.Language
		who       speech.Person
		you, want string
	}{
		{lang.French, speech.Person{You: true}, "à vous", "à vous"},
		{lang.French, speech.Person{Seat: 2}, "à vous", "au joueur 2"},
		{lang.Italian, speech.Person{Name: "Ana"}, "a te", "ad Ana"},
	} {
		if got := speech.Of(c.l).To(c.who, c.you); got != c.want {
			t.Errorf("%v: To(%+v) = %q, want %q", c.l, c.who, got, c.want)
		}
	}
}

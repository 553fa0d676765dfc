package lang_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/lang"
)

func TestTheZeroLanguageIsEnglish(t *testing.T) {
	var l lang.Language
	assert.Equal(t, lang.English, l)
	assert.Equal(t, "en", l.String())
}

func TestEveryLanguageHasATagAndAName(t *testing.T) {
	want := map[lang.Language][2]string{
		lang.English: {"en", "English"},
		lang.French:  {"fr", "Français"},
		lang.Italian: {"it", "Italiano"},
		lang.Dutch:   {"nl", "Nederlands"},
	}
	assert.Len(t, lang.All(), len(want))
	for _, l := range lang.All() {
		assert.True(t, l.Valid())
		assert.Equal(t, want[l], [2]string{l.String(), l.Name()})
		parsed, err := lang.Parse(l.String())
		require.NoError(t, err)
		assert.Equal(t, l, parsed, "a tag reads back")
	}
	assert.Equal(t, lang.English, lang.All()[0], "English first")
}

func TestParseReadsTagsAndLocales(t *testing.T) {
	for text, want := range map[string]lang.Language{
		"en": lang.English, "fr": lang.French, "fr-BE": lang.French, "FR": lang.French,
		"fr_FR.UTF-8": lang.French, "nl-NL": lang.Dutch, "nl_BE": lang.Dutch, "it": lang.Italian,
		"it_IT@euro": lang.Italian, "en-GB": lang.English, "en_US.UTF-8": lang.English,
		"fr-Latn-CA": lang.French, "It-ch": lang.Italian,
	} {
		got, err := lang.Parse(text)
		require.NoError(t, err, text)
		assert.Equal(t, want, got, text)
	}
}

func TestParseRefusesOtherLanguagesAndJunk(t *testing.T) {
	for _, text := range []string{"", "de", "de-CH", "C", "POSIX", "f", "fren", "fr--BE", "fr-", "-fr", "f r", "fr,en", "fr;q=1", "fr.", "fr-toolongsubtag", "français"} {
		_, err := lang.Parse(text)
		assert.ErrorIs(t, err, lang.ErrUnknown, "%q", text)
	}
}

func TestMatchPicksTheBestPreference(t *testing.T) {
	for prefs, want := range map[string]lang.Language{
		"de-CH, fr;q=0.8, en;q=0.5":  lang.French,
		"de-CH, en;q=0.5, fr;q=0.8":  lang.French,
		"it":                         lang.Italian,
		"nl:en":                      lang.Dutch,
		"de:it:en":                   lang.Italian,
		"":                           lang.English,
		"de, es":                     lang.English,
		"*":                          lang.English,
		"fr;q=0, nl;q=0.1":           lang.Dutch,
		"fr;q=0":                     lang.English,
		"fr;q=2, it":                 lang.Italian,
		"fr;q=abc, nl":               lang.Dutch,
		"fr-FR,fr;q=0.9,en-US;q=0.8": lang.French,
		" en-US , fr ":               lang.English,
		"fr_FR.UTF-8":                lang.French,
	} {
		assert.Equal(t, want, lang.Match(prefs), "%q", prefs)
	}
}

func TestTextRoundTrips(t *testing.T) {
	for _, l := range lang.All() {
		data, err := json.Marshal(l)
		require.NoError(t, err)
		var back lang.Language
		require.NoError(t, json.Unmarshal(data, &back))
		assert.Equal(t, l, back)
	}
	var l lang.Language
	assert.ErrorIs(t, json.Unmarshal([]byte(`"de"`), &l), lang.ErrUnknown)
	assert.False(t, lang.Language(4).Valid())
}

// TestAnInvalidLanguageIsEnglishEverywhere: a Language outside All is
// English in every method, as every game's words speak it, but String,
// which says what it is, so that a log or an error shows the bad value
// (Go builder r30 #9: fmt.Println([]lang.Language{9}) printed "[en]").
func TestAnInvalidLanguageIsEnglishEverywhere(t *testing.T) {
	for _, l := range []lang.Language{4, 9, 255} {
		assert.False(t, l.Valid())
		assert.Equal(t, fmt.Sprintf("Language(%d)", l), l.String())
		assert.Equal(t, "English", l.Name())
		data, err := json.Marshal(l)
		require.NoError(t, err)
		assert.JSONEq(t, `"en"`, string(data))
		assert.Equal(t, lang.English, l.Spoken())
	}
	assert.Equal(t, lang.French, lang.French.Spoken())
	assert.Equal(t, "[fr Language(9)]", fmt.Sprint([]lang.Language{lang.French, 9}))
}

func FuzzParse(f *testing.F) {
	for _, seed := range []string{"fr", "fr-BE", "fr_FR.UTF-8", "", "C", "nl--", "it@euro", "\xff"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		l, err := lang.Parse(text)
		if err != nil {
			if !errors.Is(err, lang.ErrUnknown) || l != lang.English {
				t.Fatalf("Parse(%q) = %v, %v", text, l, err)
			}
			return
		}
		if !l.Valid() {
			t.Fatalf("Parse(%q) = %v, not a language", text, l)
		}
		again, err := lang.Parse(l.String())
		if err != nil || again != l {
			t.Fatalf("the tag of Parse(%q) does not read back", text)
		}
	})
}

func FuzzMatch(f *testing.F) {
	for _, seed := range []string{"de-CH, fr;q=0.8, en;q=0.5", "nl:en", "", "*;q=0.1", "fr;q=1e400"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, prefs string) {
		if l := lang.Match(prefs); !l.Valid() {
			t.Fatalf("Match(%q) = %v", prefs, l)
		}
	})
}

func ExampleMatch() {
	fmt.Println(lang.Match("de-CH, fr;q=0.8, en;q=0.5"))
	fmt.Println(lang.Match("nl_BE.UTF-8:en"))
	fmt.Println(lang.Match("de"))
	// Output:
	// fr
	// nl
	// en
}

func ExampleParse() {
	l, err := lang.Parse("it_IT.UTF-8")
	fmt.Println(l, l.Name(), err)
	_, err = lang.Parse("de")
	fmt.Println(err)
	// Output:
	// it Italiano <nil>
	// lang: unknown language: "de"
}

func ExampleAll() {
	for _, l := range lang.All() {
		fmt.Println(l, l.Name())
	}
	// Output:
	// en English
	// fr Français
	// it Italiano
	// nl Nederlands
}

// TestPluralFollowsCLDR: each language's category of the counts the games
// meet, negative ones and a million included, as CLDR's rules for whole
// numbers give them; a Language outside All counts as English.
func TestPluralFollowsCLDR(t *testing.T) {
	one, other, many := lang.One, lang.Other, lang.Many
	want := map[lang.Language]map[int]lang.Plural{
		lang.English:     {0: other, 1: one, -1: one, 2: other, 5: other, 21: other, 1000000: other},
		lang.French:      {0: one, 1: one, -1: one, 2: other, 5: other, 21: other, 1000000: many, -2000000: many},
		lang.Italian:     {0: other, 1: one, -1: one, 2: other, 5: other, 21: other, 1000000: many, -2000000: many},
		lang.Dutch:       {0: other, 1: one, -1: one, 2: other, 5: other, 21: other, 1000000: other},
		lang.Language(9): {0: other, 1: one, 1000000: other},
	}
	for l, counts := range want {
		for n, c := range counts {
			assert.Equal(t, c.String(), l.Plural(n).String(), "%s %d", l, n)
		}
	}
}

// TestCountWritesTheFormAndTheMinusSign: Count writes Many with Other's
// form, and a negative count with the minus sign, not a hyphen.
func TestCountWritesTheFormAndTheMinusSign(t *testing.T) {
	assert.Equal(t, "1000000 coups", lang.French.Count(1000000, "coup", "coups"))
	assert.Equal(t, "−1 point", lang.English.Count(-1, "point", "points"))
	assert.Equal(t, "−9223372036854775808", lang.Figures(math.MinInt64))
	assert.Equal(t, "“7x2”", lang.Language(9).Quote("7x2"), "a Language outside All quotes as English")
}

func ExampleLanguage_Quote() {
	for _, l := range lang.All() {
		fmt.Printf("%s: %q\n", l, l.Quote("draw pile")) // %q shows French's no-break spaces
	}
	// Output:
	// en: "“draw pile”"
	// fr: "«\u00a0draw pile\u00a0»"
	// it: "«draw pile»"
	// nl: "“draw pile”"
}

func ExampleLanguage_Count() {
	fmt.Println(lang.English.Count(1, "move", "moves"), "·", lang.English.Count(0, "move", "moves"))
	fmt.Println(lang.French.Count(1, "coup", "coups"), "·", lang.French.Count(0, "coup", "coups"))
	fmt.Println(lang.Dutch.Count(-3, "punt", "punten"))
	// Output:
	// 1 move · 0 moves
	// 1 coup · 0 coup
	// −3 punten
}

// Package lang names the languages in which the games speak to people:
// English, French, Italian and Dutch.
//
// A [Language] is passed, first, to every method that returns words — an
// event's Narrate, a move's label and preview, a refused move's sentence, a
// game's rules — so that one value chooses the language everywhere. The
// zero Language is English, the default.
//
// [Parse] reads one language from a BCP 47 tag or a locale name ("fr",
// "fr-BE", "fr_FR.UTF-8"); [Match] picks the best of a list of
// preferences, such as an Accept-Language header or $LANGUAGE, and falls
// back to English.
//
// A front-end's own sentences around the games quote and count as the
// games' do: [Language.Quote] puts what a player typed between the
// language's quotation marks, and [Language.Count] writes a count with
// the form of its noun that the language's plural rule asks for. The
// package depends on the standard library alone, so
// that every game may import it.
package lang

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Language is a language the games speak. The zero value is English.
//
// A Language outside [All], such as Language(9), is English in every
// method of this package and in every game's words: it is never an error,
// and [Language.Valid] tells it from English. [Language.String] alone
// says what it is ("Language(9)"), so that a log or an error shows the bad
// value rather than "en".
type Language uint8

// The languages, in the order [All] lists them.
const (
	English Language = iota // English, the default
	French                  // French: français
	Italian                 // Italian: italiano
	Dutch                   // Dutch: Nederlands
	count                   // how many languages there are
)

// tags and names are each language's BCP 47 tag and its name in itself.
var (
	tags  = [count]string{"en", "fr", "it", "nl"}
	names = [count]string{"English", "Français", "Italiano", "Nederlands"}
)

// All returns every language, English first. The slice is the caller's.
func All() []Language {
	all := make([]Language, count)
	for i := range all {
		all[i] = Language(i)
	}
	return all
}

// Valid reports whether l is one of the languages of [All].
func (l Language) Valid() bool { return l < count }

// String returns the language's BCP 47 tag, "en", "fr", "it" or "nl"; a
// Language outside [All] says what it is, as Go writes the conversion:
// "Language(9)", which is no tag ([Language.MarshalText] writes "en").
func (l Language) String() string {
	if !l.Valid() {
		return "Language(" + strconv.Itoa(int(l)) + ")"
	}
	return tags[l]
}

// Name returns the language's name in itself, as a menu of languages shows
// it: "English", "Français", "Italiano", "Nederlands"; a Language outside
// [All] is English.
func (l Language) Name() string { return names[l.Spoken()] }

// Spoken returns l when it is one of [All], and English otherwise: the language
// that every method speaks for l.
func (l Language) Spoken() Language {
	if !l.Valid() {
		return English
	}
	return l
}

// ErrUnknown is wrapped by the errors of [Parse] and
// [Language.UnmarshalText] for a well-formed tag of a language the games do
// not speak, or for text that is not a tag at all.
var ErrUnknown = errors.New("lang: unknown language")

// Parse returns the language of a BCP 47 tag or a locale name, whatever
// the case: "fr", "fr-BE", "FR", "fr_FR.UTF-8", "nl-NL", "it_IT@euro".
// Only the primary language counts: "fr-CA" is French. A language the games
// do not speak ("de"), or text that is no tag ("", "C", "f r"), is an
// error that wraps [ErrUnknown].
func Parse(text string) (Language, error) {
	primary, ok := primaryTag(text)
	if ok {
		for l, tag := range tags {
			if primary == tag {
				return Language(l), nil
			}
		}
	}
	if len(text) > 32 {
		text = text[:32] + "…"
	}
	return English, fmt.Errorf("%w: %q", ErrUnknown, text)
}

// primaryTag returns the primary language subtag of a tag or locale name,
// in lower case, and whether text is well formed: subtags of 1 to 8
// letters or digits joined by "-" or "_", the first of 2 or 3 letters,
// then an optional ".charset" and "@modifier" as POSIX locales have.
func primaryTag(text string) (string, bool) {
	if i := strings.IndexAny(text, ".@"); i >= 0 {
		if !wellFormedSuffix(text[i:]) {
			return "", false
		}
		text = text[:i]
	}
	subtags := strings.FieldsFunc(text, func(r rune) bool { return r == '-' || r == '_' })
	if len(subtags) == 0 || len(subtags) != strings.Count(text, "-")+strings.Count(text, "_")+1 {
		return "", false // empty, or empty subtags as in "fr--BE"
	}
	for i, sub := range subtags {
		if len(sub) > 8 || (i == 0 && (len(sub) < 2 || len(sub) > 3)) {
			return "", false
		}
		for _, r := range sub {
			letter := 'a' <= r|0x20 && r|0x20 <= 'z'
			if !letter && (i == 0 || r < '0' || r > '9') {
				return "", false
			}
		}
	}
	return strings.ToLower(subtags[0]), true
}

// wellFormedSuffix reports whether a locale's ".charset@modifier" part holds
// only printable ASCII without spaces or separators of a list.
func wellFormedSuffix(s string) bool {
	if len(s) < 2 {
		return false
	}
	for _, r := range s[1:] {
		if r <= ' ' || r >= 0x7f || r == ',' || r == ';' || r == ':' {
			return false
		}
	}
	return true
}

// MarshalText returns the language's tag, as [Language.String] says it;
// a Language outside [All] is English, "en", as every method speaks it.
func (l Language) MarshalText() ([]byte, error) { return []byte(tags[l.Spoken()]), nil }

// UnmarshalText sets l to the language of text, as [Parse] reads it.
func (l *Language) UnmarshalText(text []byte) error {
	parsed, err := Parse(string(text))
	if err != nil {
		return err
	}
	*l = parsed
	return nil
}

// Match returns the language the games speak that best fits a list of
// preferences, English when none fits. The list is an HTTP
// Accept-Language header ("de-CH, fr;q=0.8, en;q=0.5": French), or a
// $LANGUAGE-style list joined by colons ("it:en"): the language with the
// highest weight wins, the first listed among equals, and a weight of 0
// ("fr;q=0") refuses it. Entries that are malformed or name other
// languages, and the wildcard "*", are passed over.
func Match(preferences string) Language {
	best, bestQ := English, 0.0
	for _, entry := range strings.FieldsFunc(preferences, func(r rune) bool { return r == ',' || r == ':' }) {
		tag, params, _ := strings.Cut(entry, ";")
		l, err := Parse(strings.TrimSpace(tag))
		if err != nil {
			continue
		}
		q, ok := weight(params)
		if ok && q > bestQ {
			best, bestQ = l, q
		}
	}
	return best
}

// weight returns the weight of an Accept-Language entry's parameters
// ("q=0.8"), 1 when they give none, and false when they are malformed.
func weight(params string) (float64, bool) {
	params = strings.TrimSpace(params)
	if params == "" {
		return 1, true
	}
	name, value, ok := strings.Cut(params, "=")
	if !ok || !strings.EqualFold(strings.TrimSpace(name), "q") {
		return 0, false
	}
	q, err := strconv.ParseFloat(strings.TrimSpace(value), 64)
	if err != nil || !(q >= 0 && q <= 1) {
		return 0, false
	}
	return q, true
}

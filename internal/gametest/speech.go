package gametest

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"unicode"

	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// CheckPhrases checks a game's catalogue of phrases, one value of the
// struct P a language: every language of [lang.All] has one, and no field
// of any is left without its words — no nil function, no empty string, no
// empty list or empty item of one — and a list (a rules summary) has as
// many items in every language. So a phrase that exists in one language
// and not another fails here, before a player sees a blank.
func CheckPhrases[P any](t TB, catalogue map[lang.Language]*P) {
	t.Helper()
	lengths := map[string]int{}
	for _, l := range lang.All() {
		p := catalogue[l]
		if p == nil {
			t.Fatalf("no phrases in %s", l.Name())
			return
		}
		v := reflect.ValueOf(p).Elem()
		for i := range v.NumField() {
			field, name := v.Field(i), v.Type().Field(i).Name
			switch field.Kind() {
			case reflect.Func:
				if field.IsNil() {
					t.Fatalf("%s: %s is missing", l.Name(), name)
				}
			case reflect.String:
				if strings.TrimSpace(field.String()) == "" {
					t.Fatalf("%s: %s is empty", l.Name(), name)
				}
			case reflect.Slice, reflect.Array:
				if field.Len() == 0 {
					t.Fatalf("%s: %s is empty", l.Name(), name)
				}
				for j := range field.Len() {
					if item := field.Index(j); item.Kind() == reflect.String && strings.TrimSpace(item.String()) == "" {
						t.Fatalf("%s: %s[%d] is empty", l.Name(), name, j)
					}
				}
				if n, ok := lengths[name]; ok && n != field.Len() {
					t.Fatalf("%s: %s has %d items, another language %d", l.Name(), name, field.Len(), n)
				}
				lengths[name] = field.Len()
			case reflect.Map: // of lists, such as a text for each game
				if field.Len() == 0 {
					t.Fatalf("%s: %s is empty", l.Name(), name)
				}
				for _, key := range field.MapKeys() {
					if list := field.MapIndex(key); list.Len() == 0 {
						t.Fatalf("%s: %s[%v] is empty", l.Name(), name, key)
					}
					if !reflect.ValueOf(catalogue[lang.English]).Elem().Field(i).MapIndex(key).IsValid() {
						t.Fatalf("%s: %s[%v] is not in English", l.Name(), name, key)
					}
				}
				if n, ok := lengths[name]; ok && n != field.Len() {
					t.Fatalf("%s: %s has %d entries, another language %d", l.Name(), name, field.Len(), n)
				}
				lengths[name] = field.Len()
			default:
				t.Fatalf("%s: %s is a %v, which CheckPhrases cannot check", l.Name(), name, field.Kind())
			}
		}
	}
}

// english are words of English that no sentence in another language has:
// a phrase left untranslated, or a seat called "Seat 2". A word that is
// also the other language's own is allowed there by foreignWords.
var english = []string{
	"you", "your", "the", "and", "with", "from", "for", "of", "an", "its", "their", "is",
	"played", "drew", "took", "won", "lost", "scored", "placed", "moved", "passed", "made",
	"card", "cards", "pile", "joker", "jokers", "display", "point", "points", "turn",
	"round", "rounds", "game", "match", "seat", "tile", "tiles", "stone", "stones",
	"row", "run", "star", "rock", "paper", "scissors", "face", "up", "down", "hand",
	"nobody", "something", "happened", "over", "first",
}

// ownWords are the words of the list above that are also the language's
// own, or its rulebook's: French "point", "face", Dutch "is", "hand",
// Italian "display", "Jolly" aside.
var ownWords = map[lang.Language][]string{
	lang.French:  {"point", "points", "face", "joker", "jokers"},
	lang.Italian: {"display"},
	lang.Dutch:   {"is", "hand", "joker", "jokers", "of", "over"},
}

// CheckSpoken checks a sentence said in language l: it is not empty, holds
// no formatting left over ("%!d", "<nil>", a Language outside All), and,
// in a language other than English, no English word.
func CheckSpoken(t TB, l lang.Language, sentence string) {
	t.Helper()
	if strings.TrimSpace(sentence) == "" {
		t.Fatalf("%s: an empty sentence", l.Name())
	}
	for _, junk := range []string{"%!", "<nil>", "Language(", "{", "}"} {
		if strings.Contains(sentence, junk) {
			t.Fatalf("%s: %q holds %q", l.Name(), sentence, junk)
		}
	}
	if l == lang.English {
		return
	}
	for _, word := range strings.FieldsFunc(strings.ToLower(unquoted(l, sentence)), func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' }) {
		word = strings.Trim(word, "'")
		if slices.Contains(english, word) && !slices.Contains(ownWords[l], word) {
			t.Fatalf("%s: %q holds the English word %q", l.Name(), sentence, word)
		}
	}
}

// unquoted returns sentence without what it quotes between language l's
// quotation marks: the notation a player types ("« draw pile »") is no
// English left untranslated.
func unquoted(l lang.Language, sentence string) string {
	marks := speech.Of(l).Quotes
	var b strings.Builder
	for {
		before, rest, ok := strings.Cut(sentence, strings.TrimSpace(marks[0]))
		b.WriteString(before)
		if !ok {
			return b.String()
		}
		_, sentence, _ = strings.Cut(rest, strings.TrimSpace(marks[1]))
	}
}

// Narrated is what CheckNarration needs of a game's Event.
type Narrated[E any] interface {
	Narrate(l lang.Language, reader int, names []string) string
	RedactFor(seat int) E
}

// CheckNarration narrates every event in every language, to every seat of
// a table of players and to a spectator, with names and without: each
// sentence passes [CheckSpoken], is the sentence of the event as redacted
// for its reader (so it tells nothing the reader may not see, in any
// language), and in a language other than English differs from the
// English one.
func CheckNarration[E Narrated[E]](t TB, events []E, players int, names []string) {
	t.Helper()
	for _, e := range events {
		for reader := -1; reader <= players; reader++ {
			for _, named := range [][]string{nil, names} {
				english := e.Narrate(lang.English, reader, named)
				for _, l := range lang.All() {
					sentence := e.Narrate(l, reader, named)
					CheckSpoken(t, l, sentence)
					if redacted := e.RedactFor(reader).Narrate(l, reader, named); redacted != sentence {
						t.Fatalf("%s: %v tells seat %d %q, but redacted %q", l.Name(), e, reader, sentence, redacted)
					}
					if l != lang.English && sentence == english {
						t.Fatalf("%s: %v is told in English: %q", l.Name(), e, sentence)
					}
				}
			}
		}
	}
}

// updateGolden rewrites the golden files that CheckGolden reads.
var updateGolden = flag.Bool("update-golden", false, "rewrite the golden files of narrated games in testdata/")

// CheckGolden checks text against the golden file at path, or with
// -update-golden writes it there: the narrated games that a person reads
// once, by eye, and that then must not change unseen.
func CheckGolden(t TB, path, text string) {
	t.Helper()
	if *updateGolden {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatalf("%v", err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatalf("%v", err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run the test with -update-golden to write it)", err)
	}
	if string(want) != text {
		t.Fatalf("%s differs from the narration (run with -update-golden, then read the diff):\n%s", path, firstDifference(string(want), text))
	}
}

// firstDifference returns the first line where want and got differ.
func firstDifference(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := range max(len(w), len(g)) {
		var a, b string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			b = g[i]
		}
		if a != b {
			return fmt.Sprintf("line %d\nwant %q\ngot  %q", i+1, a, b)
		}
	}
	return ""
}

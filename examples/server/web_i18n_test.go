package main

import (
	"io/fs"
	"maps"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/tabletopgo/tabletop/lang"
)

// catalogueKey is a key of a catalogue in web/i18n: a quoted name at the
// start of a line, followed by its colon.
var catalogueKey = regexp.MustCompile(`(?m)^\s*'([^']+)':`)

// usedKey is a key the page asks for: t('key' ...), or t('prefix.' + x)
// for a key made at run time, whose literal part ends with a dot.
var usedKey = regexp.MustCompile(`\bt\('([^']+)'`)

// catalogueParts are the files of one language's catalogue in web/i18n,
// by what follows the language's tag: its own words, and the tutorials'.
var catalogueParts = []string{".js", ".tutorial.js"}

// catalogueText returns a language's catalogue as one text: the object of
// each file's default export (the entries, not the constants before it),
// one after the other.
func catalogueText(t *testing.T, lang string) string {
	t.Helper()
	var all strings.Builder
	for _, part := range catalogueParts {
		b, err := fs.ReadFile(webFiles, "web/i18n/"+lang+part)
		if err != nil {
			t.Fatal(err)
		}
		_, body, ok := strings.Cut(string(b), "\nexport default {\n")
		if !ok {
			t.Fatalf("%s%s exports no catalogue", lang, part)
		}
		all.WriteString(body)
	}
	return all.String()
}

// TestPageWordsAreInEveryCatalogue holds the page's words to one
// catalogue a language: every key the page asks for is in English, every
// catalogue has the same keys as English (so a language is one catalogue,
// in its files, that a test checks whole), and no key is left unused.
func TestPageWordsAreInEveryCatalogue(t *testing.T) {
	web, _ := fs.Sub(webFiles, "web")
	catalogues := map[string]map[string]bool{}
	for _, l := range lang.All() {
		keys := map[string]bool{}
		for _, m := range catalogueKey.FindAllStringSubmatch(catalogueText(t, l.String()), -1) {
			if keys[m[1]] {
				t.Errorf("%s: the key %q comes twice", l, m[1])
			}
			keys[m[1]] = true
		}
		catalogues[l.String()] = keys
	}
	used, prefixes := map[string]string{}, map[string]string{}
	err := fs.WalkDir(web, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".js") {
			return err
		}
		if name, ok := strings.CutPrefix(path, "i18n/"); ok && name != "i18n.js" {
			tag, part, _ := strings.Cut(name, ".")
			if catalogues[tag] == nil || !slices.Contains(catalogueParts, "."+part) {
				t.Errorf("%s is no part of a catalogue that this test reads", path)
			}
			return nil
		}
		b, err := fs.ReadFile(web, path)
		if err != nil {
			return err
		}
		for _, m := range usedKey.FindAllStringSubmatch(string(b), -1) {
			if strings.HasSuffix(m[1], ".") {
				prefixes[m[1]] = path
			} else {
				used[m[1]] = path
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	en := catalogues["en"]
	if len(en) < 100 || len(used) < 100 {
		t.Fatalf("found %d English keys and %d keys used: the catalogue or the page is not where this test looks", len(en), len(used))
	}
	for _, k := range slices.Sorted(maps.Keys(used)) {
		if !en[k] {
			t.Errorf("%s asks for %q, which the English catalogue lacks", used[k], k)
		}
	}
	for k := range en {
		_, ok := used[k]
		for p := range prefixes {
			ok = ok || strings.HasPrefix(k, p)
		}
		if !ok {
			t.Errorf("the catalogue's %q is used nowhere in the page", k)
		}
	}
	for path, keys := range catalogues {
		for k := range en {
			if !keys[k] {
				t.Errorf("%s lacks %q", path, k)
			}
		}
		for k := range keys {
			if !en[k] {
				t.Errorf("%s has %q, which English lacks", path, k)
			}
		}
	}
}

// catalogueLine is one entry of a catalogue: its key, then the rest of
// its line, whose quoted parts are the words.
var catalogueLine = regexp.MustCompile(`(?m)^\s*'([^']+)':(.*)$`)

// quoted finds the words of a line: what single quotes hold (a value
// holds no straight apostrophe, see below) and the text of template
// literals.
var quoted = regexp.MustCompile("'([^'\n]*)'|`([^`\n]*)`")

// quotedWords returns the text of a catalogue line's quoted parts, a
// template's holes (${…}, braces balanced) read apart for their own words.
func quotedWords(line string) []string {
	var out []string
	for _, m := range quoted.FindAllStringSubmatch(line, -1) {
		if m[2] == "" {
			out = append(out, m[1])
			continue
		}
		var text, holes strings.Builder
		depth := 0
		for i := 0; i < len(m[2]); i++ {
			switch {
			case depth == 0 && strings.HasPrefix(m[2][i:], "${"):
				depth, i = 1, i+1
				holes.WriteByte(' ')
			case depth == 0:
				text.WriteByte(m[2][i])
			default:
				depth += strings.Count("{", m[2][i:i+1]) - strings.Count("}", m[2][i:i+1])
				holes.WriteByte(m[2][i])
			}
		}
		out = append(append(out, text.String()), quotedWords(holes.String())...)
	}
	return out
}

// The typography and seat names a native editor would sign, language by
// language: see issue 37.
var (
	// straightApostrophe is an apostrophe between letters that is not ’.
	straightApostrophe = regexp.MustCompile(`\p{L}'\p{L}`)
	// frenchBareSign is ; ! ? or : after a letter, a figure, a closing
	// sign or a plain space: French wants U+202F before ; ! ? and U+00A0
	// before : (the game's name, "Linko!", is a name, not a sentence's
	// sign).
	frenchBareSign = regexp.MustCompile(`[\p{L}\d)}» ][;!?:]`)
	// frenchWrongSpace is a no-break space of the wrong width: U+00A0
	// before ; ! ? or U+202F before :.
	frenchWrongSpace = regexp.MustCompile("\u00a0[;!?]|\u202f:")
	// seatAsPerson is a seat's label used like a person's name after a
	// preposition, where the noun takes its article: "au joueur 2", "del
	// giocatore 2".
	seatAsPerson = regexp.MustCompile(`(?i)(^|[\s(])(de|à|di|a) (Joueur|Giocatore) `)
)

// TestPageWordsAreTypeset reads every value of the French, Italian and
// Dutch catalogues for the faults a native editor marks first: a straight
// apostrophe, French signs without their no-break space, and a seat's
// label after a preposition.
func TestPageWordsAreTypeset(t *testing.T) {
	for _, lang := range []string{"fr", "it", "nl"} {
		body := catalogueText(t, lang)
		lines := catalogueLine.FindAllStringSubmatch(body, -1)
		if len(lines) < 100 {
			t.Fatalf("%s: found %d entries: the catalogue is not where this test looks", lang, len(lines))
		}
		// Every line of the catalogue's object: an entry's words after its
		// key, and the lines of a value written over several.
		for _, line := range strings.Split(body, "\n") {
			if strings.HasPrefix(strings.TrimSpace(line), "//") {
				continue
			}
			m := []string{line, "", line}
			if k := catalogueLine.FindStringSubmatch(line); k != nil {
				m = k
			}
			for _, w := range quotedWords(m[2]) {
				if straightApostrophe.MatchString(w) {
					t.Errorf("%s %q: a straight apostrophe in %q", lang, m[1], w)
				}
				if seatAsPerson.MatchString(w) {
					t.Errorf("%s %q: a seat named like a person in %q", lang, m[1], w)
				}
				if lang != "fr" {
					continue
				}
				bare := strings.ReplaceAll(w, "Linko!", "Linko")
				if frenchBareSign.MatchString(bare) || frenchWrongSpace.MatchString(bare) {
					t.Errorf("fr %q: a sign without its no-break space in %q", m[1], w)
				}
			}
		}
	}
}

// TestTypographyTestFindsFaults holds the checks above to the faults they
// name, so that a pattern that matches nothing fails here.
func TestTypographyTestFindsFaults(t *testing.T) {
	for _, bad := range []string{"l'ordinateur", "dell'altro"} {
		if !straightApostrophe.MatchString(bad) {
			t.Errorf("%q passes the apostrophe check", bad)
		}
	}
	for _, bad := range []string{"Jouer :", "Vos 1:", "Bravo !", "Bravo\u00a0!", "Note\u202f:", "donne ; le"} {
		if !frenchBareSign.MatchString(bad) && !frenchWrongSpace.MatchString(bad) {
			t.Errorf("%q passes the French spacing check", bad)
		}
	}
	for _, bad := range []string{"les 2 de Joueur 2", "à Joueur 2", "di Giocatore 2", "tocca a Giocatore 2"} {
		if !seatAsPerson.MatchString(bad) {
			t.Errorf("%q passes the seat check", bad)
		}
	}
	if got := quotedWords(" ({ n }) => (n ? `a ${p(n, { one: 'x' })} b` : 'c'),"); !slices.Equal(got, []string{"a  b", "x", "c"}) {
		t.Errorf("words = %q", got)
	}
}

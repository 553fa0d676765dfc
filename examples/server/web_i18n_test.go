package main

import (
	"io/fs"
	"maps"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// catalogueKey is a key of a catalogue in web/i18n: a quoted name at the
// start of a line, followed by its colon.
var catalogueKey = regexp.MustCompile(`(?m)^\s*'([^']+)':`)

// usedKey is a key the page asks for: t('key' ...), or t('prefix.' + x)
// for a key made at run time, whose literal part ends with a dot.
var usedKey = regexp.MustCompile(`\bt\('([^']+)'`)

// TestPageWordsAreInEveryCatalogue holds the page's words to one
// catalogue a language: every key the page asks for is in English, every
// catalogue has the same keys as English (so a language is one file that a
// test checks whole), and no key is left unused.
func TestPageWordsAreInEveryCatalogue(t *testing.T) {
	web, _ := fs.Sub(webFiles, "web")
	catalogues := map[string]map[string]bool{}
	used, prefixes := map[string]string{}, map[string]string{}
	err := fs.WalkDir(web, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".js") {
			return err
		}
		b, err := fs.ReadFile(web, path)
		if err != nil {
			return err
		}
		if strings.HasPrefix(path, "i18n/") && path != "i18n/i18n.js" {
			keys := map[string]bool{}
			for _, m := range catalogueKey.FindAllStringSubmatch(string(b), -1) {
				if keys[m[1]] {
					t.Errorf("%s: the key %q comes twice", path, m[1])
				}
				keys[m[1]] = true
			}
			catalogues[path] = keys
			return nil
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
	en := catalogues["i18n/en.js"]
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

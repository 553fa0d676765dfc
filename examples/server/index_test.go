package main

import (
	"fmt"
	"io"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/tabletopgo/tabletop/lang"
)

// TestIndexSpeaksTheReadersLanguage reads the page's HTML as the server
// sends it, before any script runs: in the language the page will choose
// (the address's, else the one remembered in the cookie, else the
// browser's), with that language's loading line from its catalogue, and
// naming every module the page imports so that they come at once.
func TestIndexSpeaksTheReadersLanguage(t *testing.T) {
	ts := startServer(t, config{allowSeeds: true})
	for _, c := range []struct {
		path, accept, cookie string
		lang, loading        string
	}{
		{"/", "", "", "en", "Loading…"},
		{"/?lang=fr", "it", "nl", "fr", "Chargement…"},
		{"/", "it-IT,it;q=0.9", "", "it", "Caricamento…"},
		{"/", "fr", "nl", "nl", "Laden…"},
		{"/learn/lino", "fr-BE", "", "fr", "Chargement de la leçon…"},
		{"/play/abc?seat=0&token=x", "", "it", "it", "Caricamento della partita…"},
		{"/?local=l1", "nl", "", "nl", "Het spel wordt geladen…"},
		{"/?lang=de", "", "", "en", "Loading…"},
	} {
		req, err := http.NewRequest("GET", ts.url+c.path, nil)
		if err != nil {
			t.Fatal(err)
		}
		if c.accept != "" {
			req.Header.Set("Accept-Language", c.accept)
		}
		if c.cookie != "" {
			req.AddCookie(&http.Cookie{Name: langCookie, Value: c.cookie})
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, err := io.ReadAll(res.Body)
		res.Body.Close()
		if err != nil {
			t.Fatal(err)
		}
		where := fmt.Sprintf("%s (Accept-Language %q, cookie %q)", c.path, c.accept, c.cookie)
		html := string(body)
		if !strings.Contains(html, `<html lang="`+c.lang+`">`) {
			t.Errorf("%s: the page is not in %s", where, c.lang)
		}
		if !strings.Contains(html, `<p class="loading" aria-hidden="true">`+c.loading+`</p>`) {
			t.Errorf("%s: the loading line is not %q", where, c.loading)
		}
		if !strings.Contains(html, `<link rel="modulepreload" href="/static/i18n/`+c.lang+`.js">`) {
			t.Errorf("%s: the page does not name its catalogue, i18n/%s.js", where, c.lang)
		}
		if !strings.Contains(res.Header.Get("Vary"), "Cookie") || !strings.Contains(res.Header.Get("Vary"), "Accept-Language") {
			t.Errorf("%s: Vary is %q, yet the page changes with the cookie and Accept-Language", where, res.Header.Get("Vary"))
		}
	}
	// Each module named is served, and the page's deepest ones are there.
	_, html := call(t, "GET", ts.url+"/", "", "")
	named := regexp.MustCompile(`<link rel="modulepreload" href="([^"]+)">`).FindAllStringSubmatch(html, -1)
	paths := make([]string, len(named))
	for i, m := range named {
		paths[i] = m[1]
		if code, _ := call(t, "GET", ts.url+m[1], "", ""); code != http.StatusOK {
			t.Errorf("%s is named but not served: %d", m[1], code)
		}
	}
	for _, want := range []string{"/static/i18n/i18n.js", "/static/linotiles.js", "/static/coach.js", "/static/pictures.js"} {
		if !slices.Contains(paths, want) {
			t.Errorf("the page does not name %s among %v", want, paths)
		}
	}
	if slices.ContainsFunc(paths, func(p string) bool { return strings.Contains(p, "tutorial.js") && strings.Contains(p, "i18n") }) {
		t.Errorf("the page names a lesson's words among %v: they come when a lesson opens", paths)
	}
}

// TestStaticFilesRevalidate checks that a module the browser has is not
// sent again: each check (Cache-Control: no-cache) is answered 304 Not
// Modified by its entity tag.
func TestStaticFilesRevalidate(t *testing.T) {
	ts := startServer(t, config{allowSeeds: true})
	res, err := http.Get(ts.url + "/static/lobby.js")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	tag := res.Header.Get("ETag")
	if res.StatusCode != http.StatusOK || tag == "" || res.Header.Get("Cache-Control") != "no-cache" {
		t.Fatalf("lobby.js: %d, ETag %q, Cache-Control %q", res.StatusCode, tag, res.Header.Get("Cache-Control"))
	}
	req, _ := http.NewRequest("GET", ts.url+"/static/lobby.js", nil)
	req.Header.Set("If-None-Match", tag)
	res, err = http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusNotModified {
		t.Errorf("lobby.js checked again with its tag: %d, want 304", res.StatusCode)
	}
}

// TestIndexOfBrokenFiles checks that the page's files, were they broken
// (a module importing one that is not there, a catalogue without the
// loading line, an index.html without its loading line), stop the server
// at its start with a sentence that names what is wrong.
func TestIndexOfBrokenFiles(t *testing.T) {
	catalogues := func(files fstest.MapFS) fstest.MapFS {
		for _, l := range lang.All() {
			files["i18n/"+l.String()+".js"] = &fstest.MapFile{Data: []byte("export default {\n  'page.loading': 'Loading…',\n  'table.loading': 'Loading the game…',\n  'tutorial.loading': 'Loading the lesson…',\n};\n")}
		}
		return files
	}
	index := &fstest.MapFile{Data: []byte(`<html lang="en"><script type="module" src="/static/app.js"></script><p class="loading" aria-hidden="true">…</p>`)}
	for _, c := range []struct {
		name  string
		files fstest.MapFS
		want  string
	}{
		{"a module imports one that is not there", catalogues(fstest.MapFS{"index.html": index,
			"app.js": {Data: []byte("import { a } from './a.js';\n")}, "a.js": {Data: []byte("import b from './gone.js';\nexport const a = 1;\n")}}), "gone.js"},
		{"a catalogue lacks a loading line", fstest.MapFS{"index.html": index, "app.js": {Data: []byte("\n")},
			"i18n/en.js": {Data: []byte("export default {};\n")}}, `"page.loading"`},
		{"index.html lacks its loading line", catalogues(fstest.MapFS{"app.js": {Data: []byte("\n")},
			"index.html": {Data: []byte(`<html lang="en"><script type="module" src="/static/app.js"></script>`)}}), `<p class="loading"`},
	} {
		if _, err := newIndexPages(c.files); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: the error is %v; want one that names %s", c.name, err, c.want)
		}
	}
	// A module met twice, by a cycle too, is named once, in the order met.
	files := catalogues(fstest.MapFS{"index.html": index,
		"app.js":   {Data: []byte("import { a } from './a.js';\nimport {\n  b,\n} from './sub/b.js';\nconst later = () => import('./late.js');\n")},
		"a.js":     {Data: []byte("import { b } from './sub/b.js';\nexport const a = `from './not.js'`;\n")},
		"sub/b.js": {Data: []byte("import { a } from '../a.js';\nexport * from './c.js';\n")},
		"sub/c.js": {Data: []byte("export const c = new URL('../', import.meta.url);\n")},
	})
	modules, err := moduleGraph(files, "app.js")
	if err != nil || !slices.Equal(modules, []string{"a.js", "sub/b.js", "sub/c.js"}) {
		t.Errorf("the modules of app.js are %v (%v); want a.js, sub/b.js, sub/c.js", modules, err)
	}
}

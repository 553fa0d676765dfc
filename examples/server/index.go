package main

import (
	"bytes"
	"fmt"
	"html"
	"io/fs"
	"net/http"
	"path"
	"regexp"
	"strings"

	"github.com/tabletopgo/tabletop/lang"
)

// The page's HTML, web/index.html, as the server sends it: in the reader's
// language from its first byte (<html lang> and the loading line, in the
// words of the page's own catalogue), and naming every module the page
// imports, so that the browser fetches them all at once.
//
// r33 saw a bare "…" for seconds under load: the browser learnt the ~50
// modules one import level at a time, in five waves or more, every
// language's catalogue and every lesson's words among them. Measured with
// TestBrowserLobbyLoadsInOneWave (TABLETOP_LOAD_RUNS=4: a fresh Chromium
// context each visit, nothing cached; the median of 4 visits, in two
// rounds, on two cores that other builds kept at a load average of 22 to
// 49), from the navigation to the lobby's first sentence:
//
//	                    before: 5 to 7 waves,    now: 1 wave,
//	                    51 modules, 54 requests  44 modules, 47 requests
//	as the CPU is       3840, 4291 ms            2674, 2864 ms
//	CPU slowed ×6       11950, 11334 ms          7596, 3806 ms
//	50 ms per response  5225, 5185 ms            4874, 3711 ms
//
// and the loading line is a sentence in the reader's language at once.
// (The static export, which no server writes per reader, fetches the
// reader's catalogue a wave later: 2 waves.)

// langCookie is the cookie in which the page remembers the reader's
// language as well as in its storage (i18n.js), so that the server writes
// the page's first words in it.
const langCookie = "tabletop.lang"

// pageKind is what a page loads first, which its loading line says.
type pageKind int

const (
	lobbyPage  pageKind = iota // the lobby, at /
	tablePage                  // a table, at /play/{id} or at /?local=
	lessonPage                 // a lesson, at /learn/{game}
	pageKinds                  // how many kinds there are
)

// loadingKeys are the catalogue's keys of each kind's loading line, as
// app.js shows them once it runs.
var loadingKeys = [pageKinds]string{lobbyPage: "page.loading", tablePage: "table.loading", lessonPage: "tutorial.loading"}

// indexPages are index.html as the server sends it, by language and kind.
type indexPages map[lang.Language]*[pageKinds][]byte

// staticImport matches a module's static import or re-export at a line's
// start (import … from './x.js', import './x.js', export … from './x.js'),
// not an import() made when a module runs, nor a string that says "from"
// (no quote of any kind stands between the keyword and its from).
var staticImport = regexp.MustCompile("(?m)^(?:import|export)\\b[^'\"`;]*?\\bfrom\\s*['\"]([^'\"]+)['\"]|^import\\s*['\"]([^'\"]+)['\"]")

// moduleGraph returns the paths in files of the modules entry imports,
// directly or not, entry excluded, in the order first met: what the page
// needs before it runs.
func moduleGraph(files fs.FS, entry string) ([]string, error) {
	seen := map[string]bool{entry: true}
	var modules []string
	for queue := []string{entry}; len(queue) > 0; queue = queue[1:] {
		src, err := fs.ReadFile(files, queue[0])
		if err != nil {
			return nil, err
		}
		for _, m := range staticImport.FindAllSubmatch(src, -1) {
			dep := path.Join(path.Dir(queue[0]), string(m[1])+string(m[2]))
			if !seen[dep] {
				seen[dep] = true
				modules = append(modules, dep)
				queue = append(queue, dep)
			}
		}
	}
	return modules, nil
}

// catalogueWord returns the words of key in l's catalogue of the page
// (web/i18n/{l}.js), which must be a plain string there.
func catalogueWord(files fs.FS, l lang.Language, key string) (string, error) {
	name := "i18n/" + l.String() + ".js"
	src, err := fs.ReadFile(files, name)
	if err != nil {
		return "", err
	}
	m := regexp.MustCompile(`(?m)^\s*'` + regexp.QuoteMeta(key) + `':\s*'([^'\\]*)',$`).FindSubmatch(src)
	if m == nil {
		return "", fmt.Errorf("%s has no plain string for %q", name, key)
	}
	return string(m[1]), nil
}

// renderIndex returns index.html (src) in l, its loading line saying
// loading, naming modules (paths under /static/), and l's catalogue too
// when catalogue is set.
func renderIndex(src []byte, l lang.Language, loading string, modules []string, catalogue bool) ([]byte, error) {
	var links strings.Builder
	for _, m := range modules {
		fmt.Fprintf(&links, "<link rel=\"modulepreload\" href=\"/static/%s\">\n", m)
	}
	if catalogue {
		fmt.Fprintf(&links, "<link rel=\"modulepreload\" href=\"/static/i18n/%s.js\">\n", l)
	}
	out := src
	for _, r := range [][2]string{
		{`<html lang="en">`, `<html lang="` + l.String() + `">`},
		{`<p class="loading" aria-hidden="true">…</p>`, `<p class="loading" aria-hidden="true">` + html.EscapeString(loading) + `</p>`},
		{`<script type="module" src="/static/app.js">`, links.String() + `<script type="module" src="/static/app.js">`},
	} {
		if !bytes.Contains(out, []byte(r[0])) {
			return nil, fmt.Errorf("web/index.html has no %s", r[0])
		}
		out = bytes.Replace(out, []byte(r[0]), []byte(r[1]), 1)
	}
	return out, nil
}

// newIndexPages writes index.html for every language and kind of page,
// from the page's files.
func newIndexPages(files fs.FS) (indexPages, error) {
	src, err := fs.ReadFile(files, "index.html")
	if err != nil {
		return nil, err
	}
	modules, err := moduleGraph(files, "app.js")
	if err != nil {
		return nil, err
	}
	pages := indexPages{}
	for _, l := range lang.All() {
		pages[l] = new([pageKinds][]byte)
		for kind, key := range loadingKeys {
			loading, err := catalogueWord(files, l, key)
			if err != nil {
				return nil, err
			}
			if pages[l][kind], err = renderIndex(src, l, loading, modules, true); err != nil {
				return nil, err
			}
		}
	}
	return pages, nil
}

// serve writes the page for r: in the language the page will choose, for
// what its address loads.
func (p indexPages) serve(w http.ResponseWriter, r *http.Request) {
	kind := lobbyPage
	switch {
	case strings.HasPrefix(r.URL.Path, "/learn/"):
		kind = lessonPage
	case strings.HasPrefix(r.URL.Path, "/play/") || r.URL.Query().Has("local"):
		kind = tablePage
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Vary", "Accept-Language, Cookie")
	w.Write(p[pageLang(r)][kind])
}

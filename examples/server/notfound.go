package main

import (
	"fmt"
	"html"
	"io/fs"
	"net/http"
	"regexp"
	"strings"

	"github.com/tabletopgo/tabletop/lang"
)

// notFoundPages are web/404.html, the page for an address the server does
// not have, with a way back to the lobby (rather than Go's bare "404 page
// not found"), in each language: its words are the catalogue's, written in
// at start as index.html's loading line is (index.go), so that the reader
// reads them at once and in a browser that runs no script. notFoundErr
// says why they could not be written; newServer reports it.
var notFoundPages, notFoundErr = newNotFoundPages(pageFiles())

// notFoundWords are the catalogue's keys of 404.html's words, by the id of
// the element that holds them.
var notFoundWords = map[string]string{"oops-title": "notFound.title", "oops-why": "notFound.why", "oops-lobby": "page.toLobby"}

// newNotFoundPages writes 404.html in every language from the page's files.
func newNotFoundPages(files fs.FS) (map[lang.Language][]byte, error) {
	src, err := fs.ReadFile(files, "404.html")
	if err != nil {
		return nil, err
	}
	pages := map[lang.Language][]byte{}
	for _, l := range lang.All() {
		out := strings.Replace(string(src), `<html lang="en">`, `<html lang="`+l.String()+`">`, 1)
		title, err := catalogueWord(files, l, "notFound.title")
		if err != nil {
			return nil, err
		}
		out = regexp.MustCompile(`<title>[^<]*</title>`).ReplaceAllLiteralString(out, "<title>tabletop · "+html.EscapeString(title)+"</title>")
		for id, key := range notFoundWords {
			words, err := catalogueWord(files, l, key)
			if err != nil {
				return nil, err
			}
			element := regexp.MustCompile(`(<[^>]* id="` + id + `"[^>]*>)[^<]*(</)`)
			if !element.MatchString(out) {
				return nil, fmt.Errorf("web/404.html has no element %q", id)
			}
			out = element.ReplaceAllString(out, "${1}"+strings.ReplaceAll(html.EscapeString(words), "$", "$$")+"${2}")
		}
		pages[l] = []byte(out)
	}
	return pages, nil
}

// pageNotFound answers a GET of a page (not under /api/, where a client
// gets its JSON error) that no route serves, and reports whether it did.
func (s *server) pageNotFound(w http.ResponseWriter, r *http.Request) bool {
	if r.Method != http.MethodGet || strings.HasPrefix(r.URL.Path, "/api/") {
		return false
	}
	if _, pattern := s.mux.Handler(r); pattern != "" {
		return false
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Vary", "Accept-Language, Cookie")
	h.Set("Content-Security-Policy", "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'")
	h.Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(http.StatusNotFound)
	w.Write(notFoundPages[pageLang(r)])
	return true
}

package main

import (
	"io/fs"
	"net/http"
	"strings"
)

// notFoundPage is web/404.html: the page for an address the server does
// not have, with a way back to the lobby, rather than Go's bare "404 page
// not found".
var notFoundPage, _ = fs.ReadFile(webFiles, "web/404.html")

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
	h.Set("Content-Security-Policy", "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'")
	h.Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(http.StatusNotFound)
	w.Write(notFoundPage)
	return true
}

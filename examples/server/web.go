package main

import (
	"embed"
	"io/fs"
	"net/http"
)

// webFiles is the page: static HTML, CSS and JavaScript modules, with no
// build step, so that `go run ./examples/server` and a browser are all a
// person needs to play.
//
//go:embed web
var webFiles embed.FS

// webHandler serves the page: the lobby at /, a table at /play/{id}, and
// the files they load under /static/. The table's address carries the
// seat's secret token in its query, so the pages never send a Referer, and
// they run only their own scripts.
func webHandler() http.Handler {
	files, _ := fs.Sub(webFiles, "web")
	mux := http.NewServeMux()
	page := func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Cache-Control", "no-cache")
		http.ServeFileFS(w, r, files, "index.html")
	}
	mux.HandleFunc("GET /{$}", page)
	mux.HandleFunc("GET /play/{id}", page)
	mux.HandleFunc("GET /learn/{game}", page)
	static := http.StripPrefix("/static/", http.FileServerFS(files))
	mux.Handle("GET /static/", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// Embedded files have no modification time: ask the browser to
		// check each time, so that a new build's page is never mixed with
		// an old one's modules.
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		static.ServeHTTP(w, r)
	}))
	return mux
}

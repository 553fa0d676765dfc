package main

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// webFiles is the page: static HTML, CSS and JavaScript modules, with no
// build step, so that `go run ./examples/server` and a browser are all a
// person needs to play.
//
//go:embed web
var webFiles embed.FS

// webHandler serves the page: the lobby at /, a table at /play/{id}, and
// the files they load under /static/; and, under /static/engine/, the
// engine's WebAssembly and its loader from engineDir on disk (see
// engineFiles), with which the page plays in the browser. The table's address carries the
// seat's secret token in its query, so the pages never send a Referer, and
// they run only their own scripts.
func webHandler(engineDir string) http.Handler {
	files := pageFiles()
	mux := http.NewServeMux()
	page := func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Cache-Control", "no-cache")
		index.serve(w, r)
	}
	mux.HandleFunc("GET /{$}", page)
	mux.HandleFunc("GET /play/{id}", page)
	mux.HandleFunc("GET /learn/{game}", page)
	static := http.StripPrefix("/static/", http.FileServerFS(files))
	engine := http.FileServer(http.Dir(engineDir))
	mux.Handle("GET /static/engine/{file...}", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		file := r.PathValue("file")
		if engineDir == "" || !slices.Contains(engineFiles, file) {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		r.URL.Path = "/" + file
		engine.ServeHTTP(w, r)
	}))
	mux.Handle("GET /static/", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// Embedded files have no modification time: ask the browser to
		// check each time, so that a new build's page is never mixed with
		// an old one's modules; their entity tags let it check without
		// fetching them again (304 Not Modified).
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		if tag, ok := etags[strings.TrimPrefix(r.URL.Path, "/static/")]; ok {
			w.Header().Set("ETag", tag)
		}
		static.ServeHTTP(w, r)
	}))
	return mux
}

// pageFiles are the page's files, web/ embedded.
func pageFiles() fs.FS {
	files, _ := fs.Sub(webFiles, "web") // (web is there: embedded)
	return files
}

// index is the page's HTML as the server sends it (index.go), written once
// at start; indexErr says why it could not be, and newServer reports it.
var index, indexErr = newIndexPages(pageFiles())

// etags are the page's files' entity tags, by path under web/: a hash of
// each file.
var etags = func() map[string]string {
	tags, files := map[string]string{}, pageFiles()
	fs.WalkDir(files, ".", func(name string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			data, _ := fs.ReadFile(files, name) // (embedded: it reads)
			sum := sha256.Sum256(data)
			tags[name] = `"` + hex.EncodeToString(sum[:12]) + `"`
		}
		return err
	})
	return tags
}()

// engineFiles are the files of the JavaScript package (js/) that the page's
// engine worker loads: its browser modules (index.js and what it imports),
// and what `go run ./wasm/build` writes.
// The server serves these alone from its -engine folder, never the rest of
// it, and the page offers to play in the browser only when the WebAssembly
// is there: it is built, not committed.
var engineFiles = []string{"index.js", "api.js", "one-game.js", "engine.js", "compile.js", "errors.js", "helpers.js", "remote.js", "worker.js", "start.js", "platform-browser.js", "dist/tabletop.wasm", "dist/wasm_exec.js"}

// engineBuilt reports whether every one of engineFiles is in the -engine
// folder: whether the page may play in the browser.
func (s *server) engineBuilt() bool {
	if s.cfg.engineDir == "" {
		return false
	}
	for _, f := range engineFiles {
		if _, err := os.Stat(filepath.Join(s.cfg.engineDir, filepath.FromSlash(f))); err != nil {
			return false
		}
	}
	return true
}

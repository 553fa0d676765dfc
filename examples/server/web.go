package main

import (
	"embed"
	"io/fs"
	"net/http"
)

//go:embed web
var webFiles embed.FS

// webHandler serves the page: the lobby at /, a table at /play/{id}, and
// the files they load under /static/.
func webHandler() http.Handler {
	files, _ := fs.Sub(webFiles, "web")
	mux := http.NewServeMux()
	page := func(w http.ResponseWriter, r *http.Request) { http.ServeFileFS(w, r, files, "index.html") }
	mux.HandleFunc("GET /{$}", page)
	mux.HandleFunc("GET /play/{id}", page)
	mux.Handle("GET /static/", http.StripPrefix("/static/", http.FileServerFS(files)))
	return mux
}

package main

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/tabletopgo/tabletop/lang"
)

// siteMeta is what the static export adds to index.html's head: it tells
// the page that no server is behind it, so that it plays with the engine
// in the browser alone.
const siteMeta = `<meta name="tabletop-site" content="static">`

// export writes into dir a site of static files that plays every game
// against the computer with no server: the page (index.html, and its
// modules under static/), the JavaScript package's modules from engineDir
// and the engine's WebAssembly under static/engine/, built here by
// `go run github.com/tabletopgo/tabletop/wasm/build`, so that the export
// always holds the engine of this checkout. The index's addresses are
// relative, as the modules' are (site.js), so that the site works in any
// folder of its host; 404.html, which a host serves for an address at any
// depth, keeps the root's.
func export(dir, engineDir string) error {
	files := pageFiles()
	err := fs.WalkDir(files, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(files, name)
		if err != nil {
			return err
		}
		out := filepath.Join(dir, "static", filepath.FromSlash(name))
		switch name {
		case "index.html":
			out = filepath.Join(dir, "index.html")
			if data, err = exportIndex(files, data); err != nil {
				return err
			}
			data = bytes.Replace(data, []byte("<head>\n"), []byte("<head>\n"+siteMeta+"\n"), 1)
			data = bytes.ReplaceAll(data, []byte(`="/static/`), []byte(`="static/`))
			data = bytes.ReplaceAll(data, []byte(`href="/"`), []byte(`href="./"`))
		case "404.html":
			out = filepath.Join(dir, "404.html")
		}
		return write(out, data)
	})
	if err != nil {
		return err
	}
	for _, name := range engineFiles {
		if strings.HasPrefix(name, "dist/") {
			continue // built below
		}
		module, err := os.ReadFile(filepath.Join(engineDir, name))
		if err != nil {
			return fmt.Errorf("the JavaScript package's module (set -engine to the js folder): %w", err)
		}
		if err := write(filepath.Join(dir, "static", "engine", name), module); err != nil {
			return err
		}
	}
	build := exec.Command("go", "run", "github.com/tabletopgo/tabletop/wasm/build", "-o", filepath.Join(dir, "static", "engine", "dist"))
	build.Stdout, build.Stderr = os.Stderr, os.Stderr
	if err := build.Run(); err != nil {
		return fmt.Errorf("building the engine's WebAssembly: %w", err)
	}
	return nil
}

// exportIndex returns index.html (src) as the export writes it: no server
// writes it for each reader, so its loading line is English's (app.js
// says it in the reader's language once it runs), and it names the
// page's modules, so that they come at once, but no catalogue: the
// reader's comes when i18n.js has chosen it, one wave later.
func exportIndex(files fs.FS, src []byte) ([]byte, error) {
	modules, err := moduleGraph(files, "app.js")
	if err != nil {
		return nil, err
	}
	loading, err := catalogueWord(files, lang.English, loadingKeys[lobbyPage])
	if err != nil {
		return nil, err
	}
	return renderIndex(src, lang.English, loading, modules, false)
}

// write writes data to the file name, making its folder.
func write(name string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		return err
	}
	return os.WriteFile(name, data, 0o644)
}

package main

import (
	"os"
	"path"
	"regexp"
	"slices"
	"testing"
)

// relativeImport finds the package files a module names: its static and
// dynamic imports and its new URL(…, import.meta.url).
var relativeImport = regexp.MustCompile(`(?:from\s+|import\(\s*|new URL\(\s*)["'](\./[^"']+)["']`)

// TestEngineFilesHoldEveryImport: the page loads the JavaScript package's
// index.js (in engine-worker.js) and its worker.js, so every file they
// reach by a relative import must be among engineFiles, which the server
// serves and the static export copies; a file left out breaks the engine
// in the browser while every Node test of the package passes.
func TestEngineFilesHoldEveryImport(t *testing.T) {
	seen := map[string]bool{}
	todo := []string{"index.js", "worker.js"}
	for len(todo) > 0 {
		name := todo[0]
		todo = todo[1:]
		if seen[name] {
			continue
		}
		seen[name] = true
		if !slices.Contains(engineFiles, name) {
			t.Errorf("%s is imported by the package's browser entry but not in engineFiles", name)
		}
		if path.Ext(name) != ".js" || path.Dir(name) == "dist" {
			continue // the built files are checked by name alone
		}
		text, err := os.ReadFile(path.Join("../../js", name))
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range relativeImport.FindAllStringSubmatch(string(text), -1) {
			todo = append(todo, path.Clean(path.Join(path.Dir(name), m[1])))
		}
	}
}

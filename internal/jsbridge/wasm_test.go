package jsbridge

import (
	"bytes"
	"compress/gzip"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"

	"github.com/tabletopgo/tabletop/internal/gametest"
)

// jsDir is the JavaScript package's folder.
var jsDir = filepath.Join("..", "..", "js")

// maxGzipped bounds each WebAssembly build, gzipped -9 as a web server
// sends it, in bytes: the sizes this test measures (Go's gzip, about 0.2%
// more than js/README.md's gzip -9, Node's zlib) and about 1% more, so that a
// dependency that adds weight (the regexp package's half a megabyte, once)
// fails here. (Lowered by 7% when the builds left inlining off outside the
// hot paths; LINX's raised by 1% when names in views and the built-in
// bots' deadline margin added 6 KB; the whole's and LINX's by 1% and 0.7%
// when names cleaned, bots shared between tables and the memory exchange
// with JavaScript added 3–6 KB to each build; all lowered by 9–10% when
// wasm/build merged the linker's data segments; the whole's raised by
// 0.8% when the search's types became a public generic package and
// refusals of typed input said why, 3–4 KB; all lowered by 8% when
// wasm/build blanked the names and line tables only a panic's trace
// reads, and tightened from 3% to 1% over the measured sizes; all raised
// by 3% when the handle guarded every bot NewBot makes, to tell whether a
// registered one is busy (the guard was generic and made for each game:
// about 21 KB of it), and gained BotPanic, WithComputers and
// CheckOptions; all lowered by 1.6–1.7%, 20–27 KB, when the guard was
// written once and linked only into a program that registers a bot,
// which no WebAssembly build does; all lowered by 3.2–3.5%, 41–52 KB,
// when wasm/build blanked in each function's record its name's offset,
// its file table's and its first line, and in the inlining trees the
// calls' names and lines, and dropped the unsafe points', the arguments'
// liveness and the arguments' layout tables, which WebAssembly's runtime
// reads only in a trace; all raised by 1.3–1.8%, 16–24 KB, when typed
// moves were read in each language's words, ViewText measured names'
// display width, reserved names were recognised in four languages and
// an option at fault was named; the whole's raised by 0.1%, 2 KB, when
// the games' Choice JSON was written once in generic helpers; the whole's
// and Linko!'s by 0.3%, 4–5 KB, when every game's narration said whose turn
// it is (View.Turn, Events.Turns), enumerations marshalled as their wire
// names and an OptionError read its JSON back; all raised by 1–1.3%,
// 13–18 KB, when the handle gained Save and Resume (a short log replayed,
// unknown language tags read leniently), Table.Move labelled a move whole,
// typed meld refusals said what is wrong and the narration grouped LINX's
// tiles; all lowered by 2.6% (a game) to 6.4% (the whole), 31–106 KB,
// when wasm/build sorted the functions by their bytes, bringing alike
// ones within gzip's window, and coarsened the runtime's function lookup
// table; all raised by 0.5–0.8%, 6–9 KB, when refused options and names
// said why to a player in four languages (OptionError.Sentence,
// NameError); the bounds kept about 1% over the measured sizes.) The goals, 1.5 MB for the whole and
// 1 MB a game, are met with brotli but not gzipped: Go's runtime and the
// standard packages the games use weigh 0.71 MB gzipped before any rule
// (a program of syscall/js, encoding/json, fmt and time alone, so built);
// go run ./wasm/build -sizes lino.wasm says where the rest goes.
var maxGzipped = map[string]int{
	"tabletop.wasm": 1_566_000,
	"linko.wasm":    1_193_000,
	"lino.wasm":     1_176_000,
	"linx.wasm":     1_185_000,
}

var (
	buildOnce sync.Once
	buildErr  error
	buildOut  []byte
)

// built builds the WebAssembly with the documented command, go run
// ./wasm/build, into js/dist, where the JavaScript package loads it, once
// for every test; it skips under -short, since a build takes seconds, and
// under the race detector, which has nothing to watch there: the
// WebAssembly and Node run in processes of their own (the plain go test
// ./... runs these tests; under -race they took seven of CI's minutes).
func built(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: building the WebAssembly takes seconds")
	}
	if gametest.RaceEnabled {
		t.Skip("-race: the WebAssembly and Node run in processes of their own, which the race detector does not watch")
	}
	dist := filepath.Join(jsDir, "dist")
	buildOnce.Do(func() {
		cmd := exec.Command("go", "run", "./wasm/build", "-o", filepath.Join("js", "dist"))
		cmd.Dir = filepath.Join("..", "..")
		buildOut, buildErr = cmd.CombinedOutput()
	})
	if buildErr != nil {
		if _, err := exec.LookPath("go"); err != nil {
			t.Skip("no go command on PATH to build the WebAssembly with")
		}
		t.Fatalf("go run ./wasm/build: %v\n%s", buildErr, buildOut)
	}
	return dist
}

// TestWasmSize checks each WebAssembly build, the whole and each game's,
// against its bound, gzipped.
func TestWasmSize(t *testing.T) {
	dist := built(t)
	for file, bound := range maxGzipped {
		wasm, err := os.ReadFile(filepath.Join(dist, file))
		if err != nil {
			t.Fatal(err)
		}
		var gz bytes.Buffer
		w, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
		w.Write(wasm)
		w.Close()
		t.Logf("%s: %d bytes, %d gzipped", file, len(wasm), gz.Len())
		if gz.Len() > bound {
			t.Errorf("%s is %d bytes gzipped; the bound is %d", file, gz.Len(), bound)
		}
	}
}

// TestNode runs the JavaScript package's tests (node --test), which replay
// the golden files through the WebAssembly engine.
func TestNode(t *testing.T) {
	built(t)
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("no node on PATH (Debian: apt-get install nodejs) to run the JavaScript tests")
	}
	// The tests load the page's bundles, which esbuild, a devDependency,
	// makes from the sources (test/bundled.js).
	if _, err := os.Stat(filepath.Join(jsDir, "node_modules", "esbuild")); err != nil {
		t.Skip("no esbuild in js/node_modules: npm ci in js/ to run the JavaScript tests")
	}
	run(t, node, "--test", "test/")
}

// TestTypes type-checks the declaration file, and the README's example
// against it, with tsc --noEmit; then the JSON of random games, which
// test/shapes/write.mjs declares as the declared types, under --strict.
func TestTypes(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: tsc takes seconds")
	}
	tsc := filepath.Join(jsDir, "node_modules", ".bin", "tsc")
	if _, err := os.Stat(tsc); err != nil {
		if tsc, err = exec.LookPath("tsc"); err != nil {
			t.Skip("no tsc: npm install in js/ (or npm install -g typescript) to type-check index.d.ts")
		}
	}
	abs, err := filepath.Abs(tsc)
	if err != nil {
		t.Fatal(err)
	}
	run(t, abs, "--noEmit", "-p", ".")
	built(t)
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("no node on PATH to write the random games' JSON")
	}
	run(t, node, "test/shapes/write.mjs")
	run(t, abs, "--noEmit", "-p", "test/shapes")
}

// run runs a command in the JavaScript package's folder, and fails the
// test with its output if it fails.
func run(t *testing.T, name string, args ...string) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = jsDir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s %v: %v\n%s", filepath.Base(name), args, err, out)
	}
}

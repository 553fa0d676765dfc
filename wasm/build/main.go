// Command build writes the WebAssembly build of the handle and the Go
// loader it needs, for the JavaScript package in js/:
//
//	go run ./wasm/build            # from the module's root: js/dist
//	go run ./wasm/build -o DIR     # anywhere else
//	go run ./wasm/build -sizes lino.wasm   # where one build's bytes go: each package's code, the data's parts
//	go run ./wasm/build -tracebacks        # a panic's trace names its functions
//
// It runs GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w", with
// inlining off outside the hot paths (see noInlining), of ./wasm into DIR/tabletop.wasm (the three games), and DIR/linko.wasm,
// lino.wasm and linx.wasm (one game each, its build tags leaving the
// others out), their data segments merged (see mergeData), the names
// and lines only a panic's trace reads left out (see dropTracebacks),
// the runtime's table of buckets coarsened (see coarsenBuckets) and their
// functions sorted (see orderFunctions), all three for gzip, and writes
// beside them wasm_exec.js: the
// toolchain's $(go env GOROOT)/lib/wasm/wasm_exec.js, so that the loader
// always matches the toolchain that built the program, wrapped as an ES
// module whose Go runtime sees a global object of its own (see
// loaderHead).
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

func main() {
	out := flag.String("o", filepath.Join("js", "dist"), "the folder to write tabletop.wasm and wasm_exec.js to")
	of := flag.String("sizes", "", "instead, build this file (lino.wasm, …) with its names kept and print each package's share, and each part of its data's")
	flag.BoolVar(&keepTracebacks, "tracebacks", false, "keep the functions' names and lines a panic's trace prints (see dropTracebacks)")
	flag.Parse()
	run := func() error { return build(*out) }
	if *of != "" {
		run = func() error { return printSizes(os.Stdout, *of) }
	}
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "build:", err)
		os.Exit(1)
	}
}

// builds are the WebAssembly files, each with the build tags that leave
// out the games it lacks (see the root package's catalog_<game>.go): the
// three games, and each alone, for an app that plays one game.
var builds = []struct{ file, tags string }{
	{"tabletop.wasm", ""},
	{"linko.wasm", "tabletop_nolino,tabletop_nolinx"},
	{"lino.wasm", "tabletop_nolinko,tabletop_nolinx"},
	{"linx.wasm", "tabletop_nolinko,tabletop_nolino"},
}

// noInlining turns the compiler's inlining off in every package but those
// a playout or a search runs through: the games, the search, the engine,
// rng, math and the runtime's maps. Inlining copies a function's body into
// each caller; in the code a page calls once a move (JSON, fmt, reflect,
// time, the words, the handle) and in the runtime's the copies cost size
// and buy nothing a player notices: it cut each build by about 8% with
// brotli (Lino's, 1,072,907 bytes to 984,297), while inlining off
// everywhere cut 10% but slowed the hot paths. (Measured again with the
// builds' other cuts made: off everywhere, 1–2.5% smaller gzipped for a
// search 10–40% slower in Node, node js/bench/ismcts.mjs; off in
// internal/engine too, under 1%, and lino's and linx's cell lookups,
// engine.SquareIndex, would no longer inline. js/MAINTAINERS.md has the
// numbers.)
var noInlining = []string{
	"-gcflags=all=-l",
	"-gcflags=github.com/tabletopgo/tabletop/linko=",
	"-gcflags=github.com/tabletopgo/tabletop/lino=",
	"-gcflags=github.com/tabletopgo/tabletop/linx=",
	"-gcflags=github.com/tabletopgo/tabletop/internal/search=",
	"-gcflags=github.com/tabletopgo/tabletop/internal/engine=",
	"-gcflags=github.com/tabletopgo/tabletop/rng=",
	"-gcflags=math/...=",
	"-gcflags=internal/runtime/...=",
}

// build writes the WebAssembly files and the loader into dir.
func build(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	root, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("go env GOROOT: %w", err)
	}
	for _, b := range builds {
		if err := compile(handle, filepath.Join(dir, b.file), b.tags, "-s -w"); err != nil {
			return err
		}
	}
	loader, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(root)), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "wasm_exec.js"), module(loader), 0o644)
}

// keepTracebacks keeps what dropTracebacks blanks, for a build whose
// panics a maintainer reads.
var keepTracebacks bool

// handle is the package of the WebAssembly program build writes.
const handle = "github.com/tabletopgo/tabletop/wasm"

// compile builds the WebAssembly program pkg with the build tags and
// linker flags given into path, its data segments merged, unless
// keepTracebacks its tracebacks' names and lines dropped, its table of
// buckets coarsened and its functions sorted.
func compile(pkg, path, tags, ldflags string) error {
	args := append([]string{"build", "-trimpath", "-ldflags=" + ldflags}, noInlining...)
	args = append(args, "-tags", tags, "-o", path, pkg)
	cmd := exec.Command("go", args...)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("go build of %s: %w", filepath.Base(path), err)
	}
	memory := func(memory []byte, base int64) error {
		if !keepTracebacks {
			if err := dropTracebacks(memory, base); err != nil {
				return err
			}
		}
		return coarsenBuckets(memory, base)
	}
	change := func(wasm []byte) ([]byte, error) {
		wasm, err := rewriteData(wasm, memory)
		if err != nil {
			return nil, err
		}
		return orderFunctions(wasm)
	}
	if err := rewrite(path, change); err != nil {
		return fmt.Errorf("%s: %w", filepath.Base(path), err)
	}
	return nil
}

// printSizes builds file (one of builds) as build does but with its names
// kept (no -s -w), and writes to w each package's share of it and each
// part of its data's (see sizes).
func printSizes(w io.Writer, file string) error {
	i := slices.IndexFunc(builds, func(b struct{ file, tags string }) bool { return b.file == file })
	if i < 0 {
		return fmt.Errorf("no build %q", file)
	}
	dir, err := os.MkdirTemp("", "sizes")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, file)
	if err := compile(handle, path, builds[i].tags, ""); err != nil {
		return err
	}
	wasm, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	shares, err := sizes(wasm)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "%s with its names: %d bytes\n\n| part | bytes | gzip -9 alone |\n|---|---|---|\n", file, len(wasm))
	for _, s := range shares {
		fmt.Fprintf(w, "| %s | %d | %d |\n", s.name, s.bytes, s.gzip)
	}
	return nil
}

// rewrite replaces the file at path by what change makes of it.
func rewrite(path string, change func([]byte) ([]byte, error)) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if b, err = change(b); err != nil {
		return err
	}
	return os.WriteFile(path, b, 0o755)
}

// module returns Go's wasm_exec.js, a script that defines globalThis.Go
// (and globalThis.fs, process and path where they are missing), as an ES
// module whose function goRuntime returns that class without touching the
// page's global object: inside, globalThis is a Proxy that reads through
// to the real one and keeps what is written to it for itself. The Go
// program's js.Global() is that Proxy too, so that Go reads its fs and
// process from it.
func module(loader []byte) []byte {
	return []byte(loaderHead + string(loader) + loaderTail)
}

const loaderHead = `// Written by go run ./wasm/build: Go's lib/wasm/wasm_exec.js (BSD-style
// license, copyright The Go Authors), wrapped so that it changes no global.

/**
 * Returns Go's runtime class (wasm_exec.js's Go) and the global object its
 * programs see: a Proxy of real that reads through to it, and keeps what
 * is written to it (fs, process, path, Go, a program's callbacks) to itself.
 */
export function goRuntime(real = globalThis) {
const own = Object.create(null);
// eslint-disable-next-line no-shadow-restricted-names
const globalThis = new Proxy(own, {
	get: (_, key) => (key in own ? own[key] : real[key]),
	set: (_, key, value) => { own[key] = value; return true; },
	has: (_, key) => key in own || key in real,
	deleteProperty: (_, key) => delete own[key],
});
`

const loaderTail = `
// wasm_exec.js writes to its fs by that bare name.
const fs = globalThis.fs;
return { Go: globalThis.Go, global: globalThis };
}
`

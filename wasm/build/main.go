// Command build writes the WebAssembly build of the handle and the Go
// loader it needs, for the JavaScript package in js/:
//
//	go run ./wasm/build            # from the module's root: js/dist
//	go run ./wasm/build -o DIR     # anywhere else
//
// It runs GOOS=js GOARCH=wasm go build -trimpath -ldflags=-s of ./wasm
// into DIR/tabletop.wasm, and copies $(go env GOROOT)/lib/wasm/wasm_exec.js
// beside it, so that the loader always matches the toolchain that built
// the program.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

func main() {
	out := flag.String("o", filepath.Join("js", "dist"), "the folder to write tabletop.wasm and wasm_exec.js to")
	flag.Parse()
	if err := build(*out); err != nil {
		fmt.Fprintln(os.Stderr, "build:", err)
		os.Exit(1)
	}
}

// build writes the two files into dir.
func build(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	root, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("go env GOROOT: %w", err)
	}
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s", "-o", filepath.Join(dir, "tabletop.wasm"), "github.com/tabletopgo/tabletop/wasm")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("go build: %w", err)
	}
	loader, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(root)), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "wasm_exec.js"), loader, 0o644)
}

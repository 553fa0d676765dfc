package examples

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// module is the library's module path: a program outside it may import
// none of its internal packages.
const module = "github.com/tabletopgo/tabletop"

// copyBound bounds each go command of these tests, so that a hung one
// fails its test rather than taking the package's ten minutes.
const copyBound = 3 * time.Minute

// goCommand returns a go command run in dir within copyBound, offline:
// these tests must not download anything. It skips t where the go command
// is missing.
func goCommand(t *testing.T, dir string, env []string, args ...string) *exec.Cmd {
	t.Helper()
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("copying an example's main is checked with the go command, which is not on PATH: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), copyBound)
	t.Cleanup(cancel)
	cmd := exec.CommandContext(ctx, goTool, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), append([]string{"GOPROXY=off", "GOTOOLCHAIN=local"}, env...)...)
	return cmd
}

// TestTheProgramsImportNoInternalPackage: the terminal game, the server
// and the arena are the mains a builder copies to offer a bot by name (the
// README's "Your own bot"); a copy outside the module builds only if none
// of their non-test files imports one of the library's internal packages.
// The server is a module of its own, whose dependencies go list reads
// from the module cache, never from the network.
func TestTheProgramsImportNoInternalPackage(t *testing.T) {
	for _, dir := range []string{"play", "server", "arena"} {
		cmd := goCommand(t, dir, nil, "list", "-e", "-f", `{{join .Imports "\n"}}`, ".")
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("go list in examples/%s: %v\n%s", dir, err, out)
		}
		imports := strings.Fields(string(out))
		if len(imports) == 0 {
			t.Fatalf("go list in examples/%s lists no import", dir)
		}
		for _, path := range imports {
			if strings.HasPrefix(path, module+"/") && slices.Contains(strings.Split(path, "/"), "internal") {
				t.Errorf("examples/%s imports %s: a copy of it outside the module does not build", dir, path)
			}
		}
	}
}

// TestACopyOfTheTerminalGameBuilds does what the README tells a builder:
// it copies examples/play's Go files but its tests into a module of its
// own, outside the repository, that requires the library (replaced by
// this checkout, where go get would fetch it), and builds it offline,
// with the library's go.sum for the library's own requirements.
func TestACopyOfTheTerminalGameBuilds(t *testing.T) {
	checkout, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	myplay := t.TempDir()
	files, err := filepath.Glob(filepath.Join("play", "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("examples/play holds no Go file: %v", err)
	}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue // the README's copy leaves the tests behind
		}
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(myplay, filepath.Base(name)), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	goMod := "module example.com/myplay\n\ngo 1.26.0\n\nrequire " + module + " v0.0.0\n\nreplace " + module + " => " + checkout + "\n"
	sums, err := os.ReadFile(filepath.Join(checkout, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{"go.mod": []byte(goMod), "go.sum": sums} {
		if err := os.WriteFile(filepath.Join(myplay, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	env := []string{"GOWORK=off", "GOFLAGS=-mod=mod -buildvcs=false"}
	cmd := goCommand(t, myplay, env, "build", "-o", filepath.Join(t.TempDir(), "myplay"), ".")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("a copy of examples/play does not build outside the module: %v\n%s", err, out)
	}
}

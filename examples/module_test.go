// Package examples holds no code: its one test runs the tests of
// examples/server, which is a Go module of its own (so that the library's
// module requires nothing of the server's: pgx, the Prometheus client,
// chromedp). go test ./... at the root does not cross into another module,
// even with go.work; this test does, so that the README's go test ./...
// still runs every test. To run the library's tests alone:
//
//	go test -skip TestServerModule ./...
package examples

import (
	"flag"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/tabletopgo/tabletop/internal/gametest"
)

// TestServerModule runs go test ./... in examples/server as a
// subprocess, with -race, -short and -count when this run has them, and fails with
// its output when it fails. Its time is bounded by this test's deadline:
// the server's tests take minutes (the README says how many), under the
// default -timeout of 10 minutes.
func TestServerModule(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("the server module's tests need the go command, which is not on PATH: %v", err)
	}
	touchSources(t)
	args := []string{"test"}
	if gametest.RaceEnabled {
		args = append(args, "-race")
	}
	if testing.Short() {
		args = append(args, "-short")
	}
	// A -count given to this run (-count=1 to run the tests again rather
	// than trust go test's cache) goes to the subprocess too.
	flag.Visit(func(f *flag.Flag) {
		if f.Name == "test.count" {
			args = append(args, "-count", f.Value.String())
		}
	})
	// The subprocess's own -timeout ends it first, with a stack dump of its
	// hung test, a minute before this test's deadline would end this one.
	timeout := time.Hour
	if deadline, ok := t.Deadline(); ok {
		timeout = time.Until(deadline) - time.Minute
	}
	if timeout < time.Minute {
		t.Fatalf("%v left before this test's deadline: too little to run the server's tests (give go test a -timeout of 10m or more)", timeout)
	}
	args = append(args, "-timeout", timeout.Round(time.Second).String(), "./...")
	cmd := exec.CommandContext(t.Context(), goTool, args...)
	cmd.Dir = "server"
	cmd.WaitDelay = 30 * time.Second
	start := time.Now()
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go %v in examples/server: %v\n%s", args, err, out)
	}
	t.Logf("go %v in examples/server, %v:\n%s", args, time.Since(start).Round(time.Second), out)
}

// touchSources opens every file of the checkout, so that go test's cache
// of this test's result (which knows nothing of the subprocess) is
// dropped when any of them changes: the server's sources and the
// library's that it builds on.
func touchSources(t *testing.T) {
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == ".git" {
			return filepath.SkipDir
		}
		if d.Type().IsRegular() {
			f, err := os.Open(path)
			if err != nil {
				return err
			}
			return f.Close()
		}
		return nil
	})
	if err != nil {
		t.Fatalf("reading the checkout: %v", err)
	}
}

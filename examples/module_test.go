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
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/tabletopgo/tabletop/internal/gametest"
)

// TestServerModule runs go test ./... in examples/server as a
// subprocess, with -race, -short and -count when this run has them, and fails with
// its output when it fails. Its time is bounded by this test's deadline:
// the server's tests take minutes (the README says how many), under the
// default -timeout of 10 minutes.
//
// Under the race detector the browser tests are left out: they drive the
// page in Chromium, whose waits the detector makes some eight minutes long
// on two cores, while the server code they reach (the same handlers, the
// same streams) is what the other tests drive concurrently, many clients
// at once, under -race. A run without -race (the README's go test ./...)
// runs them all.
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
	args = append(args, "-timeout", timeout.Round(time.Second).String())
	// The browser tests wait on a browser more than they compute, and
	// take as long as all the others together: the two halves run side by
	// side, so that the whole fits go test's default -timeout of 10m.
	halves := [][]string{{"-run", "^TestBrowser"}, {"-skip", "^TestBrowser"}}
	if gametest.RaceEnabled {
		halves = halves[1:]
	}
	outs := make([][]byte, len(halves))
	errs := make([]error, len(halves))
	var wg sync.WaitGroup
	start := time.Now()
	for i, half := range halves {
		wg.Go(func() {
			cmd := exec.CommandContext(t.Context(), goTool, append(append(slices.Clip(args), half...), "./...")...)
			cmd.Dir = "server"
			cmd.WaitDelay = 30 * time.Second
			outs[i], errs[i] = cmd.CombinedOutput()
		})
	}
	wg.Wait()
	for i, half := range halves {
		if errs[i] != nil {
			t.Errorf("go %v %v in examples/server: %v\n%s", args, half, errs[i], outs[i])
			continue
		}
		t.Logf("go %v %v in examples/server, %v:\n%s", args, half, time.Since(start).Round(time.Second), outs[i])
	}
}

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

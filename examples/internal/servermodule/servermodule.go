// Package servermodule runs the tests of examples/server, a Go module of
// its own (so that the library's module requires nothing of the server's:
// pgx, the Prometheus client, chromedp), from the root module's tests. go
// test ./... at the root does not cross into another module, even with
// go.work; the tests TestServerModule in examples and examples/browser do,
// through Test, so that the README's go test ./... still runs every test.
//
// The server's tests are cut into parts, run as go test subprocesses: its
// browser tests wait on Chromium, which renders on the processor as much
// as the rest of the server's tests compute together, so they are two
// parts of their own in two packages of the root module, each within go
// test's default -timeout of ten minutes for a package.
package servermodule

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

// The parts of the server's tests, as go test's arguments that pick them.
// Every test is in one part: the browser tests (named TestBrowser…) by the
// first letter after TestBrowser, with the tutorials' tests moved so that
// the two parts take about as long, and all the other tests.
var (
	// Server is every test but the browser tests.
	Server = []string{"-skip", "^TestBrowser"}
	// BrowserAToO is the browser tests from TestBrowserA… to TestBrowserO…,
	// and TestBrowserTutorial….
	BrowserAToO = []string{"-run", "^TestBrowser([A-O]|Tutorial)"}
	// BrowserPToZ is the other browser tests.
	BrowserPToZ = []string{"-run", "^TestBrowser[P-Z]", "-skip", "^TestBrowserTutorial"}
)

// Test runs go test ./... in examples/server once for each part, side by
// side, with -race, -short and -count when this run has them, and fails
// with a part's output when it fails. dir is examples/server's path from
// the calling test's package. Its time is bounded by the calling test's
// deadline.
//
// Under the race detector the browser parts are left out: they drive the
// page in Chromium, whose waits the detector makes some eight minutes long
// on two cores, while the server code they reach (the same handlers, the
// same streams) is what the other tests drive concurrently, many clients
// at once, under -race. A run without -race (the README's go test ./...)
// runs them all.
func Test(t *testing.T, dir string, parts ...[]string) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("the server module's tests need the go command, which is not on PATH: %v", err)
	}
	if gametest.RaceEnabled {
		parts = slices.DeleteFunc(slices.Clone(parts), func(p []string) bool {
			return slices.Equal(p, BrowserAToO) || slices.Equal(p, BrowserPToZ)
		})
		if len(parts) == 0 {
			t.Skip("the browser tests run without the race detector (see package servermodule)")
		}
	}
	touchSources(t, filepath.Join(dir, "..", ".."))
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
	outs := make([][]byte, len(parts))
	errs := make([]error, len(parts))
	var wg sync.WaitGroup
	start := time.Now()
	for i, part := range parts {
		wg.Go(func() {
			cmd := exec.CommandContext(t.Context(), goTool, append(append(slices.Clip(args), part...), "./...")...)
			cmd.Dir = dir
			cmd.WaitDelay = 30 * time.Second
			outs[i], errs[i] = cmd.CombinedOutput()
		})
	}
	wg.Wait()
	for i, part := range parts {
		if errs[i] != nil {
			t.Errorf("go %v %v in examples/server: %v\n%s", args, part, errs[i], outs[i])
			continue
		}
		t.Logf("go %v %v in examples/server, %v:\n%s", args, part, time.Since(start).Round(time.Second), outs[i])
	}
}

// touchSources reads every file of the checkout at root, so that a file
// the server's tests embed or serve is known to go test's cache: the
// subprocess's results are cached by this package's test only as long as
// the files this test opened are unchanged.
func touchSources(t *testing.T, root string) {
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
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

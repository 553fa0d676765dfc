// Package servermodule runs the tests of examples/server, a Go module of
// its own (so that the library's module requires nothing of the server's:
// pgx, the Prometheus client, chromedp), from the root module's tests. go
// test ./... at the root does not cross into another module, even with
// go.work; the tests TestServerModule in examples and in
// examples/browser/atok, ltoo and ptoz do, through Test, so that the
// README's go test ./... still runs every test.
//
// The server's tests are cut into four parts, each run from a package of
// its own, so that each has go test's default -timeout of ten minutes for
// a package to itself: the browser tests wait on Chromium, which renders
// on the processor as much as the rest of the server's tests compute
// together, so they are three parts, and the other tests (the stores', the
// API's, the processes' on PostgreSQL, which mostly wait) the fourth. go
// test runs as many packages side by side as the machine has cores, so
// that a part shares the processor with one other package at most, not
// with two parts of one package. (Cut in two, the browser tests' first
// part ran out of its ten minutes in a CI run whose own packages kept the
// machine busy.)
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

// A Part is a part of the server's tests: those whose names match Run and
// do not match Skip, as go test's -run and -skip pick them.
type Part struct {
	// Run is the pattern of the tests to run; "" for all.
	Run string
	// Skip is the pattern of the tests to leave out; "" for none.
	Skip string
}

// The parts of the server's tests. Every test is in one part: the browser
// tests (named TestBrowser…) by the first letter after TestBrowser, with
// the whole tutorials' test moved so that the three parts take about as
// long, and all the other tests.
var (
	// Server is every test but the browser tests.
	Server = Part{Skip: "^TestBrowser"}
	// BrowserAToK is the browser tests from TestBrowserA… to TestBrowserK…,
	// and TestBrowserTutorials (every lesson played through).
	BrowserAToK = Part{Run: "^TestBrowser([A-K]|Tutorials$)"}
	// BrowserLToO is the browser tests from TestBrowserL… to TestBrowserO….
	BrowserLToO = Part{Run: "^TestBrowser[L-O]"}
	// BrowserPToZ is the other browser tests, the two smaller tutorials'
	// tests among them.
	BrowserPToZ = Part{Run: "^TestBrowser[P-Z]", Skip: "^TestBrowserTutorials$"}
)

// Test builds the tests of examples/server once, with -race when this run
// has it, then runs each part side by side, with -short and -count when
// this run has them, and fails with a part's output when it fails. dir is
// examples/server's path from the calling test's package. Its time is
// bounded by the calling test's deadline: each part has what is left of
// it once the build is done, less a minute, so that a hung test ends its
// part with a stack dump before this test is ended with none.
//
// Under the race detector the browser parts are left out: they drive the
// page in Chromium, whose waits the detector makes some eight minutes long
// on two cores, while the server code they reach (the same handlers, the
// same streams) is what the other tests drive concurrently, many clients
// at once, under -race. A run without -race (the README's go test ./...)
// runs them all.
func Test(t *testing.T, dir string, parts ...Part) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("the server module's tests need the go command, which is not on PATH: %v", err)
	}
	if gametest.RaceEnabled {
		parts = slices.DeleteFunc(slices.Clone(parts), func(p Part) bool { return p != Server })
		if len(parts) == 0 {
			t.Skip("the browser tests run without the race detector (see package servermodule)")
		}
	}
	touchSources(t, filepath.Join(dir, "..", ".."))
	// One build for every part: built by each part's go test, the same
	// package would be compiled and linked once a part.
	binary := filepath.Join(t.TempDir(), "server.test")
	build := []string{"test", "-c", "-o", binary}
	if gametest.RaceEnabled {
		build = append(build, "-race")
	}
	cmd := exec.CommandContext(t.Context(), goTool, append(build, ".")...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go %v in examples/server: %v\n%s", build, err, out)
	}
	var args []string
	if testing.Short() {
		args = append(args, "-test.short")
	}
	// A -count given to this run goes to the parts too.
	flag.Visit(func(f *flag.Flag) {
		if f.Name == "test.count" {
			args = append(args, "-test.count="+f.Value.String())
		}
	})
	timeout := time.Hour
	if deadline, ok := t.Deadline(); ok {
		timeout = time.Until(deadline) - time.Minute
	}
	if timeout < time.Minute {
		t.Fatalf("%v left before this test's deadline: too little to run the server's tests (give go test a -timeout of 10m or more)", timeout)
	}
	args = append(args, "-test.timeout="+timeout.Round(time.Second).String())
	outs := make([][]byte, len(parts))
	errs := make([]error, len(parts))
	var wg sync.WaitGroup
	start := time.Now()
	for i, part := range parts {
		wg.Go(func() {
			cmd := exec.CommandContext(t.Context(), binary, append(slices.Clip(args), part.flags()...)...)
			cmd.Dir = dir
			cmd.WaitDelay = 30 * time.Second
			outs[i], errs[i] = cmd.CombinedOutput()
		})
	}
	wg.Wait()
	for i, part := range parts {
		if errs[i] != nil {
			t.Errorf("the server's tests %v %v: %v\n%s", args, part.flags(), errs[i], outs[i])
			continue
		}
		t.Logf("the server's tests %v %v, %v:\n%s", args, part.flags(), time.Since(start).Round(time.Second), outs[i])
	}
}

// flags returns the test binary's flags that pick the part's tests.
func (p Part) flags() []string {
	var flags []string
	if p.Run != "" {
		flags = append(flags, "-test.run="+p.Run)
	}
	if p.Skip != "" {
		flags = append(flags, "-test.skip="+p.Skip)
	}
	return flags
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

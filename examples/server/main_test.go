package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// The tests leave the temporary directory as they found it. Every
// temporary file of a run, the test binary's and its children's (Chromium's
// profile and its own org.chromium.Chromium.* directories, the server
// processes', go build's), goes into one directory of the run, which
// TMPDIR names for the whole run: TestMain removes it at the end and fails
// the run if a test left anything in it. A run that dies before its end (a
// panic, go test's -timeout) leaves its directory behind; the next run
// removes it. What a failing test keeps on purpose (its screenshots) goes
// into the system's temporary directory, under a name the test logs.

// systemTemp is the temporary directory of the machine, before TestMain
// points TMPDIR at the run's own.
var systemTemp = os.TempDir()

// runTempPrefix begins the name of a run's temporary directory.
const runTempPrefix = "tabletop-test-"

// ownerFile names, in a directory of a run, the file that holds the pid of
// the test binary that made it.
const ownerFile = "owner.pid"

func TestMain(m *testing.M) {
	if spec := os.Getenv(loadClientEnv); spec != "" {
		os.Exit(runLoadClient(spec)) // the load benchmarks' client
	}
	os.Exit(runTests(m))
}

// runTests runs the tests inside a temporary directory of their own and
// returns the exit code.
func runTests(m *testing.M) int {
	sweepDeadRuns(systemTemp)
	dir, err := newOwnedDir(systemTemp, runTempPrefix)
	if err != nil {
		fmt.Fprintf(os.Stderr, "the run's temporary directory: %v\n", err)
		return 1
	}
	defer os.RemoveAll(dir)
	os.Setenv("TMPDIR", dir)
	code := m.Run()
	os.Setenv("TMPDIR", systemTemp)
	stopBrowser()
	if pg != nil {
		pg.stop()
	}
	if siteDir != "" {
		os.RemoveAll(siteDir) // the static export of the offline tests
	}
	if left := leftovers(dir); len(left) > 0 {
		fmt.Fprintf(os.Stderr, "FAIL: the tests left %s in the temporary directory\n", strings.Join(left, ", "))
		code = 1
	}
	return code
}

// newOwnedDir makes a directory in parent whose owner file names this
// process.
func newOwnedDir(parent, prefix string) (string, error) {
	dir, err := os.MkdirTemp(parent, prefix)
	if err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(dir, ownerFile), []byte(strconv.Itoa(os.Getpid())), 0o644); err != nil {
		os.RemoveAll(dir)
		return "", err
	}
	return dir, nil
}

// ownerGone reports whether the process that made dir (see newOwnedDir)
// has ended; false when dir names none (being made, or not a run's).
func ownerGone(dir string) bool {
	data, err := os.ReadFile(filepath.Join(dir, ownerFile))
	if err != nil {
		return false
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(data)))
	return err == nil && syscall.Kill(pid, 0) == syscall.ESRCH
}

// sweepDeadRuns removes the temporary directories in parent of the runs
// whose test binary died before its end.
func sweepDeadRuns(parent string) {
	dirs, _ := filepath.Glob(filepath.Join(parent, runTempPrefix+"*"))
	for _, dir := range dirs {
		if ownerGone(dir) {
			os.RemoveAll(dir)
		}
	}
}

// leftovers lists what the run left in its temporary directory dir, but
// for the owner file.
func leftovers(dir string) []string {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return []string{err.Error()}
	}
	var names []string
	for _, e := range entries {
		if e.Name() != ownerFile {
			names = append(names, e.Name())
		}
	}
	return names
}

// TestDeadRunsAreSwept checks the run's bookkeeping of its temporary
// files: a dead run's directory is removed and a live one's kept, and
// what a test leaves in a run's directory is found.
func TestDeadRunsAreSwept(t *testing.T) {
	parent := t.TempDir()
	live, err := newOwnedDir(parent, runTempPrefix)
	if err != nil {
		t.Fatal(err)
	}
	dead, err := newOwnedDir(parent, runTempPrefix)
	if err != nil {
		t.Fatal(err)
	}
	gone := exec.Command("true")
	if err := gone.Run(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dead, ownerFile), []byte(strconv.Itoa(gone.Process.Pid)), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dead, "org.chromium.Chromium.x"), 0o700); err != nil {
		t.Fatal(err)
	}
	sweepDeadRuns(parent)
	if _, err := os.Stat(dead); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a dead run's directory is still there (%v)", err)
	}
	if left := leftovers(live); len(left) != 0 {
		t.Errorf("a live run's directory, untouched, holds %q", left)
	}
	if err := os.WriteFile(filepath.Join(live, "forgotten"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if left := leftovers(live); !slices.Equal(left, []string{"forgotten"}) {
		t.Errorf("a live run's directory holds %q: want the forgotten file", left)
	}
}

package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// The PostgreSQL tests run against a real server: one cluster for the
// whole test binary, made by initdb in a temporary directory and started
// by pg_ctl on a free loopback port the first time a test asks for it,
// stopped by TestMain (main_test.go) at the end. Each test gets a database of its own, so
// that tests never see each other's tables. Where PostgreSQL is not
// installed the tests that need it skip and say how to install it.
//
// The cluster runs with fsync off (in its postgresql.conf, which a
// benchmark's "alter system" outranks), so that starting it and every commit
// are fast: that loses nothing unless the machine itself crashes, which no
// test does. A test that kills PostgreSQL (pg_ctl stop -m immediate) still
// finds every committed transaction, as synchronous_commit stays on.

// pgCluster is the test binary's PostgreSQL server.
type pgCluster struct {
	bin  string // the directory of initdb, pg_ctl and postgres
	dir  string // the temporary directory: data/, the socket, the log
	port int
	as   string // the user PostgreSQL runs as when the tests run as root; else ""
}

var (
	pgOnce    sync.Once
	pg        *pgCluster
	pgSkip    string // why the PostgreSQL tests skip, if they do
	pgErr     error  // why the cluster failed to start, if it did
	pgDBCount int
	pgDBMu    sync.Mutex
)

// pgInstallHint says how to get PostgreSQL where it is missing.
const pgInstallHint = "PostgreSQL is not installed: on Debian or Ubuntu, `apt-get install postgresql` " +
	"(the tests look for its binaries through `pg_config --bindir` and in /usr/lib/postgresql/*/bin)"

// pgBinDir finds the directory of PostgreSQL's server binaries, or "".
func pgBinDir() string {
	has := func(dir string) bool {
		_, err := os.Stat(filepath.Join(dir, "initdb"))
		return err == nil
	}
	if out, err := exec.Command("pg_config", "--bindir").Output(); err == nil {
		if dir := strings.TrimSpace(string(out)); has(dir) {
			return dir
		}
	}
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	// The newest version: the glob sorts "9" after "15", so sort by number.
	slices.SortFunc(dirs, func(a, b string) int {
		va, _ := strconv.Atoi(filepath.Base(filepath.Dir(a)))
		vb, _ := strconv.Atoi(filepath.Base(filepath.Dir(b)))
		return vb - va
	})
	for _, dir := range dirs {
		if has(dir) {
			return dir
		}
	}
	return ""
}

// command returns the command that runs one of PostgreSQL's binaries, as
// the cluster's user when the tests run as root.
func (c *pgCluster) command(name string, args ...string) *exec.Cmd {
	path := filepath.Join(c.bin, name)
	if c.as != "" {
		return exec.Command("runuser", append([]string{"-u", c.as, "--", path}, args...)...)
	}
	return exec.Command(path, args...)
}

func (c *pgCluster) run(name string, args ...string) error {
	out, err := c.command(name, args...).CombinedOutput()
	if err != nil {
		return fmt.Errorf("%s %s: %w\n%s", name, strings.Join(args, " "), err, out)
	}
	return nil
}

// startPG makes and starts the cluster, after it has stopped and removed
// the clusters of test binaries that died without stopping theirs (a
// panic skips TestMain's end).
func startPG() (*pgCluster, error) {
	c := &pgCluster{bin: pgBinDir()}
	if c.bin == "" {
		return nil, nil
	}
	c.sweep()
	// In the system's temporary directory, not the run's, which the
	// postgres user may not enter.
	dir, err := newOwnedDir(systemTemp, "tabletop-pg-")
	if err != nil {
		return nil, err
	}
	c.dir = dir
	if os.Geteuid() == 0 {
		// PostgreSQL refuses to run as root: the directory goes to the
		// postgres user, which the Debian package makes.
		u, err := user.Lookup("postgres")
		if err != nil {
			os.RemoveAll(dir)
			return nil, fmt.Errorf("running as root, and there is no postgres user to run PostgreSQL as: %w", err)
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		if err := os.Chown(dir, uid, gid); err != nil {
			os.RemoveAll(dir)
			return nil, err
		}
		c.as = "postgres"
	}
	data := filepath.Join(dir, "data")
	if err := c.run("initdb", "-D", data, "-U", "tabletop", "--auth=trust", "-E", "UTF8",
		"--no-sync", "--no-instructions", "--locale=C"); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	// fsync is off in the configuration file, not on the command line,
	// where it would outrank the "alter system" of a benchmark that wants
	// each commit synced (setFsync).
	if err := appendFile(filepath.Join(data, "postgresql.conf"), "fsync = off\nfull_page_writes = off\n"); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	if err := c.start(); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	return c, nil
}

// sweep stops and removes the clusters whose test binary is gone.
func (c *pgCluster) sweep() {
	dirs, _ := filepath.Glob(filepath.Join(systemTemp, "tabletop-pg-*"))
	for _, dir := range dirs {
		if !ownerGone(dir) {
			continue // its test binary runs, or it is being made
		}
		old := &pgCluster{bin: c.bin, dir: dir, as: c.as}
		if os.Geteuid() == 0 {
			old.as = "postgres"
		}
		old.stop()
	}
}

// start starts the cluster on a free loopback port (the one it had, when
// it is restarted).
func (c *pgCluster) start() error {
	if c.port == 0 {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return err
		}
		c.port = ln.Addr().(*net.TCPAddr).Port
		ln.Close()
	}
	opts := fmt.Sprintf("-p %d -k %s -c listen_addresses=127.0.0.1 "+
		"-c max_connections=200 -c shared_buffers=32MB", c.port, c.dir)
	return c.run("pg_ctl", "-D", filepath.Join(c.dir, "data"), "-l", filepath.Join(c.dir, "log"),
		"-o", opts, "-w", "-t", "60", "start")
}

// kill stops the cluster as a crash would: no checkpoint, every
// connection cut.
func (c *pgCluster) kill() error {
	return c.run("pg_ctl", "-D", filepath.Join(c.dir, "data"), "-m", "immediate", "-w", "stop")
}

// stop stops the cluster and removes its directory.
func (c *pgCluster) stop() {
	c.kill()
	os.RemoveAll(c.dir)
}

// url returns the URL of database db on the cluster.
func (c *pgCluster) url(db string) string {
	return fmt.Sprintf("postgres://tabletop@127.0.0.1:%d/%s?sslmode=disable", c.port, db)
}

// needPG returns the cluster, skipping the test where PostgreSQL is not
// installed and failing it where it cannot start.
func needPG(t testing.TB) *pgCluster {
	t.Helper()
	pgOnce.Do(func() {
		pg, pgErr = startPG()
		if pg == nil && pgErr == nil {
			pgSkip = pgInstallHint
		}
	})
	if pgSkip != "" {
		t.Skip(pgSkip)
	}
	if pgErr != nil {
		t.Fatalf("PostgreSQL did not start: %v", pgErr)
	}
	return pg
}

// newDatabase makes an empty database for the test on the cluster and
// returns its URL; it is dropped when the test ends.
func newDatabase(t testing.TB) string {
	t.Helper()
	c := needPG(t)
	pgDBMu.Lock()
	pgDBCount++
	b := make([]byte, 4)
	rand.Read(b)
	name := fmt.Sprintf("t%d_%s", pgDBCount, hex.EncodeToString(b))
	pgDBMu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, c.url("postgres"))
	if err != nil {
		t.Fatalf("connecting to PostgreSQL: %v", err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "create database "+name); err != nil {
		t.Fatalf("creating the test's database: %v", err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		conn, err := pgx.Connect(ctx, c.url("postgres"))
		if err != nil {
			return // the cluster is gone: its directory goes with it
		}
		defer conn.Close(ctx)
		if _, err := conn.Exec(ctx, "drop database if exists "+name+" with (force)"); err != nil && !errors.Is(err, context.Canceled) {
			t.Logf("dropping the test's database: %v", err)
		}
	})
	return c.url(name)
}

func TestPostgreSQLHarness(t *testing.T) {
	url := newDatabase(t)
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var one int
	if err := conn.QueryRow(ctx, "select 1").Scan(&one); err != nil || one != 1 {
		t.Fatalf("select 1 gave %d, %v", one, err)
	}
}

// appendFile appends text to the file at path.
func appendFile(path, text string) error {
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	_, err = f.WriteString(text)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// Package examples holds no code: its one test runs the tests of
// examples/server, which is a Go module of its own, but for half of its
// browser tests, which examples/browser runs (package servermodule says
// why). To run the library's tests alone:
//
//	go test -skip TestServerModule ./...
package examples

import (
	"testing"

	"github.com/tabletopgo/tabletop/examples/internal/servermodule"
)

// TestServerModule runs go test ./... in examples/server: every test but
// the browser tests, and the browser tests from TestBrowserA… to
// TestBrowserO… (and the tutorials'), side by side. The server's tests take
// minutes (the README says how many), within go test's default -timeout of
// ten minutes.
func TestServerModule(t *testing.T) {
	servermodule.Test(t, "server", servermodule.Server, servermodule.BrowserAToO)
}

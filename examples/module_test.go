// Package examples holds no code. Its tests check that the programs a
// builder copies import nothing internal to the library, and that a copy
// of the terminal game builds outside it (copy_test.go); and they run the
// tests of examples/server, which is a Go module of its own, but for its
// browser tests, which examples/browser/atok, ltoo and ptoz run
// (package servermodule says why). To run the library's tests alone:
//
//	go test -skip TestServerModule ./...
package examples

import (
	"testing"

	"github.com/tabletopgo/tabletop/examples/internal/servermodule"
)

// TestServerModule runs go test ./... in examples/server but for the
// browser tests: the store's, the API's, the several processes' on
// PostgreSQL. They take minutes (the README says how many), within go
// test's default -timeout of ten minutes.
func TestServerModule(t *testing.T) {
	servermodule.Test(t, "server", servermodule.Server)
}

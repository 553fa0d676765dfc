// Package browser holds no code: its three packages atok, ltoo and ptoz each run
// a part of the browser tests of examples/server, a Go module of its own,
// so that each part has go test's ten minutes of a package to itself
// (package examples/internal/servermodule says why; examples runs the
// server's other tests).
package browser

// Package browser holds no code: its one test runs half of the browser
// tests of examples/server, a Go module of its own, so that they have go
// test's ten minutes of a package to themselves (package
// examples/internal/servermodule says why; examples runs the rest).
package browser

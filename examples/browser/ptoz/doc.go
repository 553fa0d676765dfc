// Package ptoz holds no code: its one test runs the browser tests of
// examples/server from TestBrowserP… to TestBrowserZ…, but
// TestBrowserTutorials, which atok runs (package
// examples/internal/servermodule says why they are cut so).
package ptoz

// Package atoo holds no code: its one test runs the browser tests of
// examples/server from TestBrowserA… to TestBrowserO…, and the tutorials'
// (package examples/internal/servermodule says why they are cut so).
package atoo

// Package ltoo holds no code: its one test runs the browser tests of
// examples/server from TestBrowserL… to TestBrowserO… (package
// examples/internal/servermodule says why they are cut so).
package ltoo

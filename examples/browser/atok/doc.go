// Package atok holds no code: its one test runs the browser tests of
// examples/server from TestBrowserA… to TestBrowserK…, and
// TestBrowserTutorials, every lesson played through (package
// examples/internal/servermodule says why they are cut so).
package atok

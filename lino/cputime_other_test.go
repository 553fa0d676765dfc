//go:build !unix

package lino_test

import (
	"testing"
	"time"
)

// start is when the test binary started.
var start = time.Now()

// cpuTime returns the time since the test binary started where the
// process's CPU time cannot be read (js/wasm, whose speed the README
// compares with the native one; Windows): a wall clock, which other work on
// the machine slows.
func cpuTime(*testing.B) time.Duration {
	return time.Since(start)
}

//go:build unix

package lino_test

import (
	"syscall"
	"testing"
	"time"
)

// cpuTime returns the CPU time the process has used: the benchmarks time
// with it, so that other work on the machine does not slow their figures.
func cpuTime(b *testing.B) time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		b.Fatal(err)
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

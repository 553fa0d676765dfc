//go:build !race

package gametest

// RaceEnabled says the race detector is on: it allocates as it checks, so
// the tests that count allocations skip.
const RaceEnabled = false

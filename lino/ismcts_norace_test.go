//go:build !race

package lino

// raceEnabled says the race detector is on: it allocates as it checks, so
// the tests that count allocations skip.
const raceEnabled = false

//go:build race

package search

// raceEnabled says that the race detector is on: it allocates on its own
// account, so allocation counts mean nothing.
const raceEnabled = true

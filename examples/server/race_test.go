//go:build race

package main

// raceEnabled says the race detector is on, which slows the server several
// times over: the browser tests wait for it longer.
const raceEnabled = true

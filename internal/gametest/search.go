package gametest

import "testing"

// SearchAllocs measures what a search bot allocates for few iterations and
// for many, once its pools have grown: search(n) runs a search of n
// iterations from one View. A search that fails fails t. The ISMCTS tests
// compare the two: an iteration allocates nothing.
func SearchAllocs(t TB, few, many int, search func(iterations int) error) (fewAllocs, manyAllocs float64) {
	t.Helper()
	for range 3 { // grow the pools
		for _, n := range []int{few, many} {
			if err := search(n); err != nil {
				t.Fatalf("a search of %d iterations: %v", n, err)
			}
		}
	}
	fewAllocs = testing.AllocsPerRun(3, func() { _ = search(few) })
	manyAllocs = testing.AllocsPerRun(3, func() { _ = search(many) })
	return fewAllocs, manyAllocs
}

package engine

import (
	"testing"
)

func TestCountItemsCountsTheTopLevel(t *testing.T) {
	for data, want := range map[string]int{
		`[]`: 0, ` [ ] `: 0, `{}`: 0, `[1]`: 1, `[1,2,3]`: 3, `["a,b",[1,2],{"x":1,"y":2}]`: 3,
		`{"a":1,"b":[1,2]}`: 2, `["\"],"]`: 1, `"x"`: -1, `12`: -1, ``: -1, `[1,2`: 2,
	} {
		if got := CountItems([]byte(data)); got != want {
			t.Errorf("CountItems(%s) = %d, want %d", data, got, want)
		}
	}
	if allocs := testing.AllocsPerRun(10, func() { CountItems([]byte(`[1,2,3]`)) }); allocs != 0 {
		t.Errorf("CountItems allocates %v times", allocs)
	}
}

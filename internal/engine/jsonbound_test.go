package engine

import (
	"strings"
	"testing"
)

func TestCheckJSONBoundsCountsItemsAndDepth(t *testing.T) {
	for data, ok := range map[string]bool{
		`[1,2,3]`:                   true,
		`[1,2,3,4]`:                 false,
		`{"a":[1,2],"b":"x,y,z,w"}`: true,
		`{"a":1,"b":2,"c":3,"d":4}`: false,
		`[[[1]]]`:                   true,
		`[[[[1]]]]`:                 false,
		`["\",\",\",\","]`:          true,
		`[]`:                        true,
	} {
		if err := CheckJSONBounds([]byte(data), 3, 3); (err == nil) != ok {
			t.Errorf("CheckJSONBounds(%s) = %v", data, err)
		}
	}
	if err := CheckJSONBounds([]byte(strings.Repeat("[", 100)), 3, 100); err == nil {
		t.Error("nesting past 16 accepted")
	}
}

func TestCheckJSONBoundsAllocatesNothing(t *testing.T) {
	data := []byte(`{"a":[1,2],"b":"x"}`)
	if n := testing.AllocsPerRun(100, func() { _ = CheckJSONBounds(data, 10, 3) }); n != 0 {
		t.Errorf("%v allocations", n)
	}
}

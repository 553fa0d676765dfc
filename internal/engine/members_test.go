package engine

import (
	"encoding/json"
	"testing"
)

// TestMissingMemberNamesTheFirstLacking: a member absent, or null though
// it is no list, is named, the first in order; a list may be null.
func TestMissingMemberNamesTheFirstLacking(t *testing.T) {
	null := json.RawMessage("null")
	for _, c := range []struct {
		name    string
		members []PositionMember
		want    string
	}{
		{"all held", []PositionMember{{Key: "round", Value: json.RawMessage("1")}, {Key: "tiles", Value: null, List: true}}, ""},
		{"absent", []PositionMember{{Key: "round", Value: json.RawMessage("1")}, {Key: "phase"}}, `the position has no "phase"`},
		{"null scalar", []PositionMember{{Key: "round", Value: null}, {Key: "phase"}}, `the position has no "round"`},
		{"absent list", []PositionMember{{Key: "tiles", List: true}}, `the position has no "tiles"`},
	} {
		got := ""
		if err := MissingMember(c.members); err != nil {
			got = err.Error()
		}
		if got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}

// TestMissingMemberAllocatesNothingWhenAllAreHeld: a decoder builds the
// members on its stack and calls it for every position it reads.
func TestMissingMemberAllocatesNothingWhenAllAreHeld(t *testing.T) {
	value := json.RawMessage("1")
	allocs := testing.AllocsPerRun(100, func() {
		if MissingMember([]PositionMember{{Key: "round", Value: value}, {Key: "phase", Value: value}}) != nil {
			t.Fatal("a member held is missing")
		}
	})
	if allocs != 0 {
		t.Errorf("%v allocations, want 0", allocs)
	}
}

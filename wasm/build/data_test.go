package main

import (
	"bytes"
	"testing"
)

// moduleOf returns a module of a type section and a data section of segs,
// each an offset and its bytes, as Go's linker writes them.
func moduleOf(segs ...segment) []byte {
	data := appendULEB(nil, uint64(len(segs)))
	for _, s := range segs {
		data = append(data, 0, i32Const)
		data = appendSLEB(data, s.offset)
		data = append(data, end)
		data = appendULEB(data, uint64(len(s.bytes)))
		data = append(data, s.bytes...)
	}
	out := []byte("\x00asm\x01\x00\x00\x00")
	out = append(out, 1, 4, 1, 0x60, 0, 0) // a type section: one func type
	out = append(out, dataSection)
	out = appendULEB(out, uint64(len(data)))
	return append(out, data...)
}

func TestMergeDataFillsShortGapsWithZeros(t *testing.T) {
	in := moduleOf(
		segment{1000, []byte("ab")},
		segment{200_000, bytes.Repeat([]byte{7}, 300)}, // out of order, as the linker writes a few
		segment{1010, []byte("cd")},                    // 8 zeros after ab: merged
		segment{1012 + mergeGap, []byte("e")},          // mergeGap zeros after cd: apart
	)
	got, err := mergeData(in)
	if err != nil {
		t.Fatal(err)
	}
	want := moduleOf(
		segment{1000, []byte("ab\x00\x00\x00\x00\x00\x00\x00\x00cd")},
		segment{1012 + mergeGap, []byte("e")},
		segment{200_000, bytes.Repeat([]byte{7}, 300)},
	)
	if !bytes.Equal(got, want) {
		t.Errorf("mergeData =\n%x\nwant\n%x", got, want)
	}
}

func TestRewriteDataCutsTheSegmentsWhereTheChangeLeftZeros(t *testing.T) {
	in := moduleOf(segment{1000, bytes.Repeat([]byte{7}, 2*mergeGap+2)})
	got, err := rewriteData(in, func(memory []byte, base int64) error {
		if base != 1000 || len(memory) != 2*mergeGap+2 {
			t.Errorf("the memory from %d, %d bytes; want 1000, %d", base, len(memory), 2*mergeGap+2)
		}
		clear(memory[:1])
		clear(memory[2 : 2+mergeGap])
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	want := moduleOf(segment{1001, []byte{7}}, segment{1002 + mergeGap, bytes.Repeat([]byte{7}, mergeGap)})
	if !bytes.Equal(got, want) {
		t.Errorf("rewriteData =\n%x\nwant\n%x", got, want)
	}
}

func TestMergeDataRefusesWhatItDoesNotKnow(t *testing.T) {
	passive := []byte("\x00asm\x01\x00\x00\x00\x0b\x05\x01\x01\x02hi")
	overlapping := moduleOf(segment{102, []byte("x")}, segment{100, []byte("abcd")})
	truncated := moduleOf(segment{100, []byte("abcd")})
	truncated = truncated[:len(truncated)-1]
	for name, in := range map[string][]byte{"passive": passive, "overlapping": overlapping, "truncated": truncated, "not wasm": []byte("<!doctype html>")} {
		if _, err := mergeData(in); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func TestLEB128RoundTrips(t *testing.T) {
	for _, n := range []int64{0, 1, 63, 64, -1, -64, -65, 1 << 20, 0x7fffffff, -1 << 31} {
		r := reader{b: appendSLEB(nil, n)}
		if got := r.sleb(); got != n || r.err != nil || r.at != len(r.b) {
			t.Errorf("sleb(%d) = %d, %v", n, got, r.err)
		}
		if n >= 0 {
			r = reader{b: appendULEB(nil, uint64(n))}
			if got := r.uleb(); got != uint64(n) || r.err != nil {
				t.Errorf("uleb(%d) = %d, %v", n, got, r.err)
			}
		}
	}
}

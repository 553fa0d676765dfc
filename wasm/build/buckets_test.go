package main

import (
	"bytes"
	"testing"
)

// fakeBuckets returns fakeRuntime's memory with 40 functions and a
// findfunctab at fakeTable of 13 buckets and a 14th of two sub-buckets,
// bucket b's index 3b, its sub-buckets from the ninth on one more, and
// 0xaa after it.
func fakeBuckets(base int64) []byte {
	memory, _, _ := fakeRuntime(base)
	const header, moduledata, minpc = 8, 400, 0x10000000
	le.PutUint64(memory[header+8:], 40)
	le.PutUint64(memory[moduledata+16+24*5:], 41)
	le.PutUint64(memory[moduledata+moduledataBucket:], uint64(base+fakeTable))
	le.PutUint64(memory[moduledata+moduledataBucket+8:], minpc)
	le.PutUint64(memory[moduledata+moduledataBucket+16:], minpc+13*bucketPCs+2*bucketPCs/subBuckets)
	for b := range 14 {
		rec := memory[fakeTable+bucketSize*b:]
		le.PutUint32(rec, uint32(3*b))
		for j := range subBuckets {
			if b < 13 || j < 2 {
				rec[4+j] = byte(j / 8)
			}
		}
	}
	memory[fakeTable+fakeTableSize] = 0xaa
	return memory
}

// fakeTable is where fakeBuckets's findfunctab lies, fakeTableSize its
// bytes: 14 indices, 13 times 16 sub-buckets and 2.
const fakeTable, fakeTableSize = 740, 4*14 + 13*16 + 2

func TestCoarsenBucketsRoundsEachIndexDown(t *testing.T) {
	const base = 0x13140
	memory := fakeBuckets(base)
	if err := coarsenBuckets(memory, base); err != nil {
		t.Fatal(err)
	}
	want := make([]byte, fakeTableSize)
	for b := range 14 {
		le.PutUint32(want[bucketSize*b:], uint32(3*b/bucketStride*bucketStride))
	}
	if got := memory[fakeTable : fakeTable+fakeTableSize]; !bytes.Equal(got, want) {
		t.Errorf("findfunctab =\n%v\nwant\n%v", got, want)
	}
	if memory[fakeTable+fakeTableSize] != 0xaa {
		t.Error("the byte after the table changed")
	}
}

func TestCoarsenBucketsRefusesATableOutOfOrder(t *testing.T) {
	const base = 0x13140
	for name, change := range map[string]func(m []byte){
		"an index smaller than the last":     func(m []byte) { le.PutUint32(m[fakeTable+bucketSize*5:], 2) },
		"an index past the functions' table": func(m []byte) { le.PutUint32(m[fakeTable+bucketSize*13:], 41) },
		"a table outside the memory":         func(m []byte) { le.PutUint64(m[400+moduledataBucket:], base+1000) },
	} {
		memory := fakeBuckets(base)
		change(memory)
		if err := coarsenBuckets(memory, base); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

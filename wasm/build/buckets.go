package main

import (
	"errors"
	"fmt"
)

// bucketStride is the step of the function indices coarsenBuckets writes
// in the runtime's findfunctab: each a multiple of it.
const bucketStride = 16

// The runtime's findfunctab (runtime/symtab.go's findfunc and
// cmd/link's findfunctab): a record a bucket of 4,096 pcs, the index of
// the first function in it and 16 sub-buckets' offsets from that index.
const (
	bucketPCs        = 4096
	subBuckets       = 16
	bucketSize       = 4 + subBuckets
	moduledataBucket = 152 // findfunctab, then minpc and maxpc
)

// coarsenBuckets rewrites the runtime's findfunctab in a Go program's
// memory (memory[0] at address base) so that it compresses: each record's
// function index rounded down to a multiple of bucketStride, its
// sub-buckets' offsets zero. On WebAssembly a function's pcs are its
// index times 65,536, 16 buckets a function: the linker's table repeats
// each index 16 times, then counts up by one, which gzip cannot foresee
// (Lino's: 1.6 MB, 15 KB gzipped alone); rounded, 256 records in a row
// are the same. The runtime's findfunc reads the record of a pc's bucket
// and then steps up the functions' table from that index while the next
// function starts at or before the pc: from a smaller index it steps a
// few more times (at most bucketStride - 1) to the same function. It
// refuses a table out of order, where the rounding would not hold.
func coarsenBuckets(memory []byte, base int64) error {
	t, err := findPCLNTable(memory, base)
	if err != nil {
		return fmt.Errorf("the function table of Go's runtime: %w", err)
	}
	m := t.moduledata + moduledataBucket
	table, minpc, maxpc := int64(le.Uint64(memory[m:])), int64(le.Uint64(memory[m+8:])), int64(le.Uint64(memory[m+16:]))
	if maxpc < minpc {
		return errors.New("the runtime's findfunctab: its pcs end before they start")
	}
	buckets := (maxpc - minpc + bucketPCs - 1) / bucketPCs
	subs := (maxpc - minpc + bucketPCs/subBuckets - 1) / (bucketPCs / subBuckets)
	size := 4*buckets + subs
	if table < base || table-base+size > int64(len(memory)) {
		return errors.New("the runtime's findfunctab lies outside the memory")
	}
	tab := memory[table-base : table-base+size]
	last := uint32(0)
	for b := range int(buckets) {
		rec := tab[bucketSize*b : min(bucketSize*(b+1), len(tab))]
		idx := le.Uint32(rec)
		for _, sub := range rec[4:] {
			i := idx + uint32(sub)
			if i < last || i > uint32(t.nfunc) {
				return fmt.Errorf("the runtime's findfunctab: bucket %d out of order", b)
			}
			last = i
		}
		le.PutUint32(rec, idx/bucketStride*bucketStride)
		clear(rec[4:])
	}
	return nil
}

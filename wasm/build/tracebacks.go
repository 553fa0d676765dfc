package main

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
)

// dropTracebacks blanks, in a Go program's memory as its data segments
// write it (memory[0] at address base), what only a traceback reads: the
// functions' names and the tables that map each instruction to its file
// and line, and in each function's record (_func) its name's offset, its
// file table's and its first line, which differ from one function to the
// next and so compress badly. A panic's trace then reads "?" where it
// named a function and its line; the runtime's other uses of these tables
// (the stack maps the collector and the unwinding read, a function's
// entry and frame size) keep theirs. It drops as well what else the
// runtime reads on WebAssembly in a trace alone: two pcdata tables (see
// pcdataUnsafePoint), each function's arguments' layout and the inlined
// calls' names and lines (see funcdataArgInfo). In Lino's build that is
// 33 KB gzipped of names, 55 KB of line tables, 28 KB of the records'
// fields and 15 KB of the rest, 10% of the file (go run ./wasm/build
// -tracebacks keeps them, to read a panic's trace). It is the symbol
// table that -ldflags=-s leaves, since the runtime needs the rest of it.
// TestAProgramWithoutTracebacksStillRuns runs a program so built through
// a grown stack, the collector and recovered panics.
//
// It finds the table by Go's own layout (the runtime's pcHeader,
// moduledata and _func, Go 1.20 on), and refuses a memory where that
// layout does not check out: a toolchain that changed it fails the build
// here rather than building a program whose runtime reads wrong tables.
func dropTracebacks(memory []byte, base int64) error {
	t, err := findPCLNTable(memory, base)
	if err != nil {
		return fmt.Errorf("the function table of Go's runtime: %w (go run ./wasm/build -tracebacks leaves it)", err)
	}
	// The tables the runtime still reads: each function's frame sizes
	// (pcsp) and its pcdata but two (stack maps, inlining, the bounds a
	// failed index check reports). The linker stores a table once for
	// every function with the same, so a dropped table may be another
	// function's kept one: those stay.
	keep := make([]bool, len(t.pctab))
	type ref struct{ at, off int } // where a function names a dropped table, and the table
	var dropped []ref
	// The funcdata: the arguments' layout a trace prints, dropped; the
	// inlining trees, of which a trace alone reads the names and lines
	// (how many calls each holds: its function's largest index); the
	// rest kept. The linker stores a funcdata once for all the functions
	// that have the same, of any kind: one a kept kind shares stays.
	argInfos := map[uint32]bool{}
	inlTrees := map[uint32]int{}
	keptFuncdata := map[uint32]bool{}
	for i := range t.nfunc {
		f := t.functab[8*i:]
		entry, off := le.Uint32(f), int(le.Uint32(f[4:]))
		if off+funcFixed > len(t.pclntable) || le.Uint32(t.pclntable[off:]) != entry {
			return fmt.Errorf("function %d's entry is not its table's", i)
		}
		fn := t.pclntable[off:]
		npcdata := int(le.Uint32(fn[funcNPCData:]))
		if off+funcFixed+4*npcdata > len(t.pclntable) {
			return fmt.Errorf("function %d's pcdata runs past the table", i)
		}
		kept := []uint32{le.Uint32(fn[funcPCSP:])}
		for k := range npcdata {
			at := funcFixed + 4*k
			if k == pcdataUnsafePoint || k == pcdataArgLiveIndex {
				dropped = append(dropped, ref{off + at, int(le.Uint32(fn[at:]))})
				continue
			}
			kept = append(kept, le.Uint32(fn[at:]))
		}
		for _, o := range kept {
			if o == 0 {
				continue // no table
			}
			n, _, err := pcvalueTable(t.pctab, int(o))
			if err != nil {
				return fmt.Errorf("function %d: %w", i, err)
			}
			for j := range n {
				keep[int(o)+j] = true
			}
		}
		nfuncdata := int(fn[funcNFuncData])
		if off+funcFixed+4*(npcdata+nfuncdata) > len(t.pclntable) {
			return fmt.Errorf("function %d's funcdata runs past the table", i)
		}
		for k := range nfuncdata {
			at := funcFixed + 4*(npcdata+k)
			o := le.Uint32(fn[at:])
			switch {
			case o == noFuncdata:
			case k == funcdataArgInfo:
				argInfos[o] = true
				le.PutUint32(fn[at:], noFuncdata)
			case k == funcdataInlTree && npcdata > pcdataInlTreeIndex:
				_, top, err := pcvalueTable(t.pctab, int(le.Uint32(fn[funcFixed+4*pcdataInlTreeIndex:])))
				if err != nil {
					return fmt.Errorf("function %d: %w", i, err)
				}
				inlTrees[o] = max(inlTrees[o], int(top)+1)
			default:
				keptFuncdata[o] = true
			}
		}
		dropped = append(dropped, ref{off + funcPCFile, int(le.Uint32(fn[funcPCFile:]))}, ref{off + funcPCLn, int(le.Uint32(fn[funcPCLn:]))})
		// The name's offset (0 is the runtime's "no name"), the file
		// table's and the first line: a trace's alone.
		for _, at := range []int{funcNameOff, funcCUOffset, funcStartLine} {
			le.PutUint32(fn[at:], 0)
		}
	}
	for _, d := range dropped {
		if d.off == 0 {
			continue
		}
		n, _, err := pcvalueTable(t.pctab, d.off)
		if err != nil {
			return err
		}
		for j := range n {
			if !keep[d.off+j] {
				t.pctab[d.off+j] = 0
			}
		}
		// Offset 0 is the runtime's "no table": a file and line of "?",
		// no unsafe point, no argument's liveness.
		le.PutUint32(t.pclntable[d.at:], 0)
	}
	for o := range argInfos {
		// Its bytes up to the end mark, which no other byte of it is.
		n := bytes.IndexByte(t.gofunc[min(int(o), len(t.gofunc)):], argInfoEnd)
		if n < 0 {
			return fmt.Errorf("the arguments' layout at %d runs past the funcdata", o)
		}
		if !keptFuncdata[o] && inlTrees[o] == 0 {
			clear(t.gofunc[o : int(o)+n+1])
		}
	}
	for o, calls := range inlTrees {
		if keptFuncdata[o] {
			continue
		}
		if int(o)+inlinedCallSize*calls > len(t.gofunc) {
			return fmt.Errorf("the inlining tree at %d runs past the funcdata", o)
		}
		for c := range calls {
			call := t.gofunc[int(o)+inlinedCallSize*c:]
			le.PutUint32(call[inlinedCallNameOff:], 0)
			le.PutUint32(call[inlinedCallStartLine:], 0)
		}
	}
	clear(t.funcnametab) // every name reads "" (offset 0 is a NUL)
	clear(t.filetab)
	clear(t.cutab)
	return nil
}

// The pcdata tables dropTracebacks drops besides the lines: where the
// runtime may stop a goroutine by a signal (never on WebAssembly, which
// has none: the runtime's preemptMSupported is false there) and which of
// a function's arguments a trace prints are live (printArgs alone).
const (
	pcdataUnsafePoint  = 0
	pcdataArgLiveIndex = 3
)

// The funcdata dropTracebacks reads: the inlining trees, whose calls'
// names and first lines it blanks (the runtime's inlinedCall: a call's
// kind, its name's offset, where it was called, its first line), and
// each function's arguments' layout, which a trace alone prints and
// dropTracebacks drops (the runtime's printArgs prints none where a
// function has none): bytes ended by argInfoEnd, which no byte before it
// is (the compiler's TraceArgs encoding, whose offsets and sizes stay
// below 0xf0).
const (
	funcdataInlTree      = 3
	funcdataArgInfo      = 5
	pcdataInlTreeIndex   = 2
	noFuncdata           = ^uint32(0)
	inlinedCallSize      = 16
	inlinedCallNameOff   = 4
	inlinedCallStartLine = 12
	argInfoEnd           = 0xff
)

// le is the byte order of WebAssembly's memory.
var le = binary.LittleEndian

// The runtime's _func (runtime/runtime2.go): where its fields lie, and
// the size of its fixed part, after which come its pcdata offsets.
const (
	funcNameOff   = 4
	funcPCSP      = 16
	funcPCFile    = 20
	funcPCLn      = 24
	funcNPCData   = 28
	funcCUOffset  = 32
	funcStartLine = 36
	funcNFuncData = 43
	funcFixed     = 44
)

// A pclnTable is the parts of Go's function table (the runtime's
// moduledata's slices) that dropTracebacks reads or blanks, each a slice
// of the program's memory.
type pclnTable struct {
	funcnametab, cutab, filetab, pctab, pclntable, functab []byte
	// gofunc is the funcdata, from the moduledata's gofunc to its
	// epclntab.
	gofunc []byte
	nfunc  int
	// moduledata is where the runtime's moduledata lies in the memory.
	moduledata int
}

// Where the moduledata holds the funcdata's start and the function
// table's end.
const (
	moduledataGofunc   = 320
	moduledataEpclntab = 328
)

// pcHeaderMagic is how the runtime's pcHeader starts on WebAssembly: Go
// 1.20's magic number, two zero pads, the instruction size 1 and the
// pointer size 8.
var pcHeaderMagic = []byte{0xf1, 0xff, 0xff, 0xff, 0, 0, 1, 8}

// findPCLNTable finds Go's function table in memory (memory[0] at address
// base): the pcHeader by its magic number, then the runtime's moduledata,
// the one place that points at it and whose slices start where the
// header says its tables do.
func findPCLNTable(memory []byte, base int64) (pclnTable, error) {
	u64 := func(at int) int64 { return int64(le.Uint64(memory[at:])) }
	slice := func(addr, n int64) ([]byte, error) {
		if addr < base || n < 0 || addr-base+n > int64(len(memory)) {
			return nil, errors.New("a table outside the memory")
		}
		return memory[addr-base : addr-base+n], nil
	}
	// Both are 8-byte aligned in memory: a match elsewhere is none.
	aligned := func(at int) bool { return (base+int64(at))%8 == 0 }
	for at := -1; ; {
		at = next(memory, at+1, pcHeaderMagic)
		if at < 0 {
			return pclnTable{}, errors.New("no pcHeader")
		}
		if !aligned(at) || at+72 > len(memory) {
			continue
		}
		header := base + int64(at)
		nfunc := u64(at + 8)
		// pcHeader's offsets, from the header: funcnametab, cutab,
		// filetab, pctab, pclntable (its functab first).
		var starts [5]int64
		for k := range starts {
			starts[k] = header + u64(at+32+8*k)
		}
		ptr := make([]byte, 8)
		le.PutUint64(ptr, uint64(header))
		for m := -1; ; {
			if m = next(memory, m+1, ptr); m < 0 {
				break
			}
			if !aligned(m) || m+moduledataEpclntab+8 > len(memory) {
				continue
			}
			// moduledata: the header, then six slices (pointer, length,
			// capacity): funcnametab, cutab ([]uint32), filetab, pctab,
			// pclntable, ftab ([]functab, 8 bytes each).
			var s [6][2]int64
			for k := range s {
				s[k] = [2]int64{u64(m + 8 + 24*k), u64(m + 16 + 24*k)}
			}
			if s[0][0] != starts[0] || s[1][0] != starts[1] || s[2][0] != starts[2] || s[3][0] != starts[3] || s[4][0] != starts[4] || s[5][0] != starts[4] || s[5][1] != nfunc+1 {
				continue
			}
			var t pclnTable
			var err error
			for k, dst := range []*[]byte{&t.funcnametab, &t.cutab, &t.filetab, &t.pctab, &t.pclntable, &t.functab} {
				n := s[k][1]
				switch k {
				case 1:
					n *= 4
				case 5:
					n *= 8
				}
				if *dst, err = slice(s[k][0], n); err != nil {
					return pclnTable{}, err
				}
			}
			gofunc := u64(m + moduledataGofunc)
			if t.gofunc, err = slice(gofunc, u64(m+moduledataEpclntab)-gofunc); err != nil {
				return pclnTable{}, err
			}
			t.nfunc, t.moduledata = int(nfunc), m
			return t, nil
		}
		return pclnTable{}, errors.New("no moduledata for the pcHeader")
	}
}

// next returns the index of the first b in memory at or after from, or
// -1.
func next(memory []byte, from int, b []byte) int {
	if i := bytes.Index(memory[from:], b); i >= 0 {
		return from + i
	}
	return -1
}

// pcvalueTable returns the length of the pc-value table at off in pctab
// and the largest value it holds: pairs of varints (a value's delta,
// zigzag-encoded, from -1, and a pc's), the first value's delta possibly
// 0, ended by a lone 0 (the runtime's step).
func pcvalueTable(pctab []byte, off int) (length int, top int32, err error) {
	at := off
	varint := func() (uint64, bool) {
		n, k := binary.Uvarint(pctab[min(at, len(pctab)):])
		if k <= 0 {
			return 0, false
		}
		at += k
		return n, true
	}
	value, top := int32(-1), int32(-1)
	for first := true; ; first = false {
		delta, ok := varint()
		if !ok {
			return 0, 0, fmt.Errorf("the pc-value table at %d runs past pctab", off)
		}
		if delta == 0 && !first {
			return at - off, top, nil
		}
		value += int32(-(uint32(delta) & 1) ^ (uint32(delta) >> 1))
		top = max(top, value)
		if _, ok := varint(); !ok {
			return 0, 0, fmt.Errorf("the pc-value table at %d runs past pctab", off)
		}
	}
}

package main

import (
	"bytes"
	"testing"
)

// fakeRuntime lays out, from address base, what dropTracebacks reads of
// Go's runtime: a pcHeader, its tables (one function, named "main.f",
// whose pcsp, pcfile, pcln and one pcdata table lie in pctab, its pcln
// table also another pcdata's) and the moduledata that points at them. It
// returns the memory and where the function's _func and tables are.
func fakeRuntime(base int64) (memory []byte, fn int, pctab int) {
	memory = make([]byte, 1024)
	put64 := func(at int, v int64) { le.PutUint64(memory[at:], uint64(v)) }
	const header, names, cutab, filetab = 8, 80, 96, 104
	pctab = 120
	const pcln, moduledata = 200, 400
	copy(memory[header:], pcHeaderMagic)
	put64(header+8, 1) // nfunc
	for k, at := range []int{names, cutab, filetab, pctab, pcln} {
		put64(header+32+8*k, int64(at-header))
	}
	copy(memory[names:], "main.f\x00")
	copy(memory[filetab:], "f.go\x00")
	// pctab: offset 0 is "no table"; then four tables of one pair each.
	copy(memory[pctab:], []byte{0, 2, 5, 0, 4, 5, 0, 6, 5, 0, 8, 5, 0})
	// ftab: the function's entry and its _func's offset, then the end.
	le.PutUint32(memory[pcln:], 0x10000)
	le.PutUint32(memory[pcln+4:], 16)
	fn = pcln + 16
	le.PutUint32(memory[fn:], 0x10000)
	le.PutUint32(memory[fn+funcPCSP:], 1)
	le.PutUint32(memory[fn+funcPCFile:], 4)
	le.PutUint32(memory[fn+funcPCLn:], 7)
	le.PutUint32(memory[fn+funcNPCData:], 2)
	le.PutUint32(memory[fn+funcFixed:], 10)
	le.PutUint32(memory[fn+funcFixed+4:], 7)
	put64(moduledata, base+header)
	for k, s := range [][2]int{{names, 7}, {cutab, 1}, {filetab, 5}, {pctab, 13}, {pcln, 100}, {pcln, 2}} {
		put64(moduledata+8+24*k, base+int64(s[0]))
		put64(moduledata+16+24*k, int64(s[1]))
		put64(moduledata+24+24*k, int64(s[1]))
	}
	return memory, fn, pctab
}

func TestDropTracebacksBlanksNamesAndLinesAlone(t *testing.T) {
	const base = 0x13140
	memory, fn, pctab := fakeRuntime(base)
	if err := dropTracebacks(memory, base); err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(memory, []byte("main.f")) || bytes.Contains(memory, []byte("f.go")) {
		t.Error("a function's name or file is left")
	}
	if got := [2]uint32{le.Uint32(memory[fn+funcPCFile:]), le.Uint32(memory[fn+funcPCLn:])}; got != [2]uint32{} {
		t.Errorf("pcfile and pcln = %d, want 0 (no table)", got)
	}
	// pcsp and both pcdata stay, the shared pcln table with them; the
	// pcfile table is zeros.
	want := []byte{0, 2, 5, 0, 0, 0, 0, 6, 5, 0, 8, 5, 0}
	if got := memory[pctab : pctab+13]; !bytes.Equal(got, want) {
		t.Errorf("pctab = %v, want %v", got, want)
	}
	if le.Uint32(memory[fn+funcPCSP:]) != 1 || le.Uint32(memory[fn+funcFixed:]) != 10 {
		t.Error("pcsp or pcdata moved")
	}
}

func TestDropTracebacksRefusesALayoutItDoesNotKnow(t *testing.T) {
	const base = 0x13140
	for name, change := range map[string]func(memory []byte, fn int){
		"no header":           func(m []byte, _ int) { m[8] = 0xf0 },
		"a misaligned header": func(m []byte, _ int) { copy(m[12:], m[8:16]); clear(m[8:12]) },
		"no moduledata":       func(m []byte, _ int) { m[400]++ },
		"another entry":       func(m []byte, fn int) { m[fn]++ },
	} {
		memory, fn, _ := fakeRuntime(base)
		change(memory, fn)
		if err := dropTracebacks(memory, base); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

package main

import (
	"bytes"
	"errors"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// fakeRuntime lays out, from address base, what dropTracebacks reads of
// Go's runtime: a pcHeader, its tables (one function, named "main.f",
// whose pcsp, pcfile, pcln and four pcdata tables lie in pctab: the
// unsafe points, the stack maps (its pcln table too), the inlining (its
// pcsp table too, whose value is 0: one inlined call) and the arguments'
// liveness; and whose funcdata are a stack map, an inlining tree and its
// arguments' layout) and the moduledata that points at them. It returns
// the memory and where the function's _func and tables are; its funcdata
// are at fakeGofunc.
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
	copy(memory[names:], "\x00main.f\x00")
	copy(memory[filetab:], "f.go\x00")
	// pctab: offset 0 is "no table"; then five tables of one pair each.
	copy(memory[pctab:], []byte{0, 2, 5, 0, 4, 5, 0, 6, 5, 0, 8, 5, 0, 10, 5, 0})
	// ftab: the function's entry and its _func's offset, then the end.
	le.PutUint32(memory[pcln:], 0x10000)
	le.PutUint32(memory[pcln+4:], 16)
	fn = pcln + 16
	for at, v := range map[int]uint32{
		0: 0x10000, funcNameOff: 1, funcPCSP: 1, funcPCFile: 4, funcPCLn: 7, funcNPCData: 4, funcCUOffset: 1, funcStartLine: 12,
		funcFixed: 10, funcFixed + 4: 7, funcFixed + 8: 1, funcFixed + 12: 13,
		funcFixed + 16: 0, funcFixed + 20: noFuncdata, funcFixed + 24: noFuncdata, funcFixed + 28: 8, funcFixed + 32: noFuncdata, funcFixed + 36: 24,
	} {
		le.PutUint32(memory[fn+at:], v)
	}
	memory[fn+funcNFuncData] = 6
	copy(memory[fakeGofunc:], fakeFuncdata)
	put64(moduledata, base+header)
	for k, s := range [][2]int{{names, 8}, {cutab, 2}, {filetab, 5}, {pctab, 16}, {pcln, 100}, {pcln, 2}} {
		put64(moduledata+8+24*k, base+int64(s[0]))
		put64(moduledata+16+24*k, int64(s[1]))
		put64(moduledata+24+24*k, int64(s[1]))
	}
	put64(moduledata+moduledataGofunc, base+fakeGofunc)
	put64(moduledata+moduledataEpclntab, base+fakeGofunc+60)
	return memory, fn, pctab
}

// fakeGofunc is where fakeRuntime's funcdata lie, fakeFuncdata: a stack
// map at 0, an inlining tree of one call at 8 (its name's offset 5, where
// it was called 3, its first line 40), the arguments' layout at 24.
const fakeGofunc = 300

var fakeFuncdata = []byte{
	1, 0, 0, 0, 8, 0, 0, 0,
	0, 0, 0, 0, 5, 0, 0, 0, 3, 0, 0, 0, 40, 0, 0, 0,
	0, 8, 8, 8, argInfoEnd,
}

func TestDropTracebacksBlanksWhatOnlyATraceReads(t *testing.T) {
	const base = 0x13140
	memory, fn, pctab := fakeRuntime(base)
	if err := dropTracebacks(memory, base); err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(memory, []byte("main.f")) || bytes.Contains(memory, []byte("f.go")) {
		t.Error("a function's name or file is left")
	}
	for name, at := range map[string]int{"name": funcNameOff, "pcfile": funcPCFile, "pcln": funcPCLn, "cuOffset": funcCUOffset, "startLine": funcStartLine, "unsafe points": funcFixed, "arguments' liveness": funcFixed + 12} {
		if got := le.Uint32(memory[fn+at:]); got != 0 {
			t.Errorf("%s = %d, want 0", name, got)
		}
	}
	// pcsp, the stack maps and the inlining stay, the shared tables with
	// them; the pcfile, unsafe points' and arguments' tables are zeros.
	want := []byte{0, 2, 5, 0, 0, 0, 0, 6, 5, 0, 0, 0, 0, 0, 0, 0}
	if got := memory[pctab : pctab+16]; !bytes.Equal(got, want) {
		t.Errorf("pctab = %v, want %v", got, want)
	}
	if got := le.Uint32(memory[fn+funcFixed+36:]); got != noFuncdata {
		t.Errorf("the arguments' layout's offset = %d, want none", got)
	}
	// The stack map stays, and the inlining tree but its call's name and
	// first line; the arguments' layout is zeros.
	want = []byte{
		1, 0, 0, 0, 8, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0,
	}
	if got := memory[fakeGofunc : fakeGofunc+len(want)]; !bytes.Equal(got, want) {
		t.Errorf("the funcdata = %v, want %v", got, want)
	}
	for name, at := range map[string]int{"pcsp": funcPCSP, "stack maps": funcFixed + 4, "inlining": funcFixed + 8, "the stack map's funcdata": funcFixed + 16, "the inlining tree's": funcFixed + 28} {
		if got, want := le.Uint32(memory[fn+at:]), le.Uint32(fakeRuntimeAt(base, fn+at)); got != want {
			t.Errorf("%s = %d, want %d, as before", name, got, want)
		}
	}
}

// fakeRuntimeAt returns the 4 bytes at at of fakeRuntime's memory, as it
// lays them out.
func fakeRuntimeAt(base int64, at int) []byte {
	memory, _, _ := fakeRuntime(base)
	return memory[at : at+4]
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

// TestAProgramWithoutTracebacksStillRuns builds testdata/panics as the
// handle is built, its tracebacks dropped, and runs it in Node: its stack
// grows, the collector scans it, panics are recovered with their
// messages, and the last panic, recovered by nobody, is reported (the
// names and lines "?") with the runtime's exit status 2.
func TestAProgramWithoutTracebacksStillRuns(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: building a WebAssembly program takes seconds")
	}
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("no node on PATH to run the WebAssembly with")
	}
	root, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "panics.wasm")
	if err := compile("./testdata/panics", path, "", "-s -w"); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(node, filepath.Join(strings.TrimSpace(string(root)), "lib", "wasm", "wasm_exec_node.js"), path)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err = cmd.Run()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 2 {
		t.Errorf("the program ended with %v, want exit status 2\n%s", err, stderr.Bytes())
	}
	want := "sum 50005000\nruntime error: index out of range [5] with length 3\ndeferred\n"
	if stdout.String() != want {
		t.Errorf("the program printed %q, want %q", stdout.Bytes(), want)
	}
	for _, s := range []string{"panic: boom", "goroutine 1 [running]:"} {
		if !strings.Contains(stderr.String(), s) {
			t.Errorf("its report lacks %q:\n%s", s, stderr.Bytes())
		}
	}
}

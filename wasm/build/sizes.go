package main

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
)

// The sections sizes reads.
const (
	importSection = 2
	codeSection   = 10
	customSection = 0
)

// A share is what one package (or one other part of a module: its data,
// the rest of its sections) weighs: its bytes and the same gzipped alone.
type share struct {
	name        string
	bytes, gzip int
}

// sizes returns where a WebAssembly module built without -s -w puts its
// bytes: each package's code (its functions' bodies, by the names of the
// name section), heaviest first, then the data section, its parts (see
// dataShares) and the rest. Gzipped alone, each share is an upper bound
// on what it costs in the whole module gzipped, where a share compresses
// against the others.
func sizes(wasm []byte) ([]share, error) {
	sections, err := sectionsOf(wasm)
	if err != nil {
		return nil, err
	}
	var imported uint64
	var bodies [][]byte
	names := map[uint64]string{}
	var data, rest []byte
	for _, s := range sections {
		id, body := s.id, s.body
		switch id {
		case importSection:
			imported, err = importedFuncs(body)
			rest = append(rest, body...)
		case codeSection:
			bodies, err = functionBodies(body)
		case dataSection:
			data = body
		case customSection:
			if functionNames(body, names) != nil {
				rest = append(rest, body...)
			}
		default:
			rest = append(rest, body...)
		}
		if err != nil {
			return nil, fmt.Errorf("section %d: %w", id, err)
		}
	}
	if len(names) == 0 {
		return nil, errors.New("no name section: build without -ldflags=-s")
	}
	code := map[string][]byte{}
	for i, b := range bodies {
		pkg := packageOf(names[imported+uint64(i)])
		code[pkg] = append(code[pkg], b...)
	}
	var out []share
	for pkg, b := range code {
		out = append(out, measure(pkg, b))
	}
	slices.SortFunc(out, func(a, b share) int { return b.bytes - a.bytes })
	out = append(out, measure("(data section)", data))
	parts, err := dataShares(data)
	if err != nil {
		return nil, fmt.Errorf("the data section: %w", err)
	}
	return append(append(out, parts...), measure("(other sections)", rest)), nil
}

// dataParts names the parts of a Go program's data that dataShares
// measures, in the order of their addresses, each from the field of the
// runtime's moduledata (runtime/symtab.go) that says where it starts, as
// an offset in moduledata; the last ends at edata.
var dataParts = []struct {
	name  string
	start int
}{
	{"type descriptors (names, fields, methods) and string literals (rodata)", 312},
	{"pointer masks, itabs, generics' dictionaries, constant tables (gcdata on)", 280},
	{"functions' names and files, blank but with -tracebacks (pcHeader on)", 0},
	{"pc-value tables: frame sizes, stack maps' indices (pctab)", 80},
	{"the functions' table: entries, frames, tables' offsets (ftab, _func)", 104},
	{"funcdata: stack maps, inlining trees, arguments' layout (go:func.*)", moduledataGofunc},
	{"pc to function, a bucket every 4,096 pcs (findfunctab)", 152},
	{"typelinks and itablinks (epclntab on)", moduledataEpclntab},
	{"variables without pointers: strconv's, unicode's tables… (noptrdata)", 192},
	{"variables with pointers: tables of words and names, whose strings are rodata's (data)", 208},
}

// moduledataEdata is where the end of the data with pointers lies in the
// runtime's moduledata.
const moduledataEdata = 216

// dataShares returns the parts of a Go program's data section (see
// dataParts), found by its runtime's moduledata: the memory it writes,
// gzipped alone, each share named "data: " and its part. Its bytes are
// the memory's, the zeros between the segments too; a part's gzipped
// bytes are what it costs in a build.
func dataShares(section []byte) ([]share, error) {
	memory, base, err := layout(section)
	if err != nil || memory == nil {
		return nil, err
	}
	t, err := findPCLNTable(memory, base)
	if err != nil {
		return nil, err
	}
	if t.moduledata+moduledataEdata+8 > len(memory) {
		return nil, errors.New("the moduledata runs past the memory")
	}
	field := func(offset int) int64 {
		return min(max(int64(le.Uint64(memory[t.moduledata+offset:]))-base, 0), int64(len(memory)))
	}
	var out []share
	for i, p := range dataParts {
		stop := moduledataEdata
		if i+1 < len(dataParts) {
			stop = dataParts[i+1].start
		}
		from, to := field(p.start), field(stop)
		if to < from {
			return nil, fmt.Errorf("the moduledata's %s ends before it starts", p.name)
		}
		out = append(out, measure("data: "+p.name, memory[from:to]))
	}
	return out, nil
}

// measure returns b's share, gzipped at the level the README's figures use.
func measure(name string, b []byte) share {
	var z bytes.Buffer
	w, _ := gzip.NewWriterLevel(&z, gzip.BestCompression)
	w.Write(b)
	w.Close()
	return share{name, len(b), z.Len()}
}

// packageOf returns the package of a function's name in Go's name section,
// which writes a slash, a bracket or a star as an underscore
// ("github.com_x_y.__T_.M", "slices.Sort_go.shape.int_"): what precedes
// the first dot after a domain's, with the slashes put back. A generic's
// instances are counted apart, after their package's name.
func packageOf(name string) string {
	if name == "" {
		return "(unnamed)"
	}
	from := 0
	if strings.HasPrefix(name, "github.com_") {
		from = len("github.com_")
	}
	pkg := name
	if dot := strings.IndexByte(name[from:], '.'); dot >= 0 {
		pkg = name[:from+dot]
	}
	pkg = strings.ReplaceAll(pkg, "_", "/")
	if pkg == "type/" { // type:.eq.T and type:.hash.T
		pkg = "(types' equality functions)"
	}
	if strings.Contains(name, "go.shape.") {
		pkg += " (generic instances)"
	}
	return pkg
}

// importedFuncs returns how many functions an import section imports: the
// first function indices, which the code section's bodies follow.
func importedFuncs(body []byte) (uint64, error) {
	r := reader{b: body}
	var funcs uint64
	for n := r.uleb(); n > 0 && r.err == nil; n-- {
		r.skip(r.uleb()) // the module's name
		r.skip(r.uleb()) // the field's
		switch r.byte() {
		case 0: // a function: its type
			r.uleb()
			funcs++
		case 1: // a table: its type and limits
			r.byte()
			r.limits()
		case 2: // a memory
			r.limits()
		case 3: // a global: its type and mutability
			r.byte()
			r.byte()
		default:
			return 0, errors.New("an import of an unknown kind")
		}
	}
	return funcs, r.err
}

// functionBodies returns the code section's function bodies, in order.
func functionBodies(body []byte) ([][]byte, error) {
	r := reader{b: body}
	n := r.uleb()
	bodies := make([][]byte, 0, n)
	for ; n > 0 && r.err == nil; n-- {
		size := r.uleb()
		start := r.at
		r.skip(size)
		if r.err == nil {
			bodies = append(bodies, r.b[start:r.at])
		}
	}
	return bodies, r.err
}

// functionNames reads a custom section and, if it is the name section,
// its function names into names; another custom section is an error.
func functionNames(body []byte, names map[uint64]string) error {
	r := reader{b: body}
	if string(r.bytes(r.uleb())) != "name" {
		return errors.New("not the name section")
	}
	for r.at < len(r.b) && r.err == nil {
		kind := r.byte()
		sub := reader{b: r.bytes(r.uleb())}
		if kind != 1 { // 1: the function names
			continue
		}
		for n := sub.uleb(); n > 0 && sub.err == nil; n-- {
			index := sub.uleb()
			names[index] = string(sub.bytes(sub.uleb()))
		}
		if sub.err != nil {
			return sub.err
		}
	}
	return r.err
}

// bytes reads the next n bytes.
func (r *reader) bytes(n uint64) []byte {
	start := r.at
	r.skip(n)
	if r.err != nil {
		return nil
	}
	return r.b[start:r.at]
}

// skip moves past the next n bytes.
func (r *reader) skip(n uint64) {
	if r.err == nil && n > uint64(len(r.b)-r.at) {
		r.err = io.ErrUnexpectedEOF
	}
	if r.err == nil {
		r.at += int(n)
	}
}

// limits reads a table's or a memory's limits: a flag, a minimum, and a
// maximum where the flag says so.
func (r *reader) limits() {
	if r.byte()&1 != 0 {
		r.uleb()
	}
	r.uleb()
}

package main

import (
	"bytes"
	"strings"
	"testing"
)

// orderedModule returns a module as Go's linker writes one, of an
// imported function (index 0) and functions whose bodies are bodies
// (indices 1 on), each of type i (the function section's), names[i]
// (the name section's), exported as "f" and "g" (the first and the last)
// and in the table from slot 4,096 in their order.
func orderedModule(bodies [][]byte, names []string) []byte {
	module := []byte("\x00asm\x01\x00\x00\x00")
	imports := name(name(appendULEB(nil, 1), "go"), "debug")
	module = appendSection(module, importSection, append(imports, 0, 0))
	types := appendULEB(nil, uint64(len(bodies)))
	for i := range bodies {
		types = appendULEB(types, uint64(i))
	}
	module = appendSection(module, functionSection, types)
	exports := name(appendULEB(nil, 3), "f")
	exports = append(exports, 0, 1)
	exports = append(name(exports, "g"), 0, byte(len(bodies)))
	exports = append(name(exports, "mem"), 2, 0)
	module = appendSection(module, exportSection, exports)
	elements := appendSLEB([]byte{1, 0, i32Const}, 4096)
	elements = appendULEB(append(elements, end), uint64(len(bodies)))
	for i := range bodies {
		elements = appendULEB(elements, uint64(1+i))
	}
	module = appendSection(module, elementSection, elements)
	code := appendULEB(nil, uint64(len(bodies)))
	for _, b := range bodies {
		code = append(appendULEB(code, uint64(len(b))), b...)
	}
	module = appendSection(module, codeSection, code)
	module = appendSection(module, dataSection, []byte{0})
	list := appendULEB(nil, uint64(len(names)))
	for i, n := range names {
		list = name(appendULEB(list, uint64(1+i)), n)
	}
	sub := append([]byte{1}, appendULEB(nil, uint64(len(list)))...)
	return appendSection(module, customSection, append(name(nil, "name"), append(sub, list...)...))
}

func TestOrderFunctionsSortsTheBodiesAndRenumbersEveryIndex(t *testing.T) {
	// Function 3 comes first (i32.const 0), then 2, then 1. Its
	// immediates hold 0x10, call's opcode: an f64.const, an i64.const, a
	// load's offset, a br_table's depths, memory.copy, which it skips.
	third := []byte{0, 0x41, 0, 0x1a, 0x44, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x1a,
		0x42, 0x10, 0x1a, 0x41, 0, 0x28, 3, 0x10, 0x1a, 0x0e, 1, 0x10, 0x10, 0xfc, 10, 0, 0, end}
	bodies := [][]byte{
		{0, 0x41, 2, 0x10, 3, 0x10, 0, end}, // calls 3 and the import
		{1, 2, 0x7e, 0x41, 1, 0x10, 1, end}, // two i64 locals; calls 1
		third,
	}
	got, err := orderFunctions(orderedModule(bodies, []string{"a", "b", "c"}))
	if err != nil {
		t.Fatal(err)
	}
	want := orderedModule([][]byte{
		third,
		{0, 0x41, 2, 0x10, 1, 0x10, 0, end},
		{1, 2, 0x7e, 0x41, 1, 0x10, 2, end},
	}, []string{"c", "a", "b"})
	// The function section (types 2, 0, 1), the exports (f is 2, g 1)
	// and the table (2, 3, 1) follow the bodies.
	sections, _ := sectionsOf(want)
	for i, s := range sections {
		switch s.id {
		case functionSection:
			sections[i].body = []byte{3, 2, 0, 1}
		case exportSection:
			s.body[bytes.Index(s.body, []byte("f"))+2] = 2
			s.body[bytes.Index(s.body, []byte("g"))+2] = 1
		case elementSection:
			copy(s.body[len(s.body)-3:], []byte{2, 3, 1})
		}
	}
	want = want[:moduleHeader]
	for _, s := range sections {
		want = appendSection(want, s.id, s.body)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("orderFunctions gave\n%x\nwant\n%x", got, want)
	}
}

func TestOrderFunctionsRefusesWhatItCannotRenumber(t *testing.T) {
	good := []byte{0, 0x41, 0, end}
	for _, c := range []struct {
		why    string
		module []byte
		err    string
	}{
		{"an instruction Go does not write (try)", orderedModule([][]byte{{0, 0x06, 0x40, end}, good}, nil), "0x6"},
		{"a call of no function", orderedModule([][]byte{{0, 0x10, 9, end}, good}, nil), "function 9 does not exist"},
		{"a body without its end", orderedModule([][]byte{{0, 0x41, 0}, good}, nil), "does not end"},
		{"a body cut short", orderedModule([][]byte{{0, 0x41}, good}, nil), "unexpected end"},
		{"a start section", appendSection(orderedModule([][]byte{good}, nil), startSection, []byte{1}), "a start section"},
	} {
		_, err := orderFunctions(c.module)
		if err == nil || !strings.Contains(err.Error(), c.err) {
			t.Errorf("%s: orderFunctions gave %v, want an error saying %q", c.why, err, c.err)
		}
	}
}

func TestOrderFunctionsKeepsAnOrderedModule(t *testing.T) {
	bodies := [][]byte{{0, 0x41, 0, end}, {0, 0x41, 1, 0x10, 1, end}}
	module := orderedModule(bodies, []string{"a", "b"})
	got, err := orderFunctions(module)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, module) {
		t.Errorf("orderFunctions changed a module whose bodies were in order:\n%x\nwant\n%x", got, module)
	}
}

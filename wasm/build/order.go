package main

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"slices"
)

// The sections orderFunctions reads besides the code, the imports and the
// data.
const (
	functionSection = 3
	exportSection   = 7
	startSection    = 8
	elementSection  = 9
)

// orderFunctions returns the module wasm with its functions' bodies
// sorted by their bytes, every function index renumbered to match: the
// function section's types, the calls in the bodies, the exports, the
// table's elements and the names where the name section is kept. Go's
// linker writes the functions in the order of their packages; gzip finds
// a repeat only within the last 32 KB it read, and functions that begin
// alike (the same locals and first instructions: a generic's instances,
// the wrappers of methods, the games' copies of one generic function of
// the root package) are then scattered across 4 to 5 MB of code. Sorted,
// they lie side by side: gzip -9, Lino's build went from 1,179,220 to
// 1,158,400 bytes (-1.8%) and the whole's from 1,641,310 to 1,549,346
// (-5.6%); brotli 11, whose window holds the whole code, grew 0.2% and
// 0.6% (850,275 to 851,918, 1,102,076 to 1,108,589). What runs is the same: a Go
// program calls a function through the table by its PC (PC_F, the
// table's slot), which keeps naming the same function, or directly by
// its index, which is renumbered.
//
// It refuses a module with a start section (Go writes none), a name
// section with more than the functions' names, and a body holding an
// instruction Go's compiler does not write, whose immediates it cannot
// skip.
func orderFunctions(wasm []byte) ([]byte, error) {
	sections, err := sectionsOf(wasm)
	if err != nil {
		return nil, err
	}
	var imported uint64
	var types []uint64
	var bodies [][]byte
	for _, s := range sections {
		switch s.id {
		case importSection:
			imported, err = importedFuncs(s.body)
		case functionSection:
			types, err = functionTypes(s.body)
		case codeSection:
			bodies, err = functionBodies(s.body)
		case startSection:
			err = errors.New("a start section")
		}
		if err != nil {
			return nil, fmt.Errorf("section %d: %w", s.id, err)
		}
	}
	if len(types) != len(bodies) {
		return nil, fmt.Errorf("%d functions' types for %d bodies", len(types), len(bodies))
	}
	order := make([]int, len(bodies)) // order[new] = old
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return bytes.Compare(bodies[a], bodies[b]) })
	renumber := make([]uint64, len(bodies)) // renumber[old] = new, past the imported
	for n, o := range order {
		renumber[o] = imported + uint64(n)
	}
	index := func(i uint64) (uint64, error) {
		if i < imported {
			return i, nil
		}
		if i-imported >= uint64(len(renumber)) {
			return 0, fmt.Errorf("function %d does not exist", i)
		}
		return renumber[i-imported], nil
	}
	out := append([]byte(nil), wasm[:moduleHeader]...)
	for _, s := range sections {
		body := s.body
		switch s.id {
		case functionSection:
			body = appendULEB(nil, uint64(len(types)))
			for _, o := range order {
				body = appendULEB(body, types[o])
			}
		case codeSection:
			body = appendULEB(nil, uint64(len(bodies)))
			for _, o := range order {
				code, err := renumberCalls(bodies[o], index)
				if err != nil {
					return nil, fmt.Errorf("function %d: %w", imported+uint64(o), err)
				}
				body = appendULEB(body, uint64(len(code)))
				body = append(body, code...)
			}
		case exportSection:
			body, err = renumberExports(body, index)
		case elementSection:
			body, err = renumberElements(body, index)
		case customSection:
			body, err = renumberNames(body, index)
		}
		if err != nil {
			return nil, fmt.Errorf("section %d: %w", s.id, err)
		}
		out = append(out, s.id)
		out = appendULEB(out, uint64(len(body)))
		out = append(out, body...)
	}
	return out, nil
}

// functionTypes returns the function section's type indices, one a
// function the module defines.
func functionTypes(body []byte) ([]uint64, error) {
	r := reader{b: body}
	types := make([]uint64, r.uleb())
	for i := range types {
		types[i] = r.uleb()
	}
	if r.err == nil && r.at != len(r.b) {
		r.err = errors.New("bytes after the types")
	}
	return types, r.err
}

// renumberExports returns an export section's body with each function's
// index renumbered by index.
func renumberExports(body []byte, index func(uint64) (uint64, error)) ([]byte, error) {
	r := reader{b: body}
	n := r.uleb()
	out := appendULEB(nil, n)
	for ; n > 0 && r.err == nil; n-- {
		field := r.bytes(r.uleb())
		out = append(appendULEB(out, uint64(len(field))), field...)
		kind, i := r.byte(), r.uleb()
		if kind == 0 && r.err == nil { // a function
			var err error
			if i, err = index(i); err != nil {
				return nil, err
			}
		}
		out = appendULEB(append(out, kind), i)
	}
	if r.err == nil && r.at != len(r.b) {
		r.err = errors.New("bytes after the exports")
	}
	return out, r.err
}

// renumberElements returns an element section's body, as Go's linker
// writes it (active segments of table 0 at a constant offset, each a list
// of function indices), with each index renumbered by index.
func renumberElements(body []byte, index func(uint64) (uint64, error)) ([]byte, error) {
	r := reader{b: body}
	n := r.uleb()
	out := appendULEB(nil, n)
	for ; n > 0 && r.err == nil; n-- {
		if flags := r.uleb(); flags != 0 || r.byte() != i32Const {
			return nil, errors.New("an element segment not of table 0 at a constant offset")
		}
		offset := r.sleb()
		if r.byte() != end {
			return nil, errors.New("an element segment's offset is not a lone constant")
		}
		out = appendSLEB(append(out, 0, i32Const), offset)
		out = append(out, end)
		count := r.uleb()
		out = appendULEB(out, count)
		for ; count > 0 && r.err == nil; count-- {
			i, err := index(r.uleb())
			if err != nil {
				return nil, err
			}
			out = appendULEB(out, i)
		}
	}
	if r.err == nil && r.at != len(r.b) {
		r.err = errors.New("bytes after the element segments")
	}
	return out, r.err
}

// renumberCalls returns a function's body (its locals, then its code)
// with each call's function index renumbered by index, written as Go's
// linker writes it (a signed LEB128 number). It reads the instructions
// Go's compiler writes (cmd/internal/obj/wasm), to skip their immediates,
// and refuses any other.
func renumberCalls(body []byte, index func(uint64) (uint64, error)) ([]byte, error) {
	r := reader{b: body}
	for n := r.uleb(); n > 0 && r.err == nil; n-- {
		r.uleb() // how many locals
		r.byte() // of which type
	}
	out := make([]byte, 0, len(body)+8)
	from := 0 // the bytes from here to r.at are copied as they are
	for r.at < len(r.b) && r.err == nil {
		op := r.byte()
		switch {
		case op == 0x02 || op == 0x03 || op == 0x04: // block, loop, if: a block type
			r.sleb()
		case op == 0x0c || op == 0x0d: // br, br_if: a depth
			r.uleb()
		case op == 0x0e: // br_table: the depths, then the default's
			for n := r.uleb(); n > 0 && r.err == nil; n-- {
				r.uleb()
			}
			r.uleb()
		case op == 0x10: // call: a function index
			out = append(out, r.b[from:r.at]...)
			i, err := index(r.uleb())
			if err != nil {
				return nil, err
			}
			out = appendSLEB(out, int64(i))
			from = r.at
		case op == 0x11: // call_indirect: a type, a table
			r.uleb()
			r.byte()
		case op >= 0x20 && op <= 0x24: // local.get, local.set, local.tee, global.get, global.set
			r.uleb()
		case op >= 0x28 && op <= 0x3e: // loads and stores: an alignment, an offset
			r.uleb()
			r.uleb()
		case op == 0x3f || op == 0x40: // memory.size, memory.grow: a memory
			r.byte()
		case op == 0x41 || op == 0x42: // i32.const, i64.const
			r.sleb()
		case op == 0x43: // f32.const
			r.skip(4)
		case op == 0x44: // f64.const
			r.skip(8)
		case op == 0xfc:
			switch sub := r.uleb(); {
			case sub <= 7: // the saturating truncations
			case sub == 10: // memory.copy: two memories
				r.skip(2)
			case sub == 11: // memory.fill: a memory
				r.byte()
			default:
				return nil, fmt.Errorf("an instruction Go does not write: 0xfc %d", sub)
			}
		case op <= 0x01, op == 0x05, op == 0x0b, op == 0x0f, op == 0x1a, op == 0x1b, op >= 0x45 && op <= 0xc4:
			// no immediates
		default:
			return nil, fmt.Errorf("an instruction Go does not write: %#x at byte %d", op, r.at-1)
		}
	}
	if r.err != nil {
		return nil, r.err
	}
	if len(body) == 0 || body[len(body)-1] != end {
		return nil, errors.New("a body that does not end")
	}
	return append(out, r.b[from:]...), nil
}

// renumberNames returns a custom section's body, and if it is the name
// section (which Go writes without -ldflags=-s: the functions' names
// alone), with each function's index renumbered by index, in the order of
// the new indices the format asks for.
func renumberNames(body []byte, index func(uint64) (uint64, error)) ([]byte, error) {
	r := reader{b: body}
	if string(r.bytes(r.uleb())) != "name" {
		return body, nil
	}
	out := append([]byte(nil), body[:r.at]...)
	for r.at < len(r.b) && r.err == nil {
		kind := r.byte()
		sub := reader{b: r.bytes(r.uleb())}
		if kind != 1 { // 1: the functions' names
			return nil, fmt.Errorf("a name subsection of kind %d", kind)
		}
		type named struct {
			index uint64
			name  []byte
		}
		var names []named
		for n := sub.uleb(); n > 0 && sub.err == nil; n-- {
			i, err := index(sub.uleb())
			if err != nil {
				return nil, err
			}
			names = append(names, named{i, sub.bytes(sub.uleb())})
		}
		if sub.err != nil {
			return nil, sub.err
		}
		slices.SortFunc(names, func(a, b named) int { return cmp.Compare(a.index, b.index) })
		list := appendULEB(nil, uint64(len(names)))
		for _, n := range names {
			list = appendULEB(list, n.index)
			list = appendULEB(list, uint64(len(n.name)))
			list = append(list, n.name...)
		}
		out = append(appendULEB(append(out, kind), uint64(len(list))), list...)
	}
	return out, r.err
}

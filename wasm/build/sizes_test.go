package main

import (
	"slices"
	"testing"
)

func TestPackageOfReadsGosNameSection(t *testing.T) {
	for name, want := range map[string]string{
		"runtime.mallocgc":                                                           "runtime",
		"encoding_json.__decodeState_.object":                                        "encoding/json",
		"github.com_tabletopgo_tabletop_lino.__State_.Next":                          "github.com/tabletopgo/tabletop/lino",
		"github.com_tabletopgo_tabletop.noGame.botMove":                              "github.com/tabletopgo/tabletop",
		"slices.pdqsortOrdered_go.shape.int_":                                        "slices (generic instances)",
		"github.com_tabletopgo_tabletop_internal_engine.Names_go.shape.uint8_.Parse": "github.com/tabletopgo/tabletop/internal/engine (generic instances)",
		"type_.eq.sync.Mutex":                                                        "(types' equality functions)",
		"wasm_export_resume":                                                         "wasm/export/resume",
		"":                                                                           "(unnamed)",
	} {
		if got := packageOf(name); got != want {
			t.Errorf("packageOf(%q) = %q, want %q", name, got, want)
		}
	}
}

// appendSection appends a section of id and body to a module.
func appendSection(module []byte, id byte, body []byte) []byte {
	module = append(module, id)
	module = appendULEB(module, uint64(len(body)))
	return append(module, body...)
}

// name appends a WebAssembly name: its length, then its bytes.
func name(b []byte, s string) []byte {
	return append(appendULEB(b, uint64(len(s))), s...)
}

func TestSizesCountsEachPackagesFunctionsAfterTheImported(t *testing.T) {
	module := []byte("\x00asm\x01\x00\x00\x00")
	imports := name(name(appendULEB(nil, 1), "go"), "debug")
	imports = append(imports, 0, 0) // a function of type 0
	module = appendSection(module, importSection, imports)
	code := appendULEB(nil, 3)
	for _, size := range []int{10, 20, 40} {
		code = appendULEB(code, uint64(size))
		code = append(code, make([]byte, size)...)
	}
	module = appendSection(module, codeSection, code)
	data := fakeData()
	module = appendSection(module, dataSection, data)
	names := appendULEB(nil, 4)
	for i, n := range []string{"go.debug", "runtime.a", "lino_x.b", "runtime.c"} {
		names = name(appendULEB(names, uint64(i)), n)
	}
	sub := append([]byte{1}, appendULEB(nil, uint64(len(names)))...)
	module = appendSection(module, customSection, append(name(nil, "name"), append(sub, names...)...))
	got, err := sizes(module)
	if err != nil {
		t.Fatal(err)
	}
	var parts []string
	var bytes []int
	for _, s := range got {
		parts, bytes = append(parts, s.name), append(bytes, s.bytes)
	}
	wantParts := []string{"runtime", "lino/x", "(data section)"}
	wantBytes := []int{50, 20, len(data)}
	for _, p := range dataParts {
		wantParts = append(wantParts, "data: "+p.name)
	}
	wantBytes = append(wantBytes, fakeDataParts...)
	wantParts, wantBytes = append(wantParts, "(other sections)"), append(wantBytes, len(imports))
	if !slices.Equal(parts, wantParts) || !slices.Equal(bytes, wantBytes) {
		t.Errorf("sizes = %q %v, want %q %v: runtime 50 (a and c), lino/x 20, the data and its parts, the imports", parts, bytes, wantParts, wantBytes)
	}
}

// fakeDataParts are the bytes of each of dataParts in fakeData.
var fakeDataParts = []int{4, 4, 112, 80, 100, 20, 40, 20, 10, 634}

// fakeData returns a data section of one segment, fakeRuntime's memory
// with the rest of its moduledata: the parts of dataParts at the offsets
// that give fakeDataParts.
func fakeData() []byte {
	const base = 0x13140
	memory, _, _ := fakeRuntime(base)
	for offset, at := range map[int]int{312: 0, 280: 4, 80: 120, 104: 200, 320: 300, 152: 320, 328: 360, 192: 380, 208: 390, moduledataEdata: 1024} {
		le.PutUint64(memory[400+offset:], uint64(base+at))
	}
	body := append(appendULEB(nil, 1), 0, i32Const)
	body = append(appendSLEB(body, base), end)
	return append(appendULEB(body, uint64(len(memory))), memory...)
}

func TestDataSharesRefusesAMemoryWithoutGosRuntime(t *testing.T) {
	body := append(appendULEB(nil, 1), 0, i32Const)
	body = append(appendSLEB(body, 64), end)
	body = append(appendULEB(body, 3), 1, 2, 3)
	if _, err := dataShares(body); err == nil {
		t.Error("no error")
	}
}

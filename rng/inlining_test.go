package rng

import (
	"os"
	"os/exec"
	"regexp"
	"testing"
)

// TestUint64Inlines pins that Uint64 inlines, natively and in WebAssembly,
// so that IntN and ShuffleSlice draw a number without a call: in
// WebAssembly a call costs more than the arithmetic of a draw, and Go's
// inliner prices the two targets differently (bits.Add64 is an intrinsic
// natively only), so each is built.
func TestUint64Inlines(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("the go tool is needed to see the compiler's inlining: %v", err)
	}
	targets := []struct {
		name string
		env  []string
	}{{"native", nil}, {"js/wasm", []string{"GOOS=js", "GOARCH=wasm"}}}
	for _, target := range targets {
		cmd := exec.Command(goTool, "build", "-gcflags=-m", ".")
		cmd.Env = append(os.Environ(), target.env...)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s: go build -gcflags=-m: %v\n%s", target.name, err, out)
		}
		if !regexp.MustCompile(`(?m)can inline \(\*Source\)\.Uint64$`).Match(out) {
			t.Errorf("%s: (*Source).Uint64 does not inline", target.name)
		}
	}
}

// Command panics exercises, built as wasm/build builds the handle, what
// the runtime still reads of the tables dropTracebacks changes: a stack
// grown and moved, the collector scanning stacks, a panic recovered
// through deferred calls, a failed index check's message, and at last a
// panic nobody recovers, which the runtime reports and exits 2 on.
package main

import (
	"fmt"
	"runtime"
)

// node is a link of a list held on the stack, which the collector must
// find through the stack maps of every frame that holds one.
type node struct {
	next  *node
	depth int
}

// deep recurses n times, each frame holding a node on the heap, so that
// the stack grows (and is copied) and the collector scans every frame.
func deep(n int, up *node) int {
	here := &node{up, n}
	if n == 0 {
		runtime.GC()
		sum := 0
		for p := here; p != nil; p = p.next {
			sum += p.depth
		}
		return sum
	}
	// here is used after the call: live across it, in its stack map.
	return deep(n-1, here) + here.depth - here.depth
}

// recovered returns what a panic raised by f says, recovered a few
// deferred calls up.
func recovered(f func()) (said string) {
	defer func() { said = fmt.Sprint(recover()) }()
	defer func() {}()
	f()
	return "no panic"
}

func main() {
	fmt.Println("sum", deep(10000, nil))
	index := 5
	fmt.Println(recovered(func() { _ = []int{1, 2, 3}[index] }))
	fmt.Println(recovered(func() { panic("deferred") }))
	panic("boom")
}

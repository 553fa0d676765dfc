//go:build js && wasm

// Command wasm is the root package's handle for JavaScript: built for
// GOOS=js GOARCH=wasm (go run ./wasm/build writes it and wasm_exec.js
// into js/dist), it gives the JavaScript package in js/ the handle's calls
// through internal/jsbridge.
//
// Started by wasm_exec.js's Go.run with the name of a global object as its
// argument, it reads that object's answered function, calls its ready
// method, and then waits for calls until the page or the process ends.
// JavaScript calls the exported functions of exchange.go: a call's method
// and arguments written into the WebAssembly's memory, and its answer read
// there. A bot's search (tabletop_think) runs in a goroutine that gives the
// thread back to JavaScript every slice; one that outlives the call that
// started it ends with answered(id, failureJSON, null) or answered(id,
// null, moveJSON).
package main

import (
	"os"
	"syscall/js"
	"time"

	"github.com/tabletopgo/tabletop/internal/jsbridge"
)

// slice is how long a search computes before it gives the thread back to
// JavaScript: a stop, or any other call, waits that long at most, and the
// search loses a few hundredths of a percent of its time to each return.
const slice = 20 * time.Millisecond

var (
	// bridge holds the Go values of the JavaScript package's caller.
	bridge = jsbridge.New()
	// answered is JavaScript's function that a search calls when it
	// ends after the call that started it.
	answered js.Value
	// kick has JavaScript's event loop call Go back soon, so that a
	// goroutine left runnable runs.
	kick func()
	// parks counts the times a search has given the thread back.
	parks int
)

func main() {
	if len(os.Args) < 2 {
		println("wasm: give the name of the global object to report to")
		os.Exit(2)
	}
	host := js.Global().Get(os.Args[1])
	answered = host.Get("answered")
	kick = later(js.FuncOf(func(js.Value, []js.Value) any { return nil }))
	bridge.Pause = pause()
	host.Call("ready")
	select {} // serve calls until the page or the process ends
}

// result is a failure or an answer as answered takes them: [failureJSON,
// null], or [null, out].
func result(out []byte, err error) []any {
	if err != nil {
		return []any{string(jsbridge.Failure(err)), nil}
	}
	return []any{nil, string(out)}
}

// later returns what has JavaScript's event loop call f once it has run
// the tasks already queued: through setImmediate in Node, which keeps the
// process alive meanwhile, and through a MessageChannel in a browser,
// whose messages, unlike a timer, are not held back to 4 ms.
func later(f js.Func) func() {
	if js.Global().Get("setImmediate").Type() == js.TypeFunction {
		return func() { js.Global().Call("setImmediate", f) }
	}
	channel := js.Global().Get("MessageChannel").New()
	channel.Get("port1").Set("onmessage", f)
	port := channel.Get("port2")
	return func() { port.Call("postMessage", nil) }
}

// pause returns the Bridge's Pause: at a search's first call, and once a
// slice has passed since the last, it parks the search until JavaScript's
// event loop has run the tasks already queued (a stop among them) and then
// calls back. The first call, 8 iterations in, lets a stop that came
// meanwhile end every search as early: an engine's first search, whose
// code WebAssembly compiles as it first runs, took a second and more on a
// busy machine to reach its 64th iteration, the first to read the clock.
func pause() func(first bool) {
	resume := make(chan struct{}, 1)
	schedule := later(js.FuncOf(func(js.Value, []js.Value) any {
		resume <- struct{}{}
		return nil
	}))
	last := time.Now()
	return func(first bool) {
		// The clock at every call, 8 iterations: a tenth of a
		// microsecond each.
		if !first && time.Since(last) < slice {
			return
		}
		parks++
		schedule()
		<-resume
		last = time.Now()
	}
}

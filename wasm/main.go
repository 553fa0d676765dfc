//go:build js && wasm

// Command wasm is the root package's handle for JavaScript: built for
// GOOS=js GOARCH=wasm (go run ./wasm/build writes it and wasm_exec.js
// into js/dist), it gives the JavaScript package in js/ one function that
// calls the handle through internal/jsbridge.
//
// Started by wasm_exec.js's Go.run with the name of a global object as its
// argument, it calls that object's ready method with the function
// call(method, argsJSON), which returns [null, resultJSON] or
// [failureJSON, null], and then waits for calls until the page or the
// process ends.
package main

import (
	"os"
	"syscall/js"

	"github.com/tabletopgo/tabletop/internal/jsbridge"
)

func main() {
	if len(os.Args) < 2 {
		println("wasm: give the name of the global object to report to")
		os.Exit(2)
	}
	bridge := jsbridge.New()
	call := js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) != 2 || args[0].Type() != js.TypeString || args[1].Type() != js.TypeString {
			return []any{`{"code":"bad-call","message":"call takes a method and its arguments as JSON","detail":"call takes a method and its arguments as JSON"}`, nil}
		}
		out, err := bridge.Call(args[0].String(), []byte(args[1].String()))
		if err != nil {
			return []any{string(jsbridge.Failure(err)), nil}
		}
		return []any{nil, string(out)}
	})
	js.Global().Get(os.Args[1]).Call("ready", call)
	select {} // serve calls until the page or the process ends
}

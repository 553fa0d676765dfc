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
// process ends. call("think", argsJSON, answer) starts a bot's search and
// returns its number at once (see jsbridge.Bridge.Think); the search gives
// the thread back to JavaScript every slice, and calls answer(failureJSON,
// null) or answer(null, moveJSON) when it ends.
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

func main() {
	if len(os.Args) < 2 {
		println("wasm: give the name of the global object to report to")
		os.Exit(2)
	}
	bridge := jsbridge.New()
	bridge.Pause = pause()
	call := js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) < 2 || args[0].Type() != js.TypeString || args[1].Type() != js.TypeString {
			return failed(`{"code":"bad-call","message":"call takes a method and its arguments as JSON","detail":"call takes a method and its arguments as JSON"}`)
		}
		method, in := args[0].String(), []byte(args[1].String())
		if method == "think" && len(args) == 3 && args[2].Type() == js.TypeFunction {
			answer := args[2]
			return result(bridge.Think(in, func(out []byte, err error) {
				answer.Invoke(result(out, err)...)
			}))
		}
		return result(bridge.Call(method, in))
	})
	js.Global().Get(os.Args[1]).Call("ready", call)
	select {} // serve calls until the page or the process ends
}

// result is a call's answer as JavaScript reads it: [null, out], or
// [failureJSON, null].
func result(out []byte, err error) []any {
	if err != nil {
		return failed(string(jsbridge.Failure(err)))
	}
	return []any{nil, string(out)}
}

func failed(failure string) []any { return []any{failure, nil} }

// pause returns the Bridge's Pause: once a slice has passed since the
// last, it parks the search until JavaScript's event loop has run the
// tasks already queued (a stop among them) and then calls back: through
// setImmediate in Node, which keeps the process alive meanwhile, and
// through a MessageChannel in a browser, whose messages, unlike a timer,
// are not held back to 4 ms.
func pause() func() {
	resume := make(chan struct{}, 1)
	wake := js.FuncOf(func(js.Value, []js.Value) any {
		resume <- struct{}{}
		return nil
	})
	schedule := func() { js.Global().Call("setImmediate", wake) }
	if js.Global().Get("setImmediate").Type() != js.TypeFunction {
		channel := js.Global().Get("MessageChannel").New()
		channel.Get("port1").Set("onmessage", wake)
		port := channel.Get("port2")
		schedule = func() { port.Call("postMessage", nil) }
	}
	last := time.Now()
	calls := 0
	return func() {
		// The clock, read through JavaScript, every eighth call only: 64
		// iterations, well under a slice in every game.
		if calls++; calls%8 != 0 || time.Since(last) < slice {
			return
		}
		schedule()
		<-resume
		last = time.Now()
	}
}

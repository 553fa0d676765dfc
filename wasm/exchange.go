//go:build js && wasm

package main

import (
	"runtime"
	"strconv"
	"unsafe"

	"github.com/tabletopgo/tabletop/internal/jsbridge"
)

// The exported functions are the bridge's calls by the WebAssembly's
// memory rather than by syscall/js: JavaScript writes a call's method and
// arguments into inbox, calls tabletop_call (or tabletop_think), and reads
// the answer in outbox. A call through a syscall/js function cost about
// 0.2 ms of CPU before any work (its arguments and its answer each a
// js.Value with a finalizer, the event's goroutine switch, the answer's
// array built a member at a time): a game driven from JavaScript, a few
// calls a move, spent most of its time there.
var (
	// inbox holds the last call's method and then its arguments' JSON,
	// as JavaScript wrote them.
	inbox []byte
	// outbox holds the last call's answer, until the next call.
	outbox []byte
)

// What a call's answer in outbox is: the code an exported call returns
// is the answer's length times 4 plus one of these.
const (
	answer   = 0 // the call's JSON
	failure  = 1 // jsbridge.Failure's JSON
	thinking = 2 // a search's number, which answered will give
)

// inboxAt returns the address of inbox, made at least size bytes long,
// where JavaScript writes a call's method and arguments.
//
//go:wasmexport tabletop_inbox
//lint:ignore U1000 JavaScript calls it (staticcheck does not read go:wasmexport)
func inboxAt(size int32) int32 {
	if len(inbox) < int(size) {
		inbox = make([]byte, size)
	}
	return address(inbox)
}

// outboxAt returns the address of the last call's answer.
//
//go:wasmexport tabletop_outbox
//lint:ignore U1000 JavaScript calls it (staticcheck does not read go:wasmexport)
func outboxAt() int32 { return address(outbox) }

// callByMemory calls the bridge's method, inbox's first methodLen bytes,
// with the argsLen bytes after them as its arguments.
//
//go:wasmexport tabletop_call
//lint:ignore U1000 JavaScript calls it (staticcheck does not read go:wasmexport)
func callByMemory(methodLen, argsLen int32) int32 {
	return reply(bridge.Call(string(inbox[:methodLen]), inbox[methodLen:methodLen+argsLen]))
}

// think starts a bot's search, its arguments inbox's first argsLen bytes
// (see jsbridge.Bridge.Think), and lets it run until it ends or first
// gives the thread back: a bot that does not search (random, greedy)
// answers in this call, and a search that goes on answers by answered.
//
//go:wasmexport tabletop_think
//lint:ignore U1000 JavaScript calls it (staticcheck does not read go:wasmexport)
func think(argsLen int32) int32 {
	var (
		during = true
		id     int
		move   []byte
		err    error
		ended  bool
	)
	started, startErr := bridge.Think(inbox[:argsLen], func(out []byte, failed error) {
		if during {
			move, err, ended = out, failed, true
			return
		}
		answered.Invoke(append([]any{id}, result(out, failed)...)...)
	})
	if startErr != nil {
		return reply(nil, startErr)
	}
	id, _ = strconv.Atoi(string(started))
	// The search's goroutine runs, until it answers or parks in pause: a
	// few turns, since the collector's workers may take one (a search
	// blocked behind another of the same bot waits for an event).
	parked := parks
	for turn := 0; turn < 8 && !ended && parks == parked; turn++ {
		runtime.Gosched()
	}
	during = false
	if ended {
		return reply(move, err)
	}
	// Whatever held the search back, an event wakes it.
	kick()
	outbox = started
	return int32(len(outbox))*4 + thinking
}

// reply keeps a call's answer, or its failure, in outbox and returns its
// code.
func reply(out []byte, err error) int32 {
	if err != nil {
		outbox = jsbridge.Failure(err)
		return int32(len(outbox))*4 + failure
	}
	outbox = out
	return int32(len(outbox))*4 + answer
}

// address is where b's bytes begin in the WebAssembly's memory, which is
// under 4 GB: its pointers fit in 32 bits. Go's collector moves nothing,
// and inbox and outbox keep their bytes alive.
func address(b []byte) int32 { return int32(uintptr(unsafe.Pointer(unsafe.SliceData(b)))) }

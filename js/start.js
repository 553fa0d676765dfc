// The engine's start: Go's runtime (dist/wasm_exec.js), the WebAssembly
// instantiated and its bridge. load() imports this file when it is called,
// and the worker at its start: a page that uses loadWorker() never loads
// Go's runtime on its own thread.
import { goRuntime } from "./dist/wasm_exec.js";
import { loadFailed } from "./errors.js";
import { compile, describe } from "./compile.js";
import { Engine } from "./engine.js";

/**
 * Loads the engine from source (a URL, a path in Node, a Response, bytes
 * or a compiled WebAssembly.Module; each entry gives its own default
 * URL), with readFile (Node's, for a file: URL).
 */
export async function start(source, { readFile = undefined } = {}) {
  let module;
  try {
    module = await compile(source, readFile);
  } catch (err) {
    throw loadFailed("load", describe(source), err);
  }
  const { Go, global } = goRuntime(globalThis);
  const go = new Go();
  /** The answer of each search still under way, by its number. */
  const searches = new Map();
  const ready = new Promise((resolve) => {
    global.tabletop = {
      ready: resolve,
      answered: (id, failure, out) => {
        const answer = searches.get(id);
        searches.delete(id);
        answer?.(failure, out);
      },
    };
  });
  go.argv = ["tabletop", "tabletop"];
  const instance = await WebAssembly.instantiate(module, go.importObject);
  const exited = go.run(instance).then(() => {
    throw loadFailed("load", describe(source), "the engine stopped before it started");
  });
  try {
    await Promise.race([ready, exited]);
  } finally {
    delete global.tabletop;
  }
  return new Engine(byMemory(instance.exports, searches));
}

/**
 * The bridge's call(method, argsJSON, answer?), through the WebAssembly's
 * memory and its exported functions (see wasm/exchange.go): a call's text
 * written into Go's inbox, its answer read from Go's outbox, a few
 * microseconds where a call through a syscall/js function cost about 0.2
 * ms of CPU before any work. It returns [null, resultJSON] or
 * [failureJSON, null]. think, the one call with an answer, gives
 * answer(failureJSON, null) or answer(null, moveJSON) before it returns
 * [null, "null"] when the bot answers at once, and else the search's
 * number, and answer once searches' answered calls it (a search that
 * cannot start answers its failure at once too).
 */
function byMemory(exports, searches) {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  /** Writes texts one after the other into Go's inbox: their lengths in bytes. */
  const write = (...texts) => {
    // UTF-8 takes at most 3 bytes for each UTF-16 unit.
    let at = exports.tabletop_inbox(3 * texts.reduce((sum, text) => sum + text.length, 0));
    const memory = new Uint8Array(exports.mem.buffer);
    return texts.map((text) => {
      const { written } = encoder.encodeInto(text, memory.subarray(at));
      at += written;
      return written;
    });
  };
  /** The code's answer in Go's outbox: [kind, its text]. */
  const read = (code) => {
    // The call may have grown the memory, which detaches the old buffer.
    const from = exports.tabletop_outbox();
    return [code & 3, decoder.decode(new Uint8Array(exports.mem.buffer, from, code >>> 2))];
  };
  const failure = 1;
  const thinking = 2;
  return (method, args, answer) => {
    if (answer === undefined) {
      const [kind, text] = read(exports.tabletop_call(...write(method, args)));
      return kind === failure ? [text, null] : [null, text];
    }
    const [kind, text] = read(exports.tabletop_think(...write(args)));
    if (kind === thinking) {
      searches.set(JSON.parse(text), answer);
      return [null, text];
    }
    answer(...(kind === failure ? [text, null] : [null, text]));
    return [null, "null"];
  };
}

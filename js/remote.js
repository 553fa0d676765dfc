// The engine in a Web Worker (a worker thread in Node): loadWorker gives
// the API of engine.js with promises, whose calls worker.js answers off
// the caller's thread, so that a bot's search never blocks a page.
import { TabletopError } from "./engine.js";

/**
 * Starts the engine in the worker at the end of port (platform-node.js's
 * or platform-browser.js's spawn), from source as load takes it (a URL, a
 * path in Node, bytes or a compiled WebAssembly.Module; not a Response):
 * loadWorker, in index.js and node.js.
 */
export async function connect(port, source) {
  // Where memory can be shared (Node; a cross-origin isolated page), a
  // signal stops a search at once, with its best move so far.
  const flag = typeof SharedArrayBuffer === "function" && globalThis.crossOriginIsolated !== false
    ? new Int32Array(new SharedArrayBuffer(4))
    : null;
  const link = new Link(port, flag);
  await link.call(0, "start", [source instanceof URL ? source.href : source, flag]);
  return new WorkerEngine(link);
}

/** The messages to the worker and their answers. */
class Link {
  #port;
  #last = 0;
  #pending = new Map();
  #registry = new FinalizationRegistry((ref) => this.#send(ref, "close", []));

  constructor(port, flag) {
    this.#port = port;
    this.flag = flag;
    port.listen((answer) => this.#answer(answer));
    port.failed((err) => this.#fail(err));
  }

  /** Calls method of the worker's value target (0: the engine) with args. */
  call(target, method, args) {
    return this.#send(target, method, args).promise;
  }

  /** call, with the call's id, for choose's signal. */
  #send(target, method, args) {
    const id = ++this.#last;
    const promise = new Promise((resolve, reject) => this.#pending.set(id, { resolve, reject }));
    this.#port.busy(true);
    this.#port.post({ id, target, method, args: args.map((a) => (a instanceof Remote ? { $ref: a.ref } : a)) });
    return { id, promise };
  }

  /** choose's call: send, and what its signal's abort does. */
  choose(target, table, signal) {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const { id, promise } = this.#send(target, "choose", [table]);
    if (!signal) return promise;
    const stop = () => {
      if (this.flag) Atomics.store(this.flag, 0, id);
      else this.#settle(id, (p) => p.reject(signal.reason));
    };
    signal.addEventListener("abort", stop, { once: true });
    return promise.finally(() => signal.removeEventListener("abort", stop));
  }

  #settle(id, how) {
    const pending = this.#pending.get(id);
    if (!pending) return;
    this.#pending.delete(id);
    if (this.#pending.size === 0) this.#port.busy(false);
    how(pending);
  }

  #answer({ id, value, error }) {
    this.#settle(id, (p) => (error ? p.reject(new TabletopError(error)) : p.resolve(this.#decode(value))));
  }

  #fail(err) {
    for (const id of [...this.#pending.keys()]) {
      this.#settle(id, (p) => p.reject(new TabletopError({ code: "load-failed", message: `the engine's worker failed: ${err?.message ?? err}`, detail: String(err?.stack ?? err) })));
    }
  }

  #decode(value) {
    if (value && typeof value === "object" && typeof value.$ref === "number") {
      const made = new kinds[value.kind](this, value.$ref, value.fields);
      this.#registry.register(made, value.$ref, made);
      return made;
    }
    if (value && typeof value === "object" && value.table?.$ref) {
      return { table: this.#decode(value.table), events: this.#decode(value.events) };
    }
    return value;
  }

  /** Closes target now rather than when collected. */
  close(owner, target) {
    this.#registry.unregister(owner);
    return this.call(target, "close", []);
  }

  terminate() {
    this.#fail(new Error("terminated"));
    this.#port.terminate();
  }
}

/** Methods of a class in the worker, each called with a promise of its answer. */
function forward(cls, names) {
  for (const name of names) {
    Object.defineProperty(cls.prototype, name, {
      value(...args) {
        return this.link.call(this.ref, name, args);
      },
      writable: true,
      configurable: true,
    });
  }
}

/** The engine in a worker: Engine's methods, each a promise. */
export class WorkerEngine {
  constructor(link) {
    Object.defineProperty(this, "link", { value: link });
    this.ref = 0;
    Object.freeze(this);
  }

  /** Ends the worker: every call under way fails, every value is gone. */
  terminate() {
    this.link.terminate();
  }
}
forward(WorkerEngine, ["games", "rules", "open", "load", "guess", "fold", "newBot", "held"]);

/** A table, its events or a bot in the worker. */
class Remote {
  constructor(link, ref, fields) {
    Object.defineProperty(this, "link", { value: link });
    Object.assign(this, fields);
    this.ref = ref;
    Object.freeze(this);
  }

  /** Releases the worker's value now; a second close does nothing. */
  close() {
    return this.link.close(this, this.ref);
  }

  [Symbol.dispose ?? Symbol.for("Symbol.dispose")]() {
    this.close();
  }
}

export class WorkerTable extends Remote {}
forward(WorkerTable, ["options", "view", "viewJSON", "viewText", "legalMoves", "choices", "position", "log", "play", "playJSON"]);

export class WorkerEvents extends Remote {}
forward(WorkerEvents, ["json", "jsonText", "log", "text", "narrate"]);

export class WorkerBot extends Remote {
  /**
   * The bot's move for the seat to move at table, in notation. An
   * AbortSignal that fires while it thinks ends the search with its best
   * move so far where memory can be shared with the worker (Node, a
   * cross-origin isolated page), and rejects with the signal's reason at
   * once elsewhere; a signal fired before the call rejects with its reason.
   */
  choose(table, { signal } = {}) {
    return this.link.choose(this.ref, table, signal);
  }
}

const kinds = { table: WorkerTable, events: WorkerEvents, bot: WorkerBot };

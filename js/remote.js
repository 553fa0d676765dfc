// The engine in a Web Worker (a worker thread in Node): loadWorker gives
// the API of engine.js with promises, whose calls worker.js answers off
// the caller's thread, so that a bot's search never blocks a page.
import { TabletopError, check, loadFailed, loadSaid, aborted, spokenIn } from "./errors.js";
import { compile, describe } from "./compile.js";

/**
 * Starts the engine in a worker from spawn (platform-node.js's or
 * platform-browser.js's), from source as load takes it (a URL, a path in
 * Node, a Response, bytes or a compiled WebAssembly.Module), read with
 * readFile (Node's) if a file: URL: loadWorker, in api.js and
 * api.node.js. One worker, one download and one compile: bots think in
 * the same worker, in slices between which it answers every other call.
 */
export async function connect(spawn, source, readFile) {
  let port;
  try {
    port = spawn();
  } catch (err) {
    throw loadFailed("loadWorker", "a worker", err);
  }
  const link = new Link(port);
  // The worker is started, and asked whether it runs, while the build
  // downloads: a worker that is not there (a bundler that emitted none)
  // is said as soon as it fails, not after the build's megabytes.
  const running = link.call(0, "ready", []);
  const built = compile(source, readFile).catch((err) => {
    throw loadFailed("loadWorker", describe(source), err);
  });
  try {
    const [from] = await Promise.all([built, running]);
    await link.call(0, "start", [from]);
  } catch (err) {
    running.catch(() => {});
    built.catch(() => {});
    link.terminate();
    throw err;
  }
  return new WorkerEngine(link);
}

/** A TabletopError of code, saying fn's what. */
function failure(code, fn, what, cause) {
  const error = new TabletopError({ code, message: `${fn}: ${what}` });
  if (cause !== undefined) error.cause = cause;
  return error;
}

/** The messages to a worker and their answers. */
class Link {
  #port;
  #last = 0;
  #pending = new Map();
  // A value collected after terminate() has nothing left to release.
  #registry = new FinalizationRegistry((ref) => this.#release(ref).catch(() => {}));
  /** The error of every call once the worker is gone; null while it runs. */
  #gone = null;

  constructor(port) {
    this.#port = port;
    port.listen((answer) => this.#answer(answer));
    port.failed((err) => this.#fail(() => new TabletopError({ code: "load-failed", message: `loadWorker: the engine's worker failed: ${err?.message ?? err}`, detail: String(err?.stack ?? err), ...loadSaid(err) })));
  }

  /**
   * Calls method of the worker's value target (0: the engine) with args,
   * for fn, the package's function that a failure names.
   */
  call(target, method, args, fn = method) {
    return this.#send(target, method, args, fn).promise;
  }

  /** call, with the call's id, for choose's signal. */
  #send(target, method, args, fn = method) {
    const id = ++this.#last;
    if (this.#gone) return { id, promise: Promise.reject(this.#gone(fn)) };
    // A reference is a number in its own worker: another engine's would
    // name a value of this one.
    const foreign = args.findIndex((a) => a instanceof Remote && a.link !== this);
    if (foreign >= 0) return { id, promise: Promise.reject(failure("bad-argument", fn, `argument ${foreign + 1} must be a value of this engine`)) };
    const promise = new Promise((resolve, reject) => this.#pending.set(id, { resolve, reject, fn }));
    this.#port.busy(true);
    this.#port.post({ id, target, method, args: args.map((a) => (a instanceof Remote ? { $ref: a.ref } : a)) });
    return { id, promise };
  }

  /**
   * WorkerBot.choose: the bot's move at table, thought in the worker;
   * signal ends the search with its best move so far (see WorkerBot.choose).
   */
  async choose(bot, table, options) {
    const fn = "WorkerBot.choose";
    const { lang } = check.described(fn, options);
    try {
      return await this.#chosen(fn, bot, table, options);
    } catch (err) {
      throw spokenIn(err, lang);
    }
  }

  /** choose's answer; its failures in English, but the worker's, said in lang there. */
  async #chosen(fn, bot, table, { signal, onAbort, describe, lang }) {
    if (this.#gone) throw this.#gone(fn);
    const rejectOnAbort = check.onAbort(fn, onAbort);
    // The move's words, and a failure's, are written in the worker, in the same call.
    const words = describe === undefined && lang === undefined ? [] : [{ describe, lang }];
    if (signal?.aborted) throw aborted(fn, "the signal was aborted before the bot began", signal.reason);
    if (!(table instanceof WorkerTable) || table.link !== this) throw failure("bad-argument", fn, "table must be a WorkerTable of this engine");
    check.botTable(fn, bot, table);
    const { id, promise } = this.#send(bot.ref, "choose", [table, ...words], fn);
    if (!signal) return promise;
    let stopped = false;
    const stop = () => {
      stopped = true;
      this.#port.post({ stop: id });
    };
    signal.addEventListener("abort", stop, { once: true });
    try {
      const move = await promise;
      if (stopped && rejectOnAbort) throw aborted(fn, "the signal was aborted while the bot thought", signal.reason);
      return move;
    } finally {
      signal.removeEventListener("abort", stop);
    }
  }

  #settle(id, how) {
    const pending = this.#pending.get(id);
    if (!pending) return;
    this.#pending.delete(id);
    if (this.#pending.size === 0) this.#port.busy(false);
    how(pending);
  }

  #answer({ id, value, error }) {
    this.#settle(id, (p) => {
      if (!error) return p.resolve(this.#decode(value));
      // The worker does not know the class of a value that is closed: the
      // caller's function names it, once (where the worker's engine named
      // its own, "Events.narrate: this Events is closed", in its place).
      const own = (text) => `${p.fn}: ${String(text).replace(/^\w+\.\w+: /, "")}`;
      p.reject(new TabletopError(error.code === "closed" ? { ...error, message: own(error.message), detail: own(error.detail) } : error));
    });
  }

  /** Rejects every call under way with the error that fail makes of the function called (its public name). */
  #fail(fail) {
    for (const id of [...this.#pending.keys()]) this.#settle(id, (p) => p.reject(fail(p.fn)));
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
    if (this.#gone) return Promise.resolve();
    this.#registry.unregister(owner);
    return this.#release(target);
  }

  /** Releases target in the worker. */
  #release(target) {
    return this.call(target, "close", []);
  }

  /**
   * Ends the worker: every call under way, and every call after, rejects
   * with a terminated TabletopError, but close, which has nothing left to
   * release and resolves.
   */
  terminate() {
    this.#gone = (fn) => failure("terminated", fn, "the engine was terminated");
    this.#fail((fn) => failure("terminated", fn, "the engine was terminated while this call was under way"));
    this.#port.terminate();
  }
}

/**
 * Methods of a class in the worker, each called with a promise of its
 * answer; a failure names it as publicName.method, written out because a
 * minifier renames the class.
 */
function forward(cls, publicName, names) {
  for (const name of names) {
    Object.defineProperty(cls.prototype, name, {
      value(...args) {
        return this.link.call(this.ref, name, args, `${publicName}.${name}`);
      },
      writable: true,
      configurable: true,
    });
  }
}

/** The engine in a worker: Engine's methods, each a promise. */
export class WorkerEngine {
  constructor(link) {
    Object.defineProperties(this, { link: { value: link }, ref: { value: 0 } });
    Object.freeze(this);
  }

  /** Ends the worker: every call under way, and every call after, rejects with a TabletopError of code "terminated". */
  terminate() {
    this.link.terminate();
  }
}
forward(WorkerEngine, "WorkerEngine", ["games", "rules", "checkOptions", "open", "load", "guess", "fold", "newBot", "simulate", "held", "warm"]);

/** A table, its events or a bot in the worker. */
class Remote {
  constructor(link, ref, fields) {
    // link and ref, the worker's number of the value, are the package's:
    // not enumerable, so that a table's keys are its facts alone.
    Object.defineProperties(this, { link: { value: link }, ref: { value: ref } });
    Object.assign(this, fields);
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
forward(WorkerTable, "WorkerTable", ["options", "view", "viewJSON", "viewText", "legalMoves", "choices", "describe", "labelled", "labelledEach", "position", "log", "play", "playJSON"]);

export class WorkerEvents extends Remote {}
forward(WorkerEvents, "WorkerEvents", ["json", "jsonText", "log", "text", "narrate", "turns"]);

export class WorkerBot extends Remote {
  /**
   * The bot's move for the seat to move at table, in notation, thought in
   * the worker in slices, between which it answers every other call. An
   * AbortSignal that fires while it thinks ends the search with its best
   * move so far, on any page (with onAbort "reject", an "aborted"
   * TabletopError instead, once the search has stopped); one aborted
   * before the call rejects with an "aborted" TabletopError.
   */
  choose(table, options = {}) {
    return this.link.choose(this, table, options);
  }
}

const kinds = { table: WorkerTable, events: WorkerEvents, bot: WorkerBot };

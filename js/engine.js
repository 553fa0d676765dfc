// The engine on the calling thread: load() and the classes over the
// WebAssembly's one call. index.js exports what a user may use; worker.js
// runs this in a Web Worker.
import { goRuntime } from "./dist/wasm_exec.js";

/** A failure of the engine: a refused move, bad options, a closed table. */
export class TabletopError extends Error {
  constructor(failure) {
    super(failure.message);
    this.name = "TabletopError";
    /** The kind of failure, such as "illegal-move" or "invalid-options". */
    this.code = failure.code;
    /** Why a move was refused, such as "not-your-turn", where the engine says. */
    this.reason = failure.reason;
    /** The engine's message for a developer. */
    this.detail = failure.detail;
  }
}


/**
 * Loads the engine: the WebAssembly of dist/tabletop.wasm beside this
 * module, or source (a URL, a path in Node, a Response, bytes or a compiled
 * WebAssembly.Module). Go's runtime sees a global object of its own: the
 * page's, or the process's, is left as it was.
 */
export function load(source) {
  return start(source, {});
}

/**
 * load, with readFile (Node's, for a file: URL), and the Go runtime's
 * monotonic clock moved on by skew() nanoseconds at each reading (a total
 * that never decreases, so that the clock stays monotonic): how worker.js
 * ends a search that an AbortSignal calls off, since no message reaches a
 * worker while Go runs.
 */
export async function start(source = new URL("./dist/tabletop.wasm", import.meta.url), { readFile = undefined, skew = () => 0 } = {}) {
  const module = await compile(source, readFile);
  const { Go, global } = goRuntime(globalThis);
  const go = new Go();
  const nanotime = go.importObject.gojs["runtime.nanotime1"];
  go.importObject.gojs["runtime.nanotime1"] = (sp) => {
    nanotime(sp);
    const extra = skew();
    if (extra > 0) {
      const at = (sp >>> 0) + 8;
      const now = go.mem.getUint32(at, true) + go.mem.getInt32(at + 4, true) * 4294967296 + extra;
      go.mem.setUint32(at, now % 4294967296, true);
      go.mem.setUint32(at + 4, Math.floor(now / 4294967296), true);
    }
  };
  const ready = new Promise((resolve) => {
    global.tabletop = { ready: resolve };
  });
  go.argv = ["tabletop", "tabletop"];
  const instance = await WebAssembly.instantiate(module, go.importObject);
  const exited = go.run(instance).then(() => {
    throw new Error("the tabletop engine stopped before it started");
  });
  try {
    return new Engine(await Promise.race([ready, exited]));
  } finally {
    delete global.tabletop;
  }
}

async function compile(source, readFile) {
  if (source instanceof WebAssembly.Module) return source;
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) return WebAssembly.compile(source);
  // Response is read only for what is neither a URL nor a string: Node
  // sets up its fetch, and a global of its own, on the first read.
  if (!(source instanceof URL) && typeof source !== "string" && typeof Response !== "undefined" && source instanceof Response) {
    return WebAssembly.compile(await source.arrayBuffer());
  }
  const url = source instanceof URL ? source : new URL(String(source), import.meta.url);
  if (url.protocol === "file:" && readFile) return WebAssembly.compile(await readFile(url));
  const response = await fetch(url);
  if (!response.ok) throw new Error(`tabletop: cannot fetch ${url}: ${response.status}`);
  // Served as application/wasm, it compiles while it downloads, and a
  // browser keeps the compiled code in its cache for the next load.
  if (WebAssembly.compileStreaming && response.headers.get("Content-Type") === "application/wasm") {
    return WebAssembly.compileStreaming(response);
  }
  return WebAssembly.compile(await response.arrayBuffer());
}

/** JSON text of options: "" (every default) for none, a string as it is. */
function jsonText(value) {
  if (value === undefined || value === null) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** The engine: opens tables and makes bots. */
export class Engine {
  #call;
  #registry;

  constructor(call) {
    this.#call = call;
    this.#registry = new FinalizationRegistry((handle) => this.release(handle));
  }

  /** Calls the bridge, and returns its JSON text or throws its failure. @internal */
  call(method, ...args) {
    const [failure, out] = this.#call(method, JSON.stringify(args));
    if (failure !== null) throw new TabletopError(JSON.parse(failure));
    return out;
  }

  /** Releases the Go value of handle. @internal */
  release(handle) {
    this.call("release", handle);
  }

  /** Keeps owner's handle until owner is closed or forgotten. @internal */
  hold(owner, handle) {
    this.#registry.register(owner, handle, owner);
  }

  /** Stops keeping owner's handle. @internal */
  drop(owner, handle) {
    this.#registry.unregister(owner);
    this.release(handle);
  }

  /** How many Go values the engine holds for JavaScript: what is neither closed nor collected yet. */
  held() {
    return JSON.parse(this.call("held"));
  }

  /** Every game, with its options and bots. */
  games() {
    return JSON.parse(this.call("games"));
  }

  /** A game's rules in short, one paragraph a string, in lang: "en" (the default), "fr", "it" or "nl". */
  rules(game, lang = "en") {
    return JSON.parse(this.call("rules", game, lang));
  }

  /** Starts a game: options an object or its JSON text; left out, every default and a random seed. */
  open(game, options) {
    return new Table(this, JSON.parse(this.call("open", game, jsonText(options))));
  }

  /** Rebuilds a game from a position (Table.position). */
  load(game, position) {
    return new Table(this, JSON.parse(this.call("load", game, jsonText(position))));
  }

  /**
   * A game that agrees with one seat's view (Table.view), what it hides
   * dealt at random from seed: to show a move's result, or refuse it, before
   * a server answers.
   */
  guess(game, view, seed = 0) {
    return new Table(this, JSON.parse(this.call("guess", game, jsonText(view), seed)));
  }

  /** Rebuilds a game from its options and event log (Table.options, Table.log). */
  fold(game, options, log) {
    const events = log.map((event) => (typeof event === "string" ? event : JSON.stringify(event)));
    return new Table(this, JSON.parse(this.call("fold", game, jsonText(options), events)));
  }

  /** Makes a bot, such as "random", "greedy" or "ismcts", for game. */
  newBot(game, name, options) {
    return new Bot(this, JSON.parse(this.call("newBot", game, name, jsonText(options))));
  }
}

/** A Go value held by JavaScript: released by close(), or when forgotten. */
class Held {
  #handle;
  constructor(engine, handle) {
    this.engine = engine;
    this.#handle = handle;
    engine.hold(this, handle);
  }

  /** The handle, or a TabletopError once closed. @internal */
  get handle() {
    if (this.#handle === 0) {
      throw new TabletopError({ code: "bad-call", message: "this value is closed", detail: "this value is closed" });
    }
    return this.#handle;
  }

  /** Releases the Go value now; a second close does nothing. */
  close() {
    if (this.#handle === 0) return;
    this.engine.drop(this, this.#handle);
    this.#handle = 0;
  }

  // Where the runtime has explicit resource management, `using` closes.
  [Symbol.dispose ?? Symbol.for("Symbol.dispose")]() {
    this.close();
  }
}

/** A game in play: immutable, as in Go; play returns a new Table. */
export class Table extends Held {
  constructor(engine, info) {
    super(engine, info.handle);
    this.game = info.game;
    this.players = info.players;
    this.toMove = info.toMove;
    this.over = info.over;
    this.scores = info.scores;
    this.winners = info.winners;
    this.fromPosition = info.fromPosition;
    Object.freeze(this);
  }

  options() {
    return JSON.parse(this.engine.call("options", this.handle));
  }
  view(seat, lang = "en") {
    return JSON.parse(this.viewJSON(seat, lang));
  }
  viewJSON(seat, lang = "en") {
    return this.engine.call("view", this.handle, seat, lang);
  }
  viewText(seat, lang = "en") {
    return JSON.parse(this.engine.call("viewText", this.handle, seat, lang));
  }
  legalMoves() {
    return JSON.parse(this.engine.call("legalMoves", this.handle));
  }
  choices(lang = "en") {
    return JSON.parse(this.engine.call("choices", this.handle, lang));
  }
  position() {
    return JSON.parse(this.engine.call("position", this.handle));
  }
  log() {
    return JSON.parse(this.engine.call("log", this.handle));
  }

  /**
   * Plays move for seat: its notation, or its object (a Move's json). A
   * refused move's TabletopError says why in lang ("en", "fr", "it", "nl").
   */
  play(seat, move, lang = "en") {
    if (typeof move !== "string") return this.playJSON(seat, JSON.stringify(move), lang);
    return this.#played(this.engine.call("play", this.handle, seat, move, lang));
  }

  /** Plays move for seat, given as JSON text: an object, or notation as a JSON string; lang as play's. */
  playJSON(seat, move, lang = "en") {
    return this.#played(this.engine.call("playJSON", this.handle, seat, move, lang));
  }

  #played(text) {
    const out = JSON.parse(text);
    return { table: new Table(this.engine, out.table), events: new Events(this.engine, out.events, out.length) };
  }
}

/** The events of one move, as each seat may see them. */
export class Events extends Held {
  constructor(engine, handle, length) {
    super(engine, handle);
    this.length = length;
    Object.freeze(this);
  }

  json(seat = -1) {
    return JSON.parse(this.jsonText(seat));
  }
  jsonText(seat = -1) {
    return this.engine.call("eventsJSON", this.handle, seat);
  }
  log() {
    return JSON.parse(this.engine.call("eventsLog", this.handle));
  }
  text(seat = -1) {
    return JSON.parse(this.engine.call("eventsText", this.handle, seat));
  }
  narrate(seat = -1, names = [], lang = "en") {
    return JSON.parse(this.engine.call("narrate", this.handle, seat, names, lang));
  }
}

/** A bot: chooses a move for the seat to move from that seat's view alone. */
export class Bot extends Held {
  constructor(engine, info) {
    super(engine, info.handle);
    this.name = info.name;
    this.game = info.game;
    this.options = info.options;
    Object.freeze(this);
  }

  /** The bot's move for the seat to move at table, in notation. */
  async choose(table) {
    return JSON.parse(this.engine.call("choose", this.handle, table.handle));
  }
}

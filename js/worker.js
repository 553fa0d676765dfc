// The engine in a Web Worker (or a Node worker thread): loadWorker in
// remote.js starts it, and calls it by messages { id, target, method,
// args }, where target is 0 for the engine or the reference of a table,
// events or bot that an earlier answer gave. It answers { id, value } or
// { id, error }.
//
// Calls are answered one at a time, in order, but for a bot's choose: its
// search runs in slices (see Bot.choose), between which the worker answers
// the calls that came meanwhile, and a message { stop: id } ends the
// search of the choose of that id with its best move so far.
import { Table, Events, Bot, TabletopError } from "./engine.js";
import { everyLanguage } from "./errors.js";
import { start } from "./start.js";
import { parent } from "./platform-browser.js";

/** The values the caller has references to. */
const refs = new Map();
let lastRef = 0;
let engine;
/** The AbortController of each choose under way, by its call's id. */
const choosing = new Map();

/** v as the caller receives it: a table, events or bot as a reference and its fields. */
function encode(v) {
  if (v instanceof Table || v instanceof Events || v instanceof Bot) {
    refs.set(++lastRef, v);
    const kind = v instanceof Table ? "table" : v instanceof Events ? "events" : "bot";
    const { engine: _, ...fields } = v;
    return { $ref: lastRef, kind, fields };
  }
  if (v && typeof v === "object" && v.table instanceof Table) return { table: encode(v.table), events: encode(v.events) };
  return v;
}

function decode(arg) {
  return arg && typeof arg === "object" && typeof arg.$ref === "number" ? refs.get(arg.$ref) : arg;
}

/** The value that target names, and the method of it to call: what call calls, or a TabletopError. */
function resolve({ target, method }) {
  const that = target === 0 ? engine : refs.get(target);
  if (that === undefined) throw new TabletopError({ code: "closed", message: "this value is closed" });
  if (method !== "close" && (typeof that[method] !== "function" || method === "constructor")) {
    throw new TabletopError({ code: "bad-call", message: `no method ${method}` });
  }
  return that;
}

async function call({ target, method, args }) {
  // Asked while the build downloads: the worker runs.
  if (method === "ready") return null;
  if (method === "start") {
    engine = await start(args[0]);
    return null;
  }
  const that = resolve({ target, method });
  if (method === "close") {
    refs.delete(target);
    return that.close();
  }
  return encode(await that[method](...args.map(decode)));
}

/** A bot's choose, whose search may be stopped: the call's AbortController ends it. */
async function choose({ id, target, method, args }) {
  const bot = resolve({ target, method });
  const table = decode(args[0]);
  if (table === undefined) throw new TabletopError({ code: "closed", message: "this value is closed" });
  const stop = new AbortController();
  choosing.set(id, stop);
  try {
    return await bot.choose(table, { ...args[1], signal: stop.signal });
  } finally {
    choosing.delete(id);
  }
}

/** Answers the calls that come through port; "start" gives a compiled WebAssembly.Module. */
export function serve(port) {
  let queue = Promise.resolve();
  const answer = async (message, how) => {
    try {
      port.post({ id: message.id, value: await how(message) });
    } catch (err) {
      const { code = "error", reason, field, message: said = String(err), detail = said, playerMessage, [everyLanguage]: playerMessages } = err ?? {};
      port.post({ id: message.id, error: { code, reason, field, message: said, detail, playerMessage, playerMessages } });
    }
  };
  port.listen((message) => {
    if (message.stop !== undefined) {
      choosing.get(message.stop)?.abort();
      return;
    }
    // A choose leaves the queue once its search has started, so that the
    // calls after it are answered between its slices.
    if (message.method === "choose" && message.target !== 0) {
      queue = queue.then(() => {
        answer(message, choose);
      });
      return;
    }
    // One call at a time, in order: start is the only one that waits.
    queue = queue.then(() => answer(message, call));
  });
}

// In a browser's worker, this file is the worker itself; Node's worker
// thread starts worker-node.js, which serves.
if (typeof WorkerGlobalScope === "function" && globalThis instanceof WorkerGlobalScope) serve(parent());

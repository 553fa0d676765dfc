// The engine in a Web Worker (or a Node worker thread): loadWorker in
// remote.js starts it, and calls it by messages { id, target, method,
// args }, where target is 0 for the engine or the reference of a table,
// events or bot that an earlier answer gave. It answers { id, value } or
// { id, error }, in the order of the calls. loadWorker starts two: the
// engine's, which holds the caller's tables, events and bots, and one
// where bots think ("think", "forget"), so that the first answers while
// a bot thinks.
//
// A search stops when its caller's AbortSignal fires: the caller writes
// the call's id into the shared Int32Array that "start" gave, and the Go
// runtime's clock, read by the search at every few iterations, then runs
// a minute on at each reading, past any budget in time, so that the
// search answers with its best move so far. Every search bot made here
// has a budget in time for that reason (see newBot).
import { start, Table, Events, Bot, Engine, TabletopError } from "./engine.js";
import { parent } from "./platform-browser.js";

/** The values the caller has references to. */
const refs = new Map();
let lastRef = 0;
let engine;
/** The shared flag: the id of the call to stop. */
let flag = null;
/** The id of the choose under way, 0 between them. */
let choosing = 0;
/** How far, in nanoseconds, the clock has been moved on. */
let skewed = 0;
/** A minute and a second: more than a search's longest budget (60 s). */
const jump = 61e9;
/** A search's longest budget in time, in ms (tabletop's bound). */
const longest = 60_000;

function skew() {
  if (flag !== null && choosing !== 0 && Atomics.load(flag, 0) === choosing) skewed += jump;
  return skewed;
}

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

/** The options of a search bot made here: a budget in time, so that a signal can stop it, and its iterations as they would be without one. */
function withBudget(name, options) {
  if (name !== "ismcts") return options;
  const given = typeof options === "string" ? JSON.parse(options || "{}") : { ...(options ?? {}) };
  if (given.ms === undefined || given.ms === 0) {
    given.iterations ??= 1000;
    given.ms = longest;
  }
  return given;
}

/**
 * The bots of the worker where bots think, by the reference of the bot
 * that the engine's worker holds: each made from that bot's name and
 * options at its first move.
 */
const thinkers = new Map();

/** The move of the bot ref (its game, name and options) at the table of game loaded from position. */
async function think(ref, game, name, options, tableGame, position) {
  let bot = thinkers.get(ref);
  if (bot === undefined) {
    bot = engine.newBot(game, name, withBudget(name, options));
    thinkers.set(ref, bot);
  }
  const table = engine.load(tableGame, position);
  try {
    return await bot.choose(table);
  } finally {
    table.close();
  }
}

async function call({ id, target, method, args }) {
  if (method === "start") {
    flag = args[1];
    engine = await start(args[0], { skew });
    return null;
  }
  if (method === "think") {
    choosing = id;
    try {
      return await think(...args);
    } finally {
      choosing = 0;
    }
  }
  if (method === "answerNow") {
    // A stopped search whose best move was lost with its worker (no shared
    // memory): the greedy bot's move at the table, at once.
    const table = refs.get(args[0]);
    if (table === undefined) throw new TabletopError({ code: "closed", message: "the table is closed" });
    const greedy = engine.newBot(table.game, "greedy");
    try {
      return await greedy.choose(table);
    } finally {
      greedy.close();
    }
  }
  if (method === "forget") {
    thinkers.get(args[0])?.close();
    thinkers.delete(args[0]);
    return null;
  }
  const that = target === 0 ? engine : refs.get(target);
  if (that === undefined) throw new TabletopError({ code: "closed", message: "this value is closed" });
  if (method === "close") {
    refs.delete(target);
    return that.close();
  }
  if (that instanceof Engine && method === "newBot") args[2] = withBudget(args[1], args[2]);
  if (!(typeof that[method] === "function") || method === "constructor") {
    throw new TabletopError({ code: "bad-call", message: `no method ${method}` });
  }
  return encode(await that[method](...args.map(decode)));
}

/** Answers the calls that come through port; "start" gives a compiled WebAssembly.Module. */
export function serve(port) {
  let queue = Promise.resolve();
  port.listen((message) => {
  // One call at a time, in order: start is the only one that waits.
    queue = queue.then(async () => {
      try {
        port.post({ id: message.id, value: await call(message) });
      } catch (err) {
        const { code = "error", reason, message: said = String(err), detail = said } = err ?? {};
        port.post({ id: message.id, error: { code, reason, message: said, detail } });
      }
    });
  });
}

// In a browser's worker, this file is the worker itself; Node's worker
// thread starts worker-node.js, which serves.
if (typeof WorkerGlobalScope === "function" && globalThis instanceof WorkerGlobalScope) serve(parent());

// The package's values across engines and builds: a table of one engine
// refused by another's bot, errors that name the package's functions
// whatever a minifier calls its classes, and loadWorker's workerUrl.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { load, loadWorker } from "@tabletop/engines/all";
import { WorkerTable, TabletopError } from "@tabletop/engines";

const [a, b] = await Promise.all([load(), load()]);
const [wa, wb] = await Promise.all([loadWorker(), loadWorker()]);
after(() => [wa, wb].forEach((w) => w.terminate()));

/** Whether err is a bad-argument TabletopError whose message matches message. */
const badArgument = (message) => (err) => err instanceof TabletopError && err.code === "bad-argument" && message.test(err.message);

test("a bot refuses another engine's table, though its handle is a number of this one", async () => {
  // The same handles in both engines: a's table 1 is b's table 1.
  const mine = a.open("linko", { players: 3, seed: "1" });
  const theirs = b.open("linko", { players: 4, seed: "2" });
  const bot = a.newBot("linko", "random");
  await assert.rejects(bot.choose(theirs), badArgument(/^Bot\.choose: table must be a Table of this engine$/));
  assert.ok(mine.legalMoves().includes(await bot.choose(mine)));
});

test("a worker's bot refuses another worker's table, and a worker's call another's values", async () => {
  const theirs = await wb.open("linko", { players: 4, seed: "2" });
  const mine = await wa.open("linko", { players: 3, seed: "1" });
  const bot = await wa.newBot("linko", "random");
  await assert.rejects(bot.choose(theirs), badArgument(/^WorkerBot\.choose: table must be a WorkerTable of this engine$/));
  await assert.rejects(wa.open(theirs), badArgument(/^WorkerEngine\.open: argument 1 must be a value of this engine$/));
  assert.ok((await mine.legalMoves()).includes(await bot.choose(mine)));
});

test("errors name the package's functions when a minifier has renamed the classes", async (t) => {
  // The thread's Table, which the package exports as a type alone.
  const opened = a.open("lino");
  const Table = opened.constructor;
  opened.close();
  for (const cls of [Table, WorkerTable]) {
    const name = Object.getOwnPropertyDescriptor(cls, "name");
    Object.defineProperty(cls, "name", { value: "E", configurable: true });
    t.after(() => Object.defineProperty(cls, "name", name));
  }
  const table = a.open("lino", { seed: "3" });
  table.close();
  assert.throws(() => table.view(0), (err) => err.code === "closed" && err.message === "Table.view: this Table is closed");
  const engine = await loadWorker();
  const there = await engine.open("lino", { seed: "3" });
  engine.terminate();
  await assert.rejects(there.view(0), (err) => err.code === "terminated" && err.message === "WorkerTable.view: the engine was terminated");
});

test("a call under way when the worker is terminated names itself", async () => {
  const engine = await loadWorker();
  const opening = engine.open("lino", { seed: "3" });
  engine.terminate();
  await assert.rejects(opening, (err) => err.code === "terminated" && err.message.startsWith("WorkerEngine.open: the engine was terminated"));
});

test("loadWorker starts its workers from workerUrl", async () => {
  await assert.rejects(loadWorker(undefined, { workerUrl: new URL("../no-such-worker.js", import.meta.url) }), (err) => err instanceof TabletopError && err.code === "load-failed");
  await assert.rejects(loadWorker(undefined, { workerUrl: 7 }), badArgument(/^loadWorker: options\.workerUrl must be a URL or a string, not 7$/));
  const engine = await loadWorker(undefined, { workerUrl: new URL("../worker-node.js", import.meta.url) });
  try {
    const table = await engine.open("linx", { seed: "5", players: 3 });
    const bot = await engine.newBot("linx", "greedy");
    assert.ok((await table.legalMoves()).includes(await bot.choose(table)));
  } finally {
    engine.terminate();
  }
});

test("a bot refuses a table of another game, and a finished one with the reason game-over", async () => {
  const bot = a.newBot("linko", "random");
  const lino = a.open("lino", { seed: "3" });
  await assert.rejects(bot.choose(lino), badArgument(/^Bot\.choose: table must be a game of linko, this bot's, not of lino$/));
  let table = a.open("linko", { players: 2, seed: "8" });
  while (!table.over) table = table.play(table.toMove, table.legalMoves()[0]).table;
  await assert.rejects(bot.choose(table), (err) => err instanceof TabletopError && err.code === "illegal-move" && err.reason === "game-over" && err.message.startsWith("Bot.choose: "));
  const there = await wa.load("linko", table.position());
  const workerBot = await wa.newBot("linko", "random");
  await assert.rejects(workerBot.choose(there), (err) => err.reason === "game-over" && err.message.startsWith("WorkerBot.choose: "));
  await assert.rejects(workerBot.choose(await wa.open("lino")), badArgument(/^WorkerBot\.choose: table must be a game of linko/));
});

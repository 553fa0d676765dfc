// Go values held by JavaScript are released: at once by close(), and, for
// a table, its events or a bot that nobody closed, by the finalizer once
// JavaScript's garbage collector has taken them, on the caller's thread
// and in the worker alike (the guide's "What to close").
import { test } from "node:test";
import assert from "node:assert/strict";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { after } from "node:test";
import { load, loadWorker } from "@tabletop/engines/all";

const [engine, worker] = await Promise.all([load(), loadWorker()]);
after(() => worker.terminate());

// gc collects now: node --expose-gc's gc, reached without the flag.
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc");

test("close releases a table, its events and a bot at once, and twice is once", async () => {
  const before = engine.held();
  const table = engine.open("linx", { seed: "1" });
  const bot = engine.newBot("linx", "random");
  const { table: next, events } = table.play(0, await bot.choose(table));
  assert.equal(engine.held(), before + 4);
  for (const v of [table, bot, next, events]) v.close();
  assert.equal(engine.held(), before);
  table.close();
  assert.equal(engine.held(), before);
  assert.throws(() => table.view(0), { name: "TabletopError", code: "closed", message: "Table.view: this Table is closed" });
});

test("a forgotten table is released by the finalizer", async () => {
  const before = engine.held();
  (() => {
    for (let i = 0; i < 20; i++) engine.open("lino", { seed: String(i) });
  })();
  assert.equal(engine.held(), before + 20);
  // Finalizers run on a later turn of the event loop than the collection.
  for (let i = 0; i < 50 && engine.held() > before; i++) {
    gc();
    await new Promise((ok) => setTimeout(ok, 10));
  }
  assert.equal(engine.held(), before, "the forgotten tables are still held");
});

test("a move's events are released with the table that move made: a loop that closes each table it replaces leaks none", async () => {
  for (const [name, e] of [["thread", engine], ["worker", worker]]) {
    const before = await e.held();
    let table = await e.open("linx", { seed: "3" });
    const bot = await e.newBot("linx", "random");
    let last;
    for (let i = 0; i < 4; i++) {
      const { table: next, events } = await table.play(table.toMove, await bot.choose(table));
      assert.ok((await events.narrate(0)).length > 0, name);  // read, never closed
      await table.close();
      table = next;
      last = events;
    }
    // The last table, its events and the bot: the other moves' events went with their tables.
    assert.equal(await e.held(), before + 3, name);
    await table.close();
    assert.equal(await e.held(), before + 1, name);
    await assert.rejects(async () => last.narrate(0), { code: "closed" }, name);
    await last.close(); // closed with its table: a second close does nothing
    await bot.close();
    assert.equal(await e.held(), before, name);
  }
});

/** Collects until held() is down to before again, and returns what it is. */
async function collected(held, before) {
  // Finalizers run on a later turn of the event loop than the collection.
  let now = await held();
  for (let i = 0; i < 50 && now > before; i++) {
    gc();
    await new Promise((ok) => setTimeout(ok, 10));
    now = await held();
  }
  return now;
}

test("a play's forgotten table and events, and a forgotten bot, are released by the finalizer", async () => {
  const before = engine.held();
  await (async () => {
    const table = engine.open("linx", { seed: "2" });
    const bot = engine.newBot("linx", "greedy");
    for (let i = 0, t = table; i < 5 && !t.over; i++) t = t.play(t.toMove, await bot.choose(t)).table;
  })();
  assert.ok(engine.held() >= before + 12, "5 plays' tables and events, the first table and the bot");
  assert.equal(await collected(() => engine.held(), before), before, "the forgotten values are still held");
});

test("in the worker, a forgotten table and its play's events are released by the finalizer", async () => {
  const before = await worker.held();
  await (async () => {
    const table = await worker.open("lino", { seed: "3" });
    const [move] = await table.legalMoves();
    await table.play(table.toMove, move);
  })();
  assert.equal(await worker.held(), before + 3);
  assert.equal(await collected(() => worker.held(), before), before, "the worker still holds the forgotten values");
});

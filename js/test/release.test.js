// Go values held by JavaScript are released: at once by close(), and, for
// a table, its events or a bot that nobody closed, by the finalizer once
// JavaScript's garbage collector has taken them.
import { test } from "node:test";
import assert from "node:assert/strict";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { load } from "@tabletop/engines";

const engine = await load();

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

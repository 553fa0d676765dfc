// What saves a page round trips to the worker (js-r28 #4 and #5):
// labelledEach labels many choices in one call, and warm runs each game's
// search once, so that the first "Stop" answers as the next ones do.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { load, loadWorker } from "@tabletop/engines/all";
import { TabletopError } from "@tabletop/engines";

const [engine, worker] = await Promise.all([load(), loadWorker()]);
after(() => worker.terminate());

test("labelledEach labels every choice in one call, as labelled does each", async () => {
  for (const e of [engine, worker]) {
    const table = await e.open("lino", { seed: "4" });
    const choices = await table.choices("fr");
    assert.ok(choices.length > 1);
    const each = await table.labelledEach(choices, "fr");
    assert.equal(each.length, choices.length);
    for (const [i, choice] of choices.entries()) assert.deepEqual(each[i], await table.labelled(choice, "fr"), `choice ${i}`);
    // Left out, the choices are the table's own.
    assert.deepEqual(await table.labelledEach(undefined, "fr"), each);
    // A few of them, in their order.
    assert.deepEqual(await table.labelledEach([choices[2], choices[0]], "fr"), [each[2], each[0]]);
    assert.deepEqual(await table.labelledEach([]), []);
    await assert.rejects(async () => table.labelledEach("all"), (err) => err instanceof TabletopError && err.code === "bad-argument" && /^(Worker)?Table\.labelledEach: choices must be an array/.test(err.message));
    await table.close();
  }
});

test("warm runs a search of each game and keeps nothing", async () => {
  for (const e of [engine, worker]) {
    const before = await e.held();
    assert.equal(await e.warm(), undefined);
    assert.equal(await e.held(), before);
  }
  const one = await (await import("@tabletop/engines/linx")).loadWorker();
  try {
    await one.warm(); // a one-game build warms its game alone
    const table = await one.open("linx", { seed: "2" });
    const bot = await one.newBot("linx", "ismcts", { iterations: 50 });
    assert.ok((await table.legalMoves()).includes(await bot.choose(table)));
  } finally {
    one.terminate();
  }
});

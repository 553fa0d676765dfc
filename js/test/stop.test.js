// A bot's search runs in slices, between which its thread runs: a stop
// needs no shared memory (this file takes it away, as a page without
// cross-origin isolation has none), answers the search's best move so far
// from the one worker, which keeps every value; in the caller's thread
// (load()), timers tick while a bot thinks, and a signal stops it too.
import { test } from "node:test";
import assert from "node:assert/strict";

globalThis.crossOriginIsolated = false;
delete globalThis.SharedArrayBuffer;
const { load, loadWorker } = await import("@tabletop/engines/all");

test("a stop without shared memory answers the search's move from the one worker", async () => {
  const engine = await loadWorker();
  try {
    const table = await engine.open("lino", { seed: "4" });
    const slow = await engine.newBot("lino", "ismcts", { iterations: 1_000_000, seed: 1 });
    const held = await engine.held();
    const thinking = slow.choose(table, { signal: AbortSignal.timeout(300) });
    // The worker answers between the search's slices.
    assert.equal(await Promise.race([thinking.then(() => "the bot"), table.view(0).then(() => "the view")]), "the view");
    const move = await thinking;
    assert.ok((await table.legalMoves()).includes(move), move);
    // Nothing was ended or started again: every value is still held.
    assert.equal(await engine.held(), held);
    const again = await slow.choose(table, { signal: AbortSignal.timeout(200) });
    assert.ok((await table.legalMoves()).includes(again), again);
    await assert.rejects(slow.choose(table, { signal: AbortSignal.abort("no") }), { code: "aborted" });
    // A "Stop" that cancels: the abort rejects, once the search has stopped, and the worker goes on.
    const reason = new Error("stop");
    const stop = new AbortController();
    setTimeout(() => stop.abort(reason), 200);
    await assert.rejects(slow.choose(table, { signal: stop.signal, onAbort: "reject" }), (err) => err.code === "aborted" && err.cause === reason && err.message.startsWith("WorkerBot.choose: "));
    assert.equal(await engine.held(), held);
    await assert.rejects(slow.choose(table, { onAbort: "cancel" }), { code: "bad-argument" });
  } finally {
    engine.terminate();
  }
});

test("in the caller's thread a bot thinks in slices, and a signal stops it, from the engine's first search", async () => {
  const engine = await load();
  const table = engine.open("lino", { seed: "4" });
  const bot = engine.newBot("lino", "ismcts", { iterations: 1_000_000, seed: 1 });
  // The signal comes from the event loop: a thread blocked for the search
  // (a million iterations, minutes) would run it only after the search. The
  // answer comes before a second timer, set as the signal fires, which a
  // search that went on to a later slice would let run first.
  // (setImmediate: Node runs it before the search's own return to the
  // thread, which the package asks of setImmediate too.)
  const order = [];
  const stop = new AbortController();
  setImmediate(() => {
    order.push("stopped");
    stop.abort();
    setTimeout(() => order.push("the timer after"), 0);
  });
  const move = await bot.choose(table, { signal: stop.signal });
  order.push("answered");
  assert.deepEqual(order, ["stopped", "answered"], "the search stopped within the slice after its signal");
  assert.ok(table.legalMoves().includes(move), move);
  // Every search gives the thread back at its first pause, 8 iterations
  // in, the engine's first as a later one: a signal then stops both
  // there, with the move of a search of 8 iterations of the same seed.
  const eight = engine.newBot("lino", "ismcts", { iterations: 8, seed: 1 });
  assert.equal(await eight.choose(table), move, "the first search stopped 8 iterations in");
  const later = engine.newBot("lino", "ismcts", { iterations: 1_000_000, seed: 1 });
  const again = new AbortController();
  setImmediate(() => again.abort());
  assert.equal(await later.choose(table, { signal: again.signal }), move, "a later search stopped there too");
  for (const v of [eight, later]) v.close();
  const quick = engine.newBot("lino", "ismcts", { iterations: 50, seed: 2 });
  const unstopped = await quick.choose(table);
  const reason = new Error("gone");
  await assert.rejects(bot.choose(table, { signal: AbortSignal.abort(reason) }), (err) => err.code === "aborted" && err.cause === reason && err.message.startsWith("Bot.choose: "));
  const cancel = new AbortController();
  setTimeout(() => cancel.abort(reason), 100);
  await assert.rejects(bot.choose(table, { signal: cancel.signal, onAbort: "reject" }), (err) => err.code === "aborted" && err.cause === reason);
  // Unaborted, onAbort "reject" answers the move as without it.
  assert.equal(await quick.choose(table, { signal: new AbortController().signal, onAbort: "reject" }), unstopped);
  // A search of iterations alone, unstopped, is the same move with or without a signal.
  assert.equal(await quick.choose(table, { signal: new AbortController().signal }), unstopped);
  for (const v of [table, bot, quick]) v.close();
  assert.equal(engine.held(), 0);
});

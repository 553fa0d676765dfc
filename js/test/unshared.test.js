// A signal where memory cannot be shared with the bots' worker (a page
// without cross-origin isolation, which this file makes of Node by saying
// so): the search's worker is ended, and choose still answers a legal move
// at once, the greedy bot's, from the engine's worker.
import { test } from "node:test";
import assert from "node:assert/strict";

globalThis.crossOriginIsolated = false;
const { loadWorker } = await import("@tabletop/engines");

test("a stop without shared memory answers a legal move", async () => {
  const engine = await loadWorker();
  try {
    const table = await engine.open("lino", { seed: "4" });
    const slow = await engine.newBot("lino", "ismcts", { iterations: 1_000_000, seed: 1 });
    const started = performance.now();
    const move = await slow.choose(table, { signal: AbortSignal.timeout(300) });
    const took = performance.now() - started;
    assert.ok((await table.legalMoves()).includes(move), move);
    assert.ok(took < 20_000, `answered ${took} ms after its 300 ms signal`);
    const greedy = await engine.newBot("lino", "greedy");
    assert.equal(move, await greedy.choose(table), "the greedy bot's move");
    // The next search runs in a new worker, and its own stop answers too.
    const again = await slow.choose(table, { signal: AbortSignal.timeout(200) });
    assert.ok((await table.legalMoves()).includes(again), again);
    // A signal aborted before the call still rejects.
    await assert.rejects(slow.choose(table, { signal: AbortSignal.abort("no") }), { code: "aborted" });
  } finally {
    engine.terminate();
  }
});

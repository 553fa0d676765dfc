// The package in Chromium, without a bundler: loadWorker's search runs off
// the page's thread, a signal ends it with a legal move, and the page's
// global object gets nothing of Go. Skips where there is no Chromium.
import { test } from "node:test";
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { chromium, play } from "../consumer/chromium.js";
import { bundled } from "./bundled.js";

const browser = chromium();
bundled();

test("loadWorker in Chromium", { skip: !browser && "no chromium on PATH" }, async () => {
  const r = await play(browser, fileURLToPath(new URL("..", import.meta.url)), "test/browser/worker.html");
  assert.equal(r.error, undefined, r.error);
  assert.ok(r.legal, `${r.move} is legal`);
  assert.ok(r.isolated, "the page is cross-origin isolated");
  assert.ok(r.took < 10_000, `the search ran ${r.took} ms after its 300 ms signal`);
  assert.ok(r.ticks >= 3, `${r.ticks} ticks of 10 ms in ${r.took} ms: a blocked page ticks once at most`);
  assert.deepEqual(r.globals, []);
  assert.match(r.badWorker, /^load-failed: .*the worker at \/nope-worker\.js failed to start: HTTP 404 Not Found: is the worker served there\? .* import the URL of "@tabletop\/engines\/worker-file" .* and pass it as loadWorker's \{ workerUrl \}/);
});

test("@tabletop/engines/lino's bundle in Chromium with a plain import map", { skip: !browser && "no chromium on PATH" }, async () => {
  const r = await play(browser, fileURLToPath(new URL("..", import.meta.url)), "test/browser/lino.html");
  assert.equal(r.error, undefined, r.error);
  assert.deepEqual(r.games, ["lino"]);
  assert.deepEqual(r.workerGames, ["lino"]);
  assert.ok(r.played, "a move was played");
  assert.ok(r.same, "the worker's table is the thread's");
  // Lino's build alone, fetched once by load and once by loadWorker.
  assert.deepEqual(r.wasm, ["/dist/lino.wasm", "/dist/lino.wasm"]);
  assert.deepEqual(r.served, ["/dist/lino.wasm", "/dist/lino.wasm"]);
  assert.ok(r.botMoved, "the bot's worker chose a legal move");
  assert.ok(r.refused, "the thread engine's failure is the page's TabletopError");
  // One module for the page, one for load()'s engine, one for the worker.
  assert.deepEqual(r.scripts, ["/dist/lino.js", "/dist/start.js", "/dist/worker.js"]);
});

test("a signal in a page that cannot share memory answers the search's move from the one worker", { skip: !browser && "no chromium on PATH" }, async () => {
  const r = await play(browser, fileURLToPath(new URL("..", import.meta.url)), "test/browser/abort.html", 60_000, { isolated: false });
  assert.equal(r.error, undefined, r.error);
  assert.equal(r.isolated, false);
  assert.equal(r.workers, 1, "one worker: the bots think in the engine's");
  assert.equal(r.first, "the view", "the worker answers between the search's slices");
  assert.ok(r.stopped, "the stopped search answered a legal move");
  assert.ok(r.took < 10_000, `the search was abandoned ${r.took} ms after its 300 ms signal`);
  assert.ok(r.legal, "the next bot answers");
  assert.equal(r.view, "lino");
  assert.deepEqual(r.served, ["/dist/tabletop.wasm"]);
});

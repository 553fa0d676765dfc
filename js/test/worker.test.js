// loadWorker: the engine in a worker thread, the same API with promises;
// its bots think off the caller's thread, and an AbortSignal ends a search
// with its best move so far.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { load, loadWorker } from "@tabletop/engines/all";
import { TabletopError } from "@tabletop/engines";

const [engine, worker] = await Promise.all([load(), loadWorker()]);
after(() => worker.terminate());

test("the worker's tables play as the thread's", async () => {
  const here = engine.open("linx", { seed: "9", players: 3 });
  const there = await worker.open("linx", { seed: "9", players: 3 });
  assert.equal(there.players, 3);
  assert.equal(await there.viewJSON(1, "fr"), here.viewJSON(1, "fr"));
  const move = here.legalMoves()[0];
  const a = here.play(here.toMove, move);
  const b = await there.play(there.toMove, move);
  assert.equal(b.table.toMove, a.table.toMove);
  assert.deepEqual(await b.events.narrate(-1, [], "nl"), a.events.narrate(-1, [], "nl"));
  assert.deepEqual(await b.events.turns(1, { lang: "fr" }), a.events.turns(1, "fr"));
  for (const v of [here, a.table, a.events]) v.close();
  await Promise.all([there, b.table, b.events].map((v) => v.close()));
  assert.equal(await worker.held(), 0);
});

test("a refusal in the worker is a TabletopError", async () => {
  const table = await worker.open("linko", { players: 3, seed: "42" });
  await assert.rejects(table.play(1, "leave"), (err) => err instanceof TabletopError && err.reason === "not-your-turn");
  await table.close();
  // A refusal of options names its field, through the worker too.
  await assert.rejects(worker.checkOptions("linko", { players: 3, rounds: 4 }), (err) => err instanceof TabletopError && err.code === "invalid-options" && err.field === "rounds");
});

test("the caller's thread runs while a bot thinks", async () => {
  const table = await worker.open("lino", { seed: "4" });
  const bot = await worker.newBot("lino", "ismcts", { ms: 400, seed: 1 });
  let ticks = 0;
  const timer = setInterval(() => ticks++, 10);
  const started = performance.now();
  const move = await bot.choose(table);
  clearInterval(timer);
  assert.ok((await table.legalMoves()).includes(move), move);
  // A thread blocked for the search would tick once at most, after it;
  // a loaded machine may tick less often than every 10 ms.
  assert.ok(ticks >= 3, `${ticks} ticks of 10 ms in ${performance.now() - started} ms`);
  await Promise.all([table.close(), bot.close()]);
});

test("an AbortSignal ends a search with its best move so far", async () => {
  const table = await worker.open("lino", { seed: "4" });
  // A budget of a million iterations and no time: minutes, uncut.
  const bot = await worker.newBot("lino", "ismcts", { iterations: 1_000_000, seed: 1 });
  const started = performance.now();
  const move = await bot.choose(table, { signal: AbortSignal.timeout(300) });
  const took = performance.now() - started;
  assert.ok((await table.legalMoves()).includes(move), move);
  assert.ok(took < 10_000, `the search ran ${took} ms after its signal`);
  const reason = new Error("the player left");
  await assert.rejects(bot.choose(table, { signal: AbortSignal.abort(reason) }),
    (err) => err instanceof TabletopError && err.code === "aborted" && err.cause === reason && err.message.startsWith("WorkerBot.choose: "));
  // The next search is not cut short by the last one's signal.
  const quick = await worker.newBot("lino", "ismcts", { iterations: 50, seed: 2 });
  assert.equal(await quick.choose(table), await quick.choose(table, { signal: new AbortController().signal }));
  await Promise.all([table.close(), bot.close(), quick.close()]);
});

test("the engine's worker answers while a bot thinks", async () => {
  const table = await worker.open("lino", { seed: "4" });
  // Three seconds of search, which no signal cuts.
  const bot = await worker.newBot("lino", "ismcts", { ms: 3000, iterations: 1_000_000, seed: 1 });
  const thinking = bot.choose(table);
  const viewed = Promise.all([table.view(0), table.choices("fr"), worker.open("linko")]).then(() => "the view");
  assert.equal(await Promise.race([thinking.then(() => "the bot"), viewed]), "the view");
  assert.ok((await table.legalMoves()).includes(await thinking));
  await Promise.all([table.close(), bot.close()]);
});

test("the same bot chooses the same in the worker as in the thread", async () => {
  const here = engine.open("linko", { seed: "11", players: 3 });
  const there = await worker.open("linko", { seed: "11", players: 3 });
  const options = { iterations: 200, seed: 5 };
  const mine = engine.newBot("linko", "ismcts", options);
  const theirs = await worker.newBot("linko", "ismcts", options);
  assert.equal(await theirs.choose(there), await mine.choose(here));
  for (const v of [here, mine]) v.close();
  await Promise.all([there.close(), theirs.close()]);
});

test("after terminate() every call rejects as terminated, and close() resolves", async () => {
  const doomed = await loadWorker();
  const table = await doomed.open("linx", { seed: "3" });
  const bot = await doomed.newBot("linx", "random", { seed: 1 });
  const underway = table.view(0);
  doomed.terminate();
  const terminated = (err) => err instanceof TabletopError && err.code === "terminated";
  await assert.rejects(underway, terminated);
  await assert.rejects(doomed.games(), terminated);
  await assert.rejects(table.choices(), terminated);
  await assert.rejects(bot.choose(table), terminated);
  await table.close(); // nothing to release: it settles
});

test("a closed value of the worker is refused in the package's words", async () => {
  const table = await worker.open("linx", { seed: "3" });
  await table.close();
  await assert.rejects(table.view(0), (err) => err instanceof TabletopError && err.code === "closed" && err.message === "WorkerTable.view: this value is closed");
  const bot = await worker.newBot("linx", "random", { seed: 1 });
  await assert.rejects(bot.choose(table), (err) => err instanceof TabletopError && err.code === "closed" && err.message === "WorkerBot.choose: this value is closed");
  await bot.close();
});

test("events closed with their table are refused once, by the caller's function", async () => {
  // js-r35 #9: "WorkerEvents.narrate: Events.narrate: this Events is closed".
  const table = await worker.open("linx", { seed: "3" });
  const { table: next, events } = await table.play(table.toMove, (await table.legalMoves())[0]);
  await next.close();
  for (const err of [await events.narrate(0).catch((e) => e), await events.json(0).catch((e) => e)]) {
    assert.ok(err instanceof TabletopError && err.code === "closed", String(err));
    assert.match(err.message, /^WorkerEvents\.(narrate|json): this Events is closed$/);
    assert.equal(err.detail, err.message);
  }
  await table.close();
});

test("loadWorker starts under the flags a worker refuses, and under node -e", () => {
  // Node refuses --max-old-space-size and --title in a worker's execArgv;
  // --input-type stops a worker's file from loading.
  const script = `import { loadWorker } from "@tabletop/engines/all";
    const worker = await loadWorker();
    const table = await worker.open("lino", { seed: "1" });
    console.log(table.players);
    await worker.terminate();`;
  const cwd = new URL("..", import.meta.url);
  const flags = ["--max-old-space-size=512", "--title=tabletop-test", "--expose-gc", "--input-type=module"];
  assert.equal(execFileSync(process.execPath, [...flags, "-e", script], { cwd, encoding: "utf8" }).trim(), "2");
  const file = fileURLToPath(new URL("../worker-flags.tmp.mjs", import.meta.url));
  writeFileSync(file, script);
  try {
    assert.equal(execFileSync(process.execPath, [...flags.slice(0, 3), file], { cwd, encoding: "utf8" }).trim(), "2");
  } finally {
    rmSync(file);
  }
});

test("a worker that cannot start is a load-failed TabletopError", async () => {
  await assert.rejects(loadWorker(undefined, { workerUrl: "http://127.0.0.1/no-worker.js" }), (err) => err instanceof TabletopError && err.code === "load-failed");
});

test("the guide's component pattern holds nothing once unmounted, through StrictMode's double effect and an undo", async () => {
  const own = await loadWorker();
  try {
    const game = { current: null };
    const shown = [];
    const effect = () => {
      let live = true;
      const opened = own.open("lino", { seed: "2" }).then(async (t) => {
        if (!live) return t.close();
        game.current = t;
        shown.push(await t.view(0, { lang: "fr" }));
      });
      return [opened, () => { live = false; game.current?.close(); game.current = null; }];
    };
    // StrictMode: the effect, its cleanup at once, and the effect again.
    const [first, undoFirst] = effect();
    undoFirst();
    const [second, cleanup] = effect();
    await Promise.all([first, second]);
    const undo = [];
    for (let i = 0; i < 3; i++) {
      const table = game.current;
      undo.push(await table.position());
      const [choice] = await table.choices();
      const { table: next, events } = await table.play(table.toMove, (await table.labelled(choice))[0].json, { lang: "fr" });
      game.current = next;
      assert.ok((await events.narrate(0, { lang: "fr" })).length > 0);
      await Promise.all([events.close(), table.close()]);
    }
    assert.equal(await own.held(), 1, "one table, the one now");
    await game.current.close();
    game.current = await own.load("lino", undo.pop());
    cleanup();
    // The worker answers in order: the close that cleanup sent comes first.
    assert.equal(await own.held(), 0);
  } finally {
    await own.terminate();
  }
});

// js-r22 friction 4: a worker's value shows its facts alone, as the
// thread's does (its reference in the worker is the package's), and its
// options name its game, as Table.options does.
test("a worker's table has the thread's keys, and its options name its game", async () => {
  const here = engine.open("lino", { seed: "5" });
  const there = await worker.open("lino", { seed: "5" });
  const bot = await worker.newBot("lino", "random");
  try {
    assert.deepEqual(Object.keys(there).sort(), Object.keys(here).sort());
    assert.ok(!Object.keys(bot).includes("ref") && !Object.keys(worker).includes("ref"));
    assert.deepEqual(await there.options(), here.options());
    assert.equal((await there.options()).game, "lino");
  } finally {
    here.close();
    await Promise.all([there.close(), bot.close()]);
  }
});

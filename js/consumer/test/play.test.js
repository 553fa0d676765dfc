// The packed package, installed from its tarball with no Go on PATH:
// loads from node_modules, plays every game to its end with bots, and
// holds what a published package must.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { load } from "@tabletop/engines/all";

const require = createRequire(import.meta.url);
const engine = await load();

test("the package holds its build, its loader and its license", () => {
  const manifest = JSON.parse(readFileSync(require.resolve("@tabletop/engines/package.json"), "utf8"));
  assert.match(manifest.version, /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
  assert.equal(manifest.private, undefined);
  assert.equal(manifest.license, "MIT");
  const root = require.resolve("@tabletop/engines/package.json").replace(/package\.json$/, "");
  assert.match(readFileSync(root + "LICENSE", "utf8"), /^MIT License/);
  assert.ok(readFileSync(require.resolve("@tabletop/engines/tabletop.wasm")).length > 1_000_000);
  // A page without a bundler imports one module; the README's sizes were
  // written when the package was packed, and the guide it links is there.
  for (const file of ["dist/lino.js", "dist/worker.js", "dist/start.js", "docs/guide.md"]) assert.ok(readFileSync(root + file).length > 1000, file);
  const readme = readFileSync(root + "README.md", "utf8");
  assert.match(readme, /<!-- sizes[^]*\| `lino\.wasm` [^|]*\| [\d,]+ \| [\d,]+ \| [\d,]+ \|[^]*<!-- \/sizes -->/);
});

test("every game played to its end by bots", async () => {
  for (const game of ["linko", "lino", "linx"]) {
    let table = engine.open(game, { seed: "7" });
    const bot = engine.newBot(game, "random", { seed: 1 });
    for (let moves = 0; !table.over; moves++) {
      assert.ok(moves < 5000, `${game}: the game ends`);
      const { table: next, events } = table.play(table.toMove, await bot.choose(table));
      assert.ok(events.narrate(-1, [], "fr").length > 0);
      events.close();
      table.close();
      table = next;
    }
    assert.ok(table.winners.length > 0, game);
    table.close();
    bot.close();
  }
  assert.equal(engine.held(), 0);
});

test("a bot thinks in the package's worker, and a signal ends it", async () => {
  const { loadWorker } = await import("@tabletop/engines/all");
  const worker = await loadWorker();
  const table = await worker.open("lino", { seed: "2" });
  const bot = await worker.newBot("lino", "ismcts", { iterations: 1_000_000 });
  const move = await bot.choose(table, { signal: AbortSignal.timeout(200) });
  assert.ok((await table.legalMoves()).includes(move), move);
  worker.terminate();
});

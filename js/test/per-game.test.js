// A build of one game: @tabletop/engines/lino loads dist/lino.wasm, which
// plays Lino and refuses another game as unknown, in the package's words.
import { test } from "node:test";
import assert from "node:assert/strict";
import { TabletopError } from "@tabletop/engines";

for (const [game, other] of [["linko", "lino"], ["lino", "linx"], ["linx", "linko"]]) {
  test(`@tabletop/engines/${game} plays ${game} alone`, async () => {
    const entry = await import(`@tabletop/engines/${game}`);
    const engine = await entry.load();
    assert.deepEqual(engine.games().map((g) => g.name), [game]);
    const table = engine.open(game, { seed: "1" });
    const { table: next } = table.play(table.toMove, table.legalMoves()[0]);
    assert.equal(next.game, game);
    assert.throws(() => engine.open(other), (err) => {
      assert.ok(err instanceof TabletopError && err instanceof entry.TabletopError);
      assert.equal(err.code, "unknown-game");
      assert.equal(err.message, `Engine.open: "${other}" is not in this entry's build: import from "@tabletop/engines/${other}" (its build alone) or "@tabletop/engines/all" (the three games)`);
      assert.doesNotMatch(err.message, /did you mean/);
      return true;
    });
    // Another entry's game for a bot, a form's check, the rules: the same.
    for (const call of [() => engine.newBot(other, "random"), () => engine.checkOptions(other), () => engine.rules(other)]) {
      assert.throws(call, (err) => err.code === "unknown-game" && err.message.includes(`import from "@tabletop/engines/${other}"`));
    }
    // A name of no game keeps the engine's words.
    assert.throws(() => engine.open("chess"), (err) => err.code === "unknown-game" && /the games are/.test(err.message));
    next.close();
    table.close();
  });

  test(`@tabletop/engines/${game} refuses ${other}'s build, which it is not typed to play`, async () => {
    // js-r35 #6: it loaded it, an Engine<"${game}"> whose open("${game}") failed.
    const entry = await import(`@tabletop/engines/${game}`);
    const build = new URL(`../dist/${other}.wasm`, import.meta.url);
    const title = { linko: "Linko!", lino: "Lino", linx: "LINX" };
    for (const fn of ["load", "loadWorker"]) {
      const err = await entry[fn](build).catch((e) => e);
      assert.ok(err instanceof TabletopError, String(err));
      assert.equal(err.code, "load-failed");
      assert.ok(err.message.startsWith(`${fn}: cannot load the engine from ${build.href}: this is ${title[other]}'s build, not ${title[game]}'s: `), err.message);
      assert.equal(err.playerMessage, "The game could not be started: it is not installed correctly.");
    }
    // The build of every game holds this one: loaded.
    const all = await entry.load(new URL("../dist/tabletop.wasm", import.meta.url));
    assert.ok(all.games().some((g) => g.name === game));
  });
}

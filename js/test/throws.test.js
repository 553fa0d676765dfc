// The README's API table says, in its "throws" column, every code each
// call throws: here each call is made to fail every way the engine
// lets it (js-r22 friction 4), and each code it gave must be in its row
// (or be "closed" or "bad-argument", which the table says of every call).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { load } from "@tabletop/engines/all";
import { TabletopError } from "@tabletop/engines";

const engine = await load();

/** The README's throws column, by the row's first function. */
function throwsColumn() {
  const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
  const rows = {};
  for (const line of readme.split("\n")) {
    const cells = line.split("|").map((cell) => cell.trim());
    const name = /^\| `([^`(]+)/.exec(line)?.[1];
    if (name && cells.length === 6) rows[name] = cells[4];
  }
  return rows;
}

/** The code of f's failure. */
async function code(f) {
  try {
    await f();
  } catch (err) {
    assert.ok(err instanceof TabletopError, `${err}`);
    return err.code;
  }
  assert.fail(`no failure: ${f}`);
}

test("the README's throws column lists every code each call gives", async () => {
  const table = engine.open("lino", { seed: "3" });
  const loaded = engine.load("lino", table.position());
  const bot = engine.newBot("lino", "random");
  const over = (() => {
    let t = engine.open("linx", { seed: "3" });
    while (!t.over) t = t.play(t.toMove, t.legalMoves()[0]).table;
    return t;
  })();
  const tries = {
    "engine.rules": [() => engine.rules("chess")],
    "engine.checkOptions": [() => engine.checkOptions("chess"), () => engine.checkOptions("lino", { players: 3 }), () => engine.checkOptions("lino", { seed: "x" })],
    "engine.open": [() => engine.open("chess"), () => engine.open("lino", { players: 3 }), () => engine.open("lino", { seed: "x" })],
    "engine.load": [() => engine.load("chess", {}), () => engine.load("lino", "{}"), () => engine.load("lino", 3)],
    "engine.fold": [() => engine.fold("chess", {}, []), () => engine.fold("lino", { players: 3 }, []), () => engine.fold("lino", { seed: "1" }, ["nonsense"]), () => engine.fold("lino", { seed: "x" }, [])],
    "engine.guess": [() => engine.guess("chess", {}), () => engine.guess("lino", {}), () => engine.guess("lino", table.view(0), "x"), () => engine.guess("lino", 3)],
    "engine.newBot": [() => engine.newBot("chess", "random"), () => engine.newBot("lino", "nobody"), () => engine.newBot("lino", "ismcts", { ms: -5 }), () => engine.newBot("lino", "ismcts", { seed: "x" }), () => engine.newBot("lino", 3)],
    "engine.simulate": [() => engine.simulate("chess", { bots: ["random", "random"] }), () => engine.simulate("lino", { bots: ["nobody", "random"] }), () => engine.simulate("lino", { bots: ["random", "random"], options: { players: 3 } }), () => engine.simulate("lino", { bots: ["random", "random"], seed: "x" }), () => engine.simulate("lino", 3)],
    "table.play": [() => table.play(1, "place K7"), () => table.play(0, "nonsense"), () => over.play(0, "pass"), () => table.play(9, "pass"), () => table.play(0, { moves: [] })],
    "table.describe": [() => table.describe("place K7")],
    "table.labelled": [() => table.labelled(3), () => table.labelled({ moves: ["1:place K7"] })],
    "table.options": [() => loaded.log()],
    "bot.choose": [() => bot.choose(table, { signal: AbortSignal.abort() }), () => bot.choose(over), () => bot.choose(3)],
  };
  const column = throwsColumn();
  for (const [fn, calls] of Object.entries(tries)) {
    assert.ok(column[fn] !== undefined, `the README has a row for ${fn}`);
    for (const call of calls) {
      const got = await code(call);
      if (got === "closed" || got === "bad-argument") continue;
      assert.ok(column[fn].includes(`\`${got}\``), `${fn}: ${call} throws ${got}, which the README's row (${column[fn]}) does not list`);
    }
  }
  for (const t of [table, loaded, bot, over]) t.close();
});

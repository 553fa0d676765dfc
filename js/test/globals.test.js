// load() leaves the global object as it found it: Go's runtime (its Go
// class, the fs, process and path it wants) lives in a global object of
// its own, so that a library that reads process.env, or checks typeof fs,
// sees what it saw before.
import { test } from "node:test";
import assert from "node:assert/strict";

/**
 * Every own property of the global object, with its value (read, not
 * described: Node's globals such as TextEncoder are getters that become
 * values on their first read).
 */
function snapshot() {
  return new Map(Reflect.ownKeys(globalThis).map((key) => [key, globalThis[key]]));
}

test("load leaves globalThis as it was", async () => {
  snapshot(); // the first read turns Node's lazy globals into values
  const before = snapshot();
  const processBefore = globalThis.process;
  const { load } = await import("@tabletop/engines/all");
  const engine = await load();
  const table = engine.open("lino", { seed: "3" });
  table.play(table.toMove, table.legalMoves()[0]).table.close();
  table.close();
  const after = snapshot();
  assert.deepEqual([...after.keys()].filter((key) => !before.has(key)), [], "no global added");
  assert.deepEqual([...before.keys()].filter((key) => !after.has(key)), [], "no global removed");
  for (const [key, value] of before) {
    assert.equal(after.get(key), value, `globalThis.${String(key)} unchanged`);
  }
  for (const name of ["Go", "fs", "path"]) assert.equal(name in globalThis, false, name);
  assert.equal(globalThis.process, processBefore);
  assert.equal(typeof process.env.PATH, "string");
});

// cellName and movesOf(choice, view): a Lino tile's targets, a compact
// choice with no words of their own, each get a label of their cells'
// names, the names the engine's own sentences use.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load } from "@tabletop/engines/all";
import { movesOf, cellName, TabletopError } from "@tabletop/engines";
import { oneCellLayout } from "./shapes/collect.js";

const engine = await load();

test("cellName names a cell on the view's axes", () => {
  const view = { axes: { left: -1, top: -1, columns: ["A", "B", "C", "D", "E", "F"], rows: ["1", "2", "3"] } };
  assert.equal(cellName(view, "4,0"), "F2");
  assert.equal(cellName(view.axes, "-1,-1"), "A1");
  for (const cell of ["5,0", "0,2", "1", "1,1,1", "a,b", 7]) {
    assert.throws(() => cellName(view, cell), (err) => err instanceof TabletopError && err.code === "bad-argument" && err.message.startsWith("cellName: cell must be"), String(cell));
  }
  assert.throws(() => cellName({}, "0,0"), (err) => err instanceof TabletopError && err.code === "bad-argument");
});

test("each target of a Lino tile gets its own label, the engine's own in every language", () => {
  const table = engine.open("lino", { seed: "4" });
  for (const lang of ["en", "fr", "it", "nl"]) {
    const view = table.view(table.toMove, lang);
    const choice = view.legalMoves.find((c) => Array.isArray(c.to));
    const moves = movesOf(choice, view);
    assert.ok(moves.length > 1);
    assert.equal(new Set(moves.map((m) => m.label)).size, moves.length, "two targets labelled alike");
    assert.equal(movesOf(choice)[0].label, undefined, "without the view, a compact move has no words");
    // The engine's label of the same move, word for word: one style on a
    // page that shows movesOf's labels beside describe's and the narration.
    const described = table.labelled(choice, lang);
    moves.forEach((move, i) => {
      assert.equal(move.label, described[i].label, lang);
      assert.ok(move.label.startsWith(choice.label), move.label);
      assert.deepEqual(move.json, described[i].json);
    });
  }
  table.close();
});

test("a Lino tile with one cell to go to is a LinoOneCellChoice, its move labelled as a compact choice's", () => {
  const table = engine.open("lino", { seed: "1", layout: oneCellLayout() });
  for (const lang of ["en", "fr"]) {
    const view = table.view(0, lang);
    const one = view.legalMoves.filter((c) => c.kind === "move" && !Array.isArray(c.to));
    assert.deepEqual(one.map(({ label: _, ...c }) => c), [{ pick: "2,2", seat: 0, kind: "move", from: "2,2", to: "2,1", moves: [{}] }]);
    assert.ok(view.legalMoves.every((c) => c === one[0] || (Array.isArray(c.to) && c.to.length >= 2 && !("moves" in c))), "every other tile is compact");
    const [move] = movesOf(one[0], view);
    assert.equal(move.label, table.labelled(one[0], lang)[0].label, lang);
    assert.deepEqual(move.json, { seat: 0, kind: "move", from: "2,2", to: "2,1" });
  }
  table.close();
});

test("choices.flatMap(movesOf) expands every choice, the index taken for no view", () => {
  const table = engine.open("lino", { seed: "4" });
  assert.equal(table.choices().flatMap(movesOf).length, table.legalMoves().length);
  table.close();
});

// The JSON of random games of every game, checked at run time against
// index.d.ts's shapes (test/shapes/schema.js mirrors them): the same
// values that test/shapes/write.mjs declares for tsc --strict.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load } from "@tabletop/engines/all";
import { collect } from "./shapes/collect.js";
import * as schema from "./shapes/schema.js";

const shapes = collect(await load(), 3, 12);

for (const game of ["linko", "lino", "linx"]) {
  test(`${game}: views, events, choices and their moves are of their declared types`, () => {
    const { views, events, choices, moves } = shapes[game];
    assert.ok(views.length > 50 && events.length > 50 && choices.length > 20 && moves.length > choices.length);
    views.forEach((v, i) => schema.views[game](v, `view ${i}`));
    events.forEach((e, i) => schema.events[game](e, `event ${i}`));
    choices.forEach((c, i) => schema.choices[game](c, `choice ${i}`));
    moves.forEach((m, i) => schema.moves[game](m, `move ${i}`));
  });
}

test("failures are of their declared type", () => {
  assert.ok(shapes.errors.length > 30);
  shapes.errors.forEach((e, i) => schema.error(e, `error ${i}`));
});

test("a member typed as maybe null is null somewhere", () => {
  // Lino's seed is null only in a server's view, which hides it.
  assert.deepEqual([...schema.seenNull].sort(), ["linko.hand", "linx.hand"]);
});

test("the schema refuses a null where a member is absent, and a member of no type", () => {
  const [view] = shapes.linko.views;
  assert.throws(() => schema.views.linko({ ...view, winners: null }, "view"), /winners/);
  assert.throws(() => schema.views.linko({ ...view, extra: 1 }, "view"), /extra/);
  assert.throws(() => schema.events.lino({ kind: "tile-moved", seat: 0, from: "1,2", to: "3" }, "event"));
});

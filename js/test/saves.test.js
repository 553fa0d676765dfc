// What a table saves: from its start, its log (fold replays it from the
// options) and its position; loaded from a position, its position, and a
// log of only what was played since, which fold cannot replay alone.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load } from "@tabletop/engines/all";
import { TabletopError } from "@tabletop/engines";

const engine = await load();

/** Plays the first legal move n times; returns the table and every event played, whole. */
function playOn(table, n) {
  const played = [];
  for (let i = 0; i < n && !table.over; i++) {
    const { table: next, events } = table.play(table.toMove, table.legalMoves()[0]);
    played.push(...events.log());
    table = next;
  }
  return { table, played };
}

for (const game of ["linko", "lino", "linx"]) {
  test(`${game}: a table loaded from a position saves as a position, and its log is refused`, () => {
    const { table: start } = playOn(engine.open(game, { seed: "11" }), 4);
    assert.equal(start.fromPosition, false);
    assert.ok(start.log().length > 0);
    const loaded = engine.load(game, start.position());
    assert.equal(loaded.fromPosition, true);
    // Its log would replay from the options, the game's start: no save.
    assert.throws(() => loaded.log(), (err) => err instanceof TabletopError && /position/i.test(err.message));
    const { table: later, played } = playOn(loaded, 3);
    const { table: same } = playOn(start, 3);
    assert.equal(later.fromPosition, true);
    assert.ok(played.length > 0, "each move's events.log() holds what was played since the position");
    assert.throws(() => later.log(), (err) => err instanceof TabletopError);
    // Its save is its position: it loads back the same game.
    assert.equal(engine.load(game, later.position()).viewJSON(-1), same.viewJSON(-1));
    // A table from the start saves as either.
    assert.equal(engine.fold(game, same.options(), same.log()).viewJSON(-1), same.viewJSON(-1));
  });
}

// engine.guess deals a game from one seat's view: it offers that seat the
// same moves, and refuses a move out of turn with the library's sentence.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load } from "@tabletop/engines/all";

const engine = await load();

test("a guess from a seat's view offers the same moves and refuses the same", () => {
  for (const game of ["linko", "lino", "linx"]) {
    const table = engine.open(game, { seed: "5" });
    const seat = table.toMove;
    const guess = engine.guess(game, table.view(seat), 1);
    assert.deepEqual(guess.choices(), table.choices(), game);
    const move = guess.legalMoves()[0];
    const other = (seat + 1) % table.players;
    assert.throws(() => guess.play(other, move.replace(/^\d+:/, "")), { reason: "not-your-turn" }, game);
    const { table: next, events } = guess.play(seat, move);
    for (const v of [next, events, guess, table]) v.close();
  }
});

test("a guess reads a server's Lino view whose seed it hides", () => {
  const table = engine.open("lino", { seed: "5" });
  const view = table.view(table.toMove);
  assert.equal(view.options.seed, "5");
  const hidden = { ...view, options: { ...view.options, seed: null } };
  const guess = engine.guess("lino", hidden, 1);
  assert.deepEqual(guess.choices(), table.choices());
  for (const v of [guess, table]) v.close();
});

test("a guess without a seed deals what it hides from a seed drawn at random", () => {
  const table = engine.open("linko", { seed: "5", players: 3 });
  const view = table.view(table.toMove);
  const positions = new Set();
  for (let i = 0; i < 4; i++) {
    const guess = engine.guess("linko", view);
    positions.add(JSON.stringify(guess.position()));
    guess.close();
  }
  table.close();
  // Four seeds alike by chance: one in 2^192.
  assert.ok(positions.size > 1, "every guess dealt the same hidden cards");
});
